import { Hono } from "hono";
import { bannerSettingsSchema, bannerUpdateSchema, withVersion } from "../../../domain/schemas";
import type { Db } from "../../db/client";
import { getBannerSettings, listBanners, updateBanner, updateBannerSettings } from "../../services/banners";
import { type AdminEnv, idParam, staffOf, valid } from "./kit";

/** Banners are listed and edited only; the captions switch lives in the banner settings. */
export function bannerRoutes(db: Db) {
  return new Hono<AdminEnv>()
    .get("/", async (c) => c.json({ banners: await listBanners(db) }, 200))
    .put(
      "/:id",
      idParam("banner_not_found", "Banner não encontrado."),
      valid("json", withVersion(bannerUpdateSchema)),
      async (c) => {
        const { expectedUpdatedAt, ...input } = c.req.valid("json");
        const banner = await updateBanner(staffOf(c, db), c.req.valid("param").id, input, expectedUpdatedAt);
        return c.json({ banner }, 200);
      },
    );
}

export function bannerSettingsRoutes(db: Db) {
  return new Hono<AdminEnv>()
    .get("/", async (c) => c.json({ settings: await getBannerSettings(db) }, 200))
    .put("/", valid("json", withVersion(bannerSettingsSchema)), async (c) => {
      const { expectedUpdatedAt, ...input } = c.req.valid("json");
      return c.json({ settings: await updateBannerSettings(staffOf(c, db), input, expectedUpdatedAt) }, 200);
    });
}
