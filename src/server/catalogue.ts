import {
  type AdminPage,
  type CityCepRange,
  citySlug,
  findCepRange,
  findCityIdByCepPrefix,
  isOnSale,
  nextNoticeBoundary,
  normalizeOfferCode,
  offerDay,
  type PageKey,
  type PublicBanners,
  type PublicBusinessPlan,
  type PublicCity,
  type PublicNetworkNotice,
  type PublicOfferVersion,
  type PublicPlan,
  type PublicStreamingBanner,
  type SearchPlan,
  type SiteSettings,
  type StreamingGuideId,
  speedLabel,
  withCoverageFigure,
} from "../domain";
import {
  bannerTag,
  businessPlanTag,
  cityTag,
  noteCacheTags,
  offerTag,
  planTag,
  streamingBannerTag,
} from "./cache-tags";
import { changesOf } from "./changes";
import type { Database } from "./db/client";
import { visibleToVisitors } from "./entities";
import type { Logger } from "./logger";
import { listArticleRedirects, listPublishedArticles, type PublishedArticle } from "./services/articles";
import { listPublicBanners } from "./services/banners";
import { listActiveCepRanges } from "./services/cep-ranges";
import { listActiveCities } from "./services/cities";
import { listPublicNetworkNotices } from "./services/network-notices";
import { readOfferRepository, readSalesBoundary } from "./services/offer-versions";
import { listPagesByKey } from "./services/pages";
import { listCityPricesByPlan } from "./services/plan-cities";
import { listPlans, listPlansForCity } from "./services/plans";
import { getSiteSettings } from "./services/site-settings";
import { listActiveStreamingBanners } from "./services/streaming-banners";

export type CityPlans = { city: PublicCity; plans: PublicPlan[] };
export type CityBusinessPlans = { city: PublicCity; plans: PublicBusinessPlan[] };
/** A city's offers: those on sale there today, and the closed ones that were sold there when they closed. */
export type CityOffers = { city: PublicCity; current: PublicOfferVersion[]; closed: PublicOfferVersion[] };

/**
 * Everything visitors read, kept in memory and rebuilt lazily from the database after a write that
 * visitors can see (see docs/decisions/0008-public-catalogue-cache.md). Each public read is one method
 * here, and page loaders and the public JSON API call the same one: the JSON answer is encoded from the
 * very value the loaders get (http/cached-json.ts), never built a second time.
 */
export type Catalogue = {
  /**
   * The site settings as visitors see them: an empty cities figure of the home statistics is the number
   * of active cities (withCoverageFigure), so it never contradicts /mapa-cobertura.
   */
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
  /** The active city whose CEP ranges hold `cep` (8 digits as a number); undefined when none does. */
  cityByCep(cep: number): Promise<PublicCity | undefined>;
  /** For a CEP no range holds: the one active city whose ranges share its first five digits, if any. */
  cityNearCep(cep: number): Promise<PublicCity | undefined>;
  /** The streaming services named by active plans and business plans, as the plans write them. */
  includedStreamings(): Promise<string[]>;
  /** The home carousel: active banners and the captions setting. */
  homeBanners(): Promise<PublicBanners>;
  /** A streaming guide's active banners. */
  guideBanners(service: StreamingGuideId): Promise<PublicStreamingBanner[]>;
  /**
   * The repository's current offers (RGC art. 22): every version on sale today, plans and business
   * plans, with the cities that sell it now (by state and name); by kind, then plan id.
   */
  currentOffers(): Promise<PublicOfferVersion[]>;
  /** The repository's closed offers, newest first, each with the cities it was sold in. */
  closedOffers(): Promise<PublicOfferVersion[]>;
  /**
   * One offer version by its code ('RIT-P12-V3'; case and surrounding spaces ignored), current or
   * closed; undefined when no public version has it (unknown, or not on sale yet).
   */
  offerByCode(code: string): Promise<PublicOfferVersion | undefined>;
  /**
   * An active city's offers: current (sold there today) and closed (sold there when they closed);
   * undefined for an unknown or inactive city.
   */
  cityOffers(cityId: number): Promise<CityOffers | undefined>;
  /** The blog's published articles, newest first, each with its stored HTML (decision 0036). */
  publishedArticles(): Promise<PublishedArticle[]>;
  /** A published article by its slug; undefined for any other (a lookup in the built map). */
  articleBySlug(slug: string): Promise<PublishedArticle | undefined>;
  /** The slug now of a published article that had `slug` before (its 301); undefined for none. */
  articleRedirect(slug: string): Promise<string | undefined>;
  /** An editable page as stored (decision 0041), its placeholders not yet filled in. */
  page(key: PageKey): Promise<AdminPage | undefined>;
  /**
   * 'Status da rede' (issue 58): the published notices visitors may see; a page works out each one's phase
   * at its own instant (phasedNotices). At the next moment one changes phase, the catalogue is dropped.
   */
  networkNotices(): Promise<PublicNetworkNotice[]>;
  /** Runs after every invalidation, local or from another process (the page render cache listens). */
  onChange(listener: () => void): void;
};

