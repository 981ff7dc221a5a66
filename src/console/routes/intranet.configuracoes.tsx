import { CoverageSection } from "../features/coverage-section";
import { ErpSection } from "../features/erp-section";
import { SettingsTab } from "../features/settings-tab";
import { requireStaff } from "../features/staff.server";
import { consoleMeta, loadError } from "../kit/load-error";
import {
  coverageSettingsView,
  getAdminSiteSettings,
  listCities,
  listCoverageAreas,
} from "../server-context.server";
import type { Route } from "./+types/intranet.configuracoes";

export const meta = consoleMeta("Configurações");
export const ErrorBoundary = loadError(
  "Erro ao buscar configurações",
  "Não foi possível carregar as configurações",
);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "settings");
  const [settings, cities] = await Promise.all([getAdminSiteSettings(context.db), listCities(context.db)]);
  // One Procon address per state the provider serves (its active cities' states), and any state that has
  // one saved from before.
  const states = [
    ...new Set([
      ...cities.filter((city) => city.isActive).map((city) => city.state),
      ...Object.keys(settings.proconUrls),
    ]),
  ].sort();
  const [coverageSettings, coverageAreas] = await Promise.all([
    coverageSettingsView(context.db),
    listCoverageAreas(context.db),
  ]);
  return {
    settings,
    states,
    erp: (await context.erpConsole?.()) ?? null,
    coverage: { settings: coverageSettings, areas: coverageAreas },
  };
}

export default function SettingsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-8">
      <SettingsTab settings={loaderData.settings} states={loaderData.states} />
      {loaderData.erp && <ErpSection erp={loaderData.erp} />}
      <CoverageSection settings={loaderData.coverage.settings} areas={loaderData.coverage.areas} />
    </div>
  );
}
