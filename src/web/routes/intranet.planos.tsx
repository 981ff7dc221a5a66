import { TabLoadError } from "../features/intranet/kit/load-error";
import { PlansTab } from "../features/intranet/plans-tab";
import { requireStaff } from "../features/intranet/staff.server";
import { listPlans } from "../server-context.server";
import type { Route } from "./+types/intranet.planos";

export const meta: Route.MetaFunction = () => [
  { title: "Planos - Intranet" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return { plans: await listPlans(context.db), cityCounts: {} as Record<number, number> };
}

export default function PlansRoute({ loaderData }: Route.ComponentProps) {
  return <PlansTab plans={loaderData.plans} cityCounts={loaderData.cityCounts} />;
}

export function ErrorBoundary() {
  return <TabLoadError title="Erro ao buscar planos" message="Não foi possível carregar os planos" />;
}
