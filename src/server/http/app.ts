import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono, type Next } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { tagOrigins } from "../../domain/consent";
import type { Auth } from "../auth";
import { cacheTagHeaders, collectCacheTags } from "../cache-tags";
import { type Catalogue, createCatalogue } from "../catalogue";
import { cdnPurgeQueue } from "../cdn/purge";
import { changesOf } from "../changes";
import { limitedAddress } from "../client-address";
import { type Config, DEFAULT_DESK_LOOKUPS_PER_MINUTE } from "../config";
import type { CepAddressLookup } from "../coverage/cep-address";
import type { Geocoder } from "../coverage/geocoder";
import { tileSources } from "../coverage/tiles";
import { createViabilityService, type ViabilityService } from "../coverage/viability";
import type { Database } from "../db/client";
import { createSubscriberAccount, type SubscriberAccount } from "../erp/account";
import { erpConsoleState } from "../erp/console-state";
import type { ErpAdapter } from "../erp/contract";
import { createSubscriberDesk, type SubscriberDesk } from "../erp/desk";
import { createGenieAcs, type DeviceManager } from "../erp/genieacs";
import { createErpRuntime, type ErpRuntime, fixedErp } from "../erp/runtime";
import { erpTakesSignUps } from "../erp/sign-ups";
import { encodeSignUpDocument } from "../images/document-image";
import type { Logger } from "../logger";
import { createMetrics, type Metrics } from "../metrics";
import { createReferralCipher, type ReferralCipher, resolveReferralKey } from "../referrals/cipher";
import { ConsentTally } from "../services/consent";
import type { QueuePurge } from "../services/console-writes";
import { leadQueue } from "../services/lead-delivery";
import { submitLead } from "../services/leads";
import { subscribeToNewsletter } from "../services/newsletter";
import { outageChannels, subscribeToOutage } from "../services/outage-leads";
import { countReferralsByStatus } from "../services/referral-delivery";
import { submitReferral } from "../services/referrals";
import { listSignUpAssignees, listSignUps } from "../services/sign-ups";
import { listSubscriberRequests } from "../services/subscriber-requests";
import { dataDirStorage } from "../storage/create-storage";
import { type FileStorage, isStorageKey, type StoredFileInfo, UPLOADS_URL_PREFIX } from "../storage/storage";
import type { TrafficCounter } from "../traffic/counter";
import { COVERAGE_UPLOAD_PATH, MAX_COVERAGE_UPLOAD_BODY_BYTES } from "./admin/coverage";
import { MAX_UPLOAD_BODY_BYTES, UPLOADS_PATH_PREFIX } from "./admin/uploads";
import { ADMIN_API_PATH, adminRoutes } from "./admin-routes";
import type { RenderRequest } from "./app-context";
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
import {
  DESK_PROOF_CALLS,
  GEOCODER_QUERIES,
  LEADS_PER_HOUR,
  NEWSLETTER_SIGNUPS_PER_HOUR,
  REFERRALS_PER_HOUR,
  SUBSCRIBER_LOOKUPS_PER_ADDRESS,
  SUBSCRIBER_LOOKUPS_PER_DOCUMENT,
} from "./rate-limits";
import { redirectRoutes } from "./redirects";
import type { RenderCacheEvent } from "./render-cache";
import type { ReplayCache } from "./replay";
import { requestIds } from "./request-id";
import { clientIp, requestAddresses, requestOrigin, sameOriginWrites, withClientIp } from "./request-origin";
import { createRequestPages } from "./request-pages";
import { pagePatternMatcher, UNMATCHED_PAGE } from "./route-pattern";
import { isSharedAnswer, securityHeaders } from "./security-headers";
import { createSignUpPages, MAX_SIGN_UP_BODY_BYTES, SIGN_UP_PAGE_PATH } from "./sign-up-pages";
import { dynamicSitemapPaths, type RouteEntry, sitemapRoutes } from "./sitemap";
import { statusFeedRoutes } from "./status-feed";
import { TokenBuckets } from "./token-buckets";
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
  /** The cached public catalogue; made from `database` when absent. */
  catalogue?: Catalogue;
  /** Queues a CDN purge with each staff write (CDN_PURGE_URL; cdn/purge.ts). */
  queuePurge?: QueuePurge;
  /** Where uploaded images go; files under `DATA_DIR/uploads` when absent (serve.ts passes STORAGE_URL's). */
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
  /** Told when a sign-up is confirmed for an ERP that takes them (issue 56), so the worker sends it at once. */
  onSignUpStored?: () => void;
  /** Told when a desk request's e-mail is queued (issue 67), so the worker sends it at once. */
  onRequestStored?: () => void;
  /** GenieACS for the desk's Wi-Fi change (issue 67): a local fake in tests; absent, GENIEACS_URL's. */
  devices?: DeviceManager;
  /** REFERRAL_RETENTION_DAYS, which the privacy policy and the referral regulations state. */
  referralRetentionDays?: number;
  /** LEAD_RETENTION_DAYS, which the privacy policy states. */
  leadRetentionDays?: number;
  /** SIGN_UP_RETENTION_DAYS, which the privacy policy states (issue 56). */
  signUpRetentionDays?: number;
  /** This process's Prometheus metrics (/metrics); made here when absent. */
  metrics?: Metrics;
  /** The referral delivery worker's state, for /api/ready; "off" when absent. */
  deliveryWorker?: () => DeliveryWorkerStatus;
  /** Told of every hit, miss, store and eviction of the page caches (for metrics). */
  onRenderCacheEvent?: (event: RenderCacheEvent, cache: "pages" | "search") => void;
  /** The bounds of the render lanes (pages.ts; rate-limits.ts unless a test makes its own). */
  renderLimits?: RenderLanes;
  /** Answers repeated anonymous reads of stored answers before Hono (the production server's; decision 0021). */
  replay?: ReplayCache;
  /** The provider's ERP (ERP_ADAPTER; decision 0037): the subscriber pages use it; absent, they explain the portal. */
  erp?: ErpAdapter;
  /**
   * Which ERP is in use, read again when the console saves one (serve.ts makes it, to share it with the
   * delivery worker); absent, made here from `erp`, else from ERP_ADAPTER and the console's settings.
   */
  erpRuntime?: ErpRuntime;
  /**
   * On the embedded database: the token `npm run backup` reads from DATA_DIR/backup-token, and the
   * referral key that seals a backup (http/backup.ts); absent, POST /api/backup answers 404.
   */
  backup?: { token: string; referralKey: Buffer };
  /** Viability's geocoder (issue 56): a local fake in tests; absent, the one 'Cobertura' sets. */
  geocoder?: Geocoder;
  /** The CEP service that prefills 'Contrate online' (issue 56): a local fake in tests; absent, the one 'Cobertura' sets. */
  cepAddress?: CepAddressLookup;
  /** Counts page views and coverage checks for the Painel (decision 0068); absent, nothing is counted. */
  traffic?: TrafficCounter;
  /** The cookie banner's answers added up before their write (issue 66, L7); absent, the app makes one. */
  consentTally?: ConsentTally;
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

