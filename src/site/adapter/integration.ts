import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

/**
 * The public site's adapter (Astro's adapter API): the build's server entry is `server-entry.ts`, which the
 * Hono server imports (src/server/main.ts) and calls for every public page, so a page keeps the server's whole
 * serving path: stored answers, render lanes, cache tags, security headers (docs/public-site.md).
 */
export function vitrineAdapter(): AstroIntegration {
  return {
    name: "vitrine-adapter",
    hooks: {
      // `npm run dev`: the request's values come from the Hono dev server (dev-locals.ts).
      "astro:config:setup": ({ command, addMiddleware }) => {
        if (command === "dev")
          addMiddleware({ entrypoint: new URL("./dev-locals.ts", import.meta.url), order: "pre" });
      },
      "astro:config:done": ({ setAdapter }) => {
        setAdapter({
          name: "vitrine-adapter",
          entrypointResolution: "auto",
          serverEntrypoint: new URL("./server-entry.ts", import.meta.url),
          supportedAstroFeatures: {
            serverOutput: "stable",
            staticOutput: "unsupported",
            hybridOutput: "unsupported",
            sharpImageService: "unsupported",
          },
        });
      },
    },
  };
}

/**
 * `client:interaction` (src/site/lib/client-interaction.ts, decision 0090): islands hydrated on the
 * visitor's first touch of the page, through Astro's `addClientDirective`.
 */
export function interactionDirective(): AstroIntegration {
  return {
    name: "vitrine-client-interaction",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({
          name: "interaction",
          // A path: Astro bundles it with esbuild, which takes no file URL.
          entrypoint: fileURLToPath(new URL("../lib/client-interaction.ts", import.meta.url)),
        });
      },
    },
  };
}
