import { Hono } from "hono";
import { siteSettingsInputSchema, tagSettingsSchema, withVersion } from "../../../domain/schemas";
import type { Db } from "../../db/client";
import {
  getAdminSiteSettings,
  getAdminTagSettings,
  updateSiteSettings,
  updateTagSettings,
} from "../../services/site-settings";
import { type AdminEnv, staffOf, valid } from "./kit";

export function siteSettingsRoutes(db: Db) {
  return new Hono<AdminEnv>()
    .get("/", async (c) => c.json({ settings: await getAdminSiteSettings(db) }, 200))
    .put("/", valid("json", withVersion(siteSettingsInputSchema)), async (c) => {
      const { expectedUpdatedAt, ...input } = c.req.valid("json");
      return c.json({ settings: await updateSiteSettings(staffOf(c, db), input, expectedUpdatedAt) }, 200);
    });
}

/** The tag IDs alone (issue 57), for Marketing: the rest of the settings stay the administrador's. */
export function tagSettingsRoutes(db: Db) {
  return new Hono<AdminEnv>()
    .get("/", async (c) => c.json({ settings: await getAdminTagSettings(db) }, 200))
    .put("/", valid("json", withVersion(tagSettingsSchema)), async (c) => {
      const { expectedUpdatedAt, ...input } = c.req.valid("json");
      return c.json({ settings: await updateTagSettings(staffOf(c, db), input, expectedUpdatedAt) }, 200);
    });
}