/** Time as the catalogue reads it: the sales periods make what is on sale change with the day. */
export type CatalogueClock = {
  now(): Date;
  /** Runs `run` after `delayMs`; returns what cancels it. */
  setTimer(run: () => void, delayMs: number): () => void;
};

const systemClock: CatalogueClock = {
  now: () => new Date(),
  setTimer: (run, delayMs) => {
    const timer = setTimeout(run, delayMs);
    // A pending boundary never keeps a stopping process alive.
    timer.unref();
    return () => clearTimeout(timer);
  },
};

/** A timer waits at most a day (setTimeout cannot wait 25 days): the catalogue is then rebuilt and re-armed. */
const MAX_BOUNDARY_WAIT_MS = 24 * 60 * 60 * 1000;

export type CatalogueOptions = { database: Database; logger?: Logger; clock?: CatalogueClock };

/** The catalogue cache, listening to the database's change feed; `ready` once it hears other processes. */
export function createCatalogue({ database, logger, clock = systemClock }: CatalogueOptions): {
  catalogue: Catalogue;
  ready: Promise<void>;
} {
  const { db } = database;
  const entries = new Map<string, Promise<unknown>>();
  const listeners: Array<() => void> = [];
  let cancelBoundary: (() => void) | undefined;
  let cancelNoticeBoundary: (() => void) | undefined;

  function invalidate() {
    cancelBoundary?.();
    cancelBoundary = undefined;
    cancelNoticeBoundary?.();
    cancelNoticeBoundary = undefined;
    entries.clear();
    for (const listener of listeners) listener();
  }

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

  /**
   * The Brasília day every entry is built for, read once per build of the catalogue; at the next instant
   * a sales period starts or ends (a plan shown or hidden), a timer drops the catalogue (decision 0024).
   */
  const day = () =>
    memo("day", async () => {
      const now = clock.now();
      const boundary = await readSalesBoundary(db, now);
      if (boundary) {
        cancelBoundary?.();
        const wait = Math.min(Math.max(boundary.getTime() - now.getTime(), 0), MAX_BOUNDARY_WAIT_MS);
        cancelBoundary = clock.setTimer(invalidate, wait);
      }
      return offerDay(now);
    });

  const offers = () =>
    memo("offers", async () => {
      const today = await day();
      const repository = await readOfferRepository(db, today);
      const byCode = new Map(
        [...repository.current, ...repository.closed].map((offer) => [offer.code, offer] as const),
      );
      return { ...repository, byCode };
    });

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

  // Sorted, non-overlapping (the database refuses overlaps): a lookup is a binary search.
  const cepRanges = () => memo<CityCepRange[]>("cep-ranges", () => listActiveCepRanges(db));

  const publishedArticles = () => memo("articles", () => listPublishedArticles(db));
  const articlesBySlug = () =>
    memo(
      "articles-by-slug",
      async () => new Map((await publishedArticles()).map((entry) => [entry.article.id, entry])),
    );

  /** The notices, and a timer at the next moment one starts, resolves or leaves the page (issue 58). */
  const networkNotices = () =>
    memo("network-notices", async () => {
      const now = clock.now();
      const notices = await listPublicNetworkNotices(db, now);
      const boundary = nextNoticeBoundary(notices, now);
      cancelNoticeBoundary?.();
      cancelNoticeBoundary = boundary
        ? clock.setTimer(
            invalidate,
            Math.min(Math.max(boundary.getTime() - now.getTime(), 0), MAX_BOUNDARY_WAIT_MS),
          )
        : undefined;
      return notices;
    });

  const catalogue: Catalogue = {
    networkNotices,
    page: async (key) => (await memo("pages", () => listPagesByKey(db))).get(key),
    siteSettings: () =>
      memo("settings", async () =>
        withCoverageFigure(await getSiteSettings(db), (await activeCities()).length),
      ),
    activeCities,
    citiesBySlug: () =>
      memo(
        "cities-by-slug",
        async () => new Map((await activeCities()).map((city) => [citySlug(city), city])),
      ),
    cityPlans: perActiveCity("plans", async (city) => ({
      city,
      plans: await listPlansForCity(db, "plan", city.id, await day()),
    })),
    cityBusinessPlans: perActiveCity("business-plans", async (city) => ({
      city,
      plans: await listPlansForCity(db, "business_plan", city.id, await day()),
    })),
    searchPlans: () =>
      memo("search-plans", async () => {
        const today = await day();
        const cityPrices = await listCityPricesByPlan(db, "plan");
        return (await listPlans(db, "plan"))
          .filter((plan) => plan.isActive && isOnSale(plan, today))
          .map(({ id, name, downloadMbps, price, type, streamings, cameraCount }) => {
            // The cheapest price a visitor pays somewhere: a city's own, or the plan's where it applies.
            const { planPriceCities = 1, variants = [] } = cityPrices.get(id) ?? {};
            const prices = [...(planPriceCities > 0 ? [price] : []), ...variants.map((own) => own.price)];
            return {
              id,
              name,
              speed: speedLabel(downloadMbps),
              price: Math.min(...prices),
              priceVaries: variants.length > 0,
              type,
              streamings,
              cameraCount,
            };
          });
      }),
    cityByCep: async (cep) => {
      const range = findCepRange(await cepRanges(), cep);
      return range && (await citiesById()).get(range.cityId);
    },
    cityNearCep: async (cep) => {
      const cityId = findCityIdByCepPrefix(await cepRanges(), cep);
      return cityId === undefined ? undefined : (await citiesById()).get(cityId);
    },
    includedStreamings: () =>
      memo("included-streamings", async () => {
        const today = await day();
        const [plans, businessPlans] = await Promise.all([
          catalogue.searchPlans(),
          listPlans(db, "business_plan"),
        ]);
        const names = [
          ...plans.flatMap((plan) => plan.streamings),
          ...businessPlans
            .filter((plan) => plan.isActive && isOnSale(plan, today))
            .flatMap((plan) => plan.streamings),
        ];
        return [...new Set(names)];
      }),
    homeBanners: () => memo("home-banners", async () => listPublicBanners(db, await day())),
    // The guide ids are a fixed list (StreamingGuideId), checked by the caller's type.
    guideBanners: (service) =>
      memo(`guide-banners:${service}`, () => listActiveStreamingBanners(db, service)),
    currentOffers: async () => (await offers()).current,
    closedOffers: async () => (await offers()).closed,
    // The code is looked up in the built map, never used as a cache key.
    offerByCode: async (code) => (await offers()).byCode.get(normalizeOfferCode(code)),
    cityOffers: perActiveCity("offers", async (city) => {
      const { current, closed } = await offers();
      const soldHere = (offer: PublicOfferVersion) => offer.cities.some((where) => where.id === city.id);
      return { city, current: current.filter(soldHere), closed: closed.filter(soldHere) };
    }),
    publishedArticles,
    articleBySlug: async (slug) => (await articlesBySlug()).get(slug),
    articleRedirect: async (slug) =>
      (await memo("article-redirects", () => listArticleRedirects(db))).get(slug),
    onChange: (listener) => {
      listeners.push(listener);
    },
  };

  const ready = changesOf(database, logger).subscribe((change) => {
    if (visibleToVisitors(change)) invalidate();
  });
  return { catalogue: withCacheTags(catalogue), ready };
}

