// What the offer cards write of an offer on every public page: kept apart from ./offer (the console's and
// the label's rules), since whatever is here goes into the `app` chunk every page loads (decision 0010).
import { formatPrice } from "./price";

// Speeds: stored as whole Mb/s, written one way everywhere.

const decimal = (value: number) => String(value).replace(".", ",");

/** '500 Mega', '1 Giga', '1,5 Giga'; empty when unknown. */
export function speedLabel(mbps: number | null | undefined): string {
  if (!mbps || mbps <= 0) return "";
  if (mbps >= 1000 && mbps % 100 === 0) return `${decimal(mbps / 1000)} Giga`;
  return `${mbps} Mega`;
}

/** A combo card's big number and its unit: { value: '750', unit: 'Mega' }. */
export function speedParts(mbps: number | null | undefined): { value: string; unit: string } {
  const [value = "", unit = ""] = speedLabel(mbps).split(" ");
  return { value, unit };
}

/** 'Instalação gratuita', 'Taxa de instalação de R$ 150,00'. */
export function installationText(fee: number): string {
  return fee <= 0 ? "Instalação gratuita" : `Taxa de instalação de ${formatPrice(fee)}`;
}

// Prices and terms, as the cards, the banners and the label write them.

/** 'Sem fidelidade', 'Fidelidade de 12 meses'. */
export function loyaltyText(months: number): string {
  if (months <= 0) return "Sem fidelidade";
  return months === 1 ? "Fidelidade de 1 mês" : `Fidelidade de ${months} meses`;
}

type Priced = { price: number; promoPrice: number | null; promoMonths: number | null };

/** Whether a promotional price applies at the start of the contract. */
export function hasPromotion(offer: Priced): offer is Priced & { promoPrice: number; promoMonths: number } {
  return offer.promoPrice !== null && offer.promoMonths !== null && offer.promoMonths > 0;
}

/**
 * The price in one readable phrase (Decree 5.903/2006: no calculation needed): 'R$ 99,90/mês', or with
 * a promotion 'R$ 79,90/mês nos 3 primeiros meses, depois R$ 99,90/mês'.
 */
export function priceConditionsText(offer: Priced): string {
  const full = `${formatPrice(offer.price)}/mês`;
  if (!hasPromotion(offer)) return full;
  return `${formatPrice(offer.promoPrice)}/mês ${promotionTail(offer)}`;
}

/** What follows a promotional price: 'nos 3 primeiros meses, depois R$ 99,90/mês'. */
export function promotionTail(offer: Priced & { promoMonths: number }): string {
  const period = offer.promoMonths === 1 ? "no primeiro mês" : `nos ${offer.promoMonths} primeiros meses`;
  return `${period}, depois ${formatPrice(offer.price)}/mês`;
}

/** 'Upload de 250 Mega'; empty when unknown. */
export function uploadText(mbps: number | null | undefined): string {
  const speed = speedLabel(mbps);
  return speed ? `Upload de ${speed}` : "";
}

/** Where an offer version's Etiqueta Padrão is published: '/ofertas/RIT-P12-V3'. */
export function offerLabelPath(code: string): string {
  return `/ofertas/${encodeURIComponent(code)}`;
}
