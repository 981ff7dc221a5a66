import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { build as esbuild } from "esbuild";
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

const PAGE_SCRIPT_ID = "virtual:page-script";

/**
 * `virtual:page-script`: src/web/page-script.ts and what it imports, bundled and minified into one classic
 * script's text, which the server inlines into a page that ships no client app (decision 0043). A bundle of
 * its own (not a chunk of the app's build), so it never shares a module, and never pulls React, with the app.
 */
function pageScript(): Plugin {
  return {
    name: "vitrine-page-script",
    resolveId: (id) => (id === PAGE_SCRIPT_ID ? `\0${PAGE_SCRIPT_ID}` : undefined),
    async load(id) {
      if (id !== `\0${PAGE_SCRIPT_ID}`) return undefined;
      const result = await esbuild({
        entryPoints: ["src/web/page-script.ts"],
        bundle: true,
        minify: true,
        format: "iife",
        target: "es2020",
        write: false,
        metafile: true,
        legalComments: "none",
      });
      for (const input of Object.keys(result.metafile.inputs)) this.addWatchFile(path.resolve(input));
      return `export default ${JSON.stringify(result.outputFiles[0]!.text.trim())};`;
    },
  };
}

// Browser chunks, declared by path (decision 0010). Left to itself, the bundler cuts shared code into a file
// per combination of routes using it (13 files of the site's own code on `/`), each paying its own
// compression overhead. So:
// - `framework`: React, React DOM, React Router; every page, rarely changes;
// - `app`: the root route and the code the site shares (`lib/`, `components/`, the domain's rules), loaded
//   by every page, /auth and the console included;
// - `public`: the public layout (header, footer, the city choice and the visit's city), which only public
//   pages load;
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
const APP = /\/src\/(web\/(root\.tsx|lib\/|components\/)|domain\/)|\/node_modules\/clsx\//;
/** Shared code that is not for every page, so not in `app`. */
const NOT_APP = [
  // What only the console and /auth use: with Radix, forms and zod, which no public page may load.
  /\/src\/web\/components\/ui\/(alert-dialog|dropdown-menu|form|native-select|sonner-toaster|switch|table)\.tsx$/,
  // The 6-digit code field: /auth's code step, the console's re-sign-in and the enrolment.
  /\/src\/web\/components\/code-field\.tsx$/,
  /\/src\/domain\/([\w-]+-schema|schemas|text-field|records|referral-console|sign-in|two-factor|cnpj)\.ts$/,
  // What a few pages use: /indique's rules, the carousel, tabs and accordion of some pages; the not-found
  // text (the `*` page and the pages of a record that may be missing), the signed previews' frame, an
  // editable page's cover; a form's label and hydration flag; the staff's rules (roles, states, ids,
  // control characters), which the console's schemas use.
  /\/src\/domain\/(referral|lead|lead-console|city-slug|staff-roles|states|ids|control-characters)\.ts$/,
  /\/src\/web\/components\/(ui\/(accordion|carousel|tabs|label)|not-found-content|honeypot-field|signed-preview|page-cover)\.tsx$/,
  // The carousel's behaviour, and the dialog the browser opens by itself (a streaming guide's screens).
  /\/src\/web\/components\/ui\/(carousel-behaviour\.ts|command-dialog(-behaviour)?\.tsx?)$/,
  /\/src\/web\/lib\/(use-hydrated|accessibility)\.ts$/,
  // The lead forms' pages: only pages that use them. (How a page defers a part's code, decision 0039, is
  // in `app`: a file of its own was one request more on `/`, which loads the city modal's code apart.)
  /\/src\/domain\/lead-pages\.ts$/,
  // The offer's rules and label: the console, the server and the label's page; cards read ./offer-text.
  /\/src\/domain\/offer(-label)?\.ts$/,
  // How a page opens a lead form: only the pages that offer one load it (decision 0026).
  /\/src\/web\/lib\/lead-requests\.ts$/,
  // Rules only the server and the console run: the CEP ranges, a banner's offer, phone formats; and the
  // blog's (slugs, dates in São Paulo), which only /blog and the console use (decision 0036); the ERP's
  // names and labels, which only the console shows (decision 0037); the newsletter's check (/blog's box).
  /\/src\/domain\/(cep|banner-offer|phone|content|erp|newsletter)\.ts$/,
  // The banner slides: the home pages', the streaming guides' and the console's previews (`slides`, below).
  /\/src\/web\/components\/(banner-slide|guide-banner-slide)\.tsx$/,
  // The offer card goes with the plans (below), and the visit's city with the public layout: the
  // console and /auth must not load them.
  /\/src\/web\/components\/(offer-card|city)\//,
  /\/src\/web\/components\/offer-list(-behaviour)?\.tsx?$/,
];
// Not the city modal: the home pages load it with their own code, the others when asked (CityGate).
const PUBLIC_LAYOUT =
  /\/src\/web\/(routes\/public-layout\.tsx|features\/(layout|cities\/(?!city-modal))|components\/city\/)/;
// The residential plans section, the card and its row, which the home pages and the fibra and combos pages share; the
// combos, business and camera sections stay with /combos, /empresas and /webcam, so `/` does not load them.
const PLANS =
  /\/src\/web\/(features\/plans\/(?!(combos|business-plans|camera-plans)-section)|components\/(offer-card\/|offer-list))/;
// The carousel, the home banner's slide and the home pages' carousel: the home pages load them together, in
// one file, as a deferred part (decision 0039), so the group takes them whether a page loads them up front
// (the guides, the console's preview) or later (the home pages). The guides' slide stays with the guides.
const SLIDES =
  /\/src\/web\/(components\/(ui\/carousel(-behaviour)?|banner-slide)|features\/home\/banner-carousel)\.tsx?$/;
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

/**
 * Vite's own preload helper (3.2 KB before minification, 0.7 KB gzip of every page's first load) also
 * preloads stylesheets, reads a CSP nonce from a meta tag and resolves URLs through `import.meta`; this
 * site has one inline stylesheet (decision 0017), no such tag, and serves assets from the root. What is
 * left is its job: before a chunk loads on demand (the menus, sonner, the CEP lookup), ask for the chunks
 * it imports at the same time, so they do not arrive one after another.
 */
function modulePreloadHelper(): Plugin {
  const helper = [
    "const seen = new Set();",
    "export const __vitePreload = (load, deps) => {",
    "  for (const dep of deps || []) {",
    "    if (seen.has(dep)) continue;",
    "    seen.add(dep);",
    "    const link = document.createElement('link');",
    "    link.rel = 'modulepreload';",
    "    link.href = '/' + dep;",
    "    document.head.append(link);",
    "  }",
    "  return load();",
    "};",
  ].join("\n");
  return {
    name: "vitrine-module-preload-helper",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    load: (id) => (id === "\0vite/preload-helper.js" ? helper : undefined),
  };
}

export default defineConfig({
  plugins: [
    productionRouter(),
    modulePreloadHelper(),
    tailwindcss(),
    reactRouter(),
    iconSprite(),
    chunkModules(),
    pageScript(),
  ],
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        modulePreload: {
          // The city page's 404 loads 'Avise-me quando chegar' (decision 0026) with no preload list: the
          // list's chunk names would be bytes of every covered city's first load, for a page few visitors
          // see (where it costs one more round trip).
          resolveDependencies: (_file, deps, { hostId }) => (/city-page/.test(hostId) ? [] : deps),
        },
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
                { name: "slides", test: (id) => SLIDES.test(posix(id)), priority: 0 },
              ],
            },
          },
        },
      },
    },
  },
});
