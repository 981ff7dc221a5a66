import { createHash } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { setImmediate as yieldToPending } from "node:timers/promises";
import type { Context } from "hono";
import { type LeadKind, STREAMING_CATALOGUE } from "../../domain";
import { type Attribution, attributionFromCookies } from "../../domain/attribution";
import { tagOrigins, tagsAllowedOn } from "../../domain/consent";
import { hasControlCharacters } from "../../domain/control-characters";
import { ACCOUNT_PAGES } from "../../domain/subscriber-account";
import { type Auth, cookieHasSession, getStaffSession } from "../auth";
import { cacheTagHeaders, collectCacheTags } from "../cache-tags";
import type { Catalogue } from "../catalogue";
import { limitedAddress } from "../client-address";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { SubscriberAccount } from "../erp/account";
import { hasAccountSession } from "../erp/account";
import type { SubscriberDesk } from "../erp/desk";
import { hasDeskProof } from "../erp/desk";
import type { LeadSubmission } from "../services/leads";
import type { NewsletterSubmission } from "../services/newsletter";
import type { OutageRequestContext, OutageSubscription } from "../services/outage-leads";
import type { ReferralSubmission } from "../services/referrals";
import type { AppContext, RenderRequest } from "./app-context";
import type { Env } from "./env";
import { isMultipart, refuseNonFormBody, refuseUnreadableForm } from "./form-body";
import { pageFrameSources } from "./frame-sources";
import { LimitedForms } from "./limited-forms";
import { canonicalPath, pagePath } from "./page-path";
import { isPreviewRoute, type PublicPage, publicPageMatcher, type SitePages } from "./public-pages";
import {
  BUSY_RETRY_AFTER_SECONDS,
  DESK_LIMITED_RETRY_AFTER_SECONDS,
  DESK_RENDERS,
  FORM_LIMITED_RETRY_AFTER_SECONDS,
  FORM_RENDERS,
  PAGE_RENDERS,
  SEARCHES,
  VARIED_RENDERS,
} from "./rate-limits";
import {
  canonicalPageUrl,
  isAnonymousRead,
  isCacheable,
  normaliseSearch,
  RenderCache,
  type RenderCacheEvent,
  type StoredPage,
  sendStoredPage,
  storedBody,
  storedPage,
} from "./render-cache";
import { RenderLimit } from "./render-limit";
import type { ReplayCache } from "./replay";
import { clientIp, clientIpOf, requestOrigin } from "./request-origin";
import { contentSecurityPolicy, type InlineScripts } from "./security-headers";
import { SIGN_UP_PAGE_PATH, type SignUpPages } from "./sign-up-pages";
import { StaffCookies } from "./staff-cookies";
import { TokenBuckets } from "./token-buckets";
import { isPublicWrite } from "./write-guard";

// The page-serving pipeline (decisions 0016, 0021; issue 33; docs/public-site.md): every request `createApp`
// does not answer itself ends here. In order:
//   1. console and sign-in pages (React Router) render per request, streamed, outside every cache and limit;
//      every other path is the public site's (Astro), its 404 page included;
//   2. a public page is read only by GET and HEAD (no render for OPTIONS or a POST), but for the forms
//      PUBLIC_WRITES names, posted without scripts: a body that is no form gets 415/400 at once; the rest
//      render per request, never stored, in a lane of their own (the subscriber desk's, or the forms'),
//      and an address past its desk lookups, or at a form's hourly limit, gets that page's stored limit
//      answer (issue 55, M1);
//   3. its URL is cut to the path and the parameters it declares (`canonicalPageUrl`);
//   4. a search past its address's limit gets the 429 page, stored once per catalogue version;
//   5. stored bytes are answered before anything waits; a made-up city or path gets the one stored 404;
//   6. a miss renders once for everyone who asks at once, in its lane: the site's own pages, or what an
//      anonymous client can vary (search texts), which is bounded harder (rate-limits.ts);
//   7. a render that cannot start in time, or an address with its renders in flight, gets the fast 503.

/**
 * The console's paths (React Router's, decision 0048): the console, sign-in, setting a password, and React
 * Router's route discovery. Every other path is the public site's.
 */
export function isConsolePath(pathname: string): boolean {
  const path = pagePath(pathname);
  return (
    path === "/intranet" ||
    path.startsWith("/intranet/") ||
    path === "/auth" ||
    path === "/definir-senha" ||
    path === "/__manifest" ||
    pathname === "/_root.data"
  );
}

/** A made-up path: what a path with control characters is answered as (the not-found route matches it). */
const NOT_FOUND_PATH = "/pagina-inexistente";

/**
 * Whether a request path names no page whatever the site's routes: one that decodes to a control character
 * or a line separator, or one with an empty segment (`//`, `/planos//x`: a URL parser reads a path that
 * starts with `//` as a host, which made `GET //` a 500 and `//x/` the home page; L5, L11).
 */
function namesNoPage(pathname: string): boolean {
  if (pathname.includes("//")) return true;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  return hasControlCharacters(decoded) || /[\u2028\u2029]/.test(decoded);
}

/** The `sha256-` sources of a CSP's script-src (Astro's header lists those of the scripts it put in a page). */
export function scriptHashesOf(policy: string | null): string[] {
  const scriptSrc = policy?.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
  return [...scriptSrc.matchAll(/'sha256-([A-Za-z0-9+/=]+)'/g)].map(([, hash]) => hash!);
}

/** Each inline `<script>` of a page, its text as the browser hashes it (raw text: nothing is decoded). */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)(?:\s[^>]*)?>([\s\S]*?)<\/script>/gi;

/**
 * Of `hashes`, those of an inline script `html` holds. Astro's header names every script its configuration
 * lists (the head script, the city modal's, each client directive's…) on every page, most of them on pages
 * that have none of them: seven of the home's eleven, bytes in the header of every page (issue 70). A
 * script not found here keeps nothing it needs: its hash is simply not in `hashes`.
 */
