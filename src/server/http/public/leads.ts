import { type Context, Hono } from "hono";
import { LEAD_MESSAGES, type LeadKind } from "../../../domain";
import { attributionFromCookies } from "../../../domain/attribution";
import { limitedAddress } from "../../client-address";
import type { Db } from "../../db/client";
import type { FieldCipher } from "../../field-cipher";
import { submitLead } from "../../services/leads";
import type { Env } from "../env";
import { apiError, invalidBody, readJsonObject } from "../errors";
import { LEADS_PER_HOUR } from "../rate-limits";
import { clientIp } from "../request-origin";

// POST /api/leads/coverage, /api/leads/callback and /api/leads/business: the lead forms' one call each
// (decision 0026). A lead is stored before the visitor hears it was sent; delivery to the sales team
// happens later, from the database, as for referrals. The same forms posted without scripts reach
// `submitLead` through their pages' actions (the *_PAGE_PATH constants).

/** The public path of each form's route, as PUBLIC_WRITES declares them. */
export const LEAD_PATHS: Record<LeadKind, string> = {
  coverage: "/leads/coverage",
  callback: "/leads/callback",
  business: "/leads/business",
};

export function publicLeadRoutes(
  db: Db,
  cipher: FieldCipher,
  /** Called once a lead is stored: the delivery worker posts it now rather than on its next round. */
  onStored: () => void = () => {},
  /** Whether a stored lead also goes to the ERP as a prospect (decision 0037). */
  erpProspects: () => boolean = () => false,
) {
  const handle = (kind: LeadKind) => async (c: Context<Env>) => {
    // Declared JSON, as the forms send it: a form-encoded or text body is not a lead.
    const declaredJson = /^application\/json$/i.test(
      (c.req.header("content-type") ?? "").split(";")[0]!.trim(),
    );
    const body = declaredJson ? await readJsonObject(c.req.raw) : undefined;
    if (!body) return invalidBody(c);

    // Counted in the database, so the limit holds across restarts and processes.
    const submitted = await submitLead(
      db,
      cipher,
      kind,
      body,
      limitedAddress(clientIp(c)),
      { perHour: LEADS_PER_HOUR },
      { erpProspect: erpProspects(), attribution: attributionFromCookies(c.req.header("cookie")) },
    );
    switch (submitted.outcome) {
      case "ignored":
        // Counted in the request log (the field's name, never its value).
        c.set("invalidFields", { website: "honeypot" });
        return c.json({ ok: true }, 201);
      case "invalid":
        // The log gets which fields were wrong, never what was typed.
        c.set("invalidFields", Object.fromEntries(Object.keys(submitted.errors).map((key) => [key, "invalid"])));
        return apiError(c, 400, "invalid", LEAD_MESSAGES.invalid, submitted.errors);
      case "rateLimited":
        return apiError(c, 429, "rate_limited", LEAD_MESSAGES.rateLimited);
      case "stored":
        // A failure to store reaches the app's error handler: logged without values, 500 in the API's shape.
        onStored();
        return c.json({ ok: true }, 201);
    }
  };

  return new Hono<Env>()
    .post(LEAD_PATHS.coverage, handle("coverage"))
    .post(LEAD_PATHS.callback, handle("callback"))
    .post(LEAD_PATHS.business, handle("business"));
}
