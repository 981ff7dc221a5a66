import { BusinessPlansTab } from "../features/intranet/business-plans-tab";
import { consoleMeta, loadError } from "../features/intranet/kit/load-error";
import { requireStaff } from "../features/intranet/staff.server";
import {
  countCitiesByBusinessPlan,
  currentOfferCodes,
  latestVersionNumbers,
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
  const [plans, cityCounts, services, codes, versions] = await Promise.all([
    listBusinessPlans(context.db),
    countCitiesByBusinessPlan(context.db),
    listStreamingServices(context.db),
    currentOfferCodes(context.db, "business_plan"),
    latestVersionNumbers(context.db, "business_plan"),
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

export default function BusinessPlansRoute({ loaderData }: Route.ComponentProps) {
  return <BusinessPlansTab plans={loaderData.plans} services={loaderData.services} />;
}
