import type { HttpBindings } from "@hono/node-server";
import type { StaffSession } from "../auth";
import type { Logger } from "../logger";
import type { Replayable } from "./replay";

/** The Hono environment every route and middleware of the app shares. */
export type Env = {
  Bindings: Partial<HttpBindings>;
  /**
   * cspNonce: this response's Content-Security-Policy nonce, set first thing for every request.
   * invalidFields: which fields a refused request got wrong and why (zod's reason codes), for the
   * request log; never the values.
   * staff: the signed-in staff member, once a guard has looked the session up (once per request).
   * requestId / logger: this request's id (X-Request-Id) and a logger whose lines carry it.
   */
  Variables: {
    cspNonce: string;
    invalidFields?: Record<string, string>;
    staff?: StaffSession;
    requestId: string;
    /** The client's address and the origin the browser used, established once (request-origin.ts). */
    clientIp: string;
    origin: string;
    logger: Logger;
    /** Set by a handler whose answer is the same for every request with the same key (replay.ts). */
    replayable?: Replayable;
    /** A page's route pattern, from the page pipeline's one match of the path (for the metrics). */
    pagePattern?: string;
    /** The route pattern the request was counted under in the metrics. */
    routePattern?: string;
  };
};
