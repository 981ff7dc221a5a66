import { parseArgs } from "node:util";
import { parseStaffRole, STAFF_ROLES } from "../../domain";
import { createAuth } from "../auth";
import { resolveAuthSecret } from "../bootstrap";
import { changesOf } from "../changes";
import { openDatabase } from "../db/client";
import { readConfigOrExit } from "../serve";
import { MIN_STAFF_PASSWORD_LENGTH, upsertStaffUser } from "../services/staff";
import { runCli } from "./run-cli";

const usage = `Usage: npm run staff:create -- --email someone@example.com --password 'at least ${MIN_STAFF_PASSWORD_LENGTH} characters' [--role ${STAFF_ROLES.join("|")}]
A new user is an administrador unless --role says otherwise; for an existing one, --role changes its role.`;
const { values } = parseArgs({
  options: { email: { type: "string" }, password: { type: "string" }, role: { type: "string" } },
});
const role = values.role === undefined ? undefined : parseStaffRole(values.role);
if (
  !values.email ||
  !values.password ||
  !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email) ||
  (values.role !== undefined && !role)
) {
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
    const result = await upsertStaffUser(auth, database.db, email, password, role);
    // Announced like every write; visitors never see staff accounts, so no public cache drops.
    await changesOf(database).announce({ entities: ["staff"] });
    console.log(
      result.created
        ? `Staff user ${result.email} created (${result.role}).`
        : `Password of ${result.email} updated (${result.role}); its sessions were ended and its sign-in waits cleared.`,
    );
  } finally {
    await database.close();
  }
});
