import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { bootstrap } from "./bootstrap";
import { loadConfig } from "./config";
import { memoryLogger } from "./testing/test-server";

const root = mkdtempSync(path.join(tmpdir(), "vitrine-modes-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Every entry under dir whose group or others' bits are set, as "mode path". */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (target: string) => {
    const stats = statSync(target);
    if (stats.mode & 0o077) found.push(`${(stats.mode & 0o777).toString(8)} ${path.relative(root, target)}`);
    if (stats.isDirectory()) for (const entry of readdirSync(target)) visit(path.join(target, entry));
  };
  visit(dir);
  return found;
}

describe("the data directory", () => {
  it("after start holds nothing other users can read or write, also when an earlier version left it open", async () => {
    const dataDir = path.join(root, "data");
    // What an earlier version left: an open directory, a world-readable secret and upload.
    mkdirSync(path.join(dataDir, "uploads"), { recursive: true, mode: 0o777 });
    chmodSync(dataDir, 0o755);
    chmodSync(path.join(dataDir, "uploads"), 0o777);
    writeFileSync(path.join(dataDir, "auth-secret"), `${"s".repeat(40)}\n`);
    chmodSync(path.join(dataDir, "auth-secret"), 0o644);
    writeFileSync(path.join(dataDir, "uploads", "banner.png"), "png");
    chmodSync(path.join(dataDir, "uploads", "banner.png"), 0o666);

    const log = memoryLogger();
    const config = loadConfig({
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      ADMIN_EMAIL: "equipe@example.com",
      ADMIN_PASSWORD: "senha-bem-longa-123",
    });
    const runtime = await bootstrap(config, log.logger);
    try {
      expect(readdirSync(path.join(dataDir, "pglite")).length).toBeGreaterThan(5);
      expect(openToOthers(dataDir)).toEqual([]);
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(statSync(path.join(dataDir, "auth-secret")).mode & 0o777).toBe(0o600);
      expect(log.lines()).toMatch(/restricted file modes in the data directory/);
    } finally {
      await runtime.database.close();
    }
    expect(openToOthers(dataDir)).toEqual([]);
  }, 120_000);
});
