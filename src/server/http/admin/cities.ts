import { Hono } from "hono";
import {
  cepRangesInputSchema,
  cityInputSchema,
  concurrencySchema,
  statusChangeSchema,
  withVersion,
} from "../../../domain/schemas";
import type { Db } from "../../db/client";
import { listCityCepRanges, replaceCityCepRanges } from "../../services/cep-ranges";
import {
  cityDeleteImpact,
  createCity,
  deleteCity,
  listCities,
  setCityActive,
  updateCity,
} from "../../services/cities";
import { trashItemOf } from "../../services/trash";
import { apiError } from "../errors";
import { type AdminEnv, idParam, staffOf, valid } from "./kit";

const cityId = () => idParam("city_not_found", "Cidade não encontrada.");

export function cityRoutes(db: Db) {
  return (
    new Hono<AdminEnv>()
      .get("/", async (c) => c.json({ cities: await listCities(db) }, 200))
      .post("/", valid("json", cityInputSchema), async (c) =>
        c.json({ city: await createCity(staffOf(c, db), c.req.valid("json")) }, 201),
      )
      .put("/:id", cityId(), valid("json", withVersion(cityInputSchema)), async (c) => {
        const { expectedUpdatedAt, ...input } = c.req.valid("json");
        const city = await updateCity(staffOf(c, db), c.req.valid("param").id, input, expectedUpdatedAt);
        return c.json({ city }, 200);
      })
      .patch("/:id/status", cityId(), valid("json", statusChangeSchema), async (c) => {
        const { isActive, expectedUpdatedAt } = c.req.valid("json");
        const city = await setCityActive(
          staffOf(c, db),
          c.req.valid("param").id,
          isActive,
          expectedUpdatedAt,
        );
        return c.json({ city }, 200);
      })
      .delete("/:id", cityId(), valid("query", concurrencySchema), async (c) => {
        await deleteCity(staffOf(c, db), c.req.valid("param").id, c.req.valid("query").expectedUpdatedAt);
        return c.json({ trashItemId: await trashItemOf(db, "cities", c.req.valid("param").id) }, 200);
      })
      .get("/:id/impact", cityId(), async (c) =>
        c.json({ impact: await cityDeleteImpact(db, c.req.valid("param").id) }, 200),
      )
      // 'Faixas de CEP': the city's whole list, replaced at once; the city's version guards it (409).
      .get("/:id/cep-ranges", cityId(), async (c) => {
        const ranges = await listCityCepRanges(db, c.req.valid("param").id);
        if (!ranges) return apiError(c, 404, "city_not_found", "Cidade não encontrada.") as Response;
        return c.json({ ranges }, 200);
      })
      .put("/:id/cep-ranges", cityId(), valid("json", withVersion(cepRangesInputSchema)), async (c) => {
        const { expectedUpdatedAt, ...input } = c.req.valid("json");
        const result = await replaceCityCepRanges(
          staffOf(c, db),
          c.req.valid("param").id,
          input,
          expectedUpdatedAt,
        );
        return c.json(result, 200);
      })
  );
}
