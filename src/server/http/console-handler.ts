import {
  createRequestHandler,
  type RouterContext,
  RouterContextProvider,
  type ServerBuild,
} from "react-router";
import type { AppContext, RenderRequest } from "./app-context";

/**
 * The console's renderer: React Router's handler for its build, handing each loader and action this
 * request's AppContext (decision 0088). With middleware (React Router 8's only way) a loader's `context` is a
 * RouterContextProvider, which finds values by a key object the console makes (`appContext`,
 * src/console/server-context.server.ts). The console's build and this bundle each hold a copy of that module,
 * so the key is taken from the build's own server entry, which exports it: another copy would find nothing.
 */
export function consoleHandler(build: ServerBuild, mode: "production" | "development"): RenderRequest {
  const { appContext } = build.entry.module as { appContext?: RouterContext<AppContext> };
  if (!appContext) throw new Error("The console's server entry does not export appContext");
  const handler = createRequestHandler(build, mode);
  return (request, context) => handler(request, new RouterContextProvider(new Map([[appContext, context]])));
}
