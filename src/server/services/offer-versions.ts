import { and, asc, desc, eq, inArray, isNull, max } from "drizzle-orm";
import {
  type AdminOfferVersion,
  activationRefusal,
  activeEditRefusal,
  BUSINESS_PLAN_TYPE,
  type CityPrice,
  dayStart,
  isOnSale,
  missingOfferFields,
  nextDayStart,
  type OfferEndReason,
  type OfferField,
  type OfferKind,
  type OfferSnapshot,
  offerCode,
  offerCodePrefix,
  offerFieldList,
  offerVariantKey,
  type PublicCity,
  type PublicOfferVersion,
  REQUIRED_TO_ACTIVATE_MESSAGE,
  termsInCity,
} from "../../domain";
import type { Db } from "../db/client";
import {
  businessPlanCities,
  businessPlans,
  cities,
  offerVersions,
  planCities,
  plans,
  siteSettings,
  streamingServices,
} from "../db/schema";
import { ServiceError, type Tx } from "./console-writes";

// The repository of offers (RGC art. 22; docs/decisions/0024-offer-codes-and-versions.md). A plan is
// published while it is active: its open version is a frozen copy of what its label shows. Any write
// that may change that calls syncOfferVersion in its own transaction, which closes the open version when
// the label changed or the plan went off sale, and opens the next when the plan is on sale.

type PlanRow = typeof plans.$inferSelect;
type BusinessPlanRow = typeof businessPlans.$inferSelect;
/** A plan or business plan as the versions read it: its row, or the console shape of it. */
type OfferRow = Omit<PlanRow, "type" | "createdAt" | "updatedAt"> & {
  type: PlanRow["type"] | BusinessPlanRow["type"];
  features?: string[];
};

const KINDS = {
  plan: {
    table: plans,
    entity: "plans",
    links: planCities,
    linkPlan: planCities.planId,
    noun: "plano",
  },
  business_plan: {
    table: businessPlans,
    entity: "business_plans",
    links: businessPlanCities,
    linkPlan: businessPlanCities.businessPlanId,
    noun: "plano empresarial",
  },
} as const;

/** The kind of offer an audited entity holds. */
export const OFFER_KIND_OF_ENTITY: Record<string, OfferKind> = {
  plans: "plan",
  business_plans: "business_plan",
};

/** Everything the label shows of a plan: what a version freezes. */
export function snapshotOf(row: OfferRow): OfferSnapshot {
  return {
    name: row.name,
    type: row.type,
    features: row.type === BUSINESS_PLAN_TYPE ? [...(row.features ?? [])] : [],
    streamings: [...row.streamings],
    cameraCount: row.cameraCount,
    contractModality: row.contractModality,
    digitalOnly: row.digitalOnly,
    anatelCode: row.anatelCode,
    technology: row.technology,
    downloadMbps: row.downloadMbps,
    uploadMbps: row.uploadMbps,
    dataAllowance: row.dataAllowance,
    wifiEquipment: row.wifiEquipment,
    equipmentProvision: row.equipmentProvision,
    usageNotes: row.usageNotes,
    price: row.price,
    promoPrice: row.promoPrice,
    promoMonths: row.promoMonths,
    installationFee: row.installationFee,
    otherFees: row.otherFees,
    componentPrices: row.componentPrices,
    paymentTerms: row.paymentTerms,
    loyaltyMonths: row.loyaltyMonths,
    loyaltyBenefit: row.loyaltyBenefit,
    terminationFineRule: row.terminationFineRule,
    readjustmentIndex: row.readjustmentIndex,
    readjustmentMonths: row.readjustmentMonths,
    salesStartsOn: row.salesStartsOn,
    salesEndsOn: row.salesEndsOn,
  };
}

/** The label's fields that differ between two snapshots, in the form's order. */
export function labelChanges(before: OfferSnapshot, after: OfferSnapshot): OfferField[] {
  return (Object.keys(after) as (keyof OfferSnapshot)[]).filter(
    (key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null),
  );
}

/** The provider's prefix for new codes, from the company name in the settings. */
async function readCodePrefix(tx: Db | Tx): Promise<string> {
  const [settings] = await tx.select({ companyName: siteSettings.companyName }).from(siteSettings);
  return offerCodePrefix(settings?.companyName ?? "");
}

