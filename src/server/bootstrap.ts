import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type Auth, createAuth } from "./auth";
import { type Config, ConfigError } from "./config";
import { restrictDataDir } from "./data-dir";
import { type Database, migrationsFolder, openDatabase } from "./db/client";
import { ensureSettingsRows, ensureStartingContent, isCatalogueEmpty, seedDemoData } from "./db/seed";
import { createFieldCipher, type FieldCipher, resolveFieldKey } from "./field-cipher";
import type { Logger } from "./logger";
import {
  checkKeyFingerprint,
  KEY_MISMATCH_MESSAGES,
  readsStoredReferrals,
  replaceKeyFingerprint,
} from "./services/key-fingerprints";
import { reconcileOfferVersions } from "./services/offer-versions";
import { ensureStaffUser } from "./services/staff";

export type Runtime = { database: Database; auth: Auth; fieldCipher: FieldCipher };

/** AUTH_SECRET, or one generated on first start and kept in DATA_DIR so sessions survive restarts. */
export function resolveAuthSecret(config: Pick<Config, "authSecret" | "dataDir">): string {
  if (config.authSecret) return config.authSecret;
  const file = path.join(config.dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * Refuses to start with a referral key or auth secret other than the one the first server on this
 * database recorded (probe L7: a second server with keys of its own failed silently). On PGlite no
 * other process can open the database, so a changed auth secret is a change on purpose: it is
 * recorded, and every staff session from before ends.
 */
async function checkSharedSecrets(
  database: Database,
  secrets: { authSecret: string; referralKey: Buffer; fieldCipher: FieldCipher },
  logger: Logger,
): Promise<void> {
  const { db } = database;
  // Refused before the auth secret is looked at, so a refused server records nothing of its own.
  if (
    !(await readsStoredReferrals(db, secrets.fieldCipher)) ||
    (await checkKeyFingerprint(db, "referral-key", secrets.referralKey)) === "differs"
  ) {
    throw new ConfigError(KEY_MISMATCH_MESSAGES["referral-key"]);
  }
  if ((await checkKeyFingerprint(db, "auth-secret", secrets.authSecret)) === "differs") {
    if (database.kind !== "pglite") throw new ConfigError(KEY_MISMATCH_MESSAGES["auth-secret"]);
    await replaceKeyFingerprint(db, "auth-secret", secrets.authSecret);
    logger.warn("AUTH_SECRET changed since the last start: staff sessions from before are no longer valid");
  }
}

/**
 * With MIGRATE_ON_START=false the tables' owner runs the migrations: a server on a database that lacks
 * one of its own would fail on the first query that needs it, so it refuses to start instead.
 */
async function requireMigrated(database: Database): Promise<void> {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8"),
  ) as {
    entries: unknown[];
  };
  const applied = await database.db
    .execute<{ total: number }>(sql`select count(*)::int as total from drizzle.__drizzle_migrations`)
    .then((result) => result.rows[0]?.total ?? 0)
    .catch(() => 0);
  if (applied < journal.entries.length)
    throw new ConfigError(
      `MIGRATE_ON_START=false, but the database lacks ${journal.entries.length - applied} of this version's migrations: run npm run db:migrate with the tables' owner's DATABASE_URL first`,
    );
}

/**
 * Opens and migrates the database, seeds an empty one, and makes sure staff can sign in. With
 * `prepare: false` (a cluster worker, whose primary did all that once) it only opens the database.
 */
export async function bootstrap(
  config: Config,
  logger: Logger,
  { prepare = true }: { prepare?: boolean } = {},
): Promise<Runtime> {
  // Data directories of earlier versions hold world-readable files: fix them before anything opens.
  const fixed = restrictDataDir(config.dataDir);
  if (fixed > 0) {
    logger.warn(
      { dataDir: config.dataDir, entries: fixed },
      "restricted file modes in the data directory to the server's user (700/600)",
    );
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const authSecret = resolveAuthSecret(config);
    const referralKey = resolveFieldKey(config);
    const fieldCipher = createFieldCipher(referralKey);
    if (prepare) {
      if (config.migrateOnStart) {
        await database.migrate();
        logger.info({ database: database.kind }, "database migrated");
      } else {
        await requireMigrated(database);
        logger.info({ database: database.kind }, "database migrations checked (applied by the owner)");
      }
      await checkSharedSecrets(database, { authSecret, referralKey, fieldCipher }, logger);

      if (config.seedDemo && (await isCatalogueEmpty(database.db))) {
        await seedDemoData(database);
        logger.info("demo data seeded");
      } else {
        await ensureSettingsRows(database.db);
        if (await ensureStartingContent(database.db))
          logger.info("starting pages and blog articles written, or stored HTML drawn again");
      }
      // Plans written outside the console (an upgrade's migration, SQL by hand) get their offer versions.
      const versioned = await database.db.transaction((tx) => reconcileOfferVersions(tx));
      if (versioned > 0) logger.info({ plans: versioned }, "offer versions brought in line with the plans");
    }

    const auth = createAuth({
      db: database.db,
      secret: authSecret,
      publicUrl: config.publicUrl,
      logger,
    });
    const staff = prepare ? await ensureStaffUser(auth, database.db, config.admin) : undefined;
    if (staff?.generatedPassword) {
      // Printed once, on purpose: the only way to reach the console on a brand-new install.
      process.stdout.write(
        `\n  Staff user created: ${staff.email}\n  Password: ${staff.generatedPassword}\n  Change it with: npm run staff:create -- --email ${staff.email} --password <new>\n\n`,
      );
    } else if (staff) {
      logger.info({ email: staff.email }, "staff user from ADMIN_EMAIL is ready");
    }
    restrictDataDir(config.dataDir);
    return { database, auth, fieldCipher };
  } catch (error) {
    await database.close();
    throw error;
  }
}
