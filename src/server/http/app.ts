import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono, type Next } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { tagOrigins } from "../../domain/consent";
import type { Auth } from "../auth";
import { cacheTagHeaders, collectCacheTags } from "../cache-tags";
import { cdnPurgeQueue } from "../cdn/purge";
import { changesOf } from "../changes";
import { limitedAddress } from "../client-address";
import type { Config } from "../config";
import { tileSources } from "../coverage/tiles";
import type { Database } from "../db/client";
import type { Logger } from "../logger";
import type { QueuePurge } from "../services/console-writes";
import { leadQueue } from "../services/lead-delivery";
import { countReferralsByStatus } from "../services/referral-delivery";
import { isStorageKey, type StoredFileInfo, UPLOADS_URL_PREFIX } from "../storage/storage";
import type { TrafficCounter } from "../traffic/counter";
import { COVERAGE_UPLOAD_PATH, MAX_COVERAGE_UPLOAD_BODY_BYTES } from "./admin/coverage";
import { MAX_UPLOAD_BODY_BYTES, UPLOADS_PATH_PREFIX } from "./admin/uploads";
import { ADMIN_API_PATH, adminRoutes } from "./admin-routes";
import type { RenderRequest } from "./app-context";
import type { AppServices } from "./app-services";
import { backupRoutes } from "./backup";
import { blogFeedRoutes } from "./blog-feed";
import { limitBody } from "./body-limit";
import { compression } from "./compression";
import { cspReportRoutes } from "./csp-reports";
import type { Env } from "./env";
import { apiError, MESSAGES, translateAuthError } from "./errors";
import { firstTouch } from "./first-touch";
import { pageFrameSources } from "./frame-sources";
import { linkPreviewRoutes } from "./link-previews";
import { createNonce } from "./nonce";
import { type DeliveryWorkerStatus, operationsRoutes } from "./operations";
import { canonicalPath, pagePath } from "./page-path";
import { type RenderLanes, secureCookiesOverHttps, servePages } from "./pages";
import { cepBuckets, cityChoiceRoutes, publicCepRoutes } from "./public/cep";
import { publicConsentRoutes } from "./public/consent";
import { publicLeadRoutes } from "./public/leads";
import { publicNewsletterRoutes } from "./public/newsletter";
import { publicReferralRoutes } from "./public/referrals";
import { publicStaffPasswordRoutes } from "./public/staff-password";
import { subscriberRoutes } from "./public/subscriber";
import type { SitePages } from "./public-pages";
import { NOT_FOUND_ROUTE, sitePaths } from "./public-pages";
import { publicApiRoutes } from "./public-routes";
import { redirectRoutes } from "./redirects";
import type { RenderCacheEvent } from "./render-cache";
import type { ReplayCache } from "./replay";
import { requestIds } from "./request-id";
import { clientIp, requestAddresses, requestOrigin, sameOriginWrites, withClientIp } from "./request-origin";
import { pagePatternMatcher, UNMATCHED_PAGE } from "./route-pattern";
import { documentOnlyHeaders, isSharedAnswer, securityHeaders } from "./security-headers";
import { MAX_SIGN_UP_BODY_BYTES, SIGN_UP_PAGE_PATH } from "./sign-up-pages";
import { dynamicSitemapPaths, type RouteEntry, sitemapRoutes } from "./sitemap";
import { statusFeedRoutes } from "./status-feed";
import { staffOnlyWrites } from "./write-guard";

