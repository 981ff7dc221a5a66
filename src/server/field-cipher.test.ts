import { mkdtempSync, readFileSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createFieldCipher, resolveFieldKey } from "./field-cipher";

const KEY = Buffer.alloc(32, 7);

describe("referral cipher", () => {
  it("round-trips a CPF, with a fresh IV each time and no clear text in the sealed value", () => {
    const cipher = createFieldCipher(KEY);
    const a = cipher.encrypt("52998224725");
    const b = cipher.encrypt("52998224725");
    expect(a).not.toBe(b);
    expect(a).not.toContain("52998224725");
    expect(a.startsWith("v1.")).toBe(true);
    expect(cipher.decrypt(a)).toBe("52998224725");
  });

  it("refuses a tampered value and a value sealed with another key", () => {
    const sealed = createFieldCipher(KEY).encrypt("52998224725");
    const parts = sealed.split(".");
    const data = Buffer.from(parts[3]!, "base64url");
    data[0] = data[0]! ^ 1;
    parts[3] = data.toString("base64url");
    expect(() => createFieldCipher(KEY).decrypt(parts.join("."))).toThrow();
    expect(() => createFieldCipher(Buffer.alloc(32, 8)).decrypt(sealed)).toThrow();
  });

  it("hashes client addresses to stable keys that do not contain the address", () => {
    const cipher = createFieldCipher(KEY);
    expect(cipher.clientKey("203.0.113.9")).toBe(cipher.clientKey("203.0.113.9"));
    expect(cipher.clientKey("203.0.113.9")).not.toBe(cipher.clientKey("203.0.113.10"));
    expect(cipher.clientKey("203.0.113.9")).not.toContain("203");
  });

  it("uses REFERRAL_ENCRYPTION_KEY when set, else creates a key in DATA_DIR once, readable by the server alone", () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "vitrine-key-"));
    const configured = "ab".repeat(32);
    expect(
      resolveFieldKey({
        dataDir,
        referrals: { encryptionKey: configured, relayUrl: undefined, retentionDays: 365 },
      }),
    ).toEqual(Buffer.from(configured, "hex"));
    const config = {
      dataDir,
      referrals: { encryptionKey: undefined, relayUrl: undefined, retentionDays: 365 },
    };
    const first = resolveFieldKey(config);
    expect(first).toHaveLength(32);
    expect(resolveFieldKey(config)).toEqual(first);
    const file = path.join(dataDir, "referral-key");
    expect(readFileSync(file, "utf8").trim()).toBe(first.toString("hex"));
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
