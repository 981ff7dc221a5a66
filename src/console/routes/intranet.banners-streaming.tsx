import { requireStaff } from "../features/staff.server";
import { StreamingBannersTab } from "../features/streaming-banners-tab";
import { consoleMeta, loadError } from "../kit/load-error";
import { appContext, listStreamingBanners } from "../server-context.server";
import type { Route } from "./+types/intranet.banners-streaming";

export const meta = consoleMeta("Banners Streaming");
export const ErrorBoundary = loadError(
  "Erro ao buscar banners de streaming",
  "Não foi possível carregar os banners de streaming",
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  await requireStaff(request, app, "marketing");
  return { banners: await listStreamingBanners(app.db) };
}

export default function StreamingBannersRoute({ loaderData }: Route.ComponentProps) {
  return <StreamingBannersTab banners={loaderData.banners} />;
}
