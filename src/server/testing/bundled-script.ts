import { cpSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { migrationsFolder } from "../db/client";

// The tests that start a command-line task or a second server as a child process run it from a bundle
// of plain JavaScript, as `npm run build` ships the server: started through tsx, each child transpiled
// the whole server again (5–25 s a start on a busy 2-core machine; under a second bundled).

const ROOT = path.resolve(import.meta.dirname, "../../..");
/**
 * Inside the project, so the bundle's bare imports (npm packages stay external) resolve from
 * node_modules; one folder per test process, removed when it exits, so no process overwrites a file
 * another's child is reading.
 */
const OUT_DIR = path.join(ROOT, "node_modules", ".cache", "vitrine-test-scripts", String(process.pid));
const built = new Map<string, Promise<string>>();
let prepared = false;

/**
 * Node's arguments to run `entry` (a TypeScript file of ours, relative to the project root): its bundle,
 * one ES module built once per test process, with the migrations beside it where `migrationsFolder()`
 * looks; and `--liftoff-only`, as `npm start` runs, so PGlite's WebAssembly is not compiled twice.
 */
export async function bundledScript(entry: string): Promise<string[]> {
  // The coverage areas' worker (coverage/areas.ts) is found beside the bundle that starts it: built once.
  const worker = "src/server/coverage/area-worker.ts";
  for (const name of [worker, entry]) if (!built.has(name)) built.set(name, bundle_(name));
  await built.get(worker);
  return ["--liftoff-only", await built.get(entry)!];
}

async function bundle_(entry: string): Promise<string> {
  if (!prepared) {
    prepared = true;
    mkdirSync(OUT_DIR, { recursive: true });
    cpSync(migrationsFolder(), path.join(OUT_DIR, "migrations"), { recursive: true });
    process.once("exit", () => rmSync(OUT_DIR, { recursive: true, force: true }));
  }
  const result = await build({
    entryPoints: [path.join(ROOT, entry)],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    outdir: OUT_DIR,
    outExtension: { ".js": ".mjs" },
    logLevel: "silent",
  });
  if (result.errors.length > 0) throw new Error(`could not bundle ${entry}`);
  return path.join(OUT_DIR, `${path.basename(entry, ".ts")}.mjs`);
}
