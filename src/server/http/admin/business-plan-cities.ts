import { Hono } from "hono";
import {
  associationMatrixSchema,
  businessPlanCityInputSchema,
  concurrencySchema,
  planCityBulkSchema,
  statusChangeSchema,
} from "../../../domain/schemas";
import type { Db } from "../../db/client";
import {
  applyBusinessPlanCityMatrix,
  createBusinessPlanCities,
  createBusinessPlanCity,
  deleteBusinessPlanCity,
  listBusinessPlanCities,
  setBusinessPlanCityActive,
} from "../../services/business-plan-cities";
import { trashItemOf } from "../../services/trash";
import { type AdminEnv, idParam, staffOf, valid } from "./kit";

const associationId = () => idParam("association_not_found", "Associação não encontrada.");

export function businessPlanCityRoutes(db: Db) {
  return (
    new Hono<AdminEnv>()
      .get("/", async (c) => {
        const businessPlanCities = await listBusinessPlanCities(db);
        return c.json({ businessPlanCities, total: businessPlanCities.length }, 200);
      })
      .post("/", valid("json", businessPlanCityInputSchema), async (c) => {
        const { businessPlanId, cityId } = c.req.valid("json");
        const businessPlanCity = await createBusinessPlanCity(staffOf(c, db), businessPlanId, cityId);
        return c.json({ businessPlanCity }, 201);
      })
      /** One business plan in many cities: `{ planId, cityIds }` or `{ planId, state }`, as for plans. */
      .post("/bulk", valid("json", planCityBulkSchema), async (c) => {
        const { planId, ...target } = c.req.valid("json");
        return c.json({ result: await createBusinessPlanCities(staffOf(c, db), planId, target) }, 200);
      })
      /** The matrix's changes, saved together (`{ changes: [{ planId, cityId, from, to }] }`). */
      .put("/matrix", valid("json", associationMatrixSchema), async (c) => {
        const { changes } = c.req.valid("json");
        return c.json({ result: await applyBusinessPlanCityMatrix(staffOf(c, db), changes) }, 200);
      })
      .patch("/:id/status", associationId(), valid("json", statusChangeSchema), async (c) => {
        const { isActive, expectedUpdatedAt } = c.req.valid("json");
        const id = c.req.valid("param").id;
        return c.json(
          {
            businessPlanCity: await setBusinessPlanCityActive(
              staffOf(c, db),
              id,
              isActive,
              expectedUpdatedAt,
            ),
          },
          200,
        );
      })
      .delete("/:id", associationId(), valid("query", concurrencySchema), async (c) => {
        await deleteBusinessPlanCity(
          staffOf(c, db),
          c.req.valid("param").id,
          c.req.valid("query").expectedUpdatedAt,
        );
        return c.json(
          { trashItemId: await trashItemOf(db, "business_plan_cities", c.req.valid("param").id) },
          200,
        );
      })
  );
}
