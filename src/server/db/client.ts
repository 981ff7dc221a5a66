import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
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
  /**
   * Tells every process listening on `channel` (PostgreSQL NOTIFY). On PGlite, a no-op: the data
   * directory's lock allows one process only, so there is no other process to tell.
   */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Listens on `channel` over a dedicated connection that reconnects by itself; `onGap` runs when the
   * connection was lost, since notifications sent meanwhile are gone. Resolves once listening (or after
   * the first failed attempt, which keeps retrying). A no-op on PGlite.
   */
  listen(channel: string, onMessage: (payload: string) => void, onGap: () => void): Promise<void>;
  /**
   * Whether every LISTEN connection is up (for /api/ready); undefined when nothing listens, as on
   * PGlite, where there is no other process to hear from.
   */
  listening(): boolean | undefined;
};

export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir?: string;
  /**
   * An in-memory PGlite started from another's `dumpDataDir()` tarball instead of a new cluster: the
   * tests open each file's database from one migrated (and seeded) template this way.
   */
  loadDataDir?: Blob;
};

/** The committed migrations: beside this file in the source tree, copied next to the server bundle in a build. */
export function migrationsFolder(): string {
  return path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
}

/** Opens PostgreSQL when a URL is given, otherwise embedded PGlite (in memory when no data dir either). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  if (options.loadDataDir && options.dataDir) throw new Error("loadDataDir is for an in-memory database");
  return openPglite(options.dataDir, options.loadDataDir);
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A backend ended by the server (restart, failover, a dropped database) reports an error on an idle or
  // closing client; unheard, it would crash the process. The pool drops that client and the next query
  // opens a new one; a query in flight still fails with the error.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzleNodePg(pool, { schema });
  const listeners = new Set<pg.Client>();
  /** Each channel listened on, and whether its connection is up right now. */
  const channelsUp = new Map<string, boolean>();
  let closed = false;

  const listen = (channel: string, onMessage: (payload: string) => void, onGap: () => void) => {
    if (!CHANNEL_NAME.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
    let retryMs = 250;
    channelsUp.set(channel, false);
    return new Promise<void>((firstAttempt) => {
      const connect = async (afterGap: boolean) => {
        if (closed) return firstAttempt();
        const client = new pg.Client({ connectionString: url });
        let lost = false;
        const reconnect = () => {
          if (lost) return;
          lost = true;
          channelsUp.set(channel, false);
          listeners.delete(client);
          void client.end().catch(() => {});
          if (closed) return;
          const timer = setTimeout(() => void connect(true), retryMs);
          timer.unref();
          retryMs = Math.min(retryMs * 2, 5_000);
        };
        client.on("notification", (message) => {
          if (message.channel === channel) onMessage(message.payload ?? "");
        });
        client.on("error", reconnect);
        client.on("end", reconnect);
        try {
          await client.connect();
          await client.query(`LISTEN ${channel}`);
          listeners.add(client);
          channelsUp.set(channel, true);
          retryMs = 250;
          if (afterGap) onGap();
        } catch {
          reconnect();
        }
        firstAttempt();
      };
      void connect(false);
    });
  };

  return {
    db,
    kind: "postgres",
    migrate: () => migrateNodePg(db, { migrationsFolder: migrationsFolder() }),
    ping: () => ping(db),
    close: async () => {
      closed = true;
      await Promise.all([...listeners].map((client) => client.end().catch(() => {})));
      await pool.end();
    },
    notify: async (channel, payload) => {
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
    listen,
    listening: () => (channelsUp.size === 0 ? undefined : [...channelsUp.values()].every(Boolean)),
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

// PGlite's shared memory is touched in full when it starts, so each setting below is resident memory
// for as long as the server runs (decision 0091). Postgres's default shared_buffers (128MB) would cost
// as much; 2MB is what a cached catalogue needs, since a page not in them is read from the operating
// system's file cache, not from disk. One session only: max_connections sizes the lock and process
// tables, which 100 slots would make four times larger.
const PGLITE_CONF = ["shared_buffers = 2MB", "max_connections = 10"];

/**
 * Creates a new embedded database cluster (initdb) in a short-lived child process. Done in this
 * process, initdb leaves ~500 MB of WebAssembly memory behind that is never given back; the server
 * then opens the ready cluster at its steady ~150 MB.
 */
async function initClusterInChild(pgDir: string): Promise<void> {
  const script = `const { PGlite } = await import(process.argv[1]);
const db = await PGlite.create(process.argv[2], { postgresqlconf: JSON.parse(process.argv[3]) });
await db.close();`;
  const child = spawn(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      script,
      import.meta.resolve("@electric-sql/pglite"),
      pgDir,
      JSON.stringify(PGLITE_CONF),
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  const [code] = (await once(child, "exit")) as [number | null];
  if (code !== 0) throw new Error(`Could not create the embedded database in ${pgDir}: ${stderr.trim()}`);
}

async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  let unlock = () => {};
  const pgDir = dataDir ? path.join(dataDir, "pglite") : undefined;
  if (dataDir && pgDir) {
    restrictDataDir(dataDir);
    unlock = lockDataDir(dataDir);
    if (!existsSync(path.join(pgDir, "PG_VERSION"))) {
      try {
        await initClusterInChild(pgDir);
      } catch (error) {
        unlock();
        throw error;
      }
    }
  }
  // Imported here, not at the top: a server on PostgreSQL never loads PGlite's JavaScript, about a megabyte
  // of source it would hold for as long as it runs (decision 0099).
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  const client = await PGlite.create(pgDir, { postgresqlconf: PGLITE_CONF, loadDataDir });
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
    notify: async () => {},
    listen: async () => {},
    listening: () => undefined,
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
