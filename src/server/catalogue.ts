import {
  citySlug,
  type PublicBanners,
  type PublicBusinessPlan,
  type PublicCity,
  type PublicPlan,
  type PublicStreamingBanner,
  type SearchPlan,
  type SiteSettings,
  type StreamingGuideId,
} from "../domain";
import { changesOf, type DataChange } from "./changes";
import type { Database } from "./db/client";
import type { Logger } from "./logger";
import { listPublicBanners } from "./services/banners";
import { listBusinessPlansForCity } from "./services/business-plans";
import { listActiveCities } from "./services/cities";
import { listPlans, listPlansForCity } from "./services/plans";
import { getSiteSettings } from "./services/site-settings";
import { listActiveStreamingBanners } from "./services/streaming-banners";

export type CityPlans = { city: PublicCity; plans: PublicPlan[] };
export type CityBusinessPlans = { city: PublicCity; plans: PublicBusinessPlan[] };

/**
 * Everything visitors read, kept in memory and rebuilt lazily from the database after a write that
 * visitors can see (see docs/decisions/0008-public-catalogue-cache.md). Each public read is one method
 * here, and page loaders and the public JSON API call the same one: the JSON answer is encoded from the
 * very value the loaders get (http/cached-json.ts), never built a second time.
 */
export type Catalogue = {
  siteSettings(): Promise<SiteSettings>;
  activeCities(): Promise<PublicCity[]>;
  /** Active cities by their page segment (`vitoria-es`). */
  citiesBySlug(): Promise<Map<string, PublicCity>>;
  /** An active city's plans; undefined for an unknown or inactive city. */
  cityPlans(cityId: number): Promise<CityPlans | undefined>;
  /** An active city's active business plans; undefined for an unknown or inactive city. */
  cityBusinessPlans(cityId: number): Promise<CityBusinessPlans | undefined>;
  /** The active plans the header search looks through. */
  searchPlans(): Promise<SearchPlan[]>;
  /** The home carousel: active banners and the captions setting. */
  homeBanners(): Promise<PublicBanners>;
  /** A streaming guide's active banners. */
  guideBanners(service: StreamingGuideId): Promise<PublicStreamingBanner[]>;
  /** Runs after every invalidation, local or from another process (the page render cache listens). */
  onChange(listener: () => void): void;
};

/**
 * Tables visitors never see: a write to these alone keeps every public cache. The audit log is not
 * listed since no write announces it by itself (it is written with what it records).
 */
const UNSEEN_BY_VISITORS = new Set(["referrals", "staff"]);

/** Whether a change can alter anything a visitor is shown. */
export function visibleToVisitors(change: DataChange): boolean {
  return change.entities.some((entity) => !UNSEEN_BY_VISITORS.has(entity));
}

export type CatalogueOptions = { database: Database; logger?: Logger };

/** The catalogue cache, listening to the database's change feed; `ready` once it hears other processes. */
export function createCatalogue({ database, logger }: CatalogueOptions): {
  catalogue: Catalogue;
  ready: Promise<void>;
} {
  const { db } = database;
  const entries = new Map<string, Promise<unknown>>();
  const listeners: Array<() => void> = [];

  // The entry is stored before the query runs, so an invalidation during the query drops it too.
  // Keys come from a bounded set (a fixed name, the id of an active record), never from request text.
  function memo<T>(key: string, build: () => Promise<T>): Promise<T> {
    let entry = entries.get(key) as Promise<T> | undefined;
    if (!entry) {
      entry = build();
      entries.set(key, entry);
      entry.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
    }
    return entry;
  }

  const activeCities = () => memo("cities", () => listActiveCities(db));
  const citiesById = () =>
    memo("cities-by-id", async () => new Map((await activeCities()).map((city) => [city.id, city])));

  /** A read per active city: made-up ids get undefined and no entry, so they cannot grow the cache. */
  const perActiveCity =
    <T>(name: string, build: (city: PublicCity) => Promise<T>) =>
    async (cityId: number): Promise<T | undefined> => {
      const city = (await citiesById()).get(cityId);
      return city && memo(`${name}:${city.id}`, () => build(city));
    };

  const catalogue: Catalogue = {
    siteSettings: () => memo("settings", () => getSiteSettings(db)),
    activeCities,
    citiesBySlug: () =>
      memo(
        "cities-by-slug",
        async () => new Map((await activeCities()).map((city) => [citySlug(city), city])),
      ),
    cityPlans: perActiveCity("plans", async (city) => ({ city, plans: await listPlansForCity(db, city.id) })),
    cityBusinessPlans: perActiveCity("business-plans", async (city) => ({
      city,
      plans: await listBusinessPlansForCity(db, city.id),
    })),
    searchPlans: () =>
      memo("search-plans", async () =>
        (await listPlans(db))
          .filter((plan) => plan.isActive)
          .map(({ id, name, speed, price, type, streamings, cameraCount }) => ({
            id,
            name,
            speed,
            price,
            type,
            streamings,
            cameraCount,
          })),
      ),
    homeBanners: () => memo("home-banners", () => listPublicBanners(db)),
    // The guide ids are a fixed list (StreamingGuideId), checked by the caller's type.
    guideBanners: (service) =>
      memo(`guide-banners:${service}`, () => listActiveStreamingBanners(db, service)),
    onChange: (listener) => {
      listeners.push(listener);
    },
  };

  const ready = changesOf(database, logger).subscribe((change) => {
    if (!visibleToVisitors(change)) return;
    entries.clear();
    for (const listener of listeners) listener();
  });
  return { catalogue, ready };
}
