import {
  ACCOUNT_DISABLED_MESSAGE,
  checkSignIn,
  checkTwoFactorCode,
  LOGIN_FAILED_MESSAGE,
  LOGIN_RATE_LIMITED_MESSAGE,
  type SignInErrors,
  signInDelayedMessage,
  TWO_FACTOR_MESSAGES,
  type TwoFactorMethod,
} from "../../../domain";
import { type AppContext, CLIENT_IP_HEADER, TWO_FACTOR_COOKIE } from "../../server-context.server";

export type SignInResult =
  | { ok: true; setCookies: string[] }
  /** The right password of an account with two-factor sign-in: its code comes next (the cookie carries it). */
  | { ok: false; twoFactor: true; setCookies: string[] }
  | { ok: false; status: 400 | 403 | 429; error?: string; fields?: SignInErrors; setCookies?: string[] };

export type CodeResult =
  | { ok: true; setCookies: string[] }
  /** `expired`: the code step is over (its 10 minutes, too many codes, a reset): back to the password. */
  | { ok: false; status: 400 | 403 | 429; error: string; expired: boolean; setCookies: string[] };

/** The posted form, or undefined for a body that is not one (JSON, plain text, a broken multipart body). */
export async function readForm(request: Request): Promise<FormData | undefined> {
  try {
    return await request.formData();
  } catch {
    return undefined;
  }
}

/**
 * Calls one of better-auth's endpoints through its own HTTP handler (not auth.api), so its rate limits,
 * the sign-in waits and the two-factor plugin treat these requests exactly like calls to /api/auth/*.
 */
