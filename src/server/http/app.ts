import { mkdirSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { cityPagePath, offerLabelPath } from "../../domain";
import type { Auth } from "../auth";
import { type Catalogue, createCatalogue } from "../catalogue";
import { changesOf } from "../changes";
import { limitedAddress } from "../client-address";
import type { Config } from "../config";
import type { Database } from "../db/client";
import type { Logger } from "../logger";
import { createMetrics, type Metrics } from "../metrics";
import { createReferralCipher, type ReferralCipher, resolveReferralKey } from "../referrals/cipher";
import { leadQueue } from "../services/lead-delivery";
import { countReferralsByStatus } from "../services/referral-delivery";
import { diskStorage, type FileStorage } from "../storage/storage";
import { MAX_UPLOAD_BODY_BYTES, UPLOADS_PATH_PREFIX } from "./admin/uploads";
import { ADMIN_API_PATH, adminRoutes } from "./admin-routes";
import type { AppContext, RenderRequest } from "./app-context";
import { limitBody } from "./body-limit";
import { compression } from "./compression";
import { cspReportRoutes } from "./csp-reports";
import type { Env } from "./env";
import { apiError, MESSAGES, translateAuthError } from "./errors";
import { pageFrameSources } from "./frame-sources";
import { createNonce } from "./nonce";
import { type DeliveryWorkerStatus, operationsRoutes } from "./operations";
import { pagePath } from "./page-path";
import { publicCepRoutes } from "./public/cep";
import { publicLeadRoutes } from "./public/leads";
import { publicReferralRoutes } from "./public/referrals";
import { publicStaffPasswordRoutes } from "./public/staff-password";
import { publicApiRoutes } from "./public-routes";
import { redirectRoutes } from "./redirects";
import {
  canonicalPageUrl,
  isAnonymousRead,
  isCacheable,
  publicPageMatcher,
  RenderCache,
  type RenderCacheEvent,
  type StoredPage,
  sendStoredPage,
  storedBody,
  storedPage,
} from "./render-cache";
import { RenderLimit } from "./render-limit";
import type { ReplayCache } from "./replay";
import { requestIds } from "./request-id";
import { clientIp, requestOrigin, sameOriginWrites, withClientIp } from "./request-origin";
import { pagePatternMatcher, UNMATCHED_PAGE } from "./route-pattern";
import { contentSecurityPolicy, type InlineScripts, securityHeaders } from "./security-headers";
import { handleSitemapPaths, publicStaticPaths, type RouteEntry, sitemapRoutes } from "./sitemap";
import { TokenBuckets } from "./token-buckets";
import { staffOnlyWrites } from "./write-guard";

export type AppDeps = {
  config: Pick<Config, "trustProxy" | "publicUrl" | "dataDir"> & Partial<Pick<Config, "metricsToken">>;
  database: Database;
  auth: Auth;
  logger: Logger;
  /** React Router's request handler; absent in API-only tests. */
  render?: RenderRequest;
  /** The built browser assets (build/web/client); absent in development, where Vite serves them. */
  clientDir?: string;
  /** React Router's route table (`build.routes`), from which the sitemap lists the public pages. */
  routeTable?: () => Promise<Record<string, RouteEntry | undefined>>;
  /** Vite's dev server: the CSP lets its hot-reload WebSocket through. */
  development?: boolean;
  /** The cached public catalogue; made from `database` when absent. */
  catalogue?: Catalogue;
  /** Where uploaded images go; files under `DATA_DIR/uploads` when absent. */
  storage?: FileStorage;
  /**
   * Seals referral CPFs (the Runtime's, from bootstrap). Absent in tests, where the key kept in
   * `dataDir` stands in, as it does on a server without REFERRAL_ENCRYPTION_KEY.
   */
  referralCipher?: ReferralCipher;
  /** Told when a referral is stored, so the delivery worker posts it at once. */
  onReferralStored?: () => void;
  /** Told when a lead is stored, so the delivery worker posts it at once. */
  onLeadStored?: () => void;
  /** REFERRAL_RETENTION_DAYS, which the privacy policy and the referral regulations state. */
  referralRetentionDays?: number;
  /** LEAD_RETENTION_DAYS, which the privacy policy states. */
  leadRetentionDays?: number;
  /** This process's Prometheus metrics (/metrics); made here when absent. */
  metrics?: Metrics;
  /** The referral delivery worker's state, for /api/ready; "off" when absent. */
  deliveryWorker?: () => DeliveryWorkerStatus;
  /** Told of every hit, miss, store and eviction of the page caches (for metrics). */
  onRenderCacheEvent?: (event: RenderCacheEvent, cache: "pages" | "search") => void;
  /** How many public pages render at once, and how many wait (a test may make its own). */
  renderLimit?: RenderLimit;
  /** Answers repeated anonymous reads of stored answers before Hono (the production server's; decision 0021). */
  replay?: ReplayCache;
};

type RenderResult = { page: StoredPage } | { response: Response; body: ArrayBuffer } | { busy: true };

/** React Router's lazy route discovery endpoint: not a page, though the public layout's splat matches it. */
const MANIFEST_PATH = "/__manifest";

/** Searches one address may make at once, then per second: a person typing stays well inside. */
const SEARCHES_AT_ONCE = 10;
const SEARCHES_PER_SECOND = 0.5;
const SEARCH_RETRY_SECONDS = 10;
const SEARCH_CACHE_ENTRIES = 200;
const SEARCH_CACHE_BYTES = 16 * 1024 * 1024;

/** Every render slot busy and the queue full: come back in a moment. */
function busy(): Response {
  return new Response(
    '<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Site ocupado</title><p>O site está com muitos acessos neste momento. Tente novamente em alguns segundos.</p></html>',
    {
      status: 503,
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Retry-After": "5",
        "Cache-Control": "no-store",
      },
    },
  );
}

