import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type Rolldown } from "vite";
import { iconSprite } from "./scripts/icon-sprite.ts";

/**
 * Writes build/web/client/.vite/chunk-modules.json: which source modules each browser chunk holds, so the
 * bundle check (scripts/check-bundles.mjs) and the bench can tell whether a public page loads zod or console code.
 */
function chunkModules(): Plugin {
  return {
    name: "vitrine-chunk-modules",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        chunks[output.fileName] = output.moduleIds.map((id) =>
          path.relative(process.cwd(), id.replace(/^\0/, "")).split(path.sep).join("/"),
        );
      }
      this.emitFile({
        type: "asset",
        fileName: ".vite/chunk-modules.json",
        source: `${JSON.stringify(chunks, null, 1)}\n`,
      });
    },
  };
}

const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;
// The small libraries the site's components use, kept with the code that uses them.
const APP_LIBRARIES = /[\\/]node_modules[\\/](lucide-react|clsx|class-variance-authority)[\\/]/;
const SRC = `${path.sep}src${path.sep}`;
const BARREL =
  /[\\/](src[\\/]domain[\\/]index\.ts|src[\\/]web[\\/]components[\\/]icons[\\/]index\.ts|lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs)$/;
const NAMED_IMPORT = /\bimport\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const NAMED_REEXPORT = /\bexport\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const STAR_REEXPORT = /\bexport\s*\*\s*from\s*["']([^"']+)["']/g;
const ANY_FROM = /\bfrom\s*["']([^"']+)["']/g;
const PUBLIC_PAGE = /[\\/]routes[\\/](?!(auth|intranet|public-layout)\b)[^/\\]+\.tsx\?/;
const ROUTE_MODULE = /[\\/]src[\\/]web[\\/]routes[\\/]/;
/** Shared by this many public pages or more and at most this long (source bytes): joins `public`. */
const SHARED_BY = 4;
/** Our SVG icons: a few hundred bytes each, so two public pages sharing one is enough to join `public`. */
const ICON = /[\\/]src[\\/]web[\\/]components[\\/]icons[\\/]/;
const SMALL_MODULE = 1500;
const HOME_PAGES =
  /[\\/]src[\\/]web[\\/]features[\\/](cities[\\/]city-modal|home[\\/](static-html|banner-carousel|combo-links))\.tsx?$/;
const CAROUSEL = /[\\/]src[\\/](web[\\/]components[\\/]ui[\\/]carousel\.tsx|domain[\\/]images\.ts)$/;
const PLAN_PAGES =
  /[\\/]src[\\/]web[\\/](components[\\/]ui[\\/]tabs|features[\\/]plans[\\/]plans-section)\.tsx$/;
const PLAN_RULES = /[\\/]src[\\/]domain[\\/]plans\.ts$/;
const STREAMING_RULES = /[\\/]src[\\/]domain[\\/]streaming\.ts$/;
const SOURCE_EXTENSION = /^\.[cm]?[jt]sx?$/;

/** `a, b as c, type D` → [["a", "a"], ["b", "c"]]: each (imported or local, exported) pair. */
function specifiers(list: string): Array<[string, string]> {
  return list
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item && !item.startsWith("type "))
    .map((item) => {
      const [from = "", to = from] = item.split(/\s+as\s+/);
      return [from.trim(), to.trim()];
    });
}

/** Which of `candidates` (the importer's resolved imports) `spec` names. */
function resolveImport(importer: string, spec: string, candidates: readonly string[]): string | undefined {
  if (!spec.startsWith(".")) {
    return candidates.find((id) => id.includes(`${path.sep}node_modules${path.sep}${spec}${path.sep}`));
  }
  const base = path.resolve(path.dirname(importer), spec);
  return candidates.find(
    (id) =>
      id === base ||
      (id.startsWith(base) && SOURCE_EXTENSION.test(id.slice(base.length))) ||
      (id.startsWith(`${base}${path.sep}index`) &&
        SOURCE_EXTENSION.test(id.slice(`${base}${path.sep}index`.length))),
  );
}

/**
 * Browser chunks by role rather than by which routes share a module. Left to itself, the bundler made a
 * chunk for every combination of routes that shares code: 13 files for the site's own code on `/`, whose
 * separate compression cost 3.8 KB of the 120 KB budget (decision 0010). Here:
 * - `framework`: React, React DOM, React Router (every page, rarely changes, cached across deploys);
 * - `app`: what the root route uses and what the public layout shares with /auth or the console (theme,
 *   toasts, button, dialog, logo, `cn`, shared icons);
 * - `public`: the rest of what the public layout brings (header, city modal, footer, city context).
 * Each route keeps its own chunk, and what loads on demand (the nav dropdown, sonner) stays out.
 */
