import { and, asc, count, eq } from "drizzle-orm";
import {
  type AdminPlan,
  type DeleteImpact,
  equipmentText,
  isOnSale,
  type PublicPlan,
  speedLabel,
} from "../../domain";
import type { PlanCreateInput, PlanInput } from "../../domain/schemas";
import type { Db } from "../db/client";
import { cities, planCities, plans } from "../db/schema";
import { consoleRecords, ServiceError, type StaffContext, withIsoDates } from "./console-writes";
import {
  assertOfferComplete,
  assertStreamingServices,
  currentOfferCodes,
  syncOfferVersion,
} from "./offer-versions";
import { findStreamingIcons } from "./streaming-services";
import { moveToTrash } from "./trash";

type PlanRow = typeof plans.$inferSelect;

const toAdminPlan = (row: PlanRow): AdminPlan => withIsoDates(row);

/**
 * Active plans offered in an active city and on sale on `today` (a Brasília day, 'AAAA-MM-DD'), with
 * each streaming's icon and the code of the offer's current version; the client sorts and splits them.
 */
export async function listPlansForCity(db: Db, cityId: number, today: string): Promise<PublicPlan[]> {
  const rows = await db
    .select({ plan: plans })
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
  const onSale = rows.map((row) => row.plan).filter((plan) => isOnSale(plan, today));
  const icons = await findStreamingIcons(
    db,
    onSale.flatMap((plan) => plan.streamings),
  );
  const codes = onSale.length > 0 ? await currentOfferCodes(db, "plan") : new Map<number, string>();
  return onSale.map((plan) => ({
    id: plan.id,
    name: plan.name,
    type: plan.type,
    cameraCount: plan.cameraCount,
    badge: plan.badge,
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

export async function listPlans(db: Db): Promise<AdminPlan[]> {
  const rows = await db.select().from(plans).orderBy(asc(plans.id));
  return rows.map(toAdminPlan);
}

const planRecords = consoleRecords({
  table: plans,
  entity: "plans",
  toAdmin: toAdminPlan,
  notFound: () => new ServiceError(404, "plan_not_found", "Plano não encontrado."),
  beforeDelete: async (tx, row, staff) => {
    await moveToTrash(tx, staff.actor.email, "plans", row);
    // Before the delete takes its cities along: the closed version records where it was sold.
    await syncOfferVersion(tx, "plan", row.id, undefined);
  },
  // In the write's transaction: a plan on sale has a complete label, and its open version shows it.
  onWrite: async (tx, write) => {
    if (write.action === "delete") return;
    if (write.after.isActive) assertOfferComplete(write.after, write.action === "update");
    await syncOfferVersion(tx, "plan", write.id, write.after);
  },
});

/** Active unless `input.isActive` says otherwise (a draft), when its label is complete. */
export async function createPlan(staff: StaffContext, input: PlanCreateInput): Promise<AdminPlan> {
  await assertStreamingServices(staff.db, input.streamings);
  return planRecords.create(staff, input);
}

/** Edits everything but the active flag. A published plan whose label changes gets a new version. */
export async function updatePlan(
  staff: StaffContext,
  id: number,
  input: PlanInput,
  expectedUpdatedAt: string,
) {
  await assertStreamingServices(staff.db, input.streamings);
  return planRecords.update(staff, id, input, expectedUpdatedAt);
}

export function setPlanActive(staff: StaffContext, id: number, isActive: boolean, expectedUpdatedAt: string) {
  return planRecords.update(staff, id, { isActive }, expectedUpdatedAt, "status");
}

/** Its city associations go with it (the foreign key cascades); its versions stay, the open one closed. */
export function deletePlan(staff: StaffContext, id: number, expectedUpdatedAt: string) {
  return planRecords.remove(staff, id, expectedUpdatedAt);
}

/** What goes with the plan when it is deleted. */
export async function planDeleteImpact(db: Db, id: number): Promise<DeleteImpact> {
  const [row] = await db.select({ total: count() }).from(planCities).where(eq(planCities.planId, id));
  return { planCities: row?.total ?? 0, businessPlanCities: 0 };
}
