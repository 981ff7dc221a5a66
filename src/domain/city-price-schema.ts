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
export type CityPriceFormValues = z.input<typeof cityPriceInputSchema>;
export type CityPriceInput = z.output<typeof cityPriceInputSchema>;
