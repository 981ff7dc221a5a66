import { Hono } from "hono";
import type { OfferKind } from "../../../domain";
import {
  associationMatrixSchema,
  businessPlanCityInputSchema,
  cityPriceInputSchema,
  concurrencySchema,
  matrixImportSchema,
  planCityBulkSchema,
  planCityInputSchema,
  statusChangeSchema,
  withVersion,
} from "../../../domain/schemas";
import type { Db } from "../../db/client";
import { csvFileName } from "../../services/csv";
import { listPlanCities, PLAN_CITIES, type PlanCityOf } from "../../services/plan-cities";
import { applyMatrixImport, exportMatrixCsv, previewMatrixImport } from "../../services/plan-city-csv";
import { trashItemOf } from "../../services/trash";
import { type AdminEnv, idParam, keyed, staffOf, valid } from "./kit";

// /api/admin/plan-cities and /api/admin/business-plan-cities: one set of routes for both kinds of plan.

const KINDS = {
  plan: { input: planCityInputSchema, planKey: "planId", entity: "plan_cities" },
  business_plan: {
    input: businessPlanCityInputSchema,
    planKey: "businessPlanId",
    entity: "business_plan_cities",
  },
} as const;

const FILE_NAMES = { plan: "planos-por-cidade", business_plan: "planos-empresariais-por-cidade" } as const;

const associationId = () => idParam("association_not_found", "Associação não encontrada.");

export function planCityRoutes<K extends OfferKind, List extends string, One extends string>(
  db: Db,
  kind: K,
  keys: { list: List; one: One },
) {
  const { input, planKey, entity } = KINDS[kind];
  const service = PLAN_CITIES[kind];
  return (
    new Hono<AdminEnv>()
      .get("/", async (c) => {
        const rows = await listPlanCities(db, kind);
        return c.json({ ...keyed(keys.list, rows), total: rows.length }, 200);
      })
      .post("/", valid("json", input), async (c) => {
        const body = c.req.valid("json") as Record<typeof planKey, number> & { cityId: number };
        return c.json(
          keyed(
            keys.one,
            (await service.create(staffOf(c, db), body[planKey], body.cityId)) as PlanCityOf<K>,
          ),
          201,
        );
      })
      /** One plan in many cities: `{ planId, cityIds }` or `{ planId, state }` (planId for both kinds). */
      .post("/bulk", valid("json", planCityBulkSchema), async (c) => {
        const { planId, ...target } = c.req.valid("json");
        return c.json({ result: await service.createMany(staffOf(c, db), planId, target) }, 200);
      })
      /** The matrix's changes, saved together (`{ changes: [{ planId, cityId, from, to }] }`). */
      .put("/matrix", valid("json", associationMatrixSchema), async (c) => {
        const { changes } = c.req.valid("json");
        return c.json({ result: await service.applyMatrix(staffOf(c, db), changes) }, 200);
      })
      .patch("/:id/status", associationId(), valid("json", statusChangeSchema), async (c) => {
        const { isActive, expectedUpdatedAt } = c.req.valid("json");
        const id = c.req.valid("param").id;
        return c.json(
          keyed(
            keys.one,
            (await service.setActive(staffOf(c, db), id, isActive, expectedUpdatedAt)) as PlanCityOf<K>,
          ),
          200,
        );
      })
      // The matrix as a spreadsheet (decision 0040). POST, as every export: the same-origin guard applies.
      .post("/export", async (c) =>
        c.body(await exportMatrixCsv(db, kind), 200, {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="${csvFileName(FILE_NAMES[kind])}"`,
          "Cache-Control": "no-store",
        }),
      )
      /** `{ file }` (base64): every change and refused row, and the token the import sends back. */
      .post("/import/preview", valid("json", matrixImportSchema), async (c) =>
        c.json({ preview: await previewMatrixImport(db, kind, c.req.valid("json").file) }, 200),
      )
      /** `{ file, token }`: the preview's changes in one transaction; 409 when the matrix changed since. */
      .post("/import", valid("json", matrixImportSchema), async (c) => {
        const { file, token } = c.req.valid("json");
        return c.json({ result: await applyMatrixImport(staffOf(c, db), kind, file, token ?? "") }, 200);
      })
      /** 'Preço nesta cidade': `{ price, promoPrice, promoMonths, expectedUpdatedAt }`, price null for the plan's. */
      .patch("/:id/price", associationId(), valid("json", withVersion(cityPriceInputSchema)), async (c) => {
        const { expectedUpdatedAt, ...terms } = c.req.valid("json");
        const id = c.req.valid("param").id;
        return c.json(
          keyed(
            keys.one,
            (await service.setPrice(staffOf(c, db), id, terms, expectedUpdatedAt)) as PlanCityOf<K>,
          ),
          200,
        );
      })
      .delete("/:id", associationId(), valid("query", concurrencySchema), async (c) => {
        const id = c.req.valid("param").id;
        await service.remove(staffOf(c, db), id, c.req.valid("query").expectedUpdatedAt);
        return c.json({ trashItemId: await trashItemOf(db, entity, id) }, 200);
      })
  );
}
