import { erpProspects } from "../db/schema";
import type { Entity } from "./entity";

/**
 * The outbox of leads and referrals on their way to the ERP as prospects (decision 0037), written with
 * them; 'Sistema de gestão' lists the deliveries.
 */
export const erpProspectsEntity = {
  name: "erp_prospects",
  tables: [erpProspects],
  visitors: false,
} as const satisfies Entity;
