// Backup and restore (issue 38; sealed, without sessions or keys since issue 55): a backup taken on PGlite
// restores on PostgreSQL (when the suite runs on it; on another PGlite otherwise) with every row of every
// table but the sessions, sign-in codes and waits, and every stored file, and back again; a non-empty
// install is refused unless forced; a backup changed since it was written, sealed with another key, cut
// short or of another migration level is refused; the keys travel only in a file encrypted with a passphrase.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseUrl } from "../config";
import { type Database, openDatabase } from "../db/client";
import { TABLES_LEFT_OUT_OF_BACKUPS } from "../entities";
import { diskStorage, type FileStorage } from "../storage/storage";
import {
  openTestDatabase,
  prepare,
  type TemplateName,
  type TestDatabase,
} from "../testing/database-template";
import { BackupError, isEmptyInstall, migrationLevel, restoreBackup, writeBackup } from "./archive";
import { lineMac, referralSealKey } from "./seal";

const work = mkdtempSync(path.join(tmpdir(), "vitrine-backup-"));
const dir = (name: string) => path.join(work, name);

/** Every table's rows as the driver reads them, sorted, with dates and bytes in one written form. */
async function everyRow(database: Database): Promise<Record<string, string[]>> {
  const tables = (
    await database.db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).rows as { tablename: string }[];
  const out: Record<string, string[]> = {};
  for (const { tablename } of tables) {
    const { rows } = await database.db.execute(sql.raw(`select * from "${tablename}"`));
    out[tablename] = rows
      .map((row) =>
        JSON.stringify(row, (_key, value) =>
          value instanceof Date
            ? value.toISOString()
            : value instanceof Uint8Array
              ? Buffer.from(value).toString("hex")
              : value,
        ),
      )
      .sort();
  }
  return out;
}

async function everyFile(storage: FileStorage): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for await (const key of storage.list()) {
    const file = await storage.get(key);
    if (file) out[key] = Buffer.from(await new Response(file.body).arrayBuffer()).toString("hex");
  }
  return out;
}

/** A PGlite database whatever the run: the run's template on PGlite, made from scratch on a PostgreSQL run. */
async function pglite(name: TemplateName): Promise<Database> {
  if (!testDatabaseUrl()) return (await openTestDatabase(name)).database;
  const database = await openDatabase({});
  await prepare(database, name);
  return database;
}

/** The site's referral key: it seals a backup without keys, and a restore checks the seal with it. */
const referralKey = Buffer.alloc(32, 7);
const PASSPHRASE = "uma frase longa o bastante para o backup";

/** Every row a restore brings back: the source's, without the tables no backup carries. */
async function restorableRows(database: Database): Promise<Record<string, string[]>> {
  const rows = await everyRow(database);
  for (const table of TABLES_LEFT_OUT_OF_BACKUPS) rows[table] = [];
  return rows;
}

/** A backup's lines, changed by `change`, gzip'd again into a new file (its seal left as it was). */
function edited(file: string, change: (lines: string[]) => string[]): string {
  const lines = gunzipSync(readFileSync(file)).toString("utf8").trimEnd().split("\n");
  const name = dir(`edited-${Math.random()}.vitrine.gz`);
  writeFileSync(name, gzipSync(`${change(lines).join("\n")}\n`));
  return name;
}

/** The same, sealed again with the site's key: a file as a faulty writer would have made it. */
function resealed(file: string, change: (lines: string[]) => string[]): string {
  return edited(file, (lines) => {
    const body = change(lines.slice(0, -1));
    const mac = lineMac(referralSealKey(referralKey));
    for (const line of body) mac.add(line);
    return [...body, JSON.stringify({ mac: mac.digest().toString("base64url") })];
  });
}

let source: Database;
let sourceStorage: FileStorage;
let target: TestDatabase;
let back: Database;
const backupFile = dir("site.vitrine.gz");

