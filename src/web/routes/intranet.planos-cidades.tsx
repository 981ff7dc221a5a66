import { consoleMeta, loadError } from "../features/intranet/kit/load-error";
import { PlanCitiesTab } from "../features/intranet/plan-cities-tab";
import { requireStaff } from "../features/intranet/staff.server";
import { listCities, listPlanCities, listPlans } from "../server-context.server";
import type { Route } from "./+types/intranet.planos-cidades";

export const meta = consoleMeta("Planos por Cidade");
export const ErrorBoundary = loadError(
  "Erro ao buscar associações",
  "Não foi possível carregar as associações",
);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const [associations, plans, cities] = await Promise.all([
    listPlanCities(context.db),
    listPlans(context.db),
    listCities(context.db),
  ]);
  return { associations, plans, cities };
}

export default function PlanCitiesRoute({ loaderData }: Route.ComponentProps) {
  return <PlanCitiesTab {...loaderData} />;
}
