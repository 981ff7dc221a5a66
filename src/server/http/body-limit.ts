import type { Context, MiddlewareHandler } from "hono";
import { MAX_MATRIX_CHANGES } from "../../domain/schemas";
import type { Env } from "./env";
import { apiError, MESSAGES } from "./errors";

/** The largest body any form or API write needs; uploads and the matrix below set their own. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * The plan × city matrix's save may hold MAX_MATRIX_CHANGES changes (100 cities × 50 plans, every pair
 * at once); the longest change as JSON.stringify writes it, with 10-digit ids, is 77 bytes: 100 a change
 * leaves room for spaces. Under 64 KiB a full save got 413 (probe 2026-11-25, N7).
 */
export const MAX_MATRIX_BODY_BYTES = MAX_MATRIX_CHANGES * 100;
const MATRIX_PATH = /^\/api\/admin\/(business-)?plan-cities\/matrix$/;

/** A matrix's CSV import (decision 0040): the file as base64, up to the schema's 2 MB of CSV. */
export const MAX_MATRIX_IMPORT_BODY_BYTES = 3 * 1024 * 1024;
const IMPORT_PATH = /^\/api\/admin\/(business-)?plan-cities\/import(\/preview)?$/;

/**
 * 413 for a body over the cap, with `Connection: close`: the rest of the body is still on its way,
 * and the Node adapter drops a connection it cannot drain quickly, so a client that reused it
 * would see its next request fail. Saying so lets the client open a fresh connection instead.
 */
export function limitBody(maxSize = MAX_BODY_BYTES): MiddlewareHandler<Env> {
  const limit = capAt(maxSize);
  // The default cap makes way for the matrix's own, so the schema's largest save is read.
  const matrix = maxSize === MAX_BODY_BYTES ? capAt(MAX_MATRIX_BODY_BYTES) : limit;
  const imports = maxSize === MAX_BODY_BYTES ? capAt(MAX_MATRIX_IMPORT_BODY_BYTES) : limit;
  // Reads without a body skip the check: hono's bodyLimit looks at `request.body`, which makes
  // @hono/node-server build a full Request for every GET and cut the public reads' throughput in half.
  return (c, next) =>
    BODYLESS_METHODS.has(c.req.method)
      ? next()
      : (MATRIX_PATH.test(c.req.path) ? matrix : IMPORT_PATH.test(c.req.path) ? imports : limit)(c, next);
}

/**
 * A body's cap. A declared length over it is refused at once. A body without one (chunked) is counted as
 * the handler reads it, never read ahead: hono's `bodyLimit` buffers such a body up to the cap before the
 * next middleware runs, so a stranger's chunked upload or sign-up was read (up to 11 MB) before the session
 * check or the form's lane could refuse it (issue 66, L8). Past the cap the read fails and the answer,
 * whatever the handler made of the failed read, is the 413.
 */
function capAt(maxSize: number): MiddlewareHandler<Env> {
  return async (c, next) => {
    const raw = c.req.raw;
    if (!raw.body) return next();
    const declared = raw.headers.get("content-length");
    if (declared !== null && !raw.headers.has("transfer-encoding"))
      return Number.parseInt(declared, 10) > maxSize ? tooLarge(c) : next();
    let size = 0;
    let over = false;
    const counted = raw.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          size += chunk.byteLength;
          if (size <= maxSize) return controller.enqueue(chunk);
          over = true;
          controller.error(new Error("body over its cap"));
        },
      }),
    );
    c.req.raw = new Request(raw, { body: counted, duplex: "half" } as RequestInit);
    try {
      await next();
    } catch (error) {
      if (!over) throw error;
    }
    if (over) {
      const answer = tooLarge(c);
      // Dropped first: assigning over a response would carry its headers (its length) into the 413.
      c.res = undefined;
      c.res = answer;
    }
  };
}

function tooLarge(c: Context<Env>): Response {
  c.header("Connection", "close");
  return apiError(c, 413, "payload_too_large", MESSAGES.payloadTooLarge);
}

const BODYLESS_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
