import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { sql } from "drizzle-orm";
import { ACCOUNT_DISABLED_MESSAGE, parseStaffRole, type StaffRole, signInDelayedMessage } from "../domain";
import { limitedAddress } from "./client-address";
import type { Db } from "./db/client";
import { authAccount, authRateLimit, authSession, authUser, authVerification } from "./db/schema";
import type { Logger } from "./logger";
import { safeError } from "./safe-error";
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
};

const SIGN_IN_PATH = "/sign-in/email";

function signInEmail(body: unknown): string | undefined {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" && email.trim() ? email : undefined;
}

export function createAuth({ db, secret, publicUrl, logger }: AuthOptions) {
  // What a sign-in's `before` hook reserved, for its `after` hook to settle; keyed by the request.
  const reservations = new WeakMap<object, HeldAttempt>();
  return betterAuth({
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
      },
    }),
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: 8 },
    // Read with every session; never set through better-auth's own endpoints (input: false).
    user: {
      additionalFields: {
        role: { type: "string", required: false, input: false },
        disabledAt: { type: "date", required: false, input: false },
      },
    },
    session: {
      expiresIn: SESSION_ABSOLUTE_SECONDS,
      updateAge: SESSION_ABSOLUTE_SECONDS - SESSION_IDLE_SECONDS + SESSION_REFRESH_SECONDS,
    },
    databaseHooks: {
      session: {
        create: {
          // Runs once the password has been checked: only who knows it learns that the account is disabled.
          before: async (session) => {
            if (await isStaffDisabled(db, session.userId))
              throw new APIError("FORBIDDEN", {
                message: ACCOUNT_DISABLED_MESSAGE,
                code: "ACCOUNT_DISABLED",
              });
            return { data: { ...session, expiresAt: idleEnd() } };
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
      // Each attempt is counted before its password is checked (see services/sign-in-failures.ts); one
      // that must wait is refused, right password or not: otherwise the guesser would learn when a
      // guess is right.
      before: createAuthMiddleware(async (ctx) => {
        const email = ctx.path === SIGN_IN_PATH ? signInEmail(ctx.body) : undefined;
        const key = ctx.request ?? ctx.headers;
        if (!email || !key) return;
        const ip = ctx.request?.headers.get(CLIENT_IP_HEADER) ?? ctx.headers?.get(CLIENT_IP_HEADER);
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
      }),
      after: createAuthMiddleware(async (ctx) => {
        const key = ctx.path === SIGN_IN_PATH ? (ctx.request ?? ctx.headers) : undefined;
        const reserved = key ? reservations.get(key) : undefined;
        if (!key || !reserved) return;
        reservations.delete(key);
        const returned = ctx.context.returned;
        // A wrong password (or an unknown e-mail) stays counted; anything else was not a guess.
        if (returned instanceof APIError && returned.statusCode === 401) return;
        if (returned instanceof APIError || (returned instanceof Response && !returned.ok)) {
          await releaseSignInAttempt(db, reserved);
          return;
        }
        await recordSuccessfulSignIn(db, reserved, new Date());
      }),
    },
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
}

export type Auth = ReturnType<typeof createAuth>;

export type StaffSession = { user: { id: string; email: string; name: string; role: StaffRole } };

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
  return session && role && !session.user.disabledAt
    ? { user: { id: session.user.id, email: session.user.email, name: session.user.name, role } }
    : null;
}
