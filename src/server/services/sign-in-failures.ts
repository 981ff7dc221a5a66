import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { signInFailures } from "../db/schema";

/**
 * Failed sign-ins allowed per account, from any address, in a fixed window that starts at the first
 * failure. 6 an hour holds guessing at one account to 144 a day, however many addresses try; the
 * rightful user signs in again once the window has passed.
 */
export const ACCOUNT_SIGN_IN_LIMIT = { windowMs: 60 * 60 * 1000, max: 6 } as const;

/** `now` lets tests move time on instead of waiting for a window to pass. */
export type AccountLimit = { windowMs: number; max: number; now?: () => Date };

/** A stable key for an e-mail as typed ('  Equipe@X.com ' and 'equipe@x.com' are one account). */
export function accountKey(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
}

/** True while the account has used up its failed sign-ins for the current window. */
export async function isAccountLocked(
  db: Db,
  email: string,
  limit: AccountLimit,
  now = limit.now?.() ?? new Date(),
) {
  const [row] = await db
    .select()
    .from(signInFailures)
    .where(eq(signInFailures.accountKey, accountKey(email)));
  if (!row) return false;
  return now.getTime() - row.windowStartedAt.getTime() < limit.windowMs && row.failures >= limit.max;
}

/** Counts a failed sign-in: a window that has passed starts over at 1. */
export async function recordFailedSignIn(
  db: Db,
  email: string,
  limit: AccountLimit,
  now = limit.now?.() ?? new Date(),
) {
  const windowStart = new Date(now.getTime() - limit.windowMs);
  const expired = sql`${signInFailures.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  await db
    .insert(signInFailures)
    .values({ accountKey: accountKey(email), failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: signInFailures.accountKey,
      set: {
        failures: sql`case when ${expired} then 1 else ${signInFailures.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${signInFailures.windowStartedAt} end`,
      },
    });
}
