import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { hasSessionCookie } from "../auth";
import { type Encoding, MIN_COMPRESS_BYTES, negotiateEncoding } from "./compression";
import { compileRoutes, patternOf, routeTree } from "./route-pattern";
import type { InlineScripts } from "./security-headers";
import { PUBLIC_LAYOUT_ID, type RouteEntry } from "./sitemap";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A page as it goes out, made once when it enters the cache: its final bytes in each encoding, and for
 * HTML the Content-Security-Policy whose `script-src` lists the hashes of its inline scripts. A hit
 * writes these bytes as they are, so every visitor (and any proxy in front) gets the same answer.
 */
export type StoredPage = {
  status: number;
  identity: Buffer;
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
 * A read whose answer cannot depend on who asks: GET or HEAD, without a staff session or credentials.
 * Other cookies (a visitor's analytics, another app's on the same domain) change nothing: no public page
 * reads a cookie.
 */
export function isAnonymousRead(request: Request): boolean {
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    !hasSessionCookie(request.headers) &&
    !request.headers.has("authorization")
  );
}

/**
 * What a public page declares in its route module's `handle`:
 * `export const handle = { queryParams: ["q"] }` names the query parameters its loader or component
 * reads; every other parameter is dropped before the page renders and from its cache key. `"name=value"`
 * keeps the parameter only with that value (a switch such as `?portal=aberto`), so no other value renders;
 * `"name=*"` keeps any value of a parameter the site's own data bounds (the blog's categories and pages: an
 * unknown one is the 404), rendered in the site's lane, not the free-text one.
 * `search: true` marks a free-text search, whose query is normalised and limited per address.
 */
export type PublicPage = {
  queryParams: readonly string[];
  search: boolean;
  routeIds: ReadonlySet<string>;
  /**
   * From `handle.sharedNotFound`: this path's 404 is one stored answer for all the paths of its route, so a
   * made-up address never needs a render of its own. `true` (the not-found page) for every path it matches;
   * `{ cityParam: "cidade" }` when the parameter names no active city (`city` is its value here).
   */
  sharedNotFound?: { routeId: string; city?: string };
};

function sharedNotFoundOf(
  matches: ReadonlyArray<{ route: { id?: string }; params: Record<string, string | undefined> }>,
  routes: Record<string, RouteEntry | undefined>,
): PublicPage["sharedNotFound"] {
  for (const match of [...matches].reverse()) {
    const declared = (routes[match.route.id!]?.module?.handle as { sharedNotFound?: unknown } | undefined)
      ?.sharedNotFound;
    if (declared === true) return { routeId: match.route.id! };
    if (declared && typeof declared === "object" && "cityParam" in declared) {
      const city = match.params[String((declared as { cityParam: unknown }).cityParam)];
      if (city !== undefined) return { routeId: match.route.id!, city };
    }
  }
  return undefined;
}

function declaredQueryParams(handle: unknown): string[] {
  if (!handle || typeof handle !== "object" || !("queryParams" in handle)) return [];
  const declared = (handle as { queryParams: unknown }).queryParams;
  return Array.isArray(declared) ? declared.filter((name): name is string => typeof name === "string") : [];
}

const isSearchPage = (handle: unknown) =>
  Boolean(handle && typeof handle === "object" && (handle as { search?: unknown }).search === true);

/**
 * The public page a path renders, from React Router's route table (with what its routes declare), or
 * undefined for a path outside the public layout (console, sign-in).
 */
export function publicPageMatcher(
  routes: Record<string, RouteEntry | undefined>,
): (pathname: string) => PublicPage | undefined {
  const match = pageMatcher(routes);
  return (pathname) => match(pathname).page;
}

/** What one match of a page path gives: its public page (if it is one) and its metrics label. */
export type PageMatch = { page: PublicPage | undefined; pattern: string };

/**
 * Matches a page path (`pagePath`'s: `.data` removed) once against the route table compiled once, for
 * everything a request needs from it: the pipeline's public page and the metrics label (issue 33, M4).
 * What a route declares is read once per route, not per request.
 */
export function pageMatcher(routes: Record<string, RouteEntry | undefined>): (pathname: string) => PageMatch {
  const match = compileRoutes(routeTree(routes));
  const handleOf = (id: string | undefined) => routes[id!]?.module?.handle;
  return (pathname) => {
    const matches = match(pathname);
    const pattern = patternOf(matches);
    if (!matches?.some((found) => found.route.id === PUBLIC_LAYOUT_ID)) return { page: undefined, pattern };
    const handles = matches.map((found) => handleOf(found.route.id));
    return {
      pattern,
      page: {
        queryParams: [...new Set(handles.flatMap(declaredQueryParams))].sort(),
        search: handles.some(isSearchPage),
        routeIds: new Set(matches.map((found) => found.route.id!)),
        sharedNotFound: sharedNotFoundOf(matches, routes),
      },
    };
  };
}

