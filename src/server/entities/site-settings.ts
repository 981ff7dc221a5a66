import { siteSettingsInputSchema } from "../../domain/schemas";
import { siteSettings } from "../db/schema";
import type { Entity } from "./entity";

/** 'Configurações': the provider's name, contacts and links (one row), on every page. */
export const siteSettingsEntity = {
  name: "site_settings",
  tables: [siteSettings],
  admin: { paths: ["site-settings"], area: "settings" },
  visitors: { purgeTags: () => ["settings"] },
  restore: { table: siteSettings, fields: siteSettingsInputSchema },
  seeded: true,
} as const satisfies Entity;
