import { cityPriceInputSchema } from "../../domain/schemas";
import { businessPlanTag, cityTag, idsOf } from "../cache-tags";
import { businessPlanCities, businessPlans } from "../db/schema";
import { type Entity, pairLabel } from "./entity";

/** 'Planos Empresariais por Cidade': a business plan sold in a city, with its own price there. */
export const businessPlanCitiesEntity = {
  name: "business_plan_cities",
  tables: [businessPlanCities],
  admin: { paths: ["business-plan-cities"], area: "catalogue" },
  visitors: {
    purgeTags: (change) => [
      "business-plans",
      "offers",
      ...idsOf(change, "businessPlanId").map(businessPlanTag),
      ...idsOf(change, "cityId").map(cityTag),
    ],
  },
  trash: {
    table: businessPlanCities,
    label: (row, tx) => pairLabel(tx, businessPlans, row.businessPlanId, row.cityId),
    dependents: [],
  },
  restore: { table: businessPlanCities, fields: cityPriceInputSchema, status: true },
  seeded: true,
} as const satisfies Entity;
