import { asc, count, eq } from "drizzle-orm";
import type { AdminBusinessPlan, DeleteImpact } from "../../domain";
import type { BusinessPlanInput } from "../../domain/schemas";
import type { Db } from "../db/client";
import { businessPlanCities, businessPlans } from "../db/schema";
import { consoleRecords, iso, ServiceError, type StaffContext } from "./console-writes";

type BusinessPlanRow = typeof businessPlans.$inferSelect;

function toAdminBusinessPlan(row: BusinessPlanRow): AdminBusinessPlan {
  return {
    id: row.id,
    name: row.name,
    speed: row.speed,
    price: row.price,
    type: "empresarial",
    features: row.features,
    badge: row.badge,
    popular: row.popular,
    streamings: row.streamings,
    cameraCount: row.cameraCount,
    isActive: row.isActive,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export async function listBusinessPlans(db: Db): Promise<AdminBusinessPlan[]> {
  const rows = await db.select().from(businessPlans).orderBy(asc(businessPlans.id));
  return rows.map(toAdminBusinessPlan);
}

const businessPlanRecords = consoleRecords({
  table: businessPlans,
  entity: "business_plans",
  toAdmin: toAdminBusinessPlan,
  notFound: () => new ServiceError(404, "business_plan_not_found", "Plano empresarial não encontrado."),
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
