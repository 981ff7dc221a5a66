// `npm run bench`: builds, starts the production server on fresh data, measures what the README's
// "Performance" budgets, prints one table, writes bench/results.md and exits non-zero naming every figure
// over budget.
// Never part of `npm test`. Options: --port (default 3300), --skip-build, --runs (Lighthouse runs, 5),
// --cores-only (only the WEB_CONCURRENCY rows, which need PostgreSQL), --seconds (load per row, 10).
// The rows marked PostgreSQL run on DATABASE_URL, else on the CI's PostgreSQL when it answers
// (CI_DATABASE_URL below), each on a throwaway database; without either they are skipped.
// --quick <seconds> (only the rows of `/` as a browser asks, beside bare Node and under a flood, short;
// writes nothing). --render-kinds <seconds> (only the rows of one client on `/` while 8 connections ask for
// what a client can vary, issue 33; writes nothing). --post-kinds <seconds> (only the rows of one client on
// `/` while 8 connections post each form a page takes without scripts, issue 55; writes nothing).
// --header-kinds <seconds> (only the rows of one client on `/` while 8 connections ask for a stored page
// with a made-up session cookie, a made-up Authorization header or a new percent-encoded spelling of its
// path, issue 66; writes nothing). --post-many <seconds> (only the rows of one client on `/` while 8
// connections post each anonymous POST kind from a new address each time, issue 66; writes nothing).
// --leads-only (only the lead forms' row, on the embedded database and, with PostgreSQL,
// on it; writes nothing). --slow-only (only the first visit on a slow phone network; writes nothing).
// --lighthouse-only (only the Lighthouse rows, the reference page's among them, and those of `/` and a city
// page with tags set before consent; writes nothing; --pages a,b for those pages alone).
// --memory-only (only the memory rows, on the embedded database and, with PostgreSQL, on it, with the load
// the full run puts between them, and where the process's memory goes, from /metrics; writes nothing).
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import {
  type APIRequestContext,
  type APIResponse,
  chromium,
  request as playwrightRequest,
} from "@playwright/test";
import autocannon from "autocannon";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import pg from "pg";
import { loadConfig } from "../../src/server/config";
import { FAKE_IXC_TOKEN, startFakeIxc } from "../../src/server/testing/fake-ixc";
import { createThrowawayDatabase } from "../../src/server/testing/throwaway-database";
import { enrolmentCode, secretOfUri } from "../../src/server/testing/totp";
import { brotliSize, consoleModulesIn, measurePage } from "../check-bundles";
import { samplePages, sitemapLocations } from "../sitemap-sample";
import { generateCatalogue } from "./generate-catalogue";

const { values: args } = parseArgs({
  options: {
    port: { type: "string", default: "3300" },
    "skip-build": { type: "boolean", default: false },
    // Five: the median of five runs roughly halves a run's variance (Lighthouse's docs/variability.md); three
    // let one stalled run of a page decide its row.
    runs: { type: "string", default: "5" },
    chrome: { type: "string", default: "/usr/bin/chromium" },
    "cores-only": { type: "boolean", default: false },
    seconds: { type: "string", default: "10" },
    /** `--quick <seconds>`: only the rows of `/` as a browser asks (alone and under a flood), short; no results file. */
    quick: { type: "string" },
    /** `--render-kinds <seconds>`: only the rows of one client on `/` beside 8 connections of each kind a client can vary. */
    "render-kinds": { type: "string" },
    /** `--post-kinds <seconds>`: only the rows of one client on `/` beside 8 connections posting each public form. */
    "post-kinds": { type: "string" },
    /** `--header-kinds <seconds>`: only the rows of one client on `/` beside 8 connections of each header kind (issue 66). */
    "header-kinds": { type: "string" },
    /**
     * `--post-many <seconds>`: only the rows of one client on `/` beside 8 connections posting each
     * anonymous POST kind from a new address each time (issue 66).
     */
    "post-many": { type: "string" },
    /** `--leads-only`: only the lead forms' row (issue 20); no results file. */
    "leads-only": { type: "boolean", default: false },
    /** `--slow-only`: only the first visit on a slow phone network (issue 39, point 4); no results file. */
    "slow-only": { type: "boolean", default: false },
    /** `--lighthouse-only`: only the Lighthouse rows (the reference page's and those with tags set among them); no results file. */
    "lighthouse-only": { type: "boolean", default: false },
    /** `--memory-only`: only the memory rows and the load between them (issue 70); no results file. */
    "memory-only": { type: "boolean", default: false },
    /** `--pages /,/planos/vitoria-es`: with `--lighthouse-only`, these pages instead of the sitemap's sample. */
    pages: { type: "string" },
  },
});
const LOAD_SECONDS = Number(args.seconds);
const PORT = Number(args.port);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const LIGHTHOUSE_RUNS = Number(args.runs);
const CHROME_PATH = args.chrome;
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const ROOT = path.resolve(import.meta.dirname, "..", "..");
const CLIENT_DIR = path.join(ROOT, "build", "site", "client");
/** The build's map of each public chunk to its modules (scripts/chunk-modules.ts), for console code found on a page. */
const readChunkModules = (): Record<string, Record<string, number>> =>
  JSON.parse(readFileSync(path.join(ROOT, "build", "site", "chunk-modules.json"), "utf8"));
const SCALES = [42, 600, 5570];
/** The PostgreSQL server `.ci/run` tests on; the bench uses it when DATABASE_URL is unset and it answers. */
const CI_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/test";
/**
 * The environment and Node flags `npm start` runs the server with (package.json: `NAME=value … node
 * --flag …`), so the bench measures the same process.
 */
const START = /^((?:[A-Z_]+=\S+\s+)*)node((?:\s+--\S+)*)\s/.exec(
  JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")).scripts.start,
);
const words = (text: string | undefined) => text?.trim().split(/\s+/).filter(Boolean) ?? [];
const NODE_FLAGS: string[] = words(START?.[2]);
const START_ENV: Record<string, string> = Object.fromEntries(
  words(START?.[1]).map((assignment) => assignment.split("=", 2) as [string, string]),
);
/**
 * The bench's administrador (ADMIN_EMAIL and ADMIN_PASSWORD of the demo server), who sets the tag IDs in
 * Configurações for the rows before consent.
 */
const BENCH_ADMIN = { email: "admin.bench@vitrine.test", password: "senha-admin-bench-123" };
const ADMIN_ENV = { ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password };
/** IDs in each tag's format, as a marketing team would paste them; nothing ever loads them before consent. */
const BENCH_TAGS = { gtmId: "GTM-B3NCH57", ga4Id: "G-B3NCH57XYZ", metaPixelId: "570057005700570" };
const KB = 1024;
const MB = 1024 * 1024;

type Row = { figure: string; value: string; budget: string; ok: boolean | null };
const rows: Row[] = [];
const record = (figure: string, value: string, budget = "", ok: boolean | null = null) => {
  rows.push({ figure, value, budget, ok });
  console.log(
    `  ${ok === false ? "✗" : ok ? "✓" : "·"} ${figure}: ${value}${budget ? ` (budget ${budget})` : ""}`,
  );
};
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;

// ---------------------------------------------------------------------------------------------- server

type Server = { process: ChildProcess; stop: () => Promise<void> };

async function startServer(env: Record<string, string>, port = PORT): Promise<Server> {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...NODE_FLAGS, path.join(ROOT, "build", "server", "main.js")], {
    cwd: ROOT,
    // DATABASE_URL is the bench's own option: the server gets it only for the PostgreSQL rows.
    env: {
      ...process.env,
      ...START_ENV,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      DATABASE_URL: "",
      // One process unless a row asks for more (the WEB_CONCURRENCY rows).
      WEB_CONCURRENCY: "1",
      ...env,
    },
    // The request log is part of the cost being measured: it is written, to /dev/null.
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = once(child, "exit");
  const deadline = Date.now() + 120_000;
  const workers = Number(env.WEB_CONCURRENCY ?? 1);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      // In a cluster, every worker must be up: one answering is not yet N processes.
      if ((await fetch(`${origin}/api/health`)).ok && (workers === 1 || childPids(child.pid!) >= workers))
        break;
    } catch {}
    if (Date.now() > deadline) throw new Error("server did not start in 120 s");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    process: child,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/** How many processes `pid` has forked (a cluster primary's workers). */
function childPids(pid: number): number {
  try {
    return execFileSync("pgrep", ["-P", String(pid)], { encoding: "utf8" })
      .split("\n")
      .filter(Boolean).length;
  } catch {
    return 0;
  }
}

function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * KB;
}

/** The sitemap's pages, one per route with a parameter (scripts/sitemap-sample.ts). */
async function sitemapPages(): Promise<string[]> {
  return samplePages(sitemapLocations(await (await fetch(`${ORIGIN}/sitemap.xml`)).text()));
}

