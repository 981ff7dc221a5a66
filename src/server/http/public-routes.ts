import { Hono } from "hono";
import type { Catalogue } from "../catalogue";
import type { Db } from "../db/client";
import { bannerRoutes } from "./banner-routes";
import { sendCachedJson } from "./cached-json";
import { apiError, recordId } from "./errors";
import { businessPlanRoutes } from "./public-business-plans";
import type { Env } from "./request-origin";
import { streamingBannerRoutes } from "./streaming-banner-routes";

export function publicRoutes(catalogue: Catalogue, db: Db) {
  return new Hono<Env>()
    .get("/cities", async (c) => sendCachedJson(c, await catalogue.activeCitiesJson()))
    .get("/cities/:id/plans", async (c) => {
      const id = recordId(c);
      const entry = id ? await catalogue.cityPlansJson(id) : undefined;
      if (!entry) return apiError(c, 404, "city_not_found", "Cidade não encontrada.");
      return sendCachedJson(c, entry);
    })
    .route("/", businessPlanRoutes(catalogue, db))
    .route("/", bannerRoutes(catalogue, db))
    .route("/", streamingBannerRoutes(catalogue, db));
}
