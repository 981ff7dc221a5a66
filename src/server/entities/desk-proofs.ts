import { deskProofs, deskProofUses } from "../db/schema";
import type { Entity } from "./entity";

/**
 * The subscriber desk's proofs and what each did once (issue 66, L12). Never in a backup: a proof there
 * would be a subscriber's open visit; a restored site's visitors look themselves up again.
 */
export const deskProofsEntity = {
  name: "desk_proofs",
  tables: [deskProofs, deskProofUses],
  visitors: false,
  backup: false,
} as const satisfies Entity;
