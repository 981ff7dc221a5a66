import {
  CALLBACK_PLAN_PARAM,
  CEP_NOTICES,
  PLAN_TYPE_CHOICES,
  PLAN_TYPE_PARAM,
  PORTAL_OPEN_PARAM,
  PORTAL_OPEN_VALUE,
  SIGN_UP_CITY_PARAM,
  SIGN_UP_OFFER_PARAM,
  STREAMING_CATALOGUE,
} from "../../domain";
import type { AppContext } from "./app-context";

/** One route of the public site (Astro's route list): its pattern, its path when it has no parameter. */
export type SiteRoute = { route: string; pathname: string | undefined; type: string };

/**
 * The public site as the server sees it (docs/public-site.md): the Astro build's server entry
 * (src/site/adapter/server-entry.ts), or a stand-in in tests.
 */
export type SitePages = {
  /** Renders the page for `request` with the server's per-request values (`Astro.locals`). */
  render: (request: Request, locals: AppContext) => Promise<Response>;
  /** The route pattern a request's path renders ("/planos/[cidade]"), or undefined (the 404 page's). */
  match: (request: Request) => string | undefined;
  routes: () => readonly SiteRoute[];
};

/**
 * What the server must know of a public page before rendering it, by route pattern. A page with none of these
 * needs no entry.
 * - `queryParams`: the parameters the page reads; every other one is dropped before it renders and from its
 *   cache key. `"name=value"` keeps it only with that value (a switch), `"name=*"` any value of one the site's
 *   data bounds (the blog's categories), rendered in the site's lane, not the free-text one.
 * - `search`: a free-text search, its text normalised and limited per address.
 * - `sharedNotFound`: this route's 404 is one stored answer for all its paths (a made-up address, a city not
 *   served, an offer code, article or streaming service that does not exist), so none needs a render of its
 *   own: `param` names the route's parameter and `values` the data that says which of its values are pages
 *   (issue 66: a flood of made-up slugs would otherwise render, and log, one 404 each).
 * - `sitemapPaths`: the concrete paths of a route with a parameter whose values are not data (streaming guides).
 * - `inSitemap: false`: left out of the sitemap (a result page, a form's answer).
 * - `caseFree`: the route's paths are the same page in any case (a city slug): a spelling with capitals is
 *   redirected to the lower-case path by the server, without a render (issue 66, M-PCT).
 */
export type PagePolicy = {
  queryParams?: readonly string[];
  search?: boolean;
  sharedNotFound?: true | { param: string; values: NotFoundValues };
  sitemapPaths?: readonly string[];
  inSitemap?: false;
  caseFree?: true;
};

/**
 * Which data holds a parameterised route's pages: the active cities' slugs, the offer codes (current or
 * closed, any case: the page redirects to the written one), the published articles' slugs and their old
 * slugs (which redirect), the streaming services of the site's catalogue.
 */
export type NotFoundValues = "city" | "offer" | "article" | "streaming";

/** The site's 404 page (src/site/pages/404.astro), which every unmatched path renders. */
export const NOT_FOUND_ROUTE = "/404";

