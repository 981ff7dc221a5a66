import { and, asc, count, eq } from "drizzle-orm";
import {
  type AdminBusinessPlan,
  type DeleteImpact,
  equipmentText,
  isOnSale,
  type PublicBusinessPlan,
  speedLabel,
} from "../../domain";
import type { BusinessPlanCreateInput, BusinessPlanInput } from "../../domain/schemas";
import type { Db } from "../db/client";
import { businessPlanCities, businessPlans, cities } from "../db/schema";
import { consoleRecords, ServiceError, type StaffContext, withIsoDates } from "./console-writes";
import {
  assertOfferComplete,
  assertStreamingServices,
  currentOfferCodes,
  syncOfferVersion,
} from "./offer-versions";
import { findStreamingIcons } from "./streaming-services";
import { moveToTrash } from "./trash";

/**
 * Active business plans offered in an active city through an active link and on sale on `today`, by id
 * (the order staff created them), with each streaming's icon and the current offer version's code.
 */
export async function listBusinessPlansForCity(
  db: Db,
  cityId: number,
  today: string,
): Promise<PublicBusinessPlan[]> {
  const rows = await db
    .select({ plan: businessPlans })
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
  const onSale = rows.map((row) => row.plan).filter((plan) => isOnSale(plan, today));
  const icons = await findStreamingIcons(
    db,
    onSale.flatMap((plan) => plan.streamings),
  );
  const codes = onSale.length > 0 ? await currentOfferCodes(db, "business_plan") : new Map<number, string>();
  return onSale.map((plan) => ({
    id: plan.id,
    name: plan.name,
    features: plan.features,
    badge: plan.badge,
    popular: plan.popular,
    cameraCount: plan.cameraCount,
    price: plan.price,
    downloadMbps: plan.downloadMbps,
    uploadMbps: plan.uploadMbps,
    promoPrice: plan.promoPrice,
    promoMonths: plan.promoMonths,
    installationFee: plan.installationFee,
    loyaltyMonths: plan.loyaltyMonths,
    speed: speedLabel(plan.downloadMbps),
    equipment: equipmentText(plan),
    offerCode: codes.get(plan.id) ?? null,
    streamings: plan.streamings.map((name) => ({ name, iconUrl: icons.get(name) ?? null })),
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
  beforeDelete: async (tx, row, staff) => {
    await moveToTrash(tx, staff.actor.email, "business_plans", row);
    await syncOfferVersion(tx, "business_plan", row.id, undefined);
  },
  onWrite: async (tx, write) => {
    if (write.action === "delete") return;
    if (write.after.isActive) assertOfferComplete(write.after, write.action === "update");
    await syncOfferVersion(tx, "business_plan", write.id, write.after);
  },
});

/** Active unless `input.isActive` says otherwise (a draft), when its label is complete. */
export async function createBusinessPlan(staff: StaffContext, input: BusinessPlanCreateInput) {
  await assertStreamingServices(staff.db, input.streamings);
  return businessPlanRecords.create(staff, input);
}

export async function updateBusinessPlan(
  staff: StaffContext,
  id: number,
  input: BusinessPlanInput,
  expectedUpdatedAt: string,
) {
  await assertStreamingServices(staff.db, input.streamings);
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
