import { createHash, randomBytes } from "node:crypto";
import { and, asc, count, eq, gt, isNull, like, ne, or, sql } from "drizzle-orm";
import type { StaffRole } from "../../domain";
import { DEFAULT_SELLER_ALERTS } from "../../domain/marketing";
import {
  type AdminStaffMember,
  type AdminStaffSession,
  DUPLICATE_STAFF_MESSAGE,
  OWN_ACCOUNT_MESSAGE,
  PASSWORD_LINK_HOURS,
  type StaffInput,
} from "../../domain/schemas";
import type { Auth } from "../auth";
import type { Db } from "../db/client";
import { authAccount, authSession, authTwoFactor, authUser, authVerification } from "../db/schema";
import { auditedWrite, ServiceError, type StaffContext, type Tx } from "./console-writes";
import { sellerAlertsByUser } from "./seller-alerts";
import { clearSignInFailures } from "./sign-in-failures";
import { MIN_STAFF_PASSWORD_LENGTH } from "./staff";

// Equipe (issue 22, decision 0022): staff accounts an administrador creates, whose role they set, which
// they disable and re-enable, whose password they reset, and whose sessions they end. A new account and
// a reset get a one-time link to set the password (valid PASSWORD_LINK_HOURS, shown once, never logged):
// only the SHA-256 of its token is stored, in better-auth's verification table, under our own prefix
// (better-auth's reset endpoint does not accept it).

const LINK_PREFIX = "staff-password:";
const linkIdentifier = (token: string) => `${LINK_PREFIX}${createHash("sha256").update(token).digest("hex")}`;

export const LINK_INVALID_MESSAGE =
  "Este link não é mais válido: ele expira em 24 horas e serve uma única vez. Peça um novo a um administrador.";
export const PASSWORD_TOO_SHORT_MESSAGE = `A senha deve ter pelo menos ${MIN_STAFF_PASSWORD_LENGTH} caracteres.`;
export const PASSWORD_TOO_LONG_MESSAGE = "A senha deve ter no máximo 128 caracteres.";
const NOT_FOUND_MESSAGE = "Conta não encontrada. Recarregue a página.";
const LAST_ADMIN_MESSAGE = "A equipe precisa de pelo menos um administrador ativo.";
const OWN_TWO_FACTOR_MESSAGE =
  "Você não pode redefinir a sua própria verificação em duas etapas. Peça a outro administrador.";
const TWO_FACTOR_OFF_MESSAGE =
  "A verificação em duas etapas desta conta já está desativada. Recarregue a página.";

export const DISABLED_LINK_MESSAGE = "Esta conta está desativada: reative-a antes de gerar um link de senha.";

const notFound = () => new ServiceError(404, "staff_not_found", NOT_FOUND_MESSAGE);

/** What an administrador is shown once: the link's token and when it stops working. */
export type PasswordLink = { token: string; expiresAt: string };

export async function listStaffMembers(db: Db): Promise<AdminStaffMember[]> {
  const now = new Date();
  const sessions = await db
    .select({ userId: authSession.userId, total: count() })
    .from(authSession)
    .where(gt(authSession.expiresAt, now))
    .groupBy(authSession.userId);
  const active = new Map(sessions.map((row) => [row.userId, row.total]));
  const users = await db.select().from(authUser).orderBy(asc(authUser.email));
  const alerts = await sellerAlertsByUser(db);
  return users.map((user) => ({
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    disabledAt: user.disabledAt?.toISOString() ?? null,
    twoFactorEnabled: user.twoFactorEnabled,
    activeSessions: active.get(user.id) ?? 0,
    alerts: alerts.get(user.id) ?? { ...DEFAULT_SELLER_ALERTS },
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  }));
}

