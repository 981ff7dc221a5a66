import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { AuditEntry, AuditPage } from "../../domain";
import type { Db } from "../db/client";
import { auditLog } from "../db/schema";

export type AuditQuery = { entity?: string; actor?: string; page: number; pageSize: number };

/** Newest first, filtered by entity (table name) and by staff e-mail. */
export async function listAuditEntries(db: Db, query: AuditQuery): Promise<AuditPage> {
  const filters: SQL[] = [];
  if (query.entity) filters.push(eq(auditLog.entity, query.entity));
  if (query.actor) filters.push(eq(auditLog.actorEmail, query.actor));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [total], entities, actors] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(auditLog).where(where),
    db.selectDistinct({ entity: auditLog.entity }).from(auditLog).orderBy(auditLog.entity),
    db.selectDistinct({ actor: auditLog.actorEmail }).from(auditLog).orderBy(auditLog.actorEmail),
  ]);
  const entries: AuditEntry[] = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  return {
    entries,
    total: total?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    entities: entities.map((row) => row.entity),
    actors: actors.map((row) => row.actor),
  };
}
