import { and, asc, count, eq } from "drizzle-orm";
import type { AdminPlan, DeleteImpact, PublicPlan } from "../../domain";
import type { PlanInput } from "../../domain/schemas";
import type { Db } from "../db/client";
import { cities, planCities, plans } from "../db/schema";
import { consoleRecords, ServiceError, type StaffContext, withIsoDates } from "./console-writes";
import { findStreamingIcons } from "./streaming-services";
import { moveToTrash } from "./trash";

type PlanRow = typeof plans.$inferSelect;

const toAdminPlan = (row: PlanRow): AdminPlan => withIsoDates(row);

/** Active plans offered in an active city, with each streaming's icon; the client sorts and splits them. */
export async function listPlansForCity(db: Db, cityId: number): Promise<PublicPlan[]> {
  const rows = await db
    .select({
      id: plans.id,
      name: plans.name,
      speed: plans.speed,
      price: plans.price,
      type: plans.type,
      streamings: plans.streamings,
      cameraCount: plans.cameraCount,
      badge: plans.badge,
    })
    .from(planCities)
    .innerJoin(plans, eq(plans.id, planCities.planId))
    .innerJoin(cities, eq(cities.id, planCities.cityId))
    .where(
      and(
        eq(planCities.cityId, cityId),
        eq(planCities.isActive, true),
        eq(plans.isActive, true),
        eq(cities.isActive, true),
      ),
    )
    .orderBy(asc(plans.price), asc(plans.id));

  const icons = await findStreamingIcons(
    db,
    rows.flatMap((row) => row.streamings),
  );
  return rows.map((row) => ({
    ...row,
    streamings: row.streamings.map((name) => ({ name, iconUrl: icons.get(name) ?? null })),
  }));
}

export async function listPlans(db: Db): Promise<AdminPlan[]> {
  const rows = await db.select().from(plans).orderBy(asc(plans.id));
  return rows.map(toAdminPlan);
}

const planRecords = consoleRecords({
  table: plans,
  entity: "plans",
  toAdmin: toAdminPlan,
  notFound: () => new ServiceError(404, "plan_not_found", "Plano não encontrado."),
  beforeDelete: (tx, row, staff) => moveToTrash(tx, staff.actor.email, "plans", row),
});

export function createPlan(staff: StaffContext, input: PlanInput): Promise<AdminPlan> {
  return planRecords.create(staff, { ...input, isActive: true });
}

/** Edits everything but the active flag. */
export function updatePlan(staff: StaffContext, id: number, input: PlanInput, expectedUpdatedAt: string) {
  return planRecords.update(staff, id, input, expectedUpdatedAt);
}

export function setPlanActive(staff: StaffContext, id: number, isActive: boolean, expectedUpdatedAt: string) {
  return planRecords.update(staff, id, { isActive }, expectedUpdatedAt, "status");
}

/** Its city associations go with it (the foreign key cascades). */
export function deletePlan(staff: StaffContext, id: number, expectedUpdatedAt: string) {
  return planRecords.remove(staff, id, expectedUpdatedAt);
}

/** What goes with the plan when it is deleted. */
export async function planDeleteImpact(db: Db, id: number): Promise<DeleteImpact> {
  const [row] = await db.select({ total: count() }).from(planCities).where(eq(planCities.planId, id));
  return { planCities: row?.total ?? 0, businessPlanCities: 0 };
}
