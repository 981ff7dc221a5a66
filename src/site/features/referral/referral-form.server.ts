// /indique's form without scripts (issue 39): the wizard posts its step to the page, which renders again
// with this answer. With scripts the wizard (an island) keeps its steps in the page and posts to
// /api/referrals.

import {
  checkReferralPerson,
  REFERRAL_FIELDS,
  REFERRAL_MESSAGES,
  type ReferralPerson,
} from "../../../domain";
import type { AppContext } from "../../../server/http/app-context";
import {
  EMPTY,
  forDisplay,
  REFERRAL_STEP_FIELD,
  REFERRER_FIELD_PREFIX,
  type ReferralFormAnswer,
} from "./referral-wizard";

/** A posted step's answer and the status the page answers with. */
export type ReferralFormReply = { body: ReferralFormAnswer; status: number };

export async function answerReferralForm(context: AppContext, request: Request): Promise<ReferralFormReply> {
  // An address the store refused for its hourly limit: the page is rendered once from a neutral request
  // and stored for every later post from it (issue 55, M1), so the form is not read.
  if (context.formLimited)
    return answer({ step: 1, values: EMPTY, errors: {}, message: REFERRAL_MESSAGES.rateLimited }, 429);
  const form = await request.formData().catch(() => new FormData());
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value : "";
  };
  const person = (prefix: string) =>
    Object.fromEntries(REFERRAL_FIELDS.map((field) => [field, text(prefix + field)])) as ReferralPerson;
  const typed = person("");
  const step = text(REFERRAL_STEP_FIELD);

  if (step === "voltar") {
    const referrer = checkReferralPerson(person(REFERRER_FIELD_PREFIX));
    return answer({ step: 1, values: referrer.ok ? forDisplay(referrer.values) : EMPTY, errors: {} });
  }
  if (step !== "2") {
    const referrer = checkReferralPerson(typed);
    if (!referrer.ok) return answer({ step: 1, values: typed, errors: referrer.errors }, 400);
    return answer({ step: 2, values: EMPTY, errors: {}, referrer: referrer.values });
  }

  const referrer = person(REFERRER_FIELD_PREFIX);
  const submitted = await context.submitReferral({ referrer, friend: typed, website: text("website") });
  switch (submitted.outcome) {
    case "stored":
    case "ignored":
      return answer({ step: 1, values: EMPTY, errors: {}, sent: true });
    case "rateLimited":
      return answer(
        { step: 2, values: typed, errors: {}, referrer, message: REFERRAL_MESSAGES.rateLimited },
        429,
      );
    case "invalid": {
      const { referrer: referrerErrors, friend: friendErrors = {} } = submitted.errors;
      // Step 1's hidden copy was refused (edited by hand): back to it with its messages.
      if (referrerErrors && Object.keys(referrerErrors).length > 0)
        return answer({ step: 1, values: referrer, errors: referrerErrors }, 400);
      return answer({ step: 2, values: typed, errors: friendErrors, referrer }, 400);
    }
  }
}

const answer = (body: ReferralFormAnswer, status = 200): ReferralFormReply => ({ body, status });
