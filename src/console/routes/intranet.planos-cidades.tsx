import { PlanCitiesTab } from "../features/association-tab";
import { loadPlanCities } from "../features/associations.server";
import { consoleMeta, loadError } from "../kit/load-error";
import { appContext } from "../server-context.server";
import type { Route } from "./+types/intranet.planos-cidades";

export const meta = consoleMeta("Planos por Cidade");
export const ErrorBoundary = loadError(
  "Erro ao buscar associações",
  "Não foi possível carregar as associações",
);
export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadPlanCities(request, context.get(appContext), "plan");

export default function PlanCitiesRoute({ loaderData }: Route.ComponentProps) {
  return <PlanCitiesTab {...loaderData} />;
}
