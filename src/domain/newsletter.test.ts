import { describe, expect, it } from "vitest";
import { checkNewsletterEmail, NEWSLETTER_MESSAGES } from "./newsletter";

describe("checkNewsletterEmail", () => {
  it("keeps one address per mailbox: trimmed and lower-cased", () => {
    expect(checkNewsletterEmail(" Joao.Silva+blog@Provedor.NET ")).toEqual({
      ok: true,
      email: "joao.silva+blog@provedor.net",
    });
  });

  it.each([
    "",
    "maria",
    "maria@",
    "maria@exemplo",
    "maria@@exemplo.com",
    "ma ria@exemplo.com",
    "maria@.com",
    "maria@exemplo.com\u0000",
    `${"a".repeat(250)}@exemplo.com`,
    42,
    undefined,
  ])("refuses %j with the field's pt-BR message", (value) => {
    expect(checkNewsletterEmail(value)).toEqual({ ok: false, error: NEWSLETTER_MESSAGES.email });
  });
});
