import { Outlet, redirect } from "react-router";
import { offerDay, roleCanUse } from "../../domain";
import { IntranetShell } from "../features/intranet-shell";
import { TabLoadError } from "../kit/load-error";
import { useSiteSettings } from "../root";
import {
  appContext,
  countNewSignUps,
  countOverdueLeads,
  getStaffSession,
  mustEnrolTwoFactor,
} from "../server-context.server";
import type { Route } from "./+types/intranet";

export const meta: Route.MetaFunction = () => [{ title: "Intranet" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const staff = await getStaffSession(app.auth, request.headers);
  if (!staff) throw redirect("/auth");
  const mustEnrol = mustEnrolTwoFactor(staff);
  const overdueLeads =
    !mustEnrol && roleCanUse(staff.user.role, "leads")
      ? await countOverdueLeads(app.db, offerDay(new Date()))
      : 0;
  // Issue 68: 'Contratações (N novas)', as Contatos counts its late call-backs.
  const newSignUps = !mustEnrol && roleCanUse(staff.user.role, "signups") ? await countNewSignUps(app.db) : 0;
  return { email: staff.user.email, role: staff.user.role, mustEnrol, overdueLeads, newSignUps };
}

// The shell's data (the e-mail and role) does not change with a tab's writes: only the tab reloads. Each tab's
// loader checks the session itself, so a tab change after a sign-out still ends on /auth. An enrolment in
// two-factor sign-in that opens the console ends with a new document ('Minha conta').
export const shouldRevalidate = () => false;

export default function Intranet({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  return (
    <IntranetShell
      email={loaderData.email}
      role={loaderData.role}
      mustEnrol={loaderData.mustEnrol}
      companyName={settings.companyName}
      overdueLeads={loaderData.overdueLeads}
      newSignUps={loaderData.newSignUps}
    >
      <Outlet />
    </IntranetShell>
  );
}

export function ErrorBoundary() {
  return (
    <main className="mx-auto max-w-xl p-6">
      <h1 className="mb-4 text-xl font-bold">Intranet</h1>
      <TabLoadError title="Erro ao carregar o painel" message="Não foi possível carregar o painel" />
    </main>
  );
}
