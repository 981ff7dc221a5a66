import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * Writes `chunk-modules.json` beside the browser build it runs in (build/site/: not served): which source
 * modules each chunk holds, with their rendered length (tree-shaken, before minification), so the budget
 * check (scripts/check-bundles.ts) and the bench can tell whether a public page loads console code, and
 * which modules weigh most on a page.
 */
export function chunkModules(): Plugin {
  return {
    name: "vitrine-chunk-modules",
    writeBundle(options, bundle) {
      // The browser's build only (Astro names its environments its own way; the consumer says which).
      if (this.environment.config.consumer !== "client" || !options.dir) return;
      const chunks: Record<string, Record<string, number>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        chunks[output.fileName] = Object.fromEntries(
          Object.entries(output.modules)
            .sort(([, a], [, b]) => b.renderedLength - a.renderedLength)
            .map(([id, module]) => [
              path.relative(process.cwd(), id.replace(/^\0/, "")).split(path.sep).join("/"),
              module.renderedLength,
            ]),
        );
      }
      const file = path.join(options.dir, "..", "chunk-modules.json");
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(chunks, null, 1)}\n`);
    },
  };
}
