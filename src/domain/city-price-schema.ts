import { z } from "zod";
import { MAX_PROMO_MONTHS } from "./offer";
import { optionalMoneyField, optionalMonthsField, PROMO_MONTHS_MESSAGE } from "./offer-schema";

// 'Preço nesta cidade' (decision 0040): a plan's own price and promotion in one city. A blank price means
// the plan's price; a promotion needs a price of its own (the plan's promotion goes with the plan's price).

export const CITY_PRICE_MESSAGE = "Preço nesta cidade deve ser um número válido (ex.: 89,90)";
export const CITY_PROMO_WITHOUT_PRICE_MESSAGE =
  "Informe o preço nesta cidade para dar uma promoção própria, ou deixe a promoção em branco";

export const cityPriceInputSchema = z
  .object({
    price: optionalMoneyField(CITY_PRICE_MESSAGE),
    promoPrice: optionalMoneyField("Preço promocional deve ser um número válido (ex.: 79,90)"),
    promoMonths: optionalMonthsField(PROMO_MONTHS_MESSAGE, 1, MAX_PROMO_MONTHS),
  })
  .superRefine((value, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (value.price === null) {
      if (value.promoPrice !== null || value.promoMonths !== null)
        issue("promoPrice", CITY_PROMO_WITHOUT_PRICE_MESSAGE);
      return;
    }
    if (value.promoPrice !== null && value.promoMonths === null)
      issue("promoMonths", "Informe por quantos meses vale o preço promocional");
    if (value.promoPrice === null && value.promoMonths !== null)
      issue("promoPrice", "Informe o preço promocional, ou deixe os meses em branco");
    if (value.promoPrice !== null && value.promoPrice >= value.price)
      issue("promoPrice", "O preço promocional deve ser menor que o preço nesta cidade");
  });
export type CityPriceInput = z.output<typeof cityPriceInputSchema>;

/**
 * What 'Preço nesta cidade' does with the plan's promotion when the city gets a price of its own
 * (issue 59): keep it (the default when the plan has one), give one of the city's own, or sell without one.
 * Without this choice a price typed alone dropped the plan's promotion in that city silently.
 */
export const CITY_PROMO_CHOICES = ["plan", "own", "none"] as const;
export type CityPromoChoice = (typeof CITY_PROMO_CHOICES)[number];
export const CITY_PLAN_PROMO_NOT_BELOW_MESSAGE =
  "A promoção do plano não é menor que o preço nesta cidade: dê uma promoção própria ou escolha 'Sem promoção nesta cidade'";

type PlanPromo = { promoPrice: number | null; promoMonths: number | null };

/** The choice a pair's stored terms amount to: the plan's promotion, one of its own, or none. */
export function cityPromoChoice(plan: PlanPromo, own: PlanPromo & { price: number | null }): CityPromoChoice {
  const planHas = plan.promoPrice !== null && plan.promoMonths !== null;
  if (own.price === null) return planHas ? "plan" : "none";
  if (own.promoPrice === null) return "none";
  return planHas && own.promoPrice === plan.promoPrice && own.promoMonths === plan.promoMonths
    ? "plan"
    : "own";
}

/**
 * The dialog's form: the price, the promotion choice and, for an own promotion, its terms; it gives the
 * same CityPriceInput the server checks (cityPriceInputSchema), the plan's promotion copied in when kept.
 */
export function cityPriceFormSchema(plan: PlanPromo) {
  const planHas = plan.promoPrice !== null && plan.promoMonths !== null;
  return z
    .object({
      price: optionalMoneyField(CITY_PRICE_MESSAGE),
      promoChoice: z.enum(CITY_PROMO_CHOICES),
      promoPrice: optionalMoneyField("Preço promocional deve ser um número válido (ex.: 79,90)"),
      promoMonths: optionalMonthsField(PROMO_MONTHS_MESSAGE, 1, MAX_PROMO_MONTHS),
    })
    .superRefine((value, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: "custom", path: [path], message });
      if (value.price === null) {
        if (value.promoChoice === "own" && (value.promoPrice !== null || value.promoMonths !== null))
          issue("promoPrice", CITY_PROMO_WITHOUT_PRICE_MESSAGE);
        return;
      }
      if (value.promoChoice === "plan" && planHas && (plan.promoPrice as number) >= value.price)
        issue("promoChoice", CITY_PLAN_PROMO_NOT_BELOW_MESSAGE);
      if (value.promoChoice !== "own") return;
      if (value.promoPrice === null) issue("promoPrice", "Informe o preço promocional desta cidade");
      if (value.promoMonths === null)
        issue("promoMonths", "Informe por quantos meses vale o preço promocional");
      if (value.promoPrice !== null && value.promoPrice >= value.price)
        issue("promoPrice", "O preço promocional deve ser menor que o preço nesta cidade");
    })
    .transform((value): CityPriceInput => {
      if (value.price === null) return { price: null, promoPrice: null, promoMonths: null };
      if (value.promoChoice === "plan" && planHas)
        return { price: value.price, promoPrice: plan.promoPrice, promoMonths: plan.promoMonths };
      if (value.promoChoice === "own")
        return { price: value.price, promoPrice: value.promoPrice, promoMonths: value.promoMonths };
      return { price: value.price, promoPrice: null, promoMonths: null };
    });
}
export type CityPriceFormInput = z.input<ReturnType<typeof cityPriceFormSchema>>;
