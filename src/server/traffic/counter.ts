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

type Headers = { userAgent?: string | null; secPurpose?: string | null; purpose?: string | null };

/** A browser's prefetch or prerender (speculation rules): not a view until the visitor opens it. */
const isPrefetch = (headers: Headers) =>
  /prefetch|prerender/i.test(headers.secPurpose ?? "") || /prefetch/i.test(headers.purpose ?? "");

export class TrafficCounter {
  private pending = new Map<string, number>();

  constructor(private readonly now: () => Date = () => new Date()) {}

  /** Adds one to a day's count; dropped when the batch is full (a flood of paths, say). */
  count(kind: TrafficKind, key: string): void {
    const entry = `${offerDay(this.now())}\t${kind}\t${key}`;
    const current = this.pending.get(entry);
    if (current === undefined && this.pending.size >= MAX_ENTRIES) return;
    this.pending.set(entry, (current ?? 0) + 1);
  }

  /** A page's answer: counted when it is a public page's 200 to a person's GET. */
  countPage(method: string, path: string, status: number, contentType: string | null, headers: Headers) {
    if (method !== "GET" || status !== 200 || !(contentType ?? "").startsWith("text/html")) return;
    if (NOT_A_PAGE.test(path)) return;
    const agent = headers.userAgent ?? "";
    if (agent === "" || isbot(agent) || isPrefetch(headers)) return;
    // A trailing slash is the same page; the path is capped so an odd one cannot grow a row.
    const page = (path.length > 1 ? path.replace(/\/+$/, "") : path).slice(0, 200);
    this.count("view", page);
  }

  /** An answer the replay front sent (replay.ts). */
  countReplayed(request: IncomingMessage, status: number, contentType: string | null) {
    const url = request.url ?? "/";
    const query = url.indexOf("?");
    this.countPage(request.method ?? "GET", query === -1 ? url : url.slice(0, query), status, contentType, {
      userAgent: request.headers["user-agent"],
      secPurpose: request.headers["sec-purpose"] as string | undefined,
      purpose: request.headers.purpose as string | undefined,
    });
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
