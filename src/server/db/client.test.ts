import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { openDatabase } from "./client";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it("refuses to open an embedded database another live process holds, and frees it on close", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-lock-"));
  dirs.push(dataDir);
  writeFileSync(path.join(dataDir, "pglite.lock"), String(process.ppid));
  await expect(openDatabase({ dataDir })).rejects.toThrow(`is open in process ${process.ppid}`);

  // A lock left by a process that is gone does not block.
  writeFileSync(path.join(dataDir, "pglite.lock"), "999999999");
  const database = await openDatabase({ dataDir });
  expect(await database.ping()).toBe(true);
  await database.close();
  await expect(openDatabase({ dataDir }).then((db) => db.close())).resolves.toBeUndefined();
  // A new cluster on disk (initdb in a child process) and two starts: slow on a loaded machine.
}, 120_000);
