import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { keyFingerprints, referrals } from "../db/schema";
import type { FieldCipher } from "../field-cipher";

// Servers sharing one database must hold the same referral key and auth secret. Nothing in the data
// shows a mismatch until it hurts (a delivery fails with a bare 'Error', a CPF view answers 500, a
// session is 401 on the other server), so the first start records a fingerprint of each and every
// later start compares.

export type SharedSecretName = "referral-key" | "auth-secret";

/** An HMAC of a fixed label under the secret: it tells two secrets apart and reveals neither. */
export function keyFingerprint(name: SharedSecretName, secret: Buffer | string): string {
  return createHmac("sha256", secret).update(`vitrine key fingerprint: ${name}`).digest("base64url");
}

const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Records the secret's fingerprint if none is (the first start, or the first since this check exists),
 * and tells whether the recorded one matches. Two servers starting at once record one fingerprint:
 * the other reads it back and compares like any later start.
 */
export async function checkKeyFingerprint(
  db: Db,
  name: SharedSecretName,
  secret: Buffer | string,
): Promise<"recorded" | "matches" | "differs"> {
  const fingerprint = keyFingerprint(name, secret);
  const inserted = await db
    .insert(keyFingerprints)
    .values({ name, fingerprint })
    .onConflictDoNothing()
    .returning({ name: keyFingerprints.name });
  if (inserted.length > 0) return "recorded";
  const [row] = await db.select().from(keyFingerprints).where(eq(keyFingerprints.name, name));
  return row && same(row.fingerprint, fingerprint) ? "matches" : "differs";
}

/** Replaces a fingerprint: a secret changed on purpose where no other server can hold the old one. */
export async function replaceKeyFingerprint(db: Db, name: SharedSecretName, secret: Buffer | string) {
  await db
    .update(keyFingerprints)
    .set({ fingerprint: keyFingerprint(name, secret), createdAt: new Date() })
    .where(eq(keyFingerprints.name, name));
}

/**
 * Whether the key opens the CPFs already stored, for a database that holds referrals from before its
 * key had a fingerprint: the first server to start after an upgrade must not record a key that cannot
 * read them.
 */
export async function readsStoredReferrals(db: Db, cipher: FieldCipher): Promise<boolean> {
  const [row] = await db
    .select({ sealed: referrals.referrerCpfEncrypted })
    .from(referrals)
    .orderBy(referrals.id)
    .limit(1);
  if (!row) return true;
  try {
    cipher.decrypt(row.sealed);
    return true;
  } catch {
    return false;
  }
}

/** What a server whose secret differs from the first server's is told, naming what to set. */
export const KEY_MISMATCH_MESSAGES: Record<SharedSecretName, string> = {
  "referral-key":
    "REFERRAL_ENCRYPTION_KEY differs from the key of the first server that used this database: this server " +
    "could not read the stored CPFs nor deliver referrals, and would count the per-address limit apart. " +
    "Set REFERRAL_ENCRYPTION_KEY on every server to the first server's key: its REFERRAL_ENCRYPTION_KEY " +
    "(in its environment or .env) or, if it has none, the contents of its DATA_DIR/referral-key.",
  "auth-secret":
    "AUTH_SECRET differs from the secret of the first server that used this database: staff signed in on " +
    "one server would be signed out on the other. Set AUTH_SECRET on every server to the first server's " +
    "secret: its AUTH_SECRET (in its environment or .env) or, if it has none, the contents of its " +
    "DATA_DIR/auth-secret. To change the secret on purpose, stop every server, run " +
    "DELETE FROM key_fingerprints WHERE name = 'auth-secret'; and start them with the new AUTH_SECRET.",
};