/**
 * The PostgreSQL server the rows so marked run on: DATABASE_URL, else the one the CI tests on
 * (`.ci/run`'s, 127.0.0.1:5432) when it answers within 3 s, so a run on the CI's machine records the
 * memory and WEB_CONCURRENCY rows on PostgreSQL (issue 70) without being asked. Each row makes a
 * throwaway database there and drops it.
 */
async function benchDatabaseUrl(): Promise<string | undefined> {
  const configured = loadConfig().databaseUrl;
  if (configured) return configured;
  const client = new pg.Client({ connectionString: CI_DATABASE_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return CI_DATABASE_URL;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
}

/** As a server in production is warm: its code optimised and its public pages in the render cache. */
async function warmUp(pages: readonly string[]) {
  for (const page of [...pages, "/auth"]) {
    for (let i = 0; i < 30; i += 1) await (await fetch(`${ORIGIN}${page}`)).arrayBuffer();
  }
}

async function firstCityId(origin = ORIGIN): Promise<number> {
  const { cities } = (await (await fetch(`${origin}/api/cities`)).json()) as { cities: { id: number }[] };
  if (!cities[0]) throw new Error("no active city");
  return cities[0].id;
}

// ------------------------------------------------------------------------------------------ autocannon

/** `rps` is the run's average; `typicalRps` the median of its one-second samples, which a dip does not move. */
type Load = { rps: number; typicalRps: number; p50: number; p99: number; errors: number };

/** What a browser sends: cached pages answer it in brotli, which a bare autocannon request never sees. */
const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br, zstd" };

async function load(
  url: string,
  seconds = LOAD_SECONDS,
  warmUp = true,
  headers: Record<string, string> = {},
): Promise<Load> {
  if (warmUp) await autocannon({ url, headers, connections: 50, duration: 5 }); // JIT and heap settle
  const result = await autocannon({ url, headers, connections: 50, duration: seconds });
  return {
    rps: result.requests.average,
    typicalRps: result.requests.p50,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * Runs `measure` while 8 more connections ask for what no cache holds: `/?x=<n>` and `/blog?q=<n>`
 * (a new URL per request) and `/busca?q=<random>` (a new search per request), as a flood would. The
 * flood runs in a process of its own (`flood.ts`): in this one it would share the measuring client's
 * event loop and slow the client rather than the server.
 */
async function underFlood<T>(seconds: number, measure: () => Promise<T>, kind = "mix"): Promise<T> {
  const attacker = spawn(
    process.execPath,
    ["--import", "tsx", path.join(import.meta.dirname, "flood.ts"), ORIGIN, String(seconds), kind],
    { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] },
  );
  const exited = once(attacker, "exit");
  let output = "";
  attacker.stdout?.setEncoding("utf8");
  const started = new Promise<void>((resolve, reject) => {
    attacker.stdout?.on("data", (chunk: string) => {
      output += chunk;
      if (output.includes("flooding\n")) resolve();
    });
    void exited.then(() => reject(new Error(`flood exited early: ${output}`)));
  });
  await started;
  try {
    return await measure();
  } finally {
    await exited;
    const flooded = JSON.parse(output.split("\n").filter(Boolean).at(-1) ?? "[]") as { rps: number }[];
    console.log(
      `    (the flood got ${Math.round(flooded.reduce((sum, row) => sum + row.rps, 0))} answers/s)`,
    );
  }
}

/**
 * Throughput is judged as a share of bare Node writing the same bytes in the same run (`sameBytesRow`).
 * The p99 budget (50 ms, set where bare Node answered the plans JSON at about 42,000 req/s) grows on a
 * slower machine in proportion to what bare Node gets on it; decision 0013 explains why.
 */
const ISSUE_BARE_NODE_RPS = 42_000;
let machineFactor = 1;

function recordLoad(label: string, result: Load) {
  const latency = `p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.errors} errors`;
  record(
    label,
    `${Math.round(result.rps).toLocaleString("en")} req/s, ${latency}`,
    "0 errors",
    result.errors === 0,
  );
}

/** `/` as a browser asks while cache-busting and search requests flood the server, against `unloaded`. */
async function floodRow(suffix: string, unloaded: Load, seconds = LOAD_SECONDS) {
  const flooded = await underFlood(seconds + 2, () => load(`${ORIGIN}/`, seconds, false, BROWSER_HEADERS));
  const share = flooded.typicalRps / unloaded.typicalRps;
  record(
    `GET / as a browser asks, while 8 connections bust the cache and search${suffix}`,
    `${Math.round(flooded.typicalRps).toLocaleString("en")} req/s median second, ${Math.round(share * 100)}% of unloaded; p99 ${flooded.p99} ms, ${flooded.errors} errors`,
    "≥ 70% of the unloaded median second, 0 errors",
    share >= 0.7 && flooded.errors === 0,
  );
}

/** One visitor's connection on `url` as a browser asks: its median second and its p90. */
async function oneClient(url: string, seconds: number) {
  const result = await autocannon({ url, headers: BROWSER_HEADERS, connections: 1, duration: seconds });
  return {
    typicalRps: result.requests.p50,
    p90: (result.latency as unknown as { p90: number }).p90,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * Issue 33 (M4): one client's rate on the stored `/` while 8 connections ask for what an anonymous client
 * can vary (a made-up city, `/ofertas?q=`, `/busca?q=`), against the same client's rate while the same 8
 * connections ask for a stored page, so that the attackers' own share of the CPU is in both.
 */
async function renderKindRows(seconds = LOAD_SECONDS) {
  const home = `${ORIGIN}/`;
  const control = await underFlood(seconds + 2, () => oneClient(home, seconds), "cached");
  record(
    "One client on GET / while 8 connections ask for a stored page (control)",
    `${Math.round(control.typicalRps).toLocaleString("en")} req/s median second; p90 ${control.p90} ms, ${control.errors} errors`,
  );
  for (const [kind, label] of [
    ["unknown-slug", "a made-up city page"],
    ["ofertas-q", "/ofertas?q=<new text>"],
    ["busca-q", "/busca?q=<new text>"],
  ] as const) {
    const loaded = await underFlood(seconds + 2, () => oneClient(home, seconds), kind);
    const share = loaded.typicalRps / control.typicalRps;
    record(
      `One client on GET / while 8 connections ask for ${label}`,
      `${Math.round(loaded.typicalRps).toLocaleString("en")} req/s median second, ${Math.round(share * 100)}% of the control; p90 ${loaded.p90} ms, ${loaded.errors} errors`,
      "≥ 70% of the control, p90 ≤ 50 ms, 0 errors",
      share >= 0.7 && loaded.p90 <= 50 && loaded.errors === 0,
    );
  }
}

/**
 * Issue 66 (M-COOKIE, M-PCT): one client's rate on the stored `/` while 8 connections ask for a stored page
 * with what made each of their requests a render before — a made-up staff session cookie, a made-up
 * `Authorization` header, a new percent-encoded spelling of the page's path — against the same client's
 * rate while the 8 connections ask for a stored page plainly (its own control, in the same run).
 */
async function headerKindRows(seconds = LOAD_SECONDS) {
  const home = `${ORIGIN}/`;
  // The page the spellings name is stored before the control, as a visited page is.
  await (await fetch(`${ORIGIN}/politica-privacidade`, { headers: BROWSER_HEADERS })).arrayBuffer();
  const control = await underFlood(seconds + 2, () => oneClient(home, seconds), "cached");
  record(
    "One client on GET / while 8 connections ask for a stored page (control for the headers)",
    `${Math.round(control.typicalRps).toLocaleString("en")} req/s median second; p90 ${control.p90} ms, ${control.errors} errors`,
  );
  for (const [kind, label] of [
    ["fake-cookie", "a stored page with a made-up staff session cookie"],
    ["fake-auth", "a stored page with a made-up Authorization header"],
    ["encoded-path", "a new percent-encoded spelling of a stored page's path"],
  ] as const) {
    const loaded = await underFlood(seconds + 2, () => oneClient(home, seconds), kind);
    const share = loaded.typicalRps / control.typicalRps;
    record(
      `One client on GET / while 8 connections ask for ${label}`,
      `${Math.round(loaded.typicalRps).toLocaleString("en")} req/s median second, ${Math.round(share * 100)}% of the control; p90 ${loaded.p90} ms, ${loaded.errors} errors`,
      "≥ 70% of the control, p90 ≤ 50 ms, 0 errors",
      share >= 0.7 && loaded.p90 <= 50 && loaded.errors === 0,
    );
  }
}

/**
 * Issue 55 (M1): one client's rate on the stored `/` while 8 connections post a form a page takes without
 * scripts (the subscriber desk's lookup, 'Avise-me', /indique, the newsletter box), all from one address as
 * the bench's client has, against the same control as the render kinds. The server runs with the
 * project's fake IXC as its ERP, so the desk's pages take their POSTs.
 */
async function postKindRows(seconds = LOAD_SECONDS) {
  const home = `${ORIGIN}/`;
  const control = await underFlood(seconds + 2, () => oneClient(home, seconds), "cached");
  record(
    "One client on GET / while 8 connections ask for a stored page (control for the forms)",
    `${Math.round(control.typicalRps).toLocaleString("en")} req/s median second; p90 ${control.p90} ms, ${control.errors} errors`,
  );
  for (const [kind, label] of [
    ["desk-post", "POST /cliente/segunda-via (a 2ª via lookup)"],
    ["lead-post", "POST /avise-me"],
    ["referral-post", "POST /indique"],
    ["newsletter-post", "POST /blog (the newsletter box)"],
  ] as const) {
    const loaded = await underFlood(seconds + 2, () => oneClient(home, seconds), kind);
    const share = loaded.typicalRps / control.typicalRps;
    record(
      `One client on GET / while 8 connections post ${label}`,
      `${Math.round(loaded.typicalRps).toLocaleString("en")} req/s median second, ${Math.round(share * 100)}% of the control; p90 ${loaded.p90} ms, ${loaded.errors} errors`,
      "≥ 70% of the control, p90 ≤ 50 ms, 0 errors",
      share >= 0.7 && loaded.p90 <= 50 && loaded.errors === 0,
    );
  }
}

/**
 * Issue 66, point 7: one client on cached `/` while 8 connections post each anonymous POST kind, every
 * request from a new address (X-Forwarded-For; the server trusts it, as the tests' do): the lead form,
 * the newsletter box, the cookie banner's answer, 'Avise-me quando acabar', the sign-up's steps 1 and 3,
 * and the desk's lookups. Each a share of its control measured in the same run (decision 0013's way).
 */
async function postManyRows(seconds = LOAD_SECONDS) {
  const home = `${ORIGIN}/`;
  // The city 'Avise-me quando acabar' names (the flood process inherits the environment).
  process.env.BENCH_CITY_ID = String(await firstCityId());
  const control = await underFlood(seconds + 2, () => oneClient(home, seconds), "cached");
  record(
    "One client on GET / while 8 connections ask for a stored page (control for the many-address posts)",
    `${Math.round(control.typicalRps).toLocaleString("en")} req/s median second; p90 ${control.p90} ms, ${control.errors} errors`,
  );
  for (const [kind, label] of [
    ["lead-many", "POST /avise-me"],
    ["newsletter-many", "POST /blog (the newsletter box)"],
    ["consent-many", "POST /api/consent (the cookie banner)"],
    ["outage-many", "POST /suporte ('Avise-me quando acabar')"],
    ["contrate-1-many", "POST /contrate step 1"],
    ["contrate-3-many", "POST /contrate step 3 (multipart, two photos)"],
    ["desk-many", "POST /cliente/segunda-via (2ª via lookups)"],
  ] as const) {
    const loaded = await underFlood(seconds + 2, () => oneClient(home, seconds), kind);
    const share = loaded.typicalRps / control.typicalRps;
    record(
      `One client on GET / while 8 connections post ${label}, each from a new address`,
      `${Math.round(loaded.typicalRps).toLocaleString("en")} req/s median second, ${Math.round(share * 100)}% of the control; p90 ${loaded.p90} ms, ${loaded.errors} errors`,
      "≥ 70% of the control, 0 errors",
      share >= 0.7 && loaded.errors === 0,
    );
  }
}

/** A demo server with the project's fake IXC as its ERP, warm, for the forms' rows; stopped by `run`'s end. */
async function withDeskServer(run: () => Promise<void>) {
  const fake = await startFakeIxc();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "vitrine-bench-posts-"));
  const server = await startServer({
    DATA_DIR: dataDir,
    SEED_DEMO: "true",
    ERP_ADAPTER: "ixc",
    ERP_URL: fake.url,
    ERP_TOKEN: FAKE_IXC_TOKEN,
    ERP_ALLOW_HTTP: "true",
    // The many-address rows send X-Forwarded-For (issue 66); the other rows send none.
    TRUST_PROXY: "true",
  });
  try {
    for (let i = 0; i < 30; i += 1) {
      await (await fetch(`${ORIGIN}/`, { headers: BROWSER_HEADERS })).arrayBuffer();
      await (await fetch(`${ORIGIN}/faq`, { headers: BROWSER_HEADERS })).arrayBuffer();
    }
    await run();
  } finally {
    await server.stop();
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Where the process's memory goes, as its /metrics says (loopback needs no token): for `--memory-only`. */
async function printMemory(moment: string) {
  const text = await (await fetch(`${ORIGIN}/metrics`)).text();
  const figure = (name: string) =>
    Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, "m").exec(text)?.[1] ?? 0);
  const mb = (bytes: number) => `${Math.round(bytes / MB)} MB`;
  console.log(
    `  ${moment}: RSS ${mb(figure("process_resident_memory_bytes"))}, V8 heap ${mb(figure("nodejs_heap_size_used_bytes"))} used of ${mb(figure("nodejs_heap_size_total_bytes"))}, external ${mb(figure("nodejs_external_memory_bytes"))}`,
  );
}

/**
 * The load figures the issue budgets; `suffix` names the database when it is not the embedded one.
 * `memoryOnly` (`--memory-only`) also prints where the memory goes.
 */
async function serverFigures(server: Server, suffix: string, memoryOnly = false) {
  const pages = await sitemapPages();
  const other = pages.find((page) => page !== "/") ?? "/auth";
  const cityId = await firstCityId();
  // Issue 70: the embedded database holds Postgres inside the process; PostgreSQL's is another's.
  const budget = suffix ? { idle: 150, loaded: 150 } : { idle: 200, loaded: 230 };
  const idle = rssBytes(server.process.pid!);
  record(`RSS idle${suffix}`, `${Math.round(idle / MB)} MB`, `≤ ${budget.idle} MB`, idle <= budget.idle * MB);
  if (memoryOnly) await printMemory("idle");
  if (!suffix) {
    // First, while the server idles: bare Node's rate sets how p99 budgets scale on this machine.
    const reference = await bareNodeReplaying(await rawAnswer(`/api/cities/${cityId}/plans`, {}), {});
    machineFactor = Math.min(1, reference.typicalRps / ISSUE_BARE_NODE_RPS);
    recordLoad("Bare Node HTTP server, same plans JSON (reference)", reference);
    record(
      "Machine factor (bare Node's median second / 42,000, at most 1)",
      `${machineFactor.toFixed(2)} (${Math.round(reference.typicalRps).toLocaleString("en")} req/s)`,
    );
  }
  await sameBytesRow(`GET /api/cities/:id/plans${suffix}`, `/api/cities/${cityId}/plans`, {});
  const home = await sameBytesRow(`GET / as a browser asks (brotli)${suffix}`, "/", BROWSER_HEADERS);
  await floodRow(suffix, home);
  if (!suffix) {
    await renderKindRows();
    await headerKindRows();
  }
  const cityPage = pages.find((page) => page.startsWith("/planos/"));
  if (cityPage)
    await sameBytesRow(`GET ${cityPage} as a browser asks (brotli)${suffix}`, cityPage, BROWSER_HEADERS);
  recordLoad(`GET /, no compression asked${suffix}`, await load(`${ORIGIN}/`));
  recordLoad(`GET ${other}${suffix}`, await load(`${ORIGIN}${other}`));
  const rss = rssBytes(server.process.pid!);
  record(
    `RSS after the load${suffix}`,
    `${Math.round(rss / MB)} MB`,
    `≤ ${budget.loaded} MB`,
    rss <= budget.loaded * MB,
  );
  if (memoryOnly) await printMemory("after the load");
}

type RawAnswer = { headers: Record<string, string>; body: Buffer };

/** An answer of ours as it went over the wire (still compressed), to be replayed by bare Node. */
async function rawAnswer(pathAndQuery: string, headers: Record<string, string>): Promise<RawAnswer> {
  const { request } = await import("node:http");
  return new Promise((resolve, reject) => {
    request(`${ORIGIN}${pathAndQuery}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (typeof value === "string" && !["date", "connection", "keep-alive"].includes(name))
            kept[name] = value;
        }
        resolve({ headers: kept, body: Buffer.concat(chunks) });
      });
      response.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

/**
 * What this machine gives a bare `node:http` server writing the same bytes and headers: the ceiling each
 * budgeted row is judged against (the issue measured ~42,000 req/s for the plans JSON on a quiet 2-core
 * machine).
 */
async function bareNodeReplaying(
  answer: RawAnswer,
  requestHeaders: Record<string, string>,
  seconds = LOAD_SECONDS,
): Promise<Load> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "vitrine-bench-bare-"));
  const bodyFile = path.join(dir, "body");
  writeFileSync(bodyFile, answer.body);
  const port = PORT + 1;
  const script = `const body = require("node:fs").readFileSync(process.argv[1]);
const headers = JSON.parse(process.argv[2]);
require("node:http").createServer((req, res) => {
  res.writeHead(200, headers);
  res.end(body);
}).listen(${port}, "127.0.0.1", () => process.stdout.write("ready\\n"));`;
  const child = spawn(process.execPath, ["-e", script, bodyFile, JSON.stringify(answer.headers)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  try {
    await once(child.stdout!, "data");
    return await load(`http://127.0.0.1:${port}/`, seconds, true, requestHeaders);
  } finally {
    child.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Issue 17's budget: a page or JSON answer of ours at ≥ 60 % of the rate of bare Node writing the same
 * bytes on the same machine in the same run, by median second; p99 < 50 ms scaled by the machine factor.
 */
async function sameBytesRow(
  label: string,
  pathAndQuery: string,
  headers: Record<string, string>,
  seconds = LOAD_SECONDS,
) {
  const bare = await bareNodeReplaying(await rawAnswer(pathAndQuery, headers), headers, seconds);
  const ours = await load(`${ORIGIN}${pathAndQuery}`, seconds, true, headers);
  const share = ours.typicalRps / bare.typicalRps;
  const p99 = Math.round(50 / machineFactor);
  record(
    label,
    `${Math.round(ours.typicalRps).toLocaleString("en")} req/s median second, ${Math.round(share * 100)}% of bare Node's ${Math.round(bare.typicalRps).toLocaleString("en")} with the same bytes; p50 ${ours.p50} ms, p99 ${ours.p99} ms, ${ours.errors} errors`,
    `≥ 60% of bare Node, p99 < ${p99} ms, 0 errors`,
    share >= 0.6 && ours.p99 < p99 && ours.errors === 0,
  );
  return ours;
}

// ------------------------------------------------------------------------------------------ browsers

/** The Chromium every browser row ran, as it names itself ("Chromium 156.0.8078.73 built on Debian…"). */
function chromiumVersion(): string {
  try {
    return execFileSync(CHROME_PATH, ["--version"], { encoding: "utf8" }).trim();
  } catch {
    return `${CHROME_PATH} (its version could not be read)`;
  }
}

type LighthouseMetric =
  | "performance"
  | "accessibility"
  | "bestPractices"
  | "seo"
  | "fcp"
  | "lcp"
  | "tbt"
  | "cls"
  | "bytes";
/**
 * A run's figures, the URL of every request the page made (Lighthouse's network-requests audit) and the
 * bytes its scripts took on the wire.
 */
type LighthouseRun = Record<LighthouseMetric, number> & { requests: string[]; scriptBytes: number };

/**
 * One Lighthouse run of a page in a browser of its own, started for it and closed after it: the way the
 * Lighthouse CLI and PageSpeed Insights run, with an empty cache, no compiled code kept from an earlier page
 * and nothing warm in the browser's processes (a long-lived browser hid a cold page's cost: issue 54).
 */
async function lighthouseRun(url: string): Promise<LighthouseRun | string> {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const lhr = result?.lhr;
    if (!lhr) return "no result";
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests = (
      lhr.audits["network-requests"]?.details as
        | { items?: { url: string; resourceType?: string; transferSize?: number }[] }
        | undefined
    )?.items;
    const figures: Record<LighthouseMetric, number> = {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      fcp: metric("first-contentful-paint"),
      lcp: metric("largest-contentful-paint"),
      tbt: metric("total-blocking-time"),
      cls: metric("cumulative-layout-shift"),
      bytes: metric("total-byte-weight"),
    };
    if (lhr.runtimeError) return `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
    if (Object.values(figures).some(Number.isNaN)) return "no metrics";
    if (!requests) return "no network-requests audit";
    // A `data:` URL (a small logo written into the page) is in Lighthouse's list but is no request: its bytes
    // came with the document, and no connection or header was spent on it.
    const fetched = requests.filter((item) => !item.url.startsWith("data:"));
    return {
      ...figures,
      requests: fetched.map((item) => item.url),
      scriptBytes: fetched
        .filter((item) => item.resourceType === "Script")
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    };
  } finally {
    chrome.kill();
  }
}

/** `runs` Lighthouse runs of a page, each in a fresh browser; a failed run is run again, at most twice. */
async function lighthouseRuns(url: string): Promise<LighthouseRun[]> {
  const runs: LighthouseRun[] = [];
  let failures = 0;
  while (runs.length < LIGHTHOUSE_RUNS) {
    const run = await lighthouseRun(url);
    if (typeof run !== "string") {
      runs.push(run);
      continue;
    }
    failures += 1;
    console.log(`    (Lighthouse run of ${url} failed, ${run})`);
    if (failures > 2) throw new Error(`Lighthouse failed ${failures} times on ${url}: ${run}`);
  }
  return runs;
}

/**
 * The reference: a page of bare HTML as large as `/` (its text in paragraphs, no script, no stylesheet),
 * served by bare Node in the same run. It scores 100 on any machine that is not busy; when its own total
 * blocking time is not near zero, the machine was busy and every page's figures of the run say so.
 */
async function referencePage(size: number): Promise<{ url: string; close: () => Promise<void> }> {
  const { createServer } = await import("node:http");
  const paragraph =
    "<p>Internet fibra com Wi-Fi, instalação gratuita e atendimento na sua cidade: veja os planos, os combos com streaming e as câmeras de segurança.</p>\n";
  const head =
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="Página de referência do bench: HTML puro."><title>Referência</title></head><body><main><h1>Referência</h1>\n';
  const html =
    head +
    paragraph.repeat(Math.max(1, Math.ceil((size - head.length) / paragraph.length))) +
    "</main></body></html>";
  const server = createServer((_, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    response.end(html);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The reference page's row (`referencePage`): `suffix` tells it from another reference row of the run. Gives
 * the reference's median first contentful paint, the pages' budget in the same run (decision 0013).
 */
async function referenceRow(suffix = ""): Promise<number> {
  const homeSize = (await (await fetch(`${ORIGIN}/`)).text()).length;
  const reference = await referencePage(homeSize);
  try {
    const runs = await lighthouseRuns(reference.url);
    const m = (key: LighthouseMetric) => median(runs.map((run) => run[key]));
    record(
      `Lighthouse reference: bare HTML of ${kb(homeSize)} (as large as /) from bare Node${suffix}`,
      `performance ${m("performance")}, FCP ${ms(m("fcp"))}, TBT ${ms(m("tbt"))}${m("tbt") > 0 ? " (above 0 ms: this machine was busy, the pages' rows carry it too)" : ""}`,
    );
    return m("fcp");
  } finally {
    await reference.close();
  }
}

/** Issue 70: the home's first load, as a visitor who has not touched it yet gets it. */
const HOME_BUDGET = { bytes: 45 * KB, requests: 15, script: 30 * KB, lcpOverText: 1.1 };
/** The text page `/`'s largest paint is held to when none is among the pages (a page of the layout alone). */
const TEXT_PAGE = "/acessibilidade";

/**
 * Issue 70: `/`'s rows beside a text page's of the same run: what its first load weighs (every byte and
 * request Lighthouse saw, and the scripts among them, before anything was touched) and its largest paint.
 */
async function homeRows(home: LighthouseRun[], text: { page: string; runs: LighthouseRun[] }) {
  const m = (runs: LighthouseRun[], pick: (run: LighthouseRun) => number) => median(runs.map(pick));
  const all = (pick: (run: LighthouseRun) => number, format: (value: number) => string) =>
    home.map((run) => format(pick(run))).join(", ");
  const bytes = m(home, (run) => run.bytes);
  record(
    "Lighthouse bytes transferred by / on first load",
    `${kb(bytes)} (runs: ${all((run) => run.bytes, kb)})`,
    `≤ ${kb(HOME_BUDGET.bytes)}`,
    bytes <= HOME_BUDGET.bytes,
  );
  const requests = m(home, (run) => run.requests.length);
  record(
    "Lighthouse requests made by / on first load",
    `${requests} (runs: ${all((run) => run.requests.length, String)})`,
    `≤ ${HOME_BUDGET.requests}`,
    requests <= HOME_BUDGET.requests,
  );
  const script = m(home, (run) => run.scriptBytes);
  record(
    "Lighthouse JavaScript transferred by / before it is touched",
    `${kb(script)} (runs: ${all((run) => run.scriptBytes, kb)})`,
    `≤ ${kb(HOME_BUDGET.script)}`,
    script <= HOME_BUDGET.script,
  );
  const lcp = m(home, (run) => run.lcp);
  const textLcp = m(text.runs, (run) => run.lcp);
  record(
    `Lighthouse largest contentful paint /, against ${text.page}'s in the same run`,
    `${ms(lcp)}, ${Math.round((lcp / textLcp) * 100)}% of ${text.page}'s ${ms(textLcp)}`,
    `≤ ${Math.round(HOME_BUDGET.lcpOverText * 100)}% of ${text.page}'s`,
    lcp <= textLcp * HOME_BUDGET.lcpOverText,
  );
}

async function lighthouseFigures(pages: string[]) {
  // A fresh browser's first paint includes its connection's round trips, on any machine: a page paints no
  // later than bare HTML as large as `/` from bare Node does in the same run.
  const referenceFcp = await referenceRow();
  const measured = new Map<string, LighthouseRun[]>();
  for (const page of pages) {
    const runs = await lighthouseRuns(`${ORIGIN}${page}`);
    measured.set(page, runs);
    const m = (key: LighthouseMetric) => median(runs.map((run) => run[key]));
    const all = (key: LighthouseMetric) => runs.map((run) => Math.round(run[key])).join(", ");
    record(
      `Lighthouse performance ${page}`,
      `${m("performance")} (runs: ${all("performance")})`,
      "100",
      m("performance") === 100,
    );
    record(
      `Lighthouse first contentful paint ${page}`,
      ms(m("fcp")),
      `≤ the reference's ${ms(referenceFcp)}`,
      m("fcp") <= referenceFcp,
    );
    // Issue 39 and 54: what the page costs the main thread of a phone-class CPU, cold.
    record(
      `Lighthouse total blocking time ${page}`,
      `${ms(m("tbt"))} (runs: ${all("tbt")})`,
      "≤ 100 ms",
      m("tbt") <= 100,
    );
    record(`Lighthouse accessibility ${page}`, String(m("accessibility")), "100", m("accessibility") === 100);
    record(
      `Lighthouse best practices ${page}`,
      String(m("bestPractices")),
      "100",
      m("bestPractices") === 100,
    );
    record(`Lighthouse SEO ${page}`, String(m("seo")), "100", m("seo") === 100);
    record(
      `Lighthouse metrics ${page}`,
      `FCP ${ms(m("fcp"))}, LCP ${ms(m("lcp"))}, TBT ${ms(m("tbt"))}, CLS ${m("cls").toFixed(3)}, ` +
        `${(m("bytes") / 1024).toFixed(1)} KB in ${median(runs.map((run) => run.requests.length))} requests`,
    );
  }
  const home = measured.get("/");
  if (home) {
    const textRuns = measured.get(TEXT_PAGE) ?? (await lighthouseRuns(`${ORIGIN}${TEXT_PAGE}`));
    await homeRows(home, { page: TEXT_PAGE, runs: textRuns });
  }
}

/**
 * A session of the bench's administrador on its server, as the console opens one: signed in, then enrolled
 * in two-factor sign-in, which an administrador needs before the console's API serves them (decision 0025).
 */
async function adminApi(): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: ORIGIN, extraHTTPHeaders: { origin: ORIGIN } });
  const step = async (label: string, answer: Promise<APIResponse>) => {
    const response = await answer;
    if (!response.ok()) throw new Error(`${label}: ${response.status()} ${await response.text()}`);
    return response;
  };
  await step("sign-in", api.post("/api/auth/sign-in/email", { data: BENCH_ADMIN }));
  const enable = await step(
    "two-factor/enable",
    api.post("/api/auth/two-factor/enable", { data: { password: BENCH_ADMIN.password } }),
  );
  const secret = secretOfUri((await enable.json()).totpURI);
  await step(
    "two-factor/verify-totp",
    api.post("/api/auth/two-factor/verify-totp", { data: { code: await enrolmentCode(secret) } }),
  );
  return api;
}

/** Sets the tag IDs in Configurações (the site settings' API), keeping every other setting as it is. */
async function setTagIds(ids: typeof BENCH_TAGS) {
  const api = await adminApi();
  try {
    const { settings } = (await (await api.get("/api/admin/site-settings")).json()) as {
      settings: Record<string, unknown> & { updatedAt: string };
    };
    const { updatedAt, ...fields } = settings;
    const saved = await api.put("/api/admin/site-settings", {
      data: { ...fields, ...ids, expectedUpdatedAt: updatedAt },
    });
    if (!saved.ok()) throw new Error(`site settings: ${saved.status()} ${await saved.text()}`);
  } finally {
    await api.dispose();
  }
}

/**
 * Issue 57: Lighthouse stays 100 before consent. With a GTM container, a GA4 property and a Meta Pixel set
 * in Configurações, as an administrador sets them, every page carries the cookie banner and its script,
 * and Lighthouse's visit never answers the banner: `/` and a city page (of `pages`) as a first visitor gets
 * them, their performance and what the banner costs, and every request of every run (Lighthouse's
 * network-requests audit), none of them to another origin. On `/` the city modal asks first and the banner
 * waits behind it (its script runs all the same); on the city page it shows. A reference row of its own
 * just before, so these rows are read against the machine's load at the time. The tags stay set: last on
 * its server.
 */
async function beforeConsentFigures(pages: string[]) {
  const tagged = [
    pages.find((page) => page === "/"),
    pages.find((page) => page.startsWith("/planos/")),
  ].filter((page) => page !== undefined);
  if (!tagged.length) {
    record("Lighthouse with tags set, before consent", "skipped: neither / nor a city page among the pages");
    return;
  }
  await setTagIds(BENCH_TAGS);
  // Warm again (saving the settings cleared the stored pages), and the banner must be in them.
  for (const page of tagged) {
    for (let i = 0; i < 5; i += 1) {
      const html = await (await fetch(`${ORIGIN}${page}`)).text();
      if (!html.includes("data-consent-banner"))
        throw new Error(`${page} has no cookie banner with tags set`);
    }
  }
  await referenceRow(", before the rows with tags set");
  const foreign: string[] = [];
  let requests = 0;
  for (const page of tagged) {
    const label = `${page} with tags set, before consent`;
    const runs = await lighthouseRuns(`${ORIGIN}${page}`);
    const m = (key: LighthouseMetric) => median(runs.map((run) => run[key]));
    const all = (key: LighthouseMetric) => runs.map((run) => Math.round(run[key])).join(", ");
    record(
      `Lighthouse performance ${label}`,
      `${m("performance")} (runs: ${all("performance")})`,
      "100",
      m("performance") === 100,
    );
    record(
      `Lighthouse total blocking time ${label}`,
      `${ms(m("tbt"))} (runs: ${all("tbt")})`,
      "≤ 100 ms",
      m("tbt") <= 100,
    );
    record(
      `Lighthouse metrics ${label}`,
      `FCP ${ms(m("fcp"))}, LCP ${ms(m("lcp"))}, TBT ${ms(m("tbt"))}, CLS ${m("cls").toFixed(3)}`,
    );
    for (const run of runs) {
      requests += run.requests.length;
      foreign.push(
        ...run.requests.filter((url) => !url.startsWith("data:") && new URL(url).origin !== ORIGIN),
      );
    }
  }
  const runs = tagged.length * LIGHTHOUSE_RUNS;
  record(
    `Requests to another origin in the Lighthouse runs with tags set, before consent (${tagged.join(", ")})`,
    foreign.length
      ? `${foreign.length} of ${requests} in ${runs} runs: ${[...new Set(foreign)].slice(0, 3).join(", ")}`
      : `none of ${requests} in ${runs} runs`,
    "none (every URL the bench's origin or data:)",
    foreign.length === 0,
  );
}

/**
 * The JavaScript and CSS of each page as sent (brotli), counted the way `npm test`'s check counts them
 * (scripts/check-bundles.ts: the page's module scripts, islands and their static imports), and checked
 * against what a real browser fetched for the page until its network was idle: a script the count misses
 * (or one loaded on demand before anyone touched the page) shows here.
 */
async function bundleFigures(pages: string[]) {
  const chunkModules = readChunkModules();
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.slice(1) });
  try {
    for (const page of pages) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      const fetched = new Set<string>();
      tab.on("response", (response) => {
        const url = new URL(response.url());
        if (url.origin === ORIGIN && response.request().resourceType() === "script")
          fetched.add(url.pathname);
      });
      await tab.goto(`${ORIGIN}${page}`, { waitUntil: "networkidle" });
      await context.close();
      const html = await (await fetch(`${ORIGIN}${page}`)).text();
      const figures = await measurePage(page, html, CLIENT_DIR);
      const counted = new Set(figures.files.map((file) => file.url));
      const uncounted = [...fetched].filter((url) => !counted.has(url));
      record(
        `JS loaded by ${page} (brotli, as sent)`,
        `${kb(figures.total)} in ${figures.files.length} files${figures.islands ? `, ${figures.islands} islands` : ""}${uncounted.length ? `; the browser also fetched ${uncounted.join(", ")}` : ""}`,
        `≤ ${kb(figures.budget)}, every fetched script counted`,
        figures.total <= figures.budget && uncounted.length === 0,
      );
      const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join("");
      record(`CSS in ${page} (brotli, inline)`, kb(brotliSize(css)));
      const consoleHits = consoleModulesIn([...fetched], chunkModules);
      record(
        `Console modules loaded by ${page}`,
        consoleHits.length ? consoleHits.slice(0, 3).join("; ") : "none",
        "none",
        consoleHits.length === 0,
      );
    }
  } finally {
    await browser.close();
  }
}

