import type { AppLoadContext } from "react-router";
import {
  ACCOUNT_DISABLED_MESSAGE,
  checkSignIn,
  LOGIN_FAILED_MESSAGE,
  LOGIN_RATE_LIMITED_MESSAGE,
  type SignInErrors,
  signInDelayedMessage,
} from "../../../domain";
import { CLIENT_IP_HEADER } from "../../server-context.server";

export type SignInResult =
  | { ok: true; setCookies: string[] }
  | { ok: false; status: 400 | 403 | 429; error?: string; fields?: SignInErrors };

/**
 * Signs in through better-auth's own HTTP handler (not auth.api), so the sign-in rate limit
 * counts these attempts exactly like calls to /api/auth/sign-in/email.
 */
export async function signInWithPassword(request: Request, context: AppLoadContext): Promise<SignInResult> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    // Not a form at all (JSON, plain text, a broken multipart body): a failed sign-in, not a 500.
    return { ok: false, status: 400, error: LOGIN_FAILED_MESSAGE };
  }
  // The same check the page runs before posting; it matters when scripts are off or bypassed.
  const checked = checkSignIn({ email: form.get("email"), password: form.get("password") });
  if (!checked.ok) return { ok: false, status: 400, fields: checked.errors };

  const origin = new URL(request.url).origin;
  const response = await context.auth.handler(
    new Request(`${origin}/api/auth/sign-in/email`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin,
        "user-agent": request.headers.get("user-agent") ?? "",
        [CLIENT_IP_HEADER]: context.clientIp,
      },
      body: JSON.stringify(checked.values),
    }),
  );
  if (response.ok) return { ok: true, setCookies: response.headers.getSetCookie() };
  if (response.status === 429) {
    // Too many attempts is not a wrong password: the page answers 429 too, with how long to wait.
    const body = (await response.json().catch(() => undefined)) as { code?: string } | undefined;
    const retryAfter = Number(response.headers.get("retry-after"));
    return {
      ok: false,
      status: 429,
      error:
        body?.code === "SIGN_IN_DELAYED" && retryAfter > 0
          ? signInDelayedMessage(retryAfter)
          : LOGIN_RATE_LIMITED_MESSAGE,
    };
  }
  if (response.status === 403) {
    const body = (await response.json().catch(() => undefined)) as { code?: string } | undefined;
    if (body?.code === "ACCOUNT_DISABLED") return { ok: false, status: 403, error: ACCOUNT_DISABLED_MESSAGE };
  }
  if (response.status >= 500) context.logger.error({ status: response.status }, "sign-in failed");
  return { ok: false, status: 400, error: LOGIN_FAILED_MESSAGE };
}

export function redirectWithCookies(location: string, cookies: string[]): Response {
  const headers = new Headers({ location });
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  return new Response(null, { status: 302, headers });
}
