import { findCatalogueEntry, isStreamingGuideId, type StreamingGuideId } from "../../../domain";

/** A catalogue card and the page behind it (SPEC §2 "Streaming guides and catalogue"). */
export type StreamingService = {
  id: string;
  name: string;
  /** The card's one-line pitch. */
  description: string;
  /** Gradient of the card's band; white text sits on it, so every stop keeps 4.5:1 with white. */
  colorClass: string;
  /** Three short selling points for the card. */
  features: [string, string, string];
  /** What the service is, for its page. */
  about: string;
  /** Kind of content, for the page's wording ("filmes e séries", "música"…). */
  kind: "video" | "music" | "sports" | "free";
  /** The article pt-BR gives the name ("a Looke", "o Telecine"). */
  article: "a" | "o";
  /** The logo staff uploaded, when a plan on sale includes the service; else the site's own is shown. */
  logoUrl?: string | null;
};

/** "a Looke", "o Telecine". */
export const withArticle = (service: StreamingService) => `${service.article} ${service.name}`;

export const streamingPath = (id: string) => `/streaming/${id}`;

export const streamingLogoUrl = (id: string) => `/images/streaming/${id}.svg`;

export const guideIdOf = (id: string): StreamingGuideId | null => (isStreamingGuideId(id) ? id : null);

/** The page's title: a guide says how to activate the service, the others how to have it. */
export const streamingPageTitle = (service: StreamingService) =>
  guideIdOf(service.id) ? `Como ativar ${withArticle(service)}` : `${service.name}: como ter no seu plano`;

/**
 * The catalogue split in two, each part in catalogue order: the services `includedNames` name (as plans
 * write them, any case or accent: 'max', 'Globoplay'), then every other one.
 */
export function orderByInclusion<T extends { id: string }>(
  services: readonly T[],
  includedNames: readonly string[],
): { included: T[]; others: T[] } {
  const ids = new Set(includedNames.map((name) => findCatalogueEntry(name)?.id));
  return {
    included: services.filter((service) => ids.has(service.id)),
    others: services.filter((service) => !ids.has(service.id)),
  };
}
