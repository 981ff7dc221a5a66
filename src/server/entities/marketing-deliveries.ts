import { marketingDeliveries } from "../db/schema";
import type { Entity } from "./entity";

/** Leads and sign-ups on their way to RD Station, and new leads' alerts (decision 0068), written with them. */
export const marketingDeliveriesEntity = {
  name: "marketing_deliveries",
  tables: [marketingDeliveries],
  visitors: false,
} as const satisfies Entity;
