import { isLeadOverdue, offerDay } from "../../domain";
import { LeadsTab } from "../features/leads-tab";
import { requireStaff } from "../features/staff.server";
import { consoleMeta, loadError } from "../kit/load-error";
import { appContext, listLeadAssignees, listLeadsForConsole } from "../server-context.server";
import type { Route } from "./+types/intranet.contatos";

export const meta = consoleMeta("Contatos");
export const ErrorBoundary = loadError("Erro ao buscar contatos", "Não foi possível carregar os contatos");

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  await requireStaff(request, app, "leads");
  const [leads, assignees] = await Promise.all([listLeadsForConsole(app.db), listLeadAssignees(app.db)]);
  const today = offerDay(new Date());
  // The menu's count follows this tab's writes (the console's layout is not reloaded by them).
  return { leads, assignees, today, overdueLeads: leads.filter((lead) => isLeadOverdue(lead, today)).length };
}

export default function LeadsRoute({ loaderData }: Route.ComponentProps) {
  return <LeadsTab leads={loaderData.leads} assignees={loaderData.assignees} today={loaderData.today} />;
}
