import { Hono } from "hono";
import { z } from "zod";
import { DASHBOARD_PERIODS, marketingSettingsInputSchema } from "../../../domain/marketing";
import type { Db } from "../../db/client";
import type { ReferralCipher } from "../../referrals/cipher";
import { dashboardData } from "../../services/dashboard";
import { listRecentMarketingDeliveries } from "../../services/marketing-deliveries";
import { getSavedMarketingSettings, saveMarketingSettings } from "../../services/marketing-settings";
import { type AdminEnv, staffOf, valid } from "./kit";

// Configurações → 'Marketing e avisos' (/api/admin/marketing-settings, administrador only) and the Painel
// (/api/admin/dashboard, administrador, comercial and marketing): decision 0068.

async function settingsState(db: Db) {
  const [settings, deliveries] = await Promise.all([
    getSavedMarketingSettings(db),
    listRecentMarketingDeliveries(db),
  ]);
  return { settings, deliveries };
}

export function marketingSettingsRoutes(db: Db, cipher: ReferralCipher) {
  return new Hono<AdminEnv>()
    .get("/", async (c) => c.json(await settingsState(db), 200))
    .put("/", valid("json", marketingSettingsInputSchema), async (c) => {
      await saveMarketingSettings(staffOf(c, db), cipher, c.req.valid("json"));
      return c.json(await settingsState(db), 200);
    });
}

const periodSchema = z.object({
  days: z
    .enum(DASHBOARD_PERIODS.map(String) as [string, ...string[]])
    .default("30")
    .transform((text) => Number(text) as (typeof DASHBOARD_PERIODS)[number]),
});

export function dashboardRoutes(db: Db) {
  return new Hono<AdminEnv>().get("/", valid("query", periodSchema), async (c) =>
    c.json(await dashboardData(db, c.req.valid("query").days), 200),
  );
}
