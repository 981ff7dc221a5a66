import { describe, expect, it } from "vitest";
import { formatCnpj, isValidCnpj } from "./cnpj";

describe("isValidCnpj", () => {
  it("accepts CNPJs whose check digits are right, punctuated or not", () => {
    expect(isValidCnpj("11.222.333/0001-81")).toBe(true);
    expect(isValidCnpj("11222333000181")).toBe(true);
    expect(isValidCnpj("00.000.000/0001-91")).toBe(true);
    // The alphanumeric CNPJ of Receita Federal's published example.
    expect(isValidCnpj("12.ABC.345/01DE-35")).toBe(true);
    expect(isValidCnpj("12abc34501de35")).toBe(true);
  });

  it("refuses a wrong first or second check digit", () => {
    expect(isValidCnpj("11.222.333/0001-91")).toBe(false);
    expect(isValidCnpj("11.222.333/0001-82")).toBe(false);
    expect(isValidCnpj("12.ABC.345/01DE-36")).toBe(false);
  });

  it("refuses repeated digits, wrong lengths and letters in the check digits", () => {
    expect(isValidCnpj("11.111.111/1111-11")).toBe(false);
    expect(isValidCnpj("00000000000000")).toBe(false);
    expect(isValidCnpj("1122233300018")).toBe(false);
    expect(isValidCnpj("112223330001811")).toBe(false);
    expect(isValidCnpj("112223330001AB")).toBe(false);
    expect(isValidCnpj("")).toBe(false);
  });
});

describe("formatCnpj", () => {
  it("punctuates 14 characters and leaves anything else as typed", () => {
    expect(formatCnpj("11222333000181")).toBe("11.222.333/0001-81");
    expect(formatCnpj("12abc34501de35")).toBe("12.ABC.345/01DE-35");
    expect(formatCnpj(" 123 ")).toBe("123");
  });
});
