import { cdnPurges } from "../db/schema";
import type { Entity } from "./entity";

/** The CDN purges' outbox (decision 0032), written with each staff write visitors see. */
export const cdnPurgesEntity = {
  name: "cdn_purges",
  tables: [cdnPurges],
  visitors: false,
} as const satisfies Entity;
