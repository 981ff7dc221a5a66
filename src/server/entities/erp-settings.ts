import { erpSettings } from "../db/schema";
import type { Entity } from "./entity";

/**
 * 'Sistema de gestão' (decision 0037): the ERP in use decides what the subscriber pages show (the desk's
 * form or the portal's explanation), and every page reads the settings: a change purges them all.
 */
export const erpSettingsEntity = {
  name: "erp_settings",
  tables: [erpSettings],
  admin: { paths: ["erp"], area: "settings" },
  visitors: { purgeTags: () => ["settings"] },
} as const satisfies Entity;
