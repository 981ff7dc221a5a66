// Bundles the Node server (Hono, database, auth) beside the site's and the console's builds; npm packages stay
// external.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { build } from "esbuild";

/**
 * V8 keeps a module's source for as long as the server runs, and Node decodes a module's file to one byte a
 * character only when the file is all ASCII: a single `é` makes the whole source two bytes a character
 * (decision 0099; a heap snapshot showed this 1 MB file as 2 MB for 34 such characters in comments). esbuild
 * escapes every string, template and regular expression (`charset: "ascii"`, its default) but writes the
 * comments it keeps (a JSDoc on an object's property) as they are; there an escape is only text.
 */
function asciiOnly(file) {
  const text = readFileSync(file, "utf8");
  const escaped = text.replace(/[\u{80}-\u{10ffff}]/gu, (char) => `\\u{${char.codePointAt(0).toString(16)}}`);
  if (escaped !== text) writeFileSync(file, escaped);
}

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
asciiOnly("build/server/server.js");
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
asciiOnly("build/server/area-worker.js");
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
