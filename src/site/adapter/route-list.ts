import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { AstroIntegration } from "astro";

// The site's routes, written once by Astro itself (issue 69, point 2): its `astro:routes:resolved` hook hands
// over the route list it serves with, in its order of priority, and this file keeps it in `routes.json` for
// what runs without Astro's router: the development server's matching (src/server/dev.ts), the suites' page
// samples (scripts/sitemap-sample.ts), the crawler, the page policies' test and the security suite's route
// table. A build or `npm run dev` rewrites it when a page is added or removed; it is committed so that the
// tests read it without a build.

/** One page route: its pattern ("/planos/[cidade]"), Astro's regular expression for it, its page's file. */
export type PageRoute = { pattern: string; regex: string; params: string[]; file: string };

/** The file Astro's route list is written to. */
export const ROUTES_FILE = path.resolve(import.meta.dirname, "../routes.json");

/** The integration that writes the list (astro.config.ts); a write only when the list changed. */
export function routeList(): AstroIntegration {
  return {
    name: "vitrine-route-list",
    hooks: {
      "astro:routes:resolved": ({ routes }) => {
        const pages: PageRoute[] = routes
          .filter((route) => route.type === "page" && route.origin === "project")
          .map((route) => ({
            pattern: route.pattern,
            regex: route.patternRegex.source,
            params: route.params,
            file: route.entrypoint.replace(/^\/+/, ""),
          }));
        const text = `${JSON.stringify(pages, null, 2)}\n`;
        if (readRoutesText() !== text) writeFileSync(ROUTES_FILE, text);
      },
    },
  };
}

function readRoutesText(): string | undefined {
  try {
    return readFileSync(ROUTES_FILE, "utf8");
  } catch {
    return undefined;
  }
}

/** Astro's page routes, in its order of priority. */
export function readPageRoutes(): PageRoute[] {
  return JSON.parse(readFileSync(ROUTES_FILE, "utf8")) as PageRoute[];
}
