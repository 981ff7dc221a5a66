// The browser tests' server: the production build, on a throwaway PostgreSQL database when
// TEST_DATABASE_URL is set (so no earlier run's data or schema can get in the way), else on PGlite.
import { spawn } from "node:child_process";
import { testDatabaseUrl } from "../src/server/config";
import { createThrowawayDatabase } from "../src/server/testing/throwaway-database";

const serverUrl = testDatabaseUrl();
const throwaway = serverUrl ? await createThrowawayDatabase(serverUrl, "vitrine_e2e") : undefined;

const server = spawn(process.execPath, ["build/server/main.js"], {
  // One process unless asked: the browser tests count rate limits and caches in one process.
  env: {
    WEB_CONCURRENCY: "1",
    ...process.env,
    ...(throwaway ? { DATABASE_URL: throwaway.url } : {}),
  },
  stdio: "inherit",
});
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", async (code) => {
  await throwaway
    ?.drop()
    .catch((error: Error) => console.error("could not drop the e2e database:", error.message));
  process.exit(code ?? 1);
});
