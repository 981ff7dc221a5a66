import { Hono } from "hono";
import {
  associationMatrixSchema,
  concurrencySchema,
  planCityBulkSchema,
  planCityInputSchema,
  statusChangeSchema,
} from "../../../domain/schemas";
import type { Db } from "../../db/client";
import {
  applyPlanCityMatrix,
  createPlanCities,
  createPlanCity,
  deletePlanCity,
  listPlanCities,
  setPlanCityActive,
} from "../../services/plan-cities";
import { trashItemOf } from "../../services/trash";
import { type AdminEnv, idParam, staffOf, valid } from "./kit";

const associationId = () => idParam("association_not_found", "Associação não encontrada.");

export function planCityRoutes(db: Db) {
  return (
    new Hono<AdminEnv>()
      .get("/", async (c) => {
        const planCities = await listPlanCities(db);
        return c.json({ planCities, total: planCities.length }, 200);
      })
      .post("/", valid("json", planCityInputSchema), async (c) => {
        const { planId, cityId } = c.req.valid("json");
        return c.json({ planCity: await createPlanCity(staffOf(c, db), planId, cityId) }, 201);
      })
      /** One plan in many cities: `{ planId, cityIds }` or `{ planId, state }`. */
      .post("/bulk", valid("json", planCityBulkSchema), async (c) => {
        const { planId, ...target } = c.req.valid("json");
        return c.json({ result: await createPlanCities(staffOf(c, db), planId, target) }, 200);
      })
      /** The matrix's changes, saved together (`{ changes: [{ planId, cityId, from, to }] }`). */
      .put("/matrix", valid("json", associationMatrixSchema), async (c) => {
        const { changes } = c.req.valid("json");
        return c.json({ result: await applyPlanCityMatrix(staffOf(c, db), changes) }, 200);
      })
      .patch("/:id/status", associationId(), valid("json", statusChangeSchema), async (c) => {
        const { isActive, expectedUpdatedAt } = c.req.valid("json");
        const id = c.req.valid("param").id;
        return c.json(
          { planCity: await setPlanCityActive(staffOf(c, db), id, isActive, expectedUpdatedAt) },
          200,
        );
      })
      .delete("/:id", associationId(), valid("query", concurrencySchema), async (c) => {
        await deletePlanCity(staffOf(c, db), c.req.valid("param").id, c.req.valid("query").expectedUpdatedAt);
        return c.json({ trashItemId: await trashItemOf(db, "plan_cities", c.req.valid("param").id) }, 200);
      })
  );
}
