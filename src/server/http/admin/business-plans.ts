import { Hono } from "hono";
import {
  businessPlanCreateSchema,
  businessPlanInputSchema,
  concurrencySchema,
  statusChangeSchema,
  withVersion,
} from "../../../domain/schemas";
import type { Db } from "../../db/client";
import {
  businessPlanDeleteImpact,
  createBusinessPlan,
  deleteBusinessPlan,
  listBusinessPlans,
  setBusinessPlanActive,
  updateBusinessPlan,
} from "../../services/business-plans";
import { listOfferVersions } from "../../services/offer-versions";
import { trashItemOf } from "../../services/trash";
import { type AdminEnv, idParam, staffOf, valid } from "./kit";

const businessPlanId = () => idParam("business_plan_not_found", "Plano empresarial não encontrado.");

export function businessPlanRoutes(db: Db) {
  return new Hono<AdminEnv>()
    .get("/", async (c) => c.json({ businessPlans: await listBusinessPlans(db) }, 200))
    .post("/", valid("json", businessPlanCreateSchema), async (c) =>
      c.json({ businessPlan: await createBusinessPlan(staffOf(c, db), c.req.valid("json")) }, 201),
    )
    .put("/:id", businessPlanId(), valid("json", withVersion(businessPlanInputSchema)), async (c) => {
      const { expectedUpdatedAt, ...input } = c.req.valid("json");
      const id = c.req.valid("param").id;
      return c.json(
        { businessPlan: await updateBusinessPlan(staffOf(c, db), id, input, expectedUpdatedAt) },
        200,
      );
    })
    .patch("/:id/status", businessPlanId(), valid("json", statusChangeSchema), async (c) => {
      const { isActive, expectedUpdatedAt } = c.req.valid("json");
      const id = c.req.valid("param").id;
      return c.json(
        { businessPlan: await setBusinessPlanActive(staffOf(c, db), id, isActive, expectedUpdatedAt) },
        200,
      );
    })
    .delete("/:id", businessPlanId(), valid("query", concurrencySchema), async (c) => {
      await deleteBusinessPlan(
        staffOf(c, db),
        c.req.valid("param").id,
        c.req.valid("query").expectedUpdatedAt,
      );
      return c.json({ trashItemId: await trashItemOf(db, "business_plans", c.req.valid("param").id) }, 200);
    })
    .get("/:id/impact", businessPlanId(), async (c) =>
      c.json({ impact: await businessPlanDeleteImpact(db, c.req.valid("param").id) }, 200),
    )
    .get("/:id/versions", businessPlanId(), async (c) =>
      c.json({ versions: await listOfferVersions(db, "business_plan", c.req.valid("param").id) }, 200),
    );
}