beforeAll(async () => {
  // Always PGlite, as a first install runs: migrated, the demo catalogue seeded, two uploads.
  source = await pglite("seeded");
  // A row with what a backup must carry exactly: an ISO date to the microsecond, jsonb, a numeric price.
  await source.db.execute(
    sql`update plans set price = 99.90, updated_at = '2026-11-25T10:11:12.345678Z' where id = (select min(id) from plans)`,
  );
  sourceStorage = diskStorage(dir("source-uploads"));
  await sourceStorage.put(
    "banners/aaaaaaaaaaaaaaaaaaaaaaaa-640.webp",
    new Uint8Array([1, 2, 3, 250]),
    "image/webp",
  );
  await sourceStorage.put(
    "streaming-icons/bbbbbbbbbbbbbbbbbbbbbbbb-80.webp",
    new Uint8Array(2048).fill(7),
    "image/webp",
  );
  writeFileSync(path.join(work, "auth-secret"), "segredo-de-teste\n");
  // A staff account with a live session and a sign-in wait: what a backup must not carry (issue 55, L-BK).
  await source.db.execute(
    sql`insert into auth_user (id, name, email, role) values ('u-comercial', 'Comercial', 'comercial@example.com', 'comercial')`,
  );
  await source.db.execute(
    sql`insert into auth_session (id, expires_at, token, user_id) values ('s-1', now() + interval '7 days', 'token-de-sessao-vivo', 'u-comercial')`,
  );
  await source.db.execute(
    sql`insert into auth_verification (id, identifier, value, expires_at) values ('v-1', 'two-factor', 'codigo', now() + interval '10 minutes')`,
  );
  await source.db.execute(
    sql`insert into sign_in_failures (account_key, address_key, failures, window_started_at, next_attempt_at) values ('conta', '*', 3, now(), now())`,
  );
  // PostgreSQL when the suite runs on it (npm run test:db), else another PGlite: an empty install.
  target = await openTestDatabase("empty");
}, 120_000);

afterAll(async () => {
  await source?.close();
  await target?.close();
  await back?.close();
  rmSync(work, { recursive: true, force: true });
});