const byStateAndName = new Intl.Collator("pt-BR", { sensitivity: "base" });
const sortCities = (list: PublicCity[]) =>
  list.sort((a, b) => byStateAndName.compare(a.state, b.state) || byStateAndName.compare(a.name, b.name));

/** The key of one offer of a plan: its id and its price variant ('' for the plan's own price). */
export const variantOf = (planId: number, variant: string) => `${planId}:${variant}`;

/**
 * Where each offer of a kind is on sale now: its active pairs with active cities, by state and name,
 * keyed by `variantOf(plan, variant)` (a city with its own price sells that variant, decision 0040).
 */
async function soldIn(db: Db | Tx, kind: OfferKind, planIds?: number[]): Promise<Map<string, PublicCity[]>> {
  const { links, linkPlan, table } = KINDS[kind];
  const rows = await db
    .select({
      planId: linkPlan,
      id: cities.id,
      name: cities.name,
      state: cities.state,
      own: { price: links.price, promoPrice: links.promoPrice, promoMonths: links.promoMonths },
      plan: { price: table.price, promoPrice: table.promoPrice, promoMonths: table.promoMonths },
    })
    .from(links)
    .innerJoin(cities, eq(cities.id, links.cityId))
    .innerJoin(table, eq(table.id, linkPlan))
    .where(
      and(
        eq(links.isActive, true),
        eq(cities.isActive, true),
        planIds ? inArray(linkPlan, planIds) : undefined,
      ),
    );
  const byOffer = new Map<string, PublicCity[]>();
  for (const { planId, own, plan, ...city } of rows) {
    const key = variantOf(planId, offerVariantKey(own, plan));
    byOffer.set(key, [...(byOffer.get(key) ?? []), city]);
  }
  for (const list of byOffer.values()) sortCities(list);
  return byOffer;
}

type OpenVersion = typeof offerVersions.$inferSelect;

async function closeVersion(tx: Tx, open: OpenVersion, reason: OfferEndReason, at: Date) {
  const cities = (await soldIn(tx, open.kind, [open.planId])).get(variantOf(open.planId, open.variant)) ?? [];
  await tx
    .update(offerVersions)
    .set({ endedAt: at, endReason: reason, cities })
    .where(eq(offerVersions.id, open.id));
}

/**
 * A write about to change a plan's city prices, by link id: the city's price after it (null: the link
 * goes). syncOfferVersion runs before such a write, so a variant it closes records the cities it was
 * sold in until then.
 */
export type PendingCityPrices = Map<number, CityPrice | null>;

/**
 * The offers a plan should have open (`row`: the plan as it now is; undefined once removed): none when it
 * is off sale; else its own price (variant '') and one per distinct price of its cities (any of its pairs,
 * switched on or not: an offer sold nowhere today stays open and unlisted, as the plan's own does).
 */
async function wantedOffers(
  tx: Db | Tx,
  kind: OfferKind,
  planId: number,
  row: OfferRow | undefined,
  pending?: PendingCityPrices,
): Promise<Map<string, OfferSnapshot>> {
  const wanted = new Map<string, OfferSnapshot>();
  if (!row?.isActive) return wanted;
  const base = snapshotOf(row);
  wanted.set("", base);
  const { links, linkPlan } = KINDS[kind];
  const rows = await tx
    .select({
      id: links.id,
      price: links.price,
      promoPrice: links.promoPrice,
      promoMonths: links.promoMonths,
    })
    .from(links)
    .where(eq(linkPlan, planId));
  for (const { id, ...stored } of rows) {
    const own = pending?.has(id) ? pending.get(id) : stored;
    if (!own) continue;
    const variant = offerVariantKey(own, row);
    if (variant) wanted.set(variant, { ...base, ...termsInCity(own, row) });
  }
  return wanted;
}

/**
 * Brings a plan's versions in line with the plan as it now is (`row`; undefined once removed): an open
 * version closes when the plan went off sale, its label changed or no city sells its price any more,
 * and a new one opens for each price on sale with a label no open version shows. Runs in the write's
 * transaction: after a write to the plan, before a write to its city prices (`pending`).
 */
