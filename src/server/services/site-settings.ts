import { eq } from "drizzle-orm";
import type { SiteSettings } from "../../domain";
import type { Db } from "../db/client";
import { siteSettings } from "../db/schema";

/** A new install without demo data: the site renders, with no contact details until they are set. */
export const EMPTY_SITE_SETTINGS: SiteSettings = {
  companyName: "Vitrine",
  cnpj: "",
  address: "",
  salesPhone: "",
  whatsappNumber: "",
  subscriberPortalUrl: "",
  jobsUrl: "",
  salesEmail: "",
  supportEmail: "",
  privacyEmail: "",
  businessHours: "",
  statClientsValue: "",
  statClientsLabel: "",
  statCitiesValue: "",
  statCitiesLabel: "",
  statChannelsValue: "",
  statChannelsLabel: "",
  facebookUrl: "",
  instagramUrl: "",
  youtubeUrl: "",
  linkedinUrl: "",
};

export async function getSiteSettings(db: Db): Promise<SiteSettings> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  if (!row) return EMPTY_SITE_SETTINGS;
  const { id: _id, updatedAt: _updatedAt, ...settings } = row;
  return settings;
}
