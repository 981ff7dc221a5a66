import type { AppContext } from "../http/app-context";
import type { SitePages } from "../http/public-pages";

/**
 * A stand-in for the public site's build (src/site/adapter/server-entry.ts) in server tests: its routes are
 * Astro-style patterns ("/planos/[cidade]"), matched as Astro does for these kinds (fixed segments before a
 * parameter), and every page is what `render` answers.
 */
export function fakeSite(
  routes: readonly string[],
  render: (request: Request, locals: AppContext) => Promise<Response> | Response,
): SitePages {
  const weight = (route: string) => route.split("/").map((segment) => (segment.includes("[") ? 1 : 2));
  const ordered = [...routes].sort((a, b) => {
    const [x, y] = [weight(a), weight(b)];
    for (let i = 0; i < Math.max(x.length, y.length); i += 1)
      if ((x[i] ?? 0) !== (y[i] ?? 0)) return (y[i] ?? 0) - (x[i] ?? 0);
    return 0;
  });
  const patterns = ordered.map((route) => ({
    route,
    regex: new RegExp(`^${route.replace(/\[[^\]]+\]/g, "[^/]+")}/?$`, "i"),
  }));
  return {
    render: async (request, locals) => render(request, locals),
    match: (request) => {
      const { pathname } = new URL(request.url);
      return patterns.find(({ regex }) => regex.test(pathname))?.route;
    },
    routes: () =>
      routes.map((route) => ({ route, pathname: route.includes("[") ? undefined : route, type: "page" })),
  };
}
