import { Hono } from "hono";
import { isStreamingGuideId } from "../../../domain";
import type { Catalogue } from "../../catalogue";
import type { Db } from "../../db/client";
import { listActiveStreamingBanners, streamingBannersKey } from "../../services/streaming-banners";
import { sendCachedJson } from "../cached-json";
import { apiError } from "../errors";
import type { Env } from "../env";

export function publicStreamingBannerRoutes(catalogue: Catalogue, db: Db) {
  return new Hono<Env>().get("/streaming-banners/:service", async (c) => {
    const service = c.req.param("service");
    if (!isStreamingGuideId(service))
      return apiError(c, 404, "streaming_service_not_found", "Serviço de streaming não encontrado.");
    const entry = await catalogue.cachedJson(streamingBannersKey(service), async () => ({
      banners: await listActiveStreamingBanners(db, service),
    }));
    return sendCachedJson(c, entry);
  });
}
