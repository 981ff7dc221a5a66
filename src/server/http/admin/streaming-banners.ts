import { Hono } from "hono";
import { concurrencySchema, streamingBannerInputSchema, withVersion } from "../../../domain/schemas";
import type { Db } from "../../db/client";
import {
  createStreamingBanner,
  deleteStreamingBanner,
  listStreamingBanners,
  updateStreamingBanner,
} from "../../services/streaming-banners";
import { trashItemOf } from "../../services/trash";
import { type AdminEnv, idParam, staffOf, valid } from "./kit";

const streamingBannerId = () => idParam("streaming_banner_not_found", "Banner de streaming não encontrado.");

export function streamingBannerRoutes(db: Db) {
  return new Hono<AdminEnv>()
    .get("/", async (c) => c.json({ streamingBanners: await listStreamingBanners(db) }, 200))
    .post("/", valid("json", streamingBannerInputSchema), async (c) =>
      c.json({ streamingBanner: await createStreamingBanner(staffOf(c, db), c.req.valid("json")) }, 201),
    )
    .put("/:id", streamingBannerId(), valid("json", withVersion(streamingBannerInputSchema)), async (c) => {
      const { expectedUpdatedAt, ...input } = c.req.valid("json");
      const id = c.req.valid("param").id;
      return c.json(
        { streamingBanner: await updateStreamingBanner(staffOf(c, db), id, input, expectedUpdatedAt) },
        200,
      );
    })
    .delete("/:id", streamingBannerId(), valid("query", concurrencySchema), async (c) => {
      const id = c.req.valid("param").id;
      await deleteStreamingBanner(staffOf(c, db), id, c.req.valid("query").expectedUpdatedAt);
      return c.json(
        { trashItemId: await trashItemOf(db, "streaming_banners", c.req.valid("param").id) },
        200,
      );
    });
}
