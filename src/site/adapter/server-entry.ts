import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createApp } from "astro/app/entrypoint";
import type { AppContext } from "../../server/http/app-context";
import { scriptIndex, trimPageStyles } from "./page-styles";

// The build's server entry (Astro's adapter API, `createApp`): what the Hono server needs of the site.
// Not streamed: the server keeps each page's whole bytes (compressed once, sent to every visitor alike).
const app = createApp({ streaming: false });

export type SiteRoute = {
  /** Astro's route pattern, as a page's file names it: "/planos/[cidade]". */
  route: string;
  /** The path of a route without parameters; undefined for "/planos/[cidade]". */
  pathname: string | undefined;
  type: string;
};

/**
 * The browser's build (build/site/client/, beside the server's build this code is bundled into, at whatever
 * depth): what each page's scripts can show.
 */
const clientDir = ["../client/", "../../client/", "../../../client/"]
  .map((relative) => fileURLToPath(new URL(relative, import.meta.url)))
  .find((dir) => existsSync(path.join(dir, "_astro")));
const scripts = scriptIndex(clientDir);

/**
 * Renders the public page for `request` with the server's per-request values; an HTML page keeps only the
 * rules of the inlined stylesheet it can show (page-styles.ts).
 */
export async function renderPage(request: Request, locals: AppContext): Promise<Response> {
  const response = await app.render(request, { locals, clientAddress: locals.clientIp });
  if (!response.headers.get("content-type")?.startsWith("text/html") || !response.body) return response;
  const html = trimPageStyles(await response.text(), scripts);
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}

/** The route a request's path renders, or undefined when none matches (the 404 page answers it). */
export function matchRoute(request: Request): string | undefined {
  return app.match(request)?.route;
}

/** Every route of the site, for the sitemap and the suites that visit every page. */
export function listRoutes(): SiteRoute[] {
  return app.manifestData.routes.map((route) => ({
    route: route.route,
    pathname: route.pathname,
    type: route.type,
  }));
}
