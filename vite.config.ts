import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

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

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), chunkModules()],
  build: { assetsInlineLimit: 0 },
});
