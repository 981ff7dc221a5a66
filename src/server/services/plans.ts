import { and, asc, count, eq, ne } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import {
  type AdminBusinessPlan,
  type AdminPlan,
  type CityPrice,
  componentPricesFollowing,
  type DeleteImpact,
  equipmentText,
  isOnSale,
  type OfferKind,
  offerVariantKey,
  type PublicBusinessPlan,
  type PublicPlan,
  speedLabel,
  termsInCity,
} from "../../domain";
import type {
  BusinessPlanCreateInput,
  BusinessPlanInput,
  PlanCreateInput,
  PlanInput,
} from "../../domain/schemas";
import type { Db } from "../db/client";
import { businessPlanCities, businessPlans, cities, planCities, plans } from "../db/schema";
import {
  type AlsoWrite,
  consoleRecords,
  ServiceError,
  type StaffContext,
  withIsoDates,
} from "./console-writes";
import {
  assertOfferComplete,
  assertStreamingServices,
  currentVariantCodes,
  syncOfferVersion,
  variantOf,
} from "./offer-versions";
import { findStreamingIcons } from "./streaming-services";
import { moveToTrash } from "./trash";

// Plans and business plans are one kind of record with two tables (decision 0038): the same writes, the
// same offer versions, the same city links. One implementation; `kind` picks the table, its links and
// what only that kind has (a plan's type; a business plan's features and 'Destaque').

type PlanRow = typeof plans.$inferSelect;
type BusinessPlanRow = typeof businessPlans.$inferSelect;

/** What each kind reads and writes as. */
export type PlanKindTypes = {
  plan: { admin: AdminPlan; public: PublicPlan; create: PlanCreateInput; input: PlanInput };
  business_plan: {
    admin: AdminBusinessPlan;
    public: PublicBusinessPlan;
    create: BusinessPlanCreateInput;
    input: BusinessPlanInput;
  };
};

const KINDS = {
  plan: {
    table: plans,
    links: planCities,
    linkPlan: planCities.planId,
    entity: "plans",
    notFound: () => new ServiceError(404, "plan_not_found", "Plano não encontrado."),
    /** Public lists run from the cheapest; business plans keep the order staff created them in. */
    order: [asc(plans.price), asc(plans.id)],
    impact: (total: number): DeleteImpact => ({ planCities: total, businessPlanCities: 0 }),
    own: (plan: PlanRow) => ({ type: plan.type }),
  },
  business_plan: {
    table: businessPlans,
    links: businessPlanCities,
    linkPlan: businessPlanCities.businessPlanId,
    entity: "business_plans",
    notFound: () => new ServiceError(404, "business_plan_not_found", "Plano empresarial não encontrado."),
    order: [asc(businessPlans.id)],
    impact: (total: number): DeleteImpact => ({ planCities: 0, businessPlanCities: total }),
    own: (plan: BusinessPlanRow) => ({ features: plan.features, popular: plan.popular }),
  },
} as const;

/** The audit log's (and the Lixeira's) name of a kind's table. */
export const PLAN_ENTITY: Record<OfferKind, "plans" | "business_plans"> = {
  plan: KINDS.plan.entity,
  business_plan: KINDS.business_plan.entity,
};

type AnyPlanRow = PlanRow | BusinessPlanRow;

function recordsOf<T extends typeof plans | typeof businessPlans>(kind: OfferKind, table: T) {
  const { entity, notFound } = KINDS[kind];
  return consoleRecords({
    table,
    entity,
    toAdmin: (row: T["$inferSelect"]) => withIsoDates(row as AnyPlanRow),
    notFound,
    beforeDelete: async (tx, row, staff) => {
      await moveToTrash(tx, staff.actor.email, entity, row);
      // Before the delete takes its cities along: the closed version records where it was sold.
      await syncOfferVersion(tx, kind, (row as AnyPlanRow).id, undefined);
    },
    // In the write's transaction: a plan on sale has a complete label, and its open version shows it.
    onWrite: async (tx, write) => {
      if (write.action === "delete") return;
      if (write.after.isActive) assertOfferComplete(write.after, write.action === "update");
      await syncOfferVersion(tx, kind, write.id, write.after);
    },
  });
}

const RECORDS = {
  plan: recordsOf("plan", plans),
  business_plan: recordsOf("business_plan", businessPlans),
};

/**
 * Active plans of a kind offered in an active city through an active link and on sale on `today` (a
 * Brasília day, 'AAAA-MM-DD'), with each streaming's icon and the code of the offer's current version.
 */
