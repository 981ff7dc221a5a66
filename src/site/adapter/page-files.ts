import { readdirSync } from "node:fs";
import path from "node:path";

// The site's routes read from its pages' files, as Astro names them ("/planos/[cidade]"), for what runs
// without a build: the development server's matching (src/server/dev.ts) and the suites' page samples
// (scripts/sitemap-sample.ts). A build's own router answers in production (server-entry.ts).

/** The folder of the site's pages. */
export const PAGES_DIR = path.resolve(import.meta.dirname, "../pages");

/** Every page's route pattern; files and folders starting with `_` are not routes (Astro's rule). */
export function pageRoutes(dir = PAGES_DIR, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith("_")) return [];
    if (entry.isDirectory()) return pageRoutes(path.join(dir, entry.name), `${prefix}/${entry.name}`);
    if (!entry.name.endsWith(".astro")) return [];
    const name = entry.name.slice(0, -".astro".length);
    return [name === "index" ? prefix || "/" : `${prefix}/${name}`];
  });
}

/** Astro's order of routes: at the first segment that differs, a fixed one before a parameter. */
function compareRoutes(a: string, b: string): number {
  const weights = (route: string) => route.split("/").map((segment) => (segment.includes("[") ? 1 : 2));
  const [x, y] = [weights(a), weights(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i += 1)
    if ((x[i] ?? 0) !== (y[i] ?? 0)) return (y[i] ?? 0) - (x[i] ?? 0);
  return 0;
}

/** The route a path renders, among `routes`, or undefined (the 404 page's). */
export function matchPageRoute(routes: readonly string[], pathname: string): string | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  return [...routes]
    .sort(compareRoutes)
    .find((route) =>
      new RegExp(`^${route.replace(/\[\.\.\.[^\]]+\]/g, ".*").replace(/\[[^\]]+\]/g, "[^/]+")}$`, "i").test(
        path,
      ),
    );
}
