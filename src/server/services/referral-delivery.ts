import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { REFERRAL_STATUSES, referrals } from "../db/schema";

/**
 * How delivery to the relay is retried. Backoff starts at 30 s and doubles up to 1 h, so 30 attempts
 * span about a day (≈1 h of doubling, then hourly): a relay down for a night still gets every referral,
 * and one that stays broken longer leaves them 'failed' for staff to see in the console.
 */
export type DeliveryPolicy = {
  baseDelayMs: number;
  maxDelayMs: number;
  maxAttempts: number;
  /**
   * How long a claimed referral is hidden from other workers. Longer than a post can take (its
   * timeout), so a slow post is never repeated by another process; a process that dies mid-post
   * leaves its claim to lapse, and the referral is tried again after this.
   */
  leaseMs: number;
};

export const DELIVERY_POLICY: DeliveryPolicy = {
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60 * 1000,
  maxAttempts: 30,
  leaseMs: 5 * 60 * 1000,
};

export type ClaimedReferral = typeof referrals.$inferSelect;

// Delivery bookkeeping is not an edit: updated_at stays the staff-facing version the console checks,
// so a retry never turns a staff member's 'mark as contacted' into a stale-record conflict.
const keepUpdatedAt = sql`${referrals.updatedAt}`;

/**
 * Takes up to `limit` pending referrals whose next attempt is due and leases them to the caller.
 * FOR UPDATE SKIP LOCKED makes concurrent claims from several processes on one PostgreSQL disjoint,
 * and the moved next_attempt_at keeps them out of later claims until the lease runs out.
 */
export async function claimDueReferrals(
  db: Db,
  options: { now?: Date; limit?: number; leaseMs?: number } = {},
): Promise<ClaimedReferral[]> {
  const now = options.now ?? new Date();
  const limit = options.limit ?? 10;
  const leaseUntil = new Date(now.getTime() + (options.leaseMs ?? DELIVERY_POLICY.leaseMs));
  const due = db
    .select({ id: referrals.id })
    .from(referrals)
    .where(
      and(
        eq(referrals.status, "pending"),
        sql`${referrals.nextAttemptAt} <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(referrals.nextAttemptAt, referrals.id)
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(referrals)
    .set({ nextAttemptAt: leaseUntil, updatedAt: keepUpdatedAt })
    .where(inArray(referrals.id, due))
    .returning();
  return claimed.sort((a, b) => a.id - b.id);
}

/** The relay accepted it. Only a still-pending row changes, so a referral is never delivered twice over. */
export async function markReferralDelivered(db: Db, id: number, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(referrals)
    .set({ status: "delivered", deliveredAt: now, lastError: null, updatedAt: keepUpdatedAt })
    .where(and(eq(referrals.id, id), eq(referrals.status, "pending")))
    .returning({ id: referrals.id });
  return rows.length > 0;
}

/** The delay before attempt `attempts + 1`, with ±20 % jitter so retries of a batch spread out. */
export function retryDelayMs(attempts: number, policy = DELIVERY_POLICY, random = Math.random): number {
  const exponent = Math.max(0, attempts - 1);
  const delay = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(exponent, 30));
  return Math.round(delay * (0.8 + 0.4 * random()));
}

export type AttemptFailure = {
  /** The claimed row's attempts before this one: a row changed meanwhile is left alone. */
  attempts: number;
  /** A status code ('HTTP 500') or an error name ('ECONNREFUSED'): never the referral's data. */
  error: string;
  now?: Date;
  policy?: DeliveryPolicy;
  random?: () => number;
};

/**
 * Counts a failed post: the referral waits for its backoff, or becomes 'failed' once it has used its
 * attempts. Returns the row's new state.
 */
export async function recordReferralAttemptFailure(
  db: Db,
  id: number,
  failure: AttemptFailure,
): Promise<{ status: "pending" | "failed"; attempts: number; nextAttemptAt: Date } | undefined> {
  const policy = failure.policy ?? DELIVERY_POLICY;
  const now = failure.now ?? new Date();
  const attempts = failure.attempts + 1;
  const status = attempts >= policy.maxAttempts ? "failed" : "pending";
  const nextAttemptAt = new Date(now.getTime() + retryDelayMs(attempts, policy, failure.random));
  const [row] = await db
    .update(referrals)
    .set({
      attempts,
      status,
      nextAttemptAt,
      lastError: failure.error.slice(0, 100),
      updatedAt: keepUpdatedAt,
    })
    .where(
      and(eq(referrals.id, id), eq(referrals.status, "pending"), eq(referrals.attempts, failure.attempts)),
    )
    .returning({
      status: referrals.status,
      attempts: referrals.attempts,
      nextAttemptAt: referrals.nextAttemptAt,
    });
  return row as { status: "pending" | "failed"; attempts: number; nextAttemptAt: Date } | undefined;
}

/** Gives claimed referrals that were not posted (the worker is stopping) back to the queue at once. */
export async function releaseReferralClaims(db: Db, ids: number[], now = new Date()): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(referrals)
    .set({ nextAttemptAt: now, updatedAt: keepUpdatedAt })
    .where(and(inArray(referrals.id, ids), eq(referrals.status, "pending")));
}

/** Puts a 'failed' referral back in the queue with a fresh set of attempts (after the relay is fixed). */
export async function resetFailedReferral(db: Db, id: number, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(referrals)
    .set({ status: "pending", attempts: 0, nextAttemptAt: now, lastError: null, updatedAt: keepUpdatedAt })
    .where(and(eq(referrals.id, id), eq(referrals.status, "failed")))
    .returning({ id: referrals.id });
  return rows.length > 0;
}

/** Deletes every referral, whatever its status, created more than `retentionDays` ago; returns how many. */
export async function deleteExpiredReferrals(
  db: Db,
  retentionDays: number,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);
  const rows = await db
    .delete(referrals)
    .where(lt(referrals.createdAt, cutoff))
    .returning({ id: referrals.id });
  return rows.length;
}

/** How many referrals are in each delivery status (every status listed, 0 when none), for /metrics. */
export async function countReferralsByStatus(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: referrals.status, total: sql<number>`count(*)::int` })
    .from(referrals)
    .groupBy(referrals.status);
  const counts: Record<string, number> = Object.fromEntries(REFERRAL_STATUSES.map((status) => [status, 0]));
  for (const row of rows) counts[row.status] = Number(row.total);
  return counts;
}