function withHeaders(response: Response, headers: Record<string, string>): Response {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

const IMMUTABLE = "public, max-age=31536000, immutable";

/** The better-auth endpoints served over HTTP. */
const AUTH_ENDPOINTS = new Set([
  "POST /api/auth/sign-in/email",
  "POST /api/auth/sign-out",
  "GET /api/auth/get-session",
  // The console's 'Sair de todas as sessões': ends every session of the signed-in user.
  "POST /api/auth/revoke-sessions",
  // Two-factor sign-in (decision 0025): the code step of a sign-in, and 'Minha conta' (enrolment, new
  // backup codes, turning it off where the role allows). Not get-totp-uri: the secret is shown once.
  "POST /api/auth/two-factor/verify-totp",
  "POST /api/auth/two-factor/verify-backup-code",
  "POST /api/auth/two-factor/enable",
  "POST /api/auth/two-factor/generate-backup-codes",
  "POST /api/auth/two-factor/disable",
]);

export function createApp({
  config,
  database,
  auth,
  logger,
  render,
  clientDir,
  routeTable,
  development,
  ...deps
}: AppDeps) {
  const { db } = database;
  const app = new Hono<Env>();
  const catalogue = deps.catalogue ?? createCatalogue({ database, logger }).catalogue;
  const uploadsDir = path.join(config.dataDir, "uploads");
  mkdirSync(uploadsDir, { recursive: true });
  const storage = deps.storage ?? diskStorage(uploadsDir);
  const referralCipher =
    deps.referralCipher ??
    createReferralCipher(
      resolveReferralKey({
        dataDir: config.dataDir,
        referrals: { encryptionKey: undefined, relayUrl: undefined, retentionDays: 0 },
      }),
    );
  // Only the production build's pages are cached: in development every edit must show at once.
  const renderCache = clientDir && routeTable ? new RenderCache() : undefined;
  // Searches have their own, smaller cache: made-up queries cannot push the site's pages out.
  const searchCache = renderCache ? new RenderCache(SEARCH_CACHE_ENTRIES, SEARCH_CACHE_BYTES) : undefined;
  const metrics = deps.metrics ?? createMetrics();
  const reportCacheEvent = (event: RenderCacheEvent, cache: "pages" | "search") => {
    if (event === "hit") metrics.renderCache.hit();
    else if (event === "miss") metrics.renderCache.miss();
    deps.onRenderCacheEvent?.(event, cache);
  };
  if (renderCache) renderCache.onEvent = (event) => reportCacheEvent(event, "pages");
  if (searchCache) searchCache.onEvent = (event) => reportCacheEvent(event, "search");
  const renderLimit = deps.renderLimit ?? new RenderLimit();
  const searchBuckets = new TokenBuckets({ capacity: SEARCHES_AT_ONCE, perSecond: SEARCHES_PER_SECOND });
  const pendingRenders = new Map<string, Promise<RenderResult>>();
  const publicPage = routeTable ? routeTable().then(publicPageMatcher) : undefined;
  catalogue.onChange(() => {
    renderCache?.clear();
    searchCache?.clear();
  });
  catalogue.onChange(() => metrics.catalogueRebuilt());
  metrics.readReferralQueue(() => countReferralsByStatus(db));
  metrics.readLeadQueue(() => leadQueue.countByStatus(db));
  const pagePattern = routeTable ? routeTable().then(pagePatternMatcher) : undefined;

  // Outermost: an answer marked replayable is recorded once it is complete (every header set), for the
  // server's front to send again as it is (decision 0021).
  const replay = deps.replay;
  if (replay) {
    catalogue.onChange(() => replay.clear());
    app.use(async (c, next) => {
      const generation = replay.generation;
      await next();
      const replayable = c.get("replayable");
      const incoming = c.env?.incoming;
      if (replayable && incoming && c.res.status === 200)
        replay.record(incoming, c.res, replayable.body, c.get("routePattern") ?? UNMATCHED_PAGE, generation);
    });
  }

  // First: every answer carries X-Request-Id, and c.get("logger") logs with it.
  app.use(requestIds(logger, config.trustProxy));

  // One fresh nonce per response, for the Content-Security-Policy and the page's inline scripts.
  app.use(async (c, next) => {
    c.set("cspNonce", createNonce());
    await next();
  });

  app.use(compression());

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const pathname = c.req.path;
    const seconds = (performance.now() - started) / 1000;
    // The pattern of the handler that answered (Hono's, e.g. /api/cities/:id/plans), or for a page
    // React Router's: never the raw path, which the client chooses.
    let route = c.req.routePath;
    if (route === "*" || route === "/*") {
      route = /\.\w+$/.test(pathname) && !pathname.endsWith(".data") ? "(file)" : UNMATCHED_PAGE;
      if (route === UNMATCHED_PAGE && pagePattern) route = (await pagePattern)(pathname);
    }
    c.set("routePattern", route);
    metrics.observeRequest(c.req.method, route, c.res.status, seconds);
    if (pathname.startsWith("/assets/")) return;
    c.get("logger").info(
      {
        method: c.req.method,
        // Bounded: a path is chosen by the client, and a log line must stay a line.
        path: pathname.slice(0, 200),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
        ...(c.get("invalidFields") ? { invalidFields: c.get("invalidFields") } : {}),
      },
      "request",
    );
  });

  // No framing at all, no MIME sniffing, no referrer leaks to third parties. HSTS and the CSP depend
  // on the request and the response: securityHeaders sets them on the way out.
  app.use(
    secureHeaders({
      referrerPolicy: "strict-origin-when-cross-origin",
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: false,
      xFrameOptions: "DENY",
    }),
  );
  app.use(
    securityHeaders({
      trustProxy: config.trustProxy,
      frameSources: async () => pageFrameSources(await catalogue.siteSettings()),
      development,
    }),
  );
  // Uploads have their own cap; the session check below still runs before any of the body is read.
  const jsonBodies = limitBody();
  const uploadBodies = limitBody(MAX_UPLOAD_BODY_BYTES);
  app.use((c, next) =>
    c.req.path.startsWith(UPLOADS_PATH_PREFIX) ? uploadBodies(c, next) : jsonBodies(c, next),
  );
  app.use(sameOriginWrites(config));
  app.use(staffOnlyWrites(auth));

  app.route(
    "/",
    operationsRoutes({
      database,
      metrics,
      metricsToken: config.metricsToken,
      trustProxy: config.trustProxy,
      deliveryWorker: deps.deliveryWorker,
    }),
  );

  app.get("/api/health", async (c) => {
    const up = await database.ping();
    return c.json({ status: up ? "ok" : "degraded", database: { kind: database.kind, up } }, up ? 200 : 503);
  });

  app.on(["GET", "POST"], "/api/auth/*", async (c) => {
    // Only what the console uses reaches better-auth: its other endpoints (profile and e-mail
    // changes, account deletion, session lists…) are surface no one here needs.
    if (!AUTH_ENDPOINTS.has(`${c.req.method} ${c.req.path}`)) {
      return apiError(c, 404, "not_found", MESSAGES.notFound);
    }
    const origin = requestOrigin(c, config.trustProxy);
    const response = await auth.handler(withClientIp(c.req.raw, clientIp(c, config.trustProxy), origin));
    return secureCookiesOverHttps(await translateAuthError(response, c.req.path), origin);
  });

  app.route("/", cspReportRoutes(logger));
  app.route("/api", publicApiRoutes(catalogue));
  app.route("/api", publicCepRoutes(catalogue, config.trustProxy));
  app.route("/api", publicReferralRoutes(db, referralCipher, config.trustProxy, deps.onReferralStored));
  app.route("/api", publicLeadRoutes(db, referralCipher, config.trustProxy, deps.onLeadStored));
  app.route("/api", publicStaffPasswordRoutes(db, auth, config.trustProxy));
  // Console services announce what each write changed once it commits (auditedWrite), here and, through
  // PostgreSQL, to every other process: caches follow the data, whatever the route.
  app.route(
    ADMIN_API_PATH,
    adminRoutes(db, changesOf(database, logger).announce, auth, storage, referralCipher),
  );
  app.all("/api/*", (c) => apiError(c, 404, "not_found", MESSAGES.notFound));

  app.route(
    "/",
    sitemapRoutes({
      staticPaths: routeTable ? async () => publicStaticPaths(await routeTable()) : undefined,
      // Every active city's page, every current offer's label, and the paths pages with a parameter
      // declare in their `handle`.
      dynamicPaths: async () => [
        ...(routeTable ? handleSitemapPaths(await routeTable()) : []),
        ...(await catalogue.activeCities()).map(cityPagePath),
        ...(await catalogue.currentOffers()).map((offer) => offerLabelPath(offer.code)),
      ],
      origin: (c) =>
        config.publicUrl ? new URL(config.publicUrl).origin : requestOrigin(c, config.trustProxy),
      onChange: (listener) => catalogue.onChange(listener),
    }),
  );

  // Old and alternative page addresses: answered here, before any page renders.
  app.route("/", redirectRoutes(catalogue));

  const uploadedFiles = serveStatic({
    root: uploadsDir,
    rewriteRequestPath: (p) => p.replace(/^\/uploads/, ""),
  });
  app.use("/uploads/*", async (c, next) => {
    const found = await uploadedFiles(c, next);
    if (found?.status !== 200) return found;
    // A stored file's name is random and never reused, so its bytes never change.
    const response = new Response(found.body, found);
    response.headers.set("Cache-Control", IMMUTABLE);
    return response;
  });

  if (clientDir) {
    // The build's hashed files, with the .br/.gz files `npm run build` writes next to them
    // (scripts/precompress.mjs) sent as they are to clients that take them. serveStatic says Vary only when
    // it picks a compressed file; for the plain one the compression middleware above adds it.
    const assets = serveStatic({ root: clientDir, precompressed: true });
    app.use("/assets/*", async (c, next) => {
      const found = await assets(c, next);
      // A hashed name is never reused for other bytes.
      if (found?.status === 200 || found?.status === 206) found.headers.set("Cache-Control", IMMUTABLE);
      return found;
    });
    const publicFiles = serveStatic({
      root: clientDir,
      onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600"),
    });
    // Only paths that name a file (favicon.svg…) touch the disk; pages go straight to the renderer.
    app.use("*", (c, next) =>
      /\.\w+$/.test(c.req.path) && !c.req.path.endsWith(".data") ? publicFiles(c, next) : next(),
    );
  }

  if (render) {
    const pageCsp = async () => {
      const frameSources = await catalogue
        .siteSettings()
        .then(pageFrameSources)
        .catch(() => []);
      return {
        csp: (scripts: InlineScripts, https: boolean) =>
          contentSecurityPolicy({ scripts, frameSources, https, development }),
      };
    };
    /** Renders under the limit, reading the whole body there (the CPU is spent while it streams). */
    const limitedRender = (request: Request, context: AppContext) =>
      renderLimit.run(async () => {
        const response = await render(request, context);
        return { response, body: await response.arrayBuffer() };
      });
    /**
     * One render for all the requests that miss `key` at once (after a write, a popular page is asked for
     * many times before its first render ends); the page is kept if it may go to everyone.
     */
    const renderShared = (
      cache: RenderCache,
      key: string,
      statuses: readonly number[],
      request: Request,
      context: AppContext,
    ): { owner: boolean; result: Promise<RenderResult> } => {
      const generation = cache.generation;
      // A render that began before the catalogue last changed is not joined: it may show the old data.
      const pendingKey = `${generation} ${key}`;
      const running = pendingRenders.get(pendingKey);
      if (running) return { owner: false, result: running };
      const rendered = limitedRender(request, context);
      const result: Promise<RenderResult> = rendered
        ? rendered.then(async ({ response, body }) => {
            if (!isCacheable(response, statuses)) return { response, body };
            const page = await storedPage(response, Buffer.from(body), context.cspNonce, await pageCsp());
            if (!page) return { response, body };
            cache.set(key, page, generation);
            return { page };
          })
        : Promise.resolve({ busy: true as const });
      pendingRenders.set(pendingKey, result);
      void result.finally(() => pendingRenders.delete(pendingKey)).catch(() => {});
      return { owner: true, result };
    };

    /** A render's answer on its way out: cookies Secure over https. */
    const finish = (c: Context<Env>, response: Response) =>
      secureCookiesOverHttps(response, requestOrigin(c, config.trustProxy));

    app.all("*", async (c) => {
      const nonce = c.get("cspNonce");
      const siteOrigin = config.publicUrl
        ? new URL(config.publicUrl).origin
        : requestOrigin(c, config.trustProxy);
      const https = requestOrigin(c, config.trustProxy).startsWith("https://");
      const ip = clientIp(c, config.trustProxy);
      const context: AppContext = {
        db,
        catalogue,
        auth,
        logger: c.get("logger"),
        config,
        clientIp: ip,
        cspNonce: nonce,
        siteOrigin,
        referralRetentionDays: deps.referralRetentionDays ?? 365,
        leadRetentionDays: deps.leadRetentionDays ?? 365,
      };
      const url = new URL(c.req.url);
      const page = publicPage ? (await publicPage)(pagePath(url.pathname)) : undefined;
      const send = (stored: StoredPage, extra?: Record<string, string>) =>
        sendStoredPage(
          stored,
          { acceptEncoding: c.req.header("accept-encoding"), https, head: c.req.method === "HEAD" },
          extra,
        );

      // Console and sign-in pages, and React Router's route discovery (`/__manifest?paths=…`, answered
      // from the route table without loaders, and reading its own parameters): per request, streamed,
      // outside the limit.
      if (!page || url.pathname === MANIFEST_PATH) return finish(c, await render(c.req.raw, context));

      // A public page renders for its path and the parameters it declares, nothing else.
      const reads = c.req.method === "GET" || c.req.method === "HEAD";
      const canonical = reads ? canonicalPageUrl(url, page) : url;
      const request =
        canonical.href === url.href
          ? c.req.raw
          : new Request(canonical, { headers: c.req.raw.headers, method: c.req.method });

      if (page.search && canonical.searchParams.has("q") && !searchBuckets.take(limitedAddress(ip))) {
        // Over the limit: the 429 page, rendered once per catalogue version like any other.
        const key = `${siteOrigin} 429 ${url.pathname}`;
        const limited = new Request(new URL(url.pathname, url.origin), { headers: c.req.raw.headers });
        const tooMany = { "Retry-After": String(SEARCH_RETRY_SECONDS), "Cache-Control": "no-store" };
        const cached = searchCache?.get(key);
        if (cached) return send(cached, tooMany);
        const context429 = { ...context, searchLimited: true };
        const answer = searchCache
          ? await renderShared(searchCache, key, [429, 200], limited, context429).result
          : undefined;
        if (answer && "page" in answer) return send(answer.page, tooMany);
        if (answer && "busy" in answer) return busy();
        const fallback = answer ?? (await limitedRender(limited, context429));
        if (!fallback) return busy();
        return withHeaders(new Response(fallback.body, fallback.response), tooMany);
      }

      const cache = page.search ? searchCache : renderCache;
      if (cache && isAnonymousRead(c.req.raw)) {
        // Pages print their absolute URL (canonical, Open Graph), so the origin is part of the key.
        const key = siteOrigin + canonical.pathname + canonical.search;
        // Answers for a URL as the page reads it are sent again by the server's front (decision 0021);
        // a search is not: each one takes from its address's limit.
        const sendPage = (stored: StoredPage) => {
          if (!page.search && canonical.href === url.href)
            c.set("replayable", { body: storedBody(stored, c.req.header("accept-encoding")).body });
          return send(stored);
        };
        const cached = cache.get(key);
        if (cached) return sendPage(cached);
        // A HEAD renders no body, so it is answered from what a GET stored, or rendered below uncached.
        if (c.req.method === "GET") {
          const shared = renderShared(cache, key, [200], request, context);
          const answer = await shared.result;
          if ("page" in answer) return sendPage(answer.page);
          if ("busy" in answer) return busy();
          // Not kept (an error, a cookie): only the request that rendered it may send its body.
          if (shared.owner) return finish(c, new Response(answer.body, answer.response));
        }
      }
      const rendered = await limitedRender(request, context);
      if (!rendered) return busy();
      return finish(c, new Response(rendered.body, rendered.response));
    });
  }

  app.onError((error, c) => {
    (c.get("logger") ?? logger).error({ err: error, path: c.req.path }, "unhandled error");
    return apiError(c, 500, "internal_error", MESSAGES.internal);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;

/** Session cookies are marked Secure whenever the browser reached us over https. */
function secureCookiesOverHttps(response: Response, origin: string): Response {
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
