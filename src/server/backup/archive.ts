import { createReadStream, createWriteStream, existsSync, readFileSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { type SQL, sql } from "drizzle-orm";
import packageJson from "../../../package.json" with { type: "json" };
import { type Database, type Db, migrationsFolder } from "../db/client";
import type { FileStorage } from "../storage/storage";

// One backup file (decision 0032): gzip'd lines, readable by PGlite and PostgreSQL alike. The first line
// is the manifest (format, the site's version, its migration level); then each table as a header line
// and one line per row, its row as PostgreSQL's own `row_to_json` wrote it (never parsed here, so no
// numeric or timestamp loses a digit: `json_populate_recordset` reads it back); then each stored file
// and each key file of the data directory, base64 on one line; then an end line with the counts, so a
// cut-off file is refused. Rows are read in one repeatable-read transaction: a consistent snapshot,
// also on a PostgreSQL with servers running. Neither side holds more than a page of rows or one file in
// memory: a backup reads each table through a cursor, and a restore checks the whole file first, then
// loads the tables and stores each file as it reads it.

export const BACKUP_FORMAT = "vitrine-backup";
const FORMAT_VERSION = 1;

/** The data directory's key files a restored database needs to read its rows (bootstrap.ts, cipher.ts). */
export const SECRET_FILES = ["auth-secret", "referral-key"] as const;

export type Manifest = {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  appVersion: string;
  /** How many migrations the database had: a restore needs an install at the same level. */
  migrations: { count: number; last: string };
  database: Database["kind"];
  storage: FileStorage["kind"];
  createdAt: string;
};

type End = { end: { tables: Record<string, number>; files: number; secrets: number } };

/** Rows fetched from a table's cursor at once: a page, not the whole table, in memory while writing. */
const BACKUP_PAGE_ROWS = 1000;

export class BackupError extends Error {
  override name = "BackupError";
}

type Journal = { entries: { tag: string }[] };

/** This code's migration level, from the committed journal. */
export function migrationLevel(): Manifest["migrations"] {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8"),
  ) as Journal;
  return { count: journal.entries.length, last: journal.entries.at(-1)?.tag ?? "" };
}

const quoted = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

