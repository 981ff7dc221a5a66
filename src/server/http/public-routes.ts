import { Hono } from "hono";
import type { Catalogue } from "../catalogue";
import type { Env } from "./env";
import { publicBannerRoutes } from "./public/banners";
import { publicBusinessPlanRoutes } from "./public/business-plans";
import { publicCityRoutes } from "./public/cities";
import { publicStreamingBannerRoutes } from "./public/streaming-banners";

/** The public JSON API under /api, read by the pages in the browser: one module per entity under public/. */
export function publicApiRoutes(catalogue: Catalogue) {
  return new Hono<Env>()
    .route("/", publicCityRoutes(catalogue))
    .route("/", publicBusinessPlanRoutes(catalogue))
    .route("/", publicBannerRoutes(catalogue))
    .route("/", publicStreamingBannerRoutes(catalogue));
}
