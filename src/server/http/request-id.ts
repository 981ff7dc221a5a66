import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "../logger";
import type { Env } from "./env";

export const REQUEST_ID_HEADER = "X-Request-Id";

/**
 * A proxy's id is taken only when it is short and plain: it goes into every log line and back to the
 * client, so it must not be able to forge log structure, grow lines, or carry markup.
 */
const TRUSTED_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The id a trusted proxy gave this request, if it is usable; otherwise a new one. */
export function requestIdOf(header: string | undefined, trustProxy: boolean): string {
  const offered = header?.trim();
  if (trustProxy && offered && TRUSTED_ID.test(offered)) return offered;
  return randomUUID();
}

/**
 * First middleware of the app: every answer carries X-Request-Id, and `c.get("logger")` is a child
 * logger whose every line carries the same id, so one request's lines can be found together.
 */
export function requestIds(logger: Logger, trustProxy: boolean): MiddlewareHandler<Env> {
  return async (c, next) => {
    const requestId = requestIdOf(c.req.header(REQUEST_ID_HEADER), trustProxy);
    c.set("requestId", requestId);
    c.set("logger", logger.child({ requestId }));
    await next();
    try {
      c.res.headers.set(REQUEST_ID_HEADER, requestId);
    } catch {
      // A response whose headers are frozen (one passed through from fetch): copy it to add ours.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set(REQUEST_ID_HEADER, requestId);
    }
  };
}
