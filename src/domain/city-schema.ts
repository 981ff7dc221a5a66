import { z } from "zod";
import { cepRangeListSchema } from "./cep-range-schema";
import { selectedIdField } from "./record-schema";
import { type BrazilianState, isBrazilianState } from "./states";
import { textField } from "./text-field";

const STATE_REQUIRED = "Estado é obrigatório";
const STATE_UNKNOWN = "Informe a sigla de um estado brasileiro (ex.: ES)";

/** A UF, typed in any case: 'es' → 'ES'. */
export const stateField = z
  .string({ message: STATE_REQUIRED })
  .trim()
  .min(2, STATE_REQUIRED)
  .transform((value) => value.toUpperCase())
  .refine(isBrazilianState, { message: STATE_UNKNOWN })
  .transform((value) => value as BrazilianState);

export const cityInputSchema = z.object({
  name: textField({
    label: "Nome",
    typeMessage: "Nome deve ter pelo menos 3 caracteres",
    min: 3,
    max: 100,
    maxMessage: "Nome deve ter no máximo 100 caracteres",
  }),
  state: stateField,
  /**
   * Its 'Faixas de CEP', saved with the city in the same write (decision 0031). Left out, an edit keeps
   * the ranges the city has and a new city has none.
   */
  ranges: cepRangeListSchema.optional(),
});
/** Also when only the case or the accents differ ('vitória' beside 'Vitória'). */
export const DUPLICATE_CITY_MESSAGE = "Esta cidade já está cadastrada neste estado.";

export type CityFormValues = z.input<typeof cityInputSchema>;
export type CityInput = z.output<typeof cityInputSchema>;

export const PLAN_CITY_REQUIRED_MESSAGE = "Selecione um plano e uma cidade.";
export const DUPLICATE_PLAN_CITY_MESSAGE = "Esta associação entre plano e cidade já foi criada.";

export const planCityInputSchema = z.object({
  planId: selectedIdField(PLAN_CITY_REQUIRED_MESSAGE),
  cityId: selectedIdField(PLAN_CITY_REQUIRED_MESSAGE),
});
export type PlanCityFormValues = z.input<typeof planCityInputSchema>;
export type PlanCityInput = z.output<typeof planCityInputSchema>;

export const BULK_TARGET_MESSAGE = "Selecione as cidades ou um estado.";
const CITY_LIST_MESSAGE = "Selecione cidades válidas.";

/**
 * One plan offered in many cities at once: the chosen cities, or every city of one state. Exactly one
 * of `cityIds` (non-empty) and `state` is given.
 */
export const planCityBulkSchema = z
  .object({
    planId: selectedIdField("Selecione um plano."),
    cityIds: z.array(selectedIdField(CITY_LIST_MESSAGE), { message: CITY_LIST_MESSAGE }).max(2000).optional(),
    state: z
      .string({ message: STATE_UNKNOWN })
      .trim()
      .transform((value) => value.toUpperCase())
      .refine((value) => value === "" || isBrazilianState(value), { message: STATE_UNKNOWN })
      .optional(),
  })
  .transform((value, ctx) => {
    const cityIds = [...new Set(value.cityIds ?? [])];
    const state = value.state || undefined;
    if (cityIds.length > 0 === (state !== undefined)) {
      ctx.addIssue({ code: "custom", message: BULK_TARGET_MESSAGE, path: ["cityIds"] });
      return z.NEVER;
    }
    return state
      ? { planId: value.planId, state: state as BrazilianState }
      : { planId: value.planId, cityIds };
  });
export type PlanCityBulkFormValues = z.input<typeof planCityBulkSchema>;
export type PlanCityBulkInput = z.output<typeof planCityBulkSchema>;

export const DUPLICATE_BUSINESS_PLAN_CITY_MESSAGE =
  "Esta associação entre plano empresarial e cidade já foi criada.";

export const businessPlanCityInputSchema = z.object({
  businessPlanId: selectedIdField("Selecione um plano empresarial"),
  cityId: selectedIdField("Selecione uma cidade"),
});
export type BusinessPlanCityFormValues = z.input<typeof businessPlanCityInputSchema>;
export type BusinessPlanCityInput = z.output<typeof businessPlanCityInputSchema>;
