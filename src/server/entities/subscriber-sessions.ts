import { subscriberSessions, subscriberSignIns } from "../db/schema";
import type { Entity } from "./entity";

/**
 * 'Minha conta' sessions and the codes that open them (issue 67). Never in a backup: a session there would
 * be a subscriber's open account; after a restore subscribers ask for a code again.
 */
export const subscriberSessionsEntity = {
  name: "subscriber_sessions",
  tables: [subscriberSessions, subscriberSignIns],
  visitors: false,
  backup: false,
} as const satisfies Entity;
