import { consoleMeta, loadError } from "../features/intranet/kit/load-error";
import { PlansTab } from "../features/intranet/plans-tab";
import { requireStaff } from "../features/intranet/staff.server";
import {
  countCitiesByPlan,
  currentOfferCodes,
  latestVersionNumbers,
  listPlans,
  listStreamingServices,
} from "../server-context.server";
import type { Route } from "./+types/intranet.planos";

export const meta = consoleMeta("Planos");
export const ErrorBoundary = loadError("Erro ao buscar planos", "Não foi possível carregar os planos");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "catalogue");
  const [plans, cityCounts, services, codes, versions] = await Promise.all([
    listPlans(context.db),
    countCitiesByPlan(context.db),
    listStreamingServices(context.db),
    currentOfferCodes(context.db, "plan"),
    latestVersionNumbers(context.db, "plan"),
  ]);
  return {
    plans: plans.map((plan) => ({
      ...plan,
      cityCount: cityCounts.get(plan.id) ?? 0,
      offerCode: codes.get(plan.id) ?? null,
      nextVersion: (versions.get(plan.id) ?? 0) + 1,
    })),
    services: services.map(({ name, iconUrl, isActive }) => ({ name, iconUrl, isActive })),
  };
}

export default function PlansRoute({ loaderData }: Route.ComponentProps) {
  return <PlansTab plans={loaderData.plans} services={loaderData.services} />;
}
