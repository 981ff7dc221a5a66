import { CoverageSection } from "../features/coverage-section";
import { ErpSection } from "../features/erp-section";
import { MarketingSection } from "../features/marketing-section";
import { SettingsTab } from "../features/settings-tab";
import { requireStaff } from "../features/staff.server";
import { consoleMeta, loadError } from "../kit/load-error";
import {
  appContext,
  coverageSettingsView,
  getAdminSiteSettings,
  getSavedMarketingSettings,
  listCities,
  listCoverageAreas,
  listRecentMarketingDeliveries,
} from "../server-context.server";
import type { Route } from "./+types/intranet.configuracoes";

export const meta = consoleMeta("Configurações");
export const ErrorBoundary = loadError(
  "Erro ao buscar configurações",
  "Não foi possível carregar as configurações",
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  await requireStaff(request, app, "settings");
  const [settings, cities] = await Promise.all([getAdminSiteSettings(app.db), listCities(app.db)]);
  // One Procon address per state the provider serves (its active cities' states), and any state that has
  // one saved from before.
  const states = [
    ...new Set([
      ...cities.filter((city) => city.isActive).map((city) => city.state),
      ...Object.keys(settings.proconUrls),
    ]),
  ].sort();
  const [coverageSettings, coverageAreas, marketing, deliveries] = await Promise.all([
    coverageSettingsView(app.db),
    listCoverageAreas(app.db),
    getSavedMarketingSettings(app.db),
    listRecentMarketingDeliveries(app.db),
  ]);
  return {
    settings,
    states,
    erp: (await app.erpConsole?.()) ?? null,
    coverage: { settings: coverageSettings, areas: coverageAreas },
    marketing,
    deliveries,
  };
}

/**
 * The page's index (issue 68): one long page of several screens, so its sections are a tap away. Links to
 * the sections' headings: no script, and the browser's history takes the jumps.
 */
function SettingsIndex({ erp }: { erp: boolean }) {
  const entries = [
    { href: "#tab-heading", label: "Dados da empresa" },
    ...(erp ? [{ href: "#erp-heading", label: "Sistema de gestão" }] : []),
    { href: "#coverage-heading", label: "Cobertura" },
    { href: "#coverage-areas-heading", label: "Áreas de cobertura" },
    { href: "#coverage-test-heading", label: "Testar um endereço" },
    { href: "#marketing-heading", label: "Marketing e avisos" },
  ];
  return (
    <nav
      aria-label="Seções de Configurações"
      className="rounded-lg border bg-background p-3 md:sticky md:top-0 md:z-10 md:shadow-sm"
      data-testid="settings-index"
    >
      <ul className="flex flex-wrap gap-2">
        {entries.map((entry) => (
          <li key={entry.href}>
            <a
              href={entry.href}
              className="inline-flex min-h-11 items-center rounded-md border px-3 text-sm font-medium hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none md:min-h-9"
            >
              {entry.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function SettingsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-8 [&_h2]:scroll-mt-20">
      <SettingsIndex erp={Boolean(loaderData.erp)} />
      <SettingsTab settings={loaderData.settings} states={loaderData.states} />
      {loaderData.erp && <ErpSection erp={loaderData.erp} />}
      <CoverageSection settings={loaderData.coverage.settings} areas={loaderData.coverage.areas} />
      <MarketingSection settings={loaderData.marketing} deliveries={loaderData.deliveries} />
    </div>
  );
}