export function createApp({
  config,
  database,
  auth,
  logger,
  render,
  site,
  clientDirs,
  routeTable,
  development,
  ...deps
}: AppDeps) {
  const { db } = database;
  const app = new Hono<Env>();
  const catalogue = deps.catalogue ?? createCatalogue({ database, logger }).catalogue;
  const storage = deps.storage ?? dataDirStorage(config.dataDir);
  const imageSources = storage.publicOrigin ? [storage.publicOrigin] : [];
  const referralCipher =
    deps.referralCipher ??
    createReferralCipher(
      resolveReferralKey({
        dataDir: config.dataDir,
        referrals: { encryptionKey: undefined, relayUrl: undefined, retentionDays: 0 },
      }),
    );
  const metrics = deps.metrics ?? createMetrics();
  // The ERP in use: ERP_ADAPTER's, else the console's 'Sistema de gestão', read again after each save.
  const erp: ErpRuntime =
    deps.erpRuntime ??
    (deps.erp
      ? fixedErp(deps.erp)
      : createErpRuntime({
          environment: config.erp,
          contractPrintDefault: config.erpContractPrint,
          allowPrivateAddresses: config.allowPrivateAddresses ?? false,
          allowHttp: config.erpAllowHttp ?? false,
          db,
          cipher: referralCipher,
          logger,
          changes: changesOf(database, logger),
        }));
  // The site's ceiling is shared out among the processes (the kernel hands each its share of connections),
  // so the site as a whole takes about DESK_LOOKUPS_PER_MINUTE; half of it is reserved for addresses with
  // no lookup that found nobody (issue 66, M-CEILING; decision 0079).
  const siteLookups = Math.max(
    2,
    Math.ceil(
      (config.deskLookupsPerMinute ?? DEFAULT_DESK_LOOKUPS_PER_MINUTE) / (config.webConcurrency ?? 1),
    ),
  );
  const sharedLookups = Math.ceil(siteLookups / 2);
  const reservedLookups = siteLookups - sharedLookups;
  const deskLimits = {
    byAddress: new TokenBuckets(SUBSCRIBER_LOOKUPS_PER_ADDRESS),
    byDocument: new TokenBuckets(SUBSCRIBER_LOOKUPS_PER_DOCUMENT),
    site: new TokenBuckets({ capacity: sharedLookups, perSecond: sharedLookups / 60, maxKeys: 1 }),
    reserved: new TokenBuckets({ capacity: reservedLookups, perSecond: reservedLookups / 60, maxKeys: 1 }),
    byProof: new TokenBuckets(DESK_PROOF_CALLS),
  };
  // One desk per adapter, made when the adapter changes; the limits outlive a change of ERP.
  const desks = new WeakMap<ErpAdapter, SubscriberDesk>();
  const subscriberDesk = (): SubscriberDesk | undefined => {
    const adapter = erp.current();
    if (!adapter) return undefined;
    let desk = desks.get(adapter);
    if (!desk) {
      desk = createSubscriberDesk({ erp: adapter, db, cipher: referralCipher, logger, limits: deskLimits });
      desks.set(adapter, desk);
    }
    return desk;
  };
  // 'Minha conta' (issue 67): one per adapter too, over the same ERP as the desk.
  const accounts = new WeakMap<ErpAdapter, SubscriberAccount>();
  const subscriberAccount = (): SubscriberAccount | undefined => {
    const adapter = erp.current();
    if (!adapter) return undefined;
    let account = accounts.get(adapter);
    if (!account) {
      account = createSubscriberAccount({
        db,
        erp: adapter,
        cipher: referralCipher,
        logger,
        whatsappUrl: deps.whatsappUrl,
        allowPrivateAddresses: config.allowPrivateAddresses ?? false,
        smtpAllowPlainAuth: config.smtpAllowPlainAuth ?? false,
      });
      accounts.set(adapter, account);
    }
    return account;
  };
  const takesProspects = () => erp.current()?.capabilities.createProspect === true;
  // Viability at an address (issue 56): the console's 'Testar um endereço' and the sign-up journey.
  const viability: ViabilityService = createViabilityService({
    db,
    catalogue,
    erp: erp.current,
    cipher: referralCipher,
    logger,
    geocoder: deps.geocoder,
    publicUrl: config.publicUrl,
    allowHttp: config.coverageAllowHttp ?? false,
    allowPrivateAddresses: config.allowPrivateAddresses ?? false,
    geocoderQueries: new TokenBuckets(GEOCODER_QUERIES),
  });
  // The desk's self-service requests (issue 67): cancel, due day, address, Wi-Fi, plan.
  const requestPages = createRequestPages({
    db,
    catalogue,
    cipher: referralCipher,
    logger,
    announce: changesOf(database, logger).announce,
    erp: erp.current,
    devices: deps.devices ?? (config.genieAcsUrl ? createGenieAcs({ url: config.genieAcsUrl }) : undefined),
    onStored: deps.onRequestStored,
  });
  const reportCacheEvent = (event: RenderCacheEvent, cache: "pages" | "search") => {
    if (event === "hit") metrics.renderCache.hit();
    else if (event === "miss") metrics.renderCache.miss();
    deps.onRenderCacheEvent?.(event, cache);
  };
  catalogue.onChange(() => metrics.catalogueRebuilt());
  metrics.readReferralQueue(() => countReferralsByStatus(db));
  metrics.readLeadQueue(() => leadQueue.countByStatus(db));
  if (deps.queuePurge) metrics.readCdnPurgeQueue(() => cdnPurgeQueue.countByStatus(db));
  // A public page is matched once, by the page pipeline, which leaves the metrics label in `pagePattern`
  // (issue 33, M4); a console page by the console's route table, compiled once.
  const matchConsole = routeTable ? routeTable().then(pagePatternMatcher) : undefined;

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
  // security headers, so it sees their no-store: an answer no one may keep carries none.
  app.use(async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const { tags } = await collectCacheTags(() => next());
    const shared = isSharedAnswer(c.res.headers);
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
      consoleImageSources: () => tileSources(db),
    }),
  );
  // Issue 57: a landing address's campaign parameters as the visit's first touch, set before the
  // security headers read the answer (a cookie makes it no-store).
  app.use(firstTouch());
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
    const origin = requestOrigin(c);
    const response = await auth.handler(withClientIp(c.req.raw, clientIp(c), origin));
    return secureCookiesOverHttps(await translateAuthError(response, c.req.path), origin);
  });

  app.route("/", cspReportRoutes(logger));
  app.route("/api", publicApiRoutes(catalogue));
  const cepLookups = cepBuckets();
  const countCheck = deps.traffic ? () => deps.traffic?.count("coverage_check", "") : undefined;
  app.route("/api", publicCepRoutes(catalogue, cepLookups, erp.current, logger, countCheck));
  app.route("/api", publicReferralRoutes(db, referralCipher, deps.onReferralStored, takesProspects));
  app.route("/api", publicLeadRoutes(db, referralCipher, deps.onLeadStored, takesProspects));
  app.route("/api", publicNewsletterRoutes(db, referralCipher));
  app.route("/api", publicStaffPasswordRoutes(db, auth));
  // Issue 57: the cookie banner's answer.
  app.route(
    "/api",
    publicConsentRoutes(
      deps.consentTally ??
        new ConsentTally(db, (error) => logger.warn({ err: error }, "consent counts not written")),
    ),
  );
  // Console services announce what each write changed once it commits (auditedWrite), here and, through
  // PostgreSQL, to every other process: caches follow the data, whatever the route.
  app.route(
    ADMIN_API_PATH,
    adminRoutes(
      db,
      changesOf(database, logger).announce,
      auth,
      storage,
      referralCipher,
      deps.queuePurge,
      {
        runtime: erp,
        environment: config.erp,
        contractPrintDefault: config.erpContractPrint,
        allowHttp: config.erpAllowHttp ?? false,
        allowPrivateAddresses: config.allowPrivateAddresses ?? false,
      },
      viability,
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
      storage,
      dataDir: config.dataDir,
      trustProxy: config.trustProxy,
      logger,
      backup: deps.backup,
    }),
  );
  app.all("/api/*", (c) => apiError(c, 404, "not_found", MESSAGES.notFound));

  app.route(
    "/",
    sitemapRoutes({
      staticPaths: site ? async () => sitePaths(site) : undefined,
      dynamicPaths: dynamicSitemapPaths(catalogue),
      origin: (c) => (config.publicUrl ? new URL(config.publicUrl).origin : requestOrigin(c)),
      onChange: (listener) => catalogue.onChange(listener),
    }),
  );

  app.route("/", subscriberRoutes(subscriberDesk));
  app.route(
    "/",
    blogFeedRoutes(catalogue, (c) =>
      config.publicUrl ? new URL(config.publicUrl).origin : requestOrigin(c),
    ),
  );

  app.route(
    "/",
    statusFeedRoutes(catalogue, (c) =>
      config.publicUrl ? new URL(config.publicUrl).origin : requestOrigin(c),
    ),
  );

  // Link previews, the home-screen icons and the web manifest (issue 57).
  app.route("/", linkPreviewRoutes({ catalogue, storage, clientDirs }));

  // Old and alternative page addresses: answered here, before any page renders.
  app.route("/", redirectRoutes(catalogue));
  app.route("/", cityChoiceRoutes(catalogue, cepLookups, erp.current, logger, countCheck));

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
      // A hashed name is never reused for other bytes.
      if (found?.status === 200 || found?.status === 206) found.headers.set("Cache-Control", IMMUTABLE);
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

  if (render || site) {
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
    app.all(
      "*",
      servePages({
        db,
        catalogue,
        auth,
        config,
        render,
        site,
        replay,
        store: Boolean(clientDirs?.length && site),
        development,
        referralRetentionDays: deps.referralRetentionDays,
        leadRetentionDays: deps.leadRetentionDays,
        signUpRetentionDays: deps.signUpRetentionDays,
        submitReferral: async (input, address, attribution) => {
          const submitted = await submitReferral(
            db,
            referralCipher,
            input,
            address,
            { perHour: REFERRALS_PER_HOUR },
            { erpProspect: takesProspects(), attribution },
          );
          if (submitted.outcome === "stored") deps.onReferralStored?.();
          return submitted;
        },
        submitLead: async (kind, input, address, attribution) => {
          const submitted = await submitLead(
            db,
            referralCipher,
            kind,
            input,
            address,
            { perHour: LEADS_PER_HOUR },
            { erpProspect: takesProspects(), attribution },
          );
          if (submitted.outcome === "stored") deps.onLeadStored?.();
          return submitted;
        },
        subscribeToNewsletter: (input, address) =>
          subscribeToNewsletter(db, referralCipher, input, address, { perHour: NEWSLETTER_SIGNUPS_PER_HOUR }),
        subscribeToOutage: async (input, request, address) => {
          const submitted = await subscribeToOutage(db, referralCipher, input, request, address, {
            perHour: LEADS_PER_HOUR,
          });
          if (submitted.outcome === "stored") deps.onLeadStored?.();
          return submitted;
        },
        outageChannels: () => outageChannels(db),
        subscriberDesk,
        subscriberAccount,
        subscriberRequests: requestPages,
        subscriberRequestConsole: (filters) => listSubscriberRequests(db, referralCipher, filters),
        signUp: createSignUpPages({
          db,
          catalogue,
          cipher: referralCipher,
          erp: erp.current,
          logger,
          encodeDocument: encodeSignUpDocument,
          viability: (address, clientAddress) => viability.check(address, clientAddress),
          cepAddress: deps.cepAddress,
          allowHttp: config.coverageAllowHttp ?? false,
          allowPrivateAddresses: config.allowPrivateAddresses ?? false,
          // Without a visitor's address: only whether there is one (the location button).
          geocoder: (clientAddress) => viability.geocoder(clientAddress ?? ""),
          onStored: () => {
            deps.onSignUpStored?.();
            deps.onLeadStored?.();
          },
        }),
        signUpConsole: async (filters) => {
          const hasErp = erpTakesSignUps(erp.current());
          const [signUps, assignees] = await Promise.all([
            listSignUps(db, referralCipher, filters, hasErp),
            listSignUpAssignees(db),
          ]);
          return { signUps, assignees, erp: hasErp };
        },
        erpConsole: () =>
          erpConsoleState(db, {
            runtime: erp,
            environment: config.erp,
            contractPrintDefault: config.erpContractPrint,
            allowHttp: config.erpAllowHttp ?? false,
          }),
        viability,
        onCacheEvent: reportCacheEvent,
        limits: deps.renderLimits,
        imageSources,
      }),
    );
  }

  app.onError((error, c) => {
    (c.get("logger") ?? logger).error({ err: error, path: c.req.path }, "unhandled error");
    return apiError(c, 500, "internal_error", MESSAGES.internal);
  });

  return app;
}