export async function syncOfferVersion(
  tx: Tx,
  kind: OfferKind,
  planId: number,
  row: OfferRow | undefined,
  now = new Date(),
  pending?: PendingCityPrices,
): Promise<void> {
  const open = await tx
    .select()
    .from(offerVersions)
    .where(and(eq(offerVersions.kind, kind), eq(offerVersions.planId, planId), isNull(offerVersions.endedAt)))
    .for("update");
  const wanted = await wantedOffers(tx, kind, planId, row, pending);
  for (const version of open) {
    const label = wanted.get(version.variant);
    if (label && labelChanges(version.offer, label).length === 0) {
      wanted.delete(version.variant);
      continue;
    }
    await closeVersion(tx, version, !row ? "removed" : !row.isActive ? "deactivated" : "changed", now);
  }
  if (wanted.size === 0) return;
  const prefix = await readCodePrefix(tx);
  for (const [variant, offer] of wanted) {
    const [last] = await tx
      .select()
      .from(offerVersions)
      .where(
        and(
          eq(offerVersions.kind, kind),
          eq(offerVersions.planId, planId),
          eq(offerVersions.variant, variant),
        ),
      )
      .orderBy(desc(offerVersions.version))
      .limit(1);
    const version = (last?.version ?? 0) + 1;
    await tx.insert(offerVersions).values({
      kind,
      planId,
      variant,
      version,
      code: offerCode(prefix, kind, planId, version, variant),
      offer,
      changes: last ? labelChanges(last.offer, offer) : [],
      startedAt: now,
    });
  }
}

/** syncOfferVersion for plans read from the database (a city price written, a pair restored). */
export async function syncPlanOffers(
  tx: Tx,
  kind: OfferKind,
  planIds: number[],
  pending?: PendingCityPrices,
): Promise<void> {
  const ids = [...new Set(planIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  const { table } = KINDS[kind];
  const rows = (await tx.select().from(table).where(inArray(table.id, ids))) as OfferRow[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const id of ids) await syncOfferVersion(tx, kind, id, byId.get(id), new Date(), pending);
}

/**
 * Every plan's versions brought in line at once: run at start (after the migrations, which cannot name
 * versions), by the demo seed and by the bench's generator, which write plans without the console.
 * Returns how many plans it changed.
 */
export async function reconcileOfferVersions(tx: Tx, now = new Date()): Promise<number> {
  let changed = 0;
  for (const kind of ["plan", "business_plan"] as const) {
    const { table } = KINDS[kind];
    const rows = (await tx.select().from(table).orderBy(asc(table.id))) as OfferRow[];
    const open = new Map<number, OpenVersion[]>();
    for (const version of await tx
      .select()
      .from(offerVersions)
      .where(and(eq(offerVersions.kind, kind), isNull(offerVersions.endedAt)))) {
      open.set(version.planId, [...(open.get(version.planId) ?? []), version]);
    }
    for (const row of rows) {
      const current = open.get(row.id) ?? [];
      open.delete(row.id);
      const wanted = await wantedOffers(tx, kind, row.id, row);
      const upToDate =
        current.length === wanted.size &&
        current.every((version) => {
          const label = wanted.get(version.variant);
          return label !== undefined && labelChanges(version.offer, label).length === 0;
        });
      if (upToDate) continue;
      await syncOfferVersion(tx, kind, row.id, row, now);
      changed += 1;
    }
    // Open versions of plans that are gone (removed by hand): closed as removed.
    for (const versions of open.values()) {
      for (const version of versions) await closeVersion(tx, version, "removed", now);
      changed += 1;
    }
  }
  return changed;
}

/** A plan's versions, newest first (the console's 'Versões'). */
export async function listOfferVersions(
  db: Db,
  kind: OfferKind,
  planId: number,
): Promise<AdminOfferVersion[]> {
  const rows = await db
    .select()
    .from(offerVersions)
    .where(and(eq(offerVersions.kind, kind), eq(offerVersions.planId, planId)))
    .orderBy(desc(offerVersions.version));
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    variant: row.variant,
    version: row.version,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    endReason: row.endReason,
    changes: row.changes,
    cities: row.cities,
    offer: row.offer,
  }));
}

