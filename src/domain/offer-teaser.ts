// A price shown outside a card or a label (the home's combo strip, the fibre page's hero, the partner
// page's starting prices) states what the card states: the price paid first, the promotion and the price
// after it, the fidelização and the installation, and the code of the offer whose label has the rest
// (issue 59). Built from the offers' repository, so it never names a price nobody sells.
import { installationText, loyaltyText, offerLabelPath, priceConditionsText, speedLabel } from "./offer-text";
import type { PublicOfferVersion } from "./types";

export type OfferTeaser = {
  code: string;
  /** '/ofertas/RIT-P9-V1'. */
  path: string;
  /** 'Combo 750 Mega + Streaming'. */
  name: string;
  /** '750 Mega'. */
  speed: string;
  /** The price paid first: the promotional one when there is a promotion. */
  firstPrice: number;
  /** 'R$ 99,00/mês', or 'R$ 79,90/mês nos 3 primeiros meses, depois R$ 99,90/mês'. */
  conditions: string;
  /** 'Fidelidade de 12 meses', 'Instalação gratuita'. */
  terms: string[];
  /** The included apps' names. */
  apps: string[];
  cameraCount: number;
};

export function offerTeaser(version: PublicOfferVersion): OfferTeaser {
  const { offer } = version;
  const promoted = offer.promoPrice !== null && offer.promoMonths !== null && offer.promoMonths > 0;
  return {
    code: version.code,
    path: offerLabelPath(version.code),
    name: offer.name,
    speed: speedLabel(offer.downloadMbps),
    firstPrice: promoted ? (offer.promoPrice as number) : offer.price,
    conditions: priceConditionsText(offer),
    terms: [loyaltyText(offer.loyaltyMonths), installationText(offer.installationFee)],
    apps: [...offer.streamings],
    cameraCount: offer.cameraCount,
  };
}

/** Offers on sale now at a plan's own price (no city's), sold in some city: what a page may advertise. */
function advertisable(offers: readonly PublicOfferVersion[]): PublicOfferVersion[] {
  return offers.filter(
    (offer) =>
      offer.kind === "plan" && offer.status === "current" && offer.variant === "" && offer.cities.length > 0,
  );
}

/** The home's 'Combos em promoção': up to `count` combos on sale, cheapest first. */
export function homeCombos(offers: readonly PublicOfferVersion[], count = 3): OfferTeaser[] {
  return advertisable(offers)
    .filter((offer) => offer.offer.type === "Combo")
    .sort((a, b) => a.offer.price - b.offer.price || a.planId - b.planId)
    .slice(0, count)
    .map(offerTeaser);
}

/** The internet plan (no cameras, not a combo) of a speed on sale, cheapest first; undefined when none. */
export function internetOfferAt(
  offers: readonly PublicOfferVersion[],
  mbps: number,
): OfferTeaser | undefined {
  const found = advertisable(offers)
    .filter((offer) => offer.offer.type === "Internet" && offer.offer.cameraCount === 0)
    .filter((offer) => offer.offer.downloadMbps === mbps)
    .sort((a, b) => a.offer.price - b.offer.price)[0];
  return found && offerTeaser(found);
}

/** The combo's name without the word 'Combo', for a list already titled 'Combos': '750 Mega + Streaming'. */
export const comboShortName = (name: string) => name.replace(/^Combo\s+/i, "");
