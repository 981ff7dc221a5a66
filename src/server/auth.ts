import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { betterAuth } from "better-auth/minimal";
import { twoFactor } from "better-auth/plugins/two-factor";
import { and, eq, ne, sql } from "drizzle-orm";
import {
  ACCOUNT_DISABLED_MESSAGE,
  parseStaffRole,
  type StaffRole,
  signInDelayedMessage,
  TWO_FACTOR_MESSAGES,
  twoFactorRequired,
} from "../domain";
import { limitedAddress } from "./client-address";
import type { Db } from "./db/client";
import {
  authAccount,
  authRateLimit,
  authSession,
  authTwoFactor,
  authUser,
  authVerification,
} from "./db/schema";
import type { Logger } from "./logger";
import { safeError } from "./safe-error";
import { auditedWrite } from "./services/console-writes";
import {
  accountKey,
  addressKey,
  type HeldAttempt,
  type Reservation,
  recordSuccessfulSignIn,
  releaseSignInAttempt,
  reserveSignInAttempt,
} from "./services/sign-in-failures";
import { isStaffDisabled } from "./services/staff-accounts";
import { claimCodeUse, releaseCodeUse } from "./services/used-codes";

/** Set by the HTTP layer from the socket (or the trusted proxy's header): the only address rate limits trust. */
export const CLIENT_IP_HEADER = "x-vitrine-client-ip";

export const SIGN_IN_RATE_LIMIT = { window: 10, max: 3 } as const;

/**
 * A session ends after 12 hours without use, and 7 days after sign-in whatever its use. better-auth has
 * one sliding lifetime (`expiresIn`, also the cookie's Max-Age): it is set to the absolute 7 days, so the
 * browser keeps the cookie that long, while the session row's `expiresAt` is held to 12 hours past the
 * last refresh and never past `createdAt` + 7 days (database hooks below). `updateAge` is chosen so that
 * better-auth refreshes a session read `SESSION_REFRESH_SECONDS` after its last refresh:
 * expiresAt − expiresIn + updateAge = lastRefresh + refresh.
 */
export const SESSION_IDLE_SECONDS = 12 * 60 * 60;
export const SESSION_ABSOLUTE_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_REFRESH_SECONDS = 5 * 60;

const idleEnd = () => new Date(Date.now() + SESSION_IDLE_SECONDS * 1000);

export type AuthOptions = {
  db: Db;
  secret: string;
  publicUrl?: string;
  logger?: Logger;
  /**
   * How passwords are hashed and checked; better-auth's scrypt (N 16384, r 16) unless given. Only the
   * test servers give one (`testing/test-password-hashing.ts`): the same scrypt at a lower cost, since a
   * production hash costs 0.2 s of CPU on a 2-core CI machine and the API suite makes hundreds.
   */
  passwordHashing?: PasswordHashing;
};

export type PasswordHashing = {
  hash: (password: string) => Promise<string>;
  verify: (data: { hash: string; password: string }) => Promise<boolean>;
};

const SIGN_IN_PATH = "/sign-in/email";
/** The second step of a sign-in (or the first code of an enrolment, when a session sends it). */
const CODE_PATHS = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code"]);
const DISABLE_PATH = "/two-factor/disable";
/**
 * Endpoints that check the signed-in person's password (turning two-factor on, or off): a stolen session
 * could otherwise guess the password there without the sign-in's waits (probe 2026-11-25, L-PW).
 */
const PASSWORD_PATHS = new Set(["/two-factor/enable", DISABLE_PATH]);
const TOTP_PATH = "/two-factor/verify-totp";
const BACKUP_CODE_PATH = "/two-factor/verify-backup-code";
/** better-auth's cookie that carries a sign-in from its password to its code (10 minutes). */
export const TWO_FACTOR_COOKIE = "two_factor";
/** The only fields a code step may send: no 'trust this device', no code checked without a session. */
const CODE_FIELDS = new Set(["code"]);

function signInEmail(body: unknown): string | undefined {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" && email.trim() ? email : undefined;
}

/** A failed code (wrong, or a backup code already used): a guess, counted like a wrong password. */
const WRONG_CODES = new Set(["INVALID_CODE", "INVALID_BACKUP_CODE"]);

