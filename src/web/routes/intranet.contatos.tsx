import { consoleMeta, loadError } from "../features/intranet/kit/load-error";
import { LeadsTab } from "../features/intranet/leads-tab";
import { requireStaff } from "../features/intranet/staff.server";
import { listLeadsForConsole } from "../server-context.server";
import type { Route } from "./+types/intranet.contatos";

export const meta = consoleMeta("Contatos");
export const ErrorBoundary = loadError("Erro ao buscar contatos", "Não foi possível carregar os contatos");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "leads");
  return { leads: await listLeadsForConsole(context.db) };
}

export default function LeadsRoute({ loaderData }: Route.ComponentProps) {
  return <LeadsTab leads={loaderData.leads} />;
}
