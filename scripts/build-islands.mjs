// Builds the browser's entry of the pages of islands (src/web/islands.tsx, decision 0049) apart from React
// Router's client build: a build of its own never shares a chunk with the app, so it never loads the router.
// What the entry needs at once is one chunk beside it; what it imports on demand (the plans' cards, the lead
// forms, the CEP lookup, sonner) stays in chunks of its own. Writes build/web/client/.vite/islands.json: the
// entry's URL, the chunks it imports at once (the page preloads them), each page island's chunks (`parts`:
// the pages naming it load them too), and each chunk's modules with their rendered size, for the bundle check
// (check-bundles.mjs) and the bench.
import path from "node:path";
import { build } from "vite";

/** What the plan sections share: their states and the city's data. */
const SECTIONS =
  /src\/(web\/(features\/plans\/plan-states|components\/city\/use-city-data|lib\/use-fetch-json)|domain\/plans)\.tsx?$/;
const posix = (id) => path.relative(process.cwd(), id.replace(/^\0/, "")).split(path.sep).join("/");

/** islands.json, from the bundle as written. */
const islandsManifest = {
  name: "vitrine-islands-manifest",
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
    const entry = chunks.find((chunk) => chunk.isEntry);
    /** The chunks `chunk` imports at once, and theirs, not already in `seen`. */
    const importsOf = (chunk, seen = new Set()) => {
      for (const file of chunk.imports) {
        if (seen.has(file)) continue;
        seen.add(file);
        importsOf(bundle[file], seen);
      }
      return seen;
    };
    const preload = importsOf(entry);
    const beyondEntry = (file) => file !== entry.fileName && !preload.has(file);
    // A page's own islands (src/web/island-parts/{name}.ts): each chunk with what it imports beyond the entry.
    const parts = {};
    for (const chunk of chunks) {
      const part = /src\/web\/island-parts\/([\w-]+)\.ts$/.exec(posix(chunk.facadeModuleId ?? ""))?.[1];
      if (part)
        parts[part] = [chunk.fileName, ...[...importsOf(chunk)].filter(beyondEntry)].map(
          (file) => `/${file}`,
        );
    }
    const modules = Object.fromEntries(
      chunks.map((chunk) => [
        chunk.fileName,
        Object.fromEntries(
          Object.entries(chunk.modules)
            .sort(([, a], [, b]) => b.renderedLength - a.renderedLength)
            .map(([id, module]) => [posix(id), module.renderedLength]),
        ),
      ]),
    );
    this.emitFile({
      type: "asset",
      fileName: ".vite/islands.json",
      source: `${JSON.stringify({ entry: `/${entry.fileName}`, preload: [...preload].map((file) => `/${file}`), parts, chunks: modules }, null, 1)}\n`,
    });
  },
};

/**
 * Vite's preload helper (0.7 KB gzip) fetches a lazy chunk's imports beside it; the islands' lazy chunks
 * import from the entry's, already loaded, so a plain `import()` does.
 */
const noPreloadHelper = {
  name: "vitrine-no-preload-helper",
  enforce: "pre",
  load: (id) =>
    id === "\0vite/preload-helper.js" ? "export const __vitePreload = (load) => load();" : undefined,
};

await build({
  configFile: false,
  logLevel: "warn",
  define: { "process.env.NODE_ENV": '"production"' },
  plugins: [noPreloadHelper, islandsManifest],
  build: {
    outDir: "build/web/client",
    emptyOutDir: false,
    copyPublicDir: false,
    // A chunk loaded on demand brings what it imports itself: none is on a page's first load.
    modulePreload: false,
    rolldownOptions: {
      input: { islands: "src/web/islands.tsx" },
      output: {
        entryFileNames: "assets/islands-[hash].js",
        chunkFileNames: "assets/islands-[name]-[hash].js",
        // Everything the entry needs at once in one file (React with it), beside the entry.
        // What the plan sections share, in one file beside it: each page adds only its own section's chunk.
        codeSplitting: {
          groups: [
            { name: "core", test: () => true, tags: ["$initial"], priority: 1 },
            { name: "sections", test: (id) => SECTIONS.test(posix(id)), priority: 0 },
          ],
        },
      },
    },
  },
});
