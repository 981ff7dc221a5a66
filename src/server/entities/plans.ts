import { planInputSchema } from "../../domain/schemas";
import { idsOf, planTag } from "../cache-tags";
import { cities, planCities, plans } from "../db/schema";
import { type Entity, nameOf } from "./entity";

/** 'Planos': the plans for homes, sold city by city (plan_cities), each version kept (offer_versions). */
export const plansEntity = {
  name: "plans",
  tables: [plans],
  admin: { paths: ["plans"], area: "catalogue" },
  visitors: { purgeTags: (change) => ["plans", "offers", ...idsOf(change).map(planTag)] },
  trash: {
    table: plans,
    label: nameOf,
    dependents: [
      { table: planCities, column: planCities.planId, other: { table: cities, column: planCities.cityId } },
    ],
  },
  restore: { table: plans, fields: planInputSchema, status: true },
  seeded: true,
} as const satisfies Entity;
