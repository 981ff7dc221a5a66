import type { RouteObject } from "react-router";
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

/** One route of a match, as `matchRoutes` gives it: the route object and the path's parameters. */
export type RouteMatch = {
  route: { id?: string; path?: string; index?: boolean };
  params: Record<string, string | undefined>;
};

type Branch = { score: number; order: number; regex: RegExp; names: string[]; routes: RouteMatch["route"][] };

const PARAM = /^:[\w-]+$/;

/** React Router's rank of a branch's full path (`computeScore` in its `matchRoutes`). */
function branchScore(fullPath: string, index: boolean): number {
  const segments = fullPath.split("/");
  let score = segments.length;
  if (segments.includes("*")) score -= 2;
  if (index) score += 2;
  for (const segment of segments) {
    if (segment === "*") continue;
    score += PARAM.test(segment) ? 3 : segment === "" ? 1 : 10;
  }
  return score;
}

/** React Router's `compilePath` for a whole branch, `end: true`, case-insensitive. */
function branchRegex(fullPath: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  let source = `^${fullPath
    .replace(/\/*\*?$/, "")
    .replace(/^\/*/, "/")
    .replace(/[\\.*+^${}|()[\]]/g, "\\$&")
    .replace(/\/:([\w-]+)/g, (_, name: string) => {
      names.push(name);
      return "/([^\\/]+)";
    })}`;
  if (fullPath.endsWith("*")) {
    names.push("*");
    source += fullPath === "*" || fullPath === "/*" ? "(.*)$" : "(?:\\/(.+)|\\/*)$";
  } else {
    source += "\\/*$";
  }
  return { regex: new RegExp(source, "i"), names };
}

/** React Router's `decodePath`: each segment decoded, a decoded slash kept as `%2F`. */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split("/")
      .map((segment) => decodeURIComponent(segment).replace(/\//g, "%2F"))
      .join("/");
  } catch {
    return pathname;
  }
}

/**
 * React Router's `matchRoutes`, with the route table flattened, ranked and compiled once: `matchRoutes`
 * does all three on every call (about 0.8 ms with this table), and page paths are the client's to choose,
 * so no per-path memo helps against a flood of new ones (issue 33, M4). Same answers for this table's
 * kinds of path (static segments, `:params`, index routes, a trailing `*`); `route-pattern.test.ts`
 * compares the two on every route and on made-up paths.
 */
export function compileRoutes(routes: RouteObject[]): (pathname: string) => RouteMatch[] | null {
  const branches: Branch[] = [];
  const walk = (level: RouteObject[], parents: RouteMatch["route"][], parentPath: string) => {
    for (const route of level) {
      // React Router's `joinPaths`: the root's "" is "/", and "//" collapses.
      const joined = `${parentPath}/${route.path ?? ""}`.replace(/\/\/+/g, "/");
      const chain = [...parents, { id: route.id, path: route.path, index: route.index }];
      if (route.children?.length) walk(route.children, chain, joined);
      if (route.path === undefined && !route.index) continue;
      branches.push({
        score: branchScore(joined, route.index === true),
        order: branches.length,
        ...branchRegex(joined),
        routes: chain,
      });
    }
  };
  walk(routes, [], "");
  // Higher score first; on a tie, the order `matchRoutes` flattens in (its sort is stable).
  branches.sort((a, b) => b.score - a.score || a.order - b.order);
  return (pathname) => {
    const decoded = decodePath(pathname || "/");
    for (const branch of branches) {
      const found = branch.regex.exec(decoded);
      if (!found) continue;
      const params: Record<string, string | undefined> = {};
      branch.names.forEach((name, i) => {
        params[name] = (found[i + 1] ?? "").replace(/%2F/g, "/");
      });
      return branch.routes.map((route) => ({ route, params }));
    }
    return null;
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
  const match = compileRoutes(routeTree(routes));
  return (pathname) => {
    const page =
      pathname === "/_root.data" ? "/" : pathname.endsWith(".data") ? pathname.slice(0, -5) : pathname;
    return patternOf(match(page));
  };
}

/** The metrics label of a match (see `pagePatternMatcher`). */
export function patternOf(matches: readonly RouteMatch[] | null): string {
  const last = matches?.at(-1);
  // The catch-all route (`*`) is the not-found page.
  if (!matches || !last || last.route.path === "*") return UNMATCHED_PAGE;
  const segments = matches
    .map((match) => match.route.path?.replace(/^\/+|\/+$/g, ""))
    .filter((segment): segment is string => Boolean(segment));
  return `/${segments.join("/")}`;
}
