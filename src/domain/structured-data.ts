// Structured data (issue 57): the schema.org objects search engines read from a page, as JSON-LD. Built
// here from the page's data with nothing else; the layout writes them as one `@graph` in one
// `<script type="application/ld+json">` (jsonLdText). Minimal on purpose: every page carries them.
// Typed with schema-dts (Google's schema.org types), checked by the tests with a rich-results validator.
import type {
  Answer,
  Article,
  BreadcrumbList,
  City,
  FAQPage,
  ListItem,
  Offer,
  Organization,
  Product,
  Question,
  Thing,
} from "schema-dts";
import { cityLabel } from "./cities";
import { hasPromotion, speedLabel } from "./offer-text";

type Node<T> = Exclude<T, string>;

/** The site's own node's id, which other nodes point to (an article's publisher). */
export const organizationId = (origin: string) => `${origin}/#organization`;

const absolute = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : origin + path);
const filled = <T extends Record<string, unknown>>(object: T): T =>
  Object.fromEntries(Object.entries(object).filter(([, value]) => value !== "" && value !== undefined)) as T;

export type OrganizationSettings = {
  companyName: string;
  cnpj: string;
  address: string;
  sacPhone: string;
  salesPhone: string;
  facebookUrl: string;
  instagramUrl: string;
  youtubeUrl: string;
  linkedinUrl: string;
};

/**
 * The company, on every page: name, address, CNPJ (`taxID`), the SAC phone as a customer service contact
 * point, its logo and its profiles. Empty settings are left out.
 */
export function organizationLd(
  settings: OrganizationSettings,
  origin: string,
  logo: string,
): Node<Organization> {
  const phone = settings.sacPhone || settings.salesPhone;
  const sameAs = [
    settings.facebookUrl,
    settings.instagramUrl,
    settings.youtubeUrl,
    settings.linkedinUrl,
  ].filter(Boolean);
  return filled({
    "@type": "Organization",
    "@id": organizationId(origin),
    name: settings.companyName || "Vitrine",
    url: `${origin}/`,
    logo: absolute(origin, logo),
    taxID: settings.cnpj || undefined,
    address: settings.address || undefined,
    contactPoint: phone
      ? {
          "@type": "ContactPoint",
          telephone: phone,
          contactType: "customer service",
          areaServed: "BR",
          availableLanguage: "pt-BR",
        }
      : undefined,
    sameAs: sameAs.length > 0 ? sameAs : undefined,
  }) as Node<Organization>;
}

/** What an offer's node needs of a plan or an offer version. */
export type OfferFacts = {
  name: string;
  downloadMbps: number | null;
  price: number;
  promoPrice: number | null;
  promoMonths: number | null;
  /** The label's code, when the offer has one ('RIT-P12-V3'). */
  code?: string | null;
};

const priceText = (value: number) => value.toFixed(2);
const cityNode = (city: { name: string; state: string }): Node<City> => ({
  "@type": "City",
  name: cityLabel(city),
});

/** Past this many cities an offer names the states it is sold in instead: the data stays small. */
export const MAX_AREA_CITIES = 10;

function areaServed(places: ReadonlyArray<{ name: string; state: string }>): Offer["areaServed"] {
  if (places.length === 1) return cityNode(places[0]!);
  if (places.length <= MAX_AREA_CITIES) return places.map(cityNode);
  const states = [...new Set(places.map((place) => place.state))].sort();
  return states.map((state) => ({ "@type": "State", name: state, containedInPlace: BRAZIL }));
}
const BRAZIL = { "@type": "Country", name: "BR" } as const;

/**
 * One plan as a `Product` with its `Offer` and picture: the price paid now (the promotional one, when there is one),
 * in BRL, where it is sold, its label's address and whether it is still sold.
 */
export function productLd(
  offer: OfferFacts,
  origin: string,
  places: ReadonlyArray<{ name: string; state: string }>,
  /** The offer's picture (its link preview), which Google's merchant listings require. */
  image: string,
  options: { current?: boolean } = {},
): Node<Product> {
  const now = hasPromotion(offer) ? offer.promoPrice : offer.price;
  const url = offer.code ? `${origin}/ofertas/${encodeURIComponent(offer.code)}` : undefined;
  const node: Node<Offer> = filled({
    "@type": "Offer",
    price: priceText(now),
    priceCurrency: "BRL",
    availability:
      options.current === false ? "https://schema.org/Discontinued" : "https://schema.org/InStock",
    areaServed: areaServed(places),
    url,
  }) as Node<Offer>;
  return filled({
    "@type": "Product",
    name: offer.name,
    description: speedLabel(offer.downloadMbps) ? `Internet de ${speedLabel(offer.downloadMbps)}` : undefined,
    sku: offer.code ?? undefined,
    image: absolute(origin, image),
    brand: { "@id": organizationId(origin) },
    offers: node,
  }) as Node<Product>;
}

/** A breadcrumb as the page shows it: each step's name and address (the last one, the page, may have none). */
export function breadcrumbLd(
  steps: ReadonlyArray<{ name: string; path?: string }>,
  origin: string,
): Node<BreadcrumbList> {
  return {
    "@type": "BreadcrumbList",
    itemListElement: steps.map(
      (step, index): Node<ListItem> =>
        filled({
          "@type": "ListItem",
          position: index + 1,
          name: step.name,
          item: step.path ? absolute(origin, step.path) : undefined,
        }) as Node<ListItem>,
    ),
  };
}

/** /faq's questions and their answers as plain text. */
export function faqLd(entries: ReadonlyArray<{ question: string; answer: string }>): Node<FAQPage> {
  return {
    "@type": "FAQPage",
    mainEntity: entries.map(
      (entry): Node<Question> => ({
        "@type": "Question",
        name: entry.question,
        acceptedAnswer: { "@type": "Answer", text: entry.answer } as Node<Answer>,
      }),
    ),
  };
}

export type ArticleFacts = {
  id: string;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  publishedAt: string;
  updatedAt: string;
};

/** An article with its author and the company as its publisher (Google's Article fields). */
export function articleLd(
  article: ArticleFacts,
  origin: string,
  image: string,
  company: string,
): Node<Article> {
  return {
    "@type": "Article",
    headline: article.title,
    description: article.excerpt,
    image: [absolute(origin, image)],
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    articleSection: article.category,
    author: { "@type": "Person", name: article.author },
    publisher: { "@type": "Organization", "@id": organizationId(origin), name: company || "Vitrine" },
    mainEntityOfPage: `${origin}/blog/${encodeURIComponent(article.id)}`,
  };
}

/**
 * Nodes as the text of one `<script type="application/ld+json">`: a `@graph` under schema.org's context.
 * `<`, `>`, `&` and the line separators are escaped, so no text can end the element or break the parser.
 */
export function jsonLdText(nodes: ReadonlyArray<Exclude<Thing, string>>): string {
  return JSON.stringify({ "@context": "https://schema.org", "@graph": nodes }).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
