import { createHash } from "node:crypto";
import type { Context } from "hono";
import { CompressedBody, negotiateEncoding } from "./compression";
import type { Env } from "./env";

/** Browsers and proxies may reuse a public answer for a minute, and serve it stale while revalidating. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=600";

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => {
    const candidate = tag.trim();
    return candidate === "*" || candidate.replace(/^W\//, "") === bare;
  });
}

/** A public JSON answer encoded once: the body in each encoding and its ETag. */
type CachedJson = { body: CompressedBody; etag: string };

/**
 * Each catalogue value's JSON answer. The catalogue hands out the same object until a write drops it, so
 * the answer is encoded once per catalogue version and goes when the value does.
 */
const encoded = new WeakMap<object, CachedJson>();

function jsonEntry(value: unknown): CachedJson {
  const text = JSON.stringify(value);
  const hash = createHash("sha1").update(text).digest("base64url").slice(0, 22);
  return { body: CompressedBody.of(text), etag: `W/"${hash}"` };
}

/**
 * A catalogue value (catalogue.ts) as a public JSON answer, `shape` wrapping it as the API sends it
 * (each value has one JSON shape): 304 when the client holds this version, else the bytes in its encoding.
 */
export function sendCachedJson<T extends object>(
  c: Context<Env>,
  value: T,
  shape: (value: T) => unknown = (same) => same,
): Response {
  let entry = encoded.get(value);
  if (!entry) {
    entry = jsonEntry(shape(value));
    encoded.set(value, entry);
  }
  const headers: Record<string, string> = {
    ETag: entry.etag,
    "Cache-Control": PUBLIC_CACHE_CONTROL,
    Vary: "Accept-Encoding",
  };
  if (matchesEtag(c.req.header("if-none-match"), entry.etag))
    return new Response(null, { status: 304, headers });
  const { body, encoding } = entry.body.encoded(negotiateEncoding(c.req.header("accept-encoding")));
  // The same bytes for every request to this URL until the catalogue changes: the server's front may send
  // them again (decision 0021). Not with a query string, which these routes do not read.
  if (c.req.method === "GET" && !c.env?.incoming?.url?.includes("?")) c.set("replayable", { body });
  headers["Content-Type"] = "application/json; charset=utf-8";
  if (encoding !== "identity") headers["Content-Encoding"] = encoding;
  return new Response(c.req.method === "HEAD" ? null : (body as Uint8Array<ArrayBuffer>), { headers });
}
