import { CitiesTab } from "../features/cities-tab";
import { requireStaff } from "../features/staff.server";
import { consoleMeta, loadError } from "../kit/load-error";
import { appContext, listCepRangesByCity, listCities } from "../server-context.server";
import type { Route } from "./+types/intranet.cidades";

export const meta = consoleMeta("Cidades");
export const ErrorBoundary = loadError("Erro ao buscar cidades", "Não foi possível carregar as cidades");

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  await requireStaff(request, app, "catalogue");
  const [cities, cepRanges] = await Promise.all([listCities(app.db), listCepRangesByCity(app.db)]);
  return { cities, cepRanges };
}

export default function CitiesRoute({ loaderData }: Route.ComponentProps) {
  return <CitiesTab cities={loaderData.cities} cepRanges={loaderData.cepRanges} />;
}
