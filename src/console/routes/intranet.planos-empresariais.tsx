import { loadPlans } from "../features/plans.server";
import { BUSINESS_PLAN_TAB, PlansTab } from "../features/plans-tab";
import { consoleMeta, loadError } from "../kit/load-error";
import { appContext } from "../server-context.server";
import type { Route } from "./+types/intranet.planos-empresariais";

export const meta = consoleMeta("Planos Empresariais");
export const ErrorBoundary = loadError(
  "Erro ao buscar planos empresariais",
  "Não foi possível carregar os planos empresariais",
);
export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadPlans(request, context.get(appContext), "business_plan");

export default function BusinessPlansRoute({ loaderData }: Route.ComponentProps) {
  return <PlansTab kind={BUSINESS_PLAN_TAB} plans={loaderData.plans} services={loaderData.services} />;
}
