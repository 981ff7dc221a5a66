import { describe, expect, it } from "vitest";
import { cityMatchesStatus } from "./cities";

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