export function hashesInPage(html: string, hashes: readonly string[]): string[] {
  if (hashes.length === 0) return [];
  const present = new Set(
    [...html.matchAll(INLINE_SCRIPT)].map(([, text]) => createHash("sha256").update(text!).digest("base64")),
  );
  return hashes.filter((hash) => present.has(hash));
}
/**
 * The searches kept, most recent first: the same text asked again (a popular search, a page reloaded). A
 * flood of new texts fills it, so its bytes stay resident: 2 MB holds about thirty-five search pages, each
 * stored compressed only, more than the searches a provider's visitors repeat (decision 0099).
 */
const SEARCH_CACHE_ENTRIES = 200;
const SEARCH_CACHE_BYTES = 2 * 1024 * 1024;
const PAGE_METHODS = "GET, HEAD, OPTIONS";
/** Public pages whose form posts to the ERP desk (decision 0037), when one is configured. */
export const SUBSCRIBER_PAGES = new Set([
  "/cliente/segunda-via",
  "/cliente/desbloqueio",
  "/suporte",
  // Issue 58, points 2 and 3.
  "/cliente/documentos",
  "/cliente/minha-internet-caiu",
  // Issue 67, point 3: the self-service requests.
  "/cliente/cancelamento",
  "/cliente/vencimento",
  "/cliente/mudanca-de-endereco",
  "/cliente/wifi",
  "/cliente/troca-de-plano",
]);

/** 'Minha conta' (issue 67): each of its pages answers one visitor, so none is ever stored. */
const ACCOUNT_PAGE_PATHS: ReadonlySet<string> = new Set(ACCOUNT_PAGES);

/**
 * A rendered public page: its answer, its bytes, the hashes of the inline scripts it may run, and whether
 * the consented marketing tags may be on it (`tagsAllowedOn`: the page left their banner out when not).
 */
type Rendered = { response: Response; body: ArrayBuffer; hashes: string[]; marketingTags: boolean };
type RenderResult = { page: StoredPage } | Rendered | { busy: true };

export type PagesDeps = {
  db: Db;
  catalogue: Catalogue;
  auth: Auth;
  config: Pick<Config, "trustProxy" | "publicUrl">;
  /** The console's request handler (React Router's). */
  render?: RenderRequest;
  /** The public site (Astro's build, or development's); without it every public path is the 404. */
  site?: SitePages;
  /** The server's front: told which requests a stored 404 or 429 answers (decision 0021). */
  replay?: ReplayCache;
  /** Whether pages are stored (the production build's): in development every edit must show at once. */
  store: boolean;
  development?: boolean;
  /** Origins the CSP lets images come from besides the site (a public bucket, S3_PUBLIC_URL). */
  imageSources?: readonly string[];
  referralRetentionDays?: number;
  leadRetentionDays?: number;
  signUpRetentionDays?: number;
  /** A referral from /indique's form, for an address (the page's action; app.ts binds the store). */
  submitReferral?: (
    input: Record<string, unknown>,
    address: string,
    attribution?: Attribution | null,
  ) => Promise<ReferralSubmission>;
  /** A lead from a lead form's page (the *_PAGE_PATH constants), for an address (app.ts binds the store). */
  submitLead?: (
    kind: LeadKind,
    input: Record<string, unknown>,
    address: string,
    attribution?: Attribution | null,
  ) => Promise<LeadSubmission>;
  /** The newsletter box's address, for a sender's address (app.ts binds the store). */
  subscribeToNewsletter?: (input: Record<string, unknown>, address: string) => Promise<NewsletterSubmission>;
  /** 'Avise-me quando acabar' (issue 58), for an address (app.ts binds the store). */
  subscribeToOutage?: (
    input: Record<string, unknown>,
    request: OutageRequestContext,
    address: string,
  ) => Promise<OutageSubscription>;
  outageChannels?: AppContext["outageChannels"];
  /** The ERP desk: its pages (SUBSCRIBER_PAGES) take their form's POST, rendered per request, never kept. */
  subscriberDesk?: () => SubscriberDesk | undefined;
  /** 'Minha conta' (issue 67): its pages are always rendered per request, never kept. */
  subscriberAccount?: () => SubscriberAccount | undefined;
  /** 'Sistema de gestão' (decision 0037), for the Configurações loader. */
  erpConsole?: AppContext["erpConsole"];
  /** The desk's self-service requests (issue 67). */
  subscriberRequests?: AppContext["subscriberRequests"];
  /** The Solicitações tab's list (issue 67). */
  subscriberRequestConsole?: AppContext["subscriberRequestConsole"];
  /** 'Contrate online' (issue 56): the /contrate page's steps. */
  signUp?: SignUpPages;
  /** The Contratações tab's list (issue 56). */
  signUpConsole?: AppContext["signUpConsole"];
  /** Viability at an address (issue 56). */
  viability?: AppContext["viability"];
  /** Told of every hit, miss, store and eviction of the page caches (for metrics). */
  onCacheEvent?: (event: RenderCacheEvent, cache: "pages" | "search") => void;
  /** The render lanes' bounds (rate-limits.ts unless a test makes its own). */
  limits?: RenderLanes;
};

/** The page pipeline's render lanes: the site's pages, what a client can vary, forms posted, the desk. */
export type RenderLanes = {
  pages?: RenderLimit;
  varied?: RenderLimit;
  forms?: RenderLimit;
  desk?: RenderLimit;
};

const BUSY_PAGE =
  '<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Site ocupado</title><p>O site está com muitos acessos neste momento. Tente novamente em alguns segundos.</p></html>';
const BUSY_BYTES = new TextEncoder().encode(BUSY_PAGE);

/** The front's class of a form POST refused because its address has its renders in flight. */
const FORM_BUSY_CLASS = "503 form";
/** The front's class of a form POST from an address past its limit: its page's stored limit answer. */
const limitedPostClass = (pathname: string) => `429 post ${pathname}`;

