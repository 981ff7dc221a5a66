import { describe, expect, it } from "vitest";
import { faqStructuredData, textOf } from "./faq-structured-data.server";

describe("/faq's FAQPage", () => {
  it("reads an answer's words as a reader sees them, links' words kept and markup dropped", () => {
    expect(
      textOf(
        <p>
          Veja a <a href="/mapa-cobertura">cobertura</a> e fale {"com"} <strong>{3}</strong> atendentes.
          {false}
          {null}
        </p>,
      ),
    ).toBe("Veja a cobertura e fale com 3 atendentes.");
  });

  it("names every question the page shows, each with a plain-text answer", () => {
    const ld = faqStructuredData("Rede Ipê Telecom") as unknown as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(ld.mainEntity.length).toBeGreaterThan(3);
    for (const question of ld.mainEntity) {
      expect(question.acceptedAnswer.text.length).toBeGreaterThan(20);
      expect(question.acceptedAnswer.text).not.toMatch(/[<>]|\s{2}/);
    }
  });
});
