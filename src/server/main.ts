import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { consoleHandler } from "./http/console-handler";
import type { SitePages } from "./http/public-pages";
import { serve } from "./serve";

// Production server, bundled to build/server/server.js and started by build/server/main.js, which first
// defaults NODE_ENV to production (scripts/build-server.mjs). Beside it in build/: the public site's Astro
// build (site/) and the console's React Router build (console/), both made by `npm run build`.
const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const importBuilt = (...parts: string[]) => import(pathToFileURL(path.join(buildDir, ...parts)).href);

const loadConsole = async () => (await importBuilt("console", "server", "index.js")) as ServerBuild;

/** The site's server entry (src/site/adapter/server-entry.ts) as the Astro build made it. */
async function loadSite(): Promise<SitePages> {
  const entry = await importBuilt("site", "server", "entry.mjs");
  return { render: entry.renderPage, match: entry.matchRoute, routes: entry.listRoutes };
}

await serve({
  cluster: true,
  clientDirs: [path.join(buildDir, "site", "client"), path.join(buildDir, "console", "client")],
  routeTable: async () => (await loadConsole()).routes,
  site: loadSite,
  render: async () => consoleHandler(await loadConsole(), "production"),
});