/**
 * The limits whose answer is a stored page: the desk's lookups ('Muitas consultas…') and the public
 * forms' hourly stores (the lead forms', /indique's, the newsletter box's message). Each names the flag
 * its page's action reads to answer the limit without reading the form.
 */
const POST_LIMITS = {
  desk: { flag: "subscriberLimited", retryAfterSeconds: DESK_LIMITED_RETRY_AFTER_SECONDS },
  form: { flag: "formLimited", retryAfterSeconds: FORM_LIMITED_RETRY_AFTER_SECONDS },
} as const satisfies Record<string, { flag: keyof AppContext; retryAfterSeconds: number }>;
type PostLimit = (typeof POST_LIMITS)[keyof typeof POST_LIMITS];

/** Every render slot busy, the wait past its deadline, or this address's renders in flight: come back soon. */
export function busy(): Response {
  return new Response(BUSY_PAGE, {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Retry-After": String(BUSY_RETRY_AFTER_SECONDS),
      "Cache-Control": "no-store",
    },
  });
}

/** An answer for one request: `no-store`, and no cache tags (a CDN keeps nothing of it to purge). */
function privateAnswer(response: Response): Response {
  response.headers.set("Cache-Control", "no-store");
  response.headers.delete("Cache-Tag");
  response.headers.delete("Surrogate-Key");
  return response;
}

/** Session cookies are marked Secure whenever the browser reached us over https. */
export function secureCookiesOverHttps(response: Response, origin: string): Response {
  if (!origin.startsWith("https://")) return response;
  const cookies = response.headers.getSetCookie();
  if (cookies.length === 0) return response;
  const secured = new Response(response.body, response);
  secured.headers.delete("set-cookie");
  for (const cookie of cookies) {
    secured.headers.append("set-cookie", /;\s*secure/i.test(cookie) ? cookie : `${cookie}; Secure`);
  }
  return secured;
}

/** A city slug that names no city we serve (capitals are redirected to the lower-case path first). */
function isUnknownCity(city: string, cities: ReadonlySet<string> | ReadonlyMap<string, unknown>): boolean {
  return city === city.toLowerCase() && !cities.has(city);
}

/**
 * Whether a write says it comes from our own pages, read from the raw request as `sameOriginWrites` reads
 * it in the app: `Sec-Fetch-Site: same-origin`, or an `Origin` that is ours (the Host, the trusted proxy's
 * forwarded host and scheme, or PUBLIC_URL). The front refuses nothing else: the app answers it (403).
 */
function sentFromHere(
  headers: IncomingMessage["headers"],
  config: Pick<Config, "trustProxy" | "publicUrl">,
): boolean {
  const fetchSite = headers["sec-fetch-site"];
  const origin = headers.origin;
  if (fetchSite !== undefined && fetchSite !== "same-origin") return false;
  if (origin === undefined) return fetchSite === "same-origin";
  if (config.publicUrl && origin === new URL(config.publicUrl).origin) return true;
  const first = (value: string | string[] | undefined) =>
    String(value ?? "")
      .split(",")[0]
      ?.trim() ?? "";
  const host = (config.trustProxy && first(headers["x-forwarded-host"])) || headers.host;
  const proto = config.trustProxy ? first(headers["x-forwarded-proto"]).toLowerCase() : "";
  const scheme = proto === "https" ? "https" : "http";
  return host !== undefined && origin === `${scheme}://${host}`;
}

/** Whether a public page's URL carries a value a client may choose freely (a search text, a city name). */
function isVaried(page: PublicPage, canonical: URL): boolean {
  return page.queryParams.some((declared) => !declared.includes("=") && canonical.searchParams.has(declared));
}

/** The handler that serves pages: `app.all("*", servePages(…))`. */
export function servePages(deps: PagesDeps) {
  const pipeline = new PagePipeline(deps);
  return (c: Context<Env>): Promise<Response> => pipeline.serve(c);
}

/** What the steps of one request share: who asks, for what, and the context its page renders with. */
type Visit = {
  c: Context<Env>;
  https: boolean;
  siteOrigin: string;
  ip: string;
  address: string;
  context: AppContext;
  /** The URL as sent. */
  requested: URL;
  /** The URL in its one spelling (or the not-found page's, for a path that names no page). */
  url: URL;
  page: PublicPage;
  method: string;
};

/**
 * The page-serving pipeline's state (its caches, lanes and limits, made once) and its steps, in the order
 * the comment at the top of this file gives; `serve` runs them for a request.
 */
class PagePipeline {
  private readonly deps: PagesDeps;
  private readonly pagesCache: RenderCache | undefined;
  /** Searches have their own, smaller cache: made-up queries cannot push the site's pages out. */
  private readonly searchCache: RenderCache | undefined;
  private readonly lanes: Required<RenderLanes>;
  private readonly searchBuckets = new TokenBuckets({
    capacity: SEARCHES.atOnce,
    perSecond: SEARCHES.perSecond,
  });
  private readonly limitedForms = new LimitedForms();
  /**
   * Tells made-up and dead staff session cookies from live ones (issue 66, M-COOKIE); the server's front
   * asks it too, once the auth secret is known.
   */
  private readonly staffCookies: Promise<StaffCookies>;
  private readonly pendingRenders = new Map<string, Promise<RenderResult>>();
  private readonly matchPage: ((pathname: string) => PublicPage) | undefined;
  /**
   * The active cities as the last request read them: what the front needs to put a request in a class
   * without awaiting anything.
   */
  private citiesNow: ReadonlySet<string> | ReadonlyMap<string, unknown> | undefined;
  private citiesGeneration = 0;