/** The tables of the public schema, each after the tables its foreign keys point to. */
async function tablesInLoadOrder(db: Db): Promise<string[]> {
  const tables = (
    await rowsOf<{ name: string }>(
      db,
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
    )
  ).map((row) => row.name);
  const references = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent from pg_constraint co
        join pg_class child on child.oid = co.conrelid join pg_class parent on parent.oid = co.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where co.contype = 'f' and n.nspname = 'public' and child.relname <> parent.relname`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    for (const { parent } of references.filter((reference) => reference.child === table)) visit(parent, path);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

/** Writes the backup of `database` and `storage` (and the key files in `dataDir`) to `out`. */
export async function writeBackup(options: {
  database: Database;
  storage: FileStorage;
  dataDir: string;
  out: string;
  now?: Date;
  /** Rows per page (BACKUP_PAGE_ROWS): tests take a few, to cross pages. */
  pageRows?: number;
}): Promise<End["end"]> {
  const { database, storage, dataDir, out } = options;
  const pageRows = options.pageRows ?? BACKUP_PAGE_ROWS;
  const partial = `${out}.partial`;
  await mkdir(path.dirname(path.resolve(out)), { recursive: true });
  const [found] = await rowsOf<{ present: boolean }>(
    database.db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!found?.present)
    throw new BackupError(
      "this database was never migrated (no server has started on it): nothing to back up",
    );
  let summary: End["end"] | undefined;
  try {
    await database.db.transaction(
      async (tx) => {
        const applied = await rowsOf<{ total: number }>(
          tx as unknown as Db,
          sql`select count(*)::int as total from drizzle.__drizzle_migrations`,
        );
        const level = migrationLevel();
        const manifest: Manifest = {
          format: BACKUP_FORMAT,
          formatVersion: FORMAT_VERSION,
          appVersion: packageJson.version,
          migrations: {
            count: applied[0]?.total ?? 0,
            last: level.count === applied[0]?.total ? level.last : "",
          },
          database: database.kind,
          storage: storage.kind,
          createdAt: (options.now ?? new Date()).toISOString(),
        };
        async function* lines(): AsyncGenerator<string> {
          const end: End["end"] = { tables: {}, files: 0, secrets: 0 };
          yield `${JSON.stringify(manifest)}\n`;
          const db = tx as unknown as Db;
          for (const table of await tablesInLoadOrder(db)) {
            // The count and the cursor read one snapshot (repeatable read): they agree.
            const [counted] = await rowsOf<{ total: number }>(
              db,
              sql`select count(*)::int as total from ${quoted(table)}`,
            );
            const total = Number(counted?.total ?? 0);
            end.tables[table] = total;
            yield `${JSON.stringify({ table, rows: total })}\n`;
            await db.execute(
              sql`declare backup_rows no scroll cursor for select row_to_json(t)::text as row from ${quoted(table)} t`,
            );
            for (;;) {
              const page = await rowsOf<{ row: string }>(db, sql.raw(`fetch ${pageRows} from backup_rows`));
              for (const { row } of page) yield `${row}\n`;
              if (page.length < pageRows) break;
            }
            await db.execute(sql`close backup_rows`);
          }
          for await (const key of storage.list()) {
            const file = await storage.get(key);
            if (!file) continue;
            const bytes = Buffer.from(await new Response(file.body).arrayBuffer());
            end.files += 1;
            yield `${JSON.stringify({ file: key, contentType: file.contentType })}\n${bytes.toString("base64")}\n`;
          }
          for (const name of SECRET_FILES) {
            const file = path.join(dataDir, name);
            if (!existsSync(file)) continue;
            end.secrets += 1;
            yield `${JSON.stringify({ secret: name })}\n${(await readFile(file)).toString("base64")}\n`;
          }
          summary = end;
          yield `${JSON.stringify({ end })}\n`;
        }
        // Only the server's user may read it: it holds the database, and the keys if the data directory has them.
        await pipeline(Readable.from(lines()), createGzip(), createWriteStream(partial, { mode: 0o600 }));
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    await rename(partial, out);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  if (!summary) throw new BackupError("the backup ended early");
  return summary;
}

/** The lines of a backup file, one at a time. */
async function* readLines(file: string): AsyncGenerator<string> {
  const input = createReadStream(file).pipe(createGunzip());
  const reader = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  try {
    for await (const line of reader) yield line;
  } catch (error) {
    throw new BackupError(`${file} is not a complete backup (${(error as Error).message})`);
  }
}

/** Reads and checks a backup's manifest. */
export async function readManifest(file: string): Promise<Manifest> {
  for await (const line of readLines(file)) return parseManifest(line, file);
  throw new BackupError(`${file} is empty`);
}

function parseManifest(line: string, file: string): Manifest {
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(line) as Partial<Manifest>;
  } catch {
    throw new BackupError(`${file} is not a Vitrine backup`);
  }
  if (manifest.format !== BACKUP_FORMAT) throw new BackupError(`${file} is not a Vitrine backup`);
  if (manifest.formatVersion !== FORMAT_VERSION)
    throw new BackupError(
      `${file} is a backup format this version does not read (${manifest.formatVersion})`,
    );
  return manifest as Manifest;
}

export type RestoreResult = { manifest: Manifest; end: End["end"] };

/** Whether the install holds anything: a row in any table, or a stored file. */
export async function isEmptyInstall(database: Database, storage: FileStorage): Promise<boolean> {
  for (const table of await tablesInLoadOrder(database.db)) {
    const [row] = await rowsOf<{ found: boolean }>(
      database.db,
      sql`select exists (select 1 from ${quoted(table)}) as found`,
    );
    if (row?.found) return false;
  }
  for await (const _key of storage.list()) return false;
  return true;
}

type Header = {
  table?: string;
  rows?: number;
  file?: string;
  contentType?: string;
  secret?: string;
} & Partial<End>;

function parseHeader(line: string, file: string): Header {
  try {
    return JSON.parse(line) as Header;
  } catch {
    throw new BackupError(`${file} is damaged: a line that should describe a table or a file does not`);
  }
}

type Reader = {
  /** The next line; a file that ends first is cut short. */
  next(): Promise<string>;
  /** Whether the file has no line left. */
  done(): Promise<boolean>;
};

/** Hands `read` the lines after the manifest, and closes the file however `read` ends. */
async function readAfterManifest<T>(file: string, read: (reader: Reader) => Promise<T>): Promise<T> {
  const lines = readLines(file);
  try {
    await lines.next();
    return await read({
      async next() {
        const { value, done } = await lines.next();
        if (done) throw new BackupError(`${file} is cut short: its end line is missing`);
        return value;
      },
      done: async () => Boolean((await lines.next()).done),
    });
  } finally {
    await lines.return(undefined);
  }
}

/**
 * Reads the whole backup once, holding nothing, and checks it adds up: every table's rows, the files and
 * the key files as its end line counts them, and nothing after that line. Returns the end line.
 */
function checkBackup(file: string): Promise<End["end"]> {
  return readAfterManifest(file, async ({ next, done }) => {
    const found: End["end"] = { tables: {}, files: 0, secrets: 0 };
    for (;;) {
      const header = parseHeader(await next(), file);
      if (header.end) {
        const { end } = header;
        const tables = new Set([...Object.keys(end.tables ?? {}), ...Object.keys(found.tables)]);
        const differences = [...tables].flatMap((table) =>
          end.tables?.[table] === found.tables[table]
            ? []
            : [`${table}: ${found.tables[table] ?? 0} rows, its end line says ${end.tables?.[table] ?? 0}`],
        );
        if (end.files !== found.files)
          differences.push(`files: ${found.files}, its end line says ${end.files}`);
        if (end.secrets !== found.secrets)
          differences.push(`key files: ${found.secrets}, its end line says ${end.secrets}`);
        if (differences.length > 0)
          throw new BackupError(`${file} does not add up (${differences.join("; ")}): nothing was restored`);
        if (!(await done())) throw new BackupError(`${file} has lines after its end line`);
        return end;
      }
      if (header.table !== undefined) {
        for (let index = 0; index < (header.rows ?? 0); index += 1) await next();
        found.tables[header.table] = header.rows ?? 0;
      } else if (header.file !== undefined || header.secret !== undefined) {
        if (header.secret !== undefined && !(SECRET_FILES as readonly string[]).includes(header.secret))
          throw new BackupError(`${file} holds an unknown key file, ${header.secret}: nothing was restored`);
        await next();
        if (header.file !== undefined) found.files += 1;
        else found.secrets += 1;
      } else throw new BackupError(`${file} is damaged: a line describes neither a table nor a file`);
    }
  });
}

/**
 * Puts a backup back: checks the whole file adds up, refuses an install that holds anything unless
 * `force` (before touching it), migrates the database to this code's level (which must be the backup's),
 * loads every table in one transaction (emptying them first with `force`) and checks their counts, then
 * stores the files one at a time as it reads them, and writes the key files.
 */
export async function restoreBackup(options: {
  database: Database;
  storage: FileStorage;
  dataDir: string;
  file: string;
  force?: boolean;
}): Promise<RestoreResult> {
  const { database, storage, file } = options;
  const manifest = await readManifest(file);
  const level = migrationLevel();
  if (manifest.migrations.count !== level.count)
    throw new BackupError(
      `this backup is at migration level ${manifest.migrations.count} (version ${manifest.appVersion}); this install is at ${level.count}: restore it with version ${manifest.appVersion}, then upgrade`,
    );
  const end = await checkBackup(file);
  // Before migrating: a refused restore leaves the install as it was.
  if (!options.force && !(await isEmptyInstall(database, storage)))
    throw new BackupError(
      "this install is not empty (its database has rows or its storage has files): restore onto an empty one, or pass --force to replace what it holds",
    );
  await database.migrate();
  await readAfterManifest(file, async ({ next }) => {
    const afterTables = await loadTables(database, next, end, options);
    await writeFiles(next, afterTables, end, options);
  });
  return { manifest, end };
}

/**
 * Loads the tables in one transaction and checks what they hold against the end line; returns the first
 * line after them (the files start there, once the tables are committed).
 */
async function loadTables(
  database: Database,
  next: () => Promise<string>,
  end: End["end"],
  options: { file: string; force?: boolean },
): Promise<string> {
  return database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const tables = await tablesInLoadOrder(db);
    if (options.force) {
      // offer_versions refuses a truncate (its rows are kept for good, decision 0024); a forced restore
      // replaces the whole install, that table with it.
      await db.execute(sql`alter table offer_versions disable trigger user`);
      await db.execute(
        sql.raw(`truncate ${tables.map((t) => `"${t}"`).join(", ")} restart identity cascade`),
      );
      await db.execute(sql`alter table offer_versions enable trigger user`);
    }
    const columns = await rowsOf<{ table: string; column: string }>(
      db,
      sql`select table_name as table, column_name as column from information_schema.columns
          where table_schema = 'public' and is_generated = 'NEVER' order by table_name, ordinal_position`,
    );
    let line: string;
    for (;;) {
      line = await next();
      const header = parseHeader(line, options.file);
      if (header.table === undefined) break;
      const table = header.table;
      if (!tables.includes(table))
        throw new BackupError(`the backup holds a table this version lacks: ${table}`);
      const names = columns
        .filter((c) => c.table === table)
        .map((c) => `"${c.column}"`)
        .join(", ");
      let batch: string[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        await db.execute(
          sql`insert into ${quoted(table)} (${sql.raw(names)}) overriding system value select ${sql.raw(names)} from json_populate_recordset(null::${quoted(table)}, ${`[${batch.join(",")}]`}::json)`,
        );
        batch = [];
      };
      for (let index = 0; index < (header.rows ?? 0); index += 1) {
        batch.push(await next());
        if (batch.length === 500) await flush();
      }
      await flush();
    }
    // What the tables hold now, against the end line: a row lost on the way rolls everything back.
    for (const table of tables) {
      const [counted] = await rowsOf<{ total: number }>(
        db,
        sql`select count(*)::int as total from ${quoted(table)}`,
      );
      const total = Number(counted?.total ?? 0);
      if (total !== (end.tables[table] ?? 0))
        throw new BackupError(
          `${table} holds ${total} rows after loading, where the backup's end line counts ${end.tables[table] ?? 0}: nothing was restored`,
        );
    }
    // Identity columns continue after the restored ids.
    const identities = await rowsOf<{ table: string; column: string }>(
      db,
      sql`select table_name as table, column_name as column from information_schema.columns
          where table_schema = 'public' and is_identity = 'YES'`,
    );
    for (const { table, column } of identities)
      await db.execute(
        sql`select setval(pg_get_serial_sequence(${`"${table}"`}, ${column}), coalesce((select max(${quoted(column)}) from ${quoted(table)}), 0) + 1, false)`,
      );
    return line;
  });
}

