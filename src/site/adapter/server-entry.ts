import { createApp } from "astro/app/entrypoint";
import type { AppContext } from "../../server/http/app-context";

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

/** Renders the public page for `request` with the server's per-request values. */
export function renderPage(request: Request, locals: AppContext): Promise<Response> {
  return app.render(request, { locals, clientAddress: locals.clientIp });
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
