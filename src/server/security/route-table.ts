// The security suite's view of every route the server exposes, read from the route tables themselves
// (Hono's `app.routes` and React Router's route config), never from a hand-kept list.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Hono } from "hono";
import webRoutes from "../../web/routes";

export type RouteRef = { method: string; path: string; source: "hono" | "react-router" };

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

const WEB_DIR = path.resolve(import.meta.dirname, "../../web");
const ACTION_EXPORT =
  /export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b|export\s*\{[^}]*\baction\b/;

/** Every React Router route module that exports an action, with its URL pattern. */
export function actionRoutes(
  entries: readonly ConfigEntry[] = webRoutes as ConfigEntry[],
  parent = "",
): RouteRef[] {
  const routes: RouteRef[] = [];
  for (const entry of entries) {
    const own = entry.path ? `${parent.replace(/\/$/, "")}/${entry.path}` : parent || "/";
    const source = readFileSync(path.join(WEB_DIR, entry.file), "utf8");
    if ((entry.path || entry.index) && ACTION_EXPORT.test(source)) {
      for (const method of WRITES) routes.push({ method, path: own, source: "react-router" });
    }
    if (entry.children) routes.push(...actionRoutes(entry.children, own));
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
