import { describe, expect, it } from "vitest";
import { createFieldCipher } from "../field-cipher";
import { SIGN_UP_ADDRESS_MAX_AGE_S, signUpAddressCookie } from "./sign-up-address";

const ADDRESS = { cep: "29010000", number: "120", complement: "apto 301" };

describe("the address 'Contrate online' keeps for the visit (issue 68)", () => {
  let clock = Date.parse("2026-11-29T12:00:00Z");
  const cookie = signUpAddressCookie(createFieldCipher(Buffer.alloc(32, 9)), () => clock);
  const header = (setCookie: string) => `vitrine_cidade=3; ${setCookie.split(";")[0]}; outro=1`;

  it("is sealed in an HttpOnly cookie scoped to /contrate, and comes back from the Cookie header", () => {
    const setCookie = cookie.remember(ADDRESS);
    expect(setCookie).toMatch(
      /^vitrine_contrate=v\d\.[^;]+; Path=\/contrate; HttpOnly; SameSite=Lax; Max-Age=7200$/,
    );
    expect(setCookie).not.toContain("29010000");
    expect(setCookie).not.toContain("120");
    expect(cookie.resume(header(setCookie))).toEqual(ADDRESS);
  });

  it("is not read when absent, made up, altered, sealed with another key or too old", () => {
    const setCookie = cookie.remember(ADDRESS);
    expect(cookie.resume(undefined)).toBeUndefined();
    expect(cookie.resume("vitrine_contrate=abc")).toBeUndefined();
    expect(cookie.resume(header(setCookie).replace(/\.(\w)/, ".X$1"))).toBeUndefined();
    const other = signUpAddressCookie(createFieldCipher(Buffer.alloc(32, 1)), () => clock);
    expect(other.resume(header(setCookie))).toBeUndefined();
    clock += SIGN_UP_ADDRESS_MAX_AGE_S * 1000;
    expect(cookie.resume(header(setCookie))).toBeUndefined();
  });

  it("is forgotten by a cookie that expires at once, on the same path", () => {
    expect(cookie.forget()).toBe("vitrine_contrate=; Path=/contrate; HttpOnly; SameSite=Lax; Max-Age=0");
  });
});
