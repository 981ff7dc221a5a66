import { NetworkNoticesTab } from "../features/network-notices-tab";
import { requireStaff } from "../features/staff.server";
import { consoleMeta, loadError } from "../kit/load-error";
import { appContext, listCities, listNetworkNotices } from "../server-context.server";
import type { Route } from "./+types/intranet.status-rede";

export const meta = consoleMeta("Status da rede");
export const ErrorBoundary = loadError("Erro ao buscar avisos", "Não foi possível carregar o status da rede");

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  await requireStaff(request, app, "network");
  const [notices, cities] = await Promise.all([listNetworkNotices(app.db), listCities(app.db)]);
  return { notices, cities };
}

export default function NetworkStatusRoute({ loaderData }: Route.ComponentProps) {
  return <NetworkNoticesTab notices={loaderData.notices} cities={loaderData.cities} />;
}
