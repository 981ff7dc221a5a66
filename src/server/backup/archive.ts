import { createReadStream, createWriteStream, existsSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { type SQL, sql } from "drizzle-orm";
import packageJson from "../../../package.json" with { type: "json" };
import { type Database, type Db, migrationsFolder } from "../db/client";
import { TABLES_LEFT_OUT_OF_BACKUPS } from "../entities";
import type { FileStorage } from "../storage/storage";
import {
  decryptBackup,
  encryptBackup,
  isEncryptedBackup,
  lineMac,
  MIN_PASSPHRASE_LENGTH,
  referralKeyFingerprint,
  referralSealKey,
  SealError,
  sameMac,
} from "./seal";

// One backup file (decision 0032): gzip'd lines, readable by PGlite and PostgreSQL alike. The first line
// is the manifest (format, the site's version, its migration level); then each table as a header line
// and one line per row, its row as PostgreSQL's own `row_to_json` wrote it (never parsed here, so no
// numeric or timestamp loses a digit: `json_populate_recordset` reads it back); then each stored file
// and each key file of the data directory, base64 on one line; then an end line with the counts, so a
// cut-off file is refused. Rows are read in one repeatable-read transaction: a consistent snapshot,
// also on a PostgreSQL with servers running. Neither side holds more than a page of rows or one file in
// memory: a backup reads each table through a cursor, and a restore checks the whole file first, then
// loads the tables and stores each file as it reads it.
//
// Format 2 (issue 55, L-BK): the sessions, sign-in codes, the sign-in limiter and the waits are left out
// (the entity registry's `backup: false`; a restore means signing in again); the key files go in only when
// asked, the file then encrypted with a passphrase; and a last line seals every line before it (seal.ts),
// so a file changed since is refused before anything is restored. The rows are first copied to a file of
// their own within the snapshot's transaction, which then ends: on the embedded database, whose queries
// wait for a transaction, the running site waits for that copy only, not for the files.

export const BACKUP_FORMAT = "vitrine-backup";

/**
 * Where `npm run backup` asks a running server on the embedded database for its backup (http/backup.ts),
 * and the file in DATA_DIR holding the token it must show (a new one each start of the server).
 */
export const BACKUP_PATH = "/api/backup";
export const BACKUP_TOKEN_FILE = "backup-token";
const FORMAT_VERSION = 2;

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
  /** What seals it: the referral key (whose fingerprint, never the key, is here) or a passphrase. */
  sealedWith: { kind: "referral-key"; fingerprint: string } | { kind: "passphrase" };
};

type End = { end: { tables: Record<string, number>; files: number; secrets: number } };
/** The last line: the HMAC of every line before it (seal.ts). */
type MacLine = { mac: string };

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

export type BackupOptions = {
  database: Database;
  storage: FileStorage;
  dataDir: string;
  /**
   * The site's referral key: it seals a backup without keys. With `passphrase`, the backup also carries
   * the data directory's key files and is encrypted and sealed with the passphrase instead.
   */
  referralKey: Buffer;
  passphrase?: string;
  now?: Date;
  /** Rows per page (BACKUP_PAGE_ROWS): tests take a few, to cross pages. */
  pageRows?: number;
};

/** What a passphrase must be, in English for the operator (the CLI and the server's route say it). */
export function checkPassphrase(passphrase: string | undefined): void {
  if (passphrase !== undefined && passphrase.length < MIN_PASSPHRASE_LENGTH)
    throw new BackupError(`the passphrase must have at least ${MIN_PASSPHRASE_LENGTH} characters`);
}

/**
 * The tables' rows, read in one repeatable-read transaction (a consistent snapshot, also on a PostgreSQL
 * with servers running) into `rowsFile` as the backup's table lines, and the manifest: the transaction
 * ends before any file is read, so the embedded database's other queries wait for the rows only.
 */
