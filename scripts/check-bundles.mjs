// Run by `npm run test:e2e` after the build (so by `npm test` and CI); reads the build, starts no server or
// browser. Fails when
// - a public page's first load holds more JavaScript than its budget (gzip -9, as `npm run bench` counts
//   what a browser fetches; decision 0010), naming the page, its chunks and their largest modules;
// - `/` needs more requests than HOME_MAX_REQUESTS for its document, scripts and stylesheets alone;
// - a public page's chunks hold zod, form code, console modules or Radix's modal dialog machinery (issue 5:
//   lean public bundles), or /auth or the console load the public layout's code.
// Reads React Router's route table (the server build's `assets`) and the chunk → module sizes map that
// vite.config.ts writes (build/web/client/.vite/chunk-modules.json).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

export const KB = 1024;
/**
 * Decision 0010: at most 120 KB gzip of JavaScript on the first load of a public page that hydrates whole
 * (the uncovered city's 404). `/` and `/indique` were held there too (issue 18) until they became pages of
 * islands (decision 0049).
 */
export const PAGE_BUDGET = 120 * KB;
/**
 * Issue 39, decision 0043: a text page ships no client app, only the inline page script, within 15 KB.
 * A route marks itself so with `handle = { staticPage: true }`, or `"found"` when its 404 hydrates
 * (decision 0045: that 404 keeps PAGE_BUDGET).
 */
export const TEXT_PAGE_BUDGET = 15 * KB;
/**
 * Issue 39, decision 0049: a page of islands (`handle = { islands: true }`, `/`) loads the page script and
 * the islands' entry with what it imports at once, no client app: within 75 KB together.
 */
export const ISLAND_PAGE_BUDGET = 75 * KB;
/** How a text page's one script shows in the figures: it is inline, in the page's HTML. */
export const PAGE_SCRIPT_URL = "(inline) page-script";
/**
 * `/` makes at most this many requests on its first load (tests/e2e/lean-pages.spec.ts counts them all;
 * issue 18, decision 0010 lists them).
 */
export const HOME_MAX_REQUESTS = 15;
export const HOME_ROUTE_ID = "home";

/**
 * Modules a public page must never load: schema library, form library, everything of the console, and
 * Radix Dialog with its scroll lock (public dialogs are native <dialog>s, docs/decisions/0009).
 */
export const CONSOLE_MODULES = [
  /node_modules\/@radix-ui\/react-dialog\//,
  /node_modules\/react-remove-scroll/,
  /node_modules\/zod\//,
  /node_modules\/react-hook-form\//,
  /node_modules\/@hookform\//,
  /^src\/domain\/(schemas|[\w-]+-schema)\.ts$/,
  /^src\/web\/features\/(intranet|auth)\//,
  /^src\/web\/routes\/(intranet|auth)\.tsx/,
];

/** Modules of the public site that /auth and the console have no use for. */
export const PUBLIC_SHELL_MODULES = [
  /^src\/web\/features\/(layout|cities|plans)\//,
  /^src\/web\/components\/offer-card\//,
  /^src\/web\/routes\/public-layout\.tsx/,
];

/** React, React DOM, React Router: the same on every page, so a failure lists the modules beside them. */
const FRAMEWORK_MODULE = /^node_modules\/(react|react-dom|react-router|scheduler)\//;

export const PUBLIC_LAYOUT_ID = "routes/public-layout";
const STAFF_ROUTE = /^routes\/(auth|intranet|definir-senha)/;

/** The one way this repository counts JavaScript bytes: gzip at level 9, as the budget is written. */
export function gzipSize(bytes) {
  return gzipSync(bytes, { level: 9 }).length;
}

/**
 * { "assets/x.js": { "src/…": bytes, "node_modules/…": bytes } } as written by the build: each chunk's
 * modules with their rendered (tree-shaken, not yet minified) length.
 */
export function readChunkModules(clientDir) {
  return {
    ...JSON.parse(readFileSync(path.join(clientDir, ".vite", "chunk-modules.json"), "utf8")),
    ...readIslands(clientDir)?.chunks,
  };
}

