import { Hono } from "hono";
import type { Db } from "../db/client";
import { findActiveCity, listActiveCities } from "../services/cities";
import { listPlansForCity } from "../services/plans";
import { apiError, recordId } from "./errors";
import type { Env } from "./request-origin";

export function publicRoutes(db: Db) {
  return new Hono<Env>()
    .get("/cities", async (c) => c.json({ cities: await listActiveCities(db) }))
    .get("/cities/:id/plans", async (c) => {
      const id = recordId(c);
      const city = id ? await findActiveCity(db, id) : undefined;
      if (!city) return apiError(c, 404, "city_not_found", "Cidade não encontrada.");
      return c.json({ city, plans: await listPlansForCity(db, city.id) });
    });
}
