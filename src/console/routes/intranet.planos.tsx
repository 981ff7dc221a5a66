import { loadPlans } from "../features/plans.server";
import { PLAN_TAB, PlansTab } from "../features/plans-tab";
import { consoleMeta, loadError } from "../kit/load-error";
import { appContext } from "../server-context.server";
import type { Route } from "./+types/intranet.planos";

export const meta = consoleMeta("Planos");
export const ErrorBoundary = loadError("Erro ao buscar planos", "Não foi possível carregar os planos");
export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadPlans(request, context.get(appContext), "plan");

export default function PlansRoute({ loaderData }: Route.ComponentProps) {
  return <PlansTab kind={PLAN_TAB} plans={loaderData.plans} services={loaderData.services} />;
}
