// The browser bundle never sees this file: route loaders and actions reach the server through it.
import type { AppContext } from "../server/http/app-context";

declare module "react-router" {
  interface AppLoadContext extends AppContext {}
}

export { CLIENT_IP_HEADER, getStaffSession } from "../server/auth";
export { listActiveCities } from "../server/services/cities";
export { listPlans } from "../server/services/plans";
export { getSiteSettings } from "../server/services/site-settings";
