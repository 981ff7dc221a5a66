import { cityPriceInputSchema } from "../../domain/schemas";
import { cityTag, idsOf, planTag } from "../cache-tags";
import { planCities, plans } from "../db/schema";
import { type Entity, pairLabel } from "./entity";

/** 'Planos por Cidade': a plan sold in a city, with its own price there (decision 0040). */
export const planCitiesEntity = {
  name: "plan_cities",
  tables: [planCities],
  admin: { paths: ["plan-cities"], area: "catalogue" },
  visitors: {
    purgeTags: (change) => [
      "plans",
      "offers",
      ...idsOf(change, "planId").map(planTag),
      ...idsOf(change, "cityId").map(cityTag),
    ],
  },
  trash: {
    table: planCities,
    label: (row, tx) => pairLabel(tx, plans, row.planId, row.cityId),
    dependents: [],
  },
  // A pair's switch, and its own price written back through 'Preço nesta cidade'.
  restore: { table: planCities, fields: cityPriceInputSchema, status: true },
  seeded: true,
} as const satisfies Entity;
