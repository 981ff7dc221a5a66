// The public forms' per-address hourly limits (referrals, leads, newsletter sign-ups), counted in the
// database: an address may store `perHour` rows in any hour.

/** The window the hourly limits count. */
export const HOURLY_WINDOW_MS = 60 * 60 * 1000;

/** The start of the window that ends at `now`. */
export const windowStart = (now: Date) => new Date(now.getTime() - HOURLY_WINDOW_MS);

/**
 * When an address at its limit may store again, from the newest row of its window that the limit
 * counts last (the `perHour`-th newest): once that row is an hour old, fewer than `perHour` are left. The
 * page pipeline remembers this time so it need not render the form again to refuse it (issue 55, M1).
 */
export const limitLiftsAt = (nthNewest: Date) => new Date(nthNewest.getTime() + HOURLY_WINDOW_MS);
