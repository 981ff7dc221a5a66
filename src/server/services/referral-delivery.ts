import type { Db } from "../db/client";
import { referrals } from "../db/schema";
import { deliveryQueries } from "./delivery-queue";

// The referrals table as the delivery worker and the retention job use it: the outbox's queries
// (delivery-queue.ts) on the referrals' delivery columns.

export {
  DELIVERY_POLICY,
  type DeliveryPolicy,
  retryDelayMs,
} from "./delivery-queue";

export type ClaimedReferral = typeof referrals.$inferSelect;

const queries = deliveryQueries<ClaimedReferral>({
  table: referrals,
  id: referrals.id,
  status: referrals.status,
  statusKey: "status",
  attempts: referrals.attempts,
  nextAttemptAt: referrals.nextAttemptAt,
  lastError: referrals.lastError,
  deliveredAt: referrals.deliveredAt,
  createdAt: referrals.createdAt,
  updatedAt: referrals.updatedAt,
});

export const referralQueue = queries;

/** Takes up to `limit` due referrals and leases them to the caller (see DeliveryQueries.claimDue). */
export const claimDueReferrals = (db: Db, options?: { now?: Date; limit?: number; leaseMs?: number }) =>
  queries.claimDue(db, options);

/** The relay accepted it. Only a still-pending row changes, so a referral is never delivered twice over. */
export const markReferralDelivered = (db: Db, id: number, now?: Date) => queries.markDelivered(db, id, now);

/** Puts a 'failed' referral back in the queue with a fresh set of attempts (after the relay is fixed). */
export const resetFailedReferral = (db: Db, id: number, now?: Date) => queries.resetFailed(db, id, now);

/** Deletes every referral, whatever its status, created more than `retentionDays` ago; returns how many. */
export const deleteExpiredReferrals = (db: Db, retentionDays: number, now?: Date) =>
  queries.deleteExpired(db, retentionDays, now);

/** How many referrals are in each delivery status (every status listed, 0 when none), for /metrics. */
export const countReferralsByStatus = (db: Db) => queries.countByStatus(db);
