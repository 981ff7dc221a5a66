import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "./config";

// Personal data at rest (CPFs, contacts, addresses, ERP and SMTP credentials, sign-ups' documents): AES-256-GCM
// with a random 96-bit IV per value, stored as 'v1.<iv>.<tag>.<data>' in base64url. The version prefix lets a
// later key rotation tell old values from new ones. The key is still named for the first data it sealed
// (REFERRAL_ENCRYPTION_KEY, DATA_DIR/referral-key, the hashing key's label): renaming any of them would
// make every sealed value and client key of an existing install unreadable.

const KEY_FILE = "referral-key";
const VERSION = "v1";

/**
 * The referral key in use (REFERRAL_ENCRYPTION_KEY, else DATA_DIR/referral-key), or undefined when there
 * is none yet: for the tools that must not make one (a restore checks a backup's seal with it).
 */
export function readFieldKey(config: Pick<Config, "dataDir" | "referrals">): Buffer | undefined {
  if (config.referrals.encryptionKey) return Buffer.from(config.referrals.encryptionKey, "hex");
  if (!existsSync(path.join(config.dataDir, KEY_FILE))) return undefined;
  return resolveFieldKey(config);
}

export function resolveFieldKey(config: Pick<Config, "dataDir" | "referrals">): Buffer {
  const configured = config.referrals.encryptionKey;
  if (configured) return Buffer.from(configured, "hex");
  const file = path.join(config.dataDir, KEY_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, "utf8").trim();
    if (!/^[0-9a-f]{64}$/i.test(stored)) throw new Error(`${file} does not hold a 64-character hex key`);
    return Buffer.from(stored, "hex");
  }
  mkdirSync(config.dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, `${key.toString("hex")}\n`, { mode: 0o600 });
  return key;
}

export type FieldCipher = {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
  /** A keyed hash of a client address: the same address gives the same key, and the address is not kept. */
  clientKey(address: string): string;
};

export function createFieldCipher(key: Buffer): FieldCipher {
  if (key.length !== 32) throw new Error("the field key must be 32 bytes");
  // A separate key for hashing, so the encryption key is used for one purpose only.
  const hashKey = createHmac("sha256", key).update("referral-client-key").digest();
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, data]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".");
    },
    decrypt(sealed) {
      const [version, iv, tag, data] = sealed.split(".");
      if (version !== VERSION || !iv || !tag || data === undefined) throw new Error("not a sealed value");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString(
        "utf8",
      );
    },
    clientKey(address) {
      return createHmac("sha256", hashKey).update(address).digest("base64url");
    },
  };
}
