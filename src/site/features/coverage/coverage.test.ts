import { describe, expect, it } from "vitest";
import { cityCountText, groupByState, stateName, statesSummary } from "./coverage";

describe("groupByState", () => {
  it("puts the state with most cities first (the provider's home state), ahead of the alphabet", () => {
    const groups = groupByState([
      { id: 1, name: "Mucuri", state: "BA" },
      { id: 2, name: "Vitória", state: "ES" },
      { id: 3, name: "Serra", state: "ES" },
      { id: 4, name: "Alegre", state: "ES" },
      { id: 5, name: "Aimorés", state: "MG" },
      { id: 6, name: "Mantena", state: "MG" },
    ]);
    expect(groups.map((group) => group.state)).toEqual(["ES", "MG", "BA"]);
    expect(statesSummary(groups)).toBe(
      "Espírito Santo (3 cidades), Minas Gerais (2 cidades) e Bahia (1 cidade)",
    );
    expect(statesSummary(groups.slice(1, 2))).toBe("Minas Gerais (2 cidades)");
  });

  it("groups cities by state, states by full name and cities by name in pt-BR order", () => {
    const groups = groupByState([
      { id: 1, name: "Vitória", state: "ES" },
      { id: 2, name: "Niterói", state: "RJ" },
      { id: 3, name: "Serra", state: "ES" },
      { id: 4, name: "São Mateus", state: "ES" },
      { id: 5, name: "Belo Horizonte", state: "MG" },
    ]);
    expect(groups.map((group) => group.name)).toEqual(["Espírito Santo", "Minas Gerais", "Rio de Janeiro"]);
    expect(groups[0]?.cities.map((city) => city.name)).toEqual(["São Mateus", "Serra", "Vitória"]);
  });

  it("names states and counts cities", () => {
    expect(stateName("es")).toBe("Espírito Santo");
    expect(stateName("XX")).toBe("XX");
    expect(cityCountText(1)).toBe("1 cidade");
    expect(cityCountText(3)).toBe("3 cidades");
  });
});
