// The browser bundle never sees this file: route loaders and actions reach the server through it.
import type { AppContext } from "../server/http/app-context";

declare module "react-router" {
  interface AppLoadContext extends AppContext {}
}

export { CLIENT_IP_HEADER, getStaffSession } from "../server/auth";
export { listPlans } from "../server/services/plans";

import { HOME_BANNERS_KEY, listPublicBanners } from "../server/services/banners";

// Public pages read the cached catalogue (src/server/catalogue.ts), never the database directly.
export const listActiveCities = (context: AppContext) => context.catalogue.activeCities();
export const getSiteSettings = (context: AppContext) => context.catalogue.siteSettings();
export const listHomeBanners = (context: AppContext) =>
  context.catalogue.cached(HOME_BANNERS_KEY, () => listPublicBanners(context.db));
