import { and, count, desc, eq, gte, inArray, lt, type SQL } from "drizzle-orm";
import { type AuditEntry, type AuditNames, type AuditPage, dayStart, nextDayStart } from "../../domain";
import type { Db } from "../db/client";
import { auditLog, authUser, businessPlans, cities, plans } from "../db/schema";
import { readRestorableEntries } from "./restore";

export type AuditQuery = {
  entity?: string;
  actor?: string;
  /** Brasília days, 'AAAA-MM-DD', both included. */
  from?: string | null;
  to?: string | null;
  page: number;
  pageSize: number;
};

/** Newest first, filtered by entity (table name), by staff e-mail and by period. */
export async function listAuditEntries(db: Db, query: AuditQuery): Promise<AuditPage> {
  const filters: SQL[] = [];
  if (query.entity) filters.push(eq(auditLog.entity, query.entity));
  if (query.actor) filters.push(eq(auditLog.actorEmail, query.actor));
  if (query.from) filters.push(gte(auditLog.createdAt, dayStart(query.from)));
  if (query.to) filters.push(lt(auditLog.createdAt, nextDayStart(dayStart(query.to))));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [total], entities, actors, staff] = await Promise.all([
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
    db.select({ email: authUser.email, name: authUser.name }).from(authUser),
  ]);
  // Each person by name; an author removed since keeps the e-mail the entry was written with.
  const people = new Map(staff.map((person) => [person.email, person.name]));
  const entries: AuditEntry[] = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  return {
    entries,
    names: await namesOf(db, entries),
    restorable: await readRestorableEntries(db, entries),
    total: total?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    entities: entities.map((row) => row.entity),
    actors: actors.map((row) => row.actor),
    actorNames: Object.fromEntries(actors.map((row) => [row.actor, people.get(row.actor) || row.actor])),
  };
}

/** Record ids an entry holds of other tables: an association's plan and city, a bulk create's cities. */
function referencedIds(entries: AuditEntry[]) {
  const ids = { plans: new Set<number>(), businessPlans: new Set<number>(), cities: new Set<number>() };
  const add = (set: Set<number>, value: unknown) => {
    if (Number.isSafeInteger(value)) set.add(value as number);
  };
  for (const entry of entries) {
    for (const snapshot of [entry.before, entry.after]) {
      if (typeof snapshot !== "object" || snapshot === null) continue;
      const values = snapshot as Record<string, unknown>;
      add(ids.plans, values.planId);
      add(ids.businessPlans, values.businessPlanId);
      add(ids.cities, values.cityId);
      if (Array.isArray(values.cityIds)) for (const id of values.cityIds) add(ids.cities, id);
    }
  }
  return ids;
}

/**
 * The names of the plans and cities the page's entries refer to by id (associations keep ids only), so
 * the Histórico can say 'Fibra 600 Mega em Vitória - ES'. A record deleted since has no name here.
 */
async function namesOf(db: Db, entries: AuditEntry[]): Promise<AuditNames> {
  const ids = referencedIds(entries);
  const [planRows, businessPlanRows, cityRows] = await Promise.all([
    ids.plans.size > 0
      ? db
          .select({ id: plans.id, name: plans.name })
          .from(plans)
          .where(inArray(plans.id, [...ids.plans]))
      : [],
    ids.businessPlans.size > 0
      ? db
          .select({ id: businessPlans.id, name: businessPlans.name })
          .from(businessPlans)
          .where(inArray(businessPlans.id, [...ids.businessPlans]))
      : [],
    ids.cities.size > 0
      ? db
          .select({ id: cities.id, name: cities.name, state: cities.state })
          .from(cities)
          .where(inArray(cities.id, [...ids.cities]))
      : [],
  ]);
  return {
    plans: Object.fromEntries(planRows.map((row) => [row.id, row.name])),
    businessPlans: Object.fromEntries(businessPlanRows.map((row) => [row.id, row.name])),
    cities: Object.fromEntries(cityRows.map((row) => [row.id, `${row.name} - ${row.state}`])),
  };
}