async function snapshotTables(
  options: BackupOptions,
  rowsFile: string,
): Promise<{ manifest: Manifest; tables: Record<string, number> }> {
  const { database, storage } = options;
  const pageRows = options.pageRows ?? BACKUP_PAGE_ROWS;
  const [found] = await rowsOf<{ present: boolean }>(
    database.db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!found?.present)
    throw new BackupError(
      "this database was never migrated (no server has started on it): nothing to back up",
    );
  return database.db.transaction(
    async (tx) => {
      const db = tx as unknown as Db;
      const applied = await rowsOf<{ total: number }>(
        db,
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
        sealedWith: options.passphrase
          ? { kind: "passphrase" }
          : { kind: "referral-key", fingerprint: referralKeyFingerprint(options.referralKey) },
      };
      const tables: Record<string, number> = {};
      async function* lines(): AsyncGenerator<string> {
        for (const table of await tablesInLoadOrder(db)) {
          if (TABLES_LEFT_OUT_OF_BACKUPS.has(table)) continue;
          // The count and the cursor read one snapshot (repeatable read): they agree.
          const [counted] = await rowsOf<{ total: number }>(
            db,
            sql`select count(*)::int as total from ${quoted(table)}`,
          );
          const total = Number(counted?.total ?? 0);
          tables[table] = total;
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
      }
      await pipeline(Readable.from(lines()), createWriteStream(rowsFile, { mode: 0o600 }));
      return { manifest, tables };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/**
 * Writes the backup of `database` and `storage` to `into` (a file's stream, or an HTTP answer): the
 * manifest, the tables, the stored files, the data directory's key files when a passphrase asks for them,
 * the end line and the seal; gzip'd, and encrypted with the passphrase when there is one.
 */
export async function streamBackup(options: BackupOptions, into: Writable): Promise<End["end"]> {
  checkPassphrase(options.passphrase);
  const { storage, dataDir } = options;
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  // The rows wait in the data directory (the server's user's alone) between the snapshot and the file.
  const work = await mkdtemp(path.join(dataDir, ".backup-"));
  try {
    const rowsFile = path.join(work, "rows");
    const { manifest, tables } = await snapshotTables(options, rowsFile);
    const encrypted = options.passphrase ? await encryptBackup(options.passphrase) : undefined;
    const mac = lineMac(encrypted ? encrypted.mac : referralSealKey(options.referralKey));
    const end: End["end"] = { tables, files: 0, secrets: 0 };
    async function* lines(): AsyncGenerator<string> {
      const sealed = (line: string) => {
        mac.add(line);
        return `${line}\n`;
      };
      yield sealed(JSON.stringify(manifest));
      const rows = createInterface({
        input: createReadStream(rowsFile),
        crlfDelay: Number.POSITIVE_INFINITY,
      });
      for await (const line of rows) yield sealed(line);
      for await (const key of storage.list()) {
        const file = await storage.get(key);
        if (!file) continue;
        const bytes = Buffer.from(await new Response(file.body).arrayBuffer());
        end.files += 1;
        yield sealed(JSON.stringify({ file: key, contentType: file.contentType }));
        yield sealed(bytes.toString("base64"));
      }
      // The keys only in a file encrypted with a passphrase: never beside the data in the clear.
      if (encrypted)
        for (const name of SECRET_FILES) {
          const file = path.join(dataDir, name);
          if (!existsSync(file)) continue;
          end.secrets += 1;
          yield sealed(JSON.stringify({ secret: name }));
          yield sealed((await readFile(file)).toString("base64"));
        }
      yield sealed(JSON.stringify({ end }));
      yield `${JSON.stringify({ mac: mac.digest().toString("base64url") } satisfies MacLine)}\n`;
    }
    if (encrypted) await pipeline(Readable.from(lines()), createGzip(), encrypted.encrypt, into);
    else await pipeline(Readable.from(lines()), createGzip(), into);
    return end;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Writes the backup to the file `out` (0600: it holds the database, and the keys when asked). */
export async function writeBackup(options: BackupOptions & { out: string }): Promise<End["end"]> {
  const { out } = options;
  const partial = `${out}.partial`;
  await mkdir(path.dirname(path.resolve(out)), { recursive: true });
  try {
    const summary = await streamBackup(options, createWriteStream(partial, { mode: 0o600 }));
    await rename(partial, out);
    return summary;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** What reads a backup file: each pass opens its gzip stream again (decrypted, for an encrypted file). */
type Opened = {
  file: string;
  manifest: Manifest;
  /** The manifest's line as written: the seal covers it. */
  manifestLine: string;
  macKey: Buffer;
  gzipped: () => Promise<Readable>;
};

/** The lines of a backup's gzip stream, one at a time. */
async function* readLines(gzipped: Readable, file: string): AsyncGenerator<string> {
  const input = gzipped.pipe(createGunzip());
  gzipped.on("error", (error) => input.destroy(error));
  const reader = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  try {
    for await (const line of reader) yield line;
  } catch (error) {
    if (error instanceof SealError) throw new BackupError(error.message);
    throw new BackupError(`${file} is not a complete backup (${(error as Error).message})`);
  } finally {
    gzipped.destroy();
  }
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
      manifest.formatVersion === 1
        ? `${file} was written by an earlier version, with its keys and unsealed (format 1): restore it with the version that wrote it (${manifest.appVersion}), then upgrade`
        : `${file} is a backup format this version does not read (${manifest.formatVersion})`,
    );
  return manifest as Manifest;
}

/** What a restore may open a backup with: the install's referral key, and the passphrase of an encrypted one. */
export type RestoreKeys = { referralKey: Buffer | undefined; passphrase?: string };

/** Opens a backup: its manifest, and the key its seal is checked with. */
async function openBackup(file: string, keys: RestoreKeys): Promise<Opened> {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist`);
  let gzipped: () => Promise<Readable>;
  let macKey: Buffer | undefined;
  if (await isEncryptedBackup(file)) {
    const { passphrase } = keys;
    if (!passphrase)
      throw new BackupError(
        `${file} is encrypted (it holds the keys): give its passphrase with --passphrase-file`,
      );
    // The first opening serves the manifest's line: a stream opened and never read would fail its
    // authentication at its end with no one listening.
    const first = await decryptBackup(file, passphrase).catch(sealRefusal);
    macKey = first.mac;
    let unread: Readable | undefined = first.plain;
    gzipped = async () => {
      const stream = unread ?? (await decryptBackup(file, passphrase).catch(sealRefusal)).plain;
      unread = undefined;
      return stream;
    };
  } else gzipped = async () => createReadStream(file);
  let manifestLine: string | undefined;
  for await (const line of readLines(await gzipped(), file)) {
    manifestLine = line;
    break;
  }
  if (manifestLine === undefined) throw new BackupError(`${file} is empty`);
  const manifest = parseManifest(manifestLine, file);
  if (manifest.sealedWith?.kind === "referral-key") {
    if (macKey) throw new BackupError(`${file} is damaged: its manifest does not match its encryption`);
    if (!keys.referralKey)
      throw new BackupError(
        "this backup is sealed with the referral key of the site that wrote it: set REFERRAL_ENCRYPTION_KEY, or copy that site's DATA_DIR/referral-key into this DATA_DIR, then restore again",
      );
    if (referralKeyFingerprint(keys.referralKey) !== manifest.sealedWith.fingerprint)
      throw new BackupError(
        "this backup was sealed with another referral key than this install's: set REFERRAL_ENCRYPTION_KEY (or DATA_DIR/referral-key) to the key of the site that wrote it, then restore again",
      );
    macKey = referralSealKey(keys.referralKey);
  } else if (manifest.sealedWith?.kind !== "passphrase" || !macKey)
    throw new BackupError(`${file} is damaged: its manifest does not say what seals it`);
  return { file, manifest, manifestLine, macKey, gzipped };
}

function sealRefusal(error: unknown): never {
  if (error instanceof SealError) throw new BackupError(error.message);
  throw error;
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
} & Partial<End> &
  Partial<MacLine>;

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
async function readAfterManifest<T>(opened: Opened, read: (reader: Reader) => Promise<T>): Promise<T> {
  const lines = readLines(await opened.gzipped(), opened.file);
  try {
    await lines.next();
    return await read({
      async next() {
        const { value, done } = await lines.next();
        if (done) throw new BackupError(`${opened.file} is cut short: its end line is missing`);
        return value;
      },
      done: async () => Boolean((await lines.next()).done),
    });
  } finally {
    await lines.return(undefined);
  }
}

/**
 * Reads the whole backup once, holding nothing, and checks its seal (the HMAC of every line: a file
 * changed since it was written is refused), then that it adds up: every table's rows, the files and the
 * key files as its end line counts them. Returns the end line.
 */
function checkBackup(opened: Opened): Promise<End["end"]> {
  const { file } = opened;
  const mac = lineMac(opened.macKey);
  mac.add(opened.manifestLine);
  return readAfterManifest(opened, async ({ next, done }) => {
    const found: End["end"] = { tables: {}, files: 0, secrets: 0 };
    const sealed = async () => {
      const line = await next();
      mac.add(line);
      return line;
    };
    for (;;) {
      const header = parseHeader(await sealed(), file);
      if (header.end) {
        const { end } = header;
        const seal = parseHeader(await next(), file).mac;
        if (typeof seal !== "string" || !sameMac(mac.digest(), Buffer.from(seal, "base64url")))
          throw new BackupError(
            `${file} was changed since it was written (its seal does not match its content): nothing was restored`,
          );
        if (!(await done())) throw new BackupError(`${file} has lines after its seal`);
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
        return end;
      }
      if (header.table !== undefined) {
        if (TABLES_LEFT_OUT_OF_BACKUPS.has(header.table))
          throw new BackupError(
            `${file} holds ${header.table}, which no backup carries: nothing was restored`,
          );
        for (let index = 0; index < (header.rows ?? 0); index += 1) await sealed();
        found.tables[header.table] = header.rows ?? 0;
      } else if (header.file !== undefined || header.secret !== undefined) {
        if (header.secret !== undefined && !(SECRET_FILES as readonly string[]).includes(header.secret))
          throw new BackupError(`${file} holds an unknown key file, ${header.secret}: nothing was restored`);
        if (header.secret !== undefined && opened.manifest.sealedWith.kind !== "passphrase")
          throw new BackupError(`${file} holds a key file but is not encrypted: nothing was restored`);
        await sealed();
        if (header.file !== undefined) found.files += 1;
        else found.secrets += 1;
      } else throw new BackupError(`${file} is damaged: a line describes neither a table nor a file`);
    }
  });
}

/**
 * Puts a backup back: checks its seal and that the whole file adds up, refuses an install that holds
 * anything unless `force` (before touching it), migrates the database to this code's level (which must be
 * the backup's), loads every table in one transaction (emptying them first with `force`: the sessions
 * too, which no backup carries) and checks their counts, then stores the files one at a time as it reads
 * them, and writes the key files of an encrypted backup.
 */
export async function restoreBackup(
  options: {
    database: Database;
    storage: FileStorage;
    dataDir: string;
    file: string;
    force?: boolean;
  } & RestoreKeys,
): Promise<RestoreResult> {
  const { database, storage } = options;
  const opened = await openBackup(options.file, options);
  const { manifest } = opened;
  const level = migrationLevel();
  if (manifest.migrations.count !== level.count)
    throw new BackupError(
      `this backup is at migration level ${manifest.migrations.count} (version ${manifest.appVersion}); this install is at ${level.count}: restore it with version ${manifest.appVersion}, then upgrade`,
    );
  const end = await checkBackup(opened);
  // Before migrating: a refused restore leaves the install as it was.
  if (!options.force && !(await isEmptyInstall(database, storage)))
    throw new BackupError(
      "this install is not empty (its database has rows or its storage has files): restore onto an empty one, or pass --force to replace what it holds",
    );
  await database.migrate();
  await readAfterManifest(opened, async ({ next }) => {
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
