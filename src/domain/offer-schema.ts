import { z } from "zod";
import {
  CONTRACT_MODALITIES,
  DEFAULT_DATA_ALLOWANCE,
  DEFAULT_TERMINATION_FINE_RULE,
  EQUIPMENT_PROVISIONS,
  MAX_PROMO_MONTHS,
  MAX_READJUSTMENT_MONTHS,
  MAX_SPEED_MBPS,
  MIN_READJUSTMENT_MONTHS,
  READJUSTMENT_INDEXES,
  readComponentPrices,
  readSpeedInput,
  TECHNOLOGIES,
} from "./offer";
import { parsePrice } from "./price";
import { optionalTextField, textField } from "./text-field";

// The offer's fields, written once for plans and business plans (each schema spreads `offerFields`),
// with the rules between them (`checkOffer`). Like every console schema, each field takes the form's
// text ('79,90', '3', '') or the JSON value (79.9, 3, null); blank optional fields become null.

const MAX_PRICE = 99_999_999.99;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** A speed in Mb/s: '500', '500 Mb/s' or '1 Giga' typed, or a number; blank is null (a draft). */
function speedMbpsField(label: string) {
  const message = `${label}: informe a velocidade em Mb/s (ex.: 500, ou 1 Giga)`;
  return z
    .union([z.number(), z.string()], { message })
    .nullish()
    .transform((value, ctx) => {
      if (isBlank(value)) return null;
      const mbps = typeof value === "number" ? value : readSpeedInput(value as string);
      if (mbps === null || !Number.isInteger(mbps) || mbps < 1 || mbps > MAX_SPEED_MBPS) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return mbps;
    });
}

/** Money as typed ('79,90') or sent (79.9); NaN when it is not an amount. */
function readMoney(value: unknown): number {
  const amount = typeof value === "number" ? value : parsePrice(String(value));
  return Number.isFinite(amount) && amount >= 0 && amount <= MAX_PRICE
    ? Math.round(amount * 100) / 100
    : Number.NaN;
}

/** An optional amount: blank is null. */
export function optionalMoneyField(message: string) {
  return z
    .union([z.number(), z.string()], { message })
    .nullish()
    .transform((value, ctx): number | null => {
      if (isBlank(value)) return null;
      const amount = readMoney(value);
      if (Number.isNaN(amount)) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return amount;
    });
}

/** A required amount; `fallback` when absent from a JSON body, but a blank form field is refused. */
function moneyField(message: string, fallback: number) {
  return z
    .union([z.number(), z.string()], { message })
    .optional()
    .transform((value, ctx): number => {
      if (value === undefined) return fallback;
      const amount = readMoney(value);
      if (Number.isNaN(amount)) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return amount;
    });
}

/** A whole number of months as typed or sent, from `min` to `max`. */
function readMonths(value: unknown, min: number, max: number): number {
  const months = typeof value === "number" ? value : Number(String(value).trim());
  return Number.isInteger(months) && months >= min && months <= max ? months : Number.NaN;
}

/** Optional months: blank is null. */
export function optionalMonthsField(message: string, min: number, max: number) {
  return z
    .union([z.number(), z.string()], { message })
    .nullish()
    .transform((value, ctx): number | null => {
      if (isBlank(value)) return null;
      const months = readMonths(value, min, max);
      if (Number.isNaN(months)) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return months;
    });
}

/** Months with a value when left blank: 0 for no fidelização, 12 for the first readjustment. */
function monthsField(message: string, min: number, max: number, fallback: number) {
  return z
    .union([z.number(), z.string()], { message })
    .nullish()
    .transform((value, ctx): number => {
      if (isBlank(value)) return fallback;
      const months = readMonths(value, min, max);
      if (Number.isNaN(months)) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return months;
    });
}

/** A calendar day, 'AAAA-MM-DD' as a date input gives it; blank is null. */
export function dayField(message: string) {
  return z
    .string({ message })
    .nullish()
    .transform((value, ctx) => {
      if (isBlank(value)) return null;
      const day = (value as string).trim();
      const date = new Date(`${day}T00:00:00Z`);
      if (
        !/^\d{4}-\d{2}-\d{2}$/.test(day) ||
        Number.isNaN(date.getTime()) ||
        !date.toISOString().startsWith(day)
      ) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return day;
    });
}

export const PROMO_MONTHS_MESSAGE = `Meses com preço promocional deve ser um número de 1 a ${MAX_PROMO_MONTHS}`;
export const READJUSTMENT_MONTHS_MESSAGE = `O primeiro reajuste só pode ser aplicado após ${MIN_READJUSTMENT_MONTHS} meses ou mais (informe de ${MIN_READJUSTMENT_MONTHS} a ${MAX_READJUSTMENT_MONTHS})`;

/** The fidelização rule differs: at most 12 months for a consumer, 36 for a company. */
export function loyaltyMonthsField(max: number) {
  return monthsField(`Fidelização deve ser um número de 0 a ${max} meses (0 para sem fidelidade)`, 0, max, 0);
}

