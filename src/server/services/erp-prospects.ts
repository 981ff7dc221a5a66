import { randomUUID } from "node:crypto";
import { desc } from "drizzle-orm";
import type { ErpDeliveryRow } from "../../domain/erp";
import type { Db } from "../db/client";
import { erpProspects } from "../db/schema";
import type { Tx } from "./console-writes";
import { deliveryQueries } from "./delivery-queue";

// The erp_prospects table (decision 0037): leads and referrals on their way to the ERP as prospects, the
// outbox's queries (delivery-queue.ts) on its delivery columns, and the console's view of the last
// deliveries, which names no one: ids, kinds, states, attempts and error codes only.

export type ClaimedErpProspect = typeof erpProspects.$inferSelect;

export const erpProspectQueue = deliveryQueries<ClaimedErpProspect>({
  table: erpProspects,
  id: erpProspects.id,
  status: erpProspects.status,
  statusKey: "status",
  attempts: erpProspects.attempts,
  nextAttemptAt: erpProspects.nextAttemptAt,
  lastError: erpProspects.lastError,
  deliveredAt: erpProspects.deliveredAt,
  createdAt: erpProspects.createdAt,
  updatedAt: erpProspects.updatedAt,
});

/**
 * Queues a stored lead or referral for the ERP, in the transaction that stored it, so it goes exactly
 * when the row exists. Its idempotency key is random: a restored backup's reused ids never match a
 * prospect the ERP already holds.
 */
export async function queueErpProspect(
  tx: Tx | Db,
  source: { leadId: number } | { referralId: number },
): Promise<void> {
  await tx.insert(erpProspects).values({ ...source, idempotencyKey: randomUUID() });
}

/** The newest deliveries to the ERP, for 'Sistema de gestão'. */
export async function listRecentErpDeliveries(db: Db, limit = 20): Promise<ErpDeliveryRow[]> {
  const rows = await db
    .select()
    .from(erpProspects)
    .orderBy(desc(erpProspects.createdAt), desc(erpProspects.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    source: row.leadId !== null ? "lead" : "referral",
    sourceId: (row.leadId ?? row.referralId)!,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt ? row.deliveredAt.toISOString() : null,
  }));
}

/** Rows per delivery state, for the console's summary. */
export const countErpProspectsByStatus = (db: Db) => erpProspectQueue.countByStatus(db);
