import { openDatabase } from "../db/client";
import { seedDemoData } from "../db/seed";
import { readConfigOrExit } from "../serve";

const config = readConfigOrExit();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
await seedDemoData(database.db);
await database.close();
console.log(`Demo data seeded (${database.kind}).`);