export type AppDeps = {
  config: Pick<Config, "trustProxy" | "publicUrl" | "dataDir"> &
    Partial<
      Pick<
        Config,
        | "metricsToken"
        | "erp"
        | "erpContractPrint"
        | "deskLookupsPerMinute"
        | "webConcurrency"
        | "coverageAllowHttp"
        | "genieAcsUrl"
        | "erpAllowHttp"
        | "allowPrivateAddresses"
        | "smtpAllowPlainAuth"
      >
    >;
  database: Database;
  auth: Auth;
  logger: Logger;
  /** The console's request handler (React Router's); absent in API-only tests. */
  render?: RenderRequest;
  /** The public site (Astro's build, docs/public-site.md); absent in API-only tests. */
  site?: SitePages;
  /**
   * The built browser assets: the site's (build/site/client) and the console's (build/console/client);
   * absent in development, where Vite serves them.
   */
  clientDirs?: readonly string[];
  /** The console's route table (React Router's `build.routes`), for its requests' metrics labels. */
  routeTable?: () => Promise<Record<string, RouteEntry | undefined>>;
  /** Vite's dev server: the CSP lets its hot-reload WebSocket through. */
  development?: boolean;
  /** Queues a CDN purge with each staff write (CDN_PURGE_URL; cdn/purge.ts). */
  queuePurge?: QueuePurge;
  /** The services the routes and pages use, made by the composition root (`buildAppServices`). */
  services: AppServices;
  /** REFERRAL_RETENTION_DAYS, which the privacy policy and the referral regulations state. */
  referralRetentionDays?: number;
  /** LEAD_RETENTION_DAYS, which the privacy policy states. */
  leadRetentionDays?: number;
  /** SIGN_UP_RETENTION_DAYS, which the privacy policy states (issue 56). */
  signUpRetentionDays?: number;
  /** The referral delivery worker's state, for /api/ready; "off" when absent. */
  deliveryWorker?: () => DeliveryWorkerStatus;
  /** Told of every hit, miss, store and eviction of the page caches (for metrics). */
  onRenderCacheEvent?: (event: RenderCacheEvent, cache: "pages" | "search") => void;
  /** The bounds of the render lanes (pages.ts; rate-limits.ts unless a test makes its own). */
  renderLimits?: RenderLanes;
  /** Answers repeated anonymous reads of stored answers before Hono (the production server's; decision 0021). */
  replay?: ReplayCache;
  /**
   * On the embedded database: the token `npm run backup` reads from DATA_DIR/backup-token, and the
   * referral key that seals a backup (http/backup.ts); absent, POST /api/backup answers 404.
   */
  backup?: { token: string; referralKey: Buffer };
  /** Counts page views and coverage checks for the Painel (decision 0068); absent, nothing is counted. */
  traffic?: TrafficCounter;
  /** Where 'Marketing e avisos' → 'Testar conexão' reaches the WhatsApp Cloud API; absent, Meta's. */
  whatsappUrl?: string;
  /** How long 'Testar conexão' waits for the SMTP server or WhatsApp (15 s; tests shorten it). */
  connectionTestTimeoutMs?: number;
};

/** Routes whose path holds what a visitor typed about themselves: the request log names only the route. */
const PATTERN_LOGGED = new Set(["/api/cep/:cep"]);

const IMMUTABLE = "public, max-age=31536000, immutable";
const NO_TAGS = { "Cache-Tag": "", "Surrogate-Key": "" };

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

/**
 * The HTTP app: the services the composition root made (`deps.services`), wired to the front's middleware,
 * the API, the site's own routes and files, and the page pipeline, in that order.
 */
export function createApp(deps: AppDeps) {
  const app = new Hono<Env>();
  observeServices(deps);
  addFrontMiddleware(app, deps);
  addWriteGuards(app, deps);
  // 'Consultar disponibilidade' by CEP: one limit for the API's lookups and the city window's posts.
  const cep = {
    lookups: cepBuckets(),
    countCheck: deps.traffic ? () => deps.traffic?.count("coverage_check", "") : undefined,
  };
  mountApi(app, deps, cep);
  mountSiteRoutes(app, deps, cep);
  if (deps.render || deps.site) mountPages(app, deps);
  app.onError((error, c) => {
    (c.get("logger") ?? deps.logger).error({ err: error, path: c.req.path }, "unhandled error");
    return apiError(c, 500, "internal_error", MESSAGES.internal);
  });
  return app;
}

type CepChecks = { lookups: ReturnType<typeof cepBuckets>; countCheck: (() => void) | undefined };

/** The metrics that read the services: catalogue rebuilds and the delivery queues' sizes. */
function observeServices({ database, queuePurge, services }: AppDeps) {
  const { db } = database;
  const { catalogue, metrics } = services;
  catalogue.onChange(() => metrics.catalogueRebuilt());
  metrics.readReferralQueue(() => countReferralsByStatus(db));
  metrics.readLeadQueue(() => leadQueue.countByStatus(db));
  if (queuePurge) metrics.readCdnPurgeQueue(() => cdnPurgeQueue.countByStatus(db));
}

/**
 * The middleware every answer passes: the front's recording, request ids and addresses, cache tags, the
 * CSP nonce, compression, the request's log line and metrics, the security headers and the first touch.
 */
