import { hasPromotion, loyaltyText, promotionTail } from "./offer-text";
import { productPhrase } from "./plans";
import { formatPrice } from "./price";
import { signUpHref } from "./sign-up";

// A home banner that sells one plan: the slide shows the plan's name and its price as the catalogue has
// it now (never a price typed into the banner, which would drift from the plan's), and a button to buy it.

export const DEFAULT_BANNER_BUTTON = "Quero este plano";

export type BannerOffer = {
  planName: string;
  /**
   * 'R$ 99,90' (a no-break space): the plan's monthly price, formatted when the catalogue was read; during a
   * promotion, the promotional price.
   */
  price: string;
  /** With a promotion, how long it lasts and the price after it (Decree 5.903/2006: no sum left to do). */
  conditions: string | null;
  /** The fidelização in the same block as the price (issue 68, point 5): 'Sem fidelidade', 'Fidelidade de 12 meses'. */
  terms: string;
  /** The code of the plan's current offer version: the label the caption links (/ofertas/{code}). */
  offerCode: string | null;
  /** With online sales on: the button's 'Contrate online' link with this offer; null: the sales chat. */
  signUpHref: string | null;
  label: string;
  /**
   * The sales chat the button opens (ChatButton), with a message naming the plan: the conversation the
   * plan card's 'Assinar' starts. Empty when the site has no WhatsApp number: then, as everywhere on the
   * site, no button rather than one that goes nowhere.
   */
  whatsappNumber: string;
  message: string;
};

/** The offer a banner carries: none without a plan (or with one visitors cannot buy: the caller passes null). */
export function bannerOffer(
  plan:
    | {
        name: string;
        price: number;
        promoPrice?: number | null;
        promoMonths?: number | null;
        loyaltyMonths?: number | null;
      }
    | null
    | undefined,
  buttonLabel: string,
  whatsappNumber: string,
  /** Issue 68: the plan's current offer code, and whether 'Contrate online' sells it. */
  sale: { offerCode: string | null; online: boolean } = { offerCode: null, online: false },
): BannerOffer | null {
  if (!plan) return null;
  const priced = {
    price: plan.price,
    promoPrice: plan.promoPrice ?? null,
    promoMonths: plan.promoMonths ?? null,
  };
  const promotion = hasPromotion(priced);
  return {
    planName: plan.name,
    // Kept on one line: the space after 'R$' does not break.
    price: formatPrice(promotion ? priced.promoPrice : plan.price).replace(" ", "\u00a0"),
    conditions: promotion ? promotionTail(priced) : null,
    terms: loyaltyText(plan.loyaltyMonths ?? 0),
    offerCode: sale.offerCode,
    signUpHref: sale.online && sale.offerCode ? signUpHref(sale.offerCode) : null,
    label: buttonLabel.trim() || DEFAULT_BANNER_BUTTON,
    whatsappNumber,
    message: `Olá! Quero assinar ${productPhrase("plano", plan.name)}.`,
  };
}
