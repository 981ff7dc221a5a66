import { AsyncLocalStorage } from "node:async_hooks";

// Cache tags (issue 38, decision 0032): every cached public answer names what it shows in `Cache-Tag`
// (Cloudflare, comma-separated) and `Surrogate-Key` (Fastly, Varnish: space-separated), and every staff
// write queues one purge request naming what it changed, so a CDN in front of the site drops exactly
// those answers. The catalogue notes the tags of each read (catalogue.ts) into the answer being made
// (collectCacheTags); the write's tags come from its audit entries, each entity naming its own in the
// registry (entities/, purgeTagsOf).
//
// Two kinds of tag. A record's (`city-3`, `plan-12`, `business-plan-4`, `offer-RIT-P12-V3`,
// `content-banner-2`, `content-streaming-banner-5`) on every answer that shows the record; and a list's
// (`cities`, `plans`, `business-plans`, `offers`, `content`, `settings`) on every answer that shows a
// list of them (or the site settings), since a new or reactivated record is in no answer's tags yet.
// A purge always names the list tags of what it changed with the records' tags, so an answer that
// carries a list's tag may leave out that list's record tags when they would not fit in a header.

export const LIST_TAGS = [
  "settings",
  "cities",
  "plans",
  "business-plans",
  "offers",
  "content",
  // 'Status da rede' (issue 58): /status, its feeds, the city pages and the desk show the notices.
  "network-status",
] as const;
type ListTag = (typeof LIST_TAGS)[number];

/** Each record tag's prefix, and the list tag a purge of one of its records always names too. */
const FAMILIES: ReadonlyArray<[prefix: string, list: ListTag]> = [
  ["city-", "cities"],
  ["plan-", "plans"],
  ["business-plan-", "business-plans"],
  ["offer-", "offers"],
  ["content-", "content"],
];

export const cityTag = (id: number) => `city-${id}`;
export const planTag = (id: number) => `plan-${id}`;
export const businessPlanTag = (id: number) => `business-plan-${id}`;
export const offerTag = (code: string) => `offer-${code}`;
export const bannerTag = (id: number) => `content-banner-${id}`;
export const streamingBannerTag = (id: number) => `content-streaming-banner-${id}`;

const collecting = new AsyncLocalStorage<Set<string>>();

/** Runs `make` (a render, a route) noting the tags of every catalogue read it makes. */
export async function collectCacheTags<T>(make: () => Promise<T>): Promise<{ result: T; tags: Set<string> }> {
  const tags = new Set<string>();
  const result = await collecting.run(tags, make);
  return { result, tags };
}

/** Adds tags to the answer being made, if one is collecting (a read outside an answer notes nothing). */
export function noteCacheTags(tags: Iterable<string>): void {
  const current = collecting.getStore();
  if (!current) return;
  for (const tag of tags) current.add(tag);
}

/**
 * The most characters of Cache-Tag (and as many of Surrogate-Key) an answer carries. Cloudflare reads
 * 16 KB of Cache-Tag; nginx holds an answer's whole header block in one buffer, 16 KB in
 * deploy/nginx/vitrine.conf (its default 4 KB answers 502): both headers together, 6,000 characters,
 * stay well under it with the CSP, cookies and the rest beside them.
 */
export const MAX_HEADER_CHARS = 3000;

/** The headers naming `tags`, or undefined for none; a list's record tags go when they would not fit. */
export function cacheTagHeaders(tags: Iterable<string>): Record<string, string> | undefined {
  let list = [...new Set(tags)].sort();
  if (list.length === 0) return undefined;
  // The families with the most characters go first.
  const weight = (prefix: string) =>
    list.filter((tag) => isRecordTagOf(tag, prefix)).reduce((sum, tag) => sum + tag.length + 1, 0);
  for (const [prefix, listTag] of [...FAMILIES].sort((a, b) => weight(b[0]) - weight(a[0]))) {
    if (list.join(",").length <= MAX_HEADER_CHARS) break;
    if (!list.includes(listTag)) continue;
    list = list.filter((tag) => !isRecordTagOf(tag, prefix));
  }
  return { "Cache-Tag": list.join(","), "Surrogate-Key": list.join(" ") };
}

/** `plan-` records are not `business-plan-` ones, though one prefix ends the other. */
function isRecordTagOf(tag: string, prefix: string): boolean {
  if (!tag.startsWith(prefix)) return false;
  return !(prefix === "plan-" && tag.startsWith("business-plan-"));
}

/** What an audit entry says of one changed row (services/console-writes.ts' AuditChange). */
export type ChangedRow = {
  entity: string;
  entityId: number | string | null;
  before?: unknown;
  after?: unknown;
};

const rowsOf = (change: ChangedRow) =>
  [change.before, change.after].filter(
    (row): row is Record<string, unknown> => typeof row === "object" && row !== null,
  );

/**
 * A numeric field of the row before or after the change (and its list: `cityIds` of a bulk association),
 * or the entry's id.
 */
export function idsOf(change: ChangedRow, field?: string): number[] {
  const values = field
    ? rowsOf(change).flatMap((row) => [
        row[field],
        ...(Array.isArray(row[`${field}s`]) ? (row[`${field}s`] as unknown[]) : []),
      ])
    : [change.entityId, ...rowsOf(change).map((row) => row.id)];
  return [...new Set(values.map(Number).filter((n) => Number.isInteger(n) && n > 0))];
}