// ----------------------------------------------------------------------------- slow first visit

/** Issue 39, point 4: a phone on a weak network, as the acceptance walk timed it (§3). */
const SLOW_NETWORK = {
  latency: 400,
  downloadThroughput: (400 * 1000) / 8,
  // Up as down, as Chromium DevTools' "Slow 3G" preset has it (400 kbit/s both ways); a GET with its
  // cookies goes in one packet either way.
  uploadThroughput: (400 * 1000) / 8,
};
const SLOW_CPU_RATE = 4;
/** A CEP the demo data places in Vitória - ES (its range is 29000-001 to 29099-999). */
const SLOW_VISIT_CEP = "29050555";

/**
 * Runs in every document of the visit before its own scripts, so each moment is the page's own (epoch
 * milliseconds): the first contentful paint, the first keystroke the CEP field took, and when the page
 * hydrated. A string: tsx would wrap a function's inner functions in a helper
 * the page does not have.
 */
const WATCH_FIRST_VISIT = `(() => {
  const moments = (window.benchMoments = {});
  const now = () => performance.timeOrigin + performance.now();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === "first-contentful-paint") moments.paint ??= performance.timeOrigin + entry.startTime;
  }).observe({ type: "paint", buffered: true });
  document.addEventListener("focusin", (event) => {
    if (event.target.name === "cep") moments.tapped ??= now();
  }, true);
  document.addEventListener("input", (event) => {
    if (event.target.name === "cep") moments.firstInput ??= now();
  }, true);
  const check = () => {
    const root = document.documentElement;
    if (root.dataset.hydrated === "true") moments.hydrated ??= now();
  };
  // The document has no <html> yet when this runs: watch it once the parser has made it.
  new MutationObserver((_, waiting) => {
    if (!document.documentElement) return;
    waiting.disconnect();
    new MutationObserver(check).observe(document.documentElement, { attributes: true });
  }).observe(document, { childList: true });
  // When the parser put the CEP field in the page: before the first paint, it was in that paint.
  new MutationObserver((_, parsing) => {
    if (!document.querySelector('dialog input[name="cep"]')) return;
    moments.field = now();
    parsing.disconnect();
  }).observe(document, { childList: true, subtree: true });
})();`;

