import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { dev as astroDev } from "astro";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { DEV_LOCALS_HEADER, devLocalsRegistry } from "../site/adapter/dev-locals";
import { matchPageRoute, pageRoutes } from "../site/adapter/page-files";
import { consoleHandler } from "./http/console-handler";
import type { SitePages } from "./http/public-pages";
import { serve } from "./serve";

// `npm run dev`: one port, the same serving path as production. The public site is Astro's dev server (its
// islands hydrate as in a build, with hot reload); the Hono server asks it for each page over HTTP, handing
// the page the request's values (src/site/adapter/dev-locals.ts), and passes its modules and hot updates
// through. The console is React Router's Vite server in middleware mode, under /_console/ (its modules).
if (existsSync(".env")) process.loadEnvFile(".env");

/** The console's module prefix in development (vite.config.ts' `base` when serving). */
const CONSOLE_BASE = "/_console/";

/** A free port for Astro's dev server, which the browser's hot-reload socket connects to directly. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
const astroPort = await freePort();
const astro = await astroDev({
  root: process.cwd(),
  logLevel: "warn",
  server: { host: "127.0.0.1", port: astroPort },
  vite: { server: { hmr: { host: "localhost", clientPort: astroPort } } },
});
const astroOrigin = `http://127.0.0.1:${astroPort}`;
/** Headers of one connection, which a request to another server does not carry. */
const HOP_BY_HOP = ["connection", "upgrade", "keep-alive", "transfer-encoding", "host", "content-length"];
const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
const loadConsole = async () =>
  (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;

const site: SitePages = {
  async render(request, locals) {
    const token = randomUUID();
    const registry = devLocalsRegistry();
    registry.set(token, locals);
    try {
      const url = new URL(request.url);
      const headers = new Headers(request.headers);
      for (const name of HOP_BY_HOP) headers.delete(name);
      headers.set(DEV_LOCALS_HEADER, token);
      return await fetch(astroOrigin + url.pathname + url.search, {
        method: request.method,
        headers,
        body: request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer(),
        redirect: "manual",
      });
    } finally {
      registry.delete(token);
    }
  },
  match: (request) => matchPageRoute(pageRoutes(), new URL(request.url).pathname),
  routes: () =>
    pageRoutes().map((route) => ({ route, pathname: route.includes("[") ? undefined : route, type: "page" })),
};

/** A request for a module or a file of Astro's dev server (not a page): its Vite middleware answers. */
const isAstroAsset = (url: string) =>
  /^\/(@vite|@id|@fs|@react-refresh|node_modules|src|\.astro|_astro|_image)\b/.test(url) ||
  /\.(js|mjs|ts|tsx|css|map|svg|png|jpe?g|webp|woff2?)(\?|$)/.test(url);

await serve({
  site: async () => site,
  routeTable: async () => (await loadConsole()).routes,
  before: (req, res, next) => {
    const url = req.url ?? "/";
    if (url.startsWith(CONSOLE_BASE)) return vite.middlewares(req, res, next);
    if (isAstroAsset(url) && !url.startsWith("/api/") && !url.startsWith("/uploads/"))
      return astro.handle(req, res);
    next();
  },
  onClose: async () => {
    await Promise.all([vite.close(), astro.stop()]);
  },
  development: true,
  render: async () => async (request, context) =>
    consoleHandler(await loadConsole(), "development")(request, context),
});
