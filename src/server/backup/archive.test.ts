// Backup and restore (issue 38): a backup taken on PGlite restores on PostgreSQL (when the suite runs on
// it; on another PGlite otherwise) with every row of every table and every stored file, and back again;
// a non-empty install is refused unless forced; a backup cut short or of another migration level is refused.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseUrl } from "../config";
import { type Database, openDatabase } from "../db/client";
import { diskStorage, type FileStorage } from "../storage/storage";
import {
  openTestDatabase,
  prepare,
  type TemplateName,
  type TestDatabase,
} from "../testing/database-template";
import { BackupError, isEmptyInstall, migrationLevel, restoreBackup, writeBackup } from "./archive";

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
  it("writes one archive with the manifest first", async () => {
    const summary = await writeBackup({
      database: source,
      storage: sourceStorage,
      dataDir: work,
      out: backupFile,
      // Tables of more rows than a page are read a page at a time, across pages.
      pageRows: 7,
    });
    expect(summary.files).toBe(2);
    expect(summary.secrets).toBe(1);
    expect(summary.tables.plans).toBeGreaterThan(0);
    const first = JSON.parse(gunzipSync(readFileSync(backupFile)).toString("utf8").split("\n")[0] ?? "");
    expect(first).toMatchObject({
      format: "vitrine-backup",
      appVersion: "0.1.0",
      migrations: migrationLevel(),
      database: "pglite",
      storage: "disk",
    });
  });

  it(`restores every row and file on ${testDatabaseUrl() ? "PostgreSQL" : "PGlite"}, and back on PGlite`, async () => {
    const targetStorage = diskStorage(dir("target-uploads"));
    const targetDir = dir("target-data");
    await restoreBackup({
      database: target.database,
      storage: targetStorage,
      dataDir: targetDir,
      file: backupFile,
    });
    const expected = await everyRow(source);
    expect(await everyRow(target.database)).toEqual(expected);
    expect(await everyFile(targetStorage)).toEqual(await everyFile(sourceStorage));
    expect(readFileSync(path.join(targetDir, "auth-secret"), "utf8")).toBe("segredo-de-teste\n");

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
    await writeBackup({ database: target.database, storage: targetStorage, dataDir: targetDir, out: again });
    back = await pglite("empty");
    const backStorage = diskStorage(dir("back-uploads"));
    await restoreBackup({ database: back, storage: backStorage, dataDir: dir("back-data"), file: again });
    expect(await everyRow(back)).toEqual(expected);
    expect(await everyFile(backStorage)).toEqual(await everyFile(sourceStorage));
  });

  it("refuses an install that holds anything unless forced, and then replaces it", async () => {
    const storage = diskStorage(dir("back-uploads"));
    expect(await isEmptyInstall(back, storage)).toBe(false);
    const before = await everyRow(back);
    await expect(
      restoreBackup({ database: back, storage, dataDir: dir("back-data"), file: backupFile }),
    ).rejects.toThrow(/not empty.*--force/);
    expect(await everyRow(back)).toEqual(before);
    await back.db.execute(sql`update site_settings set company_name = 'Mudou depois do backup'`);
    await storage.put("banners/cccccccccccccccccccccccc-640.webp", new Uint8Array([9]), "image/webp");
    await restoreBackup({
      database: back,
      storage,
      dataDir: dir("back-data"),
      file: backupFile,
      force: true,
    });
    expect(await everyRow(back)).toEqual(await everyRow(source));
    expect(await everyFile(storage)).toEqual(await everyFile(sourceStorage));
  });

  it("refuses an install with files before migrating its database", async () => {
    const fresh = await pglite("empty");
    try {
      const storage = diskStorage(dir("busy-uploads"));
      await storage.put("banners/dddddddddddddddddddddddd-640.webp", new Uint8Array([4]), "image/webp");
      await expect(
        restoreBackup({ database: fresh, storage, dataDir: dir("busy-data"), file: backupFile }),
      ).rejects.toThrow(/not empty/);
      const [row] = (
        await fresh.db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is null as untouched`)
      ).rows as [{ untouched: boolean }];
      expect(row.untouched).toBe(true);
    } finally {
      await fresh.close();
    }
  });

  it("refuses a file whose end line counts other rows or files, and changes nothing", async () => {
    const fresh = await pglite("empty");
    try {
      const storage = diskStorage(dir("count-uploads"));
      const lines = gunzipSync(readFileSync(backupFile)).toString("utf8").trimEnd().split("\n");
      const { end } = JSON.parse(lines.at(-1) ?? "");
      const counted = (change: (copy: typeof end) => void) => {
        const copy = structuredClone(end);
        change(copy);
        const name = dir(`counted-${Math.random()}.vitrine.gz`);
        writeFileSync(name, gzipSync([...lines.slice(0, -1), JSON.stringify({ end: copy })].join("\n")));
        return name;
      };
      const oneMoreCity = counted((copy) => {
        copy.tables.cities += 1;
      });
      await expect(
        restoreBackup({ database: fresh, storage, dataDir: dir("count-data"), file: oneMoreCity }),
      ).rejects.toThrow(/does not add up \(cities: \d+ rows, its end line says \d+\)/);
      const oneMoreFile = counted((copy) => {
        copy.files += 1;
      });
      await expect(
        restoreBackup({ database: fresh, storage, dataDir: dir("count-data"), file: oneMoreFile }),
      ).rejects.toThrow(/does not add up \(files: 2, its end line says 3\)/);
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
        restoreBackup({ database: fresh, storage: full, dataDir: dir("full-data"), file: backupFile }),
      ).rejects.toThrow(
        "the database is restored, but storing streaming-icons/bbbbbbbbbbbbbbbbbbbbbbbb-80.webp failed (ENOSPC: no space left on device): fix that, then restore again with --force",
      );
    } finally {
      await fresh.close();
    }
  });

  it("refuses a file cut short, or taken at another migration level, and changes nothing", async () => {
    const fresh = await pglite("empty");
    try {
      const storage = diskStorage(dir("cut-uploads"));
      await expect(
        writeBackup({ database: fresh, storage, dataDir: dir("cut-data"), out: dir("never.vitrine.gz") }),
      ).rejects.toThrow(/never migrated/);
      const lines = gunzipSync(readFileSync(backupFile)).toString("utf8").split("\n");
      const cut = dir("cut.vitrine.gz");
      writeFileSync(cut, gzipSync(lines.slice(0, -3).join("\n")));
      await expect(
        restoreBackup({ database: fresh, storage, dataDir: dir("cut-data"), file: cut }),
      ).rejects.toThrow(BackupError);
      expect(await isEmptyInstall(fresh, storage)).toBe(true);

      const manifest = JSON.parse(lines[0] ?? "");
      manifest.migrations.count -= 1;
      manifest.appVersion = "0.0.9";
      const older = dir("older.vitrine.gz");
      writeFileSync(older, gzipSync([JSON.stringify(manifest), ...lines.slice(1)].join("\n")));
      await expect(
        restoreBackup({ database: fresh, storage, dataDir: dir("cut-data"), file: older }),
      ).rejects.toThrow(/restore it with version 0\.0\.9, then upgrade/);
      const notOne = dir("not-a-backup.gz");
      writeFileSync(notOne, gzipSync("hello"));
      await expect(
        restoreBackup({ database: fresh, storage, dataDir: dir("cut-data"), file: notOne }),
      ).rejects.toThrow(/not a Vitrine backup/);
    } finally {
      await fresh.close();
    }
  });
});
