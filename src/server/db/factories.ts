import { DEFAULT_DATA_ALLOWANCE, DEFAULT_TERMINATION_FINE_RULE, nameKey } from "../../domain";
import type { banners, businessPlans, cities, plans, streamingBanners } from "./schema";

// Rows as the tables take them, each field filled with what a plan, city or banner usually holds: the
// demo seed (seed-data.ts) and the tests build their rows here, so a new column gets its value in one
// place instead of in every test that writes a row.

export type PlanRow = typeof plans.$inferInsert;
export type BusinessPlanRow = typeof businessPlans.$inferInsert;
export type CityRow = typeof cities.$inferInsert;
export type BannerRow = typeof banners.$inferInsert;
export type StreamingBannerRow = typeof streamingBanners.$inferInsert;

/**
 * An offer with every field its label needs (an active plan must have them): fibre, upload half the
 * download, no data cap, a Wi-Fi 6 router on loan, free installation, no fidelização, IPCA after 12
 * months, on sale since 1 January 2026 with no end.
 */
export function offerTerms(downloadMbps = 500) {
  return {
    contractModality: "pos-pago",
    digitalOnly: false,
    anatelCode: null,
    technology: "fibra",
    downloadMbps,
    uploadMbps: Math.max(1, Math.floor(downloadMbps / 2)),
    dataAllowance: DEFAULT_DATA_ALLOWANCE,
    wifiEquipment: "Roteador Wi-Fi 6",
    equipmentProvision: "comodato",
    usageNotes: null,
    promoPrice: null,
    promoMonths: null,
    installationFee: 0,
    otherFees: null,
    componentPrices: null,
    paymentTerms: "Boleto bancário, Pix ou débito automático, com vencimento mensal",
    loyaltyMonths: 0,
    loyaltyBenefit: null,
    terminationFineRule: DEFAULT_TERMINATION_FINE_RULE,
    readjustmentIndex: "IPCA",
    readjustmentMonths: 12,
    salesStartsOn: "2026-01-01",
    salesEndsOn: null,
  } satisfies Partial<PlanRow>;
}

/**
 * A residential plan: internet only, 500 Mega, complete (offerTerms), no streaming, no cameras, no
 * badge, unless `fields` say so.
 */
export function planRow(fields: Partial<PlanRow> = {}): PlanRow {
  return {
    name: "Fibra 500 Mega",
    price: 99.9,
    type: "Internet",
    streamings: [],
    cameraCount: 0,
    badge: null,
    ...offerTerms(fields.downloadMbps ?? 500),
    ...fields,
  };
}

/** A business plan: 500 Mega, complete, one feature, no badge, not highlighted, unless `fields` say so. */
export function businessPlanRow(fields: Partial<BusinessPlanRow> = {}): BusinessPlanRow {
  return {
    name: "Empresa 500 Mega",
    price: 149.9,
    features: ["Suporte 24/7"],
    badge: null,
    popular: false,
    ...offerTerms(fields.downloadMbps ?? 500),
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
