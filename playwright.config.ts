import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { testDatabaseUrl } from "./src/server/config";

// Browser tests run the production build (npm run test:e2e builds first) on a fresh data directory,
// or on a throwaway database on the PostgreSQL server named by TEST_DATABASE_URL.
// E2E_PORT lets several checkouts run their browser tests side by side.
const port = Number(process.env.E2E_PORT ?? 3210);
const databaseUrl = testDatabaseUrl();
export const E2E_STAFF = { email: "e2e@vitrine.test", password: "senha-e2e-123" };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  // One retry on CI: a test that fails twice fails the run; one that passes on retry is reported "flaky".
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    trace: "off",
  },
  webServer: {
    command: "tsx scripts/e2e-server.ts",
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    // SIGTERM, so the server stops cleanly and the wrapper can drop its throwaway database.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "vitrine-e2e-")),
      ADMIN_EMAIL: E2E_STAFF.email,
      ADMIN_PASSWORD: E2E_STAFF.password,
      LOG_LEVEL: "warn",
      ...(databaseUrl ? { TEST_DATABASE_URL: databaseUrl } : {}),
    },
  },
});
