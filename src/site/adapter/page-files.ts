import { readPageRoutes } from "./route-list";

// The site's routes as Astro lists them ("/planos/[cidade]", written at build by route-list.ts), for what
// runs without a build's router: the development server's matching (src/server/dev.ts), the suites' page
// samples (scripts/sitemap-sample.ts) and the crawler. A build's own router answers in production
// (server-entry.ts).

/** Every page's route pattern, from Astro's route list. */
export function pageRoutes(): string[] {
  return readPageRoutes().map((route) => route.pattern);
}

/** Astro's order of routes: at the first segment that differs, a fixed one before a parameter. */
function compareRoutes(a: string, b: string): number {
  const weights = (route: string) => route.split("/").map((segment) => (segment.includes("[") ? 1 : 2));
  const [x, y] = [weights(a), weights(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i += 1)
    if ((x[i] ?? 0) !== (y[i] ?? 0)) return (y[i] ?? 0) - (x[i] ?? 0);
  return 0;
}

/** The route a path renders, among `routes`, by Astro's own expression for each, or undefined (the 404 page's). */
export function matchPageRoute(routes: readonly string[], pathname: string): string | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  const regexes = new Map(readPageRoutes().map((route) => [route.pattern, new RegExp(route.regex, "i")]));
  return [...routes].sort(compareRoutes).find((route) => regexes.get(route)?.test(path));
}
