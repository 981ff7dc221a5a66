import { Hono } from "hono";
import type { OfferKind } from "../../../domain";
import {
  businessPlanCreateSchema,
  businessPlanInputSchema,
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
  PLAN_ENTITY,
  planDeleteImpact,
  setPlanActive,
  updatePlan,
} from "../../services/plans";
import { trashItemOf } from "../../services/trash";
import { type AdminEnv, idParam, keyed, staffOf, valid } from "./kit";

// /api/admin/plans and /api/admin/business-plans: one set of routes, `kind` picks the schemas, the
// services' table and the answer's keys ({ plans } and { plan }, { businessPlans } and { businessPlan }).

const KINDS = {
  plan: {
    create: planCreateSchema,
    input: planInputSchema,
    notFound: ["plan_not_found", "Plano não encontrado."],
  },
  business_plan: {
    create: businessPlanCreateSchema,
    input: businessPlanInputSchema,
    notFound: ["business_plan_not_found", "Plano empresarial não encontrado."],
  },
} as const;

export function planRoutes<K extends OfferKind, List extends string, One extends string>(
  db: Db,
  kind: K,
  keys: { list: List; one: One },
) {
  const { create, input: inputSchema, notFound } = KINDS[kind];
  const planId = () => idParam(notFound[0], notFound[1]);
  return (
    new Hono<AdminEnv>()
      .get("/", async (c) => c.json(keyed(keys.list, await listPlans(db, kind)), 200))
      .post("/", valid("json", create), async (c) =>
        c.json(keyed(keys.one, await createPlan(staffOf(c, db), kind, c.req.valid("json") as never)), 201),
      )
      .put("/:id", planId(), valid("json", withVersion(inputSchema)), async (c) => {
        const { expectedUpdatedAt, ...input } = c.req.valid("json");
        const id = c.req.valid("param").id;
        const plan = await updatePlan(staffOf(c, db), kind, id, input as never, expectedUpdatedAt);
        return c.json(keyed(keys.one, plan), 200);
      })
      .patch("/:id/status", planId(), valid("json", statusChangeSchema), async (c) => {
        const { isActive, expectedUpdatedAt } = c.req.valid("json");
        const id = c.req.valid("param").id;
        const plan = await setPlanActive(staffOf(c, db), kind, id, isActive, expectedUpdatedAt);
        return c.json(keyed(keys.one, plan), 200);
      })
      .delete("/:id", planId(), valid("query", concurrencySchema), async (c) => {
        const id = c.req.valid("param").id;
        await deletePlan(staffOf(c, db), kind, id, c.req.valid("query").expectedUpdatedAt);
        return c.json({ trashItemId: await trashItemOf(db, PLAN_ENTITY[kind], id) }, 200);
      })
      .get("/:id/impact", planId(), async (c) =>
        c.json({ impact: await planDeleteImpact(db, kind, c.req.valid("param").id) }, 200),
      )
      // Its offer's versions, newest first; a plan removed since still has them (the repository keeps them).
      .get("/:id/versions", planId(), async (c) =>
        c.json({ versions: await listOfferVersions(db, kind, c.req.valid("param").id) }, 200),
      )
  );
}
