import { parseArgs } from "node:util";
import { restoreBackup } from "../backup/archive";
import { openDatabase } from "../db/client";
import { readFieldKey } from "../field-cipher";
import { readConfigOrExit } from "../serve";
import { createStorage } from "../storage/create-storage";
import { readPassphrase } from "./backup-passphrase";
import { runCli } from "./run-cli";

// npm run restore -- --in FILE [--force] [--passphrase-file FILE]: puts a backup back on an empty install,
// or with --force replaces what the install holds (docs/operations.md). Stop every server first. A backup
// without keys is checked with the install's referral key (REFERRAL_ENCRYPTION_KEY or DATA_DIR/
// referral-key, the one of the site that wrote it); an encrypted one with its passphrase.
await runCli(async () => {
  const { values } = parseArgs({
    options: { in: { type: "string" }, force: { type: "boolean" }, "passphrase-file": { type: "string" } },
  });
  if (!values.in) throw new Error("Usage: npm run restore -- --in FILE [--force] [--passphrase-file FILE]");
  const config = readConfigOrExit();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const { manifest, end } = await restoreBackup({
      database,
      storage: await createStorage(config),
      dataDir: config.dataDir,
      file: values.in,
      force: values.force,
      referralKey: readFieldKey(config),
      passphrase: readPassphrase(values["passphrase-file"]),
    });
    const rows = Object.values(end.tables).reduce((sum, count) => sum + count, 0);
    console.log(
      `Restored the backup of ${manifest.createdAt} (version ${manifest.appVersion}, ${manifest.database}): ${rows} rows, ${end.files} files, ${end.secrets} key files (${database.kind}). Staff sign in again: no backup keeps sessions.`,
    );
  } finally {
    await database.close();
  }
});
