import { data } from "react-router";
import { auditFiltersSchema } from "../../domain/schemas";
import { HistoryTab } from "../features/history-tab";
import { requireStaff } from "../features/staff.server";
import { consoleMeta, loadError } from "../kit/load-error";
import { appContext, listAuditEntries } from "../server-context.server";
import type { Route } from "./+types/intranet.historico";

export const meta = consoleMeta("Histórico");
export const ErrorBoundary = loadError("Erro ao buscar histórico", "Não foi possível carregar o histórico");

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  await requireStaff(request, app, "history");
  const params = new URL(request.url).searchParams;
  const checked = auditFiltersSchema.safeParse({
    entity: params.get("entity") ?? undefined,
    actor: params.get("actor") ?? undefined,
    from: params.get("from") || undefined,
    to: params.get("to") || undefined,
  });
  if (!checked.success) {
    // The filters as typed cannot be searched for: the tab says why in place of the list.
    const refusal = {
      audit: null,
      filters: { entity: "", actor: "", from: "", to: "" },
      refusal: checked.error.issues[0]!.message,
    };
    return data(refusal, { status: 400 });
  }
  const filters = {
    entity: checked.data.entity ?? "",
    actor: checked.data.actor ?? "",
    from: checked.data.from ?? "",
    to: checked.data.to ?? "",
  };
  const page = Math.min(Math.max(Number.parseInt(params.get("page") ?? "1", 10) || 1, 1), 100_000);
  const audit = await listAuditEntries(app.db, {
    entity: filters.entity || undefined,
    actor: filters.actor || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    page,
    pageSize: 50,
  });
  return { audit, filters, refusal: null };
}

export default function HistoryRoute({ loaderData }: Route.ComponentProps) {
  return <HistoryTab {...loaderData} />;
}
