import { AccountTab } from "../features/account-tab";
import { requireStaff } from "../features/staff.server";
import { consoleMeta, loadError } from "../kit/load-error";
import { useSiteSettings } from "../root";
import { appContext, countBackupCodes, mustEnrolTwoFactor } from "../server-context.server";
import type { Route } from "./+types/intranet.conta";

// 'Minha conta': every role's, and the one page an administrador's session serves before the enrolment
// in two-factor sign-in (decision 0025).

export const meta = consoleMeta("Minha conta");
export const ErrorBoundary = loadError("Erro ao carregar sua conta", "Não foi possível carregar sua conta");

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const staff = await requireStaff(request, app, undefined, { enrolment: true });
  const { id, email, role, twoFactorEnabled } = staff.user;
  return {
    email,
    role,
    twoFactorEnabled,
    backupCodesLeft: twoFactorEnabled ? await countBackupCodes(app.auth, id) : null,
    mustEnrol: mustEnrolTwoFactor(staff),
  };
}

export default function AccountRoute({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const { mustEnrol, ...account } = loaderData;
  return <AccountTab account={{ ...account, issuer: settings.companyName }} mustEnrol={mustEnrol} />;
}
