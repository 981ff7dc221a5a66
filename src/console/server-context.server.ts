// The browser bundle never sees this file: route loaders and actions reach the server through it.

import { createContext } from "react-router";
import type { AppContext } from "../server/http/app-context";

/**
 * The key under which the server hands each loader and action its AppContext (decision 0088): a loader
 * reads `context.get(appContext)`. The console's server entry exports it, so the server sets this very
 * object (its own bundle would have another copy of this module).
 */
export const appContext = createContext<AppContext>();

export { CLIENT_IP_HEADER, getStaffSession, mustEnrolTwoFactor, TWO_FACTOR_COOKIE } from "../server/auth";
export { listArticles } from "../server/services/articles";
export { listAuditEntries } from "../server/services/audit-log";
export { getBannerSettings, listBannerPlans, listBanners } from "../server/services/banners";
export { listCepRangesByCity, listCitiesWithoutCep } from "../server/services/cep-ranges";
export { listCities } from "../server/services/cities";
/** The site's settings (the console's header names the company). */
// Issue 57: the Painel and Configurações → 'Marketing e avisos'.
export { dashboardData } from "../server/services/dashboard";
export { listInstallSchedules } from "../server/services/install-slots";
export { countOverdueLeads, listLeadAssignees, listLeadsForConsole } from "../server/services/leads";
export { listRecentMarketingDeliveries } from "../server/services/marketing-deliveries";
export { getSavedMarketingSettings } from "../server/services/marketing-settings";
export { listNetworkNotices } from "../server/services/network-notices";
export { listNewsletterSubscribers } from "../server/services/newsletter";
export { currentOfferCodes, latestVersionNumbers } from "../server/services/offer-versions";
export { listPages } from "../server/services/pages";
export {
  countCitiesByPlan,
  listCityPricesByPlan,
  listPlanCities,
} from "../server/services/plan-cities";
export { listPlans } from "../server/services/plans";
export { listReferralsForConsole } from "../server/services/referrals";
export { countNewSignUps } from "../server/services/sign-ups";
export { getAdminSiteSettings, getAdminTagSettings } from "../server/services/site-settings";
export { countBackupCodes, listStaffMembers } from "../server/services/staff-accounts";
export { listStreamingBanners } from "../server/services/streaming-banners";
export { listStreamingServices } from "../server/services/streaming-services";
export { listTrash } from "../server/services/trash";
export type { AppContext };

export const getSiteSettings = (context: AppContext) => context.catalogue.siteSettings();

// Issue 56: Configurações → 'Cobertura'.
export { coverageSettingsView, listCoverageAreas } from "../server/coverage/settings";
