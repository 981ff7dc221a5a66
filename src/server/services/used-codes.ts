import { createHmac } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { authVerification } from "../db/schema";

// An authenticator app's code signs in once (RFC 6238 §5.2): better-auth accepts a code for its whole
// window (the step before, its own and the next: up to 90 s), so a code seen over a shoulder or in a
// proxy's log could open a second session. A code (a sign-in's, or an enrolment's first one) is claimed
// before better-auth checks it and kept if it was right; a second request with it is refused while it
// could still be valid.
//
// The claims are rows of better-auth's own verification table, whose expired rows it already cleans up.
// A request that fails outside better-auth's own errors (a database that drops out mid-check) skips the
// hook that gives a claim back: its code stays used, and the person types the app's next one.
// Their id is the claim's key, so the primary key settles two requests racing with the same code.

/** Longer than the 90 s a code is accepted for. */
const CLAIM_SECONDS = 120;

/** The claim's key: the account and the code, hashed with the auth secret (no code is stored). */
function claimId(secret: string, userId: string, code: string): string {
  return `totp-used:${createHmac("sha256", secret)
    .update(`${userId}:${code.replace(/\s/g, "")}`)
    .digest("hex")}`;
}

/**
 * Claims `code` for the account: the claim's id, or null when the code was used (or is being
 * checked) in the last two minutes. An expired claim of the same code is taken over.
 */
export async function claimCodeUse(
  db: Db,
  secret: string,
  userId: string,
  code: string,
  now = new Date(),
): Promise<string | null> {
  const id = claimId(secret, userId, code);
  const expiresAt = new Date(now.getTime() + CLAIM_SECONDS * 1000);
  const [claimed] = await db
    .insert(authVerification)
    .values({ id, identifier: id, value: userId, expiresAt, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: authVerification.id,
      set: { expiresAt, updatedAt: now },
      setWhere: sql`${authVerification.expiresAt} <= ${now}`,
    })
    .returning({ id: authVerification.id });
  return claimed?.id ?? null;
}

/** A code that was wrong (or a request refused before its check) is not used: its claim goes. */
export async function releaseCodeUse(db: Db, id: string): Promise<void> {
  await db.delete(authVerification).where(eq(authVerification.id, id));
}
