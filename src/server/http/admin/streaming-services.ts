import { Hono } from "hono";
import { concurrencySchema, streamingServiceInputSchema } from "../../../domain/schemas";
import type { Db } from "../../db/client";
import {
  createStreamingService,
  deleteStreamingService,
  listStreamingServices,
} from "../../services/streaming-services";
import { type AdminEnv, idParam, staffOf, valid } from "./kit";

/** List, add and delete; the active flag is shown, not switched, here (SPEC §2). */
export function streamingServiceRoutes(db: Db) {
  return new Hono<AdminEnv>()
    .get("/", async (c) => c.json({ streamingServices: await listStreamingServices(db) }, 200))
    .post("/", valid("json", streamingServiceInputSchema), async (c) =>
      c.json({ streamingService: await createStreamingService(staffOf(c, db), c.req.valid("json")) }, 201),
    )
    .delete(
      "/:id",
      idParam("streaming_service_not_found", "Serviço de streaming não encontrado."),
      valid("query", concurrencySchema),
      async (c) => {
        const id = c.req.valid("param").id;
        await deleteStreamingService(staffOf(c, db), id, c.req.valid("query").expectedUpdatedAt);
        return c.body(null, 204);
      },
    );
}