  constructor(deps: PagesDeps) {
    this.deps = deps;
    const { catalogue, site } = deps;
    this.pagesCache = deps.store && site ? new RenderCache() : undefined;
    this.searchCache = this.pagesCache
      ? new RenderCache(SEARCH_CACHE_ENTRIES, SEARCH_CACHE_BYTES)
      : undefined;
    if (this.pagesCache) this.pagesCache.onEvent = (event) => deps.onCacheEvent?.(event, "pages");
    if (this.searchCache) this.searchCache.onEvent = (event) => deps.onCacheEvent?.(event, "search");
    catalogue.onChange(() => {
      this.pagesCache?.clear();
      this.searchCache?.clear();
      this.citiesGeneration += 1;
      this.citiesNow = undefined;
    });
    this.lanes = {
      pages: deps.limits?.pages ?? new RenderLimit(PAGE_RENDERS),
      varied: deps.limits?.varied ?? new RenderLimit(VARIED_RENDERS),
      forms: deps.limits?.forms ?? new RenderLimit(FORM_RENDERS),
      desk: deps.limits?.desk ?? new RenderLimit(DESK_RENDERS),
    };
    this.staffCookies = Promise.resolve(deps.auth.$context).then((context) => {
      const cookies = new StaffCookies(context.secret);
      if (deps.replay) deps.replay.staffCookies = cookies;
      return cookies;
    });
    this.staffCookies.catch(() => {});
    this.matchPage = site ? publicPageMatcher(site) : undefined;
    if (deps.replay && this.searchCache) deps.replay.classify = (incoming) => this.classify(incoming);
  }

  /** Every request `createApp` does not answer itself, step by step. */
  async serve(c: Context<Env>): Promise<Response> {
    const visit = this.visitOf(c);
    const { url, page, method } = visit;
    const finish = (response: Response) => secureCookiesOverHttps(response, requestOrigin(c));
    // Console and sign-in pages, and React Router's route discovery (`/__manifest?paths=…`, answered
    // from the route table without loaders, and reading its own parameters): per request, streamed,
    // outside the limit. Their inline scripts carry this response's nonce (securityHeaders' CSP).
    if (isConsolePath(url.pathname)) {
      if (!this.deps.render) return new Response("Not Found", { status: 404 });
      return finish(await this.deps.render(c.req.raw, visit.context));
    }
    c.set("pagePattern", page.route);
    // A draft's preview at its signed address (decision 0041): per request, never stored (no-store is set
    // on the way out, isPrivatePath).
    if (isPreviewRoute(page.route))
      return finish(await this.withPolicy(await this.renderSite(c.req.raw, visit.context), visit.https));
    const personal = (await this.servePersonal(visit)) ?? (await this.serveResumedSignUp(visit));
    if (personal) return finish(personal);
    if (
      method === "POST" &&
      isPublicWrite(method, url.pathname) &&
      !SUBSCRIBER_PAGES.has(pagePath(url.pathname))
    )
      return finish(await this.serveFormPost(visit));
    // Other public pages have no actions: any other method is answered here, without a render (or its
    // error log).
    if (method !== "GET" && method !== "HEAD") {
      return new Response(null, {
        status: method === "OPTIONS" ? 204 : 405,
        headers: { Allow: PAGE_METHODS },
      });
    }
    return this.serveRead(visit, finish);
  }

  /**
   * 'Contrate online' opened with the address this visit checked (its sealed cookie, issue 68): the page
   * shows that address, so it is rendered for this request alone, in the forms' lane, never stored. A
   * cookie that does not open (made up, altered, too old) gets the stored page like everyone.
   */
  private async serveResumedSignUp(visit: Visit): Promise<Response | undefined> {
    const { c, url, method, address, context, https } = visit;
    if ((method !== "GET" && method !== "HEAD") || url.pathname !== SIGN_UP_PAGE_PATH) return undefined;
    if (!this.deps.signUp?.resumedAddress(c.req.header("cookie"))) return undefined;
    return this.renderPost(c, this.lanes.forms, address, context, https);
  }

  /** The request's visitor, URL and page, and the context its page renders with. */
  private visitOf(c: Context<Env>): Visit {
    const origin = requestOrigin(c);
    const siteOrigin = this.deps.config.publicUrl ? new URL(this.deps.config.publicUrl).origin : origin;
    const ip = clientIp(c);
    const address = limitedAddress(ip);
    const requested = new URL(c.req.url);
    // A path that decodes to a control character (`/definir-senha%0d%0aX`) or holds an empty segment names
    // no page (a router logged its 404 as an error): it is answered as any made-up path is, with the one
    // stored not-found page, rendered (once) from a plain address (issue 55, logs). Any other path is read
    // in its one spelling (`/%71uem-somos` is `/quem-somos`): the same page, the same stored entry
    // (issue 66, M-PCT).
    const spelled = canonicalPath(requested.pathname);
    const url = namesNoPage(requested.pathname)
      ? new URL(NOT_FOUND_PATH, requested.origin)
      : spelled === requested.pathname
        ? requested
        : new URL(spelled + requested.search, requested.origin);
    const page: PublicPage = this.matchPage
      ? this.matchPage(url.pathname)
      : { route: "/404", queryParams: [], search: false, sharedNotFound: { route: "/404" } };
    return {
      c,
      https: origin.startsWith("https://"),
      siteOrigin,
      ip,
      address,
      context: this.contextOf(c, ip, address, siteOrigin),
      requested,
      url,
      page,
      method: c.req.method,
    };
  }

