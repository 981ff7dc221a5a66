import { eq } from "drizzle-orm";
import type { SiteSettings } from "../../domain";
import type { Db } from "../db/client";
import { siteSettings } from "../db/schema";

/** Shown before any settings are saved, so a fresh install without demo data still renders. */
const FALLBACK: SiteSettings = {
  companyName: "Vitrine",
  cnpj: "",
  address: "",
  salesPhone: "",
  whatsappNumber: "",
  subscriberPortalUrl: "",
  jobsUrl: "",
};

export async function getSiteSettings(db: Db): Promise<SiteSettings> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  if (!row) return FALLBACK;
  const { id: _id, updatedAt: _updatedAt, ...settings } = row;
  return settings;
}
