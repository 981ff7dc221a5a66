import { requireStaff } from "../features/staff.server";
import { TrashTab } from "../features/trash-tab";
import { consoleMeta, loadError } from "../kit/load-error";
import { appContext, listTrash } from "../server-context.server";
import type { Route } from "./+types/intranet.lixeira";

export const meta = consoleMeta("Lixeira");
export const ErrorBoundary = loadError("Erro ao buscar a lixeira", "Não foi possível carregar a lixeira");

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  await requireStaff(request, app, "history");
  return { items: await listTrash(app.db) };
}

export default function TrashRoute({ loaderData }: Route.ComponentProps) {
  return <TrashTab items={loaderData.items} />;
}
