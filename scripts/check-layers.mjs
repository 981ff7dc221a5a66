// Fails when a layer imports what it must not (docs/architecture.md "Layers"):
// - src/domain imports nothing of ours outside src/domain;
// - src/ui (the React components and helpers the site and the console share) imports only src/ui and the
//   domain;
// - src/site (the public site, Astro) and src/console (the staff console, React Router) import the domain,
//   src/ui and themselves, never each other; they reach src/server only from server-side code: an .astro
//   file's frontmatter, a *.server.ts file, or a type (`import type`, erased at build time);
// - src/server imports src/domain, never the site, the console or src/ui. Exceptions: the security suite
//   (src/server/security) reads the console's routes to test every one, and the development server
//   (src/server/dev.ts) hands Astro's dev server the request's values (src/site/adapter/dev-locals.ts);
// - src/server/http (routes, middleware, encodings) sits on top of the rest of src/server: below it, only
//   the composition roots (serve.ts, dev.ts, main.ts), the test helpers (src/server/testing) and tests
//   import it;
// - a feature folder of the site (src/site/features/<area>) imports no other feature, and the site's
//   components/, lib/ and stores/ import none: what two features share lives there, and pages, layouts and
//   islands put features together, as do templates (src/site/templates: a page several routes render). A
//   test may import two features to check how they work together;
// - tailwind-merge is a test-only oracle (no element may carry conflicting utilities); the code never
//   imports it, since a runtime merger would weigh on every page's JavaScript.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const SOURCE = /\.(ts|tsx|mts|js|jsx|mjs|astro)$/;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;
const TYPE_IMPORT = /^import\s+type\s+\{[^}]*\}\s*from\s*["'][^"']+["']$/;
/** Files of src/server outside src/server/http that put the app together, and so may import it. */
const HTTP_COMPOSERS = ["src/server/serve.ts", "src/server/dev.ts", "src/server/main.ts"];
const TEST = /\.test\.tsx?$/;

function listFiles(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "+types" ? [] : listFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** Whether `file` (or a folder an import names, such as "../../domain") is `dir` or lies in it. */
const inside = (file, dir) => {
  const relative = path.relative(dir, file);
  return !relative.startsWith("..") && !path.isAbsolute(relative);
};

/**
 * The parts of a file that import, each with whether it runs on the server only: an .astro file's
 * frontmatter does, its `<script>`s run in the browser; any other file is one part.
 */
function importingParts(file, text) {
  if (!file.endsWith(".astro")) return [{ text, serverOnly: /\.(server\.tsx?|d\.ts)$/.test(file) }];
  const frontmatter = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? "";
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) => body ?? "");
  return [
    { text: frontmatter, serverOnly: true },
    ...scripts.map((body) => ({ text: body, serverOnly: false })),
  ];
}

/** Every forbidden import under root/src, as "file: specifier (reason)". */
export function findLayerViolations(root) {
  const src = path.join(root, "src");
  const domain = path.join(src, "domain");
  const server = path.join(src, "server");
  const site = path.join(src, "site");
  const consoleApp = path.join(src, "console");
  const ui = path.join(src, "ui");
  const http = path.join(server, "http");
  const serverSuites = path.join(server, "security");
  const features = path.join(site, "features");
  const shared = ["components", "lib", "stores"].map((dir) => path.join(site, dir));
  const featureOf = (file) =>
    inside(file, features) ? path.relative(features, file).split(path.sep)[0] : undefined;
  const mayImportHttp = (file) =>
    inside(file, http) ||
    inside(file, path.join(server, "testing")) ||
    inside(file, serverSuites) ||
    TEST.test(file) ||
    HTTP_COMPOSERS.includes(path.relative(root, file));
  const violations = [];
  const files = [domain, server, site, consoleApp, ui].flatMap((dir) => listFiles(dir));
  for (const file of files) {
    const where = path.relative(root, file);
    const text = readFileSync(file, "utf8");
    for (const part of importingParts(file, text)) {
      for (const match of part.text.matchAll(IMPORT)) {
        const specifier = match[1];
        if (specifier === "tailwind-merge" && !TEST.test(file)) {
          violations.push(`${where}: ${specifier} (a test-only oracle: cn joins classes)`);
        }
        if (!specifier.startsWith(".") && !specifier.startsWith("/")) continue;
        const target = path.resolve(path.dirname(file), specifier);
        const statement = part.text.slice(
          part.text.lastIndexOf("import", match.index),
          match.index + match[0].length,
        );
        // A declaration file (env.d.ts) holds types only, however it names them.
        const typeOnly = TYPE_IMPORT.test(statement) || file.endsWith(".d.ts");
        const front = inside(file, site) || inside(file, consoleApp);
        if (inside(file, domain) && !inside(target, domain)) {
          violations.push(`${where}: ${specifier} (src/domain imports nothing of ours outside src/domain)`);
        } else if (
          inside(file, ui) &&
          !inside(target, ui) &&
          !inside(target, domain) &&
          !typeOnly &&
          !TEST.test(file)
        ) {
          violations.push(`${where}: ${specifier} (src/ui imports only src/ui and src/domain)`);
        } else if (
          (inside(file, site) && inside(target, consoleApp)) ||
          (inside(file, consoleApp) && inside(target, site))
        ) {
          violations.push(`${where}: ${specifier} (the site and the console never import each other)`);
        } else if (front && inside(target, http) && !typeOnly) {
          violations.push(
            `${where}: ${specifier} (the site and the console import only types from src/server/http)`,
          );
        } else if (front && inside(target, server) && !part.serverOnly && !typeOnly) {
          violations.push(
            `${where}: ${specifier} (the site and the console reach src/server only from server-side code: an .astro frontmatter, a *.server.ts file, or a type)`,
          );
        } else if (
          !TEST.test(file) &&
          featureOf(target) !== undefined &&
          featureOf(target) !== featureOf(file) &&
          (featureOf(file) !== undefined || shared.some((dir) => inside(file, dir)))
        ) {
          violations.push(
            `${where}: ${specifier} (a feature imports no other feature, and components/, lib/ and stores/ none: share through them)`,
          );
        } else if (
          inside(file, server) &&
          (inside(target, site) || inside(target, consoleApp) || inside(target, ui)) &&
          !inside(file, serverSuites) &&
          !(where === "src/server/dev.ts" && inside(target, path.join(site, "adapter")))
        ) {
          violations.push(
            `${where}: ${specifier} (src/server imports src/domain, never the site, console or ui)`,
          );
        } else if (inside(file, server) && inside(target, http) && !mayImportHttp(file)) {
          violations.push(
            `${where}: ${specifier} (only HTTP code, the composition roots and tests import src/server/http)`,
          );
        }
      }
    }
  }
  return violations;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const violations = findLayerViolations(process.cwd());
  if (violations.length > 0) {
    console.error(`Layering violations:\n  ${violations.join("\n  ")}`);
    process.exit(1);
  }
  console.log("Layers: no forbidden imports.");
}
