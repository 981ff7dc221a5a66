import { z } from "zod";
import { MAX_CAMERA_COUNT, MIN_CAMERA_COUNT, PLAN_TYPES } from "./catalogue";
import { MAX_LOYALTY_MONTHS } from "./offer";
import { checkOffer, createActiveField, loyaltyMonthsField, offerFields } from "./offer-schema";
import { parsePrice } from "./price";
import { optionalTextField, textField } from "./text-field";

// One schema for the console form and the /api/admin routes: both get the same pt-BR messages.

const MAX_PRICE = 99_999_999.99;

/** Accepts the form's text ('99,90') or a JSON number; rejects anything that is not a price. */
export const priceField = z
  .union([z.number(), z.string()], { message: "Preço deve ser um número válido" })
  .transform((value, ctx) => {
    const price = typeof value === "number" ? value : parsePrice(value);
    if (!Number.isFinite(price) || price > MAX_PRICE) {
      ctx.addIssue({ code: "custom", message: "Preço deve ser um número válido" });
      return z.NEVER;
    }
    if (price < 0) {
      ctx.addIssue({ code: "custom", message: "Preço não pode ser negativo" });
      return z.NEVER;
    }
    return Math.round(price * 100) / 100;
  });

/** Typed as 'Netflix, Max' in the form or sent as a list: trimmed, blanks dropped, duplicates removed. */
export const streamingsField = z
  .union([z.string(), z.array(z.string())], { message: "Informe os streamings separados por vírgula" })
  .optional()
  .transform((value) => {
    const items = (typeof value === "string" ? value.split(",") : (value ?? [])).map((item) => item.trim());
    return [...new Set(items.filter(Boolean))];
  })
  .pipe(
    z
      .array(
        textField({
          label: "Streaming",
          typeMessage: "Informe os streamings separados por vírgula",
          max: 60,
          maxMessage: "Cada streaming deve ter no máximo 60 caracteres",
        }),
      )
      .max(20, "Informe no máximo 20 streamings"),
  );

const cameraCountMessage = `Câmeras deve ser um número de ${MIN_CAMERA_COUNT} a ${MAX_CAMERA_COUNT}`;

/** A number or the select's text; absent means no cameras. */
export const cameraCountField = z
  .union([z.number(), z.string()], { message: cameraCountMessage })
  .optional()
  .transform((value) =>
    value === undefined ? 0 : typeof value === "number" ? value : Number(value.trim() || Number.NaN),
  )
  .pipe(
    z
      .number({ message: cameraCountMessage })
      .int(cameraCountMessage)
      .min(MIN_CAMERA_COUNT, cameraCountMessage)
      .max(MAX_CAMERA_COUNT, cameraCountMessage),
  );

/**
 * The fields of either kind of plan (decision 0038), before the rules between them: `kindFields` are what
 * only that kind has (a plan's type; a business plan's features and 'Destaque'), `maxLoyalty` its limit.
 */
export function planKindShape<Fields extends z.ZodRawShape>(kindFields: Fields, maxLoyalty: number) {
  return z.object({
    name: textField({
      label: "Nome",
      typeMessage: "Nome deve ter pelo menos 3 caracteres",
      min: 3,
      max: 100,
      maxMessage: "Nome deve ter no máximo 100 caracteres",
    }),
    price: priceField,
    ...kindFields,
    streamings: streamingsField,
    cameraCount: cameraCountField,
    badge: optionalTextField({
      label: "Selo",
      typeMessage: "Selo deve ser um texto",
      max: 40,
      maxMessage: "Selo deve ter no máximo 40 caracteres",
    }),
    ...offerFields,
    loyaltyMonths: loyaltyMonthsField(maxLoyalty),
  });
}

const planShape = planKindShape(
  { type: z.enum(PLAN_TYPES, { message: "Tipo é obrigatório" }) },
  MAX_LOYALTY_MONTHS,
);

/** A plan as the form edits it and PUT /api/admin/plans/:id takes it. */
export const planInputSchema = planShape.superRefine(checkOffer);

/** POST /api/admin/plans and the add form: the same, and whether it goes on sale at once. */
export const planCreateSchema = planShape.extend({ isActive: createActiveField }).superRefine(checkOffer);

/** What the form holds (text fields) and what the server stores (typed values). */
export type PlanFormValues = z.input<typeof planInputSchema>;
export type PlanInput = z.output<typeof planInputSchema>;
export type PlanCreateFormValues = z.input<typeof planCreateSchema>;
export type PlanCreateInput = z.output<typeof planCreateSchema>;