/** A search as the cache and the limit see it: trimmed, lower case, runs of spaces as one. */
export function normaliseSearch(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, " ").slice(0, 100);
}

/**
 * The URL a public page renders for and is cached under: its path plus only the parameters it declares
 * (their first value, in a fixed order). A `.data` request also keeps React Router's `_routes`, limited
 * to the routes the path matches, so a made-up value cannot make a new entry.
 */
export function canonicalPageUrl(url: URL, page: PublicPage): URL {
  const canonical = new URL(url.pathname, url.origin);
  for (const declared of page.queryParams) {
    const [name = "", only] = declared.split("=", 2);
    const value = url.searchParams.get(name);
    if (value === null || (only !== undefined && only !== "*" && value !== only)) continue;
    const kept = page.search ? normaliseSearch(value) : value;
    if (kept !== "") canonical.searchParams.set(name, kept);
  }
  if (url.pathname.endsWith(".data")) {
    const wanted = url.searchParams.get("_routes");
    if (wanted !== null) {
      const ids = [...new Set(wanted.split(","))].filter((id) => page.routeIds.has(id)).sort();
      canonical.searchParams.set("_routes", ids.join(","));
    }
  }
  return canonical;
}

/** SHA-256 of a script's text, base64, as a CSP hash source names it. */
export function scriptHash(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("base64");
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * A page rendered with `nonce`, made the same for every visitor: the nonce leaves every tag, and the
 * inline scripts that carried it are listed by hash instead. Scripts without the nonce (none are
 * rendered, but text from the database could try) are not listed, so they stay blocked as before.
 * Undefined when the nonce shows anywhere else, where removing it is not known to be safe.
 */
export function withScriptHashes(
  html: string,
  nonce: string,
): { html: string; hashes: string[] } | undefined {
  const hashes = new Set<string>();
  if (nonce) {
    const attribute = ` nonce="${nonce}"`;
    for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
      if (attributes.includes(attribute) && !/\ssrc\s*=/i.test(attributes) && text !== "") {
        hashes.add(scriptHash(text));
      }
    }
    html = html.replaceAll(attribute, "");
    if (html.includes(nonce)) return undefined;
  }
  return { html, hashes: [...hashes] };
}

export type PageOptions = {
  /** The CSP for these inline scripts over http or https (the frame sources come from the catalogue). */
  csp: (scripts: InlineScripts, https: boolean) => string;
};

/**
 * Makes the page to keep from a rendered answer and its body: nonce swapped for hashes (HTML only), compressed
 * with brotli and gzip off the main thread. Undefined if its body cannot be sent to everyone alike.
 */
export async function storedPage(
  response: Response,
  body: Buffer,
  nonce: string,
  options: PageOptions,
): Promise<StoredPage | undefined> {
  const type = response.headers.get("content-type") ?? "";
  const isHtml = type.startsWith("text/html");
  const text = body.toString("utf8");
  const made = isHtml
    ? withScriptHashes(text, nonce)
    : text.includes(nonce)
      ? undefined
      : { html: text, hashes: [] };
  if (!made) return undefined;
  const identity = Buffer.from(made.html);
  const [br, gzipped] =
    identity.length < MIN_COMPRESS_BYTES
      ? [undefined, undefined]
      : await Promise.all([
          brotliAsync(identity, {
            params: {
              // Once per page and catalogue version, but a visitor waits for it on a miss: quality 11 saves
              // 3 % more than 9 on the home page at four times the time (~0.6 s on a busy 2-core machine).
              // Pages of thousands of cities (~2 MB) take 5, which stays in tens of milliseconds.
              [constants.BROTLI_PARAM_QUALITY]: identity.length <= 256 * 1024 ? 9 : 5,
              [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            },
          }),
          gzipAsync(identity, { level: 9 }),
        ]);
  const headers = [...response.headers].filter(
    ([name]) => !["content-length", "content-encoding", "content-security-policy"].includes(name),
  );
  const scripts = { hashes: made.hashes };
  return {
    status: response.status,
    identity,
    br,
    gzip: gzipped,
    csp: isHtml ? { http: options.csp(scripts, false), https: options.csp(scripts, true) } : undefined,
    headers,
    size: identity.length + (br?.length ?? 0) + (gzipped?.length ?? 0),
  };
}

/** A stored page's bytes in the best encoding the client takes (brotli, then gzip, then none). */
export function storedBody(
  page: StoredPage,
  acceptEncoding: string | null | undefined,
): { body: Buffer; encoding: Encoding } {
  const encoding: Encoding = page.br ? negotiateEncoding(acceptEncoding) : "identity";
  return { body: encoding === "br" ? page.br! : encoding === "gzip" ? page.gzip! : page.identity, encoding };
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
