import { describe, expect, it } from "vitest";
import { floatingChatMessage } from "./contact";

describe("floatingChatMessage", () => {
  it("names the page's product and the chosen city", () => {
    expect(floatingChatMessage("fibra", "Vitória - ES")).toBe(
      "Olá! Quero saber mais sobre a internet fibra em Vitória - ES.",
    );
    expect(floatingChatMessage("cameras", "Serra - ES")).toBe(
      "Olá! Quero saber mais sobre a internet com câmeras de segurança em Serra - ES.",
    );
    expect(floatingChatMessage("combos")).toBe(
      "Olá! Quero saber mais sobre os combos de internet e streaming.",
    );
    expect(floatingChatMessage("empresas")).toBe(
      "Olá! Quero saber mais sobre internet para a minha empresa.",
    );
    expect(floatingChatMessage("streamings", "Linhares - ES")).toBe(
      "Olá! Quero saber mais sobre os planos com streamings inclusos em Linhares - ES.",
    );
  });

  it("asks about the plans on a page that sells nothing in particular", () => {
    expect(floatingChatMessage(undefined)).toBe("Olá! Quero conhecer os planos de internet.");
    expect(floatingChatMessage(undefined, "Vitória - ES")).toBe(
      "Olá! Quero conhecer os planos de internet em Vitória - ES.",
    );
  });
});
