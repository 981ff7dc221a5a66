import { PagesTab } from "../features/pages-tab";
import { requireStaff } from "../features/staff.server";
import { consoleMeta, loadError } from "../kit/load-error";
import { appContext, listPages } from "../server-context.server";
import type { Route } from "./+types/intranet.paginas";

export const meta = consoleMeta("Páginas");
export const ErrorBoundary = loadError(
  "Erro ao buscar páginas",
  "Não foi possível carregar as páginas do site",
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  await requireStaff(request, app, "marketing");
  return { pages: await listPages(app.db) };
}

export default function PagesRoute({ loaderData }: Route.ComponentProps) {
  return <PagesTab pages={loaderData.pages} />;
}
