import { RouterContextProvider } from "react-router";
import { appContext } from "../../console/server-context.server";
import type { AppContext } from "../http/app-context";

/**
 * A console loader's or action's `context` for a test that calls it directly: the parts of the AppContext
 * the test needs, under the console's key, as the server hands them (src/server/http/console-handler.ts).
 */
export const consoleContext = (parts: Partial<AppContext>) =>
  new RouterContextProvider(new Map([[appContext, parts]]));
