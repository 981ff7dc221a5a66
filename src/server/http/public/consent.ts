import { Hono } from "hono";
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_VERSION,
  consentChoiceOf,
  encodeConsent,
} from "../../../domain/consent";
import { offerDay } from "../../../domain/offer";
import { limitedAddress } from "../../client-address";
import type { ConsentTally } from "../../services/consent";
import type { Env } from "../env";
import { apiError, invalidBody, readJsonObject } from "../errors";
import { BUSY_RETRY_AFTER_SECONDS, CONSENT_ANSWERS, CONSENT_LANE } from "../rate-limits";
import { RenderLimit } from "../render-limit";
import { clientIp, requestOrigin } from "../request-origin";
import { TokenBuckets } from "../token-buckets";

// POST /api/consent (issue 57, decision 0069): the cookie banner's answer. The visitor's record is
// the first-party cookie set here (the choice, the banner's text version and the day), readable by the
// page's tag loader; the server keeps only a count per day, version and choice. The body names the
// version the banner showed: an answer to an older text is refused, so a count never mixes texts. The
// count is added up in memory and written a second later with the others (ConsentTally; issue 66, L7), and
// the answers of all addresses together are paced (CONSENT_LANE), so a flood waits its turn.

export function publicConsentRoutes(tally: ConsentTally, lane = new RenderLimit(CONSENT_LANE)) {
  const buckets = new TokenBuckets({ capacity: CONSENT_ANSWERS.atOnce, perSecond: CONSENT_ANSWERS.perSecond });
  return new Hono<Env>().post("/consent", async (c) => {
    const declaredJson = /^application\/json$/i.test(
      (c.req.header("content-type") ?? "").split(";")[0]!.trim(),
    );
    const body = declaredJson ? await readJsonObject(c.req.raw) : undefined;
    if (!body || typeof body.analytics !== "boolean" || typeof body.marketing !== "boolean")
      return invalidBody(c);
    if (body.version !== CONSENT_VERSION)
      return apiError(c, 409, "stale_record", "O aviso de cookies mudou. Recarregue a página e escolha de novo.");
    const address = limitedAddress(clientIp(c));
    if (!buckets.take(address))
      return apiError(c, 429, "rate_limited", "Muitas escolhas seguidas. Tente de novo em instantes.");
    const state = { analytics: body.analytics, marketing: body.marketing };
    const counted = await lane.run(async () => {
      tally.count(CONSENT_VERSION, consentChoiceOf(state));
      return true;
    }, address);
    if (counted !== true) {
      c.header("Retry-After", String(BUSY_RETRY_AFTER_SECONDS));
      return apiError(c, 503, "busy", "O site está com muitos acessos neste momento. Tente de novo em instantes.");
    }
    const secure = requestOrigin(c).startsWith("https://");
    // Not HttpOnly: the page's tag loader reads it on every later page.
    c.header(
      "Set-Cookie",
      `${CONSENT_COOKIE}=${encodeURIComponent(encodeConsent(state, offerDay(new Date())))}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure ? "; Secure" : ""}`,
    );
    return c.json({ ok: true, version: CONSENT_VERSION, ...state }, 201);
  });
}
