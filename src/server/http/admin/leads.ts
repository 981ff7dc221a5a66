import { Hono } from "hono";
import {
  concurrencySchema,
  leadExportSchema,
  leadFollowUpSchema,
  leadStatusChangeSchema,
} from "../../../domain/schemas";
import type { Db } from "../../db/client";
import { csvFileName } from "../../services/csv";
import {
  deleteLead,
  exportLeadsCsv,
  listLeadsForConsole,
  retryLeadDelivery,
  setLeadFollowUp,
  setLeadStatus,
} from "../../services/leads";
import { type AdminEnv, idParam, staffOf, valid } from "./kit";

const leadId = () => idParam("lead_not_found", "Contato não encontrado.");

/**
 * The Contatos tab: list, status and follow-up ('Responsável', 'Retornar em'), each audited, another
 * delivery, erasure, the CSV (audited).
 */
export function leadRoutes(db: Db) {
  return (
    new Hono<AdminEnv>()
      .get("/", async (c) => c.json({ leads: await listLeadsForConsole(db) }, 200))
      // POST, not GET, with the search and filters in the body: an export writes the audit log, and a GET
      // would let any site a signed-in staff member visits start one (a link or a redirect carries the Lax
      // cookie). A POST passes the same-origin guard (app.ts) as every other write.
      .post("/export", valid("json", leadExportSchema), async (c) => {
        const { csv } = await exportLeadsCsv(staffOf(c, db), c.req.valid("json"));
        return c.body(csv, 200, {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="${csvFileName("contatos")}"`,
          // Personal data: no shared cache and no browser cache keeps a copy.
          "Cache-Control": "no-store",
        });
      })
      .patch("/:id/status", leadId(), valid("json", leadStatusChangeSchema), async (c) => {
        const { status, expectedUpdatedAt } = c.req.valid("json");
        const lead = await setLeadStatus(staffOf(c, db), c.req.valid("param").id, expectedUpdatedAt, status);
        return c.json({ lead }, 200);
      })
      .patch("/:id/follow-up", leadId(), valid("json", leadFollowUpSchema), async (c) => {
        const { expectedUpdatedAt, ...followUp } = c.req.valid("json");
        const lead = await setLeadFollowUp(
          staffOf(c, db),
          c.req.valid("param").id,
          expectedUpdatedAt,
          followUp,
        );
        return c.json({ lead }, 200);
      })
      .post("/:id/retry", leadId(), valid("json", concurrencySchema), async (c) => {
        const lead = await retryLeadDelivery(
          staffOf(c, db),
          c.req.valid("param").id,
          c.req.valid("json").expectedUpdatedAt,
        );
        return c.json({ lead }, 200);
      })
      .delete("/:id", leadId(), valid("query", concurrencySchema), async (c) => {
        await deleteLead(staffOf(c, db), c.req.valid("param").id, c.req.valid("query").expectedUpdatedAt);
        return c.json({ ok: true }, 200);
      })
  );
}
