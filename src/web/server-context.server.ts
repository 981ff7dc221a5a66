// The browser bundle never sees this file: route loaders and actions reach the server through it.

import { citySlug, type StreamingGuideId } from "../domain";
import type { AppContext } from "../server/http/app-context";
import { readCityBusinessPlans } from "../server/http/public/business-plans";
import { listPlans } from "../server/services/plans";
import { listActiveStreamingBanners, streamingBannersKey } from "../server/services/streaming-banners";
import type { SearchPlan } from "./features/search/search";

declare module "react-router" {
  interface AppLoadContext extends AppContext {}
}

export { CLIENT_IP_HEADER, getStaffSession } from "../server/auth";
export { listAuditEntries } from "../server/services/audit-log";
export { getBannerSettings, listBanners } from "../server/services/banners";
export { listBusinessPlanCities } from "../server/services/business-plan-cities";
export { listBusinessPlans } from "../server/services/business-plans";
export { listCities } from "../server/services/cities";
export { listPlanCities } from "../server/services/plan-cities";
export { listPlans } from "../server/services/plans";
export { listReferralsForConsole } from "../server/services/referrals";
export { getAdminSiteSettings } from "../server/services/site-settings";
export { listStreamingBanners } from "../server/services/streaming-banners";
export { listStreamingServices } from "../server/services/streaming-services";

import { HOME_BANNERS_KEY, listPublicBanners } from "../server/services/banners";

// Public pages read the cached catalogue (src/server/catalogue.ts), never the database directly.
export const listActiveCities = (context: AppContext) => context.catalogue.activeCities();
export const getSiteSettings = (context: AppContext) => context.catalogue.siteSettings();
/** A city's active business plans, or undefined for an unknown or inactive city. */
export const listCityBusinessPlans = (context: AppContext, cityId: number) =>
  readCityBusinessPlans(context.catalogue, context.db, cityId);

/** Active cities by their page segment (`vitoria-es`), built once per catalogue version. */
const citiesBySlug = (context: AppContext) =>
  context.catalogue.cached("seo:cities-by-slug", async () => {
    const cities = await context.catalogue.activeCities();
    return new Map(cities.map((city) => [citySlug(city), city]));
  });

/** A city page's offer: the active city named by `slug`, its plans and business plans; undefined for an unknown or inactive city. */
export async function getCityOffer(context: AppContext, slug: string) {
  const city = (await citiesBySlug(context)).get(slug);
  if (!city) return undefined;
  const [offer, business] = await Promise.all([
    context.catalogue.cityPlans(city.id),
    listCityBusinessPlans(context, city.id),
  ]);
  if (!offer) return undefined;
  return { city, plans: offer.plans, businessPlans: business?.plans ?? [] };
}

/** The active plans the header search looks through, once per catalogue version. */
export const listSearchPlans = (context: AppContext): Promise<SearchPlan[]> =>
  context.catalogue.cached("seo:search-plans", async () =>
    (await listPlans(context.db))
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
  );

export const listHomeBanners = (context: AppContext) =>
  context.catalogue.cached(HOME_BANNERS_KEY, () => listPublicBanners(context.db));

/** A streaming guide's active banners, cached as for GET /api/streaming-banners/:service. */
export const listGuideBanners = (context: AppContext, service: StreamingGuideId) =>
  context.catalogue.cached(streamingBannersKey(service), () =>
    listActiveStreamingBanners(context.db, service),
  );
