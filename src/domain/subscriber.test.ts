import { describe, expect, it } from "vitest";
import {
  checkSubscriberLookup,
  formatDigitableLine,
  parseBirthDate,
  provesIdentity,
  SUBSCRIBER_MESSAGES,
} from "./subscriber";

const TODAY = "2026-11-26";

describe("checkSubscriberLookup", () => {
  it("asks a CPF for the birth date and a CNPJ for a contract's number, not its CEP (public in the registry)", () => {
    expect(checkSubscriberLookup({ document: "529.982.247-25", birthDate: "14/03/1985" }, TODAY)).toEqual({
      ok: true,
      values: { kind: "person", document: "52998224725", birthDate: "1985-03-14" },
    });
    expect(checkSubscriberLookup({ document: "11.222.333/0001-81", contract: " 000502 " }, TODAY)).toEqual({
      ok: true,
      values: { kind: "company", document: "11222333000181", contract: "502" },
    });
    for (const contract of ["", "29101-010x", "abc", "0", "1234567890123"])
      expect(checkSubscriberLookup({ document: "11.222.333/0001-81", contract }, TODAY)).toEqual({
        ok: false,
        errors: { contract: SUBSCRIBER_MESSAGES.contract },
      });
    expect(checkSubscriberLookup({ document: "52998224725", contract: "502" }, TODAY)).toEqual({
      ok: false,
      errors: { birthDate: SUBSCRIBER_MESSAGES.birthDate },
    });
    expect(checkSubscriberLookup({ document: "11222333000181", birthDate: "1985-03-14" }, TODAY)).toEqual({
      ok: false,
      errors: { contract: SUBSCRIBER_MESSAGES.contract },
    });
    expect(checkSubscriberLookup({ document: "123.456.789-00" }, TODAY)).toEqual({
      ok: false,
      errors: { document: SUBSCRIBER_MESSAGES.document },
    });
  });

  it("takes a real past date only", () => {
    expect(parseBirthDate("1985-03-14", TODAY)).toBe("1985-03-14");
    expect(parseBirthDate("31/02/1990", TODAY)).toBeUndefined();
    expect(parseBirthDate("2030-01-01", TODAY)).toBeUndefined();
    expect(parseBirthDate("14-03-1985", TODAY)).toBeUndefined();
  });
});

describe("provesIdentity", () => {
  const person = { birthDate: "1985-03-14", contracts: [{ id: "501" }, { id: "0777" }] };
  it("matches the birth date for a person and the number of any live contract for a company", () => {
    expect(provesIdentity(person, { kind: "person", document: "x", birthDate: "1985-03-14" })).toBe(true);
    expect(provesIdentity(person, { kind: "person", document: "x", birthDate: "1985-03-15" })).toBe(false);
    expect(
      provesIdentity({ ...person, birthDate: undefined }, { kind: "person", document: "x", birthDate: "" }),
    ).toBe(false);
    expect(provesIdentity(person, { kind: "company", document: "x", contract: "501" })).toBe(true);
    expect(provesIdentity(person, { kind: "company", document: "x", contract: "777" })).toBe(true);
    expect(provesIdentity(person, { kind: "company", document: "x", contract: "502" })).toBe(false);
    expect(
      provesIdentity({ ...person, contracts: [] }, { kind: "company", document: "x", contract: "501" }),
    ).toBe(false);
  });
});

describe("formatDigitableLine", () => {
  it("groups a bank boleto's 47 digits and a utility bill's 48 as printed on paper", () => {
    expect(formatDigitableLine("34191790010104351004791020150008112340000009990")).toBe(
      "34191.79001 01043.510047 91020.150008 1 12340000009990",
    );
    expect(formatDigitableLine("836200000005667800481000180975657313001589636081")).toBe(
      "83620000000-5 66780048100-0 18097565731-3 00158963608-1",
    );
  });

  it("leaves any other text as the ERP gave it", () => {
    expect(formatDigitableLine("1234 5678")).toBe("1234 5678");
  });
});