  /** The per-request values a page reads (`Astro.locals`), its stores bound to the visitor's address. */
  private contextOf(c: Context<Env>, ip: string, address: string, siteOrigin: string): AppContext {
    const deps = this.deps;
    // A form's store that refuses this address for its hourly limit says until when: its page is then
    // answered with the stored limit answer, without a render, until that time (issue 55, M1).
    const formPath = pagePath(new URL(c.req.url).pathname);
    const remembered = <T extends { outcome: string; until?: Date }>(submitted: T): T => {
      if (submitted.outcome === "rateLimited" && submitted.until)
        this.limitedForms.remember(address, formPath, submitted.until);
      return submitted;
    };
    return {
      db: deps.db,
      catalogue: deps.catalogue,
      auth: deps.auth,
      logger: c.get("logger"),
      config: deps.config,
      clientIp: ip,
      cspNonce: c.get("cspNonce"),
      siteOrigin,
      referralRetentionDays: deps.referralRetentionDays ?? 365,
      leadRetentionDays: deps.leadRetentionDays ?? 365,
      signUpRetentionDays: deps.signUpRetentionDays ?? 90,
      submitReferral: async (input) => {
        if (!deps.submitReferral) throw new Error("no referral store");
        return remembered(
          await deps.submitReferral(input, address, attributionFromCookies(c.req.header("cookie"))),
        );
      },
      submitLead: async (kind, input) => {
        if (!deps.submitLead) throw new Error("no lead store");
        return remembered(
          await deps.submitLead(kind, input, address, attributionFromCookies(c.req.header("cookie"))),
        );
      },
      subscribeToNewsletter: async (input) => {
        if (!deps.subscribeToNewsletter) throw new Error("no newsletter store");
        return remembered(await deps.subscribeToNewsletter(input, address));
      },
      subscribeToOutage: deps.subscribeToOutage
        ? (input, request) => deps.subscribeToOutage!(input, request, address)
        : undefined,
      outageChannels: deps.outageChannels,
      subscriberDesk: deps.subscriberDesk?.(),
      subscriberAccount: deps.subscriberAccount?.(),
      subscriberRequests: deps.subscriberRequests,
      subscriberRequestConsole: deps.subscriberRequestConsole,
      erpConsole: deps.erpConsole,
      // 'Contrate online' (issue 66, M-FORMS): a step refused for the hourly limit is remembered like the
      // lead forms', so the page's next posts from this address are answered without reading them.
      signUp: deps.signUp && {
        ...deps.signUp,
        saveDetails: async (...args) => remembered(await deps.signUp!.saveDetails(...args)),
        joinWaitingList: async (...args) => remembered(await deps.signUp!.joinWaitingList(...args)),
      },
      signUpConsole: deps.signUpConsole,
      viability: deps.viability,
    };
  }

  /**
   * The subscriber's own answers, rendered for this request only, outside every cache and the replay, in
   * the desk's lane: the desk's form posts, 'Minha conta', and a desk page opened with the visit's proof or
   * an account session. Undefined for any other request.
   */
  private async servePersonal(visit: Visit): Promise<Response | undefined> {
    const { c, url, method, ip, address, context, https, siteOrigin } = visit;
    const desk = context.subscriberDesk;
    if (!desk) return undefined;
    const deskLimited = () =>
      this.limitedPost(c, url.pathname, POST_LIMITS.desk, context, address, siteOrigin, https);
    // The subscriber pages' forms (with an ERP): the answer holds a subscriber's data, and an address past
    // its desk lookups gets the limit's stored page, not a render (issue 55, M1).
    if (method === "POST" && SUBSCRIBER_PAGES.has(url.pathname)) {
      const refused = refuseNonFormBody(c.req.raw);
      if (refused) return refused;
      if (desk.isLimited(ip)) return deskLimited();
      return this.renderPost(c, this.lanes.desk, address, context, https);
    }
    // 'Minha conta' (issue 67): a sign-in form or a subscriber's own account, `no-store`.
    if (
      ACCOUNT_PAGE_PATHS.has(url.pathname) &&
      (method === "GET" || method === "HEAD" || method === "POST")
    ) {
      if (method === "POST") {
        const refused = refuseNonFormBody(c.req.raw);
        if (refused) return refused;
      }
      return this.renderPost(c, this.lanes.desk, address, context, https);
    }
    // A desk page opened with the visit's proof (issue 58, point 4): it shows that subscriber's invoices or
    // contracts, so no one may keep it.
    const cookie = c.req.header("cookie");
    if (
      (method === "GET" || method === "HEAD") &&
      SUBSCRIBER_PAGES.has(url.pathname) &&
      (hasDeskProof(cookie) || hasAccountSession(cookie))
    ) {
      if (desk.isLimited(ip)) return deskLimited();
      return this.renderPost(c, this.lanes.desk, address, context, https);
    }
    return undefined;
  }

  /**
   * A public form posted without scripts (PUBLIC_WRITES names each page that takes one; the subscriber
   * pages' above, or 405 without an ERP): rendered for this request only, never stored, in the forms' lane;
   * from an address its store refused for the hourly limit, the page's stored limit answer instead.
   */
  private async serveFormPost({ c, url, ip, address, context, https, siteOrigin }: Visit): Promise<Response> {
    const refused = refuseNonFormBody(c.req.raw);
    if (refused) return refused;
    const path = pagePath(url.pathname);
    const signUp = this.deps.signUp;
    // A sign-up's photos (the only multipart form) are not read from an address past its hourly limit.
    if (
      signUp &&
      path === SIGN_UP_PAGE_PATH &&
      !this.limitedForms.has(address, path) &&
      isMultipart(c.req.raw)
    ) {
      const lifts = await signUp.limitLifts(ip);
      if (lifts) this.limitedForms.remember(address, path, lifts);
    }
    if (this.limitedForms.has(address, path))
      return this.limitedPost(c, path, POST_LIMITS.form, context, address, siteOrigin, https);
    return this.renderPost(c, this.lanes.forms, address, context, https);
  }