export async function listStaffSessions(db: Db, userId: string): Promise<AdminStaffSession[]> {
  const [user] = await db.select({ id: authUser.id }).from(authUser).where(eq(authUser.id, userId));
  if (!user) throw notFound();
  const rows = await db
    .select()
    .from(authSession)
    .where(and(eq(authSession.userId, userId), gt(authSession.expiresAt, new Date())))
    .orderBy(asc(authSession.createdAt));
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
  }));
}

/** A fresh link for `userId`; the user's earlier links stop working. */
async function issueLink(tx: Tx, userId: string): Promise<PasswordLink> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + PASSWORD_LINK_HOURS * 60 * 60 * 1000);
  await tx
    .delete(authVerification)
    .where(and(like(authVerification.identifier, `${LINK_PREFIX}%`), eq(authVerification.value, userId)));
  await tx.insert(authVerification).values({
    id: randomBytes(16).toString("hex"),
    identifier: linkIdentifier(token),
    value: userId,
    expiresAt,
  });
  return { token, expiresAt: expiresAt.toISOString() };
}

async function readForUpdate(tx: Tx, id: string) {
  const [user] = await tx.select().from(authUser).where(eq(authUser.id, id)).for("update");
  if (!user) throw notFound();
  return user;
}

/** Refuses a change that would leave no active administrador (the console could not be run). */
async function keepAnAdministrador(tx: Tx, changedId: string) {
  const [row] = await tx
    .select({ total: count() })
    .from(authUser)
    .where(and(eq(authUser.role, "administrador"), isNull(authUser.disabledAt), ne(authUser.id, changedId)));
  if ((row?.total ?? 0) === 0) throw new ServiceError(409, "last_administrador", LAST_ADMIN_MESSAGE);
}

function refuseOwnAccount(staff: StaffContext, id: string) {
  if (staff.actor.id === id) throw new ServiceError(422, "own_account", OWN_ACCOUNT_MESSAGE);
}

/**
 * A new staff account, with no password: the returned link sets it. The name and e-mail are the form's;
 * an e-mail already in use is refused on its field.
 */
export async function createStaffMember(
  staff: StaffContext,
  auth: Auth,
  input: StaffInput,
): Promise<{ member: AdminStaffMember; link: PasswordLink }> {
  const ctx = await auth.$context;
  return auditedWrite(staff, async (tx, audit) => {
    const [existing] = await tx
      .select({ id: authUser.id })
      .from(authUser)
      .where(eq(authUser.email, input.email));
    if (existing)
      throw new ServiceError(409, "duplicate", DUPLICATE_STAFF_MESSAGE, { email: DUPLICATE_STAFF_MESSAGE });
    const id = ctx.generateId({ model: "user" }) || randomBytes(16).toString("hex");
    const [user] = await tx
      .insert(authUser)
      .values({ id, name: input.name, email: input.email, emailVerified: true, role: input.role })
      .returning();
    const link = await issueLink(tx, user!.id);
    await audit({
      action: "create",
      entity: "staff",
      entityId: user!.id,
      after: { name: input.name, email: input.email, role: input.role },
    });
    return {
      member: {
        id: user!.id,
        name: user!.name,
        email: user!.email,
        role: user!.role,
        disabledAt: null,
        twoFactorEnabled: false,
        activeSessions: 0,
        alerts: { ...DEFAULT_SELLER_ALERTS },
        createdAt: user!.createdAt.toISOString(),
        updatedAt: user!.updatedAt.toISOString(),
      },
      link,
    };
  });
}

export async function setStaffRole(staff: StaffContext, id: string, role: StaffRole): Promise<void> {
  refuseOwnAccount(staff, id);
  await auditedWrite(staff, async (tx, audit) => {
    const user = await readForUpdate(tx, id);
    if (user.role === role) return;
    if (user.role === "administrador") await keepAnAdministrador(tx, id);
    await tx.update(authUser).set({ role, updatedAt: new Date() }).where(eq(authUser.id, id));
    await audit({
      action: "update",
      entity: "staff",
      entityId: id,
      before: { role: user.role },
      after: { role },
    });
  });
}

