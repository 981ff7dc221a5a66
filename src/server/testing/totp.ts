import { createHash, createHmac } from "node:crypto";
import { closeSync, openSync } from "node:fs";
import path from "node:path";

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

const STEP_MS = 30_000;
const claimedSteps = new Map<string, Set<number>>();

/** Takes `step` of `secret` for one sign-in: in this process, or across processes through files in `dir`. */
function claimStep(secret: string, step: number, dir: string | undefined): boolean {
  if (dir) {
    const file = path.join(dir, `${createHash("sha256").update(secret).digest("hex").slice(0, 16)}-${step}`);
    try {
      closeSync(openSync(file, "wx"));
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
      throw error;
    }
  }
  const steps = claimedSteps.get(secret) ?? new Set<number>();
  claimedSteps.set(secret, steps);
  if (steps.has(step)) return false;
  steps.add(step);
  return true;
}

/**
 * The code for an enrolment's first step: the previous step's, which the server still accepts, so the
 * current step's and the next one's stay for sign-ins (two sign-ins right after an enrolment then wait for
 * nothing). Near a step's end that code would be two steps old by the time it is checked, so then (or when
 * it was taken) an unused code as a sign-in gets one.
 */
export async function enrolmentCode(secret: string, dir?: string): Promise<string> {
  const now = Date.now();
  const step = Math.floor(now / STEP_MS);
  if (now - step * STEP_MS < STEP_MS - 2_000 && claimStep(secret, step - 1, dir))
    return totpCode(secret, (step - 1) * STEP_MS);
  return unusedCode(secret, dir);
}

/**
 * A code to sign in with that no other sign-in or enrolment of this test run has used: the server takes each code once
 * (services/used-codes.ts) and accepts the current step's code and the next one's, so two sign-ins of one
 * account within a step get one each, and a third waits for the next step, as a person would wait for the
 * app's next code. Processes that share an account (the browser tests' workers) share `dir`, where a file
 * created exclusively claims a step.
 */
export async function unusedCode(secret: string, dir?: string): Promise<string> {
  for (let waited = 0; ; waited++) {
    const now = Date.now();
    const step = Math.floor(now / STEP_MS);
    for (const candidate of [step, step + 1])
      if (claimStep(secret, candidate, dir)) return totpCode(secret, candidate * STEP_MS);
    // With a faked clock the next step never comes: such a test moves the clock on itself.
    if (waited === 2)
      throw new Error(
        "no unused code: this account used more than two codes in a step (sign-ins or enrolment)",
      );
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * STEP_MS - now + 100));
  }
}
