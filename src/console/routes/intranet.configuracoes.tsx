import { ErpSection } from "../features/erp-section";
import { SettingsTab } from "../features/settings-tab";
import { requireStaff } from "../features/staff.server";
import { consoleMeta, loadError } from "../kit/load-error";
import { getAdminSiteSettings } from "../server-context.server";
import type { Route } from "./+types/intranet.configuracoes";

export const meta = consoleMeta("Configurações");
export const ErrorBoundary = loadError(
  "Erro ao buscar configurações",
  "Não foi possível carregar as configurações",
);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "settings");
  return {
    settings: await getAdminSiteSettings(context.db),
    erp: (await context.erpConsole?.()) ?? null,
  };
}

export default function SettingsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-8">
      <SettingsTab settings={loaderData.settings} />
      {loaderData.erp && <ErpSection erp={loaderData.erp} />}
    </div>
  );
}
