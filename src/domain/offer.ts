// Offers: what a plan sells, as Anatel's Etiqueta Padrão states it (RGC, Resolution 765/2023), with the
// rules every side shares: which fields the label needs, how an offer version is named, and when an
// offer is on sale. Pure and zod-free; the console, the server and the label's page use it, so it stays
// out of the `app` chunk every page loads (vite.config.ts): what cards need is in ./offer-text.

import { nameKey } from "./name-key";
import { formatPrice, parsePrice } from "./price";

export const TECHNOLOGIES = ["fibra", "fwa"] as const;
export type Technology = (typeof TECHNOLOGIES)[number];
export const TECHNOLOGY_LABELS: Record<Technology, string> = {
  fibra: "Fibra óptica",
  fwa: "FWA (internet fixa sem fio)",
};

/** How the Wi-Fi equipment reaches the customer. */
export const EQUIPMENT_PROVISIONS = ["comodato", "locacao", "venda", "cliente"] as const;
export type EquipmentProvision = (typeof EQUIPMENT_PROVISIONS)[number];
export const EQUIPMENT_PROVISION_LABELS: Record<EquipmentProvision, string> = {
  comodato: "Comodato (emprestado)",
  locacao: "Locação (alugado)",
  venda: "Venda ao cliente",
  cliente: "Do próprio cliente",
};
/** The words after the equipment's name: 'Roteador Wi-Fi 6 em comodato'. */
const PROVISION_PHRASES: Record<EquipmentProvision, string> = {
  comodato: "em comodato",
  locacao: "em locação",
  venda: "vendido ao cliente",
  cliente: "do próprio cliente",
};

export const CONTRACT_MODALITIES = ["pos-pago", "pre-pago", "controle"] as const;
export type ContractModality = (typeof CONTRACT_MODALITIES)[number];
export const CONTRACT_MODALITY_LABELS: Record<ContractModality, string> = {
  "pos-pago": "Pós-pago",
  "pre-pago": "Pré-pago",
  controle: "Controle",
};

export const READJUSTMENT_INDEXES = ["IPCA", "IGP-M", "INPC", "IST"] as const;
export type ReadjustmentIndex = (typeof READJUSTMENT_INDEXES)[number];
export const READJUSTMENT_INDEX_LABELS: Record<ReadjustmentIndex, string> = {
  IPCA: "IPCA (IBGE)",
  "IGP-M": "IGP-M (FGV)",
  INPC: "INPC (IBGE)",
  IST: "IST (Anatel)",
};

/** A price may be readjusted at most once in 12 months (RGC): never before the 12th month. */
export const MIN_READJUSTMENT_MONTHS = 12;
export const MAX_READJUSTMENT_MONTHS = 120;
/** A consumer's fidelização lasts at most 12 months (RGC); a company may agree to a longer one. */
export const MAX_LOYALTY_MONTHS = 12;
export const MAX_BUSINESS_LOYALTY_MONTHS = 36;
export const MAX_PROMO_MONTHS = 36;
export const MAX_SPEED_MBPS = 100_000;

export const DEFAULT_DATA_ALLOWANCE = "Sem franquia";
export const DEFAULT_TERMINATION_FINE_RULE =
  "Multa proporcional aos meses que faltam para o fim da fidelização, calculada sobre o benefício concedido na contratação.";

/** The two kinds of offer: residential plans and business plans. Each has its own ids. */
export const OFFER_KINDS = ["plan", "business_plan"] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/** Why a version closed: the label changed (a new version followed), the plan went off sale or was removed. */
export const OFFER_END_REASONS = ["changed", "deactivated", "removed"] as const;
export type OfferEndReason = (typeof OFFER_END_REASONS)[number];
export const OFFER_END_REASON_LABELS: Record<OfferEndReason, string> = {
  changed: "Substituída por uma nova versão",
  deactivated: "Plano desativado",
  removed: "Plano removido",
};

/**
 * Every field of an offer, in the console form's order, with the label the form, the Histórico and the
 * completeness message give it.
 */