type FirstVisit = {
  page: import("@playwright/test").Page;
  close: () => Promise<void>;
  /** When the request for `/` left, the first contentful paint and when the CEP field took a key. */
  requested: number;
  paint: number;
  /** When the parser put the CEP field in the page. */
  field: number;
  typingStarted: number;
  tapped: number;
  firstInput: number;
};

/**
 * A cold first visit to `/` (a fresh context, the cache off) on the throttled network and CPU; at the
 * first contentful paint the visitor taps the CEP field and types a CEP, as fast as the page takes keys.
 */
async function slowFirstVisit(browser: import("@playwright/test").Browser): Promise<FirstVisit> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  await page.addInitScript(WATCH_FIRST_VISIT);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", { offline: false, ...SLOW_NETWORK });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOW_CPU_RATE });
  // The first contentful paint as the browser announces it, rather than polled for through the page's
  // throttled main thread (a poll and Playwright's checks before a click cost the visit 0.5–1 s).
  await cdp.send("Page.enable");
  await cdp.send("Page.setLifecycleEventsEnabled", { enabled: true });
  const painted = new Promise<void>((resolve) =>
    cdp.on("Page.lifecycleEvent", (event) => {
      if (event.name === "firstContentfulPaint") resolve();
    }),
  );
  const requested = Date.now();
  const answer = await page.goto(`${ORIGIN}/`, { waitUntil: "commit", timeout: 60_000 });
  // A server too busy to render answers the fast 503 (pages.ts), which is not the page being measured.
  if (answer?.status() !== 200) throw new Error(`GET / answered ${answer?.status()}`);
  await painted;
  const typingStarted = Date.now();
  // A finger on the field where the browser has laid it out at this moment, then the CEP's keys.
  const expression = `(() => {
    const box = document.querySelector('dialog input[name="cep"]')?.getBoundingClientRect();
    return box && { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  })()`;
  const { result } = await cdp.send("Runtime.evaluate", { expression, returnByValue: true });
  let centre = result.value as { x: number; y: number } | undefined;
  // Not there yet (the first paint lacked it): the visitor taps it as soon as it shows.
  while (!centre) {
    if (Date.now() - typingStarted > 60_000) throw new Error("no CEP field in 60 s");
    await new Promise((resolve) => setTimeout(resolve, 20));
    centre = (await cdp.send("Runtime.evaluate", { expression, returnByValue: true })).result.value;
  }
  await page.mouse.click(centre.x, centre.y);
  await page.keyboard.type(SLOW_VISIT_CEP);
  const { paint, field, tapped, firstInput } = await page.evaluate(
    () => (window as unknown as { benchMoments: Record<string, number> }).benchMoments,
  );
  if (!tapped || !firstInput) throw new Error("the CEP field took neither the tap nor the typing");
  return {
    page,
    close: () => context.close(),
    requested,
    paint: paint!,
    field: field!,
    typingStarted,
    tapped,
    firstInput,
  };
}

