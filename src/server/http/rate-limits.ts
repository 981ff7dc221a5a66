import type { RenderLimitOptions } from "./render-limit";

// Every limit the site puts on what one client may ask for, in one place (docs/security.md explains each).
// Addresses are counted as `limitedAddress` gives them: IPv4 as it is, IPv6 by its /64.
// Two more live with what they guard: better-auth's sign-in limiter (src/server/auth.ts, in the database)
// and the per-account waits after failed sign-ins (services/sign-in-failures.ts).

/** Site searches (`/busca`, `/blog?q=`, `/ofertas?q=`) per address: 10 at once, then one every 2 s. */
export const SEARCHES = { atOnce: 10, perSecond: 0.5, retryAfterSeconds: 10 } as const;

/** CEP lookups (`GET /api/cep/:cep`) per address: 20 at once, then one a second. */
export const CEP_LOOKUPS = { atOnce: 20, perSecond: 1 } as const;

/**
 * Password links (`POST /api/staff-password`) per address: 20 at once, then one every two seconds. A
 * person sets a password once (maybe after a typo); a guesser of links gets a bounded number of lookups,
 * and a link that is not there costs no password hash (services/staff-accounts.ts).
 */
export const STAFF_PASSWORD_ATTEMPTS = { atOnce: 20, perSecond: 0.5 } as const;

/** Referrals ('Indique um amigo') stored per address and hour, counted in the database (every process). */
export const REFERRALS_PER_HOUR = 5;

/** Leads ('Avise-me', callback, business contact) stored per address and hour, counted in the database. */
export const LEADS_PER_HOUR = 5;

/** Newsletter sign-ups (the blog's box) stored per address and hour, counted in the database. */
export const NEWSLETTER_SIGNUPS_PER_HOUR = 5;

/**
 * The subscriber pages' lookups through the ERP (decision 0037): per address 10 at once, then one a
 * minute; per CPF or CNPJ, from any address, 5 at once, then one every 5 minutes, so a leaked CPF cannot
 * be tried against many birth dates. Per process, like the other buckets.
 */
export const SUBSCRIBER_LOOKUPS_PER_ADDRESS = { capacity: 10, perSecond: 1 / 60 } as const;
export const SUBSCRIBER_LOOKUPS_PER_DOCUMENT = { capacity: 5, perSecond: 1 / 300 } as const;
// The site's ceiling on them (every address together) is a setting: DESK_LOOKUPS_PER_MINUTE (config.ts).

/**
 * Renders of the site's own pages (a path and the parameters it declares, with no free text): after a
 * catalogue change every page misses once, so these may queue for a while. One address may have four in
 * flight (a crawler walking the sitemap after a write).
 */
export const PAGE_RENDERS: RenderLimitOptions = {
  concurrency: 2,
  maxQueue: 32,
  maxWaitMs: 2_000,
  perAddress: 4,
};

/**
 * Renders whose URL an anonymous client can vary at will (a search text): one at a time in the process,
 * one in flight per address, at most a quarter of the time, and never a wait past two seconds. Whatever
 * arrives beyond gets the fast 503; stored answers keep the rest of the event loop (issue 33, M4).
 */
export const VARIED_RENDERS: RenderLimitOptions = {
  concurrency: 1,
  maxQueue: 8,
  maxWaitMs: 2_000,
  perAddress: 1,
  timeShare: 0.25,
};

/**
 * Renders of a public form posted without scripts (the lead forms, /indique, the blog's newsletter box,
 * /contrate; issue 55, M1): an anonymous client can post them in a loop, so they are bounded like the
 * searches: one at a time, two in flight per address (a double click), a quarter of the event loop's busy
 * time (a store's wait on PostgreSQL is not CPU). The queue is fair by address (issue 66, M-FORMS): an
 * address with no render here in the last minute waits ahead of every address with one, and takes a full
 * queue's latest place from them, so a flood from many addresses delays its own posts, not a visitor's
 * form. A visitor who sent a form waits up to four seconds for a slot rather than get the 503 at once.
 */
export const FORM_RENDERS: RenderLimitOptions = {
  concurrency: 1,
  maxQueue: 32,
  maxWaitMs: 4_000,
  perAddress: 2,
  timeShare: 0.25,
  shareOfBusyTime: true,
  recentMs: 60_000,
};

/**
 * Renders of the subscriber pages' POSTs (issue 55, M1): each waits on the ERP (up to its timeout) while
 * holding its slot, so four run at once, and their quarter of the time (the four slots together) counts the
 * event loop's busy time, not the ERP's. A limited address never reaches this lane: it gets the stored 'Muitas consultas…' page.
 * Fair by address like the forms' lane (issue 66, M-FORMS).
 */
export const DESK_RENDERS: RenderLimitOptions = {
  concurrency: 4,
  maxQueue: 32,
  maxWaitMs: 4_000,
  perAddress: 2,
  timeShare: 0.25,
  shareOfBusyTime: true,
  recentMs: 60_000,
};

/** What a visitor past the desk's lookup limit is told to wait (its stored page's Retry-After). */
export const DESK_LIMITED_RETRY_AFTER_SECONDS = 60;

/**
 * What a visitor at a public form's hourly limit is told to wait (its stored page's Retry-After): the
 * same for everyone, so the window the limit counts, after which the limit has lifted for anyone.
 */
export const FORM_LIMITED_RETRY_AFTER_SECONDS = 60 * 60;

/** What a visitor is told to wait when every render slot is taken (the 503 page's Retry-After). */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * Cookie-banner answers (`POST /api/consent`, issue 57) per address: 10 at once, then one every 6 s. Each
 * adds one to a day's count and nothing else; the limit keeps a script from inflating the counts fast.
 */
export const CONSENT_ANSWERS = { atOnce: 10, perSecond: 1 / 6 } as const;

/**
 * The cookie banner's answers, all addresses together (issue 66, L7): each is cheap, but each is a request
 * through the whole pipeline, and a flood from a new address every time passes any per-address limit. Two
 * at a time, each slot closed for 40 ms: at most 50 answers a second per process, far above a real site's
 * banners, while a flood's connections wait their turn instead of taking the loop from stored pages. A
 * visitor's answer waits behind at most the flood's connections (maxQueue), then gets a fast 503.
 */
export const CONSENT_LANE: RenderLimitOptions = {
  concurrency: 2,
  maxQueue: 32,
  maxWaitMs: 2_000,
  perAddress: 2,
  minSlotMs: 40,
  recentMs: 60_000,
};

/**
 * Geocoder queries ('Contrate online': step 1's address → a point, 'Usar minha localização''s point → an
 * address; issue 66, L6) per visitor's address: 5 at once, then one every 12 s. Each answer is kept for the
 * journey (GEOCODER_ANSWER_MS in coverage/viability.ts), so the later steps ask nothing; only a new
 * address or point takes one. Nominatim's own policy is one query a second for the whole site. Per process.
 */
export const GEOCODER_QUERIES = { capacity: 5, perSecond: 1 / 12 } as const;

/**
 * What one subscriber-desk proof (the visit's `vitrine_assinante`; issue 66, L12) may ask the ERP for, from
 * whichever addresses it is used: 10 pages or buttons at once, then one every 6 s. A proof copied to many
 * addresses costs the ERP no more than the subscriber's own visit. Per process, like the lookups.
 */
export const DESK_PROOF_CALLS = { capacity: 10, perSecond: 1 / 6 } as const;
