// Fails when a public page's browser chunks hold zod, form code, console modules or Radix's modal dialog
// machinery (issue 5: lean public bundles), or when /auth or the console load the public layout's code
// (vite.config.ts groups chunks by role; decision 0010). Reads the React Router build's route table and the chunk → modules map that vite.config.ts writes.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

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

export const PUBLIC_LAYOUT_ID = "routes/public-layout";
const STAFF_ROUTE = /^routes\/(auth|intranet)/;

/** { "assets/x.js": ["src/…", "node_modules/…"] } as written by the build. */
export function readChunkModules(clientDir) {
  return JSON.parse(readFileSync(path.join(clientDir, ".vite", "chunk-modules.json"), "utf8"));
}

/** The modules matching `patterns` among the given chunk URLs ("/assets/x.js"), as "chunk: module". */
function modulesIn(chunkUrls, chunkModules, patterns) {
  const found = [];
  for (const url of chunkUrls) {
    const modules = chunkModules[url.replace(/^\//, "")] ?? [];
    for (const id of modules) {
      if (patterns.some((pattern) => pattern.test(id))) found.push(`${url}: ${id}`);
    }
  }
  return found;
}

/** The console modules among the given chunk URLs ("/assets/x.js"), as "chunk: module". */
export function consoleModulesIn(chunkUrls, chunkModules) {
  return modulesIn(chunkUrls, chunkModules, CONSOLE_MODULES);
}

/**
 * Every chunk each route that `include` accepts loads on its first load: the entry, the route and all its
 * ancestors, with their imports.
 */
export function routeChunks(manifest, include) {
  const routes = manifest.routes;
  const ancestors = (id) => {
    const chain = [];
    for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
      chain.push(route);
    }
    return chain;
  };
  const result = {};
  for (const id of Object.keys(routes)) {
    const chain = ancestors(id);
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

export async function checkBundles(buildDir) {
  const clientDir = path.join(buildDir, "client");
  const server = await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href);
  const chunkModules = readChunkModules(clientDir);
  const perRoute = routeChunks(
    server.assets,
    (id, chain) => id !== PUBLIC_LAYOUT_ID && chain.some((route) => route.id === PUBLIC_LAYOUT_ID),
  );
  const problems = [];
  for (const [route, chunks] of Object.entries(perRoute)) {
    for (const hit of consoleModulesIn(chunks, chunkModules)) problems.push(`${route} loads ${hit}`);
  }
  const staffRoutes = routeChunks(server.assets, (id) => STAFF_ROUTE.test(id));
  for (const [route, chunks] of Object.entries(staffRoutes)) {
    for (const hit of modulesIn(chunks, chunkModules, PUBLIC_SHELL_MODULES))
      problems.push(`${route} loads ${hit}`);
  }
  return { routes: Object.keys(perRoute), staffRoutes: Object.keys(staffRoutes), problems };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const buildDir = path.resolve("build/web");
  if (!existsSync(path.join(buildDir, "client", ".vite", "chunk-modules.json"))) {
    console.error("No build to check: run `npm run build` first.");
    process.exit(1);
  }
  const { routes, staffRoutes, problems } = await checkBundles(buildDir);
  if (routes.length === 0) {
    console.error("Bundles: no public route found in the build.");
    process.exit(1);
  }
  if (problems.length > 0) {
    console.error(`Pages load code that is not theirs:\n  ${problems.join("\n  ")}`);
    process.exit(1);
  }
  console.log(
    `Bundles: ${routes.length} public routes load no zod, form, console or Radix Dialog modules; ` +
      `${staffRoutes.length} staff routes load none of the public layout's.`,
  );
}