/**
 * Issue 39's point 4, on a cold first visit to `/` with the network and CPU throttled: (a) the CEP field is
 * in the server's HTML, so it takes typing from the first paint, and what was typed, with the focus, is
 * still there once the page has hydrated; (b) a CEP typed at the first paint and sent at once shows a price
 * within 6 s (before the scripts, the form asks the server, which answers with the city's page; after them,
 * the page looks it up in place). Two visits, each cold: the first waits for hydration, the second sends.
 */
async function slowFirstVisitFigures() {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.slice(1) });
  const version = browser.version();
  const conditions = `${SLOW_NETWORK.latency} ms, 400 kbit/s down and up, CPU ×${SLOW_CPU_RATE}, Chromium ${version}`;
  try {
    const typing = await slowFirstVisit(browser);
    const { page } = typing;
    await page.waitForFunction(
      () => (window as unknown as { benchMoments: Record<string, number> }).benchMoments.hydrated,
      undefined,
      { polling: 50, timeout: 60_000 },
    );
    const after = await page.evaluate(() => {
      const field = document.querySelector<HTMLInputElement>('dialog input[name="cep"]');
      return {
        value: field?.value ?? "",
        focused: !!field && document.activeElement === field,
        caretAtEnd: !!field && field.selectionStart === field.value.length,
        moments: (window as unknown as { benchMoments: Record<string, number> }).benchMoments,
      };
    });
    await typing.close();
    const hydrated = after.moments.hydrated!;
    const sinceRequest = (moment: number) => ms(moment - typing.requested);
    const kept = after.value.replace(/\D/g, "") === SLOW_VISIT_CEP;
    const atPaint = typing.firstInput - typing.paint;
    // "At first paint": the page's HTML took the key, before any script ran, soon after the paint. The
    // bench's tap waits for the paint's announcement and the field's place, each a trip through the
    // browser and the page's throttled main thread (0.15–0.5 s on a loaded 2-core machine), so "soon" is
    // within a second; a page that painted the modal without the field, or needed its scripts to take
    // keys, takes the first one after hydration, seconds later.
    const beforeScripts = typing.firstInput < hydrated;
    const inFirstPaint = typing.field <= typing.paint;
    const interactiveAtPaint = inFirstPaint && beforeScripts && atPaint <= 1_000;
    record(
      `Slow first visit to / (${conditions}): the CEP field`,
      `first paint ${sinceRequest(typing.paint)} after the request, ${inFirstPaint ? "with the field" : `WITHOUT the field (parsed ${ms(typing.field - typing.paint)} later)`}; the bench's tap reached the field ${ms(typing.tapped - typing.paint)} after the paint, which took the first key ${ms(typing.firstInput - typing.tapped)} later (${beforeScripts ? "before hydration" : "AFTER hydration"}); hydrated ${sinceRequest(hydrated)}; after hydration the field holds ${kept ? "the CEP typed" : `'${after.value}' (LOST)`}, ${after.focused ? "with the focus" : "WITHOUT the focus"}${after.caretAtEnd ? ", caret at the end" : ", caret moved"}`,
      "takes keys at first paint, keeps them and the focus through hydration",
      interactiveAtPaint && kept && after.focused,
    );

    const sending = await slowFirstVisit(browser);
    await sending.page.keyboard.press("Enter");
    await sending.page.getByTestId("plan-price").first().waitFor({ state: "visible", timeout: 60_000 });
    const price = Date.now() - sending.typingStarted;
    const where = new URL(sending.page.url()).pathname;
    await sending.close();
    record(
      "Slow first visit to /: a price after typing a CEP at first paint and sending it",
      `${(price / 1000).toFixed(1)} s from the tap at first paint (shown on ${where}${where === "/" ? ", looked up in the page" : ", the server's answer to the form"})`,
      "≤ 6 s",
      price <= 6_000,
    );
  } finally {
    await browser.close();
  }
}