/**
 * A person's own two-factor change, once better-auth has committed it (its endpoint owns that write),
 * and only if the account's flag did move: the account's other sessions end, and the change gets its
 * audit entry, as Equipe's reset has one. No cache hears of it: visitors never see staff accounts.
 */
async function ownTwoFactorChanged(
  db: Db,
  change: { id: string; email: string; turnsOn: boolean },
  keptSessionId: string | undefined,
) {
  const [user] = await db
    .select({ twoFactorEnabled: authUser.twoFactorEnabled })
    .from(authUser)
    .where(eq(authUser.id, change.id));
  if (user?.twoFactorEnabled !== change.turnsOn) return;
  // Every other session of the account ends (decision 0025): one opened with the password before the
  // enrolment never passed the new second factor, and one that passed the old one outlives its switch-off.
  await db
    .delete(authSession)
    .where(
      keptSessionId
        ? and(eq(authSession.userId, change.id), ne(authSession.id, keptSessionId))
        : eq(authSession.userId, change.id),
    );
  await auditedWrite(
    { db, actor: { id: change.id, email: change.email }, announce: async () => {} },
    (_tx, audit) =>
      audit({
        action: change.turnsOn ? "two_factor_enabled" : "two_factor_disabled",
        entity: "staff",
        entityId: change.id,
        after: { email: change.email },
      }),
  );
}

/** What counting an attempt needs: where the counters are, the key of addresses, the log, the held attempts. */
type AttemptCounters = {
  db: Db;
  secret: string;
  logger: AuthOptions["logger"];
  reservations: WeakMap<object, HeldAttempt>;
};

/**
 * Counts an attempt at this account from the request's address before its password or code is
 * checked; refuses it (429, how long to wait) while the account or the address must wait.
 */
async function reserveAttempt(
  { db, secret, logger, reservations }: AttemptCounters,
  key: object,
  email: string,
  headers: Headers | undefined,
): Promise<void> {
  const ip = headers?.get(CLIENT_IP_HEADER);
  const address = addressKey(secret, ip ? limitedAddress(ip) : "unknown");
  const reservation: Reservation = await reserveSignInAttempt(db, email, address, new Date());
  if (reservation.ok) {
    reservations.set(key, reservation.held);
    return;
  }
  logger?.warn(
    {
      event: "account_sign_in_limited",
      account: accountKey(email).slice(0, 16),
      scope: reservation.scope,
      retryAfter: reservation.retryAfterSeconds,
      ip,
    },
    "sign-in refused: too many failed sign-ins for this account",
  );
  throw new APIError(
    "TOO_MANY_REQUESTS",
    { message: signInDelayedMessage(reservation.retryAfterSeconds), code: "SIGN_IN_DELAYED" },
    { "retry-after": String(reservation.retryAfterSeconds) },
  );
}

