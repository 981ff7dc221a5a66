import type { MiddlewareHandler } from "astro";

// Development only (the adapter adds this middleware to `astro dev`): the Hono dev server (src/server/dev.ts)
// asks Astro's dev server for each public page over HTTP, through the whole serving path as in production,
// and hands the page the request's values (`Astro.locals`) through a registry in this process, named by a
// one-time token in a header. A production build has neither the middleware nor the header.

/** The header that names a request's values in the registry. */
export const DEV_LOCALS_HEADER = "x-vitrine-dev-locals";

/** The registry, shared by the server's modules and Vite's (one process, two module graphs). */
export function devLocalsRegistry(): Map<string, object> {
  const key = Symbol.for("vitrine.devLocals");
  const holder = globalThis as { [key]?: Map<string, object> };
  holder[key] ??= new Map();
  return holder[key];
}

export const onRequest: MiddlewareHandler = (context, next) => {
  const token = context.request.headers.get(DEV_LOCALS_HEADER);
  const locals = token ? devLocalsRegistry().get(token) : undefined;
  if (locals) Object.assign(context.locals, locals);
  return next();
};
