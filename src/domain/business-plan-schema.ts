import { z } from "zod";
import { MAX_BUSINESS_LOYALTY_MONTHS } from "./offer";
import { checkOffer, createActiveField } from "./offer-schema";
import { planKindShape } from "./plan-schema";
import { textField } from "./text-field";

export const FEATURES_REQUIRED_MESSAGE = "Recursos são obrigatórios";

/** Typed one per line in the form, or sent as a list: trimmed, blank lines dropped, at least one. */
export const featuresField = z
  .union([z.string(), z.array(z.string())], { message: FEATURES_REQUIRED_MESSAGE })
  .optional()
  .transform((value) =>
    (typeof value === "string" ? value.split(/\r?\n/) : (value ?? []))
      .map((line) => line.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(
        textField({
          label: "Recurso",
          typeMessage: FEATURES_REQUIRED_MESSAGE,
          max: 200,
          maxMessage: "Cada recurso deve ter no máximo 200 caracteres",
        }),
      )
      .min(1, FEATURES_REQUIRED_MESSAGE)
      .max(30, "Informe no máximo 30 recursos"),
  );

/** Business plans: one set of rules for add and edit (the spec's add rules). Type is always 'empresarial'. */
const businessPlanShape = planKindShape(
  {
    features: featuresField,
    popular: z.boolean({ message: "Informe se o plano é destaque" }).optional().default(false),
  },
  MAX_BUSINESS_LOYALTY_MONTHS,
);

export const businessPlanInputSchema = businessPlanShape.superRefine(checkOffer);
/** The add form and POST: the same, and whether it goes on sale at once. */
export const businessPlanCreateSchema = businessPlanShape
  .extend({ isActive: createActiveField })
  .superRefine(checkOffer);

export type BusinessPlanInput = z.output<typeof businessPlanInputSchema>;
export type BusinessPlanCreateFormValues = z.input<typeof businessPlanCreateSchema>;
export type BusinessPlanCreateInput = z.output<typeof businessPlanCreateSchema>;
