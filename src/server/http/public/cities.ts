import { Hono } from "hono";
import type { Catalogue } from "../../catalogue";
import { sendCachedJson } from "../cached-json";
import { apiError, recordId } from "../errors";
import type { Env } from "../env";

/** The active cities and each city's plans, from the cached catalogue. */
export function publicCityRoutes(catalogue: Catalogue) {
  return new Hono<Env>()
    .get("/cities", async (c) => sendCachedJson(c, await catalogue.activeCities(), (cities) => ({ cities })))
    .get("/cities/:id/plans", async (c) => {
      const id = recordId(c);
      const offer = id ? await catalogue.cityPlans(id) : undefined;
      if (!offer) return apiError(c, 404, "city_not_found", "Cidade não encontrada.");
      return sendCachedJson(c, offer);
    });
}
