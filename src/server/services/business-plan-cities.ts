import type { AdminBusinessPlanCity } from "../../domain";
import { DUPLICATE_BUSINESS_PLAN_CITY_MESSAGE } from "../../domain/schemas";
import { businessPlanCities, businessPlans } from "../db/schema";
import { associationService } from "./associations";

// The console's Planos Empresariais por Cidade tab.

const businessPlanCitiesService = associationService<AdminBusinessPlanCity>(
  {
    table: businessPlanCities,
    planColumn: businessPlanCities.businessPlanId,
    planKey: "businessPlanId",
    planTable: businessPlans,
    entity: "business_plan_cities",
    offerKind: "business_plan",
    uniqueConstraint: "business_plan_cities_plan_city_unique",
    duplicateMessage: DUPLICATE_BUSINESS_PLAN_CITY_MESSAGE,
    notFoundMessage: "Associação não encontrada.",
    planMissingMessage: "Plano empresarial não encontrado. Recarregue a página.",
    cityMissingMessage: "Cidade não encontrada. Recarregue a página.",
  },
  ({ planId, ...row }, { plan, city }) => ({
    id: row.id,
    businessPlanId: planId,
    cityId: row.cityId,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    businessPlan: plan,
    city,
  }),
);

export const {
  list: listBusinessPlanCities,
  create: createBusinessPlanCity,
  createMany: createBusinessPlanCities,
  setActive: setBusinessPlanCityActive,
  remove: deleteBusinessPlanCity,
  applyMatrix: applyBusinessPlanCityMatrix,
  countCitiesByPlan: countCitiesByBusinessPlan,
} = businessPlanCitiesService;
