import { auditLog } from "../db/schema";
import type { Entity } from "./entity";

/** 'Histórico': every console write's entry, written with the write it records. */
export const auditLogEntity = {
  name: "audit_log",
  tables: [auditLog],
  admin: { paths: ["audit-log"], area: "history" },
  visitors: false,
} as const satisfies Entity;
