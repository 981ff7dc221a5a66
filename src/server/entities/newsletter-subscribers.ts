import { newsletterAttempts, newsletterSubscribers } from "../db/schema";
import type { Entity } from "./entity";

/**
 * The blog's newsletter list (decision 0042): addresses visitors leave, which no page shows, and the box's
 * submissions per sender for its hourly limit. Erasing one (anyone may, at /newsletter/cancelar) drops no
 * public cache and purges nothing.
 */
export const newsletterSubscribersEntity = {
  name: "newsletter_subscribers",
  tables: [newsletterSubscribers, newsletterAttempts],
  admin: { paths: ["newsletter"], area: "marketing" },
  visitors: false,
} as const satisfies Entity;