  /**
   * A GET or HEAD of a public page: a capital on a case-free route redirected, the URL cut to what the page
   * reads, a search past its limit answered with the stored 429, then the stored page or one render for all
   * who ask at once, in its lane.
   */
  private async serveRead(visit: Visit, finish: (response: Response) => Response): Promise<Response> {
    const { c, url, page, method, requested, address, context, https } = visit;
    // A case-free route's path with capitals (`/planos/Vitoria-ES`) is the lower-case page: one redirect,
    // without a render (issue 66, M-PCT). Escapes keep their upper-case hex (`canonicalPath`).
    if (page.caseFree) {
      const lower = url.pathname.replace(/%[0-9A-F]{2}|[A-Z]+/g, (part) =>
        part.startsWith("%") ? part : part.toLowerCase(),
      );
      if (lower !== url.pathname)
        return new Response(null, {
          status: 301,
          headers: { Location: lower + url.search },
        });
    }
    // A public page renders for its path and the parameters it declares, nothing else.
    const canonical = canonicalPageUrl(url, page);
    const request =
      canonical.href === requested.href
        ? c.req.raw
        : new Request(canonical, { headers: c.req.raw.headers, method });
    if (page.search && canonical.searchParams.has("q") && !this.searchBuckets.take(address))
      return this.serveSearchLimited(visit);

    const varied = isVaried(page, canonical);
    const lane = varied ? this.lanes.varied : this.lanes.pages;
    const cache = page.search || varied ? this.searchCache : this.pagesCache;
    if (cache && (await this.isAnonymous(c.req.raw))) {
      const stored = await this.serveStored(visit, cache, canonical, () =>
        this.limitedRender(lane, address, request, context),
      );
      if (stored) return stored;
    }
    const rendered = await this.limitedRender(lane, address, request, context);
    if (!rendered) return busy();
    return finish(await this.withPolicy(rendered, https));
  }

  /**
   * A page every visitor gets alike: its stored bytes, or one render for everyone who misses it at once,
   * stored when it may go to everyone. Undefined when the render is not kept and this request did not make
   * it (the caller renders for itself), or for a HEAD that finds nothing stored.
   */
  private async serveStored(
    { c, url, page, method, siteOrigin, https }: Visit,
    cache: RenderCache,
    canonical: URL,
    render: () => Promise<Rendered | undefined>,
  ): Promise<Response | undefined> {
    const send = (stored: StoredPage) =>
      sendStoredPage(stored, {
        acceptEncoding: c.req.header("accept-encoding"),
        https,
        head: method === "HEAD",
      });
    // Pages print their absolute URL (canonical, Open Graph), so the origin is part of the key. A shared
    // 404 is one entry per route, whatever the path.
    const shared = await this.isSharedNotFound(page);
    const key = shared
      ? `${siteOrigin} 404 ${page.sharedNotFound!.route}`
      : siteOrigin + canonical.pathname + canonical.search;
    // Answers for a URL as the page reads it are sent again by the server's front (decision 0021);
    // a search is not: each one takes from its address's limit.
    // A stored 404 for a city we don't serve is the city route's one answer: the front sends it to
    // every such city from then on.
    const sendPage = (stored: StoredPage) => {
      const body = () => storedBody(stored, c.req.header("accept-encoding")).body;
      if (!page.search && !shared && canonical.href === url.href) c.set("replayable", { body: body() });
      else if (shared && page.sharedNotFound?.values === "city")
        c.set("replayable", { body: body(), key: `404 ${page.sharedNotFound.route}` });
      return send(stored);
    };
    const cached = cache.get(key);
    if (cached) return sendPage(cached);
    // A HEAD renders no body, so it is answered from what a GET stored, or rendered by the caller uncached.
    if (method !== "GET") return undefined;
    const shareable = this.renderShared(cache, key, shared ? [404] : [200], render);
    const answer = await shareable.result;
    if ("page" in answer) return sendPage(answer.page);
    if ("busy" in answer) return busy();
    // Not kept (an error, a cookie): only the request that rendered it may send its body.
    if (shareable.owner)
      return secureCookiesOverHttps(await this.withPolicy(answer, https), requestOrigin(c));
    return undefined;
  }

  /** A search past its address's limit: the 429 page, rendered once per catalogue version like any other. */
  private async serveSearchLimited({
    c,
    url,
    address,
    context,
    https,
    siteOrigin,
    method,
  }: Visit): Promise<Response> {
    const tooMany = { "Retry-After": String(SEARCHES.retryAfterSeconds), "Cache-Control": "no-store" };
    const limited = new Request(new URL(url.pathname, url.origin), { headers: c.req.raw.headers });
    const context429 = { ...context, searchLimited: true };
    const renderLimited = () => this.limitedRender(this.lanes.pages, address, limited, context429);
    const searchCache = this.searchCache;
    if (!searchCache) {
      const rendered = await renderLimited();
      if (!rendered) return busy();
      const response = await this.withPolicy(rendered, https);
      for (const [name, value] of Object.entries(tooMany)) response.headers.set(name, value);
      return response;
    }
    const key = `${siteOrigin} 429 ${url.pathname}`;
    // The same answer for every search past the limit on this path: the front sends it from then on.
    const sendLimited = (stored: StoredPage) => {
      c.set("replayable", {
        body: storedBody(stored, c.req.header("accept-encoding")).body,
        key: `429 ${url.pathname}`,
      });
      return sendStoredPage(
        stored,
        { acceptEncoding: c.req.header("accept-encoding"), https, head: method === "HEAD" },
        tooMany,
      );
    };
    const cached = searchCache.get(key);
    if (cached) return sendLimited(cached);
    const answer = await this.renderShared(searchCache, key, [429, 200], renderLimited).result;
    return "page" in answer ? sendLimited(answer.page) : busy();
  }

  /**
   * Whether a read is answered as every visitor's: GET or HEAD with no staff session. A session cookie that
   * is not signed by us, or that names no live session (looked up once, then remembered), is no session:
   * the request gets the stored page (issue 66, M-COOKIE). A staff member's own session renders per
   * request, as it always has.
   */
  private async isAnonymous(request: Request): Promise<boolean> {
    if (isAnonymousRead(request)) return true;
    if (request.method !== "GET" && request.method !== "HEAD") return false;
    const cookie = request.headers.get("cookie");
    if (!cookieHasSession(cookie)) return true;
    const cookies = await this.staffCookies.catch(() => undefined);
    if (!cookies) return false;
    if (!cookies.mayBeStaff(cookie)) return true;
    const staff = await getStaffSession(this.deps.auth, request.headers).catch(() => undefined);
    // A lookup that failed decides nothing: the request renders for itself, as a session's would.
    if (staff !== null) return false;
    cookies.rememberNotStaff(cookie);
    return true;
  }

