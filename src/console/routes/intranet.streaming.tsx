import { requireStaff } from "../features/staff.server";
import { StreamingTab } from "../features/streaming-tab";
import { consoleMeta, loadError } from "../kit/load-error";
import { appContext, listStreamingServices } from "../server-context.server";
import type { Route } from "./+types/intranet.streaming";

export const meta = consoleMeta("Streaming");
export const ErrorBoundary = loadError(
  "Erro ao buscar serviços de streaming",
  "Não foi possível carregar os serviços de streaming",
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  await requireStaff(request, app, "catalogue");
  return { services: await listStreamingServices(app.db) };
}

export default function StreamingRoute({ loaderData }: Route.ComponentProps) {
  return <StreamingTab services={loaderData.services} />;
}
