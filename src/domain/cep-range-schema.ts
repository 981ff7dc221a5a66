import { z } from "zod";
import { type CepRange, formatCepRange, parseCep } from "./cep";

// A city's CEP ranges as the Cidades tab's 'Faixas de CEP' form sends them: the whole list at once.

export const CEP_MESSAGE = "Digite um CEP com 8 números (ex.: 29000-000).";
export const CEP_RANGE_ORDER_MESSAGE = "O CEP final deve ser igual ou maior que o inicial.";
export const MAX_CEP_RANGES_PER_CITY = 50;

/** A CEP typed ('29000-000', '29000000') or sent as its number; stored as the number. */
export const cepField = z
  .union([z.string(), z.number()], { message: CEP_MESSAGE })
  .transform((value, ctx) => {
    const cep =
      typeof value === "number"
        ? Number.isInteger(value)
          ? parseCep(String(value).padStart(8, "0"))
          : undefined
        : parseCep(value);
    if (cep === undefined) {
      ctx.addIssue({ code: "custom", message: CEP_MESSAGE });
      return z.NEVER;
    }
    return cep;
  });

/** 'Esta faixa se sobrepõe à faixa 29000-001 a 29099-999 (faixa 1).' */
export function overlapWithinCityMessage(other: CepRange, position: number): string {
  return `Esta faixa se sobrepõe à faixa ${formatCepRange(other)} (faixa ${position}).`;
}

/** Another city's range: the refusal names it, so staff know which city to look at. */
export function overlapWithCityMessage(other: CepRange, cityLabel: string): string {
  return `Esta faixa se sobrepõe à faixa ${formatCepRange(other)} de ${cityLabel}.`;
}

/**
 * A city's whole list of ranges: at most 50, each ending at or after its start, none overlapping another of
 * the list (on the later one's start field). The 'Faixas de CEP' dialog and the city form send it.
 */
export const cepRangeListSchema = z
  .array(z.object({ start: cepField, end: cepField }), { message: "Envie a lista de faixas de CEP." })
  .max(MAX_CEP_RANGES_PER_CITY, `Cadastre no máximo ${MAX_CEP_RANGES_PER_CITY} faixas por cidade.`)
  .superRefine((ranges, ctx) => {
    ranges.forEach((range, index) => {
      if (range.end < range.start) {
        ctx.addIssue({ code: "custom", message: CEP_RANGE_ORDER_MESSAGE, path: [index, "end"] });
        return;
      }
      const earlier = ranges.findIndex(
        (other, position) =>
          position < index &&
          other.start <= other.end &&
          other.start <= range.end &&
          range.start <= other.end,
      );
      if (earlier >= 0)
        ctx.addIssue({
          code: "custom",
          message: overlapWithinCityMessage(ranges[earlier]!, earlier + 1),
          path: [index, "start"],
        });
    });
  });

export const cepRangesInputSchema = z.object({ ranges: cepRangeListSchema });
export type CepRangesFormValues = z.input<typeof cepRangesInputSchema>;
export type CepRangesInput = z.output<typeof cepRangesInputSchema>;