function appChunks(): { plugin: Plugin; groups: Rolldown.CodeSplittingGroup[] } {
  const app = new Set<string>();
  const publicShell = new Set<string>();
  const plugin: Plugin = {
    name: "vitrine-app-chunks",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      const info = (id: string) => this.getModuleInfo(id);
      const barrelExports = new Map<string, Map<string, string>>();
      /** What a barrel re-exports: exported name → the module that defines it. */
      const exportsOf = (barrel: string) => {
        const known = barrelExports.get(barrel);
        if (known) return known;
        const names = new Map<string, string>();
        const module = info(barrel);
        const code = module?.code ?? "";
        for (const [, list = "", spec = ""] of code.matchAll(NAMED_REEXPORT)) {
          const target = resolveImport(barrel, spec, module?.importedIds ?? []);
          if (target) for (const [, exported] of specifiers(list)) names.set(exported, target);
        }
        for (const [, spec = ""] of code.matchAll(STAR_REEXPORT)) {
          const target = resolveImport(barrel, spec, module?.importedIds ?? []);
          for (const name of (target && info(target)?.exports) || [])
            if (!names.has(name)) names.set(name, target!);
        }
        barrelExports.set(barrel, names);
        return names;
      };
      /** The modules `id` depends on; through a barrel, only the ones defining the names it imports. */
      const dependencies = (id: string): string[] => {
        const module = info(id);
        if (!module) return [];
        const code = module.code ?? "";
        const importedNames = new Map<string, string[]>();
        const namedStatements = new Map<string, number>();
        for (const [, list = "", spec = ""] of code.matchAll(NAMED_IMPORT)) {
          const target = resolveImport(id, spec, module.importedIds);
          if (target && BARREL.test(target)) {
            importedNames.set(target, [
              ...(importedNames.get(target) ?? []),
              ...specifiers(list).map(([imported]) => imported),
            ]);
            namedStatements.set(target, (namedStatements.get(target) ?? 0) + 1);
          }
        }
        // A barrel also reached another way (`import * as`, a default import, a re-export) is used whole.
        for (const [, spec = ""] of code.matchAll(ANY_FROM)) {
          const target = resolveImport(id, spec, module.importedIds);
          if (target && BARREL.test(target))
            namedStatements.set(target, (namedStatements.get(target) ?? 0) - 1);
        }
        return module.importedIds.flatMap((dependency) => {
          if (!BARREL.test(dependency)) return [dependency];
          const readable = namedStatements.get(dependency) === 0;
          const targets = readable
            ? importedNames.get(dependency)?.map((name) => exportsOf(dependency).get(name))
            : undefined;
          // A use this cannot read (a namespace import, an unknown name): all of the barrel, to be safe.
          if (!targets || targets.some((target) => !target)) return info(dependency)?.importedIds ?? [];
          return targets as string[];
        });
      };
      const closure = (entry: RegExp) => {
        const seen = new Set<string>();
        const stack = [...this.getModuleIds()].filter((id) => entry.test(id));
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...dependencies(id));
        }
        return seen;
      };
      const ours = (id: string) =>
        (id.includes(SRC) || APP_LIBRARIES.test(id)) && !id.includes("?") && !BARREL.test(id);
      const root = closure(/[\\/]src[\\/]web[\\/]root\.tsx\?/);
      const layout = closure(/[\\/]routes[\\/]public-layout\.tsx\?/);
      // /auth and every console route (routes/intranet.tsx, routes/intranet/…).
      const staffSide = closure(/[\\/]routes[\\/](auth|intranet)[^?]*\?/);
      for (const id of root) if (ours(id)) app.add(id);
      for (const id of layout) {
        if (!ours(id)) continue;
        if (staffSide.has(id)) app.add(id);
        else if (!app.has(id)) publicShell.add(id);
      }
      // The city modal loads on demand (features/cities/city-gate.tsx); what it shares with /auth or the
      // console stays in `app`, where it was when the layout imported it, rather than in chunks of its own.
      for (const id of closure(/[\\/]features[\\/]cities[\\/]city-modal\.tsx$/))
        if (ours(id) && staffSide.has(id)) app.add(id);
      // Small modules that several public pages share join the `public` chunk: alone, each would be a file
      // of a few hundred bytes whose compression overhead every page using it pays (decision 0010).
      const pages = [...this.getModuleIds()].filter((id) => PUBLIC_PAGE.test(id));
      const users = new Map<string, number>();
      for (const page of pages)
        for (const id of closure(new RegExp(`^${page.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`)))
          users.set(id, (users.get(id) ?? 0) + 1);
      for (const [id, count] of users)
        if (
          (count >= SHARED_BY || (count >= 2 && ICON.test(id))) &&
          ours(id) &&
          !app.has(id) &&
          !ROUTE_MODULE.test(id) &&
          (info(id)?.code?.length ?? Infinity) <= SMALL_MODULE
        )
          // What /auth or the console also use (domain rules such as prices) goes to `app`, which they load.
          (staffSide.has(id) ? app : publicShell).add(id);
    },
  };
  const groups: Rolldown.CodeSplittingGroup[] = [
    { name: "framework", test: FRAMEWORK, priority: 3 },
    { name: "app", test: (id) => app.has(id), priority: 2 },
    { name: "public", test: (id) => publicShell.has(id), priority: 1 },
    // The domain's plan and streaming rules stay files of their own: the streaming and city pages use
    // them without the plan sections, which would otherwise take them in as dependencies.
    { name: "plans", test: PLAN_RULES, priority: 1 },
    { name: "streaming", test: STREAMING_RULES, priority: 1 },
    // The plan pages' code in one file (plans section and tabs, with the plan cards, plan states and
    // city data they take along): the home pages loaded it as 6 files, whose separate compression cost
    // about 1.4 KB; /combos, /webcam and /empresas load a little of `/`'s code in exchange (decision 0010).
    { name: "plan-pages", test: PLAN_PAGES, priority: 0 },
    // The city modal (on demand elsewhere) with the home pages' own sections and the banner carousel:
    // only `/` and `/casa` load the modal on open, and one file compresses better than two. The streaming
    // pages load it for the carousel (decision 0010). Below `public`, which it would otherwise take along.
    { name: "home-pages", test: (id) => HOME_PAGES.test(id) || CAROUSEL.test(id), priority: 0 },
  ];
  return { plugin, groups };
}

const chunks = appChunks();

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), iconSprite(), chunkModules(), chunks.plugin],
  build: { assetsInlineLimit: 0 },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: chunks.groups } } } } },
  },
});
