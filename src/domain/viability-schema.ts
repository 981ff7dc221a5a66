import { z } from "zod";
import { CEP_INVALID_MESSAGE, cepDigits, parseCep } from "./cep";
import { MAX_DUE_DAY, MIN_DUE_DAY } from "./sign-up";
import {
  MAX_BOX_DISTANCE_METERS,
  MIN_BOX_DISTANCE_METERS,
  ORDERABLE_VIABILITY_SOURCES,
  type ViabilityAddress,
} from "./viability";

// The schemas of viability (issue 56): the address a visitor or the console's 'Testar um endereço' sends,
// and the console's 'Cobertura' settings. Forms post strings; JSON may post numbers: both are read.

export const VIABILITY_MESSAGES = {
  cep: CEP_INVALID_MESSAGE,
  number: "Informe o número da casa (ou S/N).",
  numberLong: "O número deve ter no máximo 20 caracteres.",
  complementLong: "O complemento deve ter no máximo 80 caracteres.",
  streetLong: "A rua deve ter no máximo 120 caracteres.",
  location: "Localização inválida.",
  order: "Cada fonte só pode aparecer uma vez na ordem.",
  boxDistance: `A distância das caixas deve ser de ${MIN_BOX_DISTANCE_METERS} a ${MAX_BOX_DISTANCE_METERS} metros.`,
  https: "Informe um endereço completo começando com https://",
  httpAllowed: "Informe um endereço completo começando com https:// (ou http://, na rede interna).",
  tileUrl: "O endereço dos mapas deve começar com https:// e conter {z}, {x} e {y}.",
  keyLong: "A chave deve ter no máximo 300 caracteres.",
  dueDays: `Informe os dias de vencimento, de ${MIN_DUE_DAY} a ${MAX_DUE_DAY}, separados por vírgula.`,
  dueDaysRepeated: "Cada dia de vencimento só pode aparecer uma vez.",
} as const;

/**
 * The due days 'Contrate online' offers when the ERP lists none (decision 0071): '5, 10, 20' from the
 * form or [5, 10, 20] from JSON; each a whole day from 1 to 28, none twice, at least one. Sorted.
 */
const dueDaysField = z
  .union([
    z.string().max(200, VIABILITY_MESSAGES.dueDays),
    z.array(z.union([z.number(), z.string()])).max(28),
  ])
  .transform((value, context) => {
    const parts = (typeof value === "string" ? value.split(/[\s,;]+/) : value.map(String))
      .map((part) => part.trim())
      .filter((part) => part !== "");
    const days = parts.map((part) => (/^\d{1,2}$/.test(part) ? Number(part) : Number.NaN));
    if (days.length === 0 || days.some((day) => !(day >= MIN_DUE_DAY && day <= MAX_DUE_DAY))) {
      context.addIssue({ code: "custom", message: VIABILITY_MESSAGES.dueDays });
      return z.NEVER;
    }
    if (new Set(days).size !== days.length) {
      context.addIssue({ code: "custom", message: VIABILITY_MESSAGES.dueDaysRepeated });
      return z.NEVER;
    }
    return days.sort((a, b) => a - b);
  });

const trimmed = (max: number, message: string) =>
  z
    .string()
    .transform((value) => value.replace(/\s+/g, " ").trim())
    .refine((value) => value.length <= max, { message });

const optionalText = (max: number, message: string) =>
  trimmed(max, message)
    .nullish()
    .transform((value) => (value ? value : undefined));

/** A coordinate from a form ('-20.31') or JSON (-20.31); empty: none. */
const coordinate = (limit: number) =>
  z
    .union([z.number(), z.string()])
    .nullish()
    .transform((value, context) => {
      if (value === undefined || value === null || value === "") return undefined;
      const number = typeof value === "number" ? value : Number(value.replace(",", "."));
      if (!Number.isFinite(number) || Math.abs(number) > limit) {
        context.addIssue({ code: "custom", message: VIABILITY_MESSAGES.location });
        return z.NEVER;
      }
      return number;
    });

