import type { AdminSiteSettings, SiteSettings } from "../../domain";
import type {
  BusinessPlanFormValues,
  CityFormValues,
  PlanFormValues,
  SiteSettingsFormValues,
} from "../../domain/schemas";
import { EMPTY_SITE_SETTINGS } from "../services/site-settings";

// Test data in one place: what the console's forms send (texts, as typed), and the rows the seed writes
// (db/factories.ts, shared with the demo seed). A test names only the fields it is about, so a new
// required field is added here once, not in every test that creates a plan.

export {
  bannerRow,
  businessPlanRow,
  cityRow,
  planRow,
  streamingBannerRow,
} from "../db/factories";

/** A residential plan as the console's form sends it: valid, and offered with two streaming services. */
export function planInput(fields: Partial<PlanFormValues> = {}): PlanFormValues {
  return {
    name: "Fibra 900 Mega",
    speed: "900 Mb/s",
    price: "149,90",
    type: "Internet",
    streamings: "Max, Looke",
    cameraCount: "0",
    badge: "",
    ...fields,
  };
}

/** A business plan as the console's form sends it: features one per line. */
export function businessPlanInput(fields: Partial<BusinessPlanFormValues> = {}): BusinessPlanFormValues {
  return {
    name: "Empresa 800 Mega",
    speed: "800 Mb/s",
    price: "499,90",
    features: "IP fixo\nSuporte 24h",
    badge: "",
    popular: false,
    cameraCount: "0",
    ...fields,
  };
}

/** A city as the console's form sends it: one that the demo catalogue does not hold. */
export function cityInput(fields: Partial<CityFormValues> = {}): CityFormValues {
  return { name: "Ibatiba", state: "ES", ...fields };
}

/** Site settings with only the company named (what an install without demo data starts from). */
export function siteSettingsRow(fields: Partial<SiteSettings> = {}): SiteSettings {
  return { ...EMPTY_SITE_SETTINGS, companyName: "Teste", ...fields };
}

/**
 * The settings form as it is sent back: the values it was opened with (`current`, as the API lists
 * them), the fields the staff changed, and the version it was opened at.
 */
export function siteSettingsInput(
  current: AdminSiteSettings,
  changes: Partial<SiteSettingsFormValues> = {},
): SiteSettingsFormValues & { expectedUpdatedAt: string } {
  const { updatedAt, ...settings } = current;
  return { ...settings, ...changes, expectedUpdatedAt: updatedAt };
}