/** Disabling ends every session of the account at once; re-enabling lets it sign in again. */
export async function setStaffDisabled(staff: StaffContext, id: string, disabled: boolean): Promise<void> {
  refuseOwnAccount(staff, id);
  await auditedWrite(staff, async (tx, audit) => {
    const user = await readForUpdate(tx, id);
    if ((user.disabledAt !== null) === disabled) return;
    if (disabled && user.role === "administrador") await keepAnAdministrador(tx, id);
    await tx
      .update(authUser)
      .set({ disabledAt: disabled ? new Date() : null, updatedAt: new Date() })
      .where(eq(authUser.id, id));
    if (disabled) await tx.delete(authSession).where(eq(authSession.userId, id));
    await audit({
      action: "status",
      entity: "staff",
      entityId: id,
      before: { disabled: !disabled },
      after: { disabled },
    });
  });
}

/**
 * A password reset: the old password stops working, every session of the account ends, and the returned
 * link sets a new one.
 */
export async function resetStaffPassword(staff: StaffContext, id: string): Promise<PasswordLink> {
  return auditedWrite(staff, async (tx, audit) => {
    const user = await readForUpdate(tx, id);
    // Its link could never be used (the account cannot sign in): say so rather than hand one out.
    if (user.disabledAt) throw new ServiceError(409, "account_disabled", DISABLED_LINK_MESSAGE);
    await tx
      .update(authAccount)
      .set({ password: null, updatedAt: new Date() })
      .where(and(eq(authAccount.userId, id), eq(authAccount.providerId, "credential")));
    await tx.delete(authSession).where(eq(authSession.userId, id));
    const link = await issueLink(tx, id);
    await audit({ action: "password_reset", entity: "staff", entityId: id, after: { email: user.email } });
    return link;
  });
}

/**
 * Turns off an account's two-factor sign-in (decision 0025): its authenticator's secret and backup codes
 * go, every session ends, and a sign-in half-way through its code step cannot finish. The next sign-in
 * needs the password alone; an administrador's then leads to a new enrolment before anything else.
 * Returns whether the account had it on.
 */
export async function removeTwoFactor(tx: Tx, userId: string): Promise<boolean> {
  const removed = await tx
    .delete(authTwoFactor)
    .where(eq(authTwoFactor.userId, userId))
    .returning({ verified: authTwoFactor.verified });
  const [user] = await tx
    .update(authUser)
    .set({ twoFactorEnabled: false, updatedAt: new Date() })
    .where(and(eq(authUser.id, userId), eq(authUser.twoFactorEnabled, true)))
    .returning({ id: authUser.id });
  await tx.delete(authSession).where(eq(authSession.userId, userId));
  // better-auth's pending code steps (`2fa-…`) and trusted browsers (`trust-device-…`) of this account.
  await tx
    .delete(authVerification)
    .where(
      and(
        eq(authVerification.value, userId),
        or(like(authVerification.identifier, "2fa-%"), like(authVerification.identifier, "trust-device-%")),
      ),
    );
  return user !== undefined || removed.some((row) => row.verified);
}

/**
 * Equipe's 'Redefinir verificação em duas etapas': for a colleague who lost their authenticator. Not
 * for one's own account (another administrador, or `npm run staff:create -- --reset-2fa`, does it).
 */
export async function resetStaffTwoFactor(staff: StaffContext, id: string): Promise<void> {
  if (staff.actor.id === id) throw new ServiceError(422, "own_account", OWN_TWO_FACTOR_MESSAGE);
  await auditedWrite(staff, async (tx, audit) => {
    const user = await readForUpdate(tx, id);
    if (!(await removeTwoFactor(tx, id)))
      throw new ServiceError(409, "two_factor_off", TWO_FACTOR_OFF_MESSAGE);
    await audit({ action: "two_factor_reset", entity: "staff", entityId: id, after: { email: user.email } });
  });
}

