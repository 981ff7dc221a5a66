import { and, eq, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { REFERRAL_STATUSES } from "../db/schema";

// The outbox both referrals and leads are delivered from (decisions 0012 and 0026): rows stored before the
// visitor hears anything, claimed by the delivery worker with a lease (FOR UPDATE SKIP LOCKED), posted to
// the relay, retried with backoff, and given up as 'failed' for staff to retry. One set of queries serves
// every table that has the delivery columns; each table says which columns they are.

/**
 * How delivery to the relay is retried. Backoff starts at 30 s and doubles up to 1 h, so 30 attempts
 * span about a day (≈1 h of doubling, then hourly): a relay down for a night still gets every row,
 * and one that stays broken longer leaves them 'failed' for staff to see in the console.
 */
export type DeliveryPolicy = {
  baseDelayMs: number;
  maxDelayMs: number;
  maxAttempts: number;
  /**
   * How long a claimed row is hidden from other workers. Longer than a post can take (its timeout), so
   * a slow post is never repeated by another process; a process that dies mid-post leaves its claim to
   * lapse, and the row is tried again after this.
   */
  leaseMs: number;
};

export const DELIVERY_POLICY: DeliveryPolicy = {
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60 * 1000,
  maxAttempts: 30,
  leaseMs: 5 * 60 * 1000,
};

export type DeliveryStatus = (typeof REFERRAL_STATUSES)[number];

/** A table's delivery columns, and the property of its delivery status in drizzle's row shape. */
export type OutboxTable = {
  table: PgTable;
  id: PgColumn;
  status: PgColumn;
  /** `status`'s key in the table's insert and update shapes ('status' for referrals, 'delivery' for leads). */
  statusKey: string;
  attempts: PgColumn;
  nextAttemptAt: PgColumn;
  lastError: PgColumn;
  deliveredAt: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
};

/** The delay before attempt `attempts + 1`, with ±20 % jitter so retries of a batch spread out. */
export function retryDelayMs(attempts: number, policy = DELIVERY_POLICY, random = Math.random): number {
  const exponent = Math.max(0, attempts - 1);
  const delay = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(exponent, 30));
  return Math.round(delay * (0.8 + 0.4 * random()));
}

export type AttemptFailure = {
  /** The claimed row's attempts before this one: a row changed meanwhile is left alone. */
  attempts: number;
  /** A status code ('HTTP 500') or an error name ('ECONNREFUSED'): never the row's data. */
  error: string;
  now?: Date;
  policy?: DeliveryPolicy;
  random?: () => number;
};

export type AttemptOutcome = { status: "pending" | "failed"; attempts: number; nextAttemptAt: Date };

export type DeliveryQueries<Row extends { id: number }> = {
  /**
   * Takes up to `limit` pending rows whose next attempt is due and leases them to the caller. FOR UPDATE
   * SKIP LOCKED makes concurrent claims from several processes on one PostgreSQL disjoint, and the moved
   * next_attempt_at keeps them out of later claims until the lease runs out.
   */
  claimDue(db: Db, options?: { now?: Date; limit?: number; leaseMs?: number }): Promise<Row[]>;
  /** The relay accepted it. Only a still-pending row changes, so a row is never delivered twice over. */
  markDelivered(db: Db, id: number, now?: Date): Promise<boolean>;
  /** Counts a failed post: the row waits for its backoff, or becomes 'failed' once it used its attempts. */
  recordFailure(db: Db, id: number, failure: AttemptFailure): Promise<AttemptOutcome | undefined>;
  /** Gives claimed rows that were not posted (the worker is stopping) back to the queue at once. */
  release(db: Db, ids: number[], now?: Date): Promise<void>;
  /** Puts a 'failed' row back in the queue with a fresh set of attempts (after the relay is fixed). */
  resetFailed(db: Db, id: number, now?: Date): Promise<boolean>;
  /** Deletes every row, whatever its status, created more than `retentionDays` ago; returns how many. */
  deleteExpired(db: Db, retentionDays: number, now?: Date): Promise<number>;
  /** How many rows are in each delivery status (every status listed, 0 when none), for /metrics. */
  countByStatus(db: Db): Promise<Record<string, number>>;
};

