import { parseArgs } from "node:util";
import { restoreBackup } from "../backup/archive";
import { openDatabase } from "../db/client";
import { readConfigOrExit } from "../serve";
import { createStorage } from "../storage/create-storage";
import { runCli } from "./run-cli";

// npm run restore -- --in FILE [--force]: puts a backup back on an empty install, or with --force
// replaces what the install holds (docs/operations.md). Stop every server first.
await runCli(async () => {
  const { values } = parseArgs({ options: { in: { type: "string" }, force: { type: "boolean" } } });
  if (!values.in) throw new Error("Usage: npm run restore -- --in FILE [--force]");
  const config = readConfigOrExit();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const { manifest, end } = await restoreBackup({
      database,
      storage: await createStorage(config),
      dataDir: config.dataDir,
      file: values.in,
      force: values.force,
    });
    const rows = Object.values(end.tables).reduce((sum, count) => sum + count, 0);
    console.log(
      `Restored the backup of ${manifest.createdAt} (version ${manifest.appVersion}, ${manifest.database}): ${rows} rows, ${end.files} files, ${end.secrets} key files (${database.kind}).`,
    );
  } finally {
    await database.close();
  }
});
