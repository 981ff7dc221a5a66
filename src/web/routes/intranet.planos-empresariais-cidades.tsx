import { BusinessPlanCitiesTab } from "../features/intranet/business-plan-cities-tab";
import { consoleMeta, loadError } from "../features/intranet/kit/load-error";
import { requireStaff } from "../features/intranet/staff.server";
import { listBusinessPlanCities, listBusinessPlans, listCities } from "../server-context.server";
import type { Route } from "./+types/intranet.planos-empresariais-cidades";

export const meta = consoleMeta("Planos Empresariais por Cidade");
export const ErrorBoundary = loadError(
  "Erro ao buscar associações",
  "Não foi possível carregar as associações",
);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const [associations, plans, cities] = await Promise.all([
    listBusinessPlanCities(context.db),
    listBusinessPlans(context.db),
    listCities(context.db),
  ]);
  return { associations, plans, cities };
}

export default function BusinessPlanCitiesRoute({ loaderData }: Route.ComponentProps) {
  return <BusinessPlanCitiesTab {...loaderData} />;
}
