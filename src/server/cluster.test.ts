// All cores: WEB_CONCURRENCY=2 on PostgreSQL runs two server processes on one port, migrated once by
// the primary; a worker that dies is replaced; SIGTERM stops them all cleanly; and the two delivery
// workers, racing for one queue, post each referral exactly once.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseUrl } from "./config";
import type { Database } from "./db/client";
import { referrals } from "./db/schema";
import { createReferralCipher } from "./referrals/cipher";
import { bundledScript } from "./testing/bundled-script";
import { openTestDatabase, type TestDatabase } from "./testing/database-template";
import { createTestRelay, insertReferral, type TestRelay } from "./testing/referral-fixtures";
import { freePort, until } from "./testing/server-process";

const serverUrl = testDatabaseUrl();
const REFERRALS = 30;
const KEY = "ab".repeat(32);

describe.runIf(Boolean(serverUrl))("WEB_CONCURRENCY=2 on PostgreSQL", () => {
  let fresh: TestDatabase;
  let database: Database;
  let relay: TestRelay;
  let primary: ChildProcess;
  let output = "";
  let port: number;
  const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-cluster-"));
  const ids: number[] = [];

  /** A fresh connection each time (no keep-alive), so the primary hands each to the next worker. */
  let pagesAnswered = 0;
  const answeringPid = async () => {
    pagesAnswered += 1;
    const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { connection: "close" } });
    return (await response.text()).replace("pid ", "");
  };

  beforeAll(async () => {
    fresh = await openTestDatabase("migrated");
    database = fresh.database;
    relay = await createTestRelay();
    relay.delayMs = 20;
    // Queued before the server starts, so both workers' first rounds race for the same rows.
    const cipher = createReferralCipher(Buffer.from(KEY, "hex"));
    for (let i = 0; i < REFERRALS; i += 1) ids.push(await insertReferral(database, cipher));
    port = await freePort();
    primary = spawn(process.execPath, [...(await bundledScript("src/server/testing/cluster-server.ts"))], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "production",
        LOG_LEVEL: "info",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: fresh.url,
        WEB_CONCURRENCY: "2",
        SEED_DEMO: "false",
        REFERRAL_RELAY_URL: relay.url,
        REFERRAL_ENCRYPTION_KEY: KEY,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    primary.stdout?.on("data", (chunk) => (output += chunk));
    primary.stderr?.on("data", (chunk) => (output += chunk));
    await until(() => (output.match(/"msg":"listening"/g) ?? []).length >= 2, "two workers listening");
  }, 120_000);

  afterAll(async () => {
    if (primary && primary.exitCode === null) primary.kill("SIGKILL");
    await relay?.down();
    await fresh?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers from two processes on one port, migrated and seeded once by the primary", async () => {
    const pids = new Set<string>();
    for (let i = 0; i < 10 && pids.size < 2; i += 1) pids.add(await answeringPid());
    expect(pids.size).toBe(2);
    expect(pids.has(String(primary.pid))).toBe(false);
    expect(output.match(/"msg":"database migrated"/g)).toHaveLength(1);
  });

  it("serves /metrics summed over both workers, whichever worker the scrape reaches", async () => {
    for (let i = 0; i < 4; i += 1) await answeringPid();
    for (let scrape = 0; scrape < 2; scrape += 1) {
      const response = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { connection: "close" } });
      expect(response.status).toBe(200);
      const text = await response.text();
      const line = text
        .split("\n")
        .find((l) => l.startsWith('vitrine_http_requests_total{route="/",method="GET",status="2xx"}'));
      expect(Number(line?.split(" ").at(-1))).toBe(pagesAnswered);
    }
  });

  it("delivers each referral exactly once between the two workers' delivery loops", async () => {
    await until(async () => {
      const rows = await database.db
        .select({ id: referrals.id })
        .from(referrals)
        .where(eq(referrals.status, "delivered"));
      return rows.length === REFERRALS;
    }, "every referral delivered");
    expect(relay.requests.length).toBe(REFERRALS);
    const posted = relay.requests
      .map((request) => Number(/Indicação nº (\d+)/.exec(JSON.parse(request.body).message)?.[1]))
      .sort((a, b) => a - b);
    expect(posted).toEqual(ids);
  });

  it("replaces a worker that dies", async () => {
    const victim = await answeringPid();
    process.kill(Number(victim), "SIGKILL");
    await until(() => /"msg":"worker died; starting another"/.test(output), "the primary to notice");
    await until(() => (output.match(/"msg":"listening"/g) ?? []).length >= 3, "a third worker listening");
    const pids = new Set<string>();
    for (let i = 0; i < 10 && pids.size < 2; i += 1) pids.add(await answeringPid());
    expect(pids.size).toBe(2);
    expect(pids.has(victim)).toBe(false);
  });

  it("stops every worker cleanly on SIGTERM, and no referral was posted twice", async () => {
    primary.kill("SIGTERM");
    const [code] = (await once(primary, "exit")) as [number | null];
    expect(code).toBe(0);
    // Workers finish their post in flight before exiting, so every post has reached the relay by now.
    expect(output.match(/"msg":"stopped"/g)?.length).toBeGreaterThanOrEqual(3);
    expect(relay.requests.length).toBe(REFERRALS);
  });
});
