import { offerVersions } from "../db/schema";
import type { Entity } from "./entity";

/**
 * The published versions of every offer, kept for good (decision 0024): written with the plans and their
 * associations (whose purge names the offers' codes), and by the seed. The console reads them under
 * 'plans' ('Versões').
 */
export const offerVersionsEntity = {
  name: "offer_versions",
  tables: [offerVersions],
  visitors: { purgeTags: () => ["offers"] },
  seeded: true,
} as const satisfies Entity;
