import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseUrl } from "../config";
import { createThrowawayDatabase, type ThrowawayDatabase } from "../testing/throwaway-database";
import { type Database, openDatabase } from "./client";

const serverUrl = testDatabaseUrl();

describe.skipIf(!serverUrl)("PostgreSQL connections ended by the server", () => {
  let throwaway: ThrowawayDatabase;
  let database: Database;
  beforeAll(async () => {
    throwaway = await createThrowawayDatabase(serverUrl!, "vitrine_test");
    database = await openDatabase({ databaseUrl: throwaway.url });
  });
  afterAll(async () => {
    await database.close();
    await throwaway.drop();
  });

  it("do not crash the process; the next query opens a new connection", async () => {
    await database.db.execute(sql`select 1`);
    const admin = new pg.Client({ connectionString: throwaway.url });
    await admin.connect();
    // What a server restart or failover does to an idle pooled connection.
    await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    await admin.end();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await database.ping()).toBe(true);
  });
});
