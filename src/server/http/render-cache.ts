import { matchRoutes, type RouteObject } from "react-router";
import { acceptsGzip, MIN_COMPRESS_BYTES, SplicedGzip, varyOnEncoding } from "./compression";
import { PUBLIC_LAYOUT_ID, type RouteEntry } from "./sitemap";

type Entry = {
  /**
   * The rendered HTML (or React Router `.data` payload), uncompressed, as UTF-8 bytes cut where the CSP
   * nonce it was rendered with stood: each hit joins the pieces with the request's own nonce.
   */
  parts: Buffer[];
  /** The same pieces deflated once, for the clients that take gzip (every browser). */
  gzip: SplicedGzip;
  size: number;
  status: number;
  headers: Array<[string, string]>;
};

/** React Router's data URL for a page: `/_root.data` is `/`, `/planos.data` is `/planos`. */
export function pagePathOf(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

/** A request whose answer cannot depend on who asks: GET, no cookie, no credentials. */
export function isAnonymousGet(request: Request): boolean {
  return request.method === "GET" && !request.headers.has("cookie") && !request.headers.has("authorization");
}

/** Whether a path renders inside the public layout, from React Router's route table. */
export function publicPageMatcher(
  routes: Record<string, RouteEntry | undefined>,
): (pathname: string) => boolean {
  const byParent = new Map<string | undefined, RouteEntry[]>();
  for (const entry of Object.values(routes)) {
    if (!entry) continue;
    const siblings = byParent.get(entry.parentId) ?? [];
    siblings.push(entry);
    byParent.set(entry.parentId, siblings);
  }
  const tree = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((entry) =>
      entry.index
        ? { id: entry.id, index: true }
        : { id: entry.id, path: entry.path, children: tree(entry.id) },
    );
  const routeObjects = tree(undefined);
  return (pathname) =>
    (matchRoutes(routeObjects, pathname) ?? []).some((match) => match.route.id === PUBLIC_LAYOUT_ID);
}

/**
 * Public pages that are the same for every visitor, rendered once per catalogue version: cleared whenever
 * the catalogue changes, and empty in each new process (so a new build starts afresh).
 */
export class RenderCache {
  private entries = new Map<string, Entry>();
  private generation = 0;
  private bytes = 0;

  /**
   * Bounded by count and by size: with thousands of cities a home page weighs ~600 KB, and query strings
   * are free to invent. The oldest entries go first.
   */
  constructor(
    private readonly maxEntries = 500,
    private readonly maxBytes = 24 * 1024 * 1024,
  ) {}

  /**
   * A fresh answer for this request from the cached render, with this request's nonce: gzip when the
   * client takes it (joined from the pieces compressed once), else the plain bytes.
   */
  get(key: string, nonce: string, acceptEncoding?: string | null): Response | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const glue = Buffer.from(nonce);
    const headers = new Headers(entry.headers);
    let body: Buffer;
    if (entry.gzip.byteLength > 0 && acceptsGzip(acceptEncoding)) {
      body = entry.gzip.join(glue);
      headers.set("content-encoding", "gzip");
      varyOnEncoding(headers);
    } else {
      const [first, ...rest] = entry.parts;
      body =
        rest.length > 0
          ? Buffer.concat(entry.parts.flatMap((part, i) => (i === 0 ? [part] : [glue, part])))
          : first!;
    }
    return new Response(body as Uint8Array<ArrayBuffer>, { status: entry.status, headers });
  }

  /**
   * Passes `response` through while keeping a copy of its body for the next visitor. Skipped when the
   * catalogue changed while it rendered: that render may hold the old data.
   */
  store(key: string, nonce: string, response: Response): Response {
    if (!this.isCacheable(response) || !response.body) return response;
    const generation = this.generation;
    const [toClient, toCache] = response.body.tee();
    const headers = [...response.headers].filter(([name]) => name !== "content-length");
    void new Response(toCache)
      .text()
      .then((body) => {
        if (generation !== this.generation) return;
        const parts = (nonce ? body.split(nonce) : [body]).map((part) => Buffer.from(part));
        const plainSize = parts.reduce((total, part) => total + part.length, 0);
        // Too small to gain from compression: an empty SplicedGzip marks it to go out plain.
        const gzip = new SplicedGzip(plainSize < MIN_COMPRESS_BYTES ? [] : parts);
        const size = plainSize + gzip.byteLength;
        if (generation !== this.generation || size > this.maxBytes) return;
        this.delete(key);
        while (this.entries.size >= this.maxEntries || this.bytes + size > this.maxBytes) {
          const oldest = this.entries.keys().next().value;
          if (oldest === undefined) break;
          this.delete(oldest);
        }
        this.entries.set(key, { parts, gzip, size, status: response.status, headers });
        this.bytes += size;
      })
      .catch(() => {});
    return new Response(toClient, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.size;
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  private isCacheable(response: Response): boolean {
    const type = response.headers.get("content-type") ?? "";
    return (
      response.status === 200 &&
      !response.headers.has("set-cookie") &&
      !/no-store|private/i.test(response.headers.get("cache-control") ?? "") &&
      (type.startsWith("text/html") || type.startsWith("text/x-script"))
    );
  }
}