// ------------------------------------------------------------------------------------------- scale

async function scaleFigures() {
  // One server per catalogue, all running at once, measured in turns. Throughput on this 2-core machine
  // dips for seconds at a time (seen: a third of 5 s runs 30% slower, in a rhythm that can hit the same
  // scale every round), and the ratio compares the scales: so each scale's figure is its best round,
  // each round's figure the median of its one-second samples.
  const scales = SCALES.map((cities, index) => ({
    cities,
    port: PORT + 10 + index,
    dataDir: mkdtempSync(path.join(os.tmpdir(), `vitrine-bench-${cities}-`)),
    runs: [] as Load[],
    server: undefined as Server | undefined,
  }));
  try {
    for (const scale of scales) {
      await generateCatalogue({ cities: scale.cities, dataDir: scale.dataDir });
      scale.server = await startServer({ DATA_DIR: scale.dataDir, SEED_DEMO: "false" }, scale.port);
    }
    const plansUrl = async (port: number) =>
      `http://127.0.0.1:${port}/api/cities/${await firstCityId(`http://127.0.0.1:${port}`)}/plans`;
    for (const scale of scales)
      await autocannon({ url: await plansUrl(scale.port), connections: 50, duration: 5 });
    for (let round = 0; round < 5; round += 1) {
      for (const scale of scales) scale.runs.push(await load(await plansUrl(scale.port), 5, false));
    }
    const plansRps: Record<number, number> = {};
    for (const scale of scales) {
      const result = [...scale.runs].sort((a, b) => b.typicalRps - a.typicalRps)[0]!;
      plansRps[scale.cities] = result.typicalRps;
      // Errors from every run count, not only the best one's.
      const errors = scale.runs.reduce((sum, run) => sum + run.errors, 0);
      recordLoad(`GET /api/cities/:id/plans, ${scale.cities} cities (best run's median second)`, {
        ...result,
        rps: result.typicalRps,
        errors,
      });
      const html = Buffer.from(await (await fetch(`http://127.0.0.1:${scale.port}/`)).arrayBuffer());
      const gzipped = gzipSync(html, { level: 6 }).length;
      if (scale.cities === 600) {
        record(`Home HTML, ${scale.cities} cities (gzip)`, kb(gzipped), "≤ 40 KB", gzipped <= 40 * KB);
      } else record(`Home HTML, ${scale.cities} cities (gzip)`, kb(gzipped));
    }
    const ratio = plansRps[5570]! / plansRps[42]!;
    record("Plans throughput at 5,570 cities vs 42", `${Math.round(ratio * 100)}%`, "≥ 80%", ratio >= 0.8);
  } finally {
    for (const scale of scales) {
      await scale.server?.stop();
      rmSync(scale.dataDir, { recursive: true, force: true });
    }
  }
}

