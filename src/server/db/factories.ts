import { nameKey } from "../../domain";
import type { banners, businessPlans, cities, plans, siteSettings, streamingBanners } from "./schema";

// Rows as the tables take them, each field filled with what a plan, city or banner usually holds: the
// demo seed (seed-data.ts) and the tests build their rows here, so a new column gets its value in one
// place instead of in every test that writes a row.

export type PlanRow = typeof plans.$inferInsert;
export type BusinessPlanRow = typeof businessPlans.$inferInsert;
export type CityRow = typeof cities.$inferInsert;
export type BannerRow = typeof banners.$inferInsert;
export type StreamingBannerRow = typeof streamingBanners.$inferInsert;
export type SiteSettingsRow = typeof siteSettings.$inferInsert;

/** A residential plan: internet only, no streaming, no cameras, no badge, unless `fields` say so. */
export function planRow(fields: Partial<PlanRow> = {}): PlanRow {
  return {
    name: "Fibra 500 Mega",
    speed: "500 Mb/s",
    price: 99.9,
    type: "Internet",
    streamings: [],
    cameraCount: 0,
    badge: null,
    ...fields,
  };
}

/** A business plan: one feature, no badge, not highlighted, unless `fields` say so. */
export function businessPlanRow(fields: Partial<BusinessPlanRow> = {}): BusinessPlanRow {
  return {
    name: "Empresa 500 Mega",
    speed: "500 Mb/s",
    price: 149.9,
    features: ["Suporte 24/7"],
    badge: null,
    popular: false,
    ...fields,
  };
}

/** A city with the name key every write stores beside its name. */
export function cityRow(name: string, state: CityRow["state"], isActive = true): CityRow {
  return { name, nameKey: nameKey(name), state, isActive };
}

/** A home-page banner: a 1200×400 image on a dark blue band. */
export function bannerRow(fields: Partial<BannerRow> = {}): BannerRow {
  return {
    title: "Internet fibra de verdade",
    description: "",
    imageUrl: "/images/banners/fibra.svg",
    imageWidth: 1200,
    imageHeight: 400,
    imageAlt: "",
    bgColor: "dark-blue",
    displayOrder: 0,
    ...fields,
  };
}

/** A streaming service page's banner: a 1200×400 image. */
export function streamingBannerRow(
  fields: Partial<StreamingBannerRow> & Pick<StreamingBannerRow, "streamingService">,
): StreamingBannerRow {
  return {
    title: "Streaming no seu plano",
    description: "",
    imageUrl: "/images/banners/streaming.svg",
    imageWidth: 1200,
    imageHeight: 400,
    imageAlt: "",
    displayOrder: 0,
    ...fields,
  };
}
