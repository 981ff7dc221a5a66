import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { testDatabaseUrl } from "./src/server/config";

// Browser tests run the production build (npm run test:e2e builds first) on a fresh data directory,
// or on a throwaway database on the PostgreSQL server named by TEST_DATABASE_URL.
// E2E_PORT lets several checkouts run their browser tests side by side.
const port = Number(process.env.E2E_PORT ?? 3210);
const databaseUrl = testDatabaseUrl();
/**
 * Debian's Chromium headless shell (package chromium-headless-shell, the same build as chromium): the
 * browser without the desktop browser's UI layers, which Playwright itself uses for headless runs. The
 * walk's browsers spent about a fifth less CPU in it than in `chromium --headless` (docs/testing.md).
 * Where only the full browser is installed, the suite drives that.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
/** The desktop browser, for a test that must see what a visitor's Chromium fetches (lean-pages.spec.ts). */
export const FULL_CHROMIUM_PATH = "/usr/bin/chromium";
const chromiumPath =
  process.env.PLAYWRIGHT_CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM_PATH);
export const E2E_STAFF = { email: "e2e@vitrine.test", password: "senha-e2e-123" };
/**
 * Each worker is a visitor of its own: the test server trusts X-Forwarded-For (TRUST_PROXY, as behind the
 * proxy of a real deployment), and every request of a worker names this address, so the per-address limits
 * (sign-ins, searches) count each worker apart, as they would count two people. Workers load this file
 * too, with their own TEST_WORKER_INDEX (a worker restarted after a failure gets a new index, so a fresh
 * address). 198.51.100.0/24 is TEST-NET-2, documentation-only (RFC 5737).
 */
export const E2E_WORKER_HEADERS = {
  "X-Forwarded-For": `198.51.100.${(Number(process.env.TEST_WORKER_INDEX ?? 0) % 254) + 1}`,
};

// Specs that change what the public site shows from the seeded data (settings, banners, cities, plan and
// business-plan associations, a seeded plan's price): they run after every other spec, so no reader sees
// their edits half-way and nothing has to be put back. console-review.spec.ts adds an active city, which
// the coverage map and the home page's figure would count. The console's journeys are two files of about
// a minute each, so the two workers share this phase evenly.
const SITE_WIDE = [
  "**/console.spec.ts",
  "**/console-banners-business.spec.ts",
  "**/staff.spec.ts",
  "**/console-review.spec.ts",
  "**/console-blog.spec.ts",
  // Saving an ERP changes what the subscriber pages and the lead forms do, for every reader.
  "**/console-erp.spec.ts",
  "**/console-pages.spec.ts",
  "**/console-city-prices.spec.ts",
  // Saving 'Marketing e avisos' makes every new lead queue an alert (issue 57).
  "**/console-marketing.spec.ts",
  // Issue 59's points: city prices, leads and their follow-up, read back by the public pages.
  "**/spec-points.spec.ts",
  // Issue 68: Vitória's installation windows, which every sign-up there is offered.
  "**/console-install-slots.spec.ts",
  // Issue 68: 'Vendas online' turned off and on again changes every page's 'Assinar'.
  "**/console-online-sales.spec.ts",
];
// The console's sessions and Histórico: its tests add a city and plans (and take them away), which no
// other spec must meet half-way, so it runs last; its tests, which end only sessions of people they make
// themselves, run side by side.
const SESSIONS = ["**/console-session.spec.ts"];

/**
 * The second database's run (`npm run test:e2e:db`): only the tests tagged @db, those whose outcome
 * depends on the database (docs/testing.md). A project-level `grep`, because a command-line --grep
 * filters only the projects run for themselves, while a project that others depend on (`browser`) runs
 * whole.
 */
const dbOnly = process.env.E2E_DB_ONLY === "true";
const grep = dbOnly ? /@db/ : undefined;