/** What every offer holds besides its name, price, apps and cameras: the Etiqueta Padrão's items. */
export const offerFields = {
  contractModality: z
    .enum(CONTRACT_MODALITIES, { message: "Escolha a modalidade de contratação" })
    .default("pos-pago"),
  digitalOnly: z.boolean({ message: "Informe se a oferta é somente digital" }).default(false),
  anatelCode: optionalTextField({
    label: "Código de registro na Anatel",
    typeMessage: "Código de registro na Anatel deve ser um texto",
    max: 40,
    maxMessage: "Código de registro na Anatel deve ter no máximo 40 caracteres",
  }),
  technology: z.enum(TECHNOLOGIES, { message: "Escolha a tecnologia" }).default("fibra"),
  downloadMbps: speedMbpsField("Velocidade de download"),
  uploadMbps: speedMbpsField("Velocidade de upload"),
  dataAllowance: textField({
    label: "Franquia de dados",
    typeMessage: "Franquia de dados deve ser um texto",
    max: 100,
    maxMessage: "Franquia de dados deve ter no máximo 100 caracteres",
  }).default(DEFAULT_DATA_ALLOWANCE),
  wifiEquipment: textField({
    label: "Equipamento Wi-Fi",
    typeMessage: "Equipamento Wi-Fi deve ser um texto",
    max: 100,
    maxMessage: "Equipamento Wi-Fi deve ter no máximo 100 caracteres",
  }).default(""),
  equipmentProvision: z
    .enum(EQUIPMENT_PROVISIONS, { message: "Escolha como o equipamento é fornecido" })
    .default("comodato"),
  usageNotes: optionalTextField({
    label: "Recomendações de uso",
    typeMessage: "Recomendações de uso deve ser um texto",
    max: 500,
    maxMessage: "Recomendações de uso deve ter no máximo 500 caracteres",
    multiline: true,
  }),
  promoPrice: optionalMoneyField("Preço promocional deve ser um número válido (ex.: 79,90)"),
  promoMonths: optionalMonthsField(PROMO_MONTHS_MESSAGE, 1, MAX_PROMO_MONTHS),
  installationFee: moneyField("Taxa de instalação deve ser um número válido (0 para instalação gratuita)", 0),
  otherFees: optionalTextField({
    label: "Outras taxas",
    typeMessage: "Outras taxas deve ser um texto",
    max: 300,
    maxMessage: "Outras taxas deve ter no máximo 300 caracteres",
    multiline: true,
  }),
  componentPrices: optionalTextField({
    label: "Preços individuais do combo",
    typeMessage: "Preços individuais do combo deve ser um texto",
    max: 600,
    maxMessage: "Preços individuais do combo deve ter no máximo 600 caracteres",
    multiline: true,
  }).superRefine((value, ctx) => {
    const { badLines } = readComponentPrices(value);
    if (badLines.length > 0)
      ctx.addIssue({
        code: "custom",
        message: `Escreva um serviço por linha com o seu preço avulso, como "Telefone fixo: 29,90" (confira a linha ${badLines.join(", ")})`,
      });
  }),
  paymentTerms: textField({
    label: "Condições de pagamento",
    typeMessage: "Condições de pagamento deve ser um texto",
    max: 300,
    maxMessage: "Condições de pagamento deve ter no máximo 300 caracteres",
    multiline: true,
  }).default(""),
  loyaltyBenefit: optionalMoneyField("Benefício da fidelização deve ser um valor em reais (ex.: 360,00)"),
  terminationFineRule: textField({
    label: "Multa por cancelamento antecipado",
    typeMessage: "Multa por cancelamento antecipado deve ser um texto",
    max: 500,
    maxMessage: "Multa por cancelamento antecipado deve ter no máximo 500 caracteres",
    multiline: true,
  }).default(DEFAULT_TERMINATION_FINE_RULE),
  readjustmentIndex: z
    .enum(READJUSTMENT_INDEXES, { message: "Escolha o índice de reajuste" })
    .default("IPCA"),
  readjustmentMonths: monthsField(
    READJUSTMENT_MONTHS_MESSAGE,
    MIN_READJUSTMENT_MONTHS,
    MAX_READJUSTMENT_MONTHS,
    MIN_READJUSTMENT_MONTHS,
  ),
  salesStartsOn: dayField("Início das vendas deve ser uma data válida"),
  salesEndsOn: dayField("Fim das vendas deve ser uma data válida"),
};

type OfferRulesInput = {
  price?: unknown;
  promoPrice: number | null;
  promoMonths: number | null;
  downloadMbps: number | null;
  uploadMbps: number | null;
  salesStartsOn: string | null;
  salesEndsOn: string | null;
};

/** The rules between an offer's fields, each reported on the field to correct. */
export function checkOffer(offer: OfferRulesInput, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  if (offer.promoPrice !== null && offer.promoMonths === null)
    issue("promoMonths", "Informe por quantos meses vale o preço promocional");
  if (offer.promoPrice === null && offer.promoMonths !== null)
    issue("promoPrice", "Informe o preço promocional, ou deixe os meses em branco");
  if (offer.promoPrice !== null && typeof offer.price === "number" && offer.promoPrice >= offer.price)
    issue("promoPrice", "O preço promocional deve ser menor que o preço mensal");
  if (offer.uploadMbps !== null && offer.downloadMbps !== null && offer.uploadMbps > offer.downloadMbps)
    issue("uploadMbps", "A velocidade de upload não pode ser maior que a de download");
  if (offer.salesEndsOn !== null && offer.salesStartsOn === null)
    issue("salesStartsOn", "Informe o início das vendas antes do fim");
  if (offer.salesEndsOn !== null && offer.salesStartsOn !== null && offer.salesEndsOn < offer.salesStartsOn)
    issue("salesEndsOn", "O fim das vendas não pode ser antes do início");
}

/** `isActive` on a create: whether the new plan goes on sale at once (absent: yes, as SPEC §4 creates it). */
export const createActiveField = z
  .boolean({ message: "Informe se o plano já começa ativo" })
  .optional()
  .default(true);
