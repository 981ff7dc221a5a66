import { ReferralsTab } from "../features/referrals-tab";
import { requireStaff } from "../features/staff.server";
import { consoleMeta, loadError } from "../kit/load-error";
import { appContext, listReferralsForConsole } from "../server-context.server";
import type { Route } from "./+types/intranet.indicacoes";

export const meta = consoleMeta("Indicações");
export const ErrorBoundary = loadError(
  "Erro ao buscar indicações",
  "Não foi possível carregar as indicações",
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  await requireStaff(request, app, "referrals");
  return { referrals: await listReferralsForConsole(app.db) };
}

export default function ReferralsRoute({ loaderData }: Route.ComponentProps) {
  return <ReferralsTab referrals={loaderData.referrals} />;
}
