import type { Config } from "@react-router/dev/config";

// The staff console (docs/architecture.md): rendered on request by the Hono server, which hands each page
// its context (src/server/http/app-context.ts). React Router 8 (decision 0088): middleware is always on, so a
// loader's `context` is a RouterContextProvider and reads the server's AppContext with
// `context.get(appContext)`; route modules are split (`splitRouteModules`, on by default).
export default {
  appDirectory: "src/console",
  buildDirectory: "build/console",
  ssr: true,
} satisfies Config;
