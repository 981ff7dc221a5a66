import { parseArgs } from "node:util";
import { openDatabase } from "../db/client";
import { readConfigOrExit } from "../serve";
import { clearSignInFailures } from "../services/sign-in-failures";
import { runCli } from "./run-cli";

// Ends every sign-in wait of one account (from every address) without touching its password, for a
// staff member kept waiting by someone else's failed guesses.
const usage = "Usage: npm run staff:unlock -- --email someone@example.com";
const { values } = parseArgs({ options: { email: { type: "string" } } });
const email = values.email?.trim().toLowerCase();
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error(usage);
  process.exit(1);
}

await runCli(async () => {
  const config = readConfigOrExit();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const cleared = await clearSignInFailures(database.db, email);
    console.log(cleared > 0 ? `Sign-in waits of ${email} cleared.` : `${email} had no sign-in waits.`);
  } finally {
    await database.close();
  }
});
