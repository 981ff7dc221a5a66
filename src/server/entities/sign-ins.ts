import { authRateLimit, authSession, authVerification, signInFailures } from "../db/schema";
import type { Entity } from "./entity";

/**
 * What signing in leaves: sessions, pending codes, the sign-in limiter and the waits after failures.
 * Never in a backup: a session row there (with the auth secret) was a signed-in console, past two-factor
 * (issue 55, L-BK).
 */
export const signInsEntity = {
  name: "sign_ins",
  tables: [authSession, authVerification, authRateLimit, signInFailures],
  visitors: false,
  backup: false,
} as const satisfies Entity;
