import { sql } from "drizzle-orm";
import type { OfferKind } from "../../domain";
import type { ChangedRow } from "../cache-tags";
import { cdnPurges, offerVersions } from "../db/schema";
import type { OutboxQueue } from "../delivery/worker";
import { purgeTagsOf } from "../entities";
import type { Tx } from "../services/console-writes";
import { deliveryQueries } from "../services/delivery-queue";

// CDN purges through the outbox (issue 38, decision 0032): a staff write queues rows with the tags of
// what it changed (one row per CDN_PURGE_MAX_TAGS of them), in its own transaction (so a write that rolls
// back purges nothing, and one that commits purges even if the process stops right after); the delivery
// worker posts each to CDN_PURGE_URL with the retries, lease and once-only claim the relay's rows get
// (decision 0026), once CDN_PURGE_DELAY_MS have passed.

export type CdnPurgeRow = typeof cdnPurges.$inferSelect;

export const cdnPurgeQueue = deliveryQueries<CdnPurgeRow>({
  table: cdnPurges,
  id: cdnPurges.id,
  status: cdnPurges.status,
  statusKey: "status",
  attempts: cdnPurges.attempts,
  nextAttemptAt: cdnPurges.nextAttemptAt,
  lastError: cdnPurges.lastError,
  deliveredAt: cdnPurges.deliveredAt,
  createdAt: cdnPurges.createdAt,
  updatedAt: cdnPurges.updatedAt,
});

/** Delivered (and given-up) purges are kept this long, for the operator to look at, then deleted. */
export const CDN_PURGE_RETENTION_DAYS = 7;

/** The JSON body posted to CDN_PURGE_URL: Cloudflare's purge-by-tag body as it is. */
export type CdnPurgeBody = { tags: string[] };

/**
 * The most tags one purge request names. Cloudflare took at most 30 tags per purge call for years and
 * now documents 100 operations per request: 30 is accepted by either, and a CDN refusing a request for
 * its size would fail that purge for good (retries send the same body). A write that changed more (a
 * plan associated with many cities at once) queues several requests.
 */
export const CDN_PURGE_MAX_TAGS = 30;

/**
 * How long after its write a purge waits before it is posted. Each process drops its own caches when it
 * hears of the write (LISTEN, within a second or two); a purge posted before that lets the CDN refetch
 * the page from a process still holding the old one, and keep it until the next purge or its TTL.
 */
export const CDN_PURGE_DELAY_MS = 5_000;

/** Which offer kind and plan a changed row is about, if any. */
function offerPlansOf(changes: readonly ChangedRow[]): Array<[OfferKind, number]> {
  const pairs = new Map<string, [OfferKind, number]>();
  const add = (kind: OfferKind, id: unknown) => {
    const n = Number(id);
    if (Number.isInteger(n) && n > 0) pairs.set(`${kind}:${n}`, [kind, n]);
  };
  // A pair's plan, or the plans of a spreadsheet import and its undo (`planIds`, decision 0040).
  const withList = (row: Record<string, unknown>, key: string) => [
    row[key],
    ...(Array.isArray(row[`${key}s`]) ? (row[`${key}s`] as unknown[]) : []),
  ];
  for (const change of changes) {
    const rows = [change.before, change.after].filter(
      (row): row is Record<string, unknown> => typeof row === "object" && row !== null,
    );
    if (change.entity === "plans")
      for (const id of [change.entityId, ...rows.map((r) => r.id)]) add("plan", id);
    if (change.entity === "plan_cities")
      for (const row of rows) for (const id of withList(row, "planId")) add("plan", id);
    if (change.entity === "business_plans")
      for (const id of [change.entityId, ...rows.map((r) => r.id)]) add("business_plan", id);
    if (change.entity === "business_plan_cities")
      for (const row of rows) for (const id of withList(row, "businessPlanId")) add("business_plan", id);
  }
  return [...pairs.values()];
}

/**
 * The codes whose label page a write may have changed: each changed plan's open version and its latest
 * closed one (the version a change just closed, with the one it opened).
 */
async function offerCodesChanged(tx: Tx, changes: readonly ChangedRow[]): Promise<string[]> {
  const codes: string[] = [];
  for (const [kind, planId] of offerPlansOf(changes)) {
    const { rows } = await tx.execute(sql`
      select ${offerVersions.code} as code from ${offerVersions}
      where ${offerVersions.kind} = ${kind} and ${offerVersions.planId} = ${planId}
        and (${offerVersions.endedAt} is null or ${offerVersions.version} = (
          select max(${offerVersions.version}) from ${offerVersions}
          where ${offerVersions.kind} = ${kind} and ${offerVersions.planId} = ${planId}
            and ${offerVersions.endedAt} is not null))`);
    codes.push(...(rows as { code: string }[]).map((row) => row.code));
  }
  return codes;
}

/**
 * Queues the purge of what `changes` changed, in the write's transaction (one row per CDN_PURGE_MAX_TAGS
 * tags), first posted CDN_PURGE_DELAY_MS from now; nothing when visitors see none of it.
 */
export async function queueCdnPurge(tx: Tx, changes: readonly ChangedRow[]): Promise<void> {
  if (purgeTagsOf(changes).length === 0) return;
  const tags = purgeTagsOf(changes, await offerCodesChanged(tx, changes));
  const nextAttemptAt = new Date(Date.now() + CDN_PURGE_DELAY_MS);
  const rows: Array<typeof cdnPurges.$inferInsert> = [];
  for (let start = 0; start < tags.length; start += CDN_PURGE_MAX_TAGS)
    rows.push({ tags: tags.slice(start, start + CDN_PURGE_MAX_TAGS), nextAttemptAt });
  await tx.insert(cdnPurges).values(rows);
}

/** The purge requests as the delivery worker posts them: to CDN_PURGE_URL, with the token if one is set. */
export function cdnPurgeOutbox(cdn: {
  purgeUrl: string;
  purgeToken: string | undefined;
}): OutboxQueue<CdnPurgeRow> {
  return {
    name: "cdnPurge",
    queries: cdnPurgeQueue,
    url: cdn.purgeUrl,
    headers: cdn.purgeToken ? { Authorization: `Bearer ${cdn.purgeToken}` } : {},
    body: (row): CdnPurgeBody => ({ tags: row.tags }),
  };
}
