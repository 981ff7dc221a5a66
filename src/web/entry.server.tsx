import { readFileSync } from "node:fs";
import { PassThrough } from "node:stream";
import pageScript from "virtual:page-script";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { ReactNode } from "react";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import consoleStylesheetUrl from "./app.css?url";
import type { IslandPageHandle } from "./components/island";
import { hydrateAfterFirstPaint } from "./hydrate-after-paint.server";
import { CspNonceContext } from "./lib/csp-nonce";
import { deferredPartsReady } from "./lib/deferred-part";
import { StylesheetTextContext } from "./lib/inline-stylesheet";
import { isStaticPage, type StaticPageHandle } from "./lib/page-script";
import { ServerRenderContext } from "./lib/server-render";
import { speculationRules } from "./lib/speculation-rules";
import { themeScript } from "./lib/theme-script";
import publicStylesheetUrl from "./public.css?url";

/** What a page that ships no client app runs (decision 0043): read by the bundle check (check-bundles.mjs). */
export { pageScript };

// React Router's default Node entry, plus the Content-Security-Policy nonce: every inline script
// React Router and React write (and the theme script in root.tsx) carries this response's nonce.

export const streamTimeout = 5_000;

/**
 * A built stylesheet's text, inlined into every page by root.tsx (decision 0017): read once, beside this
 * server bundle (build/web/server → build/web/client). In development Vite serves it as a link.
 */
const stylesheetText = (url: string) =>
  import.meta.env.DEV ? "" : readFileSync(new URL(`../client${url}`, import.meta.url), "utf8");

/**
 * The public pages' stylesheet, and the whole site's for the console's pages (decision 0048). The console
 * is always entered by a page load (sign-in's redirect reloads the document; a public page's link to it is
 * a page load, components/server-html.tsx), so the public pages and sign-in never need its classes.
 */
const STYLESHEETS = {
  public: stylesheetText(publicStylesheetUrl),
  console: stylesheetText(consoleStylesheetUrl),
};
const CONSOLE_ROUTE = /^routes\/intranet/;

/**
 * The islands' entry and the chunks it imports (scripts/build-islands.mjs writes them beside the client's
 * build). Development has no islands build: there every page hydrates whole.
 */
const ISLANDS: { entry: string; preload: string[]; parts: Record<string, string[]> } | null = import.meta.env
  .DEV
  ? null
  : JSON.parse(readFileSync(new URL("../client/.vite/islands.json", import.meta.url), "utf8"));

/** What a page of islands loads: the entry and the chunks of the islands its handle names. */
function islandScripts(islands: NonNullable<typeof ISLANDS>, handles: IslandPageHandle[]) {
  const parts = handles.flatMap((handle) => (Array.isArray(handle.islands) ? handle.islands : []));
  const files = parts.map((part) => islands.parts[part] ?? []);
  return {
    imports: [islands.entry, ...files.flatMap((chunks) => chunks.slice(0, 1))],
    preload: [...new Set([islands.entry, ...islands.preload, ...files.flat()])],
  };
}

/** One island's root, rendered on its own with its ids' prefix, as the browser hydrates it (decision 0049). */
const renderIsland = (root: ReactNode, idPrefix: string) =>
  renderToString(root, { identifierPrefix: idPrefix });

/** Loader, action and render errors join the server's JSON log, through its value-free error serializer. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const logger = (context as Partial<AppLoadContext> | undefined)?.logger;
  const path = new URL(request.url).pathname.slice(0, 200);
  if (logger) logger.error({ err: error, path }, "page error");
  else console.error(error);
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  const { matches } = routerContext.staticHandlerContext;
  const stylesheet = matches.some((match) => CONSOLE_ROUTE.test(match.route.id))
    ? STYLESHEETS.console
    : STYLESHEETS.public;
  const staticPage = matches.some((match) =>
    isStaticPage(
      routerContext.routeModules[match.route.id]?.handle as StaticPageHandle | undefined,
      responseStatusCode,
    ),
  );
  const islandHandles = matches
    .map((match) => routerContext.routeModules[match.route.id]?.handle as IslandPageHandle | undefined)
    .filter((handle): handle is IslandPageHandle => handle?.islands !== undefined);
  const islands =
    !staticPage && ISLANDS !== null && responseStatusCode < 400 && islandHandles.length > 0
      ? islandScripts(ISLANDS, islandHandles)
      : undefined;
  // Loaded once, as the server starts: a page's HTML never holds a deferred part's empty fallback.
  await deferredPartsReady();

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext.Provider value={nonce}>
        <StylesheetTextContext.Provider value={stylesheet}>
          <ServerRenderContext.Provider
            value={{
              themeScript,
              pageScript: staticPage || islands ? pageScript : null,
              ...(islands && { renderIsland, islandScripts: islands }),
              speculationRules,
              documentHtml: loadContext.documentHtml,
            }}
          >
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </ServerRenderContext.Provider>
        </StylesheetTextContext.Provider>
      </CspNonceContext.Provider>,
      {
        nonce,
        // A Suspense boundary whose content is ready (a deferred part, decision 0039) is written in place:
        // React would otherwise send a large one after the shell, to be moved in by an inline script,
        // which leaves it hidden for a visitor without scripts.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          const deferred = hydrateAfterFirstPaint();
          deferred.pipe(body);
          pipe(deferred);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell reject above and React Router logs them; these come later.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
