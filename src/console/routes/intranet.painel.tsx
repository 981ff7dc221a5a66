import { DASHBOARD_PERIODS, type DashboardPeriod } from "../../domain/marketing";
import { DashboardTab } from "../features/dashboard-tab";
import { requireStaff } from "../features/staff.server";
import { consoleMeta, loadError } from "../kit/load-error";
import { appContext, dashboardData } from "../server-context.server";
import type { Route } from "./+types/intranet.painel";

export const meta = consoleMeta("Painel");
export const ErrorBoundary = loadError("Erro ao buscar o painel", "Não foi possível carregar o painel");

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  await requireStaff(request, app, "dashboard");
  const asked = Number(new URL(request.url).searchParams.get("dias"));
  const days: DashboardPeriod = DASHBOARD_PERIODS.find((period) => period === asked) ?? 30;
  return { data: await dashboardData(app.db, days) };
}

export default function DashboardRoute({ loaderData }: Route.ComponentProps) {
  return <DashboardTab data={loaderData.data} />;
}