const citiesTags = (cities: Iterable<PublicCity>) => [
  "cities",
  ...[...cities].map((city) => cityTag(city.id)),
];
const offersTags = (offers: readonly PublicOfferVersion[]) => [
  "offers",
  ...offers.map((offer) => offerTag(offer.code)),
];

/**
 * The catalogue noting, on each read, the cache tags of what it returned (cache-tags.ts): an answer made
 * from these reads names what it shows, for a CDN's purge by tag.
 */
function withCacheTags(catalogue: Catalogue): Catalogue {
  const noted =
    <A extends unknown[], T>(read: (...args: A) => Promise<T>, tags: (value: T, ...args: A) => string[]) =>
    async (...args: A): Promise<T> => {
      const value = await read(...args);
      noteCacheTags(tags(value, ...args));
      return value;
    };
  return {
    ...catalogue,
    // The home statistics count the active cities when the setting is empty.
    siteSettings: noted(catalogue.siteSettings, () => ["settings", "cities"]),
    activeCities: noted(catalogue.activeCities, citiesTags),
    citiesBySlug: noted(catalogue.citiesBySlug, (cities) => citiesTags(cities.values())),
    cityPlans: noted(catalogue.cityPlans, (found, cityId) =>
      found ? [cityTag(cityId), "plans", ...found.plans.map((plan) => planTag(plan.id))] : ["cities"],
    ),
    cityBusinessPlans: noted(catalogue.cityBusinessPlans, (found, cityId) =>
      found
        ? [cityTag(cityId), "business-plans", ...found.plans.map((plan) => businessPlanTag(plan.id))]
        : ["cities"],
    ),
    searchPlans: noted(catalogue.searchPlans, (plans) => ["plans", ...plans.map((plan) => planTag(plan.id))]),
    cityByCep: noted(catalogue.cityByCep, (city) => (city ? ["cities", cityTag(city.id)] : ["cities"])),
    cityNearCep: noted(catalogue.cityNearCep, (city) => (city ? ["cities", cityTag(city.id)] : ["cities"])),
    includedStreamings: noted(catalogue.includedStreamings, () => ["plans", "business-plans"]),
    // Banners may show a plan's offer; the captions are a setting.
    homeBanners: noted(catalogue.homeBanners, (value) => [
      "settings",
      "content",
      "plans",
      ...value.banners.map((banner) => bannerTag(banner.id)),
    ]),
    guideBanners: noted(catalogue.guideBanners, (banners) => [
      "content",
      ...banners.map((banner) => streamingBannerTag(banner.id)),
    ]),
    currentOffers: noted(catalogue.currentOffers, offersTags),
    closedOffers: noted(catalogue.closedOffers, offersTags),
    // A code no public version has yet may be published later: the offers' list tag covers it.
    offerByCode: noted(catalogue.offerByCode, (offer) => (offer ? [offerTag(offer.code)] : ["offers"])),
    publishedArticles: noted(catalogue.publishedArticles, () => ["content"]),
    networkNotices: noted(catalogue.networkNotices, () => ["network-status", "cities"]),
    articleBySlug: noted(catalogue.articleBySlug, () => ["content"]),
    articleRedirect: noted(catalogue.articleRedirect, () => ["content"]),
    page: noted(catalogue.page, () => ["content"]),
    cityOffers: noted(catalogue.cityOffers, (found, cityId) =>
      found ? [cityTag(cityId), ...offersTags([...found.current, ...found.closed])] : ["cities"],
    ),
  };
}
