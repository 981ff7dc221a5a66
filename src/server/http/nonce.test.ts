import { describe, expect, it } from "vitest";
import { createNonce } from "./nonce";

describe("createNonce", () => {
  it("gives 16 random bytes in base64, never the same twice across pool refills", () => {
    const nonces = Array.from({ length: 1000 }, createNonce);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});
