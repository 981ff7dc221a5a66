// Fails when a layer imports what it must not (docs/architecture.md "Layers"):
// - src/domain imports nothing of ours outside src/domain;
// - src/web reaches src/server only from *.server.ts files, so no server code reaches the browser bundle;
// - src/server/http (routes, middleware, encodings) sits on top of the rest of src/server: below it,
//   only the composition roots (serve.ts, dev.ts, main.ts), the test helpers (src/server/testing) and
//   tests import it; src/web's *.server.ts files import its types only (the loaders' context).
// - src/server imports src/domain, never src/web (what both need moves to the domain). The security
//   suite under src/server/security/ is the exception: it reads the page routes to test every one.
//   One exception: `import type` of src/server/http/admin-routes.ts (the console API's type, AdminApi,
//   for hono/client). A type-only import is erased at build time, so no server code follows it.
// - a feature folder (src/web/features/<area>) imports no other feature, and src/web/components and
//   src/web/lib import none: what two features share lives in components/ or lib/, and routes put
//   features together. A test may import two features to check how they work together.
// - tailwind-merge is a test-only oracle (no element may carry conflicting utilities); the site's code
//   never imports it, since a runtime merger would weigh on every page's JavaScript budget.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const SOURCE = /\.(ts|tsx|mts|js|jsx|mjs)$/;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;
const TYPE_IMPORT = /^import\s+type\s+\{[^}]*\}\s*from\s*["'][^"']+["']$/;
const TYPE_ONLY_SERVER_FILES = ["src/server/http/admin-routes.ts"];
/** Files of src/server outside src/server/http that put the app together, and so may import it. */
const HTTP_COMPOSERS = ["src/server/serve.ts", "src/server/dev.ts", "src/server/main.ts"];

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "+types" ? [] : listFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

const inside = (file, dir) => {
  const relative = path.relative(dir, file);
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
};

/** Every forbidden import under root/src, as "file: specifier (reason)". */
export function findLayerViolations(root) {
  const src = path.join(root, "src");
  const domain = path.join(src, "domain");
  const server = path.join(src, "server");
  const web = path.join(src, "web");
  const violations = [];
  const serverSuites = path.join(server, "security");
  const http = path.join(server, "http");
  const features = path.join(web, "features");
  const shared = [path.join(web, "components"), path.join(web, "lib")];
  /** The feature folder `file` is in (its area's name), or undefined outside src/web/features. */
  const featureOf = (file) =>
    inside(file, features) ? path.relative(features, file).split(path.sep)[0] : undefined;
  const mayImportHttp = (file) =>
    inside(file, http) ||
    inside(file, path.join(server, "testing")) ||
    inside(file, serverSuites) ||
    /\.test\.tsx?$/.test(file) ||
    HTTP_COMPOSERS.includes(path.relative(root, file));
  for (const file of [...listFiles(domain), ...listFiles(web), ...listFiles(server)]) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1];
      if (specifier === "tailwind-merge" && !/\.test\.tsx?$/.test(file)) {
        violations.push(`${path.relative(root, file)}: ${specifier} (a test-only oracle: cn joins classes)`);
      }
      if (!specifier.startsWith(".") && !specifier.startsWith("/")) continue;
      const target = path.resolve(path.dirname(file), specifier);
      const where = path.relative(root, file);
      const statement = text.slice(text.lastIndexOf("import", match.index), match.index + match[0].length);
      const typeOnly = TYPE_IMPORT.test(statement);
      if (inside(file, domain) && !inside(target, domain)) {
        violations.push(`${where}: ${specifier} (src/domain imports nothing of ours outside src/domain)`);
      } else if (
        inside(file, web) &&
        inside(target, server) &&
        !/\.server\.tsx?$/.test(file) &&
        !(typeOnly && TYPE_ONLY_SERVER_FILES.includes(path.relative(root, `${target}.ts`)))
      ) {
        violations.push(`${where}: ${specifier} (src/web reaches src/server only through *.server.ts files)`);
      } else if (
        !/\.test\.tsx?$/.test(file) &&
        featureOf(target) !== undefined &&
        featureOf(target) !== featureOf(file) &&
        (featureOf(file) !== undefined || shared.some((dir) => inside(file, dir)))
      ) {
        violations.push(
          `${where}: ${specifier} (a feature imports no other feature, and components/ and lib/ none: share through components/ or lib/)`,
        );
      } else if (inside(file, web) && inside(target, http) && !typeOnly) {
        violations.push(`${where}: ${specifier} (src/web imports only types from src/server/http)`);
      } else if (inside(file, server) && inside(target, web) && !inside(file, serverSuites)) {
        violations.push(`${where}: ${specifier} (src/server imports src/domain, never src/web)`);
      } else if (inside(file, server) && inside(target, http) && !mayImportHttp(file)) {
        violations.push(
          `${where}: ${specifier} (only HTTP code, the composition roots and tests import src/server/http)`,
        );
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
