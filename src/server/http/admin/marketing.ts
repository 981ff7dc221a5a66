import { Hono } from "hono";
import { z } from "zod";
import {
  type ConnectionTestResult,
  DASHBOARD_PERIODS,
  marketingSettingsInputSchema,
} from "../../../domain/marketing";
import type { Db } from "../../db/client";
import type { FieldCipher } from "../../field-cipher";
import { testSmtp, testWhatsapp } from "../../marketing/connection-test";
import { dashboardData } from "../../services/dashboard";
import { listRecentMarketingDeliveries } from "../../services/marketing-deliveries";
import {
  getSavedMarketingSettings,
  type MarketingConfig,
  readMarketingConfig,
  saveMarketingSettings,
} from "../../services/marketing-settings";
import { type AdminEnv, refusePrivateAddresses, staffOf, valid } from "./kit";

// Configurações → 'Marketing e avisos' (/api/admin/marketing-settings, administrador only) and the Painel
// (/api/admin/dashboard, administrador, comercial and marketing): decision 0068.

async function settingsState(db: Db) {
  const [settings, deliveries] = await Promise.all([
    getSavedMarketingSettings(db),
    listRecentMarketingDeliveries(db),
  ]);
  return { settings, deliveries };
}

/**
 * Where 'Testar conexão' reaches the WhatsApp Cloud API (Meta's, unless a test points it at its fake), how
 * long it waits, and the operator's allowances (issue 66, L3): ALLOW_PRIVATE_ADDRESSES (also checked when
 * the SMTP server is saved) and SMTP_ALLOW_PLAIN_AUTH.
 */
export type MarketingTestOptions = {
  whatsappUrl?: string;
  timeoutMs?: number;
  allowPrivateAddresses?: boolean;
  smtpAllowPlainAuth?: boolean;
};

/** The saved settings with their secrets opened, or none when the key cannot open them. */
async function savedConfig(db: Db, cipher: FieldCipher): Promise<MarketingConfig> {
  try {
    return await readMarketingConfig(db, cipher);
  } catch {
    return { notices: {} };
  }
}

export function marketingSettingsRoutes(db: Db, cipher: FieldCipher, options: MarketingTestOptions = {}) {
  return (
    new Hono<AdminEnv>()
      .get("/", async (c) => c.json(await settingsState(db), 200))
      .put("/", valid("json", marketingSettingsInputSchema), async (c) => {
        const input = c.req.valid("json");
        const refused = refusePrivateAddresses(
          c,
          { smtpHost: input.smtpHost },
          options.allowPrivateAddresses ?? false,
        );
        if (refused) return refused;
        await saveMarketingSettings(staffOf(c, db), cipher, input);
        return c.json(await settingsState(db), 200);
      })
      // 'Testar conexão': the saved server, a test message to the signed-in staff member's own address.
      .post("/test/smtp", async (c) => {
        const { email } = await savedConfig(db, cipher);
        const result: ConnectionTestResult = await testSmtp(email, c.get("staff").user.email, {
          timeoutMs: options.timeoutMs,
          allowPrivateAddresses: options.allowPrivateAddresses,
          allowPlainAuth: options.smtpAllowPlainAuth,
        });
        return c.json(result, 200);
      })
      .post("/test/whatsapp", async (c) => {
        const { whatsapp } = await savedConfig(db, cipher);
        const result: ConnectionTestResult = await testWhatsapp(whatsapp, {
          url: options.whatsappUrl,
          timeoutMs: options.timeoutMs,
          allowPrivateAddresses: options.allowPrivateAddresses,
        });
        return c.json(result, 200);
      })
  );
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