export function deliveryQueries<Row extends { id: number }>(outbox: OutboxTable): DeliveryQueries<Row> {
  const { table, id, status, statusKey } = outbox;
  // Delivery bookkeeping is not an edit: updated_at stays the staff-facing version the console checks, so
  // a retry in the background never turns a staff member's change into a stale-record conflict.
  const keepUpdatedAt = sql`${outbox.updatedAt}`;
  // drizzle types `set` by the table's own columns; this module serves any table with the delivery ones.
  const changes = (values: Record<string, unknown>): never =>
    ({ ...values, updatedAt: keepUpdatedAt }) as never;
  const statusIs = (value: DeliveryStatus): SQL => eq(status, value);

  return {
    async claimDue(db, options = {}) {
      const now = options.now ?? new Date();
      const leaseUntil = new Date(now.getTime() + (options.leaseMs ?? DELIVERY_POLICY.leaseMs));
      const due = db
        .select({ id })
        .from(table)
        .where(and(statusIs("pending"), sql`${outbox.nextAttemptAt} <= ${now.toISOString()}::timestamptz`))
        .orderBy(outbox.nextAttemptAt, id)
        .limit(options.limit ?? 10)
        .for("update", { skipLocked: true });
      const claimed = (await db
        .update(table)
        .set(changes({ nextAttemptAt: leaseUntil }))
        .where(inArray(id, due))
        .returning()) as unknown as Row[];
      return claimed.sort((a, b) => a.id - b.id);
    },

    async markDelivered(db, rowId, now = new Date()) {
      const rows = await db
        .update(table)
        .set(changes({ [statusKey]: "delivered", deliveredAt: now, lastError: null }))
        .where(and(eq(id, rowId), statusIs("pending")))
        .returning({ id });
      return rows.length > 0;
    },

    async recordFailure(db, rowId, failure) {
      const policy = failure.policy ?? DELIVERY_POLICY;
      const now = failure.now ?? new Date();
      const attempts = failure.attempts + 1;
      const next = attempts >= policy.maxAttempts ? "failed" : "pending";
      const nextAttemptAt = new Date(now.getTime() + retryDelayMs(attempts, policy, failure.random));
      const [row] = await db
        .update(table)
        .set(changes({ attempts, [statusKey]: next, nextAttemptAt, lastError: failure.error.slice(0, 100) }))
        .where(and(eq(id, rowId), statusIs("pending"), eq(outbox.attempts, failure.attempts)))
        .returning({ status, attempts: outbox.attempts, nextAttemptAt: outbox.nextAttemptAt });
      return row as AttemptOutcome | undefined;
    },

    async release(db, ids, now = new Date()) {
      if (ids.length === 0) return;
      await db
        .update(table)
        .set(changes({ nextAttemptAt: now }))
        .where(and(inArray(id, ids), statusIs("pending")));
    },

    async resetFailed(db, rowId, now = new Date()) {
      const rows = await db
        .update(table)
        .set(changes({ [statusKey]: "pending", attempts: 0, nextAttemptAt: now, lastError: null }))
        .where(and(eq(id, rowId), statusIs("failed")))
        .returning({ id });
      return rows.length > 0;
    },

    async deleteExpired(db, retentionDays, now = new Date()) {
      const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);
      const rows = await db.delete(table).where(lt(outbox.createdAt, cutoff)).returning({ id });
      return rows.length;
    },

    async countByStatus(db) {
      const rows = await db.select({ status, total: sql<number>`count(*)::int` }).from(table).groupBy(status);
      const counts: Record<string, number> = Object.fromEntries(REFERRAL_STATUSES.map((name) => [name, 0]));
      for (const row of rows) counts[String(row.status)] = Number(row.total);
      return counts;
    },
  };
}
