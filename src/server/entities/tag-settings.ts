import type { Entity } from "./entity";

/**
 * The tag IDs (issue 57) as Marketing sets them under Banners: columns of `site_settings`, written through
 * the settings' own update (so its audit entry, version and announcement are the settings'); this entry
 * only gives the console path its area.
 */
export const tagSettingsEntity = {
  name: "tag_settings",
  tables: [],
  admin: { paths: ["tag-settings"], area: "marketing" },
  visitors: { purgeTags: () => ["settings"] },
} as const satisfies Entity;
