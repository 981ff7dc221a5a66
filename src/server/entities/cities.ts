import { cityInputSchema } from "../../domain/schemas";
import { cityTag, idsOf } from "../cache-tags";
import { businessPlanCities, businessPlans, cities, cityCepRanges, planCities, plans } from "../db/schema";
import { cityNameOf, type Entity } from "./entity";

/** 'Cidades': where the provider sells, each with its CEP ranges (city_cep_ranges). */
export const citiesEntity = {
  name: "cities",
  tables: [cities],
  admin: { paths: ["cities"], area: "catalogue" },
  visitors: { purgeTags: (change) => ["cities", ...idsOf(change).map(cityTag)] },
  trash: {
    table: cities,
    label: cityNameOf,
    dependents: [
      { table: planCities, column: planCities.cityId, other: { table: plans, column: planCities.planId } },
      {
        table: businessPlanCities,
        column: businessPlanCities.cityId,
        other: { table: businessPlans, column: businessPlanCities.businessPlanId },
      },
      // Its CEP ranges come back with it; one that another city's now overlaps refuses the restore.
      {
        table: cityCepRanges,
        column: cityCepRanges.cityId,
        other: { table: cities, column: cityCepRanges.cityId },
      },
    ],
  },
  restore: { table: cities, fields: cityInputSchema, status: true },
  seeded: true,
} as const satisfies Entity;
