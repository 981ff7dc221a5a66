import { cityCountText, groupByState, statesSummary } from "../features/coverage/coverage";
import { CoverageList } from "../features/coverage/coverage-list";
import { pageMeta } from "../lib/page-meta";
import { listActiveCities } from "../server-context.server";
import type { Route } from "./+types/coverage-map";

export async function loader({ context }: Route.LoaderArgs) {
  return { cities: await listActiveCities(context) };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Mapa de cobertura",
    description:
      "Veja as cidades onde há internet fibra, por estado, e os planos disponíveis em cada uma delas.",
  });

export default function CoverageMap({ loaderData }: Route.ComponentProps) {
  const { cities } = loaderData;
  const groups = groupByState(cities);
  const states = groups.length;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-extrabold md:text-4xl">Mapa de cobertura</h1>
        <p className="max-w-3xl text-lg text-muted-foreground">
          Atendemos {cityCountText(cities.length)} em {states === 1 ? "1 estado" : `${states} estados`}
          {states > 1 ? `: ${statesSummary(groups)}` : ""}. Escolha a sua cidade para ver os planos de
          internet, câmeras e empresas disponíveis nela.
        </p>
      </header>
      <CoverageList cities={cities} />
    </div>
  );
}
