// What /ofertas and /ofertas/{código} send to the browser: the label's items and the repository's entries as
// finished texts, built here on the server, so the offer's rules (src/domain/offer.ts, offer-label.ts) stay
// out of the pages' JavaScript.
import {
  citySlug,
  coverageByState,
  coverageCount,
  formatDay,
  type OfferLabelItem,
  type OfferLabelSettings,
  offerDay,
  offerLabelChannels,
  offerLabelItems,
  offerLabelPath,
  offerPeriodText,
  type PublicCity,
  type PublicOfferVersion,
  priceConditionsText,
  productPhrase,
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
  /** 'Desde 01/09/2026', or a closed offer's 'De 01/09/2025 a 24/11/2026' (offerPeriodText, as its label). */
  period: string;
  /** 'Vendida em Serra e Vitória (ES)', or for many cities 'Vendida em 96 cidades (ES e MG)'. */
  cities: string;
};

/** A label page's data: the offer, whether and when it closed, and its items in order. */
export type OfferLabelPage = {
  code: string;
  name: string;
  /** The plan the offer is a version of, for 'Prefiro que me liguem'. */
  planId: number;
  /** The cities it is sold in: the visitor's chosen city is named in the sales chat when it is one. */
  cityIds: number[];
  /** What the sales chat asks for: 'o Combo 750 Mega + Streaming', 'o plano Fibra 500 Mega'. */
  product: string;
  /** '24/11/2026' for a closed offer; null while it is on sale. */
  endedOn: string | null;
  /** A home plan or combo: 'Contrate online' sells it (issue 68); a business plan goes to sales. */
  sellsOnline: boolean;
  items: OfferLabelItem[];
};

/** Up to this many cities are named on the list; the label names them all. */
const NAMED_CITIES = 4;

const and = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} e ${names.at(-1)}`;

/** Where an offer is (or was) sold, short: its label lists every city. */
export function coverageSummary(cities: readonly { name: string; state: string }[]): string {
  if (cities.length === 0) return "";
  const byState = coverageByState(cities);
  if (cities.length > NAMED_CITIES) return `Vendida em ${coverageCount(cities)}`;
  return `Vendida em ${byState.map(({ state, names }) => `${and(names)} (${state})`).join("; ")}`;
}

const day = (iso: string) => formatDay(offerDay(new Date(iso)));

export function offerEntry(version: PublicOfferVersion): OfferEntry {
  const speed = speedLabel(version.offer.downloadMbps);
  return {
    code: version.code,
    path: offerLabelPath(version.code),
    name: version.offer.name,
    kind: version.kind === "plan" ? "Residencial" : "Empresarial",
    terms: [speed, priceConditionsText(version.offer)].filter(Boolean).join(" · "),
    period: offerPeriodText(version),
    cities: coverageSummary(version.cities),
  };
}

export function offerLabelPage(version: PublicOfferVersion, settings: OfferLabelSettings): OfferLabelPage {
  return {
    code: version.code,
    name: version.offer.name,
    planId: version.planId,
    cityIds: version.cities.map((city) => city.id),
    product: productPhrase(
      version.kind === "business_plan"
        ? "plano empresarial"
        : version.offer.type === "Combo"
          ? "combo"
          : "plano",
      version.offer.name,
    ),
    endedOn: version.status === "closed" && version.endedAt ? day(version.endedAt) : null,
    sellsOnline: version.kind === "plan",
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
