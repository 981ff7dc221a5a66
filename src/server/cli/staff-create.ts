import { parseArgs } from "node:util";
import { createAuth } from "../auth";
import { resolveAuthSecret } from "../bootstrap";
import { changesOf } from "../changes";
import { openDatabase } from "../db/client";
import { readConfigOrExit } from "../serve";
import { MIN_STAFF_PASSWORD_LENGTH, upsertStaffUser } from "../services/staff";
import { runCli } from "./run-cli";

const usage = `Usage: npm run staff:create -- --email someone@example.com --password 'at least ${MIN_STAFF_PASSWORD_LENGTH} characters'`;
const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" } } });
if (!values.email || !values.password || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) {
  console.error(usage);
  process.exit(1);
}
if (values.password.length < MIN_STAFF_PASSWORD_LENGTH) {
  console.error(`The password must have at least ${MIN_STAFF_PASSWORD_LENGTH} characters.`);
  process.exit(1);
}

const { email, password } = values;
await runCli(async () => {
  const config = readConfigOrExit();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const auth = createAuth({
      db: database.db,
      secret: resolveAuthSecret(config),
      publicUrl: config.publicUrl,
    });
    const result = await upsertStaffUser(auth, database.db, email, password);
    // Announced like every write; visitors never see staff accounts, so no public cache drops.
    await changesOf(database).announce({ entities: ["staff"] });
    console.log(
      result.created
        ? `Staff user ${result.email} created.`
        : `Password of ${result.email} updated; its sessions were ended and its sign-in waits cleared.`,
    );
  } finally {
    await database.close();
  }
});
