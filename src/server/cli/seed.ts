import { openDatabase } from "../db/client";
import { seedDemoData } from "../db/seed";
import { readConfigOrExit } from "../serve";
import { runCli } from "./run-cli";

await runCli(async () => {
  const config = readConfigOrExit();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    // Announced by the seed itself: every running server drops its cached catalogue.
    await seedDemoData(database);
    console.log(`Demo data seeded (${database.kind}).`);
  } finally {
    await database.close();
  }
});