export async function endStaffSession(staff: StaffContext, userId: string, sessionId: string): Promise<void> {
  await auditedWrite(staff, async (tx, audit) => {
    const ended = await tx
      .delete(authSession)
      .where(and(eq(authSession.id, sessionId), eq(authSession.userId, userId)))
      .returning({ id: authSession.id });
    if (ended.length === 0)
      throw new ServiceError(404, "session_not_found", "Esta sessão já foi encerrada. Recarregue a página.");
    await audit({ action: "session_end", entity: "staff", entityId: userId });
  });
}

/**
 * Sets the password of the link's account, once: the link is consumed in the same statement that reads
 * it, so two uses at once cannot both succeed. Ends the account's sessions and sign-in waits.
 */
export async function setPasswordWithLink(
  auth: Auth,
  db: Db,
  token: string,
  password: string,
): Promise<{ email: string }> {
  if (password.length < MIN_STAFF_PASSWORD_LENGTH)
    throw new ServiceError(422, "password_too_short", PASSWORD_TOO_SHORT_MESSAGE, {
      password: PASSWORD_TOO_SHORT_MESSAGE,
    });
  if (password.length > 128)
    throw new ServiceError(422, "password_too_long", PASSWORD_TOO_LONG_MESSAGE, {
      password: PASSWORD_TOO_LONG_MESSAGE,
    });
  // The link is looked up before the password is hashed: a made-up or used link costs one indexed read,
  // not a scrypt hash (probe 2026-11-25, L-SP). It is consumed below, in the statement that reads it.
  const [pending] = await db
    .select({ userId: authVerification.value })
    .from(authVerification)
    .innerJoin(authUser, eq(authUser.id, authVerification.value))
    .where(
      and(
        eq(authVerification.identifier, linkIdentifier(token)),
        gt(authVerification.expiresAt, new Date()),
        isNull(authUser.disabledAt),
      ),
    );
  if (!pending) throw new ServiceError(404, "link_invalid", LINK_INVALID_MESSAGE);
  const ctx = await auth.$context;
  const hash = await ctx.password.hash(password);
  const email = await db.transaction(async (tx) => {
    const [link] = await tx
      .delete(authVerification)
      .where(
        and(
          eq(authVerification.identifier, linkIdentifier(token)),
          gt(authVerification.expiresAt, new Date()),
        ),
      )
      .returning({ userId: authVerification.value });
    if (!link) throw new ServiceError(404, "link_invalid", LINK_INVALID_MESSAGE);
    const [user] = await tx.select().from(authUser).where(eq(authUser.id, link.userId));
    if (!user || user.disabledAt) throw new ServiceError(404, "link_invalid", LINK_INVALID_MESSAGE);
    const updated = await tx
      .update(authAccount)
      .set({ password: hash, updatedAt: new Date() })
      .where(and(eq(authAccount.userId, user.id), eq(authAccount.providerId, "credential")))
      .returning({ id: authAccount.id });
    if (updated.length === 0)
      await tx.insert(authAccount).values({
        id: randomBytes(16).toString("hex"),
        userId: user.id,
        providerId: "credential",
        accountId: user.id,
        password: hash,
      });
    await tx.delete(authSession).where(eq(authSession.userId, user.id));
    return user.email;
  });
  await clearSignInFailures(db, email);
  return { email };
}

/** Whether the account may sign in (checked when better-auth creates a session). */
export async function isStaffDisabled(db: Db, userId: string): Promise<boolean> {
  const [user] = await db
    .select({ disabled: sql<boolean>`${authUser.disabledAt} is not null` })
    .from(authUser)
    .where(eq(authUser.id, userId));
  return user?.disabled ?? true;
}

/**
 * How many of an enrolled account's backup codes are left, for 'Minha conta' (never the codes themselves,
 * which better-auth keeps encrypted); null when it has none.
 */
export async function countBackupCodes(auth: Auth, userId: string): Promise<number | null> {
  try {
    const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId } });
    return backupCodes.length;
  } catch {
    return null;
  }
}
