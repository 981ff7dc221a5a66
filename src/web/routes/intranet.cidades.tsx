import { CitiesTab } from "../features/intranet/cities-tab";
import { consoleMeta, loadError } from "../features/intranet/kit/load-error";
import { requireStaff } from "../features/intranet/staff.server";
import { listCities } from "../server-context.server";
import type { Route } from "./+types/intranet.cidades";

export const meta = consoleMeta("Cidades");
export const ErrorBoundary = loadError("Erro ao buscar cidades", "Não foi possível carregar as cidades");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "catalogue");
  return { cities: await listCities(context.db) };
}

export default function CitiesRoute({ loaderData }: Route.ComponentProps) {
  return <CitiesTab cities={loaderData.cities} />;
}