function addFrontMiddleware(
  app: Hono<Env>,
  { config, logger, routeTable, development, replay, services, database, queuePurge }: AppDeps,
) {
  const { catalogue, metrics, storage } = services;
  const imageSources = storage.publicOrigin ? [storage.publicOrigin] : [];
  // A public page is matched once, by the page pipeline, which leaves the metrics label in `pagePattern`
  // (issue 33, M4); a console page by the console's route table, compiled once.
  const matchConsole = routeTable ? routeTable().then(pagePatternMatcher) : undefined;

  // Outermost: an answer marked replayable is recorded once it is complete (every header set), for the
  // server's front to send again as it is (decision 0021).
  if (replay) {
    catalogue.onChange(() => replay.clear());
    app.use(async (c, next) => {
      const generation = replay.generation;
      await next();
      const replayable = c.get("replayable");
      const incoming = c.env?.incoming;
      if (replayable && incoming)
        replay.record(
          incoming,
          c.res,
          replayable.body,
          c.get("routePattern") ?? UNMATCHED_PAGE,
          generation,
          replayable.key,
        );
    });
  }

  // First: every answer carries X-Request-Id, and c.get("logger") logs with it.
  app.use(requestIds(logger, config.trustProxy));
  // Then the client's address and the browser's origin, once, for every limit, log line and check below.
  app.use(requestAddresses(config.trustProxy));

  // Cache tags: a public answer names what it shows, for a CDN's purge by tag (decision 0032). Outside the
  // security headers, so it sees their no-store: an answer no one may keep carries none. Only where purges
  // go somewhere (CDN_PURGE_URL): otherwise no one reads them, and the home's list every city in two headers
  // of each answer, more than 2 KB of its first load (issue 70).
  const sendTags = queuePurge !== undefined;
  app.use(async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const { tags } = await collectCacheTags(() => next());
    const shared = sendTags && isSharedAnswer(c.res.headers);
    // A stored page brings the tags of its render (pages.ts); an answer no one may keep loses any it got.
    const tagged = c.res.headers.has("cache-tag");
    const headers = shared ? (tagged ? undefined : cacheTagHeaders(tags)) : tagged ? NO_TAGS : undefined;
    if (!headers) return;
    c.res = new Response(c.res.body, c.res);
    for (const [name, value] of Object.entries(headers)) {
      if (value) c.res.headers.set(name, value);
      else c.res.headers.delete(name);
    }
  });

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
      if (route === UNMATCHED_PAGE)
        route =
          c.get("pagePattern") ?? (matchConsole ? (await matchConsole)(pagePath(pathname)) : UNMATCHED_PAGE);
    }
    c.set("routePattern", route);
    metrics.observeRequest(c.req.method, route, c.res.status, seconds);
    if (pathname.startsWith("/assets/") || pathname.startsWith("/_astro/")) return;
    c.get("logger").info(
      {
        method: c.req.method,
        // Bounded: a path is chosen by the client, and a log line must stay a line. A path that carries
        // what a visitor typed (a CEP) is logged as its route pattern.
        path: PATTERN_LOGGED.has(route) ? route : pathname.slice(0, 200),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
        ...(c.get("invalidFields") ? { invalidFields: c.get("invalidFields") } : {}),
      },
      "request",
    );
  });

  // No framing at all, no MIME sniffing, no referrer leaks to third parties. HSTS and the CSP depend
  // on the request and the response: securityHeaders sets them on the way out.
  app.use(documentOnlyHeaders());
  app.use(
    secureHeaders({
      referrerPolicy: "strict-origin-when-cross-origin",
      crossOriginEmbedderPolicy: false,
      // Set by securityHeaders, on every answer but a shared one (decision 0050).
      crossOriginOpenerPolicy: false,
      strictTransportSecurity: false,
      xFrameOptions: "DENY",
    }),
  );
  app.use(
    securityHeaders({
      frameSources: async () => pageFrameSources(await catalogue.siteSettings()),
      // Issue 57: the consented tags' origins, only while their IDs are set.
      tagSources: async () => tagOrigins(await catalogue.siteSettings()),
      development,
      imageSources,
      consoleImageSources: () => tileSources(database.db),
    }),
  );
  // Issue 57: a landing address's campaign parameters as the visit's first touch, set before the
  // security headers read the answer (a cookie makes it no-store).
  app.use(firstTouch());
}

/**
 * Before any write's handler: its body's cap (uploads, coverage files and the sign-up's photos have their
 * own), then the same-origin check, then the staff session of a console write.
 */
