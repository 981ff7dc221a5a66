import { describe, expect, it } from "vitest";
import { formatPrice, monthlyPriceText, parsePrice, priceParts } from "./price";

describe("formatPrice", () => {
  it.each([
    [99.9, "R$ 99,90"],
    [129, "R$ 129,00"],
    [0, "R$ 0,00"],
    [1299.9, "R$ 1.299,90"],
    [1234567.89, "R$ 1.234.567,89"],
    [0.1 + 0.2, "R$ 0,30"],
  ])("formats %s as %s", (value, text) => {
    expect(formatPrice(value)).toBe(text);
  });

  it("splits the card's integer and cents", () => {
    expect(priceParts(89.9)).toEqual({ integer: "89", cents: "90" });
    expect(priceParts(2199.05)).toEqual({ integer: "2.199", cents: "05" });
  });
});

describe("parsePrice", () => {
  it.each([
    ["99,90", 99.9],
    ["99.90", 99.9],
    ["1.299,90", 1299.9],
    ["R$ 129", 129],
    [" 0,5 ", 0.5],
  ])("reads %j as %s", (text, value) => {
    expect(parsePrice(text)).toBe(value);
  });

  it.each(["", "abc", "12,345", "1,2,3", "-5", "9.999.9"])("rejects %j", (text) => {
    expect(parsePrice(text)).toBeNaN();
  });
});

describe("monthlyPriceText", () => {
  it("reads a monthly price as one phrase", () => {
    expect(monthlyPriceText(89.9)).toBe("R$ 89,90 por mês");
    expect(monthlyPriceText(1289.9)).toBe("R$ 1.289,90 por mês");
  });
});