function callAuth(request: Request, context: AppContext, path: string, body: unknown) {
  const origin = new URL(request.url).origin;
  const cookie = request.headers.get("cookie");
  return context.auth.handler(
    new Request(`${origin}/api/auth${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin,
        "user-agent": request.headers.get("user-agent") ?? "",
        [CLIENT_IP_HEADER]: context.clientIp,
        // The code step's cookie, which better-auth reads to know whose code this is.
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
    }),
  );
}

type AuthErrorBody = { code?: string } | undefined;

/** A refused attempt that must wait: 429, with how long when it is the account's wait. */
function delayed(response: Response, body: AuthErrorBody): string {
  const retryAfter = Number(response.headers.get("retry-after"));
  return body?.code === "SIGN_IN_DELAYED" && retryAfter > 0
    ? signInDelayedMessage(retryAfter)
    : LOGIN_RATE_LIMITED_MESSAGE;
}

/** The /auth form's first step: e-mail and password. */
export async function signInWithPassword(
  form: FormData | undefined,
  request: Request,
  context: AppContext,
): Promise<SignInResult> {
  // Not a form at all: a failed sign-in, not a 500.
  if (!form) return { ok: false, status: 400, error: LOGIN_FAILED_MESSAGE };
  // The same check the page runs before posting; it matters when scripts are off or bypassed.
  const checked = checkSignIn({ email: form.get("email"), password: form.get("password") });
  if (!checked.ok) return { ok: false, status: 400, fields: checked.errors };

  const response = await callAuth(request, context, "/sign-in/email", checked.values);
  const setCookies = response.headers.getSetCookie();
  if (response.ok) {
    const body = (await response.json().catch(() => undefined)) as
      | { twoFactorRedirect?: unknown }
      | undefined;
    return body?.twoFactorRedirect === true
      ? { ok: false, twoFactor: true, setCookies }
      : { ok: true, setCookies };
  }
  const body = (await response.json().catch(() => undefined)) as AuthErrorBody;
  // Too many attempts is not a wrong password: the page answers 429 too, with how long to wait.
  if (response.status === 429) return { ok: false, status: 429, error: delayed(response, body) };
  if (response.status === 403 && body?.code === "ACCOUNT_DISABLED")
    return { ok: false, status: 403, error: ACCOUNT_DISABLED_MESSAGE };
  if (response.status >= 500) context.logger.error({ status: response.status }, "sign-in failed");
  return { ok: false, status: 400, error: LOGIN_FAILED_MESSAGE };
}

/** better-auth's answers that end the code step: the person starts again from the password. */
const STEP_OVER = new Set([
  "INVALID_TWO_FACTOR_COOKIE",
  "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE",
  "TOTP_NOT_ENABLED",
  "BACKUP_CODES_NOT_ENABLED",
]);
const STEP_OVER_MESSAGES: Record<string, string> = {
  INVALID_TWO_FACTOR_COOKIE: TWO_FACTOR_MESSAGES.expired,
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: TWO_FACTOR_MESSAGES.tooManyCodes,
  TOTP_NOT_ENABLED: TWO_FACTOR_MESSAGES.notEnabled,
  BACKUP_CODES_NOT_ENABLED: TWO_FACTOR_MESSAGES.notEnabled,
};

/**
 * The /auth form's second step: the code from the authenticator app, or a backup code. A wrong one
 * counts toward the account's sign-in waits like a wrong password (src/server/auth.ts).
 */
export async function verifySignInCode(
  form: FormData | undefined,
  method: TwoFactorMethod,
  request: Request,
  context: AppContext,
): Promise<CodeResult | { ok: false; status: 400; field: string }> {
  const checked = checkTwoFactorCode(method, form?.get("code"));
  if (!checked.ok) return { ok: false, status: 400, field: checked.error };
  const path = method === "totp" ? "/two-factor/verify-totp" : "/two-factor/verify-backup-code";
  const response = await callAuth(request, context, path, { code: checked.code });
  const setCookies = response.headers.getSetCookie();
  if (response.ok) return { ok: true, setCookies };
  const body = (await response.json().catch(() => undefined)) as AuthErrorBody;
  const code = body?.code ?? "";
  if (response.status === 429)
    return { ok: false, status: 429, error: delayed(response, body), expired: false, setCookies };
  if (response.status === 403 && code === "ACCOUNT_DISABLED")
    return { ok: false, status: 403, error: ACCOUNT_DISABLED_MESSAGE, expired: true, setCookies };
  if (STEP_OVER.has(code))
    return { ok: false, status: 400, error: STEP_OVER_MESSAGES[code]!, expired: true, setCookies };
  if (response.status >= 500) context.logger.error({ status: response.status }, "sign-in code failed");
  return {
    ok: false,
    status: 400,
    error: method === "totp" ? TWO_FACTOR_MESSAGES.invalidCode : TWO_FACTOR_MESSAGES.invalidBackupCode,
    expired: false,
    setCookies,
  };
}

/** Part of the code step cookie's name, with or without the `__Secure-` prefix better-auth adds over https. */
const CODE_STEP_COOKIE = `better-auth.${TWO_FACTOR_COOKIE}=`;

/** Whether the browser is between a right password and its code (the cookie may have expired on the server). */
export function hasCodeStep(headers: Headers): boolean {
  return headers.get("cookie")?.includes(CODE_STEP_COOKIE) ?? false;
}

/** 'Entrar com outra conta': the code step's cookie goes, under either of its names. */
export function endCodeStep(): string[] {
  return ["", "__Secure-"].map(
    (prefix) =>
      `${prefix}${CODE_STEP_COOKIE}; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${prefix ? "; Secure" : ""}`,
  );
}

export function redirectWithCookies(location: string, cookies: string[]): Response {
  const headers = new Headers({ location });
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  // The console opens with a page load, which brings its own stylesheet (decision 0048): React Router
  // follows this header (its `redirectDocument`) instead of navigating inside the app.
  if (location === CONSOLE_PATH) headers.set("X-Remix-Reload-Document", "true");
  return new Response(null, { status: 302, headers });
}

const CONSOLE_PATH = "/intranet";
