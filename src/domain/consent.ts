// Consent for non-essential tags (issue 57, decision 0069). The site itself sets no non-essential
// cookie: the visit's city lives in the tab's storage, the first-touch attribution is a session cookie
// with no personal data. Tags (Google Tag Manager, GA4, Meta Pixel) are another matter: they load only
// after the visitor's choice in the banner, which shows only when at least one tag ID is set.

/** Bumped whenever the banner's text changes: a choice made on another text is asked again. */
export const CONSENT_VERSION = "2026-11-v1";

/** The first-party cookie holding the choice: 'v=<version>&a=<0|1>&m=<0|1>&t=<day>'. */
export const CONSENT_COOKIE = "vitrine_consentimento";
/** How long the choice is kept (then asked again): six months, as ANPD's cookie guide suggests renewing. */
export const CONSENT_MAX_AGE_SECONDS = 60 * 60 * 24 * 182;

/** What the server counts (no one's identity): everything, nothing, or one category alone. */
export const CONSENT_CHOICES = ["all", "none", "analytics", "marketing"] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

export type ConsentState = { analytics: boolean; marketing: boolean };

export function consentChoiceOf(state: ConsentState): ConsentChoice {
  if (state.analytics && state.marketing) return "all";
  if (state.analytics) return "analytics";
  if (state.marketing) return "marketing";
  return "none";
}

export function encodeConsent(state: ConsentState, day: string): string {
  return `v=${CONSENT_VERSION}&a=${state.analytics ? 1 : 0}&m=${state.marketing ? 1 : 0}&t=${day}`;
}

/** The choice a cookie value holds for the current banner version, or null (none, or another text's). */
export function decodeConsent(value: string | undefined | null): ConsentState | null {
  if (!value) return null;
  const params = new URLSearchParams(value);
  if (params.get("v") !== CONSENT_VERSION) return null;
  const flag = (name: string) => params.get(name) === "1";
  return { analytics: flag("a"), marketing: flag("m") };
}

/** The tag IDs of the settings, each checked for its format ('' when unset). */
export type TagIds = { gtmId: string; ga4Id: string; metaPixelId: string };

export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;
export const GA4_ID_PATTERN = /^G-[A-Z0-9]{4,14}$/;
export const META_PIXEL_ID_PATTERN = /^\d{10,20}$/;

export const hasAnyTag = (ids: TagIds) => Boolean(ids.gtmId || ids.ga4Id || ids.metaPixelId);

/**
 * The subscriber desk's pages: a subscriber types a CPF and a birth date there and sees invoices,
 * contracts and a first name (/suporte's ticket form asks for the CPF too).
 */
const UNTAGGED_PATHS = ["/cliente", "/suporte"] as const;

/**
 * Whether the consented tags (and their CSP origins) may be on an answer: never on the desk's pages, and
 * never on a form's answer, which shows again what the visitor typed (/contrate's steps after the first:
 * the CPF, the birth date, the address). A tag container reads whatever the page it runs in holds, and
 * the marketing role that sets it sees none of these people's data (issue 66, L4).
 */
export function tagsAllowedOn(path: string, method: string): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  return !UNTAGGED_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * The origins each tag loads from and talks to, for the Content-Security-Policy: only the set tags'
 * origins are allowed, and none while no ID is set.
 */
export function tagOrigins(ids: TagIds): {
  script: string[];
  connect: string[];
  img: string[];
  frame: string[];
} {
  const script = new Set<string>();
  const connect = new Set<string>();
  const img = new Set<string>();
  const frame = new Set<string>();
  if (ids.gtmId || ids.ga4Id) {
    script.add("https://www.googletagmanager.com");
    img.add("https://www.googletagmanager.com");
    connect.add("https://www.google-analytics.com");
    connect.add("https://*.google-analytics.com");
    connect.add("https://*.analytics.google.com");
    connect.add("https://www.googletagmanager.com");
    img.add("https://www.google-analytics.com");
    img.add("https://*.google-analytics.com");
  }
  if (ids.gtmId) frame.add("https://www.googletagmanager.com");
  if (ids.metaPixelId) {
    script.add("https://connect.facebook.net");
    connect.add("https://www.facebook.com");
    connect.add("https://connect.facebook.net");
    img.add("https://www.facebook.com");
  }
  return { script: [...script], connect: [...connect], img: [...img], frame: [...frame] };
}

/**
 * The site's fixed dataLayer vocabulary: GTM triggers are written against these names, so they never
 * change; new steps are added, old ones kept. `signup_step` is for the online sign-up's steps.
 */
export const DATA_LAYER_EVENTS = [
  "view_city",
  "view_plan",
  "coverage_check",
  "lead_submitted",
  "contrate_click",
  "signup_step",
] as const;
export type DataLayerEvent = (typeof DATA_LAYER_EVENTS)[number];
