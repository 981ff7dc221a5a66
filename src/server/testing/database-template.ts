import { readFile } from "node:fs/promises";
import type { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import { testDatabaseUrl } from "../config";
import { type Database, openDatabase } from "../db/client";
import { seedDemoData } from "../db/seed";
import { createThrowawayDatabase } from "./throwaway-database";

// Booting PGlite runs initdb (1.5–3 s on a busy 2-core machine) and migrating and seeding add more;
// loading a prepared data directory takes about 0.3 s. So the API project's globalSetup
// (database-templates.setup.ts) prepares each kind of database once per run, and every test file
// starts from a copy. On PostgreSQL (TEST_DATABASE_URL) a copy is `CREATE DATABASE … TEMPLATE`.

/** What a test file's database starts as: a bare cluster, migrated, or migrated with the demo catalogue. */
export type TemplateName = "empty" | "migrated" | "seeded";

export const TEMPLATE_NAMES: readonly TemplateName[] = ["empty", "migrated", "seeded"];

/** Where the run's templates are: tarball paths on PGlite, database names on PostgreSQL. */
export type DatabaseTemplates =
  | { kind: "pglite"; tarballs: Record<TemplateName, string> }
  | { kind: "postgres"; serverUrl: string; databases: Record<Exclude<TemplateName, "empty">, string> };

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates | undefined;
  }
}

export type TestDatabase = {
  database: Database;
  /** The PostgreSQL database's URL, so a second process can share it; undefined on PGlite. */
  url: string | undefined;
  /** Closes the database and, on PostgreSQL, drops it. */
  close: () => Promise<void>;
};

/** Brings a new database up to `name` the slow way: what a template holds, made from scratch. */
export async function prepare(database: Database, name: TemplateName): Promise<void> {
  if (name === "empty") return;
  await database.migrate();
  if (name === "seeded") await seedDemoData(database);
}

/** The PGlite data directory as a tarball, to load with `openDatabase({ loadDataDir })`. */
export function dumpPglite(database: Database): Promise<Blob> {
  // drizzle keeps the driver's client as `$client`; the Database type names node-postgres's.
  return (database.db as unknown as { $client: PGlite }).$client.dumpDataDir("none");
}

function templates(): DatabaseTemplates | undefined {
  try {
    return inject("databaseTemplates");
  } catch {
    // Outside a Vitest worker (a script importing the test helpers): no templates.
    return undefined;
  }
}

/**
 * A new database of its own for a test file, holding what `name` says: a copy of the run's template
 * when the API project's globalSetup made one, otherwise made from scratch (so a file run by another
 * config, or a template kind the setup does not make, still works).
 */
export async function openTestDatabase(name: TemplateName): Promise<TestDatabase> {
  const serverUrl = testDatabaseUrl();
  const made = templates();
  if (!serverUrl) {
    const tarball = made?.kind === "pglite" ? made.tarballs[name] : undefined;
    const database = tarball
      ? await openDatabase({ loadDataDir: new Blob([await readFile(tarball)]) })
      : await openDatabase({});
    if (!tarball) await prepare(database, name);
    return { database, url: undefined, close: () => database.close() };
  }
  const template = made?.kind === "postgres" && name !== "empty" ? made.databases[name] : undefined;
  const throwaway = await createThrowawayDatabase(serverUrl, "vitrine_test", template);
  const database = await openDatabase({ databaseUrl: throwaway.url });
  if (!template) await prepare(database, name);
  return {
    database,
    url: throwaway.url,
    close: async () => {
      await database.close();
      await throwaway.drop();
    },
  };
}