export function createAuth({ db, secret, publicUrl, logger, passwordHashing }: AuthOptions) {
  // What a sign-in's `before` hook reserved, for its `after` hook to settle; keyed by the request.
  const reservations = new WeakMap<object, HeldAttempt>();
  // A signed-in person turning their own two-factor sign-in on (an enrolment's first code) or off, for the
  // `after` hook to audit once better-auth has done it; keyed by the request.
  const ownTwoFactorChanges = new WeakMap<object, { id: string; email: string; turnsOn: boolean }>();
  // An app's code claimed before better-auth checks it (services/used-codes.ts), for the `after` hook to
  // keep when it was right and give back otherwise; keyed by the request.
  const codeClaims = new WeakMap<object, string>();

  /**
   * Claims an app's code for the account before better-auth checks it (services/used-codes.ts); a code
   * used in the last two minutes is refused as a wrong one, and on a sign-in counted like one.
   */
  const claimCode = async (key: object, userId: string, code: string): Promise<void> => {
    const claim = await claimCodeUse(db, secret, userId, code);
    if (!claim) throw new APIError("UNAUTHORIZED", { message: "Invalid code", code: "INVALID_CODE" });
    codeClaims.set(key, claim);
  };

  const reserve = (key: object, email: string, headers: Headers | undefined) =>
    reserveAttempt({ db, secret, logger, reservations }, key, email, headers);

  const auth = betterAuth({
    appName: "Vitrine",
    secret,
    // Without PUBLIC_URL the origin comes from each request; the same-origin middleware guards it.
    baseURL: publicUrl ?? { allowedHosts: ["*"], protocol: "auto", fallback: "http://localhost" },
    basePath: "/api/auth",
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: authUser,
        session: authSession,
        account: authAccount,
        verification: authVerification,
        rateLimit: authRateLimit,
        twoFactor: authTwoFactor,
      },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: 8,
      ...(passwordHashing ? { password: passwordHashing } : {}),
    },
    // Read with every session; never set through better-auth's own endpoints (input: false).
    user: {
      additionalFields: {
        role: { type: "string", required: false, input: false },
        disabledAt: { type: "date", required: false, input: false },
      },
    },
    session: {
      // Set only by the session hook below, from the endpoint that makes the session (decision 0025).
      additionalFields: {
        twoFactorVerified: { type: "boolean", required: false, input: false, defaultValue: false },
      },
      expiresIn: SESSION_ABSOLUTE_SECONDS,
      updateAge: SESSION_ABSOLUTE_SECONDS - SESSION_IDLE_SECONDS + SESSION_REFRESH_SECONDS,
    },
    databaseHooks: {
      session: {
        create: {
          // Runs once the password has been checked: only who knows it learns that the account is disabled.
          before: async (session, context) => {
            if (await isStaffDisabled(db, session.userId))
              throw new APIError("FORBIDDEN", {
                message: ACCOUNT_DISABLED_MESSAGE,
                code: "ACCOUNT_DISABLED",
              });
            // A session passed the second factor only if the code endpoint made it (a sign-in's code, or
            // the enrolment's first code); whatever session better-auth copies from never carries it over.
            const twoFactorVerified = context ? CODE_PATHS.has(context.path) : false;
            return { data: { ...session, expiresAt: idleEnd(), twoFactorVerified } };
          },
        },
        update: {
          before: async (session) =>
            session.expiresAt ? { data: { ...session, expiresAt: idleEnd() } } : undefined,
          // Never past the absolute end: better-auth's own expiry check on every session read (API,
          // pages, sign-out, revoke-sessions) then ends the session there.
          after: async (session) => {
            await db
              .update(authSession)
              .set({
                expiresAt: sql`${authSession.createdAt} + ${SESSION_ABSOLUTE_SECONDS} * interval '1 second'`,
              })
              .where(
                sql`${authSession.id} = ${session.id} and ${authSession.expiresAt} > ${authSession.createdAt} + ${SESSION_ABSOLUTE_SECONDS} * interval '1 second'`,
              );
          },
        },
      },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: { "/sign-in/email": SIGN_IN_RATE_LIMIT },
    },
    // Same-origin only: the console is served by this very server.
    trustedOrigins: (request) => (request ? [new URL(request.url).origin] : []),
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: publicUrl?.startsWith("https://") ?? false,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    hooks: {
      // Each attempt is counted before its password or code is checked (see services/sign-in-failures.ts);
      // one that must wait is refused, right or not: otherwise the guesser would learn when a guess is
      // right. A sign-in's code counts exactly like its password: the same account and address wait.
      before: createAuthMiddleware(async (ctx) => {
        const key = ctx.request ?? ctx.headers;
        const headers = ctx.request?.headers ?? ctx.headers;
        if (!key) return;
        if (ctx.path === SIGN_IN_PATH) {
          const email = signInEmail(ctx.body);
          if (email) await reserve(key, email, headers);
          return;
        }
        if (CODE_PATHS.has(ctx.path)) {
          const body = (ctx.body ?? {}) as Record<string, unknown>;
          if (Object.keys(body).some((field) => !CODE_FIELDS.has(field)))
            throw new APIError("BAD_REQUEST", { message: "Invalid body", code: "INVALID_BODY" });
          // With a session, it is an enrolment's first code: nothing to guess into, but the code is used
          // up all the same, or within its window it could also complete a sign-in with the password.
          const session = headers
            ? await auth.api.getSession({ headers, query: { disableRefresh: true } })
            : null;
          if (session) {
            const { id, email, twoFactorEnabled } = session.user;
            if (ctx.path === TOTP_PATH && typeof body.code === "string") await claimCode(key, id, body.code);
            if (!twoFactorEnabled) ownTwoFactorChanges.set(key, { id, email, turnsOn: true });
            return;
          }
          const challenge = await ctx.getSignedCookie(
            ctx.context.createAuthCookie(TWO_FACTOR_COOKIE).name,
            ctx.context.secret,
          );
          const pending = challenge
            ? await ctx.context.internalAdapter.findVerificationValue(challenge)
            : null;
          // No challenge: better-auth refuses the request without checking the code.
          if (!pending || pending.expiresAt <= new Date()) return;
          const user = await ctx.context.internalAdapter.findUserById(pending.value);
          if (!user) return;
          await reserve(key, user.email, headers);
          if (ctx.path === TOTP_PATH && typeof body.code === "string")
            await claimCode(key, user.id, body.code);
          return;
        }
        if (PASSWORD_PATHS.has(ctx.path)) {
          const session = headers ? await auth.api.getSession({ headers }) : null;
          if (!session) return;
          if (ctx.path === DISABLE_PATH) {
            const role = parseStaffRole(session.user.role);
            if (role && twoFactorRequired(role))
              throw new APIError("FORBIDDEN", {
                message: TWO_FACTOR_MESSAGES.requiredForRole,
                code: "TWO_FACTOR_REQUIRED_FOR_ROLE",
              });
          }
          // The password is an attempt at the account like a sign-in's: counted on the same two counters.
          await reserve(key, session.user.email, headers);
          if (ctx.path === DISABLE_PATH)
            ownTwoFactorChanges.set(key, { id: session.user.id, email: session.user.email, turnsOn: false });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const request = ctx.request ?? ctx.headers;
        const own = request ? ownTwoFactorChanges.get(request) : undefined;
        if (request && own) {
          ownTwoFactorChanges.delete(request);
          const returned = ctx.context.returned;
          if (!(returned instanceof APIError) && !(returned instanceof Response && !returned.ok))
            await ownTwoFactorChanged(db, own, ctx.context.newSession?.session.id);
        }
        const claim = request ? codeClaims.get(request) : undefined;
        if (request && claim) {
          codeClaims.delete(request);
          const returned = ctx.context.returned;
          if (returned instanceof APIError || (returned instanceof Response && !returned.ok))
            await releaseCodeUse(db, claim);
        }
        // Two requests with one backup code: the plugin lets the first write the codes back and answers the
        // other 409 ('try again'). For that person the code is simply used: counted like one, and told so
        // (better-auth keeps the endpoint's status, 409; the body becomes that of a used backup code).
        const returnedNow = ctx.context.returned;
        if (
          ctx.path === BACKUP_CODE_PATH &&
          returnedNow instanceof APIError &&
          returnedNow.statusCode === 409
        ) {
          if (request) reservations.delete(request);
          throw new APIError("UNAUTHORIZED", { message: "Invalid backup code", code: "INVALID_BACKUP_CODE" });
        }
        const counted = ctx.path === SIGN_IN_PATH || CODE_PATHS.has(ctx.path) || PASSWORD_PATHS.has(ctx.path);
        const key = counted ? (ctx.request ?? ctx.headers) : undefined;
        const reserved = key ? reservations.get(key) : undefined;
        if (!key || !reserved) return;
        reservations.delete(key);
        const returned = ctx.context.returned;
        if (returned instanceof APIError && returned.statusCode === 401) {
          // A wrong password (or an unknown e-mail), a wrong code: a guess, it stays counted.
          if (ctx.path === SIGN_IN_PATH || WRONG_CODES.has(String(returned.body?.code))) return;
        }
        // The password of a switch-on or switch-off, wrong (400 INVALID_PASSWORD): a guess too.
        if (
          returned instanceof APIError &&
          PASSWORD_PATHS.has(ctx.path) &&
          String(returned.body?.code) === "INVALID_PASSWORD"
        )
          return;
        if (returned instanceof APIError || (returned instanceof Response && !returned.ok)) {
          await releaseSignInAttempt(db, reserved);
          return;
        }
        // The right password of an account with two-factor sign-in is no sign-in yet: the attempt is
        // given back, and only the right code marks the address (the plugin's own hook, which runs
        // after this one, then swaps the session for the code step).
        if (ctx.path === SIGN_IN_PATH && ctx.context.newSession?.user.twoFactorEnabled) {
          await releaseSignInAttempt(db, reserved);
          return;
        }
        // A right password from a session is no sign-in: given back, it marks no address.
        if (PASSWORD_PATHS.has(ctx.path)) {
          await releaseSignInAttempt(db, reserved);
          return;
        }
        await recordSuccessfulSignIn(db, reserved, new Date());
      }),
    },
    plugins: [
      // TOTP from an authenticator app, with ten single-use backup codes (decision 0025). The secret and
      // the codes are stored encrypted with the auth secret. Its own lockout (10 wrong codes lock the
      // account for 15 minutes, whoever asks) is off: wrong codes count toward the sign-in waits instead,
      // which never keep the rightful user out at an address it signed in from.
      twoFactor({
        schema: {
          user: { fields: { twoFactorEnabled: "twoFactorEnabled" } },
          twoFactor: { modelName: "twoFactor" },
        },
        backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: "encrypted" },
        accountLockout: { enabled: false },
      }),
    ],
    telemetry: { enabled: false },
    // Its messages join the server's JSON log instead of printing their own format.
    logger: logger
      ? {
          log: (level, message, ...args) =>
            // Its arguments may carry what a client sent: only errors, stripped of values, go on.
            logger[level](
              {
                component: "better-auth",
                args: args.map((arg) => (arg instanceof Error ? safeError(arg) : typeof arg)),
              },
              message,
            ),
        }
      : undefined,
  });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;

