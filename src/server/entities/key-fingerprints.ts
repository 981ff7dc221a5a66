import { keyFingerprints } from "../db/schema";
import type { Entity } from "./entity";

/**
 * Fingerprints of the referral key and the auth secret (never the keys): a server, or a restored backup,
 * with other keys is refused at start (docs/security.md).
 */
export const keyFingerprintsEntity = {
  name: "key_fingerprints",
  tables: [keyFingerprints],
  visitors: false,
} as const satisfies Entity;
