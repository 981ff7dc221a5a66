import { Hono } from "hono";
import { siteSettingsInputSchema, withVersion } from "../../../domain/schemas";
import type { Db } from "../../db/client";
import { getAdminSiteSettings, updateSiteSettings } from "../../services/site-settings";
import { type AdminEnv, staffOf, valid } from "./kit";

export function siteSettingsRoutes(db: Db) {
  return new Hono<AdminEnv>()
    .get("/", async (c) => c.json({ settings: await getAdminSiteSettings(db) }, 200))
    .put("/", valid("json", withVersion(siteSettingsInputSchema)), async (c) => {
      const { expectedUpdatedAt, ...input } = c.req.valid("json");
      return c.json({ settings: await updateSiteSettings(staffOf(c, db), input, expectedUpdatedAt) }, 200);
    });
}
