import { createHash } from "node:crypto";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { chunkGroups } from "./scripts/chunk-groups.ts";
import { chunkModules } from "./scripts/chunk-modules.ts";
import { iconSprite } from "./scripts/icon-sprite.ts";
import { interactionDirective, vitrineAdapter } from "./src/site/adapter/integration.ts";
import { routeList } from "./src/site/adapter/route-list.ts";
import { cityModalAtOnce, headScript } from "./src/site/lib/head-script.ts";
import { speculationRules } from "./src/site/lib/speculation-rules.ts";

/** A constant inline script's CSP source: Astro lists it beside the hashes of the scripts it bundles. */
const hashOf = (text: string) =>
  `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}` as const;

// The public site (docs/public-site.md): Astro pages rendered on request, React components as islands,
// served by the Hono server through this project's adapter (src/site/adapter/). The console is a React
// Router app of its own (react-router.config.ts).
export default defineConfig({
  srcDir: "./src/site",
  publicDir: "./public",
  outDir: "./build/site",
  output: "server",
  adapter: vitrineAdapter(),
  integrations: [react(), routeList(), interactionDirective()],
  // The site is served at the root of its host, and every page renders on request (the catalogue changes).
  trailingSlash: "ignore",
  // No component imports a stylesheet: the layouts inline theirs as text (decision 0099), so that Astro's
  // manifest does not hold a copy per route; `src/site/stylesheet-imports.test.ts` keeps it so.
  build: { format: "directory", inlineStylesheets: "always" },
  // The Hono server checks origins and limits body sizes for every POST before Astro sees it.
  security: {
    checkOrigin: false,
    csp: {
      algorithm: "SHA-256",
      // The head script, the city modal's first line and the speculation rules are inline constants: their
      // hashes join those of the scripts Astro bundles in the CSP header of each page, which the server
      // keeps (src/server/http/pages.ts).
      scriptDirective: { hashes: [hashOf(headScript), hashOf(cityModalAtOnce), hashOf(speculationRules)] },
    },
  },
  devToolbar: { enabled: false },
  // No Markdown pages or image pipeline here: articles are rendered by the server's Markdown renderer
  // (src/server/content/markdown.ts) and images are uploads or public files.
  markdown: { syntaxHighlight: false },
  image: { service: { entrypoint: "astro/assets/services/noop" } },
  server: { port: 4321 },
  vite: {
    // Apart from the console's (vite.config.ts): `npm run dev` runs both dev servers in one process.
    cacheDir: "node_modules/.vite-site",
    plugins: [tailwindcss(), iconSprite(), chunkModules()],
    build: { assetsInlineLimit: 0 },
    // No preload helper in the browser's build: a part loaded on demand (a plan's cards, a dialog's form)
    // asks for its own imports.
    environments: {
      // The server's modules: V8 keeps each module's source for as long as the server runs, one byte a
      // character only when all of it is ASCII, two otherwise. Escaped text and no comments keep the
      // site's server code at one byte a character (decision 0099).
      ssr: { build: { rolldownOptions: { output: { charset: "ascii", comments: false } } } },
      client: {
        build: {
          modulePreload: false,
          // Few files on a page's first load (issue 70): scripts/chunk-groups.ts.
          rolldownOptions: { output: { codeSplitting: chunkGroups() } },
        },
      },
    },
    // Development: what the islands import, bundled before the first page asks (no reload half-way).
    optimizeDeps: { include: ["react", "react-dom", "react-dom/client", "nanostores", "clsx", "sonner"] },
  },
});
