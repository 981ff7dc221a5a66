import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { StaffCookies } from "./staff-cookies";

const SECRET = "segredo-de-teste-com-32-caracteres!!";
const signed = (token: string, secret = SECRET) =>
  encodeURIComponent(`${token}.${createHmac("sha256", secret).update(token).digest("base64")}`);

describe("StaffCookies", () => {
  it("tells a session cookie signed with our secret from a made-up one, under either name", () => {
    const cookies = new StaffCookies(SECRET);
    expect(cookies.mayBeStaff(undefined)).toBe(false);
    expect(cookies.mayBeStaff("_ga=1")).toBe(false);
    expect(cookies.mayBeStaff("better-auth.session_token=x")).toBe(false);
    expect(cookies.mayBeStaff(`better-auth.session_token=${signed("abc", "outro-segredo")}`)).toBe(false);
    expect(cookies.mayBeStaff(`_ga=1; better-auth.session_token=${signed("abc")}`)).toBe(true);
    expect(cookies.mayBeStaff(`__Secure-better-auth.session_token=${signed("abc")}`)).toBe(true);
  });

  it("remembers a signed value that named no session, a bounded number of them, for a while", () => {
    let now = 0;
    const cookies = new StaffCookies(SECRET, { maxEntries: 2, ttlMs: 1_000, now: () => now });
    const [a, b, c] = ["a", "b", "c"].map((token) => `better-auth.session_token=${signed(token)}`);
    cookies.rememberNotStaff(a);
    expect(cookies.mayBeStaff(a)).toBe(false);
    cookies.rememberNotStaff(b);
    cookies.rememberNotStaff(c);
    expect(cookies.size).toBe(2);
    // The oldest left first; it is looked up again.
    expect(cookies.mayBeStaff(a)).toBe(true);
    expect(cookies.mayBeStaff(c)).toBe(false);
    now = 1_001;
    expect(cookies.mayBeStaff(c)).toBe(true);
    // Random values are not remembered: they cost one HMAC each and fill nothing.
    cookies.rememberNotStaff("better-auth.session_token=made-up");
    expect(cookies.size).toBeLessThanOrEqual(2);
  });
});
