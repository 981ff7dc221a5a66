import { leadAttempts, leads } from "../db/schema";
import type { Entity } from "./entity";

/** 'Contatos': the lead forms' requests (decision 0026); no page shows them. */
export const leadsEntity = {
  name: "leads",
  tables: [leads, leadAttempts],
  admin: { paths: ["leads"], area: "leads" },
  visitors: false,
} as const satisfies Entity;
