import { Hono } from "hono";
import type { Db } from "../../db/client";
import { listTrash, restoreFromTrash } from "../../services/trash";
import { type AdminEnv, idParam, staffOf } from "./kit";

/** The Lixeira: records deleted in the last 30 days, and putting one back with its associations. */
export function trashRoutes(db: Db) {
  return new Hono<AdminEnv>()
    .get("/", async (c) => c.json({ items: await listTrash(db) }, 200))
    .post(
      "/:id/restore",
      idParam("trash_item_not_found", "Este item não está mais na Lixeira. Recarregue a página."),
      async (c) => c.json({ result: await restoreFromTrash(staffOf(c, db), c.req.valid("param").id) }, 200),
    );
}
