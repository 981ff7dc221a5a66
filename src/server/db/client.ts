import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { restrictDataDir } from "../data-dir";
import * as schema from "./schema";

export type Schema = typeof schema;
/** Both drivers expose the same query builder; the node-postgres type stands for either. */
export type Db = NodePgDatabase<Schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

export type DatabaseOptions = { databaseUrl?: string; dataDir?: string };

/** The committed migrations: beside this file in the source tree, copied next to the server bundle in a build. */
export function migrationsFolder(): string {
  return path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
}

/** Opens PostgreSQL when a URL is given, otherwise embedded PGlite (in memory when no data dir either). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzleNodePg(pool, { schema });
  return {
    db,
    kind: "postgres",
    migrate: () => migrateNodePg(db, { migrationsFolder: migrationsFolder() }),
    ping: () => ping(db),
    close: () => pool.end(),
  };
}

/** Who holds the embedded database: two processes on one data directory would corrupt it. */
function lockDataDir(dataDir: string): () => void {
  const lockFile = path.join(dataDir, "pglite.lock");
  try {
    const holder = Number(readFileSync(lockFile, "utf8"));
    if (holder && holder !== process.pid && isRunning(holder)) {
      throw new Error(
        `The embedded database in ${dataDir} is open in process ${holder}. Stop that process first, or use DATABASE_URL.`,
      );
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  let unlock = () => {};
  if (dataDir) {
    restrictDataDir(dataDir);
    unlock = lockDataDir(dataDir);
  }
  // Postgres's default shared_buffers costs ~130 MB of memory that a small catalogue never uses.
  const client = await PGlite.create(dataDir ? path.join(dataDir, "pglite") : undefined, {
    postgresqlconf: ["shared_buffers = 16MB"],
  });
  // PGlite creates its files world-readable and -writable, whatever the umask.
  if (dataDir) restrictDataDir(dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
      if (dataDir) restrictDataDir(dataDir);
    },
    ping: () => ping(db),
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
