// Which sitemap pages the browser suites (accessibility, security headers) and the bench visit.
//
// The rule: every page with a fixed path, and ONE page per route with a parameter (the first the sitemap
// lists: one city page, one blog article, one streaming guide…). Pages of one route share their markup,
// so a second city adds minutes of CI and nothing the first did not check; with 60 or 5,570 cities the
// suites' time would grow with the catalogue. The crawler (tests/e2e/crawler.spec.ts) still fetches every
// page over plain HTTP, so a broken city or article is caught there.
import { matchPageRoute, pageRoutes } from "../src/site/adapter/page-files";

/** Every public page's route pattern, from the site's pages ("/planos/[cidade]", "/mapa-cobertura", …). */
export function routePatterns(): string[] {
  return pageRoutes();
}

const matchPath = (pattern: string, path: string) => matchPageRoute([pattern], path) !== undefined;

/** The sitemap's pages reduced by the rule above, in the sitemap's order. */
export function samplePages(
  paths: readonly string[],
  patterns: readonly string[] = routePatterns(),
): string[] {
  const fixed = new Set(patterns.filter((pattern) => !pattern.includes("[")));
  const withParams = patterns.filter((pattern) => pattern.includes("["));
  const seen = new Set<string>();
  return paths.filter((path) => {
    if (fixed.has(path)) return true;
    const pattern = withParams.find((candidate) => matchPath(candidate, path));
    // A path no route names (cannot happen for a sitemap page) is kept: better checked than skipped.
    if (!pattern) return true;
    if (seen.has(pattern)) return false;
    seen.add(pattern);
    return true;
  });
}

/**
 * The accessibility walk's pages: every fixed page, and of each route with a parameter its first page,
 * its last and the one with the longest content (`sizes`: a path's byte count), in the sitemap's order.
 * A template's edge cases (the longest city name, the article with a table, the last label added) show
 * up in those, while the crawler proves every other instance answers.
 */
export function sampleTemplates(
  paths: readonly string[],
  sizes: ReadonlyMap<string, number>,
  patterns: readonly string[] = routePatterns(),
): string[] {
  const fixed = new Set(patterns.filter((pattern) => !pattern.includes("[")));
  const withParams = patterns.filter((pattern) => pattern.includes("["));
  const byPattern = new Map<string, string[]>();
  for (const path of paths) {
    if (fixed.has(path)) continue;
    const pattern = withParams.find((candidate) => matchPath(candidate, path)) ?? path;
    byPattern.set(pattern, [...(byPattern.get(pattern) ?? []), path]);
  }
  const kept = new Set<string>();
  for (const group of byPattern.values()) {
    const longest = group.reduce((best, path) =>
      (sizes.get(path) ?? 0) > (sizes.get(best) ?? 0) ? path : best,
    );
    for (const path of [group[0]!, group.at(-1)!, longest]) kept.add(path);
  }
  return paths.filter((path) => fixed.has(path) || kept.has(path));
}

/** The page paths of a sitemap document. */
export function sitemapLocations(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}
