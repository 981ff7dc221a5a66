import { cepRangesInputSchema } from "../../domain/schemas";
import { cityTag, idsOf } from "../cache-tags";
import { cities, cityCepRanges } from "../db/schema";
import type { Entity } from "./entity";

/**
 * A city's 'Faixas de CEP' (decision 0027), written with the city (the Cidades form and the pin's dialog):
 * the list before a change is restored through that write, the city's version guarding it.
 */
export const cityCepRangesEntity = {
  name: "city_cep_ranges",
  tables: [cityCepRanges],
  visitors: { purgeTags: (change) => ["cities", ...idsOf(change, "cityId").map(cityTag)] },
  restore: { table: cities, fields: cepRangesInputSchema },
  seeded: true,
} as const satisfies Entity;
