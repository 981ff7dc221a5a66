import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  cityMatchesStatus,
  cityPagePath,
  citySlug,
  packCities,
  unpackCities,
  withCoverageFigure,
} from "./cities";
import { BRAZILIAN_STATES } from "./states";

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
  it("counts the active cities, with staff's label or 'cidades com cobertura'", () => {
    expect(withCoverageFigure({ statCitiesLabel: "" }, 96)).toEqual({
      statCitiesValue: "96",
      statCitiesLabel: "cidades com cobertura",
    });
    expect(withCoverageFigure({ statCitiesLabel: "municípios" }, 1200)).toEqual({
      statCitiesValue: "1.200",
      statCitiesLabel: "municípios",
    });
  });

  it("never shows a typed figure: an old stored '570+' gives way to the count", () => {
    const stored = { statCitiesValue: "570+", statCitiesLabel: "cidades" };
    expect(withCoverageFigure(stored, 96).statCitiesValue).toBe("96");
  });

  it("shows no figure without an active city", () => {
    expect(withCoverageFigure({ statCitiesLabel: "" }, 0).statCitiesValue).toBe("");
  });
});

describe("packCities", () => {
  it("gives back the same cities, in order, whatever their names hold", () => {
    const city = fc.record({
      id: fc.nat(),
      name: fc.string({ unit: "grapheme" }),
      state: fc.constantFrom(...BRAZILIAN_STATES),
    });
    fc.assert(
      fc.property(fc.array(city), (cities) => {
        expect(unpackCities(packCities(cities))).toEqual(cities);
      }),
    );
  });
});