export const OFFER_FIELD_LABELS = {
  name: "Nome",
  type: "Tipo",
  features: "Recursos",
  contractModality: "Modalidade de contratação",
  digitalOnly: "Oferta somente digital",
  anatelCode: "Código de registro na Anatel",
  streamings: "Aplicativos incluídos",
  cameraCount: "Câmeras",
  badge: "Selo",
  popular: "Destaque (mais vendido)",
  technology: "Tecnologia",
  downloadMbps: "Velocidade de download",
  uploadMbps: "Velocidade de upload",
  dataAllowance: "Franquia de dados",
  wifiEquipment: "Equipamento Wi-Fi",
  equipmentProvision: "Fornecimento do equipamento",
  usageNotes: "Recomendações de uso",
  price: "Preço mensal",
  promoPrice: "Preço promocional",
  promoMonths: "Meses com preço promocional",
  installationFee: "Taxa de instalação",
  otherFees: "Outras taxas",
  componentPrices: "Preços individuais do combo",
  paymentTerms: "Condições de pagamento",
  loyaltyMonths: "Fidelização",
  loyaltyBenefit: "Benefício da fidelização",
  terminationFineRule: "Multa por cancelamento antecipado",
  readjustmentIndex: "Índice de reajuste",
  readjustmentMonths: "Primeiro reajuste após",
  salesStartsOn: "Início das vendas",
  salesEndsOn: "Fim das vendas",
} as const;
export type OfferField = keyof typeof OFFER_FIELD_LABELS;

/** What the completeness rule reads of an offer. */
export type OfferCompleteness = {
  downloadMbps: number | null;
  uploadMbps: number | null;
  dataAllowance: string;
  wifiEquipment: string;
  paymentTerms: string;
  loyaltyMonths: number;
  terminationFineRule: string;
  salesStartsOn: string | null;
  /** A residential plan's type ('Combo' needs its services' prices); a business plan has none here. */
  type?: string;
  componentPrices?: string | null;
  loyaltyBenefit?: number | null;
};

/**
 * The fields the label needs that this offer leaves empty, in the form's order. A draft (inactive) plan
 * may lack them; an active one, or one active in a city, may not.
 */
export function missingOfferFields(offer: OfferCompleteness): OfferField[] {
  const missing: OfferField[] = [];
  const blank = (text: string | null | undefined) => !text?.trim();
  if (!offer.downloadMbps) missing.push("downloadMbps");
  if (!offer.uploadMbps) missing.push("uploadMbps");
  if (blank(offer.dataAllowance)) missing.push("dataAllowance");
  if (blank(offer.wifiEquipment)) missing.push("wifiEquipment");
  if (offer.type === "Combo" && blank(offer.componentPrices)) missing.push("componentPrices");
  if (blank(offer.paymentTerms)) missing.push("paymentTerms");
  if (offer.loyaltyMonths > 0 && !(Number(offer.loyaltyBenefit) > 0)) missing.push("loyaltyBenefit");
  if (offer.loyaltyMonths > 0 && blank(offer.terminationFineRule)) missing.push("terminationFineRule");
  if (!offer.salesStartsOn) missing.push("salesStartsOn");
  return missing;
}

/** 'Velocidade de upload, Equipamento Wi-Fi'. */
export function offerFieldList(fields: readonly OfferField[]): string {
  return fields.map((field) => OFFER_FIELD_LABELS[field]).join(", ");
}

/** The refusal when an incomplete plan would be put on sale: 'Para ativar, preencha: …'. */
export function activationRefusal(fields: readonly OfferField[]): string {
  return `Para ativar, preencha: ${offerFieldList(fields)}`;
}

/** The refusal when an edit would leave an active plan incomplete. */
export function activeEditRefusal(fields: readonly OfferField[]): string {
  return `Um plano ativo precisa de todos os dados da etiqueta. Preencha: ${offerFieldList(fields)}`;
}

export const REQUIRED_TO_ACTIVATE_MESSAGE = "Preencha este campo para ativar o plano.";

/** The first number of a speed text and the first letter of its unit (G or M). Mirrored in migration 0010. */
const SPEED_TEXT = /(\d{1,3}(?:\.\d{3})+(?!\d)|\d+(?:[.,]\d+)?)\s*([GgMm])?/;

/**
 * Reads a speed as staff have typed it: '500 Mb/s', '900 Mega', '1 Giga', '1,5 Gb/s', '500Mbps', or a
 * bare '500' (Mb/s). Null when it holds no number. Migration 0010 reads the old texts with the same rule.
 */
export function parseSpeedText(text: string): number | null {
  const match = SPEED_TEXT.exec(text);
  if (!match) return null;
  const number = match[1]!;
  // '1.000 Mb/s' is a thousand, written the Brazilian way; '1.5 Giga' and '1,5 Giga' are decimals.
  const value = Number(
    /^\d{1,3}(\.\d{3})+$/.test(number) ? number.replace(/\./g, "") : number.replace(",", "."),
  );
  const mbps = Math.round(match[2]?.toLowerCase() === "g" ? value * 1000 : value);
  return mbps >= 1 && mbps <= MAX_SPEED_MBPS ? mbps : null;
}

