// All cores: WEB_CONCURRENCY=2 on PostgreSQL runs two server processes on one port, migrated once by
// the primary; a worker that dies is replaced; SIGTERM stops them all cleanly; the two delivery
// workers, racing for one queue, post each referral exactly once; and the two content schedules, racing
// for one due article and banner, move each once, audited once and announced once (decisions 0036, 0041).
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHANGES_CHANNEL } from "./changes";
import { testDatabaseUrl } from "./config";
import type { Database } from "./db/client";
import { articles, auditLog, banners, referrals } from "./db/schema";
import { createFieldCipher } from "./field-cipher";
import { SCHEDULE_ACTOR } from "./jobs/content-schedule";
import { bundledScript } from "./testing/bundled-script";
import { openTestDatabase, type TestDatabase } from "./testing/database-template";
import { bannerRow } from "./testing/factories";
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
  /** Holds the due article's row until both workers' schedules wait for it. */
  let holder: pg.Client;
  /** Hears what the workers announce to every process's caches. */
  let listener: pg.Client;
  const announced: string[][] = [];
  let articleId: number;
  let bannerId: number;

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
    const cipher = createFieldCipher(Buffer.from(KEY, "hex"));
    for (let i = 0; i < REFERRALS; i += 1) ids.push(await insertReferral(database, cipher));
    // Due a minute ago: each worker's schedule runs as it starts. Their UPDATEs both reach the article's
    // row while this test holds it, so they race for it for certain, not only when their starts coincide.
    const due = new Date(Date.now() - 60_000);
    const [article] = await database.db
      .insert(articles)
      .values({
        slug: "agendado-para-dois-processos",
        title: "Agendado para dois processos",
        category: "Avisos",
        authorName: "Equipe",
        status: "scheduled",
        publishAt: due,
      })
      .returning();
    const [banner] = await database.db
      .insert(banners)
      .values(bannerRow({ title: "Agendado para dois processos", isActive: false, publishAt: due }))
      .returning();
    articleId = article!.id;
    bannerId = banner!.id;
    listener = new pg.Client({ connectionString: fresh.url });
    await listener.connect();
    listener.on("notification", (message) => {
      announced.push((JSON.parse(message.payload ?? "{}") as { entities?: string[] }).entities ?? []);
    });
    await listener.query(`listen ${CHANGES_CHANNEL}`);
    holder = new pg.Client({ connectionString: fresh.url });
    await holder.connect();
    await holder.query("begin");
    await holder.query("select id from articles where id = $1 for update", [articleId]);
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
    await holder?.end().catch(() => {});
    await listener?.end().catch(() => {});
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

  it("publishes a due article and banner once between the two workers' schedules, audited and announced once", async () => {
    /** Backends of this database other than the test's: waiting for a lock, or busy at all. */
    const backends = async (which: "waiting" | "busy") => {
      const { rows } = await holder.query<{ n: string }>(
        which === "waiting"
          ? "select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query ilike 'update \"articles\"%'"
          : "select count(*) as n from pg_stat_activity where datname = current_database() and state <> 'idle' and pid not in (pg_backend_pid(), $1)",
        which === "waiting" ? [] : [(listener as unknown as { processID: number }).processID],
      );
      return Number(rows[0]!.n);
    };
    await until(
      async () => (await backends("waiting")) >= 2,
      "both workers' schedules to wait for the article",
    );
    await holder.query("commit");
    // Both transactions over: the one that moved the rows and the one that then found nothing to move.
    await until(async () => (await backends("busy")) === 0, "both schedules to finish");

    const [article] = await database.db.select().from(articles).where(eq(articles.id, articleId));
    expect(article).toMatchObject({ status: "published" });
    const [banner] = await database.db.select().from(banners).where(eq(banners.id, bannerId));
    expect(banner).toMatchObject({ isActive: true, publishAt: null });
    const entries = await database.db
      .select({ entity: auditLog.entity, entityId: auditLog.entityId })
      .from(auditLog)
      .where(and(eq(auditLog.actorEmail, SCHEDULE_ACTOR), inArray(auditLog.entity, ["articles", "banners"])));
    expect(entries.sort((a, b) => a.entity.localeCompare(b.entity))).toEqual([
      { entity: "articles", entityId: String(articleId) },
      { entity: "banners", entityId: String(bannerId) },
    ]);
    await until(() => announced.some((entities) => entities.includes("articles")), "the move announced");
    // The worker that moved them says so; the other found nothing to move.
    const moved = "scheduled articles or banners published or unpublished";
    await until(() => output.includes(moved), "the move logged");
    expect(output.split(moved)).toHaveLength(2);
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

  it("stops every worker cleanly on SIGTERM, and no referral was posted nor move announced twice", async () => {
    primary.kill("SIGTERM");
    const [code] = (await once(primary, "exit")) as [number | null];
    expect(code).toBe(0);
    // Workers finish their post in flight before exiting, so every post has reached the relay by now.
    expect(output.match(/"msg":"stopped"/g)?.length).toBeGreaterThanOrEqual(3);
    expect(relay.requests.length).toBe(REFERRALS);
    // Every process has stopped, so no late announcement can come: the schedule's move was told once, in
    // one message naming both tables, which every process's caches heard.
    expect(
      announced.filter((entities) => entities.includes("articles") || entities.includes("banners")),
    ).toEqual([["articles", "banners"]]);
  });
});