describe("npm run backup, then npm run restore on an empty install", () => {
  it("writes one sealed archive with the manifest first, without sessions, sign-in waits or keys", async () => {
    const summary = await writeBackup({
      database: source,
      storage: sourceStorage,
      dataDir: work,
      out: backupFile,
      referralKey,
      // Tables of more rows than a page are read a page at a time, across pages.
      pageRows: 7,
    });
    expect(summary.files).toBe(2);
    expect(summary.secrets).toBe(0);
    expect(summary.tables.plans).toBeGreaterThan(0);
    for (const table of TABLES_LEFT_OUT_OF_BACKUPS) expect(summary.tables[table]).toBeUndefined();
    const text = gunzipSync(readFileSync(backupFile)).toString("utf8");
    const lines = text.trimEnd().split("\n");
    expect(JSON.parse(lines[0] ?? "")).toMatchObject({
      format: "vitrine-backup",
      formatVersion: 2,
      appVersion: "0.1.0",
      migrations: migrationLevel(),
      database: "pglite",
      storage: "disk",
      sealedWith: { kind: "referral-key", fingerprint: expect.any(String) },
    });
    expect(JSON.parse(lines.at(-1) ?? "")).toEqual({ mac: expect.stringMatching(/^[\w-]{43}$/) });
    // Neither the live session's token nor the key files' contents: the file is not a console.
    expect(text).not.toContain("token-de-sessao-vivo");
    expect(text).not.toContain(Buffer.from("segredo-de-teste\n").toString("base64"));
    expect(text).not.toContain("auth-secret");
  });

  it(`restores every row and file on ${testDatabaseUrl() ? "PostgreSQL" : "PGlite"}, and back on PGlite`, async () => {
    const targetStorage = diskStorage(dir("target-uploads"));
    const targetDir = dir("target-data");
    await restoreBackup({
      database: target.database,
      storage: targetStorage,
      dataDir: targetDir,
      file: backupFile,
      referralKey,
    });
    const expected = await restorableRows(source);
    expect(await everyRow(target.database)).toEqual(expected);
    expect(await everyFile(targetStorage)).toEqual(await everyFile(sourceStorage));
    expect(existsSync(path.join(targetDir, "auth-secret"))).toBe(false);

    // New rows continue after the restored ids.
    const [{ next }] = (
      await target.database.db.execute(
        sql`insert into cities (name, name_key, state) values ('Cidade Nova', 'cidade nova', 'ES') returning id as next`,
      )
    ).rows as [{ next: number }];
    const [{ highest }] = (await source.db.execute(sql`select max(id) as highest from cities`)).rows as [
      { highest: number },
    ];
    expect(Number(next)).toBe(Number(highest) + 1);
    await target.database.db.execute(sql`delete from cities where name = 'Cidade Nova'`);

    // And back: from there to a fresh PGlite.
    const again = dir("again.vitrine.gz");
    await writeBackup({
      database: target.database,
      storage: targetStorage,
      dataDir: targetDir,
      out: again,
      referralKey,
    });
    back = await pglite("empty");
    const backStorage = diskStorage(dir("back-uploads"));
    await restoreBackup({
      database: back,
      storage: backStorage,
      dataDir: dir("back-data"),
      file: again,
      referralKey,
    });
    expect(await everyRow(back)).toEqual(expected);
    expect(await everyFile(backStorage)).toEqual(await everyFile(sourceStorage));
    // Two whole installs restored, on a machine that may be busy: a ceiling, not a wait.
  }, 120_000);

  it("refuses an install that holds anything unless forced, and then replaces it, sessions ended", async () => {
    const storage = diskStorage(dir("back-uploads"));
    expect(await isEmptyInstall(back, storage)).toBe(false);
    const before = await everyRow(back);
    const restore = (force?: boolean) =>
      restoreBackup({
        database: back,
        storage,
        dataDir: dir("back-data"),
        file: backupFile,
        referralKey,
        force,
      });
    await expect(restore()).rejects.toThrow(/not empty.*--force/);
    expect(await everyRow(back)).toEqual(before);
    await back.db.execute(sql`update site_settings set company_name = 'Mudou depois do backup'`);
    await back.db.execute(
      sql`insert into auth_session (id, expires_at, token, user_id) values ('s-2', now() + interval '1 day', 'outra-sessao', 'u-comercial')`,
    );
    await storage.put("banners/cccccccccccccccccccccccc-640.webp", new Uint8Array([9]), "image/webp");
    await restore(true);
    expect(await everyRow(back)).toEqual(await restorableRows(source));
    expect(await everyFile(storage)).toEqual(await everyFile(sourceStorage));
  });

  it("refuses an install with files before migrating its database", async () => {
    const fresh = await pglite("empty");
    try {
      const storage = diskStorage(dir("busy-uploads"));
      await storage.put("banners/dddddddddddddddddddddddd-640.webp", new Uint8Array([4]), "image/webp");
      await expect(
        restoreBackup({ database: fresh, storage, dataDir: dir("busy-data"), file: backupFile, referralKey }),
      ).rejects.toThrow(/not empty/);
      const [row] = (
        await fresh.db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is null as untouched`)
      ).rows as [{ untouched: boolean }];
      expect(row.untouched).toBe(true);
    } finally {
      await fresh.close();
    }
  });

  it("refuses a file changed since it was written, whatever changed, and changes nothing", async () => {
    const fresh = await pglite("empty");
    try {
      const storage = diskStorage(dir("changed-uploads"));
      const restore = (file: string) =>
        restoreBackup({ database: fresh, storage, dataDir: dir("changed-data"), file, referralKey });
      const changed = /was changed since it was written \(its seal does not match its content\)/;
      // The probe's edit: 'comercial' made 'administrador' in place.
      const promoted = edited(backupFile, (lines) =>
        lines.map((line) => line.replace('"role":"comercial"', '"role":"administrador"')),
      );
      expect(readFileSync(promoted).equals(readFileSync(backupFile))).toBe(false);
      await expect(restore(promoted)).rejects.toThrow(changed);
      // A row added to a table and to its counts, or a session slipped in.
      await expect(
        restore(
          edited(backupFile, (lines) => {
            const at = lines.findIndex((line) => line.startsWith('{"table":"cities"'));
            const header = JSON.parse(lines[at]!);
            const end = JSON.parse(lines.at(-2)!);
            end.end.tables.cities += 1;
            return [
              ...lines.slice(0, at),
              JSON.stringify({ ...header, rows: header.rows + 1 }),
              lines[at + 1]!.replace(/"id":\d+/, '"id":999999'),
              ...lines.slice(at + 1, -2),
              JSON.stringify(end),
              lines.at(-1)!,
            ];
          }),
        ),
      ).rejects.toThrow(changed);
      // The seal itself, replaced by one computed without the key.
      await expect(
        restore(
          edited(backupFile, (lines) => [...lines.slice(0, -1), JSON.stringify({ mac: "A".repeat(43) })]),
        ),
      ).rejects.toThrow(changed);
      expect(await isEmptyInstall(fresh, storage)).toBe(true);
    } finally {
      await fresh.close();
    }
  });

  it("refuses a file sealed with another referral key, or checked with none, naming what to set", async () => {
    const fresh = await pglite("empty");
    try {
      const storage = diskStorage(dir("key-uploads"));
      const restore = (key: Buffer | undefined) =>
        restoreBackup({
          database: fresh,
          storage,
          dataDir: dir("key-data"),
          file: backupFile,
          referralKey: key,
        });
      await expect(restore(Buffer.alloc(32, 8))).rejects.toThrow(
        /another referral key.*REFERRAL_ENCRYPTION_KEY/,
      );
      await expect(restore(undefined)).rejects.toThrow(
        /sealed with the referral key.*REFERRAL_ENCRYPTION_KEY/,
      );
      expect(await isEmptyInstall(fresh, storage)).toBe(true);
    } finally {
      await fresh.close();
    }
  });

  it("refuses a file whose end line counts other rows or files, and changes nothing", async () => {
    const fresh = await pglite("empty");
    try {
      const storage = diskStorage(dir("count-uploads"));
      const counted = (change: (end: { tables: Record<string, number>; files: number }) => void) =>
        resealed(backupFile, (lines) => {
          const { end } = JSON.parse(lines.at(-1) ?? "");
          change(end);
          return [...lines.slice(0, -1), JSON.stringify({ end })];
        });
      const restore = (file: string) =>
        restoreBackup({ database: fresh, storage, dataDir: dir("count-data"), file, referralKey });
      await expect(restore(counted((end) => (end.tables.cities! += 1)))).rejects.toThrow(
        /does not add up \(cities: \d+ rows, its end line says \d+\)/,
      );
      await expect(restore(counted((end) => (end.files += 1)))).rejects.toThrow(
        /does not add up \(files: 2, its end line says 3\)/,
      );
      // Sessions a writer should never have put there.
      const withSessions = resealed(backupFile, (lines) => {
        const { end } = JSON.parse(lines.at(-1) ?? "");
        end.tables.auth_session = 0;
        return [
          ...lines.slice(0, -1),
          JSON.stringify({ table: "auth_session", rows: 0 }),
          JSON.stringify({ end }),
        ];
      });
      await expect(restore(withSessions)).rejects.toThrow(/holds auth_session, which no backup carries/);
      expect(await isEmptyInstall(fresh, storage)).toBe(true);
    } finally {
      await fresh.close();
    }
  });

  it("says a file it could not store failed after the database was restored", async () => {
    const fresh = await pglite("empty");
    try {
      const disk = diskStorage(dir("full-uploads"));
      const full: FileStorage = {
        ...disk,
        put: async (key, bytes, type) => {
          if (key.startsWith("streaming-icons/")) throw new Error("ENOSPC: no space left on device");
          await disk.put(key, bytes, type);
        },
      };
      await expect(
        restoreBackup({
          database: fresh,
          storage: full,
          dataDir: dir("full-data"),
          file: backupFile,
          referralKey,
        }),
      ).rejects.toThrow(
        "the database is restored, but storing streaming-icons/bbbbbbbbbbbbbbbbbbbbbbbb-80.webp failed (ENOSPC: no space left on device): fix that, then restore again with --force",
      );
    } finally {
      await fresh.close();
    }
  });

  it("refuses a file cut short, of another migration level or of the earlier format, and changes nothing", async () => {
    const fresh = await pglite("empty");
    try {
      const storage = diskStorage(dir("cut-uploads"));
      const restore = (file: string) =>
        restoreBackup({ database: fresh, storage, dataDir: dir("cut-data"), file, referralKey });
      await expect(
        writeBackup({
          database: fresh,
          storage,
          dataDir: dir("cut-data"),
          out: dir("never.vitrine.gz"),
          referralKey,
        }),
      ).rejects.toThrow(/never migrated/);
      await expect(restore(edited(backupFile, (lines) => lines.slice(0, -3)))).rejects.toThrow(BackupError);
      expect(await isEmptyInstall(fresh, storage)).toBe(true);

      const older = edited(backupFile, (lines) => {
        const manifest = JSON.parse(lines[0] ?? "");
        manifest.migrations.count -= 1;
        manifest.appVersion = "0.0.9";
        return [JSON.stringify(manifest), ...lines.slice(1)];
      });
      await expect(restore(older)).rejects.toThrow(/restore it with version 0\.0\.9, then upgrade/);
      const formatOne = edited(backupFile, (lines) => {
        const manifest = JSON.parse(lines[0] ?? "");
        return [JSON.stringify({ ...manifest, formatVersion: 1, appVersion: "0.0.8" }), ...lines.slice(1)];
      });
      await expect(restore(formatOne)).rejects.toThrow(
        /earlier version.*restore it with the version that wrote it \(0\.0\.8\)/,
      );
      const notOne = dir("not-a-backup.gz");
      writeFileSync(notOne, gzipSync("hello"));
      await expect(restore(notOne)).rejects.toThrow(/not a Vitrine backup/);
    } finally {
      await fresh.close();
    }
  });
});

describe("npm run backup -- --with-keys --passphrase-file", () => {
  const encryptedFile = dir("with-keys.vitrine");

  it("writes the key files, the whole file encrypted with the passphrase", async () => {
    await expect(
      writeBackup({
        database: source,
        storage: sourceStorage,
        dataDir: work,
        out: dir("short.vitrine"),
        referralKey,
        passphrase: "curta",
      }),
    ).rejects.toThrow(/at least 16 characters/);
    const summary = await writeBackup({
      database: source,
      storage: sourceStorage,
      dataDir: work,
      out: encryptedFile,
      referralKey,
      passphrase: PASSPHRASE,
    });
    expect(summary.secrets).toBe(1);
    const bytes = readFileSync(encryptedFile);
    const header = JSON.parse(bytes.subarray(0, bytes.indexOf(10)).toString("utf8"));
    expect(header).toMatchObject({
      format: "vitrine-backup-encrypted",
      cipher: "aes-256-gcm",
      kdf: { name: "scrypt" },
    });
    // Nothing readable without the passphrase: not gzip, no company name, no key.
    expect(bytes[0]).not.toBe(0x1f);
    expect(() => gunzipSync(bytes.subarray(bytes.indexOf(10) + 1))).toThrow();
    expect(bytes.includes(Buffer.from("segredo-de-teste"))).toBe(false);
  });

  it("restores with the passphrase, key files included; refuses without it, with another, or a byte changed", async () => {
    const fresh = await pglite("empty");
    try {
      const storage = diskStorage(dir("keys-uploads"));
      const dataDir = dir("keys-data");
      const restore = (file: string, passphrase?: string) =>
        restoreBackup({ database: fresh, storage, dataDir, file, referralKey: undefined, passphrase });
      await expect(restore(encryptedFile)).rejects.toThrow(/is encrypted.*--passphrase-file/);
      await expect(restore(encryptedFile, "outra frase longa o bastante")).rejects.toThrow(
        /changed since it was written, or the passphrase is not the one/,
      );
      const flipped = dir("flipped.vitrine");
      const bytes = readFileSync(encryptedFile);
      bytes[bytes.length - 40]! ^= 1;
      writeFileSync(flipped, bytes);
      await expect(restore(flipped, PASSPHRASE)).rejects.toThrow(/changed since it was written/);
      expect(await isEmptyInstall(fresh, storage)).toBe(true);

      await restore(encryptedFile, PASSPHRASE);
      expect(await everyRow(fresh)).toEqual(await restorableRows(source));
      expect(await everyFile(storage)).toEqual(await everyFile(sourceStorage));
      expect(readFileSync(path.join(dataDir, "auth-secret"), "utf8")).toBe("segredo-de-teste\n");
    } finally {
      await fresh.close();
    }
    // Four passes of scrypt (a second of CPU each on a busy machine) and a whole restore.
  }, 120_000);
});
