import { Hono } from "hono";
import type { Catalogue } from "../../catalogue";
import { sendCachedJson } from "../cached-json";
import type { Env } from "../env";

/** GET /banners: the home carousel's active banners and captions setting, from the catalogue cache. */
export function publicBannerRoutes(catalogue: Catalogue) {
  return new Hono<Env>().get("/banners", async (c) => sendCachedJson(c, await catalogue.homeBanners()));
}
