import { Hono } from "hono";
import type { PublicBusinessPlan, PublicCity } from "../../../domain";
import type { Catalogue } from "../../catalogue";
import type { Db } from "../../db/client";
import { listBusinessPlansForCity } from "../../services/business-plans";
import { sendCachedJson } from "../cached-json";
import { apiError, recordId } from "../errors";
import type { Env } from "../env";

export type CityBusinessPlans = { city: PublicCity; plans: PublicBusinessPlan[] };

async function findActiveCity(catalogue: Catalogue, cityId: number): Promise<PublicCity | undefined> {
  return (await catalogue.activeCities()).find((city) => city.id === cityId);
}

/** A city's business plans for page loaders, cached per active city; undefined for an unknown or inactive city. */
export async function readCityBusinessPlans(
  catalogue: Catalogue,
  db: Db,
  cityId: number,
): Promise<CityBusinessPlans | undefined> {
  const city = await findActiveCity(catalogue, cityId);
  // Only active cities' ids become keys, so made-up ids cannot grow the cache.
  if (!city) return undefined;
  return catalogue.cached(`business-plans:${city.id}`, async () => ({
    city,
    plans: await listBusinessPlansForCity(db, city.id),
  }));
}

export function publicBusinessPlanRoutes(catalogue: Catalogue, db: Db) {
  return new Hono<Env>().get("/cities/:id/business-plans", async (c) => {
    const id = recordId(c);
    const city = id ? await findActiveCity(catalogue, id) : undefined;
    if (!city) return apiError(c, 404, "city_not_found", "Cidade não encontrada.");
    const entry = await catalogue.cachedJson(`business-plans:${city.id}`, async () => ({
      city,
      plans: await listBusinessPlansForCity(db, city.id),
    }));
    return sendCachedJson(c, entry);
  });
}
