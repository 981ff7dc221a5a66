import { and, asc, count, eq } from "drizzle-orm";
import type { AdminBusinessPlan, DeleteImpact, PublicBusinessPlan } from "../../domain";
import type { BusinessPlanInput } from "../../domain/schemas";
import type { Db } from "../db/client";
import { businessPlanCities, businessPlans, cities } from "../db/schema";
import { consoleRecords, ServiceError, type StaffContext, withIsoDates } from "./console-writes";
import { findStreamingIcons } from "./streaming-services";
import { moveToTrash } from "./trash";

/** Active business plans offered in an active city through an active link, by id (the order staff created them). */
export async function listBusinessPlansForCity(db: Db, cityId: number): Promise<PublicBusinessPlan[]> {
  const rows = await db
    .select({
      id: businessPlans.id,
      name: businessPlans.name,
      speed: businessPlans.speed,
      price: businessPlans.price,
      features: businessPlans.features,
      badge: businessPlans.badge,
      popular: businessPlans.popular,
      streamings: businessPlans.streamings,
      cameraCount: businessPlans.cameraCount,
    })
    .from(businessPlanCities)
    .innerJoin(businessPlans, eq(businessPlans.id, businessPlanCities.businessPlanId))
    .innerJoin(cities, eq(cities.id, businessPlanCities.cityId))
    .where(
      and(
        eq(businessPlanCities.cityId, cityId),
        eq(businessPlanCities.isActive, true),
        eq(businessPlans.isActive, true),
        eq(cities.isActive, true),
      ),
    )
    .orderBy(asc(businessPlans.id));

  const icons = await findStreamingIcons(
    db,
    rows.flatMap((row) => row.streamings),
  );
  return rows.map((row) => ({
    ...row,
    streamings: row.streamings.map((name) => ({ name, iconUrl: icons.get(name) ?? null })),
  }));
}

type BusinessPlanRow = typeof businessPlans.$inferSelect;

const toAdminBusinessPlan = (row: BusinessPlanRow): AdminBusinessPlan => withIsoDates(row);

export async function listBusinessPlans(db: Db): Promise<AdminBusinessPlan[]> {
  const rows = await db.select().from(businessPlans).orderBy(asc(businessPlans.id));
  return rows.map(toAdminBusinessPlan);
}

const businessPlanRecords = consoleRecords({
  table: businessPlans,
  entity: "business_plans",
  toAdmin: toAdminBusinessPlan,
  notFound: () => new ServiceError(404, "business_plan_not_found", "Plano empresarial não encontrado."),
  beforeDelete: (tx, row, staff) => moveToTrash(tx, staff.actor.email, "business_plans", row),
});

export function createBusinessPlan(staff: StaffContext, input: BusinessPlanInput) {
  return businessPlanRecords.create(staff, { ...input, isActive: true });
}

export function updateBusinessPlan(
  staff: StaffContext,
  id: number,
  input: BusinessPlanInput,
  expectedUpdatedAt: string,
) {
  return businessPlanRecords.update(staff, id, input, expectedUpdatedAt);
}

export function setBusinessPlanActive(
  staff: StaffContext,
  id: number,
  isActive: boolean,
  expectedUpdatedAt: string,
) {
  return businessPlanRecords.update(staff, id, { isActive }, expectedUpdatedAt, "status");
}

export function deleteBusinessPlan(staff: StaffContext, id: number, expectedUpdatedAt: string) {
  return businessPlanRecords.remove(staff, id, expectedUpdatedAt);
}

export async function businessPlanDeleteImpact(db: Db, id: number): Promise<DeleteImpact> {
  const [row] = await db
    .select({ total: count() })
    .from(businessPlanCities)
    .where(eq(businessPlanCities.businessPlanId, id));
  return { planCities: 0, businessPlanCities: row?.total ?? 0 };
}