export default defineConfig({
  testDir: "tests/e2e",
  // Enrols the staff user in two-factor sign-in once the server is up (also with --no-deps).
  globalSetup: "./tests/e2e/global-setup.ts",
  // Specs create the records they need under unique names, so tests of different files run side by side;
  // a file whose tests build on each other says so with test.describe.configure({ mode: "serial" }).
  fullyParallel: true,
  // Two by default, one per core here; each has its own address (E2E_WORKER_HEADERS). docs/testing.md.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One retry on CI: a test that fails twice fails the run; one that passes on retry is reported "flaky".
  retries: process.env.CI ? 1 : 0,
  // A ceiling, not a wait: a passing test ends when its last assertion holds. The 2-core CI machines differ
  // up to twofold in speed from one run to the next (docs/testing.md), and a test that takes 20 s on one
  // must not fail on the other.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The HTML report and the traces of failed tests stay in gitignored folders (docs/testing.md).
  reporter: [["list"], ["html", { outputFolder: "playwright-report", open: "never" }]],
  outputDir: "test-results",
  projects: [
    // Each project's `metadata.description` is docs/testing.md's text for it (scripts/docs-lists.ts).
    {
      name: "browser",
      testIgnore: [...SITE_WIDE, ...SESSIONS],
      grep,
      metadata: {
        description:
          "every spec that reads the seeded site or makes its own records. Its tests run in parallel.",
      },
    },
    // A site-wide spec's tests change the same seeded records (Vitória, the settings): each file's tests
    // run in order in one worker; the files, which touch different records, run side by side.
    {
      name: "site-wide",
      testMatch: SITE_WIDE,
      dependencies: ["browser"],
      fullyParallel: false,
      grep,
      metadata: {
        description:
          "the specs that change what every visitor sees (site settings, banners and their captions, cities, " +
          "plan associations, a seeded plan's price, a published article on `/blog` and its feed, an ERP " +
          "saved in 'Sistema de gestão' for a moment, an editable page's text, a city's own price and its " +
          "offer, 'Marketing e avisos', a city's installation windows). They run after the projects they " +
          "depend on, so nothing has to be put back. Each file's tests run in order in one worker, the files side by side.",
      },
    },
    {
      name: "sessions",
      testMatch: SESSIONS,
      dependencies: ["site-wide"],
      grep,
      metadata: {
        description:
          "the console's sign-outs and Histórico. Its tests add a city and plans and take them away again, " +
          "so it runs last; they run side by side, as each test that ends sessions ends only those of an " +
          "administrador it makes (and enrols) itself, never the run's staff user's.",
      },
    },
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        // V8 without its helper threads (concurrent compilation and garbage collection): on two cores shared
        // by two browsers and the server they only contend; the suite ran 5–10 % faster without them.
        "--js-flags=--single-threaded",
      ],
    },
    // A failed test keeps its trace: each action with its DOM snapshot, the network and the console. Not
    // the screencast: encoding every frame of every page cost about a tenth of the suite's CPU.
    trace: { mode: "retain-on-failure", screenshots: false },
    extraHTTPHeaders: E2E_WORKER_HEADERS,
  },
  webServer: {
    command: "tsx scripts/e2e-server.ts",
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    // SIGTERM, so the server stops cleanly and the wrapper can drop its throwaway database.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    // A first start migrates and seeds a new database: tens of seconds on a busy 2-core machine.
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "vitrine-e2e-")),
      ADMIN_EMAIL: E2E_STAFF.email,
      ADMIN_PASSWORD: E2E_STAFF.password,
      LOG_LEVEL: "warn",
      TRUST_PROXY: "true",
      // The specs' fakes (ERPs, geocoder, CEP service, SMTP sink) listen on 127.0.0.1 over plain http and
      // SMTP: the operator's allowances, which a real install leaves off (issue 66, L3).
      ALLOW_PRIVATE_ADDRESSES: "true",
      ERP_ALLOW_HTTP: "true",
      SMTP_ALLOW_PLAIN_AUTH: "true",
      ...(databaseUrl ? { TEST_DATABASE_URL: databaseUrl } : {}),
    },
  },
});