/** The code of each plan's open version of its own price, by plan id. */
export async function currentOfferCodes(db: Db, kind: OfferKind): Promise<Map<number, string>> {
  const rows = await db
    .select({ planId: offerVersions.planId, code: offerVersions.code })
    .from(offerVersions)
    .where(and(eq(offerVersions.kind, kind), eq(offerVersions.variant, ""), isNull(offerVersions.endedAt)));
  return new Map(rows.map((row) => [row.planId, row.code]));
}

/** The code of every open version, price variants included, by `variantOf(plan, variant)`. */
export async function currentVariantCodes(db: Db, kind: OfferKind): Promise<Map<string, string>> {
  const rows = await db
    .select({ planId: offerVersions.planId, variant: offerVersions.variant, code: offerVersions.code })
    .from(offerVersions)
    .where(and(eq(offerVersions.kind, kind), isNull(offerVersions.endedAt)));
  return new Map(rows.map((row) => [variantOf(row.planId, row.variant), row.code]));
}

/** The highest version number each plan has had (the console says which number comes next). */
export async function latestVersionNumbers(db: Db, kind: OfferKind): Promise<Map<number, number>> {
  const rows = await db
    .select({ planId: offerVersions.planId, version: max(offerVersions.version) })
    .from(offerVersions)
    .where(and(eq(offerVersions.kind, kind), eq(offerVersions.variant, "")))
    .groupBy(offerVersions.planId);
  return new Map(rows.map((row) => [row.planId, row.version ?? 0]));
}

// The completeness rule: a plan on sale has every field its label needs.

const incompleteFields = (missing: readonly OfferField[]) =>
  Object.fromEntries(missing.map((field) => [field, REQUIRED_TO_ACTIVATE_MESSAGE]));

/**
 * Refuses (422, naming the fields in pt-BR) a plan that is active and lacks a field its label needs.
 * `editing`: it was active already and an edit would empty the field.
 */
export function assertOfferComplete(row: Parameters<typeof missingOfferFields>[0], editing = false): void {
  const missing = missingOfferFields(row);
  if (missing.length === 0) return;
  throw new ServiceError(
    422,
    "offer_incomplete",
    editing ? activeEditRefusal(missing) : activationRefusal(missing),
    incompleteFields(missing),
  );
}

/**
 * Refuses (422) making the plans `planIds` sold in a city while one of them is active and incomplete:
 * an association created or switched on, a city switched on. Drafts may be prepared in any city.
 */
export async function assertPlansSellable(db: Db | Tx, kind: OfferKind, planIds: number[]): Promise<void> {
  const ids = [...new Set(planIds)];
  if (ids.length === 0) return;
  const { table, noun } = KINDS[kind];
  const rows = (await db
    .select()
    .from(table)
    .where(and(inArray(table.id, ids), eq(table.isActive, true)))
    .orderBy(asc(table.id))) as OfferRow[];
  const incomplete = rows
    .map((row) => ({ name: row.name, missing: missingOfferFields(row) }))
    .filter((plan) => plan.missing.length > 0);
  if (incomplete.length === 0) return;
  const [first] = incomplete;
  const message =
    incomplete.length === 1
      ? `Para ativar, preencha no ${noun} ${first!.name}: ${offerFieldList(first!.missing)}`
      : `Para ativar, complete os planos: ${incomplete.map((plan) => `${plan.name} (${offerFieldList(plan.missing)})`).join("; ")}`;
  throw new ServiceError(422, "offer_incomplete", message);
}

/** The active plans of both kinds with an active pair in `cityId`: what switching the city on puts on sale. */
export async function assertCitySellable(tx: Tx, cityId: number): Promise<void> {
  for (const kind of ["plan", "business_plan"] as const) {
    const { links, linkPlan } = KINDS[kind];
    const rows = await tx
      .select({ planId: linkPlan })
      .from(links)
      .where(and(eq(links.cityId, cityId), eq(links.isActive, true)));
    await assertPlansSellable(
      tx,
      kind,
      rows.map((row) => row.planId),
    );
  }
}

