import { createHash, randomUUID } from "node:crypto";
import type { PublicCity, PublicPlan, SiteSettings } from "../domain";
import type { Database } from "./db/client";
import { CompressedBody } from "./http/compression";
import type { Logger } from "./logger";
import { listActiveCities } from "./services/cities";
import { listPlansForCity } from "./services/plans";
import { getSiteSettings } from "./services/site-settings";

/** The PostgreSQL channel on which a process says "the catalogue changed" to every other process. */
export const CATALOGUE_CHANNEL = "vitrine_catalogue_changed";

/** A public JSON answer built once per catalogue version: the body in each encoding and its ETag. */
export type CachedJson = { body: CompressedBody; etag: string };

export type CityPlans = { city: PublicCity; plans: PublicPlan[] };

/**
 * What visitors read — active cities, a city's plans with their icons, the site settings — kept in memory
 * and rebuilt lazily from the database after any console write (see docs/decisions/0008-public-catalogue-cache.md).
 */
export type Catalogue = {
  activeCities(): Promise<PublicCity[]>;
  cityPlans(cityId: number): Promise<CityPlans | undefined>;
  siteSettings(): Promise<SiteSettings>;
  activeCitiesJson(): Promise<CachedJson>;
  cityPlansJson(cityId: number): Promise<CachedJson | undefined>;
  /**
   * Any other public read, built once per catalogue version and dropped with the rest on a write.
   * Keys must come from a bounded set (a fixed name, the id of an active record), never from raw
   * request text, so callers cannot grow the cache. Prefix keys with the feature's name.
   */
  cached<T>(key: string, build: () => Promise<T>): Promise<T>;
  /** `cached`, stored as a ready-to-send JSON answer (see `sendCachedJson`). */
  cachedJson(key: string, build: () => Promise<unknown>): Promise<CachedJson>;
  /** Drops this process's copy and tells the other processes sharing the database to drop theirs. */
  changed(): Promise<void>;
  /** Runs after every invalidation, local or from another process (the page render cache listens). */
  onChange(listener: () => void): void;
};

export function jsonEntry(value: unknown): CachedJson {
  const text = JSON.stringify(value);
  const hash = createHash("sha1").update(text).digest("base64url").slice(0, 22);
  return { body: CompressedBody.of(text), etag: `W/"${hash}"` };
}

export type CatalogueOptions = { database: Database; logger?: Logger };

/** The catalogue cache and, on PostgreSQL, its LISTEN for other processes' writes; `ready` once listening. */
export function createCatalogue({ database, logger }: CatalogueOptions): {
  catalogue: Catalogue;
  ready: Promise<void>;
} {
  const { db } = database;
  const processId = randomUUID();
  const entries = new Map<string, Promise<unknown>>();
  const listeners: Array<() => void> = [];

  // The entry is stored before the query runs, so an invalidation during the query drops it too.
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

  const invalidate = () => {
    entries.clear();
    for (const listener of listeners) listener();
  };

  const activeCities = () => memo("cities", () => listActiveCities(db));
  const citiesById = () =>
    memo("cities-by-id", async () => new Map((await activeCities()).map((city) => [city.id, city])));

  // Only ids of active cities get an entry, so made-up ids cannot grow the cache.
  const cityPlans = async (cityId: number): Promise<CityPlans | undefined> => {
    const city = (await citiesById()).get(cityId);
    if (!city) return undefined;
    return memo(`plans:${cityId}`, async () => ({ city, plans: await listPlansForCity(db, city.id) }));
  };

  const catalogue: Catalogue = {
    activeCities,
    cityPlans,
    siteSettings: () => memo("settings", () => getSiteSettings(db)),
    activeCitiesJson: () => memo("cities.json", async () => jsonEntry({ cities: await activeCities() })),
    cityPlansJson: async (cityId) => {
      if (!(await citiesById()).has(cityId)) return undefined;
      // Built from its own query, so the JSON's bytes are all that stays in memory for this city.
      return memo(`plans.json:${cityId}`, async () => {
        const city = (await citiesById()).get(cityId);
        return city && jsonEntry({ city, plans: await listPlansForCity(db, city.id) });
      });
    },
    cached: (key, build) => memo(`x:${key}`, build),
    cachedJson: (key, build) => memo(`x.json:${key}`, async () => jsonEntry(await build())),
    changed: async () => {
      invalidate();
      try {
        await database.notify(CATALOGUE_CHANNEL, processId);
      } catch (error) {
        logger?.error({ err: error }, "could not tell other processes that the catalogue changed");
      }
    },
    onChange: (listener) => {
      listeners.push(listener);
    },
  };

  const ready = database.listen(
    CATALOGUE_CHANNEL,
    (from) => {
      if (from !== processId) invalidate();
    },
    () => {
      logger?.warn("catalogue change feed reconnected; dropping the cached catalogue");
      invalidate();
    },
  );
  return { catalogue, ready };
}

/** For CLIs and jobs that change the catalogue outside a server: every running server drops its copy. */
export function notifyCatalogueChanged(database: Database): Promise<void> {
  return database.notify(CATALOGUE_CHANNEL, "cli");
}
