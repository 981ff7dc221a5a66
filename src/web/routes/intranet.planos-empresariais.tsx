import { BusinessPlansTab } from "../features/intranet/business-plans-tab";
import { consoleMeta, loadError } from "../features/intranet/kit/load-error";
import { requireStaff } from "../features/intranet/staff.server";
import {
  countCitiesByBusinessPlan,
  listBusinessPlans,
  listStreamingServices,
} from "../server-context.server";
import type { Route } from "./+types/intranet.planos-empresariais";

export const meta = consoleMeta("Planos Empresariais");
export const ErrorBoundary = loadError(
  "Erro ao buscar planos empresariais",
  "Não foi possível carregar os planos empresariais",
);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "catalogue");
  const [plans, cityCounts, services] = await Promise.all([
    listBusinessPlans(context.db),
    countCitiesByBusinessPlan(context.db),
    listStreamingServices(context.db),
  ]);
  return {
    plans: plans.map((plan) => ({ ...plan, cityCount: cityCounts.get(plan.id) ?? 0 })),
    services: services.map(({ name, iconUrl, isActive }) => ({ name, iconUrl, isActive })),
  };
}

export default function BusinessPlansRoute({ loaderData }: Route.ComponentProps) {
  return <BusinessPlansTab plans={loaderData.plans} services={loaderData.services} />;
}
