import { BannersTab } from "../features/intranet/banners-tab";
import { consoleMeta, loadError } from "../features/intranet/kit/load-error";
import { requireStaff } from "../features/intranet/staff.server";
import { getBannerSettings, listBanners } from "../server-context.server";
import type { Route } from "./+types/intranet.banners";

export const meta = consoleMeta("Banners");
export const ErrorBoundary = loadError("Erro ao buscar banners", "Não foi possível carregar os banners");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "marketing");
  const [banners, settings] = await Promise.all([listBanners(context.db), getBannerSettings(context.db)]);
  return { banners, settings };
}

export default function BannersRoute({ loaderData }: Route.ComponentProps) {
  return <BannersTab banners={loaderData.banners} settings={loaderData.settings} />;
}
