import type { Config } from "@react-router/dev/config";

// The staff console (docs/architecture.md): rendered on request by the Hono server, which hands each page
// its context (src/server/http/app-context.ts).
export default {
  appDirectory: "src/console",
  buildDirectory: "build/console",
  ssr: true,
  // React Router 8's behaviour, taken on 7.18 first (decision 0088). With v8_middleware a loader's `context`
  // is a RouterContextProvider: it reads the server's AppContext with `context.get(appContext)`.
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
