import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gunzipSync, gzip } from "node:zlib";
import { hasSessionCookie } from "../auth";
import { type Encoding, MIN_COMPRESS_BYTES, negotiateEncoding } from "./compression";
import type { PublicPage } from "./public-pages";
import type { InlineScripts } from "./security-headers";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A page as it goes out, made once when it enters the cache: its final bytes in each encoding, and for
 * HTML the Content-Security-Policy whose `script-src` lists the hashes of its inline scripts. A hit
 * writes these bytes as they are, so every visitor (and any proxy in front) gets the same answer.
 */
export type StoredPage = {
  status: number;
  /**
   * The page uncompressed, kept only when it is too small to gain from compression. A larger page keeps
   * its brotli and gzip bytes alone: nearly every client takes one of them, and a client that takes neither
   * gets the gzip bytes inflated (`storedBody`), which the front's replay then keeps for the next such
   * request (replay.ts). The uncompressed copies were most of the stored bytes, resident for as long as
   * the server runs (issue 70, decision 0099).
   */
  identity?: Buffer;
  /** Absent when the page is too small to gain from compression. */
  br?: Buffer;
  gzip?: Buffer;
  /** The policy for a browser that came over http and over https (they differ in report-to and upgrades). */
  csp?: { http: string; https: string };
  /** The render's own headers, without the ones the stored bytes decide (length, encoding). */
  headers: Array<[string, string]>;
  size: number;
};

/**
 * A read that may be answered from the stored pages: GET or HEAD without a staff session cookie. Other
 * cookies (a visitor's analytics, another app's on the same domain) change nothing, and neither does an
 * `Authorization` header: no public page reads either (issue 66, M-COOKIE). A request that does carry a
 * session cookie is anonymous too when the cookie names no session (pages.ts asks `StaffCookies`).
 */
export function isAnonymousRead(request: Request): boolean {
  return (request.method === "GET" || request.method === "HEAD") && !hasSessionCookie(request.headers);
}

/** A search as the cache and the limit see it: trimmed, lower case, runs of spaces as one. */
export function normaliseSearch(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, " ").slice(0, 100);
}

/**
 * The URL a public page renders for and is cached under: its path plus only the parameters it declares
 * (their first value, in a fixed order).
 */
export function canonicalPageUrl(url: URL, page: PublicPage): URL {
  // Set, not parsed: a path that starts with `//` would be read as a host (L5, `GET //` was a 500).
  const canonical = new URL(url.origin);
  canonical.pathname = url.pathname;
  for (const declared of page.queryParams) {
    const [name = "", only] = declared.split("=", 2);
    const value = url.searchParams.get(name);
    if (value === null || (only !== undefined && only !== "*" && value !== only)) continue;
    const kept = page.search ? normaliseSearch(value) : value;
    if (kept !== "") canonical.searchParams.set(name, kept);
  }
  return canonical;
}

/** SHA-256 of a script's text, base64, as a CSP hash source names it. */
export function scriptHash(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("base64");
}

export type PageOptions = {
  /** The CSP for these inline scripts over http or https (the frame sources come from the catalogue). */
  csp: (scripts: InlineScripts, https: boolean) => string;
};

/**
 * Makes the page to keep from a rendered answer and its body, compressed with brotli and gzip off the main
 * thread, with the policy for the inline scripts its render listed (`hashes`, the page's own: Astro's).
 */
