import { consoleMeta, loadError } from "../features/intranet/kit/load-error";
import { PlansTab } from "../features/intranet/plans-tab";
import { requireStaff } from "../features/intranet/staff.server";
import { listPlans } from "../server-context.server";
import type { Route } from "./+types/intranet.planos";

export const meta = consoleMeta("Planos");
export const ErrorBoundary = loadError("Erro ao buscar planos", "Não foi possível carregar os planos");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return { plans: await listPlans(context.db) };
}

export default function PlansRoute({ loaderData }: Route.ComponentProps) {
  return <PlansTab plans={loaderData.plans} />;
}
