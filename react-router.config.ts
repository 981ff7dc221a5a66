import type { Config } from "@react-router/dev/config";

// The staff console (docs/architecture.md): rendered on request by the Hono server, which hands each page
// its context (src/server/http/app-context.ts).
export default {
  appDirectory: "src/console",
  buildDirectory: "build/console",
  ssr: true,
} satisfies Config;
