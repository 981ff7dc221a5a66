import { Hono } from "hono";
import type { Catalogue } from "../../catalogue";
import { sendCachedJson } from "../cached-json";
import { apiError, recordId } from "../errors";
import type { Env } from "../env";

/** The active cities and each city's plans, from the cached catalogue. */
export function publicCityRoutes(catalogue: Catalogue) {
  return new Hono<Env>()
    .get("/cities", async (c) => sendCachedJson(c, await catalogue.activeCitiesJson()))
    .get("/cities/:id/plans", async (c) => {
      const id = recordId(c);
      const entry = id ? await catalogue.cityPlansJson(id) : undefined;
      if (!entry) return apiError(c, 404, "city_not_found", "Cidade não encontrada.");
      return sendCachedJson(c, entry);
    });
}
