import { authAccount, authTwoFactor, authUser, sellerAlerts } from "../db/schema";
import type { Entity } from "./entity";

/**
 * 'Equipe': the staff accounts, their passwords (hashed) and two-factor enrolments (sealed with the auth
 * secret), and the comercial staff's own alerts of new leads (seller_alerts). Audited as `staff`.
 */
export const staffEntity = {
  name: "staff",
  tables: [authUser, authAccount, authTwoFactor, sellerAlerts],
  admin: { paths: ["staff"], area: "team" },
  visitors: false,
} as const satisfies Entity;
