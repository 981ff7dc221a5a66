import { Hono } from "hono";
import { concurrencySchema } from "../../../domain/schemas";
import type { Db } from "../../db/client";
import { csvFileName } from "../../services/csv";
import {
  deleteNewsletterSubscriber,
  exportNewsletterCsv,
  listNewsletterSubscribers,
} from "../../services/newsletter";
import { type AdminEnv, idParam, staffOf, valid } from "./kit";

const subscriberId = () => idParam("subscriber_not_found", "Inscrito não encontrado.");

/** The Blog tab's newsletter list: read it, export it (audited), erase one address. */
export function newsletterRoutes(db: Db) {
  return (
    new Hono<AdminEnv>()
      .get("/", async (c) => c.json({ subscribers: await listNewsletterSubscribers(db) }, 200))
      // POST, as the other exports: it writes the audit log, and a GET could be started by another site.
      .post("/export", async (c) => {
        const { csv } = await exportNewsletterCsv(staffOf(c, db));
        return c.body(csv, 200, {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="${csvFileName("newsletter")}"`,
          // Personal data: no shared cache and no browser cache keeps a copy.
          "Cache-Control": "no-store",
        });
      })
      .delete("/:id", subscriberId(), valid("query", concurrencySchema), async (c) => {
        await deleteNewsletterSubscriber(
          staffOf(c, db),
          c.req.valid("param").id,
          c.req.valid("query").expectedUpdatedAt,
        );
        return c.json({ ok: true }, 200);
      })
  );
}
