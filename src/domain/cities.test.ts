import { describe, expect, it } from "vitest";
import { cityMatchesStatus, cityPagePath, citySlug, withCoverageFigure } from "./cities";

describe("cityMatchesStatus", () => {
  it("says nothing before any text is typed", () => {
    expect(cityMatchesStatus(40, "")).toBe("");
    expect(cityMatchesStatus(40, "  ")).toBe("");
  });

  it("counts the matches in Portuguese, singular and plural", () => {
    expect(cityMatchesStatus(1, "vit")).toBe("1 cidade encontrada");
    expect(cityMatchesStatus(3, "ser")).toBe("3 cidades encontradas");
  });

  it("names the text when nothing matches", () => {
    expect(cityMatchesStatus(0, "xyz")).toBe('Nenhuma cidade encontrada com "xyz"');
  });
});

describe("citySlug", () => {
  it("drops accents and punctuation and ends with the state", () => {
    expect(citySlug({ name: "Vitória", state: "ES" })).toBe("vitoria-es");
    expect(citySlug({ name: "São Mateus", state: "ES" })).toBe("sao-mateus-es");
    expect(citySlug({ name: "Governador Valadares", state: "MG" })).toBe("governador-valadares-mg");
    expect(citySlug({ name: "Pau-d'Arco", state: "PA" })).toBe("pau-d-arco-pa");
    expect(cityPagePath({ name: "Vila Velha", state: "ES" })).toBe("/planos/vila-velha-es");
  });
});

describe("withCoverageFigure", () => {
  const settings = { statCitiesValue: "", statCitiesLabel: "" };
  it("counts the active cities when staff left the figure empty", () => {
    expect(withCoverageFigure(settings, 96)).toEqual({
      statCitiesValue: "96",
      statCitiesLabel: "cidades com cobertura",
    });
    expect(withCoverageFigure({ statCitiesValue: " ", statCitiesLabel: "municípios" }, 1200)).toEqual({
      statCitiesValue: "1.200",
      statCitiesLabel: "municípios",
    });
  });

  it("keeps staff's own figure, and shows none without an active city", () => {
    expect(withCoverageFigure({ statCitiesValue: "100+", statCitiesLabel: "cidades" }, 96)).toEqual({
      statCitiesValue: "100+",
      statCitiesLabel: "cidades",
    });
    expect(withCoverageFigure(settings, 0)).toEqual(settings);
  });
});
