import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  authUser,
  leads,
  type MARKETING_CHANNELS,
  marketingDeliveries,
  subscriberRequestReplies,
} from "../db/schema";
import type { Tx } from "./console-writes";
import { deliveryQueries } from "./delivery-queue";
import { activeMarketingChannels, activeNoticeChannels } from "./marketing-settings";
import { sellersForLead } from "./seller-alerts";

// The marketing_deliveries table (decision 0068): leads and newsletter sign-ups on their way to RD Station,
// new leads' alerts by e-mail and WhatsApp, and a sign-up's protocol e-mail to its visitor (decision
// 0071), through the outbox's queries (delivery-queue.ts) on its delivery columns. It names no one: ids, channels, states, attempts and error codes only.

export type ClaimedMarketingDelivery = typeof marketingDeliveries.$inferSelect;
export type MarketingChannel = (typeof MARKETING_CHANNELS)[number];

export const marketingDeliveryQueue = deliveryQueries<ClaimedMarketingDelivery>({
  table: marketingDeliveries,
  id: marketingDeliveries.id,
  status: marketingDeliveries.status,
  statusKey: "status",
  attempts: marketingDeliveries.attempts,
  nextAttemptAt: marketingDeliveries.nextAttemptAt,
  lastError: marketingDeliveries.lastError,
  deliveredAt: marketingDeliveries.deliveredAt,
  createdAt: marketingDeliveries.createdAt,
  updatedAt: marketingDeliveries.updatedAt,
});

/**
 * Queues a stored lead or sign-up for each channel set now, in the transaction that stores it: RD Station
 * takes records with an e-mail (its API requires one), the alerts take leads only, one row per seller the
 * lead alerts and channel that seller has (seller-alerts.ts); a channel no seller takes falls back to the
 * team's addresses of the settings, when there are any.
 */
export async function queueMarketingDeliveries(
  tx: Tx | Db,
  source:
    | { leadId: number; hasEmail: boolean; city: string | null; uf: string | null }
    | { subscriberId: number },
): Promise<MarketingChannel[]> {
  const active = await activeMarketingChannels(tx);
  const rows: (typeof marketingDeliveries.$inferInsert)[] = [];
  if (!("leadId" in source)) {
    if (active.rdstation) rows.push({ channel: "rdstation", subscriberId: source.subscriberId });
  } else {
    const leadId = source.leadId;
    if (active.rdstation && source.hasEmail) rows.push({ channel: "rdstation", leadId });
    const sellers = active.email || active.whatsapp ? await sellersForLead(tx, source) : [];
    for (const channel of ["email", "whatsapp"] as const) {
      if (!active[channel]) continue;
      const takers = sellers.filter((seller) => (channel === "email" ? seller.email : seller.whatsapp));
      if (takers.length > 0) for (const seller of takers) rows.push({ channel, leadId, staffId: seller.id });
      else if (active.teamFallback[channel]) rows.push({ channel, leadId });
    }
  }
  if (rows.length === 0) return [];
  await tx.insert(marketingDeliveries).values(rows);
  return rows.map((row) => row.channel);
}

/**
 * Queues the sellers' alerts of a confirmed 'Contrate online' sign-up (issue 68), in the transaction that
 * confirms it: the same sellers and channels a lead of its city alerts (queueMarketingDeliveries), with the
 * team's addresses as the fallback. RD Station takes leads and the newsletter only.
 */
export async function queueSignUpAlerts(
  tx: Tx | Db,
  source: { signUpId: number; city: string | null; uf: string | null },
): Promise<MarketingChannel[]> {
  const active = await activeMarketingChannels(tx);
  if (!active.email && !active.whatsapp) return [];
  const sellers = await sellersForLead(tx, source);
  const rows: (typeof marketingDeliveries.$inferInsert)[] = [];
  for (const channel of ["email", "whatsapp"] as const) {
    if (!active[channel]) continue;
    const takers = sellers.filter((seller) => (channel === "email" ? seller.email : seller.whatsapp));
    if (takers.length > 0)
      for (const seller of takers) rows.push({ channel, signUpId: source.signUpId, staffId: seller.id });
    else if (active.teamFallback[channel]) rows.push({ channel, signUpId: source.signUpId });
  }
  if (rows.length === 0) return [];
  await tx.insert(marketingDeliveries).values(rows);
  return rows.map((row) => row.channel);
}