// ------------------------------------------------------------------------------------------- leads

/** Rounds of simultaneous lead submissions, and how many in each (issue 20: 20 at once). */
const LEAD_ROUNDS = 10;
const LEADS_AT_ONCE = 20;

/**
 * Issue 20's budget: a lead form answers in < 200 ms at p99 under 20 concurrent submissions from
 * different addresses. A server of its own (TRUST_PROXY, so each request's X-Forwarded-For is its
 * address: the limit of 5 an hour per address never answers for the store), warmed with one round, then
 * LEAD_ROUNDS rounds of LEADS_AT_ONCE submissions sent together, each from an address no other used, a
 * third of each kind; every answer must be 201 (stored). The time is each request's, as the client saw it.
 */
async function leadFigures(suffix: string, env: Record<string, string>, port = PORT + 20) {
  const origin = `http://127.0.0.1:${port}`;
  const server = await startServer({ SEED_DEMO: "true", TRUST_PROXY: "true", ...env }, port);
  const bodies = {
    coverage: { name: "Bench Cobertura", phone: "19999998888", city: "Campinas", uf: "SP", consent: true },
    callback: {
      name: "Bench Ligação",
      phone: "27999998888",
      cep: "29050-000",
      houseNumber: "10",
      period: "morning",
      planId: 1,
      planName: "Fibra 500 Mega",
    },
    business: {
      cnpj: "11.222.333/0001-81",
      companyName: "Bench Ltda",
      contactName: "Bench Empresa",
      phone: "2730304040",
      email: "bench@empresa.example",
      city: "Serra",
    },
  };
  const kinds = Object.keys(bodies) as (keyof typeof bodies)[];
  let address = 0;
  const submit = async (index: number) => {
    const kind = kinds[index % kinds.length]!;
    address += 1;
    const started = performance.now();
    const response = await fetch(`${origin}/api/leads/${kind}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin,
        "x-forwarded-for": `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
      },
      body: JSON.stringify(bodies[kind]),
    });
    await response.arrayBuffer();
    return { ms: performance.now() - started, status: response.status };
  };
  try {
    const round = () => Promise.all(Array.from({ length: LEADS_AT_ONCE }, (_, i) => submit(i)));
    await round();
    const results = [];
    for (let i = 0; i < LEAD_ROUNDS; i += 1) results.push(...(await round()));
    const times = results.map((result) => result.ms).sort((a, b) => a - b);
    const at = (share: number) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)]!;
    const refused = results.filter((result) => result.status !== 201).length;
    record(
      `POST /api/leads/… ${LEADS_AT_ONCE} at once from different addresses, ${LEAD_ROUNDS} rounds${suffix}`,
      `p50 ${ms(at(0.5))}, p99 ${ms(at(0.99))}, max ${ms(times.at(-1)!)}; ${results.length - refused} of ${results.length} stored`,
      "p99 < 200 ms, every one stored",
      at(0.99) < 200 && refused === 0,
    );
  } finally {
    await server.stop();
  }
}

// ------------------------------------------------------------------------------------------- cores

/**
 * WEB_CONCURRENCY on PostgreSQL: `/` as a browser asks and the plans JSON with 1 and with 2 server
 * processes sharing the port. Recorded without a budget: on this 2-core machine autocannon competes
 * with the workers for the same cores, so the rows show the trend, not the ceiling.
 */
