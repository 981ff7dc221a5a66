// Each lead form's own page (issue 39): where its button leads before or without scripts, and where the
// form posts without them; with scripts the button opens the form in a dialog and it posts to the API.
// Kept apart from lead.ts, and one constant each: a plan card's button names one of them, and neither the
// rules of lead.ts nor the other paths must come with it into the public pages' first scripts.

export const COVERAGE_PAGE_PATH = "/avise-me";
export const CALLBACK_PAGE_PATH = "/prefiro-que-me-liguem";
export const BUSINESS_PAGE_PATH = "/empresas/proposta";

/** The query parameter of /prefiro-que-me-liguem that names the plan's offer the visitor asked about. */
export const CALLBACK_PLAN_PARAM = "plano";
