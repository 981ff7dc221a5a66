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
});