export async function storedPage(
  response: Response,
  body: Buffer,
  hashes: readonly string[],
  options: PageOptions,
): Promise<StoredPage | undefined> {
  const isHtml = (response.headers.get("content-type") ?? "").startsWith("text/html");
  const identity = body;
  const [br, gzipped] =
    identity.length < MIN_COMPRESS_BYTES
      ? [undefined, undefined]
      : await Promise.all([
          brotliAsync(identity, {
            params: {
              // Once per page and catalogue version, but a visitor waits for it on a miss. Quality 10 made the
              // home 6 % smaller than 9, and in less time (issue 70; measured on its 170 KB of HTML); 11
              // saved 2 % more at three times 10's time. Pages of thousands of cities (~2 MB) take 5, which
              // stays in tens of milliseconds.
              [constants.BROTLI_PARAM_QUALITY]: identity.length <= 256 * 1024 ? 10 : 5,
              [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            },
          }),
          gzipAsync(identity, { level: 9 }),
        ]);
  const headers = [...response.headers].filter(
    ([name]) => !["content-length", "content-encoding", "content-security-policy"].includes(name),
  );
  const scripts = { hashes };
  return {
    status: response.status,
    identity: gzipped ? undefined : identity,
    br,
    gzip: gzipped,
    csp: isHtml ? { http: options.csp(scripts, false), https: options.csp(scripts, true) } : undefined,
    headers,
    size: (gzipped ? 0 : identity.length) + (br?.length ?? 0) + (gzipped?.length ?? 0),
  };
}

/** A stored page's bytes in the best encoding the client takes (brotli, then gzip, then none). */
export function storedBody(
  page: StoredPage,
  acceptEncoding: string | null | undefined,
): { body: Buffer; encoding: Encoding } {
  const encoding: Encoding = page.br ? negotiateEncoding(acceptEncoding) : "identity";
  if (encoding === "br") return { body: page.br!, encoding };
  if (encoding === "gzip") return { body: page.gzip!, encoding };
  return { body: page.identity ?? gunzipSync(page.gzip!), encoding };
}

/**
 * The answer for one request from a stored page: the stored bytes in the best encoding the client
 * takes (brotli, then gzip, then none), as they are. Nothing is compressed or spliced here.
 */
export function sendStoredPage(
  page: StoredPage,
  request: { acceptEncoding?: string | null; https: boolean; head?: boolean },
  extraHeaders?: Record<string, string>,
): Response {
  const { body, encoding: wanted } = storedBody(page, request.acceptEncoding);
  const headers = new Headers(page.headers);
  headers.set("content-length", String(body.length));
  if (wanted !== "identity") headers.set("content-encoding", wanted);
  headers.set("vary", "Accept-Encoding");
  if (page.csp) headers.set("content-security-policy", request.https ? page.csp.https : page.csp.http);
  if (extraHeaders) for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
  return new Response(request.head ? null : (body as Uint8Array<ArrayBuffer>), {
    status: page.status,
    headers,
  });
}

export type RenderCacheEvent = "hit" | "miss" | "store" | "evict";

/**
 * Public pages that are the same for every visitor, rendered once per catalogue version: cleared whenever
 * the catalogue changes, and empty in each new process (so a new build starts afresh). Least recently
 * used pages leave first.
 */
export class RenderCache {
  private entries = new Map<string, StoredPage>();
  private bytes = 0;
  /** Bumped by `clear`: a page rendered before it may hold the old data and is not kept. */
  generation = 0;
  /** Running totals since the process started (for /metrics and tests). */
  readonly stats = { hits: 0, misses: 0, stores: 0, evictions: 0 };
  /** Told of every hit, miss, store and eviction (metrics hook). */
  onEvent?: (event: RenderCacheEvent) => void;

  /**
   * Bounded by count and by size: with thousands of cities a home page weighs ~2 MB plain, and query
   * strings are free to invent (only declared parameters make a key, but their values are free).
   */
  constructor(
    private readonly maxEntries = 500,
    private readonly maxBytes = 48 * 1024 * 1024,
  ) {}

  /** The stored page for `key`, which becomes the most recently used; counts a hit or a miss. */
  get(key: string): StoredPage | undefined {
    const page = this.entries.get(key);
    if (!page) {
      this.count("misses", "miss");
      return undefined;
    }
    // Map keeps insertion order: moving the entry to the end makes the first one the least recently used.
    this.entries.delete(key);
    this.entries.set(key, page);
    this.count("hits", "hit");
    return page;
  }

  /** Keeps `page` unless the catalogue changed since `generation` (when its render started). */
  set(key: string, page: StoredPage, generation: number): void {
    if (generation !== this.generation || page.size > this.maxBytes) return;
    this.delete(key);
    while (this.entries.size >= this.maxEntries || this.bytes + page.size > this.maxBytes) {
      const leastRecent = this.entries.keys().next().value;
      if (leastRecent === undefined) break;
      this.delete(leastRecent);
      this.count("evictions", "evict");
    }
    this.entries.set(key, page);
    this.bytes += page.size;
    this.count("stores", "store");
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.size;
    this.entries.delete(key);
  }

  private count(stat: keyof RenderCache["stats"], event: RenderCacheEvent): void {
    this.stats[stat] += 1;
    this.onEvent?.(event);
  }
}

/** Whether a rendered answer may be kept and sent to every visitor. */
export function isCacheable(response: Response, statuses: readonly number[] = [200]): boolean {
  const type = response.headers.get("content-type") ?? "";
  return (
    statuses.includes(response.status) &&
    !response.headers.has("set-cookie") &&
    !/no-store|private/i.test(response.headers.get("cache-control") ?? "") &&
    (type.startsWith("text/html") || type.startsWith("text/x-script"))
  );
}