export type StaffSession = {
  user: { id: string; email: string; name: string; role: StaffRole; twoFactorEnabled: boolean };
  /** Whether this session itself passed the second factor (`auth_session.two_factor_verified`). */
  twoFactorVerified: boolean;
};

/**
 * An administrador's session that did not pass a second factor: it serves only 'Minha conta' (the
 * enrolment), sign-out and better-auth's own endpoints. The session's own mark counts, not the account's
 * flag: a session opened with the password before the enrolment stays held here (decision 0025).
 */
export function mustEnrolTwoFactor(staff: StaffSession): boolean {
  return twoFactorRequired(staff.user.role) && !staff.twoFactorVerified;
}

/** Part of the session cookie's name, with or without the `__Secure-` prefix better-auth adds over https. */
const SESSION_COOKIE = "better-auth.session_token=";

/** Whether the request carries a staff session cookie (valid or not). */
export function hasSessionCookie(headers: Headers): boolean {
  return cookieHasSession(headers.get("cookie"));
}

/** Whether a Cookie header holds a staff session cookie (valid or not). */
export function cookieHasSession(cookie: string | null | undefined): boolean {
  return cookie?.includes(SESSION_COOKIE) ?? false;
}

export async function getStaffSession(auth: Auth, headers: Headers): Promise<StaffSession | null> {
  // Without its cookie there is no session to find: spare the visitor's request better-auth's router.
  if (!hasSessionCookie(headers)) return null;
  const session = await auth.api.getSession({ headers });
  // The column's check allows only our roles; anything else would get no console at all.
  const role = parseStaffRole(session?.user.role);
  if (!session || !role || session.user.disabledAt) return null;
  const twoFactorEnabled = session.user.twoFactorEnabled === true;
  const twoFactorVerified = session.session.twoFactorVerified === true;
  // Another role's session that skipped the account's second factor (opened with the password while the
  // account was turning it on) is no session; an administrador's is held to 'Minha conta' instead.
  if (twoFactorEnabled && !twoFactorVerified && !twoFactorRequired(role)) return null;
  return {
    user: { id: session.user.id, email: session.user.email, name: session.user.name, role, twoFactorEnabled },
    twoFactorVerified,
  };
}
