import { describe, expect, it } from "vitest";
import { checkSignIn } from "./sign-in";

describe("checkSignIn", () => {
  it("asks for both fields when both are missing or blank", () => {
    expect(checkSignIn({ email: "  ", password: "" })).toEqual({
      ok: false,
      errors: { email: "Informe seu e-mail.", password: "Informe sua senha." },
    });
    expect(checkSignIn({})).toEqual({
      ok: false,
      errors: { email: "Informe seu e-mail.", password: "Informe sua senha." },
    });
  });

  it("names only the missing field", () => {
    expect(checkSignIn({ email: "a@b.c", password: "" })).toEqual({
      ok: false,
      errors: { password: "Informe sua senha." },
    });
    // A form field that is a File (or absent) counts as missing.
    expect(checkSignIn({ email: new Blob(), password: "x" })).toEqual({
      ok: false,
      errors: { email: "Informe seu e-mail." },
    });
  });

  it("trims the e-mail and keeps the password as typed", () => {
    expect(checkSignIn({ email: " equipe@provedor.com.br ", password: " senha " })).toEqual({
      ok: true,
      values: { email: "equipe@provedor.com.br", password: " senha " },
    });
  });

  it("refuses an e-mail with a control character or of absurd length, as the shared schemas do", () => {
    expect(checkSignIn({ email: "a\u0000b@c.d", password: "x" })).toEqual({
      ok: false,
      errors: { email: "O e-mail não pode conter caracteres de controle" },
    });
    expect(checkSignIn({ email: `${"a".repeat(250)}@c.de`, password: "x" })).toEqual({
      ok: false,
      errors: { email: "E-mail longo demais." },
    });
  });
});
