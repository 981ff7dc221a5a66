import { describe, expect, it } from "vitest";
import {
  checkReferral,
  checkReferralPerson,
  formatCpf,
  formatPhone,
  isValidCpf,
  isValidPhone,
  maskCpf,
  REFERRAL_MESSAGES,
  retentionPeriodText,
} from "./referral";

const person = {
  name: "Ana Souza",
  phone: "(27) 9 9999-8888",
  email: "Ana@Exemplo.com",
  cpf: "529.982.247-25",
};
const friend = {
  name: "Bruno Lima",
  phone: "27 3333-4444",
  email: "bruno@exemplo.com.br",
  cpf: "11144477735",
};

describe("CPF", () => {
  it("accepts valid check digits with or without punctuation", () => {
    expect(isValidCpf("529.982.247-25")).toBe(true);
    expect(isValidCpf("52998224725")).toBe(true);
    expect(isValidCpf("123.456.789-09")).toBe(true);
  });
  it("refuses wrong check digits, repeated digits, wrong lengths and letters", () => {
    expect(isValidCpf("529.982.247-24")).toBe(false);
    expect(isValidCpf("111.111.111-11")).toBe(false);
    expect(isValidCpf("5299822472")).toBe(false);
    expect(isValidCpf("529982247250")).toBe(false);
    expect(isValidCpf("52998224725a")).toBe(false);
  });
  it("is formatted and masked as staff see it", () => {
    expect(formatCpf("12345678909")).toBe("123.456.789-09");
    expect(maskCpf("123.456.789-09")).toBe("***.456.789-**");
    expect(maskCpf("12")).toBe("***.***.***-**");
  });
});

describe("phone", () => {
  it("takes landlines and mobiles with the area code, punctuated or not, with or without +55", () => {
    for (const phone of ["(27) 9 9999-8888", "27999998888", "27 3333-4444", "+55 27 99999-8888"]) {
      expect(isValidPhone(phone), phone).toBe(true);
    }
    expect(formatPhone("+55 27 99999-8888")).toBe("(27) 9 9999-8888");
    expect(formatPhone("2733334444")).toBe("(27) 3333-4444");
  });
  it("refuses numbers without an area code, mobiles not starting with 9, and letters", () => {
    for (const phone of ["99999-8888", "27899998888", "(27) 9999-888a", "", "0279999988"]) {
      expect(isValidPhone(phone), phone).toBe(false);
    }
  });
});

describe("checkReferralPerson", () => {
  it("normalises a valid person: digits for phone and CPF, e-mail in lower case", () => {
    expect(checkReferralPerson(person)).toEqual({
      ok: true,
      values: { name: "Ana Souza", phone: "27999998888", email: "ana@exemplo.com", cpf: "52998224725" },
    });
  });
  it("gives each field its spec message", () => {
    const result = checkReferralPerson({ name: "A", phone: "123", email: "ana@", cpf: "123" });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: REFERRAL_MESSAGES.name,
        phone: REFERRAL_MESSAGES.phone,
        email: REFERRAL_MESSAGES.email,
        cpf: REFERRAL_MESSAGES.cpf,
      },
    });
  });
  it("treats missing or non-text fields as empty", () => {
    const result = checkReferralPerson({ name: 42 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(["cpf", "email", "name", "phone"]);
    expect(checkReferralPerson(null).ok).toBe(false);
  });
  it("refuses control characters and names over 100 characters", () => {
    expect(checkReferralPerson({ ...person, name: "Ana\u0000" })).toMatchObject({ ok: false });
    expect(checkReferralPerson({ ...person, name: "a".repeat(101) })).toMatchObject({
      ok: false,
      errors: { name: REFERRAL_MESSAGES.nameTooLong },
    });
  });
});

describe("checkReferral", () => {
  it("accepts two different people", () => {
    expect(checkReferral({ referrer: person, friend }).ok).toBe(true);
  });
  it("refuses a person referring their own CPF, on the friend's CPF field", () => {
    expect(checkReferral({ referrer: person, friend: { ...friend, cpf: "52998224725" } })).toEqual({
      ok: false,
      errors: { friend: { cpf: REFERRAL_MESSAGES.selfReferral } },
    });
  });
  it("reports both steps' errors apart", () => {
    const result = checkReferral({ referrer: { ...person, email: "x" }, friend: { ...friend, name: "" } });
    expect(result).toEqual({
      ok: false,
      errors: { referrer: { email: REFERRAL_MESSAGES.email }, friend: { name: REFERRAL_MESSAGES.name } },
    });
  });
});

describe("retentionPeriodText", () => {
  it("says the period in months when it is whole months, else in days", () => {
    expect(retentionPeriodText(365)).toBe("12 meses");
    expect(retentionPeriodText(730)).toBe("24 meses");
    expect(retentionPeriodText(30)).toBe("1 mês");
    expect(retentionPeriodText(90)).toBe("3 meses");
    expect(retentionPeriodText(45)).toBe("45 dias");
    expect(retentionPeriodText(1)).toBe("1 dia");
  });
});
