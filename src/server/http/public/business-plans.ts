import { Hono } from "hono";
import type { Catalogue } from "../../catalogue";
import { sendCachedJson } from "../cached-json";
import { apiError, recordId } from "../errors";
import type { Env } from "../env";

/** A city's active business plans, from the cached catalogue (as the business pages' loaders read them). */
export function publicBusinessPlanRoutes(catalogue: Catalogue) {
  return new Hono<Env>().get("/cities/:id/business-plans", async (c) => {
    const id = recordId(c);
    const offer = id ? await catalogue.cityBusinessPlans(id) : undefined;
    if (!offer) return apiError(c, 404, "city_not_found", "Cidade não encontrada.");
    return sendCachedJson(c, offer);
  });
}
