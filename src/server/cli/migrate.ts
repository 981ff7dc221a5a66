import { openDatabase } from "../db/client";
import { readConfigOrExit } from "../serve";
import { runCli } from "./run-cli";

await runCli(async () => {
  const config = readConfigOrExit();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    console.log(`Migrations applied (${database.kind}).`);
  } finally {
    await database.close();
  }
});
