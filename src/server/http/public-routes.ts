import { Hono } from "hono";
import { z } from "zod";
import type { Catalogue } from "../catalogue";
import { sendCachedJson } from "./cached-json";
import { apiError } from "./errors";
import type { Env } from "./request-origin";

const idParam = z.coerce.number().int().positive();

export function publicRoutes(catalogue: Catalogue) {
  return new Hono<Env>()
    .get("/cities", async (c) => sendCachedJson(c, await catalogue.activeCitiesJson()))
    .get("/cities/:id/plans", async (c) => {
      const id = idParam.safeParse(c.req.param("id"));
      const entry = id.success ? await catalogue.cityPlansJson(id.data) : undefined;
      if (!entry) return apiError(c, 404, "city_not_found", "Cidade não encontrada.");
      return sendCachedJson(c, entry);
    });
}
