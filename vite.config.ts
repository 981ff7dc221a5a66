import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { iconSprite } from "./scripts/icon-sprite.ts";

/**
 * Writes build/web/client/.vite/chunk-modules.json: which source modules each browser chunk holds, with their
 * rendered length (tree-shaken, before minification), so the bundle check (scripts/check-bundles.mjs) and the
 * bench can tell whether a public page loads zod or console code, and which modules weigh most on a page.
 */
function chunkModules(): Plugin {
  return {
    name: "vitrine-chunk-modules",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
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
      this.emitFile({
        type: "asset",
        fileName: ".vite/chunk-modules.json",
        source: `${JSON.stringify(chunks, null, 1)}\n`,
      });
    },
  };
}

// Browser chunks, declared by path (decision 0010). Left to itself, the bundler cuts shared code into a file
// per combination of routes using it (13 files of the site's own code on `/`), each paying its own
// compression overhead. So:
// - `framework`: React, React DOM, React Router; every page, rarely changes;
// - `app`: the root route and the code the site shares (`lib/`, `components/`, the domain's rules), loaded
//   by every page, /auth and the console included;
// - `public`: the public layout (header, footer, the city choice), which only public pages load;
// - `plans`: the plan sections and cards, which six public pages share;
// - `slides`: the carousel and the home banner's slide (the console's preview draws it too);
// - the rest goes with the route that uses it (the bundler's default).
// A group takes along what its modules import, unless a group of higher priority holds it. Only what pages
// load up front (`$initial`) is grouped: what a page imports on demand (the nav menu, sonner) stays so.
// scripts/check-bundles.mjs (in `npm test`) checks every public page's total against its budget and names
// the heaviest modules, so a change that makes a page heavier, here or in the code, fails there.
/** A module id with forward slashes, whatever the platform. */
const posix = (id: string) => id.replaceAll("\\", "/");
const FRAMEWORK = /\/node_modules\/(react|react-dom|react-router|scheduler)\//;
const APP =
  /\/src\/(web\/(root\.tsx|lib\/|components\/)|domain\/)|\/node_modules\/(clsx|class-variance-authority)\//;
/** Shared code that is not for every page, so not in `app`. */
const NOT_APP = [
  // What only the console and /auth use: with Radix, forms and zod, which no public page may load.
  /\/src\/web\/components\/ui\/(alert-dialog|dropdown-menu|form|native-select|sonner-toaster|switch|table)\.tsx$/,
  /\/src\/domain\/([\w-]+-schema|schemas|text-field|records|referral-console|sign-in|cnpj)\.ts$/,
  // What a few pages use: /indique's rules, the carousel, tabs and accordion of some pages, and each icon
  // component (until the icon sprite replaces them), which goes with the pages that draw it.
  /\/src\/domain\/referral\.ts$/,
  /\/src\/web\/components\/ui\/(accordion|carousel|tabs)\.tsx$/,
  // The banner slides: the home pages', the streaming guides' and the console's previews (`slides`, below).
  /\/src\/web\/components\/(banner-slide|guide-banner-slide)\.tsx$/,
  // The offer card goes with the plans (below): the console and /auth must not load it.
  /\/src\/web\/components\/offer-card\//,
];
const PUBLIC_LAYOUT = /\/src\/web\/(routes\/public-layout\.tsx|features\/(layout|cities)\/)/;
// The residential plans section and the card, which the home pages and the fibra and combos pages share; the
// business and camera sections stay with /empresas and /webcam, so `/` does not load them.
const PLANS =
  /\/src\/web\/(features\/plans\/(?!business-plans-section|camera-plans-section)|components\/offer-card\/)/;
// The carousel and the home banner's slide: the home pages load them together, in one file (the guides'
// slide stays with the guides).
const SLIDES = /\/src\/web\/components\/(ui\/carousel|banner-slide)\.tsx$/;
/**
 * React Router's package exports only its development build, whose dev warnings the minifier cannot drop
 * (`ENABLE_DEV_WARNINGS = true`); browsers get the production build it ships beside it, identical but for
 * that flag. Both entry points, so the browser holds one copy of the router and its contexts. The server
 * keeps the package's own resolution (it shares the router with @react-router/node).
 */
function productionRouter(): Plugin {
  const builds: Record<string, string> = {
    "react-router": path.resolve("node_modules/react-router/dist/production/index.mjs"),
    "react-router/dom": path.resolve("node_modules/react-router/dist/production/dom-export.mjs"),
  };
  return {
    name: "vitrine-production-router",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId: (id) => builds[id],
  };
}

export default defineConfig({
  plugins: [productionRouter(), tailwindcss(), reactRouter(), iconSprite(), chunkModules()],
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: (id) => FRAMEWORK.test(posix(id)), priority: 3 },
                {
                  name: "app",
                  test: (id) => APP.test(posix(id)) && !NOT_APP.some((pattern) => pattern.test(posix(id))),
                  tags: ["$initial"],
                  priority: 2,
                },
                {
                  name: "public",
                  test: (id) => PUBLIC_LAYOUT.test(posix(id)),
                  tags: ["$initial"],
                  priority: 1,
                },
                { name: "plans", test: (id) => PLANS.test(posix(id)), tags: ["$initial"], priority: 0 },
                { name: "slides", test: (id) => SLIDES.test(posix(id)), tags: ["$initial"], priority: 0 },
              ],
            },
          },
        },
      },
    },
  },
});
