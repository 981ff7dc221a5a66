import { randomBytes, scrypt } from "node:crypto";
import { verifyPassword } from "better-auth/crypto";
import type { PasswordHashing } from "../auth";

// The API suite's password hashing: better-auth's scrypt at 1/32 of its cost (N 1024, r 8 instead of
// N 16384, r 16), marked with a prefix. A production hash took 0.18 s of CPU on the 2-core CI machine and
// every test server, staff member and sign-in made one: a quarter of the suite's time. What a test checks
// of sign-in (the waits, the codes, the sessions) does not depend on the cost; `auth.test.ts` checks that
// a server given no hashing stores and checks better-auth's own.

const PREFIX = "test-scrypt$";
const KEY_LENGTH = 64;

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { N: 1024, r: 8, p: 1 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export const testPasswordHashing: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString("hex");
    return `${PREFIX}${salt}:${(await derive(password, salt)).toString("hex")}`;
  },
  async verify({ hash, password }) {
    // A hash a spawned command made (npm run staff:create runs the production server's auth): its own check.
    if (!hash.startsWith(PREFIX)) return verifyPassword({ hash, password });
    const [salt, key] = hash.slice(PREFIX.length).split(":");
    if (!salt || !key) return false;
    return (await derive(password, salt)).toString("hex") === key;
  },
};
