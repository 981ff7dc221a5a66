import type { MiddlewareHandler } from "hono";
import {
  ATTRIBUTION_COOKIE,
  attributionFromCookies,
  attributionFromUrl,
  encodeAttribution,
  hasAttributionParams,
} from "../../domain/attribution";
import type { Env } from "./env";
import { requestOrigin } from "./request-origin";

// First-touch attribution (issue 57, decision 0069). A public page reached through an address with
// campaign parameters (utm_*, gclid, fbclid) sets a session cookie holding them and the landing path,
// unless the visit already has one (the first touch wins). The page's bytes do not change: the stored
// page is answered as for anyone, and only this answer gains the Set-Cookie, which makes it no-store and
// keeps it out of the server's replay, the CDN's cache tags and any shared cache (security-headers.ts,
// replay.ts). Such addresses never reach the replay front as they are (unknown parameters go through
// Hono), so no stored answer skips this; and every answer to such an address is no-store, so a CDN
// that keys on the full address never hands one visitor's answer (without the cookie) to the next. The
// cookie holds no personal data: only what the link said.

export function firstTouch(): MiddlewareHandler<Env> {
  return async (c, next) => {
    await next();
    if (c.req.method !== "GET") return;
    const url = new URL(c.req.url);
    if (!hasAttributionParams(url.search) || url.pathname.startsWith("/api/")) return;
    if (!(c.res.headers.get("content-type") ?? "").startsWith("text/html") || c.res.status >= 400) return;
    const attribution = attributionFromCookies(c.req.header("cookie")) ? null : attributionFromUrl(url);
    const secure = requestOrigin(c).startsWith("https://") ? "; Secure" : "";
    const set = (response: Response) => {
      // Whether or not this answer sets the cookie, no shared cache (a CDN keys on the full address) may
      // keep a campaign address's answer: the next visitor of the same link must reach this code.
      response.headers.set("Cache-Control", "no-store");
      if (attribution)
        response.headers.append(
          "Set-Cookie",
          `${ATTRIBUTION_COOKIE}=${encodeAttribution(attribution)}; Path=/; HttpOnly; SameSite=Lax${secure}`,
        );
    };
    try {
      set(c.res);
    } catch {
      const copy = new Response(c.res.body, c.res);
      set(copy);
      c.res = copy;
    }
  };
}
