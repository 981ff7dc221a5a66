import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { ACCOUNT_LOCKED_MESSAGE } from "../domain";
import type { Db } from "./db/client";
import { authAccount, authRateLimit, authSession, authUser, authVerification } from "./db/schema";
import type { Logger } from "./logger";
import { safeError } from "./safe-error";
import {
  ACCOUNT_SIGN_IN_LIMIT,
  type AccountLimit,
  accountKey,
  isAccountLocked,
  recordFailedSignIn,
} from "./services/sign-in-failures";

/** Set by the HTTP layer from the socket (or the trusted proxy's header): the only address rate limits trust. */
export const CLIENT_IP_HEADER = "x-vitrine-client-ip";

export const SIGN_IN_RATE_LIMIT = { window: 10, max: 3 } as const;

export type AuthOptions = {
  db: Db;
  secret: string;
  publicUrl?: string;
  logger?: Logger;
  /** Failed sign-ins per account from any address; tests shorten the window. */
  accountLimit?: AccountLimit;
};

const SIGN_IN_PATH = "/sign-in/email";

function signInEmail(body: unknown): string | undefined {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" && email.trim() ? email : undefined;
}

export function createAuth({
  db,
  secret,
  publicUrl,
  logger,
  accountLimit = ACCOUNT_SIGN_IN_LIMIT,
}: AuthOptions) {
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
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
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
      // An account whose failed sign-ins used up the window is refused, right password or not,
      // until the window passes: otherwise the guesser would learn when a guess is right.
      before: createAuthMiddleware(async (ctx) => {
        const email = ctx.path === SIGN_IN_PATH ? signInEmail(ctx.body) : undefined;
        if (!email || !(await isAccountLocked(db, email, accountLimit))) return;
        logger?.warn(
          {
            event: "account_sign_in_limited",
            account: accountKey(email).slice(0, 16),
            ip: ctx.request?.headers.get(CLIENT_IP_HEADER),
          },
          "sign-in refused: too many failed sign-ins for this account",
        );
        throw new APIError("TOO_MANY_REQUESTS", {
          message: ACCOUNT_LOCKED_MESSAGE,
          code: "ACCOUNT_LOCKED",
        });
      }),
      after: createAuthMiddleware(async (ctx) => {
        const email = ctx.path === SIGN_IN_PATH ? signInEmail(ctx.body) : undefined;
        const returned = ctx.context.returned;
        if (email && returned instanceof APIError && returned.statusCode === 401) {
          await recordFailedSignIn(db, email, accountLimit);
        }
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

export type StaffSession = { user: { id: string; email: string; name: string } };

/** Part of the session cookie's name, with or without the `__Secure-` prefix better-auth adds over https. */
const SESSION_COOKIE = "better-auth.session_token=";

export async function getStaffSession(auth: Auth, headers: Headers): Promise<StaffSession | null> {
  // Without its cookie there is no session to find: spare the visitor's request better-auth's router.
  if (!headers.get("cookie")?.includes(SESSION_COOKIE)) return null;
  const session = await auth.api.getSession({ headers });
  return session
    ? { user: { id: session.user.id, email: session.user.email, name: session.user.name } }
    : null;
}
