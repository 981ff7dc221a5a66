import { BannersTab } from "../features/banners-tab";
import { requireStaff } from "../features/staff.server";
import { TagSettingsSection } from "../features/tag-settings-section";
import { consoleMeta, loadError } from "../kit/load-error";
import {
  appContext,
  getAdminTagSettings,
  getBannerSettings,
  getSiteSettings,
  listBannerPlans,
  listBanners,
} from "../server-context.server";
import type { Route } from "./+types/intranet.banners";

export const meta = consoleMeta("Banners");
export const ErrorBoundary = loadError("Erro ao buscar banners", "Não foi possível carregar os banners");

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  await requireStaff(request, app, "marketing");
  const [banners, settings, plans, site, tags] = await Promise.all([
    listBanners(app.db),
    getBannerSettings(app.db),
    listBannerPlans(app.db),
    getSiteSettings(app),
    // Issue 57: the tag IDs, Marketing's.
    getAdminTagSettings(app.db),
  ]);
  // The plans a banner may sell, and the sales number its button opens: what the preview needs.
  return { banners, settings, plans, whatsappNumber: site.whatsappNumber, tags };
}

export default function BannersRoute({ loaderData }: Route.ComponentProps) {
  const { banners, settings, plans, whatsappNumber, tags } = loaderData;
  return (
    <>
      <BannersTab banners={banners} settings={settings} plans={plans} whatsappNumber={whatsappNumber} />
      <TagSettingsSection settings={tags} />
    </>
  );
}
