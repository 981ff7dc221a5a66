// The lead forms' own pages without scripts (issue 39): the page finds what the form is about, checks and
// stores a posted form through the same service as `POST /api/leads/:kind`, and renders again with this
// answer. With scripts the same forms open in a dialog and post to the API.

import { CALLBACK_PLAN_PARAM, cityLabel, LEAD_MESSAGES, type LeadKind } from "../../../domain";
import type { AppContext } from "../../../server/http/app-context";
import type { CallbackPrefill } from "../../stores/lead-requests";
import type { LeadFormAnswer } from "./lead-form-kit";

/** Longest query value written to the log: the client chooses it, and a log line must stay a line. */
const LOGGED_VALUE_MAX = 80;

/**
 * The plan of /prefiro-que-me-liguem?plano=RIT-P7-V1, from its current offer's code (the 'Prefiro que me
 * liguem' button sends it); null without one, "unknown" for an unknown or closed offer (the site's 404).
 */
export async function findCallbackPlan(
  context: AppContext,
  url: URL,
): Promise<CallbackPrefill | null | "unknown"> {
  const code = url.searchParams.get(CALLBACK_PLAN_PARAM);
  if (code === null) return null;
  const offer = await context.catalogue.offerByCode(code);
  if (offer?.status !== "current" || offer.kind !== "plan") {
    context.logger.warn({ offer: code.slice(0, LOGGED_VALUE_MAX) }, "callback page for an unknown offer");
    return "unknown";
  }
  const [only] = offer.cities.length === 1 ? offer.cities : [];
  return {
    planId: offer.planId,
    planName: offer.offer.name,
    offerCode: offer.code,
    ...(only ? { cityName: cityLabel(only) } : {}),
  };
}

/** The form's typed values, as text; a field sent twice counts once. */
async function typedValues(request: Request): Promise<Record<string, string>> {
  const form = await request.formData().catch(() => new FormData());
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string" && !(key in values)) values[key] = value;
  return values;
}

/** A posted form's answer and the status the page answers with. */
export type LeadFormReply = { body: LeadFormAnswer; status: number };

/**
 * Checks and stores one lead form posted to its page. `plan` is the page's (a callback is about the plan its
 * address names, never one the body claims).
 */
export async function answerLeadForm(
  context: AppContext,
  request: Request,
  kind: LeadKind,
  plan?: CallbackPrefill | null,
): Promise<LeadFormReply> {
  // An address the store refused for its hourly limit: the page is rendered once from a neutral request
  // and stored for every later post from it (issue 55, M1), so the form is not read.
  if (context.formLimited) return answer({ values: {}, errors: {}, message: LEAD_MESSAGES.rateLimited }, 429);
  const typed = await typedValues(request);
  if (kind === "callback" && !plan) {
    return answer({ values: typed, errors: {}, message: LEAD_MESSAGES.plan }, 400);
  }
  const input = {
    ...typed,
    ...(plan
      ? {
          planId: plan.planId,
          planName: plan.planName,
          offerCode: plan.offerCode ?? "",
          cityName: plan.cityName ?? "",
        }
      : {}),
  };
  const submitted = await context.submitLead(kind, input);
  switch (submitted.outcome) {
    case "stored":
    case "ignored":
      return answer({ values: typed, errors: {}, sent: true });
    case "rateLimited":
      return answer({ values: typed, errors: {}, message: LEAD_MESSAGES.rateLimited }, 429);
    case "invalid":
      return answer({ values: typed, errors: submitted.errors }, 400);
  }
}

const answer = (body: LeadFormAnswer, status = 200): LeadFormReply => ({ body, status });
