// Bundles the Node server (Hono, database, auth) next to the React Router build; npm packages stay external.
import { cpSync, mkdirSync, writeFileSync } from "node:fs";
import { build } from "esbuild";

await build({
  entryPoints: ["src/server/main.ts"],
  outfile: "build/server/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
mkdirSync("build/server/migrations", { recursive: true });
cpSync("src/server/db/migrations", "build/server/migrations", { recursive: true });
writeFileSync("build/.stamp", new Date().toISOString());