/** The address to check: CEP as typed ('29100-001'), house number, optional complement, street and location. */
export const viabilityAddressSchema = z
  .object({
    cep: z
      .string({ message: VIABILITY_MESSAGES.cep })
      .refine((value) => parseCep(value) !== undefined, { message: VIABILITY_MESSAGES.cep })
      .transform(cepDigits),
    number: trimmed(20, VIABILITY_MESSAGES.numberLong).refine((value) => value !== "", {
      message: VIABILITY_MESSAGES.number,
    }),
    complement: optionalText(80, VIABILITY_MESSAGES.complementLong),
    street: optionalText(120, VIABILITY_MESSAGES.streetLong),
    lat: coordinate(90),
    lng: coordinate(180),
  })
  .transform((address, context): ViabilityAddress => {
    if ((address.lat === undefined) !== (address.lng === undefined)) {
      context.addIssue({ code: "custom", message: VIABILITY_MESSAGES.location, path: ["lat"] });
      return z.NEVER;
    }
    return address;
  });

export type ViabilityAddressInput = z.input<typeof viabilityAddressSchema>;

/**
 * Whether an address 'Cobertura' names may be asked: https://, or http:// where the operator allows it
 * (COVERAGE_ALLOW_HTTP, a service on the provider's private network); never with a user or password in
 * it. The server checks it when the settings are saved and again when it uses them.
 */
export function isCoverageServiceUrl(value: string, allowHttp = false): boolean {
  try {
    const url = new URL(value);
    const protocolOk = url.protocol === "https:" || (allowHttp && url.protocol === "http:");
    return protocolOk && !url.username && !url.password;
  } catch {
    return false;
  }
}

const serviceUrl = (max: number, allowHttp: boolean) => {
  const message = allowHttp ? VIABILITY_MESSAGES.httpAllowed : VIABILITY_MESSAGES.https;
  return z
    .string()
    .trim()
    .max(max, message)
    .refine((value) => value === "" || isCoverageServiceUrl(value, allowHttp), { message });
};

/**
 * The 'Cobertura' form. `geocoderKey` is write-only: empty keeps the saved one, `clearGeocoderKey` removes
 * it. `allowHttp` (COVERAGE_ALLOW_HTTP) lets the geocoder and the CEP service be http://; the map's
 * tiles, fetched by the console's browser over https, stay https:// always.
 */
export function coverageSettingsInputSchemaFor(options: { allowHttp: boolean }) {
  return z.object({
    order: z
      .array(z.enum(ORDERABLE_VIABILITY_SOURCES))
      .max(ORDERABLE_VIABILITY_SOURCES.length)
      .refine((order) => new Set(order).size === order.length, { message: VIABILITY_MESSAGES.order }),
    boxDistanceMeters: z.coerce
      .number({ message: VIABILITY_MESSAGES.boxDistance })
      .int(VIABILITY_MESSAGES.boxDistance)
      .min(MIN_BOX_DISTANCE_METERS, VIABILITY_MESSAGES.boxDistance)
      .max(MAX_BOX_DISTANCE_METERS, VIABILITY_MESSAGES.boxDistance),
    geocoderUrl: serviceUrl(300, options.allowHttp),
    geocoderKey: z.string().trim().max(300, VIABILITY_MESSAGES.keyLong).default(""),
    clearGeocoderKey: z.boolean().default(false),
    /** Absent: the saved address is kept. */
    cepAddressUrl: serviceUrl(300, options.allowHttp).optional(),
    tileUrl: serviceUrl(300, false).refine(
      (value) => value === "" || ["{z}", "{x}", "{y}"].every((part) => value.includes(part)),
      { message: VIABILITY_MESSAGES.tileUrl },
    ),
    /** Absent: the saved days are kept. */
    dueDays: dueDaysField.optional(),
  });
}

/** The 'Cobertura' form as a server without COVERAGE_ALLOW_HTTP takes it: every address https://. */
export const coverageSettingsInputSchema = coverageSettingsInputSchemaFor({ allowHttp: false });

export type CoverageSettingsInput = z.input<typeof coverageSettingsInputSchema>;
export type CoverageSettingsValues = z.output<typeof coverageSettingsInputSchema>;