export async function listPlansForCity<K extends OfferKind>(
  db: Db,
  kind: K,
  cityId: number,
  today: string,
): Promise<PlanKindTypes[K]["public"][]> {
  const { table, links, linkPlan, order, own } = KINDS[kind];
  const rows = await db
    .select({
      plan: table as PgTable,
      own: { price: links.price, promoPrice: links.promoPrice, promoMonths: links.promoMonths },
    })
    .from(links as PgTable)
    .innerJoin(table, eq(table.id, linkPlan))
    .innerJoin(cities, eq(cities.id, links.cityId))
    .where(
      and(
        eq(links.cityId, cityId),
        eq(links.isActive, true),
        eq(table.isActive, true),
        eq(cities.isActive, true),
      ),
    )
    .orderBy(...order);
  // The city's own price, where it has one (decision 0040), is the plan's price here: on the card, in
  // the order (the cheapest first, the row's 'MELHOR OFERTA') and in the offer code its label answers at.
  const onSale = rows
    .map((row) => ({ plan: row.plan as AnyPlanRow, own: row.own as CityPrice }))
    .filter(({ plan }) => isOnSale(plan, today))
    .map(({ plan, own }) => ({
      plan: { ...plan, ...termsInCity(own, plan) },
      variant: offerVariantKey(own, plan),
    }));
  if (kind === "plan") onSale.sort((a, b) => a.plan.price - b.plan.price || a.plan.id - b.plan.id);
  const icons = await findStreamingIcons(
    db,
    onSale.flatMap(({ plan }) => plan.streamings),
  );
  const codes = onSale.length > 0 ? await currentVariantCodes(db, kind) : new Map<string, string>();
  const ownOf = own as (plan: AnyPlanRow) => object;
  return onSale.map(({ plan, variant }) => ({
    id: plan.id,
    name: plan.name,
    ...ownOf(plan),
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
    offerCode: codes.get(variantOf(plan.id, variant)) ?? null,
    streamings: plan.streamings.map((name) => ({ name, iconUrl: icons.get(name) ?? null })),
  })) as PlanKindTypes[K]["public"][];
}

export async function listPlans<K extends OfferKind>(db: Db, kind: K): Promise<PlanKindTypes[K]["admin"][]> {
  const { table } = KINDS[kind];
  const rows = await db
    .select()
    .from(table as PgTable)
    .orderBy(asc(table.id));
  return rows.map((row) => withIsoDates(row as AnyPlanRow)) as PlanKindTypes[K]["admin"][];
}

/** Active unless `input.isActive` says otherwise (a draft), when its label is complete. */
export async function createPlan<K extends OfferKind>(
  staff: StaffContext,
  kind: K,
  input: PlanKindTypes[K]["create"],
): Promise<PlanKindTypes[K]["admin"]> {
  await assertStreamingServices(staff.db, input.streamings);
  return (await RECORDS[kind].create(staff, input as never)) as PlanKindTypes[K]["admin"];
}

/** Edits everything but the active flag. A published plan whose label changes gets a new version. */
export async function updatePlan<K extends OfferKind>(
  staff: StaffContext,
  kind: K,
  id: number,
  input: PlanKindTypes[K]["input"],
  expectedUpdatedAt: string,
): Promise<PlanKindTypes[K]["admin"]> {
  await assertStreamingServices(staff.db, input.streamings);
  return (await RECORDS[kind].update(
    staff,
    id,
    input as never,
    expectedUpdatedAt,
    "update",
    kind === "plan" ? (combosFollow as AlsoWrite<unknown>) : undefined,
  )) as PlanKindTypes[K]["admin"];
}

/**
 * Issue 68, point 5 (decision 0085): a combo's 'price of each service alone' follows the stand-alone plan
 * it names. In the plan's write, each combo whose line names the plan gets the plan's price there, with its
 * own audit entry, and a published combo's label opens its next version (the old one stays as it was
 * offered, decision 0024).
 */
const combosFollow: AlsoWrite<AdminPlan> = async (tx, audit, plan) => {
  const combos = await tx
    .select()
    .from(plans)
    .where(and(eq(plans.type, "Combo"), ne(plans.id, plan.id)))
    .for("update");
  for (const combo of combos) {
    const componentPrices = componentPricesFollowing(combo.componentPrices, plan);
    if (componentPrices === null) continue;
    const [updated] = await tx
      .update(plans)
      .set({ componentPrices, updatedAt: new Date(Math.max(Date.now(), combo.updatedAt.getTime() + 1)) })
      .where(eq(plans.id, combo.id))
      .returning();
    await audit({
      action: "update",
      entity: "plans",
      entityId: combo.id,
      before: withIsoDates(combo),
      after: withIsoDates(updated!),
    });
    await syncOfferVersion(tx, "plan", combo.id, updated!);
  }
};

export async function setPlanActive<K extends OfferKind>(
  staff: StaffContext,
  kind: K,
  id: number,
  isActive: boolean,
  expectedUpdatedAt: string,
): Promise<PlanKindTypes[K]["admin"]> {
  return (await RECORDS[kind].update(
    staff,
    id,
    { isActive },
    expectedUpdatedAt,
    "status",
  )) as PlanKindTypes[K]["admin"];
}

/** Its city associations go with it (the foreign key cascades); its versions stay, the open one closed. */
export function deletePlan(staff: StaffContext, kind: OfferKind, id: number, expectedUpdatedAt: string) {
  return RECORDS[kind].remove(staff, id, expectedUpdatedAt);
}

/** What goes with the plan when it is deleted. */
export async function planDeleteImpact(db: Db, kind: OfferKind, id: number): Promise<DeleteImpact> {
  const { links, linkPlan, impact } = KINDS[kind];
  const [row] = await db
    .select({ total: count() })
    .from(links as PgTable)
    .where(eq(linkPlan, id));
  return impact(row?.total ?? 0);
}
