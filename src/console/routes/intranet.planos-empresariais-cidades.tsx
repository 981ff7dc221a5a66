import { BusinessPlanCitiesTab } from "../features/association-tab";
import { loadPlanCities } from "../features/associations.server";
import { consoleMeta, loadError } from "../kit/load-error";
import { appContext } from "../server-context.server";
import type { Route } from "./+types/intranet.planos-empresariais-cidades";

export const meta = consoleMeta("Planos Empresariais por Cidade");
export const ErrorBoundary = loadError(
  "Erro ao buscar associações",
  "Não foi possível carregar as associações",
);
export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadPlanCities(request, context.get(appContext), "business_plan");

export default function BusinessPlanCitiesRoute({ loaderData }: Route.ComponentProps) {
  return <BusinessPlanCitiesTab {...loaderData} />;
}
