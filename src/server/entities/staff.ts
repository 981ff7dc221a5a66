import { authAccount, authTwoFactor, authUser } from "../db/schema";
import type { Entity } from "./entity";

/**
 * 'Equipe': the staff accounts, their passwords (hashed) and two-factor enrolments (sealed with the auth
 * secret). Audited as `staff`.
 */
export const staffEntity = {
  name: "staff",
  tables: [authUser, authAccount, authTwoFactor],
  admin: { paths: ["staff"], area: "team" },
  visitors: false,
} as const satisfies Entity;
