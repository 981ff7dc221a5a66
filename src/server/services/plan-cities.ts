import type { AdminPlanCity } from "../../domain";
import { DUPLICATE_PLAN_CITY_MESSAGE } from "../../domain/schemas";
import { planCities, plans } from "../db/schema";
import { associationService } from "./associations";

// The console's Planos por Cidade tab.

const planCitiesService = associationService<AdminPlanCity>(
  {
    table: planCities,
    planColumn: planCities.planId,
    planKey: "planId",
    planTable: plans,
    entity: "plan_cities",
    offerKind: "plan",
    uniqueConstraint: "plan_cities_plan_city_unique",
    duplicateMessage: DUPLICATE_PLAN_CITY_MESSAGE,
    notFoundMessage: "Associação não encontrada.",
    planMissingMessage: "Plano não encontrado. Recarregue a página.",
    cityMissingMessage: "Cidade não encontrada. Recarregue a página.",
  },
  (row, related) => ({
    id: row.id,
    planId: row.planId,
    cityId: row.cityId,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...related,
  }),
);

export const {
  list: listPlanCities,
  create: createPlanCity,
  createMany: createPlanCities,
  setActive: setPlanCityActive,
  remove: deletePlanCity,
  applyMatrix: applyPlanCityMatrix,
  countCitiesByPlan,
} = planCitiesService;
