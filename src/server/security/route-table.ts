// The security suite's view of every route the server exposes, read from the route tables themselves
// (Hono's `app.routes`, the console's React Router config and the site's pages), never from a hand-kept list.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Hono } from "hono";
import consoleRoutes from "../../console/routes";

export type RouteRef = { method: string; path: string; source: "hono" | "react-router" | "astro" };

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);
const WRITES = ["POST", "PUT", "PATCH", "DELETE"];

/** Every Hono handler registered for a specific method (middleware is registered as ALL). */
export function honoRoutes(app: Pick<Hono, "routes">): RouteRef[] {
  const seen = new Set<string>();
  const routes: RouteRef[] = [];
  for (const route of app.routes) {
    if (route.method === "ALL") continue;
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push({ method: route.method, path: route.path, source: "hono" });
  }
  return routes;
}

type ConfigEntry = { file: string; path?: string; index?: boolean; children?: ConfigEntry[] };

const CONSOLE_DIR = path.resolve(import.meta.dirname, "../../console");
/** Astro's route list, written at build by its own hook (src/site/adapter/route-list.ts). */
const SITE_ROUTES = path.resolve(import.meta.dirname, "../../site/routes.json");
const ROOT = path.resolve(import.meta.dirname, "../../..");
const ACTION_EXPORT =
  /export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b|export\s*\{[^}]*\baction\b/;

/**
 * Every route that takes a write: the console's React Router modules that export an action, and the site's
 * pages that answer a POST (the page, or an Astro component it renders, reads `Astro.request.method`), each
 * with its URL pattern ("/planos/:cidade", as the route matrix writes them).
 */
export function actionRoutes(): RouteRef[] {
  return [...consoleActionRoutes(), ...sitePostRoutes()];
}

const POST_HANDLER = /request\.method\s*===\s*"POST"/;
const ASTRO_IMPORT = /import\s+\w+\s+from\s+"([^"]+\.astro)"/g;

function sitePostRoutes(): RouteRef[] {
  const routes = JSON.parse(readFileSync(SITE_ROUTES, "utf8")) as { pattern: string; file: string }[];
  return routes.flatMap(({ pattern, file }) => {
    const page = path.resolve(ROOT, file);
    const route = pattern.replace(/\[([^\]]+)\]/g, ":$1");
    const source = readFileSync(page, "utf8");
    const rendered = [...source.matchAll(ASTRO_IMPORT)].map(([, spec]) =>
      readFileSync(path.resolve(path.dirname(page), spec!), "utf8"),
    );
    if (![source, ...rendered].some((text) => POST_HANDLER.test(text))) return [];
    return WRITES.map((method) => ({ method, path: route, source: "astro" as const }));
  });
}

function consoleActionRoutes(
  entries: readonly ConfigEntry[] = consoleRoutes as ConfigEntry[],
  parent = "",
): RouteRef[] {
  const routes: RouteRef[] = [];
  for (const entry of entries) {
    const own = entry.path ? `${parent.replace(/\/$/, "")}/${entry.path}` : parent || "/";
    const source = readFileSync(path.join(CONSOLE_DIR, entry.file), "utf8");
    if ((entry.path || entry.index) && ACTION_EXPORT.test(source)) {
      for (const method of WRITES) routes.push({ method, path: own, source: "react-router" });
    }
    if (entry.children) routes.push(...consoleActionRoutes(entry.children, own));
  }
  return routes;
}

export function isWrite(route: RouteRef): boolean {
  return !SAFE.has(route.method);
}

/** A concrete URL for a pattern: ids become 1, wildcards a made-up segment. */
export function concretePath(pattern: string, id = "1", rest = "rota-de-teste"): string {
  return pattern.replace(/:[A-Za-z_]+(\{[^}]*\})?\??/g, id).replace(/\*/g, rest);
}
