import { type OfferTeaser, offerTeaser } from "./offer-teaser";
import type { PublicOfferVersion } from "./types";

/** A line of products the provider sells, as a reseller or a visitor would name it. */
export type ProductLine = "internet" | "streaming" | "cameras" | "business";

/** A line's lowest regular price, and the offer that has it (its label and conditions: issue 59). */
export type StartingPrice = { line: ProductLine; price: number; offer: OfferTeaser };

const LINES: { line: ProductLine; holds: (offer: PublicOfferVersion) => boolean }[] = [
  { line: "internet", holds: (offer) => offer.kind === "plan" },
  { line: "streaming", holds: (offer) => offer.kind === "plan" && offer.offer.streamings.length > 0 },
  { line: "cameras", holds: (offer) => offer.kind === "plan" && offer.offer.cameraCount > 0 },
  { line: "business", holds: (offer) => offer.kind === "business_plan" },
];

/**
 * What the provider sells today and from how much: for each product line with at least one current offer
 * sold in some city, the lowest monthly price (the regular one: a promotion's first months are not what
 * the line costs), in LINES order. A line nothing sells is left out, so no page offers what is not sold.
 */
export function startingPrices(offers: readonly PublicOfferVersion[]): StartingPrice[] {
  const sold = offers.filter((offer) => offer.status === "current" && offer.cities.length > 0);
  return LINES.flatMap(({ line, holds }) => {
    const cheapest = sold
      .filter(holds)
      .sort((a, b) => a.offer.price - b.offer.price || a.code.localeCompare(b.code))[0];
    return cheapest ? [{ line, price: cheapest.offer.price, offer: offerTeaser(cheapest) }] : [];
  });
}
