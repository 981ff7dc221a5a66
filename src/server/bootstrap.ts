import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Auth, createAuth } from "./auth";
import type { Config } from "./config";
import { restrictDataDir } from "./data-dir";
import { type Database, openDatabase } from "./db/client";
import { ensureSettingsRows, isCatalogueEmpty, seedDemoData } from "./db/seed";
import type { Logger } from "./logger";
import { createReferralCipher, type ReferralCipher, resolveReferralKey } from "./referrals/cipher";
import { ensureStaffUser } from "./services/staff";

export type Runtime = { database: Database; auth: Auth; referralCipher: ReferralCipher };

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

/** Opens and migrates the database, seeds an empty one, and makes sure staff can sign in. */
export async function bootstrap(config: Config, logger: Logger): Promise<Runtime> {
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
    await database.migrate();
    logger.info({ database: database.kind }, "database migrated");

    if (config.seedDemo && (await isCatalogueEmpty(database.db))) {
      await seedDemoData(database);
      logger.info("demo data seeded");
    } else {
      await ensureSettingsRows(database.db);
    }

    const auth = createAuth({
      db: database.db,
      secret: resolveAuthSecret(config),
      publicUrl: config.publicUrl,
      logger,
    });
    const staff = await ensureStaffUser(auth, database.db, config.admin);
    if (staff?.generatedPassword) {
      // Printed once, on purpose: the only way to reach the console on a brand-new install.
      process.stdout.write(
        `\n  Staff user created: ${staff.email}\n  Password: ${staff.generatedPassword}\n  Change it with: npm run staff:create -- --email ${staff.email} --password <new>\n\n`,
      );
    } else if (staff) {
      logger.info({ email: staff.email }, "staff user from ADMIN_EMAIL is ready");
    }
    const referralCipher = createReferralCipher(resolveReferralKey(config));
    restrictDataDir(config.dataDir);
    return { database, auth, referralCipher };
  } catch (error) {
    await database.close();
    throw error;
  }
}
