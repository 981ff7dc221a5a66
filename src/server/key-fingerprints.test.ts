import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bootstrap } from "./bootstrap";
import { loadConfig, testDatabaseUrl } from "./config";
import { openDatabase } from "./db/client";
import { keyFingerprints } from "./db/schema";
import { createFieldCipher } from "./field-cipher";
import { insertReferral } from "./testing/referral-fixtures";
import { memoryLogger } from "./testing/test-server";
import { createThrowawayDatabase, type ThrowawayDatabase } from "./testing/throwaway-database";

// Servers sharing one database must share the referral key (it decrypts the CPFs and keys the
// per-address limit) and the auth secret (it signs the session cookies). Probe L7: a second server with
// keys of its own started, then failed every delivery and answered 500 to a CPF view. It now refuses to
// start and says what to set. On PGlite (one process per data directory) the "second server" is a
// restart with another key.

const onPostgres = Boolean(testDatabaseUrl());
const root = mkdtempSync(path.join(tmpdir(), "vitrine-keys-"));
let throwaway: ThrowawayDatabase | undefined;
beforeAll(async () => {
  const serverUrl = testDatabaseUrl();
  if (serverUrl) throwaway = await createThrowawayDatabase(serverUrl, "vitrine_keys");
});
afterAll(async () => {
  await throwaway?.drop();
  rmSync(root, { recursive: true, force: true });
});

/** One server's start: its own data directory on PostgreSQL, the one data directory on PGlite. */
async function start(name: string, env: Record<string, string> = {}) {
  const dataDir = path.join(root, throwaway ? name : "only");
  const log = memoryLogger();
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    ...(throwaway ? { DATABASE_URL: throwaway.url } : {}),
    ...env,
  });
  const runtime = await bootstrap(config, log.logger);
  await runtime.database.close();
  return { dataDir, log: log.lines() };
}

const newKey = () => randomBytes(32).toString("hex");

describe("servers sharing one database", () => {
  it("a start with another referral key is refused with what to set; the first server's key starts", async () => {
    // The first start generates both secrets into its data directory and records their fingerprints.
    const first = await start("first");
    const firstEnv = {
      REFERRAL_ENCRYPTION_KEY: readFileSync(path.join(first.dataDir, "referral-key"), "utf8").trim(),
      AUTH_SECRET: readFileSync(path.join(first.dataDir, "auth-secret"), "utf8").trim(),
    };

    const other = throwaway
      ? start("second") // its own data directory: keys of its own, as in the probe
      : start("second", { REFERRAL_ENCRYPTION_KEY: newKey() });
    await expect(other).rejects.toThrow(
      /REFERRAL_ENCRYPTION_KEY[\s\S]*first server[\s\S]*DATA_DIR\/referral-key/,
    );

    await start("second", firstEnv);
  }, 120_000);

  it("keeps fingerprints of the secrets, never the secrets", async () => {
    const firstDir = path.join(root, throwaway ? "first" : "only");
    const secrets = ["referral-key", "auth-secret"].map((file) =>
      readFileSync(path.join(firstDir, file), "utf8").trim(),
    );
    const database = await openDatabase(throwaway ? { databaseUrl: throwaway.url } : { dataDir: firstDir });
    const rows = await database.db.select().from(keyFingerprints);
    await database.close();
    expect(rows.map((row) => row.name).sort()).toEqual(["auth-secret", "referral-key"]);
    for (const row of rows) {
      expect(row.fingerprint).toMatch(/^[A-Za-z0-9_-]{43}$/);
      for (const secret of secrets) expect(row.fingerprint).not.toContain(secret.slice(0, 16));
    }
  });

  it(onPostgres
    ? "a start with another auth secret is refused with what to set (its sessions would be 401 on the first)"
    : "a changed auth secret on PGlite starts (no second server can share it) and says sessions ended", async () => {
    const firstDir = path.join(root, throwaway ? "first" : "only");
    const referralKey = readFileSync(path.join(firstDir, "referral-key"), "utf8").trim();
    const changed = start("third", { REFERRAL_ENCRYPTION_KEY: referralKey, AUTH_SECRET: newKey() });
    if (onPostgres) {
      await expect(changed).rejects.toThrow(/AUTH_SECRET[\s\S]*first server[\s\S]*DATA_DIR\/auth-secret/);
    } else {
      expect((await changed).log).toContain("AUTH_SECRET changed");
    }
  }, 60_000);

  it("after an upgrade (referrals, no fingerprint yet) the first start must read the stored CPFs", async () => {
    const firstDir = path.join(root, throwaway ? "first" : "only");
    const key = readFileSync(path.join(firstDir, "referral-key"), "utf8").trim();
    const database = await openDatabase(throwaway ? { databaseUrl: throwaway.url } : { dataDir: firstDir });
    await insertReferral(database, createFieldCipher(Buffer.from(key, "hex")));
    await database.db.delete(keyFingerprints);
    await database.close();

    await expect(start("upgraded", { REFERRAL_ENCRYPTION_KEY: newKey() })).rejects.toThrow(
      /REFERRAL_ENCRYPTION_KEY/,
    );
    await start("upgraded", { REFERRAL_ENCRYPTION_KEY: key });
  }, 60_000);
});
