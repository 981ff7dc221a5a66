import { marketingSettings } from "../db/schema";
import type { Entity } from "./entity";

/** Configurações → 'Marketing e avisos' (decision 0068): RD Station, SMTP and WhatsApp alerts. Visitors never see it. */
export const marketingSettingsEntity = {
  name: "marketing_settings",
  tables: [marketingSettings],
  admin: { paths: ["marketing-settings"], area: "settings" },
  visitors: false,
} as const satisfies Entity;
