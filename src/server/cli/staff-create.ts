import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { parseStaffRole, STAFF_ROLES } from "../../domain";
import { createAuth } from "../auth";
import { resolveAuthSecret } from "../bootstrap";
import { changesOf } from "../changes";
import { openDatabase } from "../db/client";
import { authUser } from "../db/schema";
import { readConfigOrExit } from "../serve";
import { MIN_STAFF_PASSWORD_LENGTH, upsertStaffUser } from "../services/staff";
import { removeTwoFactor } from "../services/staff-accounts";
import { runCli } from "./run-cli";

const usage = `Usage: npm run staff:create -- --email someone@example.com --password 'at least ${MIN_STAFF_PASSWORD_LENGTH} characters' [--role ${STAFF_ROLES.join("|")}] [--reset-2fa]
A new user is an administrador unless --role says otherwise; for an existing one, --role changes its role.
--reset-2fa turns off the two-factor sign-in of an existing user (a lost authenticator) and ends its
sessions; --password may then be left out, to keep the password.`;
const { values } = parseArgs({
  options: {
    email: { type: "string" },
    password: { type: "string" },
    role: { type: "string" },
    "reset-2fa": { type: "boolean" },
  },
});
const role = values.role === undefined ? undefined : parseStaffRole(values.role);
const resetTwoFactor = values["reset-2fa"] === true;
if (
  !values.email ||
  (!values.password && !resetTwoFactor) ||
  !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email) ||
  (values.role !== undefined && !role)
) {
  console.error(usage);
  process.exit(1);
}
if (values.password !== undefined && values.password.length < MIN_STAFF_PASSWORD_LENGTH) {
  console.error(`The password must have at least ${MIN_STAFF_PASSWORD_LENGTH} characters.`);
  process.exit(1);
}

const { password } = values;
const email = values.email.trim().toLowerCase();
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
    if (password !== undefined) {
      const result = await upsertStaffUser(auth, database.db, email, password, role);
      console.log(
        result.created
          ? `Staff user ${result.email} created (${result.role}).`
          : `Password of ${result.email} updated (${result.role}); its sessions were ended and its sign-in waits cleared.`,
      );
    } else if (role) {
      await database.db.update(authUser).set({ role }).where(eq(authUser.email, email));
    }
    if (resetTwoFactor) {
      const [user] = await database.db
        .select({ id: authUser.id, role: authUser.role })
        .from(authUser)
        .where(eq(authUser.email, email));
      if (!user) throw new Error(`No staff user ${email}: --reset-2fa needs an existing account.`);
      const wasOn = await database.db.transaction((tx) => removeTwoFactor(tx, user.id));
      console.log(
        wasOn
          ? `Two-factor sign-in of ${email} turned off; its sessions were ended. Its password alone signs in now${user.role === "administrador" ? ", and the console asks it to enrol again before anything else" : ""}.`
          : `${email} had no two-factor sign-in; its sessions were ended.`,
      );
    }
    // Announced like every write; visitors never see staff accounts, so no public cache drops.
    await changesOf(database).announce({ entities: ["staff"] });
  } finally {
    await database.close();
  }
});
