import { describe, expect, it } from "vitest";
import { checkSignUpTracking, normalizeSignUpProtocol, SIGN_UP_TRACKING_MESSAGES } from "./sign-up-tracking";

describe("'Acompanhar minha contratação' form (issue 68)", () => {
  it("reads a protocol typed loosely in its stored form", () => {
    expect(normalizeSignUpProtocol("ct-20261128-fgwtpz")).toBe("CT-20261128-FGWTPZ");
    expect(normalizeSignUpProtocol(" CT 20261128 FGWTPZ ")).toBe("CT-20261128-FGWTPZ");
    expect(normalizeSignUpProtocol("CT20261128FGWTPZ")).toBe("CT-20261128-FGWTPZ");
    expect(normalizeSignUpProtocol("SP-20261128-FGWTPZ")).toBeUndefined();
    expect(normalizeSignUpProtocol("CT-2026112-FGWTPZ")).toBeUndefined();
  });

  it("names both fields wrong at once, and gives the CPF's digits", () => {
    expect(checkSignUpTracking({ protocol: "x", cpf: "111.111.111-11" })).toEqual({
      ok: false,
      errors: { protocol: SIGN_UP_TRACKING_MESSAGES.protocol, cpf: SIGN_UP_TRACKING_MESSAGES.cpf },
    });
    expect(checkSignUpTracking({ protocol: "CT-20261128-FGWTPZ", cpf: "529.982.247-25" })).toEqual({
      ok: true,
      values: { protocol: "CT-20261128-FGWTPZ", cpf: "52998224725" },
    });
  });
});
