import { Hono } from "hono";
import { z } from "zod";
import { auditFiltersFields, concurrencySchema, PERIOD_ORDER } from "../../../domain/schemas";
import type { Db } from "../../db/client";
import { listAuditEntries } from "../../services/audit-log";
import { restoreAuditVersion } from "../../services/restore";
import { type AdminEnv, idParam, staffOf, valid } from "./kit";

const PAGE_MESSAGE = "Página inválida";

const auditQuerySchema = auditFiltersFields
  .extend({
    page: z.coerce
      .number({ message: PAGE_MESSAGE })
      .int(PAGE_MESSAGE)
      .min(1, PAGE_MESSAGE)
      .max(100_000, PAGE_MESSAGE)
      .default(1),
    pageSize: z.coerce
      .number({ message: PAGE_MESSAGE })
      .int(PAGE_MESSAGE)
      .min(1, PAGE_MESSAGE)
      .max(200, PAGE_MESSAGE)
      .default(50),
  })
  .refine(...PERIOD_ORDER);

/**
 * The Histórico tab: newest first, filtered by entity, by staff member and by period, a page at a time; and
 * 'Restaurar esta versão', the record written back to its values before one change.
 */
export function auditLogRoutes(db: Db) {
  return new Hono<AdminEnv>()
    .get("/", valid("query", auditQuerySchema), async (c) =>
      c.json({ audit: await listAuditEntries(db, c.req.valid("query")) }, 200),
    )
    .post(
      "/:id/restore",
      idParam("audit_entry_not_found", "Registro do histórico não encontrado. Recarregue a página."),
      valid("json", concurrencySchema),
      async (c) => {
        await restoreAuditVersion(
          staffOf(c, db),
          c.req.valid("param").id,
          c.req.valid("json").expectedUpdatedAt,
        );
        return c.json({ restored: true }, 200);
      },
    );
}