async function coresFigures(databaseUrl: string | undefined) {
  if (!databaseUrl) {
    record(
      "WEB_CONCURRENCY rows",
      `skipped: no PostgreSQL at ${CI_DATABASE_URL}; set DATABASE_URL to one to measure them`,
    );
    return;
  }
  const throwaway = await createThrowawayDatabase(databaseUrl, "vitrine_bench_cores");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "vitrine-bench-cores-"));
  try {
    for (const processes of [1, 2]) {
      const server = await startServer({
        DATABASE_URL: throwaway.url,
        DATA_DIR: dataDir,
        SEED_DEMO: "true",
        WEB_CONCURRENCY: String(processes),
      });
      try {
        const cityId = await firstCityId();
        // Every worker warm: its code optimised and `/` in its own render cache.
        for (let i = 0; i < 20 * processes; i += 1) {
          await (
            await fetch(`${ORIGIN}/`, { headers: { ...BROWSER_HEADERS, connection: "close" } })
          ).arrayBuffer();
        }
        const label = `(PostgreSQL, WEB_CONCURRENCY=${processes})`;
        recordLoad(
          `GET / as a browser asks ${label}`,
          await load(`${ORIGIN}/`, LOAD_SECONDS, true, BROWSER_HEADERS),
        );
        recordLoad(`GET /api/cities/:id/plans ${label}`, await load(`${ORIGIN}/api/cities/${cityId}/plans`));
      } finally {
        await server.stop();
      }
    }
  } finally {
    await throwaway.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// -------------------------------------------------------------------------------------------- main

async function main() {
  const started = new Date();
  const loadBefore = os.loadavg();
  if (!args["skip-build"]) {
    console.log("Building…");
    execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
  }
  if (args["cores-only"]) {
    await coresFigures(await benchDatabaseUrl());
    return;
  }

  if (args["leads-only"]) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "vitrine-bench-leads-"));
    try {
      await leadFigures("", { DATA_DIR: dataDir }, PORT);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    const databaseUrl = await benchDatabaseUrl();
    if (databaseUrl) {
      const throwaway = await createThrowawayDatabase(databaseUrl, "vitrine_bench_leads");
      const pgDir = mkdtempSync(path.join(os.tmpdir(), "vitrine-bench-leads-pg-"));
      try {
        await leadFigures(" (PostgreSQL)", { DATABASE_URL: throwaway.url, DATA_DIR: pgDir }, PORT);
      } finally {
        await throwaway.drop();
        rmSync(pgDir, { recursive: true, force: true });
      }
    }
    return;
  }

  if (args["slow-only"]) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "vitrine-bench-slow-"));
    const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "true" });
    try {
      // A server in production is warm: the pages the visit reaches are in its render cache.
      for (const page of ["/", "/planos/vitoria-es"])
        for (let i = 0; i < 5; i += 1) await (await fetch(`${ORIGIN}${page}`)).arrayBuffer();
      await slowFirstVisitFigures();
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
    return;
  }

  if (args["post-kinds"]) {
    await withDeskServer(() => postKindRows(Number(args["post-kinds"])));
    return;
  }

  if (args["header-kinds"]) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "vitrine-bench-headers-"));
    const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "true" });
    try {
      for (let i = 0; i < 30; i += 1) {
        await (await fetch(`${ORIGIN}/`, { headers: BROWSER_HEADERS })).arrayBuffer();
        await (await fetch(`${ORIGIN}/faq`, { headers: BROWSER_HEADERS })).arrayBuffer();
      }
      await headerKindRows(Number(args["header-kinds"]));
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
    return;
  }

  if (args["post-many"]) {
    await withDeskServer(() => postManyRows(Number(args["post-many"])));
    return;
  }

  if (args["render-kinds"]) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "vitrine-bench-kinds-"));
    const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "true" });
    try {
      for (let i = 0; i < 30; i += 1) {
        await (await fetch(`${ORIGIN}/`, { headers: BROWSER_HEADERS })).arrayBuffer();
        await (await fetch(`${ORIGIN}/faq`, { headers: BROWSER_HEADERS })).arrayBuffer();
      }
      await renderKindRows(Number(args["render-kinds"]));
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
    return;
  }

  if (args["lighthouse-only"]) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "vitrine-bench-lighthouse-"));
    const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "true", ...ADMIN_ENV });
    try {
      const pages = args.pages ? args.pages.split(",") : await sitemapPages();
      for (const page of pages) await (await fetch(`${ORIGIN}${page}`)).arrayBuffer();
      await lighthouseFigures(pages);
      await beforeConsentFigures(pages);
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
    exitIfOverBudget();
    return;
  }

  if (args["memory-only"]) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "vitrine-bench-memory-"));
    try {
      const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "true" });
      try {
        await warmUp(await sitemapPages());
        await serverFigures(server, "", true);
      } finally {
        await server.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    const databaseUrl = await benchDatabaseUrl();
    if (databaseUrl) await postgresServerFigures(databaseUrl, true);
    exitIfOverBudget();
    return;
  }

  if (args.quick) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "vitrine-bench-quick-"));
    const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "true" });
    try {
      for (let i = 0; i < 30; i += 1)
        await (await fetch(`${ORIGIN}/`, { headers: BROWSER_HEADERS })).arrayBuffer();
      const seconds = Number(args.quick);
      const home = await sameBytesRow(
        "GET / as a browser asks (brotli) (quick)",
        "/",
        BROWSER_HEADERS,
        seconds,
      );
      await floodRow(" (quick)", home, seconds);
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
    return;
  }

  console.log("Demo data, embedded database:");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "vitrine-bench-demo-"));
  try {
    const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "true", ...ADMIN_ENV });
    try {
      const pages = await sitemapPages();
      await warmUp(pages);
      // Load first, while no browser shares the machine; Lighthouse and the bundle check after.
      await serverFigures(server, "");
      await lighthouseFigures(pages);
      await bundleFigures(pages);
      await slowFirstVisitFigures();
      // Last on this server: the tag IDs it sets stay.
      await beforeConsentFigures(pages);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log("Forms posted without scripts (issue 55):");
  await withDeskServer(async () => {
    await postKindRows();
    await postManyRows();
  });

  console.log("Lead forms (issue 20):");
  const leadsDir = mkdtempSync(path.join(os.tmpdir(), "vitrine-bench-leads-"));
  try {
    await leadFigures("", { DATA_DIR: leadsDir });
  } finally {
    rmSync(leadsDir, { recursive: true, force: true });
  }

  console.log("Cost of scale (generated catalogues):");
  await scaleFigures();

  const databaseUrl = await benchDatabaseUrl();
  if (databaseUrl) {
    console.log("Demo data, PostgreSQL:");
    await postgresServerFigures(databaseUrl);
  }
  console.log("All cores (WEB_CONCURRENCY, PostgreSQL):");
  await coresFigures(databaseUrl);

  const failed = rows.filter((row) => row.ok === false);
  const table = [
    "| figure | value | budget | |",
    "|---|---|---|---|",
    ...rows.map(
      (row) =>
        `| ${row.figure} | ${row.value} | ${row.budget} | ${row.ok === null ? "" : row.ok ? "ok" : "**over**"} |`,
    ),
  ].join("\n");
  const cpu = os.cpus();
  const machine = `${cpu.length} cores (${cpu[0]?.model.trim() ?? "unknown CPU"}), ${(os.totalmem() / 1024 ** 3).toFixed(1)} GB memory, Node ${process.version}, ${os.platform()} ${os.release()}`;
  const loadAfter = os.loadavg();
  const markdown = `# Bench results

Run by \`npm run bench\` on ${started.toISOString().replace(/\.\d+Z$/, "Z")} (${Math.round((Date.now() - started.getTime()) / 1000)} s).

- Machine: ${machine}
- Load average (1 min) at start ${loadBefore[0]!.toFixed(2)}, at end ${loadAfter[0]!.toFixed(2)}
- Database: embedded PGlite${databaseUrl ? ", and PostgreSQL for the rows so marked" : ""}
- Server: \`${Object.entries(START_ENV)
    .map(([name, value]) => `${name}=${value} `)
    .join("")}node ${NODE_FLAGS.join(" ")} build/server/main.js\` (the environment and flags of \`npm start\`)
- Browser: ${chromiumVersion()}
- Lighthouse 12, mobile preset, median of ${LIGHTHOUSE_RUNS} runs; autocannon, 50 connections, 10 s after a 5 s warm-up, budgeted rows judged by their median second against budgets scaled to this machine (docs/decisions/0013) (scale rows: three servers at once, measured in turns, each the best of five 5 s runs by its median second)

${table}

${failed.length ? `Over budget: ${failed.map((row) => row.figure).join("; ")}.` : "Every figure is within its budget."}
`;
  mkdirSync(path.join(ROOT, "bench"), { recursive: true });
  const resultsFile = path.join(ROOT, "bench", "results.md");
  writeFileSync(resultsFile, markdown);
  // Aligned the way `npm run lint` (Biome) wants markdown tables.
  execFileSync(path.join(ROOT, "node_modules", ".bin", "biome"), ["format", "--write", resultsFile], {
    stdio: "ignore",
  });
  console.log(`\n${table}\n\nWritten to bench/results.md.`);
  exitIfOverBudget();
}

/** Every run, whole or partial, ends by naming the rows over their budgets and failing when there are any. */
function exitIfOverBudget() {
  const failed = rows.filter((row) => row.ok === false);
  if (!failed.length) return;
  console.error(
    `\nOver budget:\n  ${failed.map((row) => `${row.figure}: ${row.value} (budget ${row.budget})`).join("\n  ")}`,
  );
  process.exit(1);
}

/**
 * The server's figures on a throwaway database of the machine's PostgreSQL, with a data directory of its own
 * (uploads and the like), warmed as the embedded database's server is so the two memory rows compare.
 */
async function postgresServerFigures(databaseUrl: string, memoryOnly = false) {
  const throwaway = await createThrowawayDatabase(databaseUrl, "vitrine_bench");
  const pgDir = mkdtempSync(path.join(os.tmpdir(), "vitrine-bench-pg-"));
  try {
    const server = await startServer({ DATABASE_URL: throwaway.url, DATA_DIR: pgDir, SEED_DEMO: "true" });
    try {
      await warmUp(await sitemapPages());
      await serverFigures(server, " (PostgreSQL)", memoryOnly);
    } finally {
      await server.stop();
    }
  } finally {
    await throwaway.drop();
    rmSync(pgDir, { recursive: true, force: true });
  }
}

await main();
