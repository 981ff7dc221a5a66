import { referrals } from "../db/schema";
import type { Entity } from "./entity";

/** 'Indicações': referrals from /indique, delivered to the sales team; no page shows them. */
export const referralsEntity = {
  name: "referrals",
  tables: [referrals],
  admin: { paths: ["referrals"], area: "referrals" },
  visitors: false,
} as const satisfies Entity;