/** A speed as staff type it in the form: a number and perhaps its unit, nothing else around it. */
const SPEED_INPUT = /^(\d{1,3}(?:\.\d{3})+|\d+(?:[.,]\d+)?)\s*(mb\/s|mbps|mb|mega|gb\/s|gbps|gb|giga)?$/i;

/**
 * Reads the form's speed field: '500', '500 Mb/s', '900 Mega', '1 Giga', '1,5 Gb/s', '1.000'. Null for
 * anything else, or a number that is not a whole number of Mb/s within range ('2.5', '-5', 'rápida').
 */
export function readSpeedInput(text: string): number | null {
  const match = SPEED_INPUT.exec(text.trim());
  if (!match) return null;
  const number = match[1]!;
  const value = Number(
    /^\d{1,3}(\.\d{3})+$/.test(number) ? number.replace(/\./g, "") : number.replace(",", "."),
  );
  const mbps = match[2]?.toLowerCase().startsWith("g") ? value * 1000 : value;
  return Number.isInteger(mbps) && mbps >= 1 && mbps <= MAX_SPEED_MBPS ? mbps : null;
}

// Phrases the label (and, as they grow, the cards) use.

/** 'Roteador Wi-Fi 6 em comodato'. */
export function equipmentText(offer: { wifiEquipment: string; equipmentProvision: EquipmentProvision }) {
  const equipment = offer.wifiEquipment.trim();
  return equipment ? `${equipment} ${PROVISION_PHRASES[offer.equipmentProvision]}` : "";
}

/** 'Reajuste anual pelo IPCA (IBGE), a partir de 12 meses da contratação'. */
export function readjustmentText(offer: {
  readjustmentIndex: ReadjustmentIndex;
  readjustmentMonths: number;
}) {
  return `Reajuste anual pelo ${READJUSTMENT_INDEX_LABELS[offer.readjustmentIndex]}, a partir de ${offer.readjustmentMonths} meses da contratação`;
}

// Codes: every published version of an offer has its own, stored with it (decision 0024).

const STOP_WORDS = new Set(["DA", "DE", "DO", "DAS", "DOS", "E", "LTDA", "ME", "EPP", "EIRELI", "SA"]);

/**
 * The provider's short prefix, from its company name: the initials of its words ('Rede Ipê Telecom Ltda'
 * → 'RIT'), or the first letters of a one-word name ('Vitrine' → 'VIT'). ASCII capitals only.
 */
export function offerCodePrefix(companyName: string): string {
  const words = companyName
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter((word) => word && !STOP_WORDS.has(word));
  if (words.length === 0) return "OF";
  if (words.length === 1) return words[0]!.slice(0, 3);
  return words
    .map((word) => word[0])
    .join("")
    .slice(0, 4);
}

/** 'RIT-P12-V3': the provider, the kind (P plan, E empresarial), the plan's id and the version's number. */
export function offerCode(
  prefix: string,
  kind: OfferKind,
  planId: number,
  version: number,
  variant = "",
): string {
  return `${prefix}-${kind === "plan" ? "P" : "E"}${planId}${variant ? `-${variant}` : ""}-V${version}`;
}

// Price variants (decision 0040): a plan sold at its own price in some cities. Each distinct price is its
// own offer under Anatel's rules, named by the variant's key, which the price and promotion alone make.

/** A plan's price and promotion, or a city's own ones. */
export type PriceTerms = { price: number; promoPrice: number | null; promoMonths: number | null };

/** A city link's own price: all null means the plan's price. */
export type CityPrice = { price: number | null; promoPrice: number | null; promoMonths: number | null };

const cents = (amount: number) => String(Math.round(amount * 100));

/**
 * The variant a city's price makes of its plan: '' for the plan's own terms (no price of its own, or the
 * same), else 'R8990' (R$ 89,90), 'R8990P6990M6' with a promotion of R$ 69,90 for 6 months. It is part
 * of the offer's code ('RIT-P12-R8990-V1'), so the same price is always the same offer.
 */
