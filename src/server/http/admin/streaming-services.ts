import { Hono } from "hono";
import { concurrencySchema, streamingServiceInputSchema, withVersion } from "../../../domain/schemas";
import type { Db } from "../../db/client";
import {
  createStreamingService,
  deleteStreamingService,
  listStreamingServices,
  updateStreamingService,
} from "../../services/streaming-services";
import { trashItemOf } from "../../services/trash";
import { type AdminEnv, idParam, staffOf, valid } from "./kit";

/** List, add, edit (a rename reaches the plans that list it) and delete; the active flag is shown, not switched, here (SPEC §2). */
export function streamingServiceRoutes(db: Db) {
  return new Hono<AdminEnv>()
    .get("/", async (c) => c.json({ streamingServices: await listStreamingServices(db) }, 200))
    .post("/", valid("json", streamingServiceInputSchema), async (c) =>
      c.json({ streamingService: await createStreamingService(staffOf(c, db), c.req.valid("json")) }, 201),
    )
    .put(
      "/:id",
      idParam("streaming_service_not_found", "Serviço de streaming não encontrado."),
      valid("json", withVersion(streamingServiceInputSchema)),
      async (c) => {
        const { expectedUpdatedAt, ...input } = c.req.valid("json");
        const result = await updateStreamingService(
          staffOf(c, db),
          c.req.valid("param").id,
          input,
          expectedUpdatedAt,
        );
        return c.json(result, 200);
      },
    )
    .delete(
      "/:id",
      idParam("streaming_service_not_found", "Serviço de streaming não encontrado."),
      valid("query", concurrencySchema),
      async (c) => {
        const id = c.req.valid("param").id;
        await deleteStreamingService(staffOf(c, db), id, c.req.valid("query").expectedUpdatedAt);
        return c.json(
          { trashItemId: await trashItemOf(db, "streaming_services", c.req.valid("param").id) },
          200,
        );
      },
    );
}
