import { Hono } from "hono";
import {
  concurrencySchema,
  networkNoticeInputSchema,
  statusChangeSchema,
  withVersion,
} from "../../../domain/schemas";
import type { Db } from "../../db/client";
import {
  createNetworkNotice,
  deleteNetworkNotice,
  listNetworkNotices,
  setNetworkNoticeActive,
  updateNetworkNotice,
} from "../../services/network-notices";
import { trashItemOf } from "../../services/trash";
import { type AdminEnv, idParam, staffOf, valid } from "./kit";

// 'Status da rede' (issue 58): incidents and planned works, for atendimento and administradores.

const noticeId = () => idParam("network_notice_not_found", "Aviso não encontrado.");

export function networkNoticeRoutes(db: Db) {
  return new Hono<AdminEnv>()
    .get("/", async (c) => c.json({ networkNotices: await listNetworkNotices(db) }, 200))
    .post("/", valid("json", networkNoticeInputSchema), async (c) =>
      c.json({ networkNotice: await createNetworkNotice(staffOf(c, db), c.req.valid("json")) }, 201),
    )
    .put("/:id", noticeId(), valid("json", withVersion(networkNoticeInputSchema)), async (c) => {
      const { expectedUpdatedAt, ...input } = c.req.valid("json");
      const id = c.req.valid("param").id;
      return c.json(
        { networkNotice: await updateNetworkNotice(staffOf(c, db), id, input, expectedUpdatedAt) },
        200,
      );
    })
    .patch("/:id/status", noticeId(), valid("json", statusChangeSchema), async (c) => {
      const { isActive, expectedUpdatedAt } = c.req.valid("json");
      const id = c.req.valid("param").id;
      return c.json(
        { networkNotice: await setNetworkNoticeActive(staffOf(c, db), id, isActive, expectedUpdatedAt) },
        200,
      );
    })
    .delete("/:id", noticeId(), valid("query", concurrencySchema), async (c) => {
      const id = c.req.valid("param").id;
      await deleteNetworkNotice(staffOf(c, db), id, c.req.valid("query").expectedUpdatedAt);
      return c.json({ trashItemId: await trashItemOf(db, "network_notices", id) }, 200);
    });
}
