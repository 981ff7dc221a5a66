import { Hono } from "hono";
import { parseRecordId, ROLE_FORBIDDEN_MESSAGE, roleCanUse } from "../../../domain";
import type { Db } from "../../db/client";
import { listTrash, restoreFromTrash, trashItemDeletedBy } from "../../services/trash";
import { apiError } from "../errors";
import { type AdminEnv, idParam, staffOf } from "./kit";

/**
 * The Lixeira: records deleted in the last 30 days, and putting one back with its associations (also the
 * delete toast's 'Desfazer', for whoever deleted it).
 */
export function trashRoutes(db: Db) {
  return (
    new Hono<AdminEnv>()
      // Restoring is reached by every role (admin-routes.ts): one without the Lixeira undoes only its own
      // deletes; the list stays the Lixeira's.
      .use("/:id/restore", async (c, next) => {
        const { user } = c.get("staff");
        if (!roleCanUse(user.role, "history")) {
          const id = parseRecordId(c.req.param("id") ?? "");
          const deletedBy = id === undefined ? null : await trashItemDeletedBy(db, id);
          if (deletedBy !== null && deletedBy !== user.email)
            return apiError(c, 403, "forbidden_role", ROLE_FORBIDDEN_MESSAGE);
        }
        await next();
      })
      .get("/", async (c) => c.json({ items: await listTrash(db) }, 200))
      .post(
        "/:id/restore",
        idParam("trash_item_not_found", "Este item não está mais na Lixeira. Recarregue a página."),
        async (c) => c.json({ result: await restoreFromTrash(staffOf(c, db), c.req.valid("param").id) }, 200),
      )
  );
}
