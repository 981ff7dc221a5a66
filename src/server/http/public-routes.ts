import { Hono } from "hono";
import { z } from "zod";
import type { Db } from "../db/client";
import { findActiveCity, listActiveCities } from "../services/cities";
import { listPlansForCity } from "../services/plans";
import { apiError } from "./errors";
import type { Env } from "./request-origin";

const idParam = z.coerce.number().int().positive();

export function publicRoutes(db: Db) {
  return new Hono<Env>()
    .get("/cities", async (c) => c.json({ cities: await listActiveCities(db) }))
    .get("/cities/:id/plans", async (c) => {
      const id = idParam.safeParse(c.req.param("id"));
      const city = id.success ? await findActiveCity(db, id.data) : undefined;
      if (!city) return apiError(c, 404, "city_not_found", "Cidade não encontrada.");
      return c.json({ city, plans: await listPlansForCity(db, city.id) });
    });
}
