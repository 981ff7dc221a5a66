import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type Rolldown } from "vite";

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
const BARREL = /[\\/](src[\\/]domain[\\/]index\.ts|lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs)$/;

/**
 * Browser chunks by role rather than by which routes share a module. Left to itself, the bundler made a
 * chunk for every combination of routes that shares code: 13 files for the site's own code on `/`, whose
 * separate compression cost 3.8 KB of the 120 KB budget (decision 0010). Here:
 * - `framework`: React, React DOM, React Router (every page, rarely changes, cached across deploys);
 * - `app`: what the root route uses and what the public layout shares with /auth or the console (theme,
 *   toasts, button, dialog, logo, `cn`, the domain's rules);
 * - `public`: the rest of what the public layout brings (header, city modal, footer, city context).
 * Each route keeps its own chunk, and what loads on demand (plan cards, the nav dropdown, sonner) stays out.
 */
function appChunks(): { plugin: Plugin; groups: Rolldown.CodeSplittingGroup[] } {
  const app = new Set<string>();
  const publicShell = new Set<string>();
  const plugin: Plugin = {
    name: "vitrine-app-chunks",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      const closure = (entry: RegExp) => {
        const seen = new Set<string>();
        const stack = [...this.getModuleIds()].filter((id) => entry.test(id));
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          // A barrel imports every module it re-exports, used or not: what is really used is left to the
          // bundler's own chunking.
          if (!BARREL.test(id)) stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const ours = (id: string) => (id.includes(SRC) || APP_LIBRARIES.test(id)) && !id.includes("?");
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
    },
  };
  const groups: Rolldown.CodeSplittingGroup[] = [
    { name: "framework", test: FRAMEWORK, priority: 3 },
    { name: "app", test: (id) => app.has(id), priority: 2 },
    { name: "public", test: (id) => publicShell.has(id), priority: 1 },
  ];
  return { plugin, groups };
}

const chunks = appChunks();

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), chunkModules(), chunks.plugin],
  build: { assetsInlineLimit: 0 },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: chunks.groups } } } } },
  },
});
