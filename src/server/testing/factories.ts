import type { AdminSiteSettings, SiteSettings } from "../../domain";
import { EMPTY_SITE_SETTINGS } from "../../domain";
import type {
  BusinessPlanCreateFormValues,
  CityFormValues,
  PlanCreateFormValues,
  PlanFormValues,
  SiteSettingsFormValues,
} from "../../domain/schemas";

// Test data in one place: what the console's forms send (texts, as typed), and the rows the seed writes
// (db/factories.ts, shared with the demo seed). A test names only the fields it is about, so a new
// required field is added here once, not in every test that creates a plan.

export { bannerRow, planRow } from "../db/factories";

/** The offer's fields as the console's form types them: every one the label needs, complete. */
export function offerInput(download = "900", upload = "450") {
  return {
    contractModality: "pos-pago",
    digitalOnly: false,
    anatelCode: "",
    technology: "fibra",
    downloadMbps: download,
    uploadMbps: upload,
    dataAllowance: "Sem franquia",
    wifiEquipment: "Roteador Wi-Fi 6",
    equipmentProvision: "comodato",
    usageNotes: "",
    promoPrice: "",
    promoMonths: "",
    installationFee: "0,00",
    otherFees: "",
    paymentTerms: "Boleto bancário, Pix ou débito automático, com vencimento mensal",
    loyaltyMonths: "0",
    terminationFineRule: "Multa proporcional aos meses que faltam para o fim da fidelização.",
    readjustmentIndex: "IPCA",
    readjustmentMonths: "12",
    salesStartsOn: "2026-01-01",
    salesEndsOn: "",
  } satisfies Partial<PlanFormValues>;
}

/**
 * A residential plan as the console's form sends it: valid, complete, and offered with two streaming
 * services of the demo catalogue.
 */
export function planInput(fields: Partial<PlanCreateFormValues> = {}): PlanCreateFormValues {
  return {
    name: "Fibra 900 Mega",
    price: "149,90",
    type: "Internet",
    streamings: "Max, Looke",
    cameraCount: "0",
    badge: "",
    ...offerInput(),
    ...fields,
  };
}

/** A business plan as the console's form sends it: features one per line, complete. */
export function businessPlanInput(
  fields: Partial<BusinessPlanCreateFormValues> = {},
): BusinessPlanCreateFormValues {
  return {
    name: "Empresa 800 Mega",
    price: "499,90",
    features: "IP fixo\nSuporte 24h",
    badge: "",
    popular: false,
    cameraCount: "0",
    ...offerInput("800", "400"),
    ...fields,
  };
}

let cepBlocks = 0;

/**
 * A CEP range as the form types it, one no demo city and no earlier call holds (from 69900-000, a
 * block of 100 CEPs each): a city that sells needs one (decision 0031).
 */
export function cepRangeInput(): { start: string; end: string } {
  const start = 69900000 + 100 * cepBlocks++;
  const typed = (cep: number) => `${String(cep).slice(0, 5)}-${String(cep).slice(5)}`;
  return { start: typed(start), end: typed(start + 99) };
}

/**
 * A city as the console's form sends it: one that the demo catalogue does not hold, with a CEP range of
 * its own (`ranges: []` for a city no CEP leads to).
 */
export function cityInput(fields: Partial<CityFormValues> = {}): CityFormValues {
  return { name: "Teófilo Otoni", state: "MG", ranges: [cepRangeInput()], ...fields };
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
