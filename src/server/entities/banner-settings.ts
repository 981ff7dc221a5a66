import { bannerSettingsSchema } from "../../domain/schemas";
import { bannerSettings } from "../db/schema";
import type { Entity } from "./entity";

/** The banners' captions switch (one row), under 'Banners'. */
export const bannerSettingsEntity = {
  name: "banner_settings",
  tables: [bannerSettings],
  admin: { paths: ["banner-settings"], area: "marketing" },
  visitors: { purgeTags: () => ["settings"] },
  restore: { table: bannerSettings, fields: bannerSettingsSchema },
  seeded: true,
} as const satisfies Entity;
