import { HistoryTab } from "../features/intranet/history-tab";
import { consoleMeta, loadError } from "../features/intranet/kit/load-error";
import { requireStaff } from "../features/intranet/staff.server";
import { listAuditEntries } from "../server-context.server";
import type { Route } from "./+types/intranet.historico";

export const meta = consoleMeta("Histórico");
export const ErrorBoundary = loadError("Erro ao buscar histórico", "Não foi possível carregar o histórico");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const params = new URL(request.url).searchParams;
  const filters = {
    entity: params.get("entity")?.slice(0, 60) ?? "",
    actor: params.get("actor")?.slice(0, 200) ?? "",
  };
  const page = Math.min(Math.max(Number.parseInt(params.get("page") ?? "1", 10) || 1, 1), 100_000);
  const audit = await listAuditEntries(context.db, {
    entity: filters.entity || undefined,
    actor: filters.actor || undefined,
    page,
    pageSize: 50,
  });
  return { audit, filters };
}

export default function HistoryRoute({ loaderData }: Route.ComponentProps) {
  return <HistoryTab audit={loaderData.audit} filters={loaderData.filters} />;
}
