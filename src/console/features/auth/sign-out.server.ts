import type { AppContext } from "../../server-context.server";

export type SignOutResult = { ok: true; setCookies: string[] } | { ok: false };

/**
 * Ends the request's session through better-auth. A session that had already ended (signed out in
 * another tab, expired, revoked) is not a failure: better-auth answers 4xx, the person is signed out
 * all the same, and the page goes on to /auth. Only a fault of the server (5xx, a throw) is.
 */
export async function signOut(request: Request, context: AppContext): Promise<SignOutResult> {
  try {
    const response = await context.auth.api.signOut({ headers: request.headers, asResponse: true });
    if (response.status >= 500) {
      context.logger.error({ status: response.status }, "sign-out failed");
      return { ok: false };
    }
    return { ok: true, setCookies: response.headers.getSetCookie() };
  } catch (error) {
    context.logger.error({ err: error }, "sign-out failed");
    return { ok: false };
  }
}
