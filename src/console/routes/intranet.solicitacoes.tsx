import { subscriberRequestFiltersSchema } from "../../domain/schemas";
import { requireStaff } from "../features/staff.server";
import { SubscriberRequestsTab } from "../features/subscriber-requests-tab";
import { consoleMeta, loadError } from "../kit/load-error";
import { appContext } from "../server-context.server";
import type { Route } from "./+types/intranet.solicitacoes";

export const meta = consoleMeta("Solicitações");
export const ErrorBoundary = loadError(
  "Erro ao buscar solicitações",
  "Não foi possível carregar as solicitações",
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  await requireStaff(request, app, "requests");
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = subscriberRequestFiltersSchema.safeParse({
    kind: query.tipo || undefined,
    state: query.situacao || undefined,
    cityId: query.cidade || undefined,
    from: query.de || undefined,
    to: query.ate || undefined,
  });
  const filters = parsed.success ? parsed.data : {};
  if (!app.subscriberRequestConsole) throw new Response("Not Found", { status: 404 });
  const [requests, cities] = await Promise.all([
    app.subscriberRequestConsole(filters),
    app.catalogue.activeCities(),
  ]);
  return {
    requests,
    filters: {
      tipo: query.tipo ?? "",
      situacao: query.situacao ?? "",
      cidade: query.cidade ?? "",
      de: query.de ?? "",
      ate: query.ate ?? "",
    },
    cities: cities.map((city) => ({ id: city.id, name: `${city.name} - ${city.state}` })),
  };
}

export default function SubscriberRequestsRoute({ loaderData }: Route.ComponentProps) {
  return <SubscriberRequestsTab {...loaderData} />;
}
