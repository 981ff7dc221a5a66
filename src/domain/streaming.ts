import { STREAMING_BANNER_SERVICES, type StreamingGuideId } from "./catalogue";

export type CatalogueEntry = { id: string; name: string };

/** The 20 services of the streaming catalogue (SPEC §2), in catalogue order. */
export const STREAMING_CATALOGUE: readonly CatalogueEntry[] = [
  { id: "netflix", name: "Netflix" },
  { id: "disney", name: "Disney+" },
  { id: "prime-video", name: "Prime Video" },
  { id: "max", name: "Max" },
  { id: "globoplay", name: "Globoplay" },
  { id: "paramount", name: "Paramount+" },
  { id: "apple-tv", name: "Apple TV+" },
  { id: "pluto-tv", name: "Pluto TV" },
  { id: "claro-tv", name: "Claro TV+" },
  { id: "telecine", name: "Telecine" },
  { id: "looke", name: "Looke" },
  { id: "premiere", name: "Premiere" },
  { id: "hbo-max", name: "HBO Max" },
  { id: "spotify", name: "Spotify" },
  { id: "youtube-premium", name: "YouTube Premium" },
  { id: "deezer", name: "Deezer" },
  { id: "crunchyroll", name: "Crunchyroll" },
  { id: "funimation", name: "Funimation" },
  { id: "discovery", name: "Discovery+" },
  { id: "star-plus", name: "Star+" },
];

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .trim()
    .toLowerCase();

/** Finds a service's catalogue entry by its name or id, ignoring case and accents. */
export function findCatalogueEntry(name: string): CatalogueEntry | undefined {
  const key = fold(name);
  return STREAMING_CATALOGUE.find((entry) => entry.id === key || fold(entry.name) === key);
}

/** Path of a service's login guide: only five services have one, matched ignoring case. */
export function streamingGuidePath(name: string): string | null {
  const key = fold(name);
  return (STREAMING_BANNER_SERVICES as readonly string[]).includes(key)
    ? `/streaming/${key as StreamingGuideId}`
    : null;
}

/** Is this text one of the five services with a guide page (exact, lowercase id)? */
export function isStreamingGuideId(value: string): value is StreamingGuideId {
  return (STREAMING_BANNER_SERVICES as readonly string[]).includes(value);
}

/**
 * The logos staff uploaded (console, Streaming → Logo) for the apps that offers include, by catalogue id;
 * an app outside the catalogue, or without a logo, has none. The first upload found for an id wins.
 */
export function uploadedLogos(
  apps: readonly { name: string; iconUrl: string | null }[],
): Record<string, string> {
  const logos: Record<string, string> = {};
  for (const app of apps) {
    const id = findCatalogueEntry(app.name)?.id;
    if (id && app.iconUrl && !(id in logos)) logos[id] = app.iconUrl;
  }
  return logos;
}
