import { matchRoutes, type RouteObject } from "react-router";
import type { RouteEntry } from "./sitemap";

/** React Router's route table (the build's flat `routes`) as the nested route objects `matchRoutes` takes. */
export function routeTree(routes: Record<string, RouteEntry | undefined>): RouteObject[] {
  const byParent = new Map<string | undefined, RouteEntry[]>();
  for (const entry of Object.values(routes)) {
    if (!entry) continue;
    const siblings = byParent.get(entry.parentId) ?? [];
    siblings.push(entry);
    byParent.set(entry.parentId, siblings);
  }
  const tree = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((entry) =>
      entry.index
        ? { id: entry.id, index: true }
        : { id: entry.id, path: entry.path, children: tree(entry.id) },
    );
  return tree(undefined);
}

/**
 * `matchRoutes` flattens, ranks and compiles the whole route table on every call, and every page request
 * asks twice (the cache key, the metrics label): answers are kept per path, at most `max` of them, since
 * paths are the client's to choose; the oldest goes first.
 */
export function memoisedByPath<T>(match: (pathname: string) => T, max = 2000): (pathname: string) => T {
  const known = new Map<string, T>();
  return (pathname) => {
    if (known.has(pathname)) return known.get(pathname) as T;
    const answer = match(pathname);
    if (known.size >= max) known.delete(known.keys().next().value as string);
    known.set(pathname, answer);
    return answer;
  };
}

/** The label of a page request no route matched (the not-found page), and of paths served from disk. */
export const UNMATCHED_PAGE = "(unmatched)";

/**
 * A page's route pattern (`/planos/:slug`, `/`), from React Router's route table, for metrics labels:
 * a raw path is chosen by the client, so labelling by it would let anyone grow the metrics without end.
 * A `.data` request (client navigation) gets its page's pattern.
 */
export function pagePatternMatcher(
  routes: Record<string, RouteEntry | undefined>,
): (pathname: string) => string {
  const routeObjects = routeTree(routes);
  return memoisedByPath((pathname) => {
    const page =
      pathname === "/_root.data" ? "/" : pathname.endsWith(".data") ? pathname.slice(0, -5) : pathname;
    const matches = matchRoutes(routeObjects, page);
    const last = matches?.at(-1);
    // The catch-all route (`*`) is the not-found page.
    if (!matches || !last || last.route.path === "*") return UNMATCHED_PAGE;
    const segments = matches
      .map((match) => match.route.path?.replace(/^\/+|\/+$/g, ""))
      .filter((segment): segment is string => Boolean(segment));
    return `/${segments.join("/")}`;
  });
}
