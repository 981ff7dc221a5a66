import { trash } from "../db/schema";
import type { Entity } from "./entity";

/** 'Lixeira' (decision 0020): deleted records for 30 days; a restore announces the record's own entity. */
export const trashEntity = {
  name: "trash",
  tables: [trash],
  admin: { paths: ["trash"], area: "history" },
  visitors: false,
} as const satisfies Entity;