  private async pageCsp(marketingTags: boolean) {
    const settings = await this.deps.catalogue.siteSettings().catch(() => undefined);
    const frameSources = settings ? pageFrameSources(settings) : [];
    // Issue 57: the origins of the tags whose IDs are set (none otherwise), on the pages tags may be on.
    const tagSources = settings && marketingTags ? tagOrigins(settings) : undefined;
    return {
      csp: (scripts: InlineScripts, https: boolean) =>
        contentSecurityPolicy({
          scripts,
          frameSources,
          https,
          development: this.deps.development,
          imageSources: this.deps.imageSources,
          tagSources,
        }),
    };
  }

  /**
   * Renders a public page, reading its whole body (the CPU is spent while it is made). The tags of what the
   * page read are stored with its bytes, so every hit names them; the hashes of its inline scripts come from
   * the CSP header Astro computes, which leaves for the server's own (`withPolicy`).
   */
  private async renderSite(request: Request, context: AppContext): Promise<Rendered> {
    const site = this.deps.site;
    if (!site) throw new Error("no public site to render");
    const { result: response, tags } = await collectCacheTags(() => site.render(request, context));
    const hashes = scriptHashesOf(response.headers.get("content-security-policy"));
    const answer = new Response(response.body, response);
    answer.headers.delete("content-security-policy");
    const headers = cacheTagHeaders(tags);
    if (headers) for (const [name, value] of Object.entries(headers)) answer.headers.set(name, value);
    const marketingTags = tagsAllowedOn(new URL(request.url).pathname, request.method);
    const body = await answer.arrayBuffer();
    const html = answer.headers.get("content-type")?.startsWith("text/html");
    return {
      response: answer,
      body,
      hashes: html ? hashesInPage(Buffer.from(body).toString("utf8"), hashes) : hashes,
      marketingTags,
    };
  }

  /** A public page's answer with the server's policy, for the inline scripts the render listed. */
  private async withPolicy({ response, body, hashes, marketingTags }: Rendered, https: boolean) {
    const answer = new Response(body, response);
    if (answer.headers.get("content-type")?.startsWith("text/html"))
      answer.headers.set(
        "content-security-policy",
        (await this.pageCsp(marketingTags)).csp({ hashes }, https),
      );
    return answer;
  }

  /**
   * Renders in `lane` for `address`. It first lets every request already waiting on the event loop go
   * ahead: stored answers come first.
   */
  private async limitedRender(
    lane: RenderLimit,
    address: string,
    request: Request,
    context: AppContext,
  ): Promise<Rendered | undefined> {
    const result = await lane.run(async () => {
      await yieldToPending();
      return this.renderSite(request, context);
    }, address);
    return "refused" in result ? undefined : result;
  }

  /**
   * A form's POST, rendered in `lane` for this request only: the answer may hold what the visitor typed (or
   * a subscriber's invoices), so no one may keep it and it names nothing for a CDN.
   */
  private async renderPost(
    c: Context<Env>,
    lane: RenderLimit,
    address: string,
    context: AppContext,
    https: boolean,
  ): Promise<Response> {
    const result = await lane.run(async () => {
      await yieldToPending();
      // A multipart body is read only here, once the lane has taken the request (issue 66, L8).
      return (await refuseUnreadableForm(c.req.raw)) ?? this.renderSite(c.req.raw, context);
    }, address);
    if (result instanceof Response) return result;
    if (!("refused" in result)) return privateAnswer(await this.withPolicy(result, https));
    // The same refusal for every POST of an address with its renders in flight: the front sends it from
    // then on, before the middleware chain (its cost is what the flood is made of).
    c.set("replayable", { body: BUSY_BYTES, key: FORM_BUSY_CLASS });
    return busy();
  }

  /**
   * One render for all the requests that miss `key` at once (after a write, a popular page is asked for
   * many times before its first render ends); the page is kept if it may go to everyone.
   */
  private renderShared(
    cache: RenderCache,
    key: string,
    statuses: readonly number[],
    render: () => Promise<Rendered | undefined>,
  ): { owner: boolean; result: Promise<RenderResult> } {
    const generation = cache.generation;
    // A render that began before the catalogue last changed is not joined: it may show the old data.
    const pendingKey = `${generation} ${key}`;
    const running = this.pendingRenders.get(pendingKey);
    if (running) return { owner: false, result: running };
    const result: Promise<RenderResult> = render().then(async (rendered) => {
      if (!rendered) return { busy: true as const };
      const { response, body, hashes, marketingTags } = rendered;
      if (!isCacheable(response, statuses)) return rendered;
      const page = await storedPage(response, Buffer.from(body), hashes, await this.pageCsp(marketingTags));
      if (!page) return rendered;
      cache.set(key, page, generation);
      return { page };
    });
    this.pendingRenders.set(pendingKey, result);
    void result.finally(() => this.pendingRenders.delete(pendingKey)).catch(() => {});
    return { owner: true, result };
  }

