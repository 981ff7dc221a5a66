import type { IncomingMessage } from "node:http";
import { setImmediate as yieldToPending } from "node:timers/promises";
import type { Context } from "hono";
import type { LeadKind } from "../../domain";
import type { Auth } from "../auth";
import { cacheTagHeaders, collectCacheTags } from "../cache-tags";
import type { Catalogue } from "../catalogue";
import { limitedAddress } from "../client-address";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { SubscriberDesk } from "../erp/desk";
import type { LeadSubmission } from "../services/leads";
import type { NewsletterSubmission } from "../services/newsletter";
import type { ReferralSubmission } from "../services/referrals";
import type { AppContext, RenderRequest } from "./app-context";
import type { Env } from "./env";
import { pageFrameSources } from "./frame-sources";
import { pagePath } from "./page-path";
import { BUSY_RETRY_AFTER_SECONDS, PAGE_RENDERS, SEARCHES, VARIED_RENDERS } from "./rate-limits";
import {
  canonicalPageUrl,
  isAnonymousRead,
  isCacheable,
  normaliseSearch,
  type PageMatch,
  type PublicPage,
  pageMatcher,
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
import type { RouteEntry } from "./sitemap";
import { TokenBuckets } from "./token-buckets";
import { isPublicWrite } from "./write-guard";

// The page-serving pipeline (decisions 0016, 0021; issue 33): every request `createApp` does not answer
// itself ends here. In order:
//   1. console and sign-in pages render per request, streamed, outside every cache and limit;
//   2. a public page is read only by GET and HEAD (no render for OPTIONS or a POST), but for the forms
//      PUBLIC_WRITES names, posted without scripts: rendered per request, never stored;
//   3. its URL is cut to the path and the parameters it declares (`canonicalPageUrl`);
//   4. a search past its address's limit gets the 429 page, stored once per catalogue version;
//   5. stored bytes are answered before anything waits; a made-up city or path gets the one stored 404;
//   6. a miss renders once for everyone who asks at once, in its lane: the site's own pages, or what an
//      anonymous client can vary (search texts), which is bounded harder (rate-limits.ts);
//   7. a render that cannot start in time, or an address with its renders in flight, gets the fast 503.

/** React Router's lazy route discovery endpoint: not a page, though the public layout's splat matches it. */
const MANIFEST_PATH = "/__manifest";
const SEARCH_CACHE_ENTRIES = 200;
const SEARCH_CACHE_BYTES = 16 * 1024 * 1024;
const PAGE_METHODS = "GET, HEAD, OPTIONS";
/** Public pages whose form posts to the ERP desk (decision 0037), when one is configured. */
export const SUBSCRIBER_PAGES = new Set(["/cliente/segunda-via", "/cliente/desbloqueio", "/suporte"]);

type Rendered = { response: Response; body: ArrayBuffer };
type RenderResult = { page: StoredPage } | Rendered | { busy: true };

export type PagesDeps = {
  db: Db;
  catalogue: Catalogue;
  auth: Auth;
  config: Pick<Config, "trustProxy" | "publicUrl">;
  /** React Router's request handler. */
  render: RenderRequest;
  /** React Router's route table; without it (development) nothing is stored and every page renders. */
  routeTable?: () => Promise<Record<string, RouteEntry | undefined>>;
  /** The route table's compiled matcher, when the app made it already (it labels metrics with it too). */
  matchPage?: Promise<(pathname: string) => PageMatch>;
  /** The server's front: told which requests a stored 404 or 429 answers (decision 0021). */
  replay?: ReplayCache;
  /** Whether pages are stored (the production build's): in development every edit must show at once. */
  store: boolean;
  development?: boolean;
  /** Origins the CSP lets images come from besides the site (a public bucket, S3_PUBLIC_URL). */
  imageSources?: readonly string[];
  referralRetentionDays?: number;
  leadRetentionDays?: number;
  /** A referral from /indique's form, for an address (the page's action; app.ts binds the store). */
  submitReferral?: (input: Record<string, unknown>, address: string) => Promise<ReferralSubmission>;
  /** A lead from a lead form's page (the *_PAGE_PATH constants), for an address (app.ts binds the store). */
  submitLead?: (kind: LeadKind, input: Record<string, unknown>, address: string) => Promise<LeadSubmission>;
  /** The newsletter box's address, for a sender's address (app.ts binds the store). */
  subscribeToNewsletter?: (input: Record<string, unknown>, address: string) => Promise<NewsletterSubmission>;
  /** The ERP desk: its pages (SUBSCRIBER_PAGES) take their form's POST, rendered per request, never kept. */
  subscriberDesk?: () => SubscriberDesk | undefined;
  /** 'Sistema de gestão' (decision 0037), for the Configurações loader. */
  erpConsole?: AppContext["erpConsole"];
  /** Told of every hit, miss, store and eviction of the page caches (for metrics). */
  onCacheEvent?: (event: RenderCacheEvent, cache: "pages" | "search") => void;
  /** The render lanes' bounds (rate-limits.ts unless a test makes its own). */
  limits?: { pages?: RenderLimit; varied?: RenderLimit };
};

/** Every render slot busy, the wait past its deadline, or this address's renders in flight: come back soon. */
export function busy(): Response {
  return new Response(
    '<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Site ocupado</title><p>O site está com muitos acessos neste momento. Tente novamente em alguns segundos.</p></html>',
    {
      status: 503,
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Retry-After": String(BUSY_RETRY_AFTER_SECONDS),
        "Cache-Control": "no-store",
      },
    },
  );
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

/** A city slug that names no city we serve (capitals are the city page's to redirect, so they render). */
function isUnknownCity(city: string, cities: ReadonlySet<string> | ReadonlyMap<string, unknown>): boolean {
  return city === city.toLowerCase() && !cities.has(city);
}

/** Whether a public page's URL carries a value a client may choose freely (a search text, a city name). */
function isVaried(page: PublicPage, canonical: URL): boolean {
  return page.queryParams.some((declared) => !declared.includes("=") && canonical.searchParams.has(declared));
}

/** The handler that serves pages: `app.all("*", servePages(…))`. */
export function servePages(deps: PagesDeps) {
  const { catalogue, config, render, routeTable, development } = deps;
  const pagesCache = deps.store && routeTable ? new RenderCache() : undefined;
  // Searches have their own, smaller cache: made-up queries cannot push the site's pages out.
  const searchCache = pagesCache ? new RenderCache(SEARCH_CACHE_ENTRIES, SEARCH_CACHE_BYTES) : undefined;
  if (pagesCache) pagesCache.onEvent = (event) => deps.onCacheEvent?.(event, "pages");
  if (searchCache) searchCache.onEvent = (event) => deps.onCacheEvent?.(event, "search");
  catalogue.onChange(() => {
    pagesCache?.clear();
    searchCache?.clear();
  });
  const lanes = {
    pages: deps.limits?.pages ?? new RenderLimit(PAGE_RENDERS),
    varied: deps.limits?.varied ?? new RenderLimit(VARIED_RENDERS),
  };
  const searchBuckets = new TokenBuckets({ capacity: SEARCHES.atOnce, perSecond: SEARCHES.perSecond });
  const pendingRenders = new Map<string, Promise<RenderResult>>();
  const matchPage = deps.matchPage ?? (routeTable ? routeTable().then(pageMatcher) : undefined);
  // The same matcher, synchronous once ready, and the active cities as the last request read them: what
  // the front needs to put a request in a class without awaiting anything.
  let matchNow: ((pathname: string) => PageMatch) | undefined;
  void matchPage?.then((match) => {
    matchNow = match;
  });
  let citiesNow: ReadonlySet<string> | ReadonlyMap<string, unknown> | undefined;
  let citiesGeneration = 0;
  catalogue.onChange(() => {
    citiesGeneration += 1;
    citiesNow = undefined;
  });

  const pageCsp = async () => {
    const frameSources = await catalogue
      .siteSettings()
      .then(pageFrameSources)
      .catch(() => []);
    return {
      csp: (scripts: InlineScripts, https: boolean) =>
        contentSecurityPolicy({ scripts, frameSources, https, development, imageSources: deps.imageSources }),
    };
  };

  /**
   * Renders in `lane` for `address`, reading the whole body there (the CPU is spent while it streams).
   * It first lets every request already waiting on the event loop go ahead: stored answers come first.
   */
  const limitedRender = async (
    lane: RenderLimit,
    address: string,
    request: Request,
    context: AppContext,
  ): Promise<Rendered | undefined> => {
    const result = await lane.run(async () => {
      await yieldToPending();
      // The tags of what the page's loaders read are stored with its bytes, so every hit names them.
      const { result: response, tags } = await collectCacheTags(() => render(request, context));
      const headers = cacheTagHeaders(tags);
      if (headers) for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
      return { response, body: await response.arrayBuffer() };
    }, address);
    return "refused" in result ? undefined : result;
  };

  /**
   * One render for all the requests that miss `key` at once (after a write, a popular page is asked for
   * many times before its first render ends); the page is kept if it may go to everyone.
   */
  const renderShared = (
    cache: RenderCache,
    key: string,
    statuses: readonly number[],
    render: () => Promise<Rendered | undefined>,
    nonce: string,
  ): { owner: boolean; result: Promise<RenderResult> } => {
    const generation = cache.generation;
    // A render that began before the catalogue last changed is not joined: it may show the old data.
    const pendingKey = `${generation} ${key}`;
    const running = pendingRenders.get(pendingKey);
    if (running) return { owner: false, result: running };
    const result: Promise<RenderResult> = render().then(async (rendered) => {
      if (!rendered) return { busy: true as const };
      const { response, body } = rendered;
      if (!isCacheable(response, statuses)) return rendered;
      const page = await storedPage(response, Buffer.from(body), nonce, await pageCsp());
      if (!page) return rendered;
      cache.set(key, page, generation);
      return { page };
    });
    pendingRenders.set(pendingKey, result);
    void result.finally(() => pendingRenders.delete(pendingKey)).catch(() => {});
    return { owner: true, result };
  };

  /** Whether this path's answer is the one stored 404 of its route (a made-up path, a city we don't serve). */
  const isSharedNotFound = async (page: PublicPage): Promise<boolean> => {
    const shared = page.sharedNotFound;
    if (!shared) return false;
    if (shared.city === undefined) return true;
    const generation = citiesGeneration;
    const cities = await catalogue.citiesBySlug();
    if (generation === citiesGeneration) citiesNow = cities;
    return isUnknownCity(shared.city, cities);
  };

  /**
   * The class of a request the front may answer with a recorded answer of this pipeline (ReplayCache's
   * `classify`): a search past its address's limit (its path's stored 429), or a city page for a city we
   * don't serve (the stored 404 of the city route). Anything else, or anything not known without waiting,
   * goes through the app. The made-up paths of the not-found route are not classed: other handlers
   * (sitemap, redirects, files) answer some paths that route matches.
   */
  const classify = (incoming: IncomingMessage): string | undefined => {
    if (!matchNow) return undefined;
    let url: URL;
    try {
      url = new URL(incoming.url ?? "/", "http://front.invalid");
    } catch {
      return undefined;
    }
    const pathname = url.pathname;
    if (pathname.endsWith(".data") || /\.\w+$/.test(pathname)) return undefined;
    const page = matchNow(pathname).page;
    if (!page) return undefined;
    if (page.search) {
      const q = url.searchParams.get("q");
      if (q === null || normaliseSearch(q) === "") return undefined;
      const ip = clientIpOf(
        incoming.headers["x-forwarded-for"],
        incoming.socket?.remoteAddress,
        config.trustProxy,
      );
      return searchBuckets.isEmpty(limitedAddress(ip)) ? `429 ${pathname}` : undefined;
    }
    const city = page.sharedNotFound?.city;
    if (city === undefined || !citiesNow || !isUnknownCity(city, citiesNow)) return undefined;
    return `404 ${page.sharedNotFound!.routeId}`;
  };
  if (deps.replay && searchCache) deps.replay.classify = classify;

  return async (c: Context<Env>): Promise<Response> => {
    const nonce = c.get("cspNonce");
    const origin = requestOrigin(c);
    const siteOrigin = config.publicUrl ? new URL(config.publicUrl).origin : origin;
    const https = origin.startsWith("https://");
    const ip = clientIp(c);
    const address = limitedAddress(ip);
    const context: AppContext = {
      db: deps.db,
      catalogue,
      auth: deps.auth,
      logger: c.get("logger"),
      config,
      clientIp: ip,
      cspNonce: nonce,
      // React Router's data requests end in `.data`; anything else renders a document.
      documentHtml: new URL(c.req.url).pathname.endsWith(".data") ? undefined : new Map(),
      siteOrigin,
      referralRetentionDays: deps.referralRetentionDays ?? 365,
      leadRetentionDays: deps.leadRetentionDays ?? 365,
      submitReferral: async (input) => {
        if (!deps.submitReferral) throw new Error("no referral store");
        return deps.submitReferral(input, address);
      },
      submitLead: async (kind, input) => {
        if (!deps.submitLead) throw new Error("no lead store");
        return deps.submitLead(kind, input, address);
      },
      subscribeToNewsletter: async (input) => {
        if (!deps.subscribeToNewsletter) throw new Error("no newsletter store");
        return deps.subscribeToNewsletter(input, address);
      },
      subscriberDesk: deps.subscriberDesk?.(),
      erpConsole: deps.erpConsole,
    };
    const finish = (response: Response) => secureCookiesOverHttps(response, origin);
    const url = new URL(c.req.url);
    const matched = matchPage ? (await matchPage)(pagePath(url.pathname)) : undefined;
    if (matched) c.set("pagePattern", matched.pattern);
    const page = matched?.page;

    // The subscriber pages' forms (with an ERP): the answer holds a subscriber's data, so it is rendered
    // for this request only, outside every cache and the replay, and no one may keep it.
    if (c.req.method === "POST" && context.subscriberDesk && SUBSCRIBER_PAGES.has(url.pathname)) {
      const response = await render(c.req.raw, context);
      response.headers.set("Cache-Control", "no-store");
      return finish(response);
    }

    // Console and sign-in pages, and React Router's route discovery (`/__manifest?paths=…`, answered
    // from the route table without loaders, and reading its own parameters): per request, streamed,
    // outside the limit.
    if (!page || url.pathname === MANIFEST_PATH) return finish(await render(c.req.raw, context));

    const method = c.req.method;
    // A public form posted without scripts (PUBLIC_WRITES names each page that takes one; the subscriber
    // pages' above, or 405 without an ERP): rendered for this request only, never stored, in the site's lane.
    if (
      method === "POST" &&
      isPublicWrite(method, url.pathname) &&
      !SUBSCRIBER_PAGES.has(pagePath(url.pathname))
    ) {
      const rendered = await limitedRender(lanes.pages, address, c.req.raw, context);
      if (!rendered) return busy();
      const response = new Response(rendered.body, rendered.response);
      response.headers.set("Cache-Control", "no-store");
      return finish(response);
    }
    // Other public pages have no actions: any other method is answered here, without a render (or its
    // error log).
    if (method !== "GET" && method !== "HEAD") {
      return new Response(null, {
        status: method === "OPTIONS" ? 204 : 405,
        headers: { Allow: PAGE_METHODS },
      });
    }

    const send = (stored: StoredPage, extra?: Record<string, string>) =>
      sendStoredPage(
        stored,
        { acceptEncoding: c.req.header("accept-encoding"), https, head: method === "HEAD" },
        extra,
      );

    // A public page renders for its path and the parameters it declares, nothing else.
    const canonical = canonicalPageUrl(url, page);
    const request =
      canonical.href === url.href
        ? c.req.raw
        : new Request(canonical, { headers: c.req.raw.headers, method });

    if (page.search && canonical.searchParams.has("q") && !searchBuckets.take(address)) {
      // Over the limit: the 429 page, rendered once per catalogue version like any other.
      const tooMany = { "Retry-After": String(SEARCHES.retryAfterSeconds), "Cache-Control": "no-store" };
      const limited = new Request(new URL(url.pathname, url.origin), { headers: c.req.raw.headers });
      const context429 = { ...context, searchLimited: true };
      const renderLimited = () => limitedRender(lanes.pages, address, limited, context429);
      if (!searchCache) {
        const rendered = await renderLimited();
        if (!rendered) return busy();
        const response = new Response(rendered.body, rendered.response);
        for (const [name, value] of Object.entries(tooMany)) response.headers.set(name, value);
        return response;
      }
      const key = `${siteOrigin} 429 ${url.pathname}`;
      // The same answer for every search past the limit on this path: the front sends it from then on.
      const sendLimited = (stored: StoredPage) => {
        if (!url.pathname.endsWith(".data"))
          c.set("replayable", {
            body: storedBody(stored, c.req.header("accept-encoding")).body,
            key: `429 ${url.pathname}`,
          });
        return send(stored, tooMany);
      };
      const cached = searchCache.get(key);
      if (cached) return sendLimited(cached);
      const answer = await renderShared(searchCache, key, [429, 200], renderLimited, nonce).result;
      return "page" in answer ? sendLimited(answer.page) : busy();
    }

    const varied = isVaried(page, canonical);
    const lane = varied ? lanes.varied : lanes.pages;
    const cache = page.search || varied ? searchCache : pagesCache;
    if (cache && isAnonymousRead(c.req.raw)) {
      // Pages print their absolute URL (canonical, Open Graph), so the origin is part of the key. A shared
      // 404 is one entry per route (and per React Router data request), whatever the path.
      const shared = await isSharedNotFound(page);
      const key = shared
        ? `${siteOrigin} 404 ${page.sharedNotFound!.routeId} ${url.pathname.endsWith(".data") ? `data${canonical.search}` : ""}`
        : siteOrigin + canonical.pathname + canonical.search;
      // Answers for a URL as the page reads it are sent again by the server's front (decision 0021);
      // a search is not: each one takes from its address's limit.
      // A stored 404 for a city we don't serve is the city route's one answer: the front sends it to
      // every such city from then on.
      const sendPage = (stored: StoredPage) => {
        const body = () => storedBody(stored, c.req.header("accept-encoding")).body;
        if (!page.search && !shared && canonical.href === url.href) c.set("replayable", { body: body() });
        else if (shared && page.sharedNotFound?.city !== undefined && !url.pathname.endsWith(".data"))
          c.set("replayable", { body: body(), key: `404 ${page.sharedNotFound.routeId}` });
        return send(stored);
      };
      const cached = cache.get(key);
      if (cached) return sendPage(cached);
      // A HEAD renders no body, so it is answered from what a GET stored, or rendered below uncached.
      if (method === "GET") {
        const statuses = shared ? [404] : [200];
        const shareable = renderShared(
          cache,
          key,
          statuses,
          () => limitedRender(lane, address, request, context),
          nonce,
        );
        const answer = await shareable.result;
        if ("page" in answer) return sendPage(answer.page);
        if ("busy" in answer) return busy();
        // Not kept (an error, a cookie): only the request that rendered it may send its body.
        if (shareable.owner) return finish(new Response(answer.body, answer.response));
      }
    }
    const rendered = await limitedRender(lane, address, request, context);
    if (!rendered) return busy();
    return finish(new Response(rendered.body, rendered.response));
  };
}
