import { Readable } from "node:stream";
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import type { Env } from "./env";

export type Encoding = "br" | "gzip" | "identity";

/** Text types worth compressing; images, fonts and archives are compressed already. */
const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|xml|manifest\+json|x-javascript)|image\/svg\+xml)/i;
/** Below this, compression costs more than it saves (a TCP packet carries ~1.4 KB anyway). */
export const MIN_COMPRESS_BYTES = 1024;

/** How much the client wants each coding (RFC 9110 §12.5.3: q-values, `*`, absent means 0). */
function encodingWeights(header: string): (name: string) => number {
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [token, ...params] = part.trim().toLowerCase().split(";");
    if (!token) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(token, Number.isFinite(weight) ? weight : 0);
  }
  return (name) => weights.get(name) ?? weights.get("*") ?? 0;
}

/** The best encoding the client accepts (RFC 9110 §12.5.3, q-values honoured); brotli wins ties. */
export function negotiateEncoding(header: string | undefined | null): Encoding {
  if (!header) return "identity";
  const weightOf = encodingWeights(header);
  const br = weightOf("br");
  const gzip = weightOf("gzip");
  if (br > 0 && br >= gzip) return "br";
  if (gzip > 0) return "gzip";
  return "identity";
}

export function isCompressible(contentType: string | null | undefined): boolean {
  return Boolean(contentType && COMPRESSIBLE.test(contentType));
}

/** Adds Accept-Encoding to Vary without repeating it. */
export function varyOnEncoding(headers: Headers): void {
  const vary = headers.get("vary");
  if (!vary) headers.set("vary", "Accept-Encoding");
  else if (!/accept-encoding|\*/i.test(vary)) headers.set("vary", `${vary}, Accept-Encoding`);
}

/** A body compressed once and kept: cached JSON and pages send these bytes to every client. */
export class CompressedBody {
  private br?: Buffer;
  private gzip?: Buffer;
  constructor(readonly identity: Buffer) {}

  static of(text: string): CompressedBody {
    return new CompressedBody(Buffer.from(text));
  }

  /** The bytes for this encoding, and the encoding actually used (tiny bodies stay identity). */
  encoded(encoding: Encoding): { body: Buffer; encoding: Encoding } {
    if (encoding === "identity" || this.identity.length < MIN_COMPRESS_BYTES) {
      return { body: this.identity, encoding: "identity" };
    }
    if (encoding === "br") {
      this.br ??= brotliCompressSync(this.identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 9,
          [constants.BROTLI_PARAM_SIZE_HINT]: this.identity.length,
        },
      });
      return { body: this.br, encoding };
    }
    this.gzip ??= gzipSync(this.identity, { level: 9 });
    return { body: this.gzip, encoding };
  }
}

function compressor(encoding: "br" | "gzip") {
  // Flush after every chunk React Router writes, so streamed HTML still reaches the browser piece by piece.
  return encoding === "br"
    ? createBrotliCompress({
        flush: constants.BROTLI_OPERATION_FLUSH,
        params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
      })
    : createGzip({ level: 6, flush: constants.Z_SYNC_FLUSH });
}

function compressStream(
  first: Uint8Array,
  reader: ReadableStreamDefaultReader<Uint8Array>,
  encoding: "br" | "gzip",
): ReadableStream<Uint8Array> {
  const zip = compressor(encoding);
  let finished = false;
  zip.once("close", () => {
    if (!finished) void reader.cancel().catch(() => {});
  });
  void (async () => {
    try {
      if (!zip.write(first)) await new Promise((resolve) => zip.once("drain", resolve));
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (!zip.write(value)) await new Promise((resolve) => zip.once("drain", resolve));
      }
      finished = true;
      zip.end();
    } catch (error) {
      finished = true;
      zip.destroy(error as Error);
    }
  })();
  return Readable.toWeb(zip) as unknown as ReadableStream<Uint8Array>;
}

/**
 * Compresses dynamic text answers with brotli or gzip per Accept-Encoding, on the fly and chunk by chunk.
 * Answers that already carry a Content-Encoding (precompressed assets, cached pages) pass untouched.
 */
export function compression(): MiddlewareHandler<Env> {
  const replace = (c: Context<Env>, response: Response) => {
    // Hono copies the old answer's headers onto a new one; start from none so Content-Length goes.
    c.res = undefined;
    c.res = response;
  };
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!isCompressible(res.headers.get("content-type"))) return;
    // Cached bodies and precompressed assets negotiate their own encoding and say so in Vary.
    if (/accept-encoding/i.test(res.headers.get("vary") ?? "")) return;
    if (res.headers.has("content-encoding")) return;
    const encoding = negotiateEncoding(c.req.header("accept-encoding"));
    const declared = Number(res.headers.get("content-length") ?? Number.NaN);
    const skip =
      encoding === "identity" ||
      c.req.method === "HEAD" ||
      res.status === 204 ||
      res.status === 304 ||
      declared < MIN_COMPRESS_BYTES ||
      /no-transform/i.test(res.headers.get("cache-control") ?? "");
    if (skip) {
      // Leave the body alone (reading it would cost the server's fast path for string bodies).
      try {
        varyOnEncoding(res.headers);
      } catch {
        const headers = new Headers(res.headers);
        varyOnEncoding(headers);
        replace(c, new Response(res.body, { status: res.status, statusText: res.statusText, headers }));
      }
      return;
    }
    if (!res.body) return;
    const headers = new Headers(res.headers);
    varyOnEncoding(headers);
    // Read the first chunk: a short answer that ends there is sent as it is.
    const reader = res.body.getReader();
    const first = await reader.read();
    if (first.done) {
      replace(c, new Response(null, { status: res.status, statusText: res.statusText, headers }));
      return;
    }
    let head = first.value;
    if (head.byteLength < MIN_COMPRESS_BYTES) {
      const more = await reader.read();
      if (more.done) {
        headers.set("content-length", String(head.byteLength));
        replace(c, new Response(head, { status: res.status, statusText: res.statusText, headers }));
        return;
      }
      const joined = new Uint8Array(head.byteLength + more.value.byteLength);
      joined.set(head);
      joined.set(more.value, head.byteLength);
      head = joined;
    }
    headers.delete("content-length");
    headers.set("content-encoding", encoding);
    replace(
      c,
      new Response(compressStream(head, reader, encoding), {
        status: res.status,
        statusText: res.statusText,
        headers,
      }),
    );
  };
}
