import type { IncomingMessage } from "node:http";
import { lt, sql } from "drizzle-orm";
import { isbot } from "isbot";
import { offerDay } from "../../domain";
import type { Db } from "../db/client";
import { type TRAFFIC_KINDS, trafficCounts } from "../db/schema";

// Page views and coverage checks counted by the server for the Painel (decision 0068), so the funnel
// exists without any tag: no cookie is read or set, no address, no user agent and nothing of the visitor is
// kept, only a count per Brasília day, kind and path. Counted where answers go out, the page pipeline and
// the replay front alike (a cached page is still a view), added up in memory and written in batches by a
// periodic job, so a page's answer never waits on the database.

export type TrafficKind = (typeof TRAFFIC_KINDS)[number];

/** Paths that are not public pages a visitor reads. */
const NOT_A_PAGE = /^\/(api|intranet|auth|definir-senha|visualizar|_astro|assets|__manifest)(\/|$)|\.\w+$/;

/** How many distinct day × kind × path entries wait in memory at most; past it, new paths are dropped. */
const MAX_ENTRIES = 5_000;
/** Counts older than this are deleted by the flush: the Painel looks back 90 days. */
export const TRAFFIC_RETENTION_DAYS = 400;

/**
 * How many views one address adds in a minute at most (L11: 3,000 requests of one label in a second made
 * it the most seen offer); generous, since many visitors may share one address (carrier NAT, an office).
 */
export const VIEWS_PER_ADDRESS_PER_MINUTE = 60;
/** How many addresses' minutes are remembered at once; the least recently seen go first. */
const MAX_ADDRESSES = 10_000;

type Headers = {
  userAgent?: string | null;
  secPurpose?: string | null;
  purpose?: string | null;
  /** The client's address as the limits see it (`limitedAddress`): its views per minute are bounded. */
  address?: string;
};

/** A browser's prefetch or prerender (speculation rules): not a view until the visitor opens it. */
const isPrefetch = (headers: Headers) =>
  /prefetch|prerender/i.test(headers.secPurpose ?? "") || /prefetch/i.test(headers.purpose ?? "");

export class TrafficCounter {
  private pending = new Map<string, number>();
  /** Each address's views in its current minute. */
  private readonly perAddress = new Map<string, { minute: number; views: number }>();

  constructor(private readonly now: () => Date = () => new Date()) {}

  /** Adds one to a day's count; dropped when the batch is full (a flood of paths, say). */
  count(kind: TrafficKind, key: string): void {
    const entry = `${offerDay(this.now())}\t${kind}\t${key}`;
    const current = this.pending.get(entry);
    if (current === undefined && this.pending.size >= MAX_ENTRIES) return;
    this.pending.set(entry, (current ?? 0) + 1);
  }

  /**
   * A page's answer: counted when it is a public page's 200 to a person's GET. The callers pass only the
   * paths of the site's routes (a made-up path is a 404; L11), in their one spelling.
   */
  countPage(method: string, path: string, status: number, contentType: string | null, headers: Headers) {
    if (method !== "GET" || status !== 200 || !(contentType ?? "").startsWith("text/html")) return;
    if (NOT_A_PAGE.test(path) || path.includes("//")) return;
    const agent = headers.userAgent ?? "";
    if (agent === "" || isbot(agent) || isPrefetch(headers)) return;
    if (headers.address !== undefined && !this.admitView(headers.address)) return;
    // A trailing slash is the same page; the path is capped so an odd one cannot grow a row.
    const page = (path.length > 1 ? path.replace(/\/+$/, "") : path).slice(0, 200);
    this.count("view", page);
  }

  /**
   * An answer the replay front sent (replay.ts): only pages' 200s are recorded there, under their path's
   * one spelling, which `path` is.
   */
  countReplayed(
    request: IncomingMessage,
    path: string,
    status: number,
    contentType: string | null,
    address?: string,
  ) {
    this.countPage(request.method ?? "GET", path, status, contentType, {
      userAgent: request.headers["user-agent"],
      secPurpose: request.headers["sec-purpose"] as string | undefined,
      purpose: request.headers.purpose as string | undefined,
      address,
    });
  }

  /** Whether `address` may add one more view this minute (and counts it). */
  private admitView(address: string): boolean {
    const minute = Math.floor(this.now().getTime() / 60_000);
    const seen = this.perAddress.get(address);
    this.perAddress.delete(address);
    const current = seen && seen.minute === minute ? seen : { minute, views: 0 };
    if (this.perAddress.size >= MAX_ADDRESSES) {
      const leastRecent = this.perAddress.keys().next().value;
      if (leastRecent !== undefined) this.perAddress.delete(leastRecent);
    }
    this.perAddress.set(address, current);
    if (current.views >= VIEWS_PER_ADDRESS_PER_MINUTE) return false;
    current.views += 1;
    return true;
  }

  /** How many entries wait to be written (tests). */
  get size() {
    return this.pending.size;
  }

  /**
   * Adds what was counted to the table, in one statement, and forgets it; what a failed write held is
   * counted again in the next batch. Also deletes counts past the retention.
   */
  async flush(db: Db): Promise<number> {
    if (this.pending.size === 0) return 0;
    const batch = this.pending;
    this.pending = new Map();
    const rows = [...batch].map(([entry, count]) => {
      const [day, kind, key] = entry.split("\t") as [string, TrafficKind, string];
      return { day, kind, key, count };
    });
    try {
      await db
        .insert(trafficCounts)
        .values(rows)
        .onConflictDoUpdate({
          target: [trafficCounts.day, trafficCounts.kind, trafficCounts.key],
          set: { count: sql`${trafficCounts.count} + excluded.count` },
        });
    } catch (error) {
      for (const [entry, count] of batch) this.pending.set(entry, (this.pending.get(entry) ?? 0) + count);
      throw error;
    }
    const cutoff = offerDay(new Date(this.now().getTime() - TRAFFIC_RETENTION_DAYS * 86_400_000));
    await db.delete(trafficCounts).where(lt(trafficCounts.day, cutoff));
    return rows.length;
  }
}
