import { describe, expect, it } from "vitest";
import { z } from "zod";
import { isValidEmail } from "./control-characters";
import { checkReferralPerson } from "./referral";
import { hasControlCharacters, optionalTextField, textField } from "./text-field";

const name = textField({
  label: "Nome",
  typeMessage: "Nome deve ter pelo menos 3 caracteres",
  min: 3,
  max: 10,
  maxMessage: "Nome deve ter no máximo 10 caracteres",
});

describe("textField", () => {
  it("trims and accepts ordinary text, accents and emoji included", () => {
    expect(name.parse("  Ipê 😀 ")).toBe("Ipê 😀");
  });

  it.each([
    "a\u0000bc",
    "abc\u0007",
    "ab\nc",
    "abc\u007f",
    "abc\u0085",
    "abc\ud800",
    "ab\u202ec",
    "ab\u2067c",
  ])("refuses %j with a pt-BR message naming the field", (value) => {
    const result = name.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Nome não pode conter caracteres de controle");
  });

  it("lets multiline fields keep line breaks and tabs, and nothing else", () => {
    expect(hasControlCharacters("linha 1\r\nlinha\t2", { multiline: true })).toBe(false);
    expect(hasControlCharacters("linha\u0000", { multiline: true })).toBe(true);
  });

  it("optional text turns blanks into null and still refuses control characters", () => {
    const badge = optionalTextField({
      label: "Selo",
      typeMessage: "Selo deve ser um texto",
      max: 40,
      maxMessage: "x",
    });
    expect(badge.parse("   ")).toBeNull();
    expect(badge.parse(undefined)).toBeNull();
    expect(badge.safeParse("TOP\u0000").success).toBe(false);
    expect(badge.safeParse(5).error?.issues[0]?.message).toBe("Selo deve ser um texto");
  });
});

describe("the zod-free forms use the same rule", () => {
  it("an e-mail refuses a NUL, a lone surrogate and a bidi override; an ordinary one passes", () => {
    expect(isValidEmail("ana.lima@example.com.br")).toBe(true);
    for (const bad of ["a\u0000b@example.com", "a\ud800b@example.com", "a\u202eb@example.com"])
      expect(isValidEmail(bad), JSON.stringify(bad)).toBe(false);
  });

  it("the referral form refuses them in the name and the e-mail", () => {
    const person = {
      name: "Ana Lima",
      phone: "(27) 9 9999-8888",
      email: "ana@example.com",
      cpf: "529.982.247-25",
    };
    expect(checkReferralPerson(person).ok).toBe(true);
    const check = checkReferralPerson({ ...person, name: "Ana\u202e Lima", email: "ana\u0000@example.com" });
    expect(check.ok ? [] : Object.keys(check.errors).sort()).toEqual(["email", "name"]);
  });
});

describe("zod's fallback messages", () => {
  it("are pt-BR for anything a schema does not word itself", () => {
    const message = z.object({ a: z.string() }).safeParse(undefined).error?.issues[0]?.message;
    expect(message).toMatch(/^Entrada inválida/);
  });
});