  /**
   * A form page's limit answer for an address past its limit: 'Muitas consultas…' for the desk's lookups
   * (or the site past its ceiling), the form's message for a public form's hourly limit. The page is
   * rendered once per page and catalogue version with the limit's flag in its context (its action then
   * reads no form, stores nothing and asks no ERP), and sent as stored bytes from then on, so a client
   * looping on a form costs no render (issue 55, M1). Rendered from a neutral request: nothing of the
   * visitor is in it.
   */
  private async limitedPost(
    c: Context<Env>,
    pathname: string,
    limit: PostLimit,
    context: AppContext,
    address: string,
    siteOrigin: string,
    https: boolean,
  ): Promise<Response> {
    const origin = new URL(c.req.url).origin;
    const request = new Request(new URL(pathname, origin), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
      body: "",
    });
    const limitedContext: AppContext = { ...context, [limit.flag]: true };
    const renderLimited = () => this.limitedRender(this.lanes.pages, address, request, limitedContext);
    const tooMany = (response: Response) => {
      const answer = privateAnswer(new Response(response.body, { status: 429, headers: response.headers }));
      answer.headers.set("Retry-After", String(limit.retryAfterSeconds));
      return answer;
    };
    const searchCache = this.searchCache;
    if (!searchCache) {
      const rendered = await renderLimited();
      return rendered ? tooMany(await this.withPolicy(rendered, https)) : busy();
    }
    const key = `${siteOrigin} post-limited ${pathname}`;
    const sendLimited = (stored: StoredPage) => {
      // The front sends it from then on to every POST of a limited address (classify).
      c.set("replayable", {
        body: storedBody(stored, c.req.header("accept-encoding")).body,
        key: limitedPostClass(pathname),
      });
      return tooMany(sendStoredPage(stored, { acceptEncoding: c.req.header("accept-encoding"), https }));
    };
    const cached = searchCache.get(key);
    if (cached) return sendLimited(cached);
    // The desk's page answers its limit with 200 (the server makes it a 429), a form's with its 429.
    const answer = await this.renderShared(searchCache, key, [200, 429], renderLimited).result;
    if ("page" in answer) return sendLimited(answer.page);
    if ("busy" in answer) return busy();
    return tooMany(await this.withPolicy(answer, https));
  }

  private async isSharedNotFound(page: PublicPage): Promise<boolean> {
    const shared = page.sharedNotFound;
    if (!shared) return false;
    const { value, values } = shared;
    if (value === undefined || values === undefined) return true;
    switch (values) {
      case "city": {
        const generation = this.citiesGeneration;
        const cities = await this.deps.catalogue.citiesBySlug();
        if (generation === this.citiesGeneration) this.citiesNow = cities;
        return isUnknownCity(value, cities);
      }
      case "offer":
        return (await this.deps.catalogue.offerByCode(value)) === undefined;
      case "article":
        return (
          (await this.deps.catalogue.articleBySlug(value)) === undefined &&
          (await this.deps.catalogue.articleRedirect(value)) === undefined
        );
      case "streaming":
        return !STREAMING_CATALOGUE.some((entry) => entry.id === value);
    }
  }

  /**
   * The class of a form POST the front may refuse with a recorded refusal (issue 55, M1): one the page
   * would take (a form body, sent from our own pages), from an address past its desk lookups or at a
   * form's hourly limit (the page's stored limit answer), or with its renders in flight in the form's
   * lane (the 503). Anything else, a POST from another site included, goes through the app and its checks.
   */
  private classifyPost(incoming: IncomingMessage): string | undefined {
    const headers = incoming.headers;
    const type = String(headers["content-type"] ?? "").toLowerCase();
    if (
      !type.startsWith("application/x-www-form-urlencoded") &&
      !/^multipart\/form-data;\s*boundary=/.test(type)
    )
      return undefined;
    if (!sentFromHere(headers, this.deps.config)) return undefined;
    let pathname: string;
    try {
      pathname = new URL(incoming.url ?? "/", "http://front.invalid").pathname;
    } catch {
      return undefined;
    }
    const ip = clientIpOf(
      headers["x-forwarded-for"],
      incoming.socket?.remoteAddress,
      this.deps.config.trustProxy,
    );
    const address = limitedAddress(ip);
    if (SUBSCRIBER_PAGES.has(pathname)) {
      const desk = this.deps.subscriberDesk?.();
      if (!desk) return undefined;
      if (desk.isLimited(ip)) return limitedPostClass(pathname);
      return this.lanes.desk.isFull(address) ? FORM_BUSY_CLASS : undefined;
    }
    if (isPublicWrite("POST", pathname) && !isConsolePath(pathname)) {
      if (this.limitedForms.has(address, pagePath(pathname))) return limitedPostClass(pagePath(pathname));
      return this.lanes.forms.isFull(address) ? FORM_BUSY_CLASS : undefined;
    }
    return undefined;
  }

  /**
   * The class of a request the front may answer with a recorded answer of this pipeline (ReplayCache's
   * `classify`): a search past its address's limit (its path's stored 429), or a city page for a city we
   * don't serve (the stored 404 of the city route). Anything else, or anything not known without waiting,
   * goes through the app. The made-up paths of the not-found route are not classed: other handlers
   * (sitemap, redirects, files) answer some paths that route matches.
   */
  classify(incoming: IncomingMessage): string | undefined {
    if (incoming.method === "POST") return this.classifyPost(incoming);
    if (!this.matchPage) return undefined;
    let url: URL;
    try {
      url = new URL(incoming.url ?? "/", "http://front.invalid");
    } catch {
      return undefined;
    }
    const pathname = url.pathname;
    if (/\.\w+$/.test(pathname) || isConsolePath(pathname)) return undefined;
    const page = this.matchPage(pathname);
    if (page.search) {
      const q = url.searchParams.get("q");
      if (q === null || normaliseSearch(q) === "") return undefined;
      const ip = clientIpOf(
        incoming.headers["x-forwarded-for"],
        incoming.socket?.remoteAddress,
        this.deps.config.trustProxy,
      );
      return this.searchBuckets.isEmpty(limitedAddress(ip)) ? `429 ${pathname}` : undefined;
    }
    const shared = page.sharedNotFound;
    const city = shared?.values === "city" ? shared.value : undefined;
    if (city === undefined || !this.citiesNow || !isUnknownCity(city, this.citiesNow)) return undefined;
    return `404 ${page.sharedNotFound!.route}`;
  }
}
