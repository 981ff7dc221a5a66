import { randomBytes } from "node:crypto";
import { and, eq, gt, inArray, isNull, lte } from "drizzle-orm";
import type { Db } from "../db/client";
import { deskProofs, deskProofUses } from "../db/schema";
import type { FieldCipher } from "../field-cipher";

// The subscriber desk's proofs as records (issue 66, L12): a right lookup opens one, the visit's cookie
// carries only its random token (kept here as a keyed hash, so the table opens no visit), and the
// subscriber it names is sealed with the referral key. 'Sair' ends it on the server, so a copied cookie
// or a button's token opens nothing afterwards. Other ways of proving who a subscriber is can open the
// same record with their own lifetime. Nothing here logs.

/** An open proof: its id (what its buttons' tokens and its limits name) and what it proves, unsealed. */
export type DeskProofRecord<T> = { id: number; subject: T; expiresAt: Date };

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const tokenHash = (cipher: FieldCipher, token: string) => cipher.clientKey(`desk-proof:${token}`);

/**
 * Opens a proof of `subject` (sealed) for `lifetimeMs`, and returns its cookie's token. Proofs past their
 * end are deleted on the way (an indexed delete), so the table holds only live ones and those 'Sair' ended.
 */
export async function openDeskProof<T>(
  db: Db,
  cipher: FieldCipher,
  subject: T,
  options: { lifetimeMs: number; now?: Date },
): Promise<{ token: string; proof: DeskProofRecord<T> }> {
  const now = options.now ?? new Date();
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + options.lifetimeMs);
  await db.delete(deskProofs).where(lte(deskProofs.expiresAt, now));
  const [row] = await db
    .insert(deskProofs)
    .values({
      tokenHash: tokenHash(cipher, token),
      subscriber: cipher.encrypt(JSON.stringify(subject)),
      expiresAt,
      createdAt: now,
    })
    .returning({ id: deskProofs.id });
  if (!row) throw new Error("the desk proof insert returned no row");
  return { token, proof: { id: row.id, subject, expiresAt } };
}

/** The proof a cookie's token names while it lasts and was not ended; undefined for any other value. */
export async function findDeskProof<T>(
  db: Db,
  cipher: FieldCipher,
  token: string | undefined,
  now = new Date(),
): Promise<DeskProofRecord<T> | undefined> {
  if (!token || !TOKEN.test(token)) return undefined;
  const [row] = await db
    .select()
    .from(deskProofs)
    .where(
      and(
        eq(deskProofs.tokenHash, tokenHash(cipher, token)),
        gt(deskProofs.expiresAt, now),
        isNull(deskProofs.endedAt),
      ),
    );
  if (!row) return undefined;
  try {
    return { id: row.id, subject: JSON.parse(cipher.decrypt(row.subscriber)) as T, expiresAt: row.expiresAt };
  } catch {
    // Sealed with another key (a restored database): as no proof.
    return undefined;
  }
}

/** Whether the proof `id` still lasts and was not ended (a button's token names its proof by id). */
export async function deskProofLasts(db: Db, id: number, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ id: deskProofs.id })
    .from(deskProofs)
    .where(and(eq(deskProofs.id, id), gt(deskProofs.expiresAt, now), isNull(deskProofs.endedAt)));
  return row !== undefined;
}

/** 'Sair': the proof a cookie's token names ends now, for every copy of the cookie and its buttons. */
export async function endDeskProof(
  db: Db,
  cipher: FieldCipher,
  token: string | undefined,
  now = new Date(),
): Promise<void> {
  if (!token || !TOKEN.test(token)) return;
  await db
    .update(deskProofs)
    .set({ endedAt: now })
    .where(and(eq(deskProofs.tokenHash, tokenHash(cipher, token)), isNull(deskProofs.endedAt)));
}

/** Ends the proofs of these ids now ('Minha conta''s 'Sair' ends its session's proof with it, issue 67). */
export async function endDeskProofsById(db: Db, ids: readonly number[], now = new Date()): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(deskProofs)
    .set({ endedAt: now })
    .where(and(inArray(deskProofs.id, [...ids]), isNull(deskProofs.endedAt)));
}

/**
 * Claims something a proof does once (an invoice sent by e-mail): true for the first claim, false when
 * it was claimed before, even by a request at the same moment (the primary key settles it).
 */
export async function claimDeskProofUse(db: Db, proofId: number, use: string): Promise<boolean> {
  const claimed = await db
    .insert(deskProofUses)
    .values({ proofId, use })
    .onConflictDoNothing()
    .returning({ use: deskProofUses.use });
  return claimed.length > 0;
}

/** A claim whose action failed (the ERP did not send): the next try may do it. */
export async function releaseDeskProofUse(db: Db, proofId: number, use: string): Promise<void> {
  await db.delete(deskProofUses).where(and(eq(deskProofUses.proofId, proofId), eq(deskProofUses.use, use)));
}
