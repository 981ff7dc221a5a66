// Bundles the Node server (Hono, database, auth) beside the site's and the console's builds; npm packages stay
// external.
import { cpSync, mkdirSync, writeFileSync } from "node:fs";
import { build } from "esbuild";

await build({
  entryPoints: ["src/server/main.ts"],
  outfile: "build/server/server.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
// Coverage area files are read in a worker thread (src/server/coverage/areas.ts), which finds its bundle
// beside the server's.
await build({
  entryPoints: ["src/server/coverage/area-worker.ts"],
  outfile: "build/server/area-worker.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
// React chooses its development or production build from NODE_ENV when it is first imported, which for
// an ES module happens before any line of the importer runs: the default is set here, before the server
// loads, so `node build/server/main.js` without NODE_ENV never renders with React's slow development build.
writeFileSync(
  "build/server/main.js",
  'process.env.NODE_ENV ??= "production";\nawait import("./server.js");\n',
);
mkdirSync("build/server/migrations", { recursive: true });
cpSync("src/server/db/migrations", "build/server/migrations", { recursive: true });
writeFileSync("build/.stamp", new Date().toISOString());
