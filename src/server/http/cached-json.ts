import type { Context } from "hono";
import type { CachedJson } from "../catalogue";
import { negotiateEncoding } from "./compression";
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

/** A cached public JSON answer: 304 when the client holds this version, else the bytes in its encoding. */
export function sendCachedJson(c: Context<Env>, entry: CachedJson): Response {
  const headers: Record<string, string> = {
    ETag: entry.etag,
    "Cache-Control": PUBLIC_CACHE_CONTROL,
    Vary: "Accept-Encoding",
  };
  if (matchesEtag(c.req.header("if-none-match"), entry.etag))
    return new Response(null, { status: 304, headers });
  const { body, encoding } = entry.body.encoded(negotiateEncoding(c.req.header("accept-encoding")));
  headers["Content-Type"] = "application/json; charset=utf-8";
  if (encoding !== "identity") headers["Content-Encoding"] = encoding;
  return new Response(c.req.method === "HEAD" ? null : (body as Uint8Array<ArrayBuffer>), { headers });
}