/**
 * The islands' build (scripts/build-islands.mjs): its entry, what it imports at once, its chunks' modules;
 * undefined when the build has none.
 */
export function readIslands(clientDir) {
  const file = path.join(clientDir, ".vite", "islands.json");
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined;
}

/** The modules matching `patterns` among the given chunk URLs ("/assets/x.js"), as "chunk: module". */
function modulesIn(chunkUrls, chunkModules, patterns) {
  const found = [];
  for (const url of chunkUrls) {
    for (const id of Object.keys(chunkModules[url.replace(/^\//, "")] ?? {})) {
      if (patterns.some((pattern) => pattern.test(id))) found.push(`${url}: ${id}`);
    }
  }
  return found;
}

/** The console modules among the given chunk URLs ("/assets/x.js"), as "chunk: module". */
export function consoleModulesIn(chunkUrls, chunkModules) {
  return modulesIn(chunkUrls, chunkModules, CONSOLE_MODULES);
}

const ancestors = (routes, id) => {
  const chain = [];
  for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
    chain.push(route);
  }
  return chain;
};

/**
 * Every script each route that `include` accepts loads on its first load: the entry and the route with
 * all its ancestors (root, layout), each with its static imports (the route table lists them all, as the
 * page's `modulepreload` links do). What loads on demand (`import()`) is not in it.
 * @returns {Record<string, string[]>} route id → script URLs ("/assets/x.js")
 */
export function routeChunks(manifest, include) {
  const result = {};
  for (const id of Object.keys(manifest.routes)) {
    const chain = ancestors(manifest.routes, id);
    if (!include(id, chain)) continue;
    const chunks = new Set([manifest.entry.module, ...manifest.entry.imports]);
    for (const route of chain) {
      chunks.add(route.module);
      for (const url of route.imports ?? []) chunks.add(url);
    }
    result[id] = [...chunks];
  }
  return result;
}

/** The stylesheets each route's first load links (none today: the stylesheet is in the page, decision 0017). */
function routeStylesheets(manifest, id) {
  const sheets = new Set(manifest.entry.css ?? []);
  for (const route of ancestors(manifest.routes, id)) for (const url of route.css ?? []) sheets.add(url);
  return [...sheets];
}

/** A route's URL as the route table spells it: "/", "/planos/:cidade", "/*". */
export function routePath(manifest, id) {
  const segments = ancestors(manifest.routes, id)
    .map((route) => route.path)
    .filter(Boolean)
    .reverse();
  return `/${segments.join("/")}`;
}

const isPublicPage = (id, chain) =>
  id !== PUBLIC_LAYOUT_ID && chain.some((route) => route.id === PUBLIC_LAYOUT_ID);

/**
 * Each public page's first-load JavaScript: its scripts with their gzip -9 size, the total and its budget.
 * `assetBytes(url)` gives a script's bytes ("/assets/x.js"). `textPages` names the routes that ship no
 * client app and the page script they inline instead (decision 0043); `islandPages` maps each page of
 * islands to the islands' scripts it loads beside the page script (decision 0049).
 */
export function pageFigures(
  manifest,
  assetBytes,
  textPages = { ids: new Set(), script: "" },
  islandPages = new Map(),
) {
  const sizes = new Map();
  const sizeOf = (url) => {
    if (!sizes.has(url)) sizes.set(url, gzipSize(assetBytes(url)));
    return sizes.get(url);
  };
  return Object.entries(routeChunks(manifest, isPublicPage)).map(([id, urls]) => {
    if (textPages.ids.has(id)) {
      const bytes = gzipSize(Buffer.from(textPages.script));
      return {
        id,
        path: routePath(manifest, id),
        chunks: [{ url: PAGE_SCRIPT_URL, bytes }],
        total: bytes,
        budget: TEXT_PAGE_BUDGET,
        stylesheets: routeStylesheets(manifest, id),
      };
    }
    if (islandPages.has(id)) {
      const chunks = [
        ...islandPages.get(id).map((url) => ({ url, bytes: sizeOf(url) })),
        { url: PAGE_SCRIPT_URL, bytes: gzipSize(Buffer.from(textPages.script)) },
      ];
      return {
        id,
        path: routePath(manifest, id),
        chunks,
        total: chunks.reduce((sum, chunk) => sum + chunk.bytes, 0),
        budget: ISLAND_PAGE_BUDGET,
        stylesheets: routeStylesheets(manifest, id),
      };
    }
    const chunks = urls.map((url) => ({ url, bytes: sizeOf(url) })).sort((a, b) => b.bytes - a.bytes);
    return {
      id,
      path: routePath(manifest, id),
      chunks,
      total: chunks.reduce((sum, chunk) => sum + chunk.bytes, 0),
      budget: PAGE_BUDGET,
      stylesheets: routeStylesheets(manifest, id),
    };
  });
}

export const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * The largest modules on a page outside the framework, each with its share of its chunk's gzip size
 * (in proportion to its rendered length: gzip sizes of parts do not add up exactly) and its rendered length.
 */
export function largestModules(page, chunkModules, count = 8) {
  const modules = [];
  for (const chunk of page.chunks) {
    const file = chunk.url.replace(/^\//, "");
    const entries = Object.entries(chunkModules[file] ?? {});
    const rendered = entries.reduce((sum, [, length]) => sum + length, 0);
    for (const [id, length] of entries) {
      if (FRAMEWORK_MODULE.test(id)) continue;
      modules.push({
        id,
        chunk: file,
        rendered: length,
        gzip: rendered ? (chunk.bytes * length) / rendered : 0,
      });
    }
  }
  return modules.sort((a, b) => b.gzip - a.gzip).slice(0, count);
}

/**
 * One message per page over its budget, saying where its bytes are.
 * @returns {string[]}
 */
export function budgetProblems(figures, chunkModules) {
  return figures
    .filter((page) => page.total > page.budget)
    .map((page) => {
      const chunks = page.chunks.map((chunk) => `${chunk.url.replace(/^\/assets\//, "")} ${kb(chunk.bytes)}`);
      const modules = largestModules(page, chunkModules).map(
        (module) =>
          `${module.id} ≈${kb(module.gzip)} (${kb(module.rendered)} rendered) in ${module.chunk.replace(/^assets\//, "")}`,
      );
      return [
        `${page.path} (route ${page.id}) loads ${kb(page.total)} of JavaScript (gzip -9) on its first load: ` +
          `over its budget of ${kb(page.budget)} by ${kb(page.total - page.budget)} (${page.total - page.budget} bytes; docs/decisions/0010).`,
        `  its ${page.chunks.length} scripts: ${chunks.join(", ")}`,
        "  largest modules beside the framework (≈ share of the chunk's gzip):",
        ...modules.map((line) => `    ${line}`),
      ].join("\n");
    });
}

/**
 * What the build alone decides of `/`'s first-load requests: the document, its scripts and its stylesheets.
 * Images, the icon file and React Router's route discovery come on top (tests/e2e/lean-pages.spec.ts
 * counts every request a browser makes).
 */
export function homeRequests(figures) {
  const home = figures.find((page) => page.id === HOME_ROUTE_ID);
  if (!home) return undefined;
  const scripts = home.chunks.filter((chunk) => chunk.url !== PAGE_SCRIPT_URL).length;
  return { count: 1 + scripts + home.stylesheets.length, scripts };
}

export async function checkBundles(buildDir) {
  const clientDir = path.join(buildDir, "client");
  const server = await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href);
  const manifest = server.assets;
  const chunkModules = readChunkModules(clientDir);
  const perRoute = routeChunks(manifest, isPublicPage);
  const islands = readIslands(clientDir);
  // What a page of islands loads (as entry.server.tsx's islandScripts): the entry, what it imports at once,
  // and the chunks of the page's own islands.
  const islandPages = new Map(
    Object.entries(server.routes)
      .filter(([, route]) => route.module?.handle?.islands)
      .map(([id, route]) => {
        const parts = Array.isArray(route.module.handle.islands) ? route.module.handle.islands : [];
        const urls = islands
          ? [islands.entry, ...islands.preload, ...parts.flatMap((part) => islands.parts[part] ?? [])]
          : [];
        return [id, [...new Set(urls)]];
      }),
  );
  for (const [id, urls] of islandPages) perRoute[id] = urls;
  const problems = [];
  if (islandPages.size > 0 && !islands)
    problems.push("pages of islands but no islands build (scripts/build-islands.mjs)");
  for (const [route, chunks] of Object.entries(perRoute)) {
    for (const hit of consoleModulesIn(chunks, chunkModules)) problems.push(`${route} loads ${hit}`);
  }
  const staffRoutes = routeChunks(manifest, (id) => STAFF_ROUTE.test(id));
  for (const [route, chunks] of Object.entries(staffRoutes)) {
    for (const hit of modulesIn(chunks, chunkModules, PUBLIC_SHELL_MODULES))
      problems.push(`${route} loads ${hit}`);
  }
  const textPages = {
    ids: new Set(
      Object.entries(server.routes)
        .filter(([, route]) => route.module?.handle?.staticPage)
        .map(([id]) => id),
    ),
    script: server.entry.module.pageScript,
  };
  const assetBytes = (url) => readFileSync(path.join(clientDir, url));
  const figures = pageFigures(manifest, assetBytes, textPages, islandPages);
  const overBudget = budgetProblems(figures, chunkModules);
  // A route that ships no client app only when found (`staticPage: "found"`, a city's page) hydrates its
  // 404: that page keeps the hydrated pages' budget.
  const foundOnly = Object.entries(server.routes)
    .filter(([, route]) => route.module?.handle?.staticPage === "found")
    .map(([id]) => id);
  const hydrated404 = pageFigures(manifest, assetBytes).filter((page) => foundOnly.includes(page.id));
  overBudget.push(...budgetProblems(hydrated404, chunkModules));
  const requests = homeRequests(figures);
  if (requests && requests.count > HOME_MAX_REQUESTS)
    overBudget.push(
      `/ needs ${requests.count} requests for its document, ${requests.scripts} scripts and stylesheets alone: ` +
        `over its budget of ${HOME_MAX_REQUESTS} requests on a first load (issue 18).`,
    );
  return {
    routes: Object.keys(perRoute),
    textPages: [...textPages.ids],
    islandPages: [...islandPages.keys()],
    staffRoutes: Object.keys(staffRoutes),
    problems,
    figures,
    overBudget,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const buildDir = path.resolve("build/web");
  if (!existsSync(path.join(buildDir, "client", ".vite", "chunk-modules.json"))) {
    console.error("No build to check: run `npm run build` first.");
    process.exit(1);
  }
  const { routes, textPages, islandPages, staffRoutes, problems, figures, overBudget } =
    await checkBundles(buildDir);
  if (routes.length === 0) {
    console.error("Bundles: no public route found in the build.");
    process.exit(1);
  }
  if (process.argv.includes("--list")) {
    for (const page of [...figures].sort((a, b) => b.total - a.total))
      console.log(`${page.path.padEnd(28)} ${kb(page.total).padStart(9)} in ${page.chunks.length} scripts`);
  }
  if (problems.length > 0) console.error(`Pages load code that is not theirs:\n  ${problems.join("\n  ")}`);
  if (overBudget.length > 0) console.error(`Over the JavaScript budget:\n${overBudget.join("\n")}`);
  if (problems.length > 0 || overBudget.length > 0) process.exit(1);
  const heaviest = figures.reduce((a, b) => (b.total - b.budget > a.total - a.budget ? b : a));
  const home = figures.find((page) => page.id === HOME_ROUTE_ID);
  console.log(
    `Bundles: ${routes.length} public routes load no zod, form, console or Radix Dialog modules; ` +
      `${staffRoutes.length} staff routes load none of the public layout's. ` +
      `${textPages.length} text pages ship no client app, only the page script; ` +
      `${islandPages.length} pages of islands hydrate their parts alone (${kb(ISLAND_PAGE_BUDGET)} budget). ` +
      `Every public page is within its JavaScript budget: / ${home ? `${kb(home.total)} of ${kb(home.budget)}` : "?"}, ` +
      `closest to its budget ${heaviest.path} ${kb(heaviest.total)} of ${kb(heaviest.budget)}.`,
  );
}
