import { Hono } from "hono";
import {
  concurrencySchema,
  planCreateSchema,
  planInputSchema,
  statusChangeSchema,
  withVersion,
} from "../../../domain/schemas";
import type { Db } from "../../db/client";
import { listOfferVersions } from "../../services/offer-versions";
import {
  createPlan,
  deletePlan,
  listPlans,
  planDeleteImpact,
  setPlanActive,
  updatePlan,
} from "../../services/plans";
import { trashItemOf } from "../../services/trash";
import { type AdminEnv, idParam, staffOf, valid } from "./kit";

const planId = () => idParam("plan_not_found", "Plano não encontrado.");

export function planRoutes(db: Db) {
  return (
    new Hono<AdminEnv>()
      .get("/", async (c) => c.json({ plans: await listPlans(db) }, 200))
      .post("/", valid("json", planCreateSchema), async (c) =>
        c.json({ plan: await createPlan(staffOf(c, db), c.req.valid("json")) }, 201),
      )
      .put("/:id", planId(), valid("json", withVersion(planInputSchema)), async (c) => {
        const { expectedUpdatedAt, ...input } = c.req.valid("json");
        const plan = await updatePlan(staffOf(c, db), c.req.valid("param").id, input, expectedUpdatedAt);
        return c.json({ plan }, 200);
      })
      .patch("/:id/status", planId(), valid("json", statusChangeSchema), async (c) => {
        const { isActive, expectedUpdatedAt } = c.req.valid("json");
        const plan = await setPlanActive(
          staffOf(c, db),
          c.req.valid("param").id,
          isActive,
          expectedUpdatedAt,
        );
        return c.json({ plan }, 200);
      })
      .delete("/:id", planId(), valid("query", concurrencySchema), async (c) => {
        await deletePlan(staffOf(c, db), c.req.valid("param").id, c.req.valid("query").expectedUpdatedAt);
        return c.json({ trashItemId: await trashItemOf(db, "plans", c.req.valid("param").id) }, 200);
      })
      .get("/:id/impact", planId(), async (c) =>
        c.json({ impact: await planDeleteImpact(db, c.req.valid("param").id) }, 200),
      )
      // Its offer's versions, newest first; a plan removed since still has them (the repository keeps them).
      .get("/:id/versions", planId(), async (c) =>
        c.json({ versions: await listOfferVersions(db, "plan", c.req.valid("param").id) }, 200),
      )
  );
}
