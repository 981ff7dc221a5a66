// What /ofertas and /ofertas/{código} send to the browser: the label's items and the repository's entries as
// finished texts, built here on the server, so the offer's rules (src/domain/offer.ts, offer-label.ts) stay
// out of the pages' JavaScript.
import {
  citySlug,
  coverageByState,
  formatDay,
  type OfferLabelItem,
  type OfferLabelSettings,
  offerDay,
  offerLabelChannels,
  offerLabelItems,
  offerLabelPath,
  type PublicCity,
  type PublicOfferVersion,
  priceConditionsText,
  speedLabel,
} from "../../../domain";

/** One offer as the repository lists it. */
export type OfferEntry = {
  code: string;
  path: string;
  name: string;
  /** 'Residencial' or 'Empresarial'. */
  kind: string;
  /** '500 Mega · R$ 79,90/mês nos 3 primeiros meses, depois R$ 99,90/mês'. */
  terms: string;
  /** 'Desde 01/09/2026', or a closed offer's 'De 01/09/2025 a 24/11/2026'. */
  period: string;
  /** 'ES: Serra, Vitória; MG: Aimorés'. */
  cities: string;
};

/** A label page's data: the offer, whether and when it closed, and its items in order. */
export type OfferLabelPage = {
  code: string;
  name: string;
  /** '24/11/2026' for a closed offer; null while it is on sale. */
  endedOn: string | null;
  items: OfferLabelItem[];
};

const day = (iso: string) => formatDay(offerDay(new Date(iso)));

export function offerEntry(version: PublicOfferVersion): OfferEntry {
  const speed = speedLabel(version.offer.downloadMbps);
  const started = day(version.startedAt);
  return {
    code: version.code,
    path: offerLabelPath(version.code),
    name: version.offer.name,
    kind: version.kind === "plan" ? "Residencial" : "Empresarial",
    terms: [speed, priceConditionsText(version.offer)].filter(Boolean).join(" · "),
    period: version.endedAt ? `De ${started} a ${day(version.endedAt)}` : `Desde ${started}`,
    cities: coverageByState(version.cities)
      .map(({ state, names }) => `${state}: ${names.join(", ")}`)
      .join("; "),
  };
}

export function offerLabelPage(version: PublicOfferVersion, settings: OfferLabelSettings): OfferLabelPage {
  return {
    code: version.code,
    name: version.offer.name,
    endedOn: version.status === "closed" && version.endedAt ? day(version.endedAt) : null,
    items: offerLabelItems(version, offerLabelChannels(settings)),
  };
}

/** Lower case, without accents or surrounding spaces: how a search and an offer's name are compared. */
const folded = (text: string) =>
  text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();

/** Whether an offer answers a search: part of its code ('p12', 'rit-p12-v3') or of its name ('500 mega'). */
export function matchesOfferSearch(version: PublicOfferVersion, query: string): boolean {
  const wanted = folded(query);
  if (!wanted) return true;
  return folded(version.code).includes(wanted) || folded(version.offer.name).includes(wanted);
}

/** The city filter's choices: every active city, by its page's slug. */
export function cityChoices(cities: readonly PublicCity[]): { slug: string; label: string }[] {
  return cities.map((city) => ({ slug: citySlug(city), label: `${city.name} - ${city.state}` }));
}
