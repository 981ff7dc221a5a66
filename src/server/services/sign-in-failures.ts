import { createHash, createHmac } from "node:crypto";
import { and, desc, eq, gt, isNotNull, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { signInFailures } from "../db/schema";

/**
 * How long a sign-in must wait after `failures` failed attempts: nothing for the first `free` ones, then
 * `baseSeconds` doubling with each further failure, up to `capSeconds`. A wait is never a lock: once it
 * has passed, the next attempt is checked, so the rightful user is kept out for at most `capSeconds`.
 */
export type WaitSchedule = { free: number; baseSeconds: number; capSeconds: number };

/**
 * Per account and address: a person who mistypes a few times waits seconds; one address guessing at one
 * account gets at most 32 tries a day (docs/security.md shows the arithmetic).
 */
export const ADDRESS_SCHEDULE: WaitSchedule = { free: 3, baseSeconds: 30, capSeconds: 60 * 60 };

/**
 * Per account, from every address it has not signed in from lately, together: at most 105 tries a day
 * however many addresses guess, and never more than 15 minutes' wait for the rightful user.
 */
export const ACCOUNT_SCHEDULE: WaitSchedule = { free: 5, baseSeconds: 15, capSeconds: 15 * 60 };

/** Addresses the account signed in from within this period (the latest ones) skip the account-wide wait. */
export const KNOWN_ADDRESS_DAYS = 30;
export const KNOWN_ADDRESSES = 2;

/** A run of failures is forgotten after a day without one; rows older than that are pruned daily. */
export const RUN_RESET_MS = 24 * 60 * 60 * 1000;

/** The row that counts the account's attempts from every address. */
const ANY_ADDRESS = "*";

/** Doubling stops growing the exponent long before it could overflow a double. */
const MAX_DOUBLINGS = 30;

export function waitSeconds(schedule: WaitSchedule, failures: number): number {
  if (failures < schedule.free) return 0;
  return Math.min(
    schedule.capSeconds,
    schedule.baseSeconds * 2 ** Math.min(failures - schedule.free, MAX_DOUBLINGS),
  );
}

/** The same schedule in SQL, for the statement that counts and checks at once. */
function waitSql(schedule: WaitSchedule, failures: SQL): SQL {
  return sql`(case when ${failures} < ${schedule.free} then 0 else least(${schedule.capSeconds}::float8, ${schedule.baseSeconds}::float8 * power(2::float8, least(${failures} - ${schedule.free}, ${MAX_DOUBLINGS})::float8)) end)`;
}

/** A stable key for an e-mail as typed ('  Equipe@X.com ' and 'equipe@x.com' are one account). */
export function accountKey(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
}

/** Addresses are personal data: only a keyed hash of one is stored. */
export function addressKey(secret: string, address: string): string {
  return createHmac("sha256", secret).update(`sign-in:${address}`).digest("hex");
}

/** An attempt counted and allowed: what settling it (as a guess, or not) needs to know. */
export type HeldAttempt = {
  account: string;
  address: string;
  at: Date;
  /** The counts this attempt's reservation left, per counter; no account count at a known address. */
  addressFailures: number;
  accountFailures?: number;
};

export type Reservation =
  | { ok: true; held: HeldAttempt }
  | { ok: false; retryAfterSeconds: number; scope: "address" | "account" };

/**
 * Counts an attempt as failed and checks it may go ahead, in one statement per counter: the row is
 * updated only while its wait has passed, so concurrent attempts cannot all slip through one check.
 * A refused attempt changes nothing (the password is not checked, so nothing was learnt).
 */
async function reserveOn(
  db: Db,
  account: string,
  address: string,
  schedule: WaitSchedule,
  now: Date,
): Promise<{ ok: true; failures: number } | { ok: false; retryAfterSeconds: number }> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const staleBefore = sql`${new Date(now.getTime() - RUN_RESET_MS).toISOString()}::timestamptz`;
  const stale = sql`(${signInFailures.lastFailureAt} is null or ${signInFailures.lastFailureAt} <= ${staleBefore})`;
  const failures = sql`(case when ${stale} then 1 else ${signInFailures.failures} + 1 end)`;
  const reserved = await db
    .insert(signInFailures)
    .values({
      accountKey: account,
      addressKey: address,
      failures: 1,
      windowStartedAt: now,
      lastFailureAt: now,
      nextAttemptAt: new Date(now.getTime() + waitSeconds(schedule, 1) * 1000),
    })
    .onConflictDoUpdate({
      target: [signInFailures.accountKey, signInFailures.addressKey],
      set: {
        failures,
        windowStartedAt: sql`case when ${stale} then ${at} else ${signInFailures.windowStartedAt} end`,
        lastFailureAt: at,
        nextAttemptAt: sql`${at} + ${waitSql(schedule, failures)} * interval '1 second'`,
      },
      setWhere: sql`${signInFailures.nextAttemptAt} <= ${at}`,
    })
    .returning({ failures: signInFailures.failures });
  if (reserved[0]) return { ok: true, failures: reserved[0].failures };
  const [row] = await db
    .select({ nextAttemptAt: signInFailures.nextAttemptAt })
    .from(signInFailures)
    .where(and(eq(signInFailures.accountKey, account), eq(signInFailures.addressKey, address)));
  const waitMs = (row?.nextAttemptAt.getTime() ?? now.getTime()) - now.getTime();
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/**
 * Gives back an attempt that was counted but was not a guess. Its wait is undone too, unless another
 * attempt has been counted since (then that one's wait stands).
 */
async function refund(db: Db, account: string, address: string, failures: number, at: Date) {
  await db
    .update(signInFailures)
    .set({
      failures: sql`greatest(${signInFailures.failures} - 1, 0)`,
      nextAttemptAt: sql`case when ${signInFailures.failures} = ${failures} then ${at.toISOString()}::timestamptz else ${signInFailures.nextAttemptAt} end`,
    })
    .where(and(eq(signInFailures.accountKey, account), eq(signInFailures.addressKey, address)));
}

async function isKnownAddress(db: Db, account: string, address: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - KNOWN_ADDRESS_DAYS * RUN_RESET_MS);
  const latest = await db
    .select({ addressKey: signInFailures.addressKey })
    .from(signInFailures)
    .where(and(eq(signInFailures.accountKey, account), gt(signInFailures.lastSuccessAt, since)))
    .orderBy(desc(signInFailures.lastSuccessAt))
    .limit(KNOWN_ADDRESSES);
  return latest.some((row) => row.addressKey === address);
}

