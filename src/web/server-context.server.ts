// The browser bundle never sees this file: route loaders and actions reach the server through it.
import type { AppContext } from "../server/http/app-context";

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
export { getAdminSiteSettings } from "../server/services/site-settings";
export { listStreamingBanners } from "../server/services/streaming-banners";
export { listStreamingServices } from "../server/services/streaming-services";

// Public pages read the cached catalogue (src/server/catalogue.ts), never the database directly.
export const listActiveCities = (context: AppContext) => context.catalogue.activeCities();
export const getSiteSettings = (context: AppContext) => context.catalogue.siteSettings();
