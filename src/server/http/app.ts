import { mkdirSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { cityPagePath } from "../../domain";
import type { Auth } from "../auth";
import { type Catalogue, createCatalogue } from "../catalogue";
import type { Config } from "../config";
import type { Database } from "../db/client";
import type { Logger } from "../logger";
import { createReferralCipher, type ReferralCipher, resolveReferralKey } from "../referrals/cipher";
import { diskStorage, type FileStorage } from "../storage/storage";
import { MAX_UPLOAD_BODY_BYTES, UPLOADS_PATH_PREFIX } from "./admin/uploads";
import { adminRoutes } from "./admin-routes";
import type { AppContext, RenderRequest } from "./app-context";
import { limitBody } from "./body-limit";
import { compression, precompressedAssets } from "./compression";
import { cspReportRoutes } from "./csp-reports";
import type { Env } from "./env";
import { apiError, MESSAGES, translateAuthError } from "./errors";
import { pageFrameSources } from "./frame-sources";
import { createNonce } from "./nonce";
import { publicReferralRoutes } from "./public/referrals";
import { publicApiRoutes } from "./public-routes";
import { redirectRoutes } from "./redirects";
import { isAnonymousGet, pagePathOf, publicPageMatcher, RenderCache } from "./render-cache";
import { clientIp, requestOrigin, sameOriginWrites, withClientIp } from "./request-origin";
import { securityHeaders } from "./security-headers";
import { handleSitemapPaths, publicStaticPaths, type RouteEntry, sitemapRoutes } from "./sitemap";
import { staffOnlyWrites } from "./write-guard";

export type AppDeps = {
  config: Pick<Config, "trustProxy" | "publicUrl" | "dataDir">;
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
  /** REFERRAL_RETENTION_DAYS, which the privacy policy and the referral regulations state. */
  referralRetentionDays?: number;
};

const IMMUTABLE = "public, max-age=31536000, immutable";

/** The better-auth endpoints served over HTTP. */
const AUTH_ENDPOINTS = new Set([
  "POST /api/auth/sign-in/email",
  "POST /api/auth/sign-out",
  "GET /api/auth/get-session",
  // The console's 'Sair de todas as sessões': ends every session of the signed-in user.
  "POST /api/auth/revoke-sessions",
]);

const isWrite = (method: string) => method !== "GET" && method !== "HEAD" && method !== "OPTIONS";

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
  const isPublicPage = routeTable ? routeTable().then(publicPageMatcher) : undefined;
  catalogue.onChange(() => renderCache?.clear());

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
    if (pathname.startsWith("/assets/")) return;
    logger.info(
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
  // Any console write that succeeded may have changed what visitors see: drop the cached catalogue
  // and pages here and, through PostgreSQL, in every other process. New console routes need nothing more.
  app.use("/api/admin/*", async (c, next) => {
    await next();
    // Referrals are never shown to visitors: sales marking one contacted keeps the caches warm.
    if (c.req.path.startsWith("/api/admin/referrals/")) return;
    if (isWrite(c.req.method) && c.res.status < 400) await catalogue.changed();
  });

  app.route("/api", publicApiRoutes(catalogue, db));
  app.route("/api", publicReferralRoutes(db, referralCipher, config.trustProxy, deps.onReferralStored));
  app.route("/api/admin", adminRoutes(db, auth, storage, referralCipher));
  app.all("/api/*", (c) => apiError(c, 404, "not_found", MESSAGES.notFound));

  app.route(
    "/",
    sitemapRoutes({
      staticPaths: routeTable ? async () => publicStaticPaths(await routeTable()) : undefined,
      // Every active city's page, and the paths pages with a parameter declare in their `handle`.
      dynamicPaths: async () => [
        ...(routeTable ? handleSitemapPaths(await routeTable()) : []),
        ...(await catalogue.activeCities()).map(cityPagePath),
      ],
      origin: (c) =>
        config.publicUrl ? new URL(config.publicUrl).origin : requestOrigin(c, config.trustProxy),
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
    app.use("/assets/*", precompressedAssets(clientDir, IMMUTABLE));
    app.use(
      "/assets/*",
      serveStatic({ root: clientDir, onFound: (_path, c) => c.header("Cache-Control", IMMUTABLE) }),
    );
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
    app.all("*", async (c) => {
      const nonce = c.get("cspNonce");
      const siteOrigin = config.publicUrl
        ? new URL(config.publicUrl).origin
        : requestOrigin(c, config.trustProxy);
      let cacheKey: string | undefined;
      if (renderCache && isPublicPage && isAnonymousGet(c.req.raw)) {
        const url = new URL(c.req.url);
        // Pages print their absolute URL (canonical, Open Graph), so the origin is part of the key.
        const key = siteOrigin + url.pathname + url.search;
        // Only public pages ever enter the cache, so a hit needs no route matching.
        const cached = renderCache.get(key, nonce, c.req.header("accept-encoding"));
        if (cached) return cached;
        if ((await isPublicPage)(pagePathOf(url.pathname))) cacheKey = key;
      }

      const ip = clientIp(c, config.trustProxy);
      const context: AppContext = {
        db,
        catalogue,
        auth,
        logger,
        config,
        clientIp: ip,
        cspNonce: nonce,
        siteOrigin,
        referralRetentionDays: deps.referralRetentionDays ?? 365,
      };
      let response = await render(c.req.raw, context);
      // A React Router action that succeeded is a console write too (see /api/admin above).
      if (isWrite(c.req.method) && response.status < 400) await catalogue.changed();
      if (cacheKey && renderCache) response = renderCache.store(cacheKey, nonce, response);
      return secureCookiesOverHttps(response, requestOrigin(c, config.trustProxy));
    });
  }

  app.onError((error, c) => {
    logger.error({ err: error, path: c.req.path }, "unhandled error");
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
