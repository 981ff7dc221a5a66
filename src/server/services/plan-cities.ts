import type { AdminBusinessPlanCity, AdminPlanCity, OfferKind } from "../../domain";
import { DUPLICATE_BUSINESS_PLAN_CITY_MESSAGE, DUPLICATE_PLAN_CITY_MESSAGE } from "../../domain/schemas";
import type { Db } from "../db/client";
import { businessPlanCities, businessPlans, planCities, plans } from "../db/schema";
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