export const PAGE_POLICIES: Readonly<Record<string, PagePolicy>> = {
  [NOT_FOUND_ROUTE]: { sharedNotFound: true, inSitemap: false },
  "/planos/[cidade]": {
    sharedNotFound: { param: "cidade", values: "city" },
    caseFree: true,
    // Issue 68: the plan-type links filter without scripts, one stored page per choice.
    queryParams: PLAN_TYPE_CHOICES.map((choice) => `${PLAN_TYPE_PARAM}=${choice}`),
  },
  "/busca": { queryParams: ["q"], search: true, inSitemap: false },
  "/blog": { queryParams: ["q", "categoria=*", "pagina=*"], search: true },
  "/ofertas": { queryParams: ["cidade", "q"], search: true },
  "/mapa-cobertura": { queryParams: Object.values(CEP_NOTICES).map((value) => `cep=${value}`) },
  "/cliente": { queryParams: [`${PORTAL_OPEN_PARAM}=${PORTAL_OPEN_VALUE}`] },
  "/trabalhe-conosco": { queryParams: [`${PORTAL_OPEN_PARAM}=${PORTAL_OPEN_VALUE}`] },
  "/prefiro-que-me-liguem": { queryParams: [`${CALLBACK_PLAN_PARAM}=*`] },
  // Issue 68: 'Assinar' names the offer and the visit's city; the page checks both, one stored page each.
  "/contrate": { queryParams: [`${SIGN_UP_OFFER_PARAM}=*`, `${SIGN_UP_CITY_PARAM}=*`] },
  "/streaming/[id]": {
    sitemapPaths: STREAMING_CATALOGUE.map((entry) => `/streaming/${entry.id}`),
    sharedNotFound: { param: "id", values: "streaming" },
  },
  "/ofertas/[codigo]": { sharedNotFound: { param: "codigo", values: "offer" } },
  "/blog/[id]": { sharedNotFound: { param: "id", values: "article" } },
  "/newsletter/cancelar": { inSitemap: false },
  // 'Minha conta' (issue 67): a sign-in and one subscriber's pages, rendered per request, never listed.
  "/minha-conta": { inSitemap: false },
  "/minha-conta/chamados": { inSitemap: false },
  "/minha-conta/consumo": { inSitemap: false },
  "/minha-conta/confirmar": { inSitemap: false },
  // The home pages' plan-type tabs are links with a query (issue 59): one stored page per choice.
  "/": { queryParams: PLAN_TYPE_CHOICES.map((choice) => `${PLAN_TYPE_PARAM}=${choice}`) },
  "/casa": { queryParams: PLAN_TYPE_CHOICES.map((choice) => `${PLAN_TYPE_PARAM}=${choice}`) },
};

/** A draft's preview at a signed address (decision 0041): rendered per request, never stored or listed. */
export const isPreviewRoute = (route: string) => route.startsWith("/visualizar/");

/** What a public page's request is, for the serving pipeline (pages.ts) and the metrics label. */
export type PublicPage = {
  /** The route pattern, also the page's metrics label. */
  route: string;
  queryParams: readonly string[];
  search: boolean;
  /** Whether the route's paths are the same page in any case (`PagePolicy.caseFree`). */
  caseFree?: boolean;
  /**
   * Set when this path's answer may be its route's one stored 404: always (`value` absent, the not-found
   * route), or when `value`, its parameter's value, is none of the `values` data's pages.
   */
  sharedNotFound?: { route: string; value?: string; values?: NotFoundValues };
};

/** The values of a route pattern's parameters in `pathname` ("/planos/[cidade]" and "/planos/serra-es"). */
export function routeParams(route: string, pathname: string): Record<string, string> {
  const names: string[] = [];
  const source = route
    .split("/")
    .map((segment) =>
      segment.replace(/\[(\.\.\.)?([^\]]+)\]|[.*+?^${}()|\\]/g, (match, rest: string | undefined, name) => {
        if (!name) return `\\${match}`;
        names.push(name);
        return rest ? "(.*)" : "([^/]+)";
      }),
    )
    .join("/");
  const found = new RegExp(`^${source}/?$`, "i").exec(pathname);
  if (!found) return {};
  return Object.fromEntries(names.map((name, index) => [name, safeDecode(found[index + 1] ?? "")]));
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The public page a path renders, from the site's own router and the policies above. */
export function publicPageMatcher(site: Pick<SitePages, "match">): (pathname: string) => PublicPage {
  return (pathname) => {
    let route = NOT_FOUND_ROUTE;
    try {
      route = site.match(new Request(new URL(pathname, "http://site.invalid"))) ?? NOT_FOUND_ROUTE;
    } catch {
      // Not a path a URL can hold: the 404.
    }
    const policy = PAGE_POLICIES[route] ?? {};
    const shared = policy.sharedNotFound;
    return {
      route,
      queryParams: [...(policy.queryParams ?? [])].sort(),
      search: policy.search === true,
      caseFree: policy.caseFree === true,
      sharedNotFound:
        shared === true
          ? { route }
          : shared
            ? { route, value: routeParams(route, pathname)[shared.param] ?? "", values: shared.values }
            : undefined,
    };
  };
}

/** The public pages with a fixed path, and the paths policies list for routes with a parameter. */
export function sitePaths(site: Pick<SitePages, "routes">): string[] {
  const paths = new Set<string>();
  for (const { route, pathname, type } of site.routes()) {
    const policy = PAGE_POLICIES[route];
    if (type !== "page" || policy?.inSitemap === false || isPreviewRoute(route)) continue;
    if (pathname) paths.add(pathname);
    for (const path of policy?.sitemapPaths ?? []) paths.add(path);
  }
  return [...paths].sort();
}
