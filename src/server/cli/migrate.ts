import { openDatabase } from "../db/client";
import { readConfigOrExit } from "../serve";

const config = readConfigOrExit();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.kind}).`);
