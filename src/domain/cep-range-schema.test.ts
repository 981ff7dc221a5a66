import { describe, expect, it } from "vitest";
import {
  CEP_MESSAGE,
  CEP_RANGE_ORDER_MESSAGE,
  cepRangesInputSchema,
  overlapWithCityMessage,
} from "./cep-range-schema";

const messages = (input: unknown) => {
  const result = cepRangesInputSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("cepRangesInputSchema", () => {
  it("takes CEPs as typed or as numbers, in the order typed (a refusal names the typed row)", () => {
    expect(
      cepRangesInputSchema.parse({
        ranges: [
          { start: "29100-001", end: "29129999" },
          { start: 29000001, end: "29.099-999" },
        ],
      }),
    ).toEqual({
      ranges: [
        { start: 29100001, end: 29129999 },
        { start: 29000001, end: 29099999 },
      ],
    });
    expect(cepRangesInputSchema.parse({ ranges: [] })).toEqual({ ranges: [] });
  });

  it("refuses a CEP that is not one, and a range that ends before it starts, on its field", () => {
    expect(messages({ ranges: [{ start: "2900", end: "29000-999" }] })).toEqual({
      "ranges.0.start": CEP_MESSAGE,
    });
    expect(messages({ ranges: [{ start: "29099-999", end: "29000-001" }] })).toEqual({
      "ranges.0.end": CEP_RANGE_ORDER_MESSAGE,
    });
  });

  it("refuses two ranges of the list that overlap, naming the earlier one", () => {
    expect(
      messages({
        ranges: [
          { start: "29000-001", end: "29099-999" },
          { start: "29200-000", end: "29210-000" },
          { start: "29099-999", end: "29100-500" },
        ],
      }),
    ).toEqual({
      "ranges.2.start": "Esta faixa se sobrepõe à faixa 29000-001 a 29099-999 (faixa 1).",
    });
  });

  it("words the refusal of another city's range with that city", () => {
    expect(overlapWithCityMessage({ start: 29100001, end: 29129999 }, "Vila Velha - ES")).toBe(
      "Esta faixa se sobrepõe à faixa 29100-001 a 29129-999 de Vila Velha - ES.",
    );
  });
});
