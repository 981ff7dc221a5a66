import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Env } from "./env";
import { apiError, MESSAGES } from "./errors";

/** The largest body any form or API write needs; uploads set their own. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * 413 for a body over the cap, with `Connection: close`: the rest of the body is still on its way,
 * and the Node adapter drops a connection it cannot drain quickly, so a client that reused it
 * would see its next request fail. Saying so lets the client open a fresh connection instead.
 */
export function limitBody(maxSize = MAX_BODY_BYTES): MiddlewareHandler<Env> {
  const limit = bodyLimit({
    maxSize,
    onError: (c) => {
      c.header("Connection", "close");
      return apiError(c, 413, "payload_too_large", MESSAGES.payloadTooLarge);
    },
  });
  // Reads without a body skip the check: hono's bodyLimit looks at `request.body`, which makes
  // @hono/node-server build a full Request for every GET and cut the public reads' throughput in half.
  return (c, next) => (BODYLESS_METHODS.has(c.req.method) ? next() : limit(c, next));
}

const BODYLESS_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
