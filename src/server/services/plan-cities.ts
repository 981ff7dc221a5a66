import { and, asc, eq } from "drizzle-orm";
import {
  type AdminBusinessPlanCity,
  type AdminPlanCity,
  type OfferKind,
  offerVariantKey,
  type PublicCity,
  termsInCity,
} from "../../domain";
import { DUPLICATE_BUSINESS_PLAN_CITY_MESSAGE, DUPLICATE_PLAN_CITY_MESSAGE } from "../../domain/schemas";
import type { Db } from "../db/client";
import { businessPlanCities, businessPlans, cities, planCities, plans } from "../db/schema";
import { associationService } from "./associations";

// The console's Planos por Cidade and Planos Empresariais por Cidade tabs: one association service per
// kind of plan (decision 0038), each naming its tables, messages and the console shape's plan key.

const CITY_MISSING_MESSAGE = "Cidade não encontrada. Recarregue a página.";
const NOT_FOUND_MESSAGE = "Associação não encontrada.";
const iso = (row: { createdAt: Date; updatedAt: Date }) => ({
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const PLAN_CITIES = {
  plan: associationService<AdminPlanCity>(
    {
      table: planCities,
      planColumn: planCities.planId,
      planKey: "planId",
      planTable: plans,
      entity: "plan_cities",
      offerKind: "plan",
      uniqueConstraint: "plan_cities_plan_city_unique",
      duplicateMessage: DUPLICATE_PLAN_CITY_MESSAGE,
      notFoundMessage: NOT_FOUND_MESSAGE,
      planMissingMessage: "Plano não encontrado. Recarregue a página.",
      cityMissingMessage: CITY_MISSING_MESSAGE,
    },
    (row, related) => ({
      id: row.id,
      planId: row.planId,
      cityId: row.cityId,
      isActive: row.isActive,
      price: row.price,
      promoPrice: row.promoPrice,
      promoMonths: row.promoMonths,
      ...iso(row),
      ...related,
    }),
  ),
  business_plan: associationService<AdminBusinessPlanCity>(
    {
      table: businessPlanCities,
      planColumn: businessPlanCities.businessPlanId,
      planKey: "businessPlanId",
      planTable: businessPlans,
      entity: "business_plan_cities",
      offerKind: "business_plan",
      uniqueConstraint: "business_plan_cities_plan_city_unique",
      duplicateMessage: DUPLICATE_BUSINESS_PLAN_CITY_MESSAGE,
      notFoundMessage: NOT_FOUND_MESSAGE,
      planMissingMessage: "Plano empresarial não encontrado. Recarregue a página.",
      cityMissingMessage: CITY_MISSING_MESSAGE,
    },
    ({ planId, ...row }, { plan, city }) => ({
      id: row.id,
      businessPlanId: planId,
      cityId: row.cityId,
      isActive: row.isActive,
      price: row.price,
      promoPrice: row.promoPrice,
      promoMonths: row.promoMonths,
      ...iso(row),
      businessPlan: plan,
      city,
    }),
  ),
} satisfies Record<OfferKind, unknown>;

/** In how many cities each plan of a kind is sold (see associationService's countCitiesByPlan). */
export const countCitiesByPlan = (db: Db, kind: OfferKind) => PLAN_CITIES[kind].countCitiesByPlan(db);

/** A kind's association as the console shows it. */
export type PlanCityOf<K extends OfferKind> = {
  plan: AdminPlanCity;
  business_plan: AdminBusinessPlanCity;
}[K];

/** A kind's associations as the console lists them. */
export const listPlanCities = async <K extends OfferKind>(db: Db, kind: K) =>
  (await PLAN_CITIES[kind].list(db)) as PlanCityOf<K>[];

/** One of a plan's own prices in some cities ('Preço nesta cidade'), with the cities it is sold in. */
export type CityPriceVariant = {
  price: number;
  promoPrice: number | null;
  promoMonths: number | null;
  cities: PublicCity[];
};

/**
 * Where each plan of a kind is sold at its own price and where at a city's (decision 0040): the number of
 * active pairs with active cities that follow the plan's price, and each distinct city price with its
 * cities, cheapest first. Plans sold nowhere are absent.
 */
export async function listCityPricesByPlan(
  db: Db,
  kind: OfferKind,
): Promise<Map<number, { planPriceCities: number; variants: CityPriceVariant[] }>> {
  const { links, linkPlan, table } = LINKS[kind];
  const rows = await db
    .select({
      planId: linkPlan,
      own: { price: links.price, promoPrice: links.promoPrice, promoMonths: links.promoMonths },
      plan: { price: table.price, promoPrice: table.promoPrice, promoMonths: table.promoMonths },
      city: { id: cities.id, name: cities.name, state: cities.state },
    })
    .from(links)
    .innerJoin(cities, eq(cities.id, links.cityId))
    .innerJoin(table, eq(table.id, linkPlan))
    .where(and(eq(links.isActive, true), eq(cities.isActive, true)))
    .orderBy(asc(cities.state), asc(cities.name));
  const byPlan = new Map<number, { planPriceCities: number; variants: Map<string, CityPriceVariant> }>();
  for (const { planId, own, plan, city } of rows) {
    const entry = byPlan.get(planId) ?? { planPriceCities: 0, variants: new Map() };
    byPlan.set(planId, entry);
    const key = offerVariantKey(own, plan);
    if (!key) {
      entry.planPriceCities += 1;
      continue;
    }
    const variant = entry.variants.get(key) ?? { ...termsInCity(own, plan), cities: [] };
    variant.cities.push(city);
    entry.variants.set(key, variant);
  }
  return new Map(
    [...byPlan].map(([planId, entry]) => [
      planId,
      {
        planPriceCities: entry.planPriceCities,
        variants: [...entry.variants.values()].sort((a, b) => a.price - b.price),
      },
    ]),
  );
}

const LINKS = {
  plan: { links: planCities, linkPlan: planCities.planId, table: plans },
  business_plan: {
    links: businessPlanCities,
    linkPlan: businessPlanCities.businessPlanId,
    table: businessPlans,
  },
} as const;
