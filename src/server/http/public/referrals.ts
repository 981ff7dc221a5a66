import { Hono } from "hono";
import { REFERRAL_MESSAGES, type ReferralErrors } from "../../../domain";
import { attributionFromCookies } from "../../../domain/attribution";
import { limitedAddress } from "../../client-address";
import type { Db } from "../../db/client";
import type { FieldCipher } from "../../field-cipher";
import { submitReferral } from "../../services/referrals";
import { apiError, invalidBody, readJsonObject } from "../errors";
import { REFERRALS_PER_HOUR } from "../rate-limits";
import { clientIp } from "../request-origin";
import type { Env } from "../env";

// POST /api/referrals, the /indique form's one call. The referral is stored before the visitor hears
// it was sent; delivery to the sales team happens later, from the database.

export const REFERRAL_INVALID_MESSAGE = "Verifique os campos destacados.";

/** `{ referrer: { cpf: "…" } }` → `{ "referrer.cpf": "…" }`, the keys the page puts under its inputs. */
function flatten(errors: ReferralErrors): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const side of ["referrer", "friend"] as const) {
    for (const [field, message] of Object.entries(errors[side] ?? {})) {
      if (message) fields[`${side}.${field}`] = message;
    }
  }
  return fields;
}

export function publicReferralRoutes(
  db: Db,
  cipher: FieldCipher,
  /** Called once a referral is stored: the delivery worker posts it now rather than on its next round. */
  onStored: () => void = () => {},
  /** Whether a stored referral also goes to the ERP as a prospect (decision 0037). */
  erpProspects: () => boolean = () => false,
) {
  return new Hono<Env>().post("/referrals", async (c) => {
    // Declared JSON, as the page sends it: a form-encoded or text body is not a referral.
    const declaredJson = /^application\/json$/i.test(
      (c.req.header("content-type") ?? "").split(";")[0]!.trim(),
    );
    const body = declaredJson ? await readJsonObject(c.req.raw) : undefined;
    if (!body) return invalidBody(c);

    const submitted = await submitReferral(
      db,
      cipher,
      body,
      limitedAddress(clientIp(c)),
      { perHour: REFERRALS_PER_HOUR },
      { erpProspect: erpProspects(), attribution: attributionFromCookies(c.req.header("cookie")) },
    );
    // The hidden field only bots fill: the same answer as a stored referral, so they learn nothing.
    // Counted in the request log (the field's name, never its value), so a form-filler that trips it
    // shows up rather than vanishing.
    if (submitted.outcome === "ignored") c.set("invalidFields", { website: "honeypot" });
    if (submitted.outcome === "invalid") {
      const fields = flatten(submitted.errors);
      // The log gets which fields were wrong, never what was typed.
      c.set("invalidFields", Object.fromEntries(Object.keys(fields).map((key) => [key, "invalid"])));
      return apiError(c, 400, "invalid", REFERRAL_INVALID_MESSAGE, fields);
    }
    if (submitted.outcome === "rateLimited")
      return apiError(c, 429, "rate_limited", REFERRAL_MESSAGES.rateLimited);
    // Counted in the database, so the limit holds across restarts and processes. A failure to store
    // reaches the app's error handler: logged without values, 500 in the API's shape.
    if (submitted.outcome === "stored") onStored();
    return c.json({ ok: true }, 201);
  });
}
