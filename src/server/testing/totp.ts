import { createHmac } from "node:crypto";

// What an authenticator app computes (RFC 6238: HOTP of the 30-second step, HMAC-SHA1, 6 digits), written
// here from the RFC rather than taken from better-auth, so a test's code is the app's, not the server's.
// Used by the API tests and the browser tests alike.

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function base32Bytes(secret: string): Buffer {
  const bits = [...secret.replace(/[\s=]/g, "").toUpperCase()]
    .map((char) => {
      const value = BASE32.indexOf(char);
      if (value < 0) throw new Error(`not base32: ${char}`);
      return value.toString(2).padStart(5, "0");
    })
    .join("");
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** The 6-digit code an app shows at `at` (ms) for the base32 secret of an otpauth:// URI. */
export function totpCode(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac("sha1", base32Bytes(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const value =
    ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(value % 1_000_000).padStart(6, "0");
}

/** The base32 secret of an otpauth:// URI, as the app reads it from the QR code. */
export function secretOfUri(uri: string): string {
  const secret = new URL(uri).searchParams.get("secret");
  if (!secret) throw new Error("no secret in the otpauth URI");
  return secret;
}

/** A 6-digit code that is not the current one (nor the ones a step before and after, which count too). */
export function wrongCode(secret: string, at = Date.now()): string {
  const accepted = new Set([-30_000, 0, 30_000].map((shift) => totpCode(secret, at + shift)));
  for (let n = 0; ; n++) {
    const candidate = String((Number(totpCode(secret, at)) + 1 + n) % 1_000_000).padStart(6, "0");
    if (!accepted.has(candidate)) return candidate;
  }
}
