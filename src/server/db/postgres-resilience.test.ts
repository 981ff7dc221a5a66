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
    // drizzle keeps the node-postgres pool as `$client`; it drops a connection once the server's notice
    // arrives (after an "error" event, which `events.once` would take for a failure).
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const dropped = new Promise((resolve) => pool.once("remove", resolve));
    const admin = new pg.Client({ connectionString: throwaway.url });
    await admin.connect();
    // What a server restart or failover does to an idle pooled connection.
    await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    await admin.end();
    await dropped;
    expect(await database.ping()).toBe(true);
  });
});
