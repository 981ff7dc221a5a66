import { businessPlanInputSchema } from "../../domain/schemas";
import { businessPlanTag, idsOf } from "../cache-tags";
import { businessPlanCities, businessPlans, cities } from "../db/schema";
import { type Entity, nameOf } from "./entity";

/** 'Planos Empresariais': the plans for companies, sold city by city (decision 0038). */
export const businessPlansEntity = {
  name: "business_plans",
  tables: [businessPlans],
  admin: { paths: ["business-plans"], area: "catalogue" },
  visitors: {
    purgeTags: (change) => ["business-plans", "offers", ...idsOf(change).map(businessPlanTag)],
  },
  trash: {
    table: businessPlans,
    label: nameOf,
    dependents: [
      {
        table: businessPlanCities,
        column: businessPlanCities.businessPlanId,
        other: { table: cities, column: businessPlanCities.cityId },
      },
    ],
  },
  restore: { table: businessPlans, fields: businessPlanInputSchema, status: true },
  seeded: true,
} as const satisfies Entity;