/**
 * Queues a confirmed 'Contrate online' sign-up's protocol e-mail to its visitor (decision 0071), in the
 * transaction that confirms it, when the SMTP server is set. Returns whether it was queued.
 */
export async function queueSignUpProtocolEmail(tx: Tx | Db, signUpId: number): Promise<boolean> {
  if (!(await activeMarketingChannels(tx)).protocol) return false;
  await tx.insert(marketingDeliveries).values({ channel: "protocol", signUpId });
  return true;
}

/**
 * 'Avise-me quando acabar' (issue 58): a network notice was resolved, so each subscriber who asked to be
 * told is queued once, by e-mail and by WhatsApp where they gave that contact and the channel is set. Runs
 * in the resolving write's transaction; a lead already queued (the notice resolved before, reopened and
 * resolved again) is not queued twice. Returns how many leads it took.
 */
export async function queueOutageNotices(tx: Tx | Db, noticeId: number, now = new Date()): Promise<number> {
  const waiting = await tx
    .update(leads)
    .set({ noticeNotifiedAt: now })
    .where(and(eq(leads.networkNoticeId, noticeId), eq(leads.kind, "outage"), isNull(leads.noticeNotifiedAt)))
    .returning({ id: leads.id, email: leads.email, phone: leads.phone });
  if (waiting.length === 0) return 0;
  const active = await activeNoticeChannels(tx);
  const rows = waiting.flatMap((lead) => [
    ...(lead.email && active.email ? [{ channel: "notice_email" as const, leadId: lead.id }] : []),
    ...(lead.phone && active.whatsapp ? [{ channel: "notice_whatsapp" as const, leadId: lead.id }] : []),
  ]);
  if (rows.length > 0) await tx.insert(marketingDeliveries).values(rows);
  return waiting.length;
}

/** The delivery rows of one lead, newsletter sign-up or 'Contrate online' sign-up (tests and the console). */
export function marketingDeliveriesOf(
  db: Db,
  source: { leadId: number } | { subscriberId: number } | { signUpId: number },
) {
  return db
    .select()
    .from(marketingDeliveries)
    .where(
      "leadId" in source
        ? eq(marketingDeliveries.leadId, source.leadId)
        : "signUpId" in source
          ? eq(marketingDeliveries.signUpId, source.signUpId)
          : eq(marketingDeliveries.subscriberId, source.subscriberId),
    )
    .orderBy(sql`${marketingDeliveries.id}`);
}

/** The newest deliveries, for Configurações: ids, channels and states only. */
export async function listRecentMarketingDeliveries(db: Db, limit = 20) {
  const rows = await db
    .select({
      row: marketingDeliveries,
      staffName: authUser.name,
      repliedRequestId: subscriberRequestReplies.requestId,
    })
    .from(marketingDeliveries)
    .leftJoin(authUser, eq(authUser.id, marketingDeliveries.staffId))
    .leftJoin(
      subscriberRequestReplies,
      eq(subscriberRequestReplies.id, marketingDeliveries.subscriberRequestReplyId),
    )
    .orderBy(desc(marketingDeliveries.createdAt), desc(marketingDeliveries.id))
    .limit(limit);
  return rows.map(({ row, staffName, repliedRequestId }) => ({
    id: row.id,
    channel: row.channel,
    /** The seller it goes to; null: RD Station, the team's addresses of the settings, or a visitor. */
    staffName: staffName ?? null,
    source:
      row.leadId !== null
        ? ("lead" as const)
        : row.signUpId !== null
          ? ("sign_up" as const)
          : row.subscriberRequestId !== null || row.subscriberRequestReplyId !== null
            ? ("request" as const)
            : ("newsletter" as const),
    sourceId: (row.leadId ??
      row.signUpId ??
      row.subscriberRequestId ??
      repliedRequestId ??
      row.subscriberId)!,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
  }));
}