function addWriteGuards(app: Hono<Env>, { config, auth }: AppDeps) {
  // Uploads have their own cap; the session check below still runs before any of the body is read.
  const jsonBodies = limitBody();
  const uploadBodies = limitBody(MAX_UPLOAD_BODY_BYTES);
  // 'Contrate online''s step 3 carries two phone photos (issue 56).
  const signUpBodies = limitBody(MAX_SIGN_UP_BODY_BYTES);
  const coverageUploads = limitBody(MAX_COVERAGE_UPLOAD_BODY_BYTES);
  app.use((c, next) =>
    c.req.path.startsWith(UPLOADS_PATH_PREFIX)
      ? uploadBodies(c, next)
      : c.req.path === COVERAGE_UPLOAD_PATH
        ? coverageUploads(c, next)
        : c.req.path === SIGN_UP_PAGE_PATH
          ? signUpBodies(c, next)
          : jsonBodies(c, next),
  );
  app.use(sameOriginWrites(config));
  app.use(staffOnlyWrites(auth));
}

/** `/api/*` and `/metrics`: operations, health, sign-in, the public API, the console's API, backups. */
function mountApi(app: Hono<Env>, deps: AppDeps, cep: CepChecks) {
  const { config, database, auth, logger, services } = deps;
  const { db } = database;
  const { catalogue, cipher, erp, takesProspects } = services;
  app.route(
    "/",
    operationsRoutes({
      database,
      metrics: services.metrics,
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
    const origin = requestOrigin(c);
    const response = await auth.handler(withClientIp(c.req.raw, clientIp(c), origin));
    return secureCookiesOverHttps(await translateAuthError(response, c.req.path), origin);
  });

  app.route("/", cspReportRoutes(logger));
  app.route("/api", publicApiRoutes(catalogue));
  app.route("/api", publicCepRoutes(catalogue, cep.lookups, erp.current, logger, cep.countCheck));
  app.route("/api", publicReferralRoutes(db, cipher, services.onReferralStored, takesProspects));
  app.route("/api", publicLeadRoutes(db, cipher, services.onLeadStored, takesProspects));
  app.route("/api", publicNewsletterRoutes(db, cipher));
  app.route("/api", publicStaffPasswordRoutes(db, auth));
  // Issue 57: the cookie banner's answer.
  app.route("/api", publicConsentRoutes(services.consentTally));
  // Console services announce what each write changed once it commits (auditedWrite), here and, through
  // PostgreSQL, to every other process: caches follow the data, whatever the route.
  app.route(
    ADMIN_API_PATH,
    adminRoutes(
      db,
      changesOf(database, logger).announce,
      auth,
      services.storage,
      cipher,
      deps.queuePurge,
      {
        runtime: erp,
        environment: config.erp,
        contractPrintDefault: config.erpContractPrint,
        allowHttp: config.erpAllowHttp ?? false,
        allowPrivateAddresses: config.allowPrivateAddresses ?? false,
      },
      services.viability,
      {
        whatsappUrl: deps.whatsappUrl,
        timeoutMs: deps.connectionTestTimeoutMs,
        allowPrivateAddresses: config.allowPrivateAddresses ?? false,
        smtpAllowPlainAuth: config.smtpAllowPlainAuth ?? false,
      },
      {
        allowHttp: config.coverageAllowHttp ?? false,
        allowPrivateAddresses: config.allowPrivateAddresses ?? false,
      },
    ),
  );
  app.route(
    "/",
    backupRoutes({
      database,
      storage: services.storage,
      dataDir: config.dataDir,
      trustProxy: config.trustProxy,
      logger,
      backup: deps.backup,
    }),
  );
  app.all("/api/*", (c) => apiError(c, 404, "not_found", MESSAGES.notFound));
}

/**
 * What the server answers itself besides the API: the sitemap, the feeds, link previews and icons, old
 * addresses, the city window's posts, uploaded files and the builds' files.
 */
function mountSiteRoutes(
  app: Hono<Env>,
  { config, logger, site, clientDirs, services }: AppDeps,
  cep: CepChecks,
) {
  const { catalogue, storage, erp } = services;
  const origin = (c: Context<Env>) =>
    config.publicUrl ? new URL(config.publicUrl).origin : requestOrigin(c);
  app.route(
    "/",
    sitemapRoutes({
      staticPaths: site ? async () => sitePaths(site) : undefined,
      dynamicPaths: dynamicSitemapPaths(catalogue),
      origin,
      onChange: (listener) => catalogue.onChange(listener),
    }),
  );
  app.route("/", subscriberRoutes(services.subscriberDesk));
  app.route("/", blogFeedRoutes(catalogue, origin));
  app.route("/", statusFeedRoutes(catalogue, origin));
  // Link previews, the home-screen icons and the web manifest (issue 57).
  app.route("/", linkPreviewRoutes({ catalogue, storage, clientDirs }));
  // Old and alternative page addresses: answered here, before any page renders.
  app.route("/", redirectRoutes(catalogue));
  app.route("/", cityChoiceRoutes(catalogue, cep.lookups, erp.current, logger, cep.countCheck));

  // One handler for every storage, so a file answers with the same headers from the disk or a bucket.
  app.on(["GET", "HEAD"], `${UPLOADS_URL_PREFIX}*`, async (c) => {
    const key = c.req.path.slice(UPLOADS_URL_PREFIX.length);
    if (!isStorageKey(key)) return c.text("Not Found", 404);
    const elsewhere = storage.redirectUrl(key);
    if (elsewhere) return c.redirect(elsewhere, 302);
    // HEAD asks the store about the file without fetching its bytes.
    const file: (StoredFileInfo & { body?: ReadableStream<Uint8Array> }) | undefined =
      c.req.method === "HEAD" ? await storage.head(key) : await storage.get(key);
    if (!file) return c.text("Not Found", 404);
    const headers: Record<string, string> = {
      "Content-Type": file.contentType,
      // A stored file's name is random and never reused, so its bytes never change.
      "Cache-Control": IMMUTABLE,
    };
    // A length the store did not give is left out (the answer goes in chunks), never sent as 0 with bytes.
    if (file.size !== undefined) headers["Content-Length"] = String(file.size);
    return new Response(file.body ?? null, { headers });
  });

  for (const clientDir of clientDirs ?? []) {
    // The builds' hashed files (Astro's under /_astro/, the console's and the icon sprite under /assets/),
    // with the .br/.gz files `npm run build` writes next to them (scripts/precompress.mjs) sent as they are
    // to clients that take them. serveStatic says Vary only when it picks a compressed file; for the plain
    // one the compression middleware above adds it.
    const assets = serveStatic({ root: clientDir, precompressed: true });
    const hashed = async (c: Context<Env>, next: Next) => {
      const found = await assets(c, next);
      // A hashed name is never reused for other bytes: kept without asking again, so no date to ask with
      // either (a header on each script of a page's first load, issue 70).
      if (found?.status === 200 || found?.status === 206) {
        found.headers.set("Cache-Control", IMMUTABLE);
        found.headers.delete("Last-Modified");
      }
      return found;
    };
    app.use("/assets/*", hashed);
    app.use("/_astro/*", hashed);
    const publicFiles = serveStatic({
      root: clientDir,
      onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600"),
    });
    // Only paths that name a file (favicon.svg…) touch the disk; pages go straight to the renderer.
    app.use("*", (c, next) => (/\.\w+$/.test(c.req.path) ? publicFiles(c, next) : next()));
  }
}

/** Every other path: a public page's view counted for the Painel, then the page pipeline (pages.ts). */
function mountPages(app: Hono<Env>, deps: AppDeps) {
  const { config, database, auth, render, site, clientDirs, services } = deps;
  const traffic = deps.traffic;
  // A public page's view for the Painel, counted once its answer is known (decision 0068).
  if (traffic)
    app.use("*", async (c, next) => {
      await next();
      // Only a path one of the site's routes answered (a made-up path is the 404 route's), in its one
      // spelling, so made-up paths and spellings add no rows (L11).
      const route = c.get("pagePattern");
      if (route === undefined || route === NOT_FOUND_ROUTE) return;
      traffic.countPage(
        c.req.method,
        canonicalPath(new URL(c.req.url).pathname),
        c.res.status,
        c.res.headers.get("content-type"),
        {
          userAgent: c.req.header("user-agent"),
          secPurpose: c.req.header("sec-purpose"),
          purpose: c.req.header("purpose"),
          address: limitedAddress(clientIp(c)),
        },
      );
    });
  const { metrics, storage } = services;
  app.all(
    "*",
    servePages({
      db: database.db,
      catalogue: services.catalogue,
      auth,
      config,
      render,
      site,
      replay: deps.replay,
      store: Boolean(clientDirs?.length && site),
      development: deps.development,
      referralRetentionDays: deps.referralRetentionDays,
      leadRetentionDays: deps.leadRetentionDays,
      signUpRetentionDays: deps.signUpRetentionDays,
      ...services.pages,
      onCacheEvent: (event, cache) => {
        if (event === "hit") metrics.renderCache.hit();
        else if (event === "miss") metrics.renderCache.miss();
        deps.onRenderCacheEvent?.(event, cache);
      },
      limits: deps.renderLimits,
      imageSources: storage.publicOrigin ? [storage.publicOrigin] : [],
    }),
  );
}
