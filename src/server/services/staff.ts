import { randomBytes } from "node:crypto";
import { count, eq } from "drizzle-orm";
import type { StaffRole } from "../../domain";
import type { Auth } from "../auth";
import type { Db } from "../db/client";
import { authUser } from "../db/schema";
import { clearSignInFailures } from "./sign-in-failures";

export type StaffResult = { email: string; created: boolean; role: StaffRole };

/** The shortest staff password accepted when one is set (CLI, ADMIN_PASSWORD). */
export const MIN_STAFF_PASSWORD_LENGTH = 12;

/**
 * Creates a staff user (an administrador unless `role` says otherwise), or resets the password of the one
 * with that e-mail and, when `role` is given, sets its role. No public sign-up exists.
 * A reset to another password ends every session of that user (a stolen cookie dies with the old
 * password); any call ends every sign-in wait of that account (the rightful user signs in at once).
 */
export async function upsertStaffUser(
  auth: Auth,
  db: Db,
  email: string,
  password: string,
  role?: StaffRole,
): Promise<StaffResult> {
  if (password.length < MIN_STAFF_PASSWORD_LENGTH) {
    throw new Error(`The password must have at least ${MIN_STAFF_PASSWORD_LENGTH} characters`);
  }
  const ctx = await auth.$context;
  const normalisedEmail = email.trim().toLowerCase();
  const hash = await ctx.password.hash(password);
  const existing = await ctx.internalAdapter.findUserByEmail(normalisedEmail, { includeAccounts: true });
  if (existing) {
    const credential = existing.accounts.find((account) => account.providerId === "credential");
    // ADMIN_PASSWORD is applied at every start: the same password again is no reset, and must not
    // sign its user out of every browser at each restart.
    const unchanged = credential?.password
      ? await ctx.password.verify({ hash: credential.password, password })
      : false;
    if (credential && !unchanged) await ctx.internalAdapter.updatePassword(existing.user.id, hash);
    else if (!credential)
      await ctx.internalAdapter.linkAccount({
        userId: existing.user.id,
        providerId: "credential",
        accountId: existing.user.id,
        password: hash,
      });
    // The same password again (ADMIN_PASSWORD at every start) is no reset: it ends no session and
    // clears no wait, or each restart would hand a guesser a fresh budget.
    if (!unchanged) {
      await ctx.internalAdapter.deleteUserSessions(existing.user.id);
      await clearSignInFailures(db, normalisedEmail);
    }
    const [updated] = role
      ? await db.update(authUser).set({ role }).where(eq(authUser.id, existing.user.id)).returning()
      : await db.select().from(authUser).where(eq(authUser.id, existing.user.id));
    return { email: normalisedEmail, created: false, role: updated!.role };
  }
  const user = await ctx.internalAdapter.createUser(
    {
      email: normalisedEmail,
      name: normalisedEmail.split("@")[0] ?? normalisedEmail,
      emailVerified: true,
      role: role ?? "administrador",
    },
    { method: "admin" },
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: hash,
  });
  await clearSignInFailures(db, normalisedEmail);
  return { email: normalisedEmail, created: true, role: role ?? "administrador" };
}

export async function countStaffUsers(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(authUser);
  return row?.total ?? 0;
}

/** The first start of a new install gets one staff user, whose password is shown once in the log. */
export async function ensureStaffUser(
  auth: Auth,
  db: Db,
  admin: { email: string; password: string } | undefined,
): Promise<{ email: string; generatedPassword?: string } | undefined> {
  if (admin) {
    await upsertStaffUser(auth, db, admin.email, admin.password);
    return { email: admin.email };
  }
  if ((await countStaffUsers(db)) > 0) return undefined;
  const generatedPassword = randomBytes(12).toString("base64url");
  const email = "admin@vitrine.local";
  await upsertStaffUser(auth, db, email, generatedPassword);
  return { email, generatedPassword };
}
