import { BusinessPlansTab } from "../features/intranet/business-plans-tab";
import { consoleMeta, loadError } from "../features/intranet/kit/load-error";
import { loadPlans } from "../features/intranet/plans.server";
import type { Route } from "./+types/intranet.planos-empresariais";

export const meta = consoleMeta("Planos Empresariais");
export const ErrorBoundary = loadError(
  "Erro ao buscar planos empresariais",
  "Não foi possível carregar os planos empresariais",
);
export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadPlans(request, context, "business_plan");

export default function BusinessPlansRoute({ loaderData }: Route.ComponentProps) {
  return <BusinessPlansTab plans={loaderData.plans} services={loaderData.services} />;
}