/** Refuses (422, on the field) included apps that are not services of the Streaming tab. */
export async function assertStreamingServices(db: Db | Tx, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  const found = new Set(
    (
      await db
        .select({ name: streamingServices.name })
        .from(streamingServices)
        .where(inArray(streamingServices.name, [...names]))
    ).map((row) => row.name),
  );
  const unknown = names.filter((name) => !found.has(name));
  if (unknown.length === 0) return;
  const message =
    unknown.length === 1
      ? `O aplicativo ${unknown[0]} não está cadastrado na aba Streaming. Escolha um dos serviços cadastrados.`
      : `Os aplicativos ${unknown.join(", ")} não estão cadastrados na aba Streaming. Escolha entre os serviços cadastrados.`;
  throw new ServiceError(422, "validation_failed", message, { streamings: message });
}

// The public repository: what the Catalogue keeps (catalogue.ts).

export type OfferRepository = {
  /** On sale today, by kind then plan id. */
  current: PublicOfferVersion[];
  /** Closed, newest first. */
  closed: PublicOfferVersion[];
};

/**
 * The next instant after `now` at which an active plan's sales period starts or ends (the start of its
 * first day, or of the day after its last): what visitors are shown changes then. Null when none will.
 */
export async function readSalesBoundary(db: Db, now: Date): Promise<Date | null> {
  let next: Date | null = null;
  for (const { table } of Object.values(KINDS)) {
    const rows = await db
      .select({ startsOn: table.salesStartsOn, endsOn: table.salesEndsOn })
      .from(table)
      .where(eq(table.isActive, true));
    for (const row of rows) {
      const instants = [
        row.startsOn ? dayStart(row.startsOn) : null,
        row.endsOn ? nextDayStart(dayStart(row.endsOn)) : null,
      ];
      for (const instant of instants) {
        if (instant && instant > now && (next === null || instant < next)) next = instant;
      }
    }
  }
  return next;
}

/**
 * Every version visitors may see on `today` (a Brasília day): the open versions of plans on sale today
 * somewhere (with the cities they are sold in now), and the closed ones (with the cities they were sold
 * in). An open version whose sales period is over counts as closed at the end of its last day; one whose
 * period has not started, or that no city sells, is not shown.
 */
export async function readOfferRepository(db: Db, today: string): Promise<OfferRepository> {
  const rows = await db
    .select()
    .from(offerVersions)
    .orderBy(asc(offerVersions.kind), asc(offerVersions.planId));
  const live = {
    plan: await soldIn(db, "plan"),
    business_plan: await soldIn(db, "business_plan"),
  };
  const names = [...new Set(rows.flatMap((row) => row.offer.streamings))];
  const icons = new Map(
    names.length === 0
      ? []
      : (
          await db
            .select({
              name: streamingServices.name,
              iconUrl: streamingServices.iconUrl,
              isActive: streamingServices.isActive,
            })
            .from(streamingServices)
            .where(inArray(streamingServices.name, names))
        ).map((row) => [row.name, row.isActive ? row.iconUrl : null]),
  );
  const current: PublicOfferVersion[] = [];
  const closed: PublicOfferVersion[] = [];
  for (const row of rows) {
    const shape = (status: PublicOfferVersion["status"], endedAt: Date | null, where: PublicCity[]) => ({
      code: row.code,
      kind: row.kind,
      planId: row.planId,
      variant: row.variant,
      version: row.version,
      status,
      startedAt: row.startedAt.toISOString(),
      endedAt: endedAt?.toISOString() ?? null,
      cities: where,
      offer: row.offer,
      apps: row.offer.streamings.map((name) => ({ name, iconUrl: icons.get(name) ?? null })),
    });
    if (row.endedAt) {
      closed.push(shape("closed", row.endedAt, row.cities ?? []));
      continue;
    }
    const { salesEndsOn } = row.offer;
    const where = live[row.kind].get(variantOf(row.planId, row.variant)) ?? [];
    if (isOnSale(row.offer, today)) {
      if (where.length > 0) current.push(shape("current", null, where));
    } else if (salesEndsOn && salesEndsOn < today) {
      closed.push(shape("closed", nextDayStart(dayStart(salesEndsOn)), where));
    }
  }
  closed.sort((a, b) => (b.endedAt ?? "").localeCompare(a.endedAt ?? "") || a.code.localeCompare(b.code));
  return { current, closed };
}
