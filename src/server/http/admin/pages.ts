import { Hono } from "hono";
import { pageInputSchema, withVersion } from "../../../domain/schemas";
import type { Db } from "../../db/client";
import { listPages, updatePage } from "../../services/pages";
import { type AdminEnv, idParam, staffOf, valid } from "./kit";

/**
 * The editable pages (decision 0041): administrador and marketing (the `marketing` area). Listed and
 * edited only: each page is a route of the site. The editor's preview is the articles' (one renderer).
 */
export function pageRoutes(db: Db) {
  return new Hono<AdminEnv>()
    .get("/", async (c) => c.json({ pages: await listPages(db) }, 200))
    .put(
      "/:id",
      idParam("page_not_found", "Página não encontrada."),
      valid("json", withVersion(pageInputSchema)),
      async (c) => {
        const { expectedUpdatedAt, ...input } = c.req.valid("json");
        const page = await updatePage(staffOf(c, db), c.req.valid("param").id, input, expectedUpdatedAt);
        return c.json({ page }, 200);
      },
    );
}
