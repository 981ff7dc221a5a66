import { parseArgs } from "node:util";
import { writeBackup } from "../backup/archive";
import { openDatabase } from "../db/client";
import { readConfigOrExit } from "../serve";
import { createStorage } from "../storage/create-storage";
import { runCli } from "./run-cli";

// npm run backup -- --out FILE: the database, the uploads and the data directory's key files in one file
// (docs/operations.md). On PGlite, stop the server first: its data directory is one process's.
await runCli(async () => {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  if (!values.out) throw new Error("Usage: npm run backup -- --out FILE");
  const config = readConfigOrExit();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const summary = await writeBackup({
      database,
      storage: await createStorage(config),
      dataDir: config.dataDir,
      out: values.out,
    });
    const rows = Object.values(summary.tables).reduce((sum, count) => sum + count, 0);
    console.log(
      `Backup written to ${values.out}: ${rows} rows in ${Object.keys(summary.tables).length} tables, ${summary.files} files, ${summary.secrets} key files (${database.kind}).`,
    );
  } finally {
    await database.close();
  }
});
