// Offer versions are kept for good (decision 0024; RGC art. 22): the database refuses to edit, delete or
// truncate them, and on PostgreSQL the app can run as a role that does not own the tables, so it cannot
// switch that refusal off either (probe 2026-11-25, L-TR).
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bootstrap } from "../bootstrap";
import { ConfigError, loadConfig, testDatabaseUrl } from "../config";
import { reconcileOfferVersions } from "../services/offer-versions";
import { openTestDatabase, type TestDatabase } from "../testing/database-template";
import { memoryLogger } from "../testing/test-server";
import { offerVersions } from "./schema";

let test: TestDatabase;
beforeAll(async () => {
  test = await openTestDatabase("seeded");
  await test.database.db.transaction((tx) => reconcileOfferVersions(tx));
});
afterAll(() => test.close());

const versionCount = async () => (await test.database.db.select().from(offerVersions)).length;
const refusal = (statement: string) =>
  test.database.db.execute(sql.raw(statement)).then(
    () => "done",
    (error: { cause?: { message?: string }; message: string }) => error.cause?.message ?? error.message,
  );

describe("offer versions", () => {
  it("cannot be truncated, edited or deleted, even by the tables' owner", async () => {
    const before = await versionCount();
    expect(before).toBeGreaterThan(0);
    expect(await refusal("truncate offer_versions")).toMatch(/kept for good: the table cannot be truncated/);
    expect(await refusal("truncate offer_versions cascade")).toMatch(/cannot be truncated/);
    expect(await refusal("delete from offer_versions")).toMatch(/kept for good/);
    expect(await refusal("update offer_versions set offer = '{}'::jsonb")).toMatch(/frozen/);
    expect(await versionCount()).toBe(before);
  });
});

// On PostgreSQL only: a role of the server's own, as docs/security.md describes it.
describe.skipIf(!testDatabaseUrl())("the server as a role that does not own the tables", () => {
  const role = `vitrine_app_${randomBytes(4).toString("hex")}`;
  let roleUrl: string;
  beforeAll(async () => {
    const owner = test.database.db;
    await owner.execute(sql.raw(`create role ${role} login`));
    for (const grant of [
      `grant usage on schema public, drizzle to ${role}`,
      `grant select, insert, update, delete on all tables in schema public to ${role}`,
      `grant usage, select on all sequences in schema public to ${role}`,
      `grant select on drizzle.__drizzle_migrations to ${role}`,
    ])
      await owner.execute(sql.raw(grant));
    const url = new URL(test.url!);
    url.username = role;
    url.password = "";
    roleUrl = url.toString();
  });
  afterAll(async () => {
    // A role is the cluster's, not the database's: its grants go, then the role.
    await test.database.db.execute(sql.raw(`drop owned by ${role}`));
    await test.database.db.execute(sql.raw(`drop role ${role}`));
  });

  const asRole = async (statement: string) => {
    const client = new Client({ connectionString: roleUrl });
    await client.connect();
    try {
      await client.query(statement);
      return "done";
    } catch (error) {
      return (error as Error).message;
    } finally {
      await client.end();
    }
  };

  it("cannot switch the freeze off: no DISABLE TRIGGER, no session_replication_role, no TRUNCATE", async () => {
    const before = await versionCount();
    expect(await asRole("alter table offer_versions disable trigger offer_versions_frozen")).toMatch(
      /must be owner/,
    );
    expect(await asRole("set session_replication_role = replica")).toMatch(/permission denied/);
    expect(await asRole("truncate offer_versions")).toMatch(/permission denied|cannot be truncated/);
    expect(await asRole("delete from offer_versions")).toMatch(/kept for good/);
    expect(await asRole("drop table offer_versions")).toMatch(/must be owner/);
    expect(await versionCount()).toBe(before);
  });

  it("starts with MIGRATE_ON_START=false, and refuses to start on a database that lacks a migration", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-role-"));
    const env = {
      DATABASE_URL: roleUrl,
      DATA_DIR: dataDir,
      MIGRATE_ON_START: "false",
      SEED_DEMO: "false",
      AUTH_SECRET: randomBytes(32).toString("hex"),
      REFERRAL_ENCRYPTION_KEY: randomBytes(32).toString("hex"),
      ADMIN_EMAIL: "dono@example.com",
      ADMIN_PASSWORD: "senha-do-dono-123",
    };
    const { logger } = memoryLogger();
    try {
      const runtime = await bootstrap(loadConfig(env), logger);
      expect(await runtime.database.db.select().from(offerVersions)).toHaveLength(await versionCount());
      await runtime.database.close();

      const last = await test.database.db.execute<{ id: number }>(
        sql`select id from drizzle.__drizzle_migrations order by id desc limit 1`,
      );
      await test.database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = ${last.rows[0]!.id}`,
      );
      await expect(bootstrap(loadConfig(env), logger)).rejects.toBeInstanceOf(ConfigError);
      await expect(bootstrap(loadConfig(env), logger)).rejects.toThrow(
        /lacks 1 of this version's migrations/,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
