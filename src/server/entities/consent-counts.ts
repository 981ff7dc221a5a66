import { consentCounts } from "../db/schema";
import type { Entity } from "./entity";

/** The cookie banner's answers, counted per day, banner version and choice (issue 57); no one's identity. */
export const consentCountsEntity = {
  name: "consent_counts",
  tables: [consentCounts],
  visitors: false,
} as const satisfies Entity;
