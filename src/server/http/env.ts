import type { HttpBindings } from "@hono/node-server";
import type { StaffSession } from "../auth";

/** The Hono environment every route and middleware of the app shares. */
export type Env = {
  Bindings: Partial<HttpBindings>;
  /**
   * cspNonce: this response's Content-Security-Policy nonce, set first thing for every request.
   * invalidFields: which fields a refused request got wrong and why (zod's reason codes), for the
   * request log; never the values.
   * staff: the signed-in staff member, once a guard has looked the session up (once per request).
   */
  Variables: { cspNonce: string; invalidFields?: Record<string, string>; staff?: StaffSession };
};
