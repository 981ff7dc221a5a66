import type { AppLoadContext } from "react-router";
import { LOGIN_FAILED_MESSAGE, LOGIN_RATE_LIMITED_MESSAGE, signInSchema } from "../../../domain/schemas";
import { CLIENT_IP_HEADER } from "../../server-context.server";

export type SignInResult = { ok: true; setCookies: string[] } | { ok: false; error: string };

/**
 * Signs in through better-auth's own HTTP handler (not auth.api), so the sign-in rate limit
 * counts these attempts exactly like calls to /api/auth/sign-in/email.
 */
export async function signInWithPassword(request: Request, context: AppLoadContext): Promise<SignInResult> {
  const form = await request.formData();
  const parsed = signInSchema.safeParse({ email: form.get("email"), password: form.get("password") });
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? LOGIN_FAILED_MESSAGE };

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
      body: JSON.stringify(parsed.data),
    }),
  );
  if (response.ok) return { ok: true, setCookies: response.headers.getSetCookie() };
  if (response.status === 429) return { ok: false, error: LOGIN_RATE_LIMITED_MESSAGE };
  if (response.status >= 500) context.logger.error({ status: response.status }, "sign-in failed");
  return { ok: false, error: LOGIN_FAILED_MESSAGE };
}

export async function signOut(request: Request, context: AppLoadContext): Promise<string[] | null> {
  try {
    const response = await context.auth.api.signOut({ headers: request.headers, asResponse: true });
    return response.ok ? response.headers.getSetCookie() : null;
  } catch (error) {
    context.logger.error({ err: error }, "sign-out failed");
    return null;
  }
}

export function redirectWithCookies(location: string, cookies: string[]): Response {
  const headers = new Headers({ location });
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  return new Response(null, { status: 302, headers });
}
