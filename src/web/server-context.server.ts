// The browser bundle never sees this file: route loaders and actions reach the server through it.
import type { StreamingGuideId } from "../domain";
import type { AppContext } from "../server/http/app-context";
import { listActiveStreamingBanners, streamingBannersKey } from "../server/services/streaming-banners";

declare module "react-router" {
  interface AppLoadContext extends AppContext {}
}

export { CLIENT_IP_HEADER, getStaffSession } from "../server/auth";
export { listPlans } from "../server/services/plans";

// Public pages read the cached catalogue (src/server/catalogue.ts), never the database directly.
export const listActiveCities = (context: AppContext) => context.catalogue.activeCities();
export const getSiteSettings = (context: AppContext) => context.catalogue.siteSettings();

/** A streaming guide's active banners, cached as for GET /api/streaming-banners/:service. */
export const listStreamingBanners = (context: AppContext, service: StreamingGuideId) =>
  context.catalogue.cached(streamingBannersKey(service), () =>
    listActiveStreamingBanners(context.db, service),
  );
