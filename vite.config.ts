import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { iconSprite } from "./scripts/icon-sprite.ts";

// The staff console (src/console, React Router; react-router.config.ts): the console, sign-in and setting a
// password. The public site is Astro's (astro.config.ts, docs/public-site.md). In `npm run dev` the console's
// modules are served under /_console/, so they never meet the site's dev server's (src/server/dev.ts).
export default defineConfig(({ command }) => ({
  base: command === "serve" ? "/_console/" : "/",
  // Apart from the site's (astro.config.ts): `npm run dev` runs both dev servers in one process.
  cacheDir: "node_modules/.vite-console",
  plugins: [tailwindcss(), reactRouter(), iconSprite()],
  // Development: what the console imports, bundled before its first page asks (no reload half-way).
  optimizeDeps: { include: ["react", "react-dom", "react-dom/client", "react-router", "clsx", "sonner"] },
  build: { assetsInlineLimit: 0 },
  // The console's server build: escaped text and no comments, so V8 holds its source at one byte a
  // character for as long as the server runs (decision 0099).
  environments: { ssr: { build: { rolldownOptions: { output: { charset: "ascii", comments: false } } } } },
}));
