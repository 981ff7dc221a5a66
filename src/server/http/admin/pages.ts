import { Hono } from "hono";
import { pageInputSchema, withVersion } from "../../../domain/schemas";
import type { Auth } from "../../auth";
import { signedPreviewPath } from "../../content/preview-links";
import type { Db } from "../../db/client";
import { ServiceError } from "../../services/console-writes";
import { listPages, readPageForPreview, updatePage } from "../../services/pages";
import { type AdminEnv, idParam, staffOf, valid } from "./kit";

const pageId = () => idParam("page_not_found", "Página não encontrada.");

/**
 * The editable pages (decision 0041): administrador and marketing (the `marketing` area). Listed and
 * edited only: each page is a route of the site. The editor's preview is the articles' (one renderer).
 */
export function pageRoutes(db: Db, auth: Auth) {
  return (
    new Hono<AdminEnv>()
      .get("/", async (c) => c.json({ pages: await listPages(db) }, 200))
      // 'Visualizar': the page's last save as visitors will read it once published, at an address only its
      // signature opens, for an hour (decision 0041; the articles' signing).
      .post("/:id/preview-link", pageId(), async (c) => {
        const id = c.req.valid("param").id;
        if (!(await readPageForPreview(db, id)))
          throw new ServiceError(404, "page_not_found", "Página não encontrada.");
        return c.json({ path: signedPreviewPath((await auth.$context).secret, "pagina", id) }, 200);
      })
      .put("/:id", pageId(), valid("json", withVersion(pageInputSchema)), async (c) => {
        const { expectedUpdatedAt, ...input } = c.req.valid("json");
        const page = await updatePage(staffOf(c, db), c.req.valid("param").id, input, expectedUpdatedAt);
        return c.json({ page }, 200);
      })
  );
}