/**
 * Reserves a sign-in attempt for this e-mail from this address (already hashed with `addressKey`):
 * first against the address's own wait, then — unless the account signed in from this address lately —
 * against the account's wait, shared by every other address.
 */
export async function reserveSignInAttempt(
  db: Db,
  email: string,
  address: string,
  now: Date,
): Promise<Reservation> {
  const account = accountKey(email);
  const own = await reserveOn(db, account, address, ADDRESS_SCHEDULE, now);
  if (!own.ok) return { ...own, scope: "address" };
  const held: HeldAttempt = { account, address, at: now, addressFailures: own.failures };
  if (await isKnownAddress(db, account, address, now)) return { ok: true, held };
  const shared = await reserveOn(db, account, ANY_ADDRESS, ACCOUNT_SCHEDULE, now);
  if (!shared.ok) {
    await refund(db, account, address, own.failures, now);
    return { ...shared, scope: "account" };
  }
  return { ok: true, held: { ...held, accountFailures: shared.failures } };
}

/** The attempt was not a wrong password (refused input, an error): it is given back. */
export async function releaseSignInAttempt(db: Db, held: HeldAttempt) {
  await refund(db, held.account, held.address, held.addressFailures, held.at);
  if (held.accountFailures !== undefined) {
    await refund(db, held.account, ANY_ADDRESS, held.accountFailures, held.at);
  }
}

/**
 * The right password: this address starts afresh and is known from now on. The account-wide count only
 * gets this attempt back — a success must not hand guessers elsewhere a fresh allowance.
 */
export async function recordSuccessfulSignIn(db: Db, held: HeldAttempt, now: Date) {
  await db
    .update(signInFailures)
    .set({ failures: 0, nextAttemptAt: now, lastSuccessAt: now })
    .where(and(eq(signInFailures.accountKey, held.account), eq(signInFailures.addressKey, held.address)));
  if (held.accountFailures !== undefined) {
    await refund(db, held.account, ANY_ADDRESS, held.accountFailures, held.at);
  }
}

/** A password reset or `staff:unlock`: every wait for this account ends. Returns how many counters went. */
export async function clearSignInFailures(db: Db, email: string): Promise<number> {
  const account = eq(signInFailures.accountKey, accountKey(email));
  // The counters go, but an address the account signed in from keeps that mark: an unlock or a reset
  // during an attack must not take from the rightful user the addresses spared the account-wide wait.
  const deleted = await db
    .delete(signInFailures)
    .where(and(account, isNull(signInFailures.lastSuccessAt)))
    .returning({ key: signInFailures.addressKey });
  const reset = await db
    .update(signInFailures)
    .set({ failures: 0, lastFailureAt: null, nextAttemptAt: new Date(0) })
    .where(and(account, isNotNull(signInFailures.lastSuccessAt), gt(signInFailures.failures, 0)))
    .returning({ key: signInFailures.addressKey });
  return deleted.length + reset.length;
}

/**
 * Counters with no failure for a day count nothing any more; they go unless they still mark an address
 * the account signed in from within the known-address period. Returns how many rows were deleted.
 */
export async function pruneSignInFailures(db: Db, now: Date): Promise<number> {
  const quietSince = new Date(now.getTime() - RUN_RESET_MS);
  const knownSince = new Date(now.getTime() - KNOWN_ADDRESS_DAYS * RUN_RESET_MS);
  const deleted = await db
    .delete(signInFailures)
    .where(
      and(
        or(isNull(signInFailures.lastFailureAt), lt(signInFailures.lastFailureAt, quietSince)),
        lt(signInFailures.nextAttemptAt, now),
        or(isNull(signInFailures.lastSuccessAt), lt(signInFailures.lastSuccessAt, knownSince)),
      ),
    )
    .returning({ key: signInFailures.addressKey });
  return deleted.length;
}