export function offerVariantKey(city: CityPrice, plan: PriceTerms): string {
  if (city.price === null) return "";
  const same =
    city.price === plan.price && city.promoPrice === plan.promoPrice && city.promoMonths === plan.promoMonths;
  if (same) return "";
  const promo = city.promoPrice !== null && city.promoMonths !== null;
  return `R${cents(city.price)}${promo ? `P${cents(city.promoPrice!)}M${city.promoMonths}` : ""}`;
}

/** The terms a visitor of that city sees: the city's own price and promotion, or the plan's. */
export function termsInCity(city: CityPrice, plan: PriceTerms): PriceTerms {
  return city.price === null
    ? { price: plan.price, promoPrice: plan.promoPrice, promoMonths: plan.promoMonths }
    : { price: city.price, promoPrice: city.promoPrice, promoMonths: city.promoMonths };
}

/** A code as typed in an address or a search box: 'rit-p12-v3 ' finds 'RIT-P12-V3'. */
export function normalizeOfferCode(text: string): string {
  return text.trim().toUpperCase();
}

// The sales period: dates in the provider's time zone, start and end days included.

/** Brasília time. Brazil has had no daylight saving time since 2019, so its midnight is 03:00 UTC. */
export const OFFER_TIME_ZONE = "America/Sao_Paulo";

// Made on first use: a formatter built when the module loads would stay in every bundle importing it.
let dayFormat: Intl.DateTimeFormat | undefined;

/** The day `instant` falls on in Brasília: '2026-11-24'. */
export function offerDay(instant: Date): string {
  dayFormat ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: OFFER_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  return dayFormat.format(instant);
}

/** The instant a Brasília day starts. */
export function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00-03:00`);
}

/** The start of the day after `instant`'s, in Brasília: when the sales periods may next open or close. */
export function nextDayStart(instant: Date): Date {
  const next = dayStart(offerDay(instant));
  next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

export type SalesPeriod = { salesStartsOn: string | null; salesEndsOn: string | null };

/** Whether `day` falls in the sales period (both ends included); no start date means not on sale. */
export function isOnSale(period: SalesPeriod, day: string): boolean {
  if (!period.salesStartsOn || period.salesStartsOn > day) return false;
  return period.salesEndsOn === null || day <= period.salesEndsOn;
}

/** '01/09/2026' from '2026-09-01'. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split("-");
  return `${date}/${month}/${year}`;
}

/** One service of a combo with its price when bought alone: { service: 'Telefone fixo', price: 29.9 }. */
export type ComponentPrice = { service: string; price: number };

/** 'Telefone fixo: R$ 29,90' or 'Max: 29,90': a service, a colon and its monthly price. */
const COMPONENT_LINE = /^(.{2,80}?)\s*:\s*(R\$\s*)?([\d.,]+)\s*(\/\s*m[eê]s)?$/i;

/**
 * A combo's services and their prices alone, one a line as staff type them; the lines that are not
 * 'Serviço: preço' are returned apart (by number, from 1) so a form can name them.
 */
export function readComponentPrices(text: string | null | undefined): {
  components: ComponentPrice[];
  badLines: number[];
} {
  const components: ComponentPrice[] = [];
  const badLines: number[] = [];
  (text ?? "").split("\n").forEach((raw, index) => {
    const line = raw.trim();
    if (!line) return;
    const match = COMPONENT_LINE.exec(line);
    const price = match ? parsePrice(match[3] ?? "") : Number.NaN;
    if (!match || !Number.isFinite(price)) badLines.push(index + 1);
    else components.push({ service: (match[1] ?? "").trim(), price });
  });
  return { components, badLines };
}

/**
 * Issue 68, point 5: a combo's price of a service alone follows the stand-alone plan it names. The line
 * whose service is the plan's name (or 'Internet ' and the name, as the demo combos write it; case and
 * accents aside) gets `price`; the other lines stay as typed. Null when nothing changes.
 */
export function componentPricesFollowing(
  text: string | null | undefined,
  plan: { name: string; price: number },
): string | null {
  if (!text) return null;
  const names = new Set([nameKey(plan.name), nameKey(`Internet ${plan.name}`)]);
  let changed = false;
  const lines = text.split("\n").map((raw) => {
    const match = COMPONENT_LINE.exec(raw.trim());
    if (!match || !names.has(nameKey(match[1] ?? ""))) return raw;
    const price = parsePrice(match[3] ?? "");
    if (price === plan.price) return raw;
    changed = true;
    return `${(match[1] ?? "").trim()}: ${formatPrice(plan.price).replace(/^R\$\s*/, "")}`;
  });
  return changed ? lines.join("\n") : null;
}
