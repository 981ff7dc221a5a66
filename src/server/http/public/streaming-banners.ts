import { Hono } from "hono";
import { isStreamingGuideId } from "../../../domain";
import type { Catalogue } from "../../catalogue";
import { sendCachedJson } from "../cached-json";
import { apiError } from "../errors";
import type { Env } from "../env";

/** GET /streaming-banners/:service: a guide's active banners, from the catalogue cache. */
export function publicStreamingBannerRoutes(catalogue: Catalogue) {
  return new Hono<Env>().get("/streaming-banners/:service", async (c) => {
    const service = c.req.param("service");
    if (!isStreamingGuideId(service))
      return apiError(c, 404, "streaming_service_not_found", "Serviço de streaming não encontrado.");
    return sendCachedJson(c, await catalogue.guideBanners(service), (banners) => ({ banners }));
  });
}