/**
 * Stores each file as it is read (one in memory at a time) and writes the key files, from `first` to the
 * end line, then checks how many were written against it. The database is committed by then: a failure
 * says so, for the operator to restore again with --force.
 */
async function writeFiles(
  next: () => Promise<string>,
  first: string,
  end: End["end"],
  options: { storage: FileStorage; dataDir: string; file: string; force?: boolean },
): Promise<void> {
  const { storage, dataDir } = options;
  const failed = (what: string, error: unknown) =>
    new BackupError(
      `the database is restored, but ${what} failed (${error instanceof Error ? error.message : String(error)}): fix that, then restore again with --force`,
    );
  if (options.force) for await (const key of storage.list()) await storage.remove(key);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const written = { files: 0, secrets: 0 };
  for (let line = first; ; line = await next()) {
    const header = parseHeader(line, options.file);
    if (header.end) break;
    const bytes = Buffer.from(await next(), "base64");
    const { file: key, secret } = header;
    try {
      if (key !== undefined) {
        await storage.put(key, bytes, header.contentType ?? "");
        written.files += 1;
      } else if (secret !== undefined) {
        if (!(SECRET_FILES as readonly string[]).includes(secret))
          throw new Error("not a key file of Vitrine's");
        await writeFile(path.join(dataDir, secret), bytes, { mode: 0o600 });
        written.secrets += 1;
      }
    } catch (error) {
      throw failed(key !== undefined ? `storing ${key}` : `writing the key file ${secret}`, error);
    }
  }
  if (written.files !== end.files || written.secrets !== end.secrets)
    throw failed(
      "writing the files",
      `${written.files} files and ${written.secrets} key files written where the end line counts ${end.files} and ${end.secrets}`,
    );
}
