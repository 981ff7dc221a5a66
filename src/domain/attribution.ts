import { hasControlCharacters } from "./control-characters";

// First-touch attribution (issue 57, decision 0069): the campaign parameters of the address a visit
// landed on, kept for the visit in a first-party cookie the server sets on that landing request, and
// attached to the lead, referral or sign-up the visit stores. No personal data: only what the link said
// and the path it led to. Every value is cut to a bounded length and stripped of control characters, so a
// crafted link cannot bloat the cookie, the row or the ERP's record.

/** The cookie: HttpOnly, SameSite=Lax, for the browser session (the visit). */
export const ATTRIBUTION_COOKIE = "vitrine_origem";

/** Each address parameter and the field it fills. */
export const ATTRIBUTION_PARAMS = {
  utm_source: "source",
  utm_medium: "medium",
  utm_campaign: "campaign",
  utm_term: "term",
  utm_content: "content",
  gclid: "gclid",
  fbclid: "fbclid",
} as const;

export type AttributionField = (typeof ATTRIBUTION_PARAMS)[keyof typeof ATTRIBUTION_PARAMS];

/** What a lead, referral or sign-up carries of the visit's first touch. */
export type Attribution = Partial<Record<AttributionField, string>> & {
  /** The path the visit landed on ('/planos/vitoria-es'), without its query. */
  landing: string;
};

/** Longest kept value of each field: campaign names are short; click ids run longer. */
const MAX_LENGTH: Record<AttributionField | "landing", number> = {
  source: 100,
  medium: 100,
  campaign: 100,
  term: 100,
  content: 100,
  gclid: 200,
  fbclid: 200,
  landing: 200,
};

/** A value as kept: trimmed, no control characters or angle brackets, cut to its field's length. */
export function sanitizeAttributionValue(field: AttributionField | "landing", value: string): string {
  const plain = hasControlCharacters(value) ? value.replace(/[\p{Cc}\p{Cs}\p{Cf}]/gu, "") : value;
  return plain.replace(/[<>]/g, "").trim().slice(0, MAX_LENGTH[field]);
}

/** The landing path as kept: a path of this site only ('/…'), never another origin or a query. */
function landingPath(path: string): string {
  const clean = sanitizeAttributionValue("landing", path.split(/[?#]/)[0] ?? "/");
  return clean.startsWith("/") && !clean.startsWith("//") ? clean : "/";
}

/** The attribution an address carries, or null when it has none of the parameters. */
export function attributionFromUrl(url: URL): Attribution | null {
  const found: Attribution = { landing: landingPath(url.pathname) };
  let any = false;
  for (const [param, field] of Object.entries(ATTRIBUTION_PARAMS) as [string, AttributionField][]) {
    const raw = url.searchParams.get(param);
    if (raw === null) continue;
    const value = sanitizeAttributionValue(field, raw);
    if (value === "") continue;
    found[field] = value;
    any = true;
  }
  return any ? found : null;
}

/** Whether an address carries any attribution parameter (cheap: no URL parsing of values). */
export function hasAttributionParams(search: string): boolean {
  return /[?&](utm_(source|medium|campaign|term|content)|gclid|fbclid)=/.test(search);
}

/** The cookie's value: the fields as a query string (landing as `l`), percent-encoded once more. */
export function encodeAttribution(attribution: Attribution): string {
  const params = new URLSearchParams();
  params.set("l", attribution.landing);
  for (const field of Object.values(ATTRIBUTION_PARAMS)) {
    const value = attribution[field];
    if (value) params.set(field, value);
  }
  return encodeURIComponent(params.toString());
}

/** The attribution a cookie value holds, checked again (a client may send anything), or null. */
export function decodeAttribution(value: string): Attribution | null {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(decodeURIComponent(value));
  } catch {
    return null;
  }
  const found: Attribution = { landing: landingPath(params.get("l") ?? "/") };
  let any = false;
  for (const field of Object.values(ATTRIBUTION_PARAMS)) {
    const raw = params.get(field);
    if (raw === null) continue;
    const clean = sanitizeAttributionValue(field, raw);
    if (clean === "") continue;
    found[field] = clean;
    any = true;
  }
  return any ? found : null;
}

/** The attribution in a Cookie header, or null. */
export function attributionFromCookies(cookieHeader: string | null | undefined): Attribution | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === ATTRIBUTION_COOKIE) return decodeAttribution(rest.join("="));
  }
  return null;
}

/** The labels the console and the CSV give each field. */
export const ATTRIBUTION_LABELS: Record<AttributionField | "landing", string> = {
  source: "Origem (utm_source)",
  medium: "Mídia (utm_medium)",
  campaign: "Campanha (utm_campaign)",
  term: "Termo (utm_term)",
  content: "Conteúdo (utm_content)",
  gclid: "gclid",
  fbclid: "fbclid",
  landing: "Página de entrada",
};

/** The CSV exports' columns of the first touch, in order. */
export const ATTRIBUTION_COLUMNS = [...Object.values(ATTRIBUTION_PARAMS), "landing"] as const;

/** 'instagram / black-friday', or empty: the one line the console's list shows. */
export function attributionSummary(attribution: Attribution | null | undefined): string {
  if (!attribution) return "";
  const source =
    attribution.source ?? (attribution.gclid ? "google (gclid)" : attribution.fbclid ? "meta (fbclid)" : "");
  return [source, attribution.campaign].filter(Boolean).join(" / ");
}

/** The lines an ERP's note and a relay message carry ('Origem: instagram', …), none without attribution. */
export function attributionNoteLines(attribution: Attribution | null | undefined): string[] {
  if (!attribution) return [];
  const lines: string[] = [];
  for (const field of [...Object.values(ATTRIBUTION_PARAMS), "landing"] as const) {
    const value = attribution[field];
    if (value) lines.push(`${ATTRIBUTION_LABELS[field]}: ${value}`);
  }
  return lines;
}

/** Whether a value equals a filter, ignoring case and surrounding spaces; an empty filter matches all. */
export function matchesAttributionFilter(value: string | undefined, filter: string | undefined): boolean {
  if (!filter?.trim()) return true;
  return (value ?? "").trim().toLocaleLowerCase("pt-BR") === filter.trim().toLocaleLowerCase("pt-BR");
}
