// The browser bundle never sees this file: route loaders and actions reach the server through it.
import type { AppContext } from "../server/http/app-context";
import { readCityBusinessPlans } from "../server/http/public-business-plans";

declare module "react-router" {
  interface AppLoadContext extends AppContext {}
}

export { CLIENT_IP_HEADER, getStaffSession } from "../server/auth";
export { listPlans } from "../server/services/plans";

// Public pages read the cached catalogue (src/server/catalogue.ts), never the database directly.
export const listActiveCities = (context: AppContext) => context.catalogue.activeCities();
export const getSiteSettings = (context: AppContext) => context.catalogue.siteSettings();
/** A city's active business plans, or undefined for an unknown or inactive city. */
export const listCityBusinessPlans = (context: AppContext, cityId: number) =>
  readCityBusinessPlans(context.catalogue, context.db, cityId);
