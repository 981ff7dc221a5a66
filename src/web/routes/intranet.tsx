import { data, Outlet, redirect, type ShouldRevalidateFunction } from "react-router";
import { redirectWithCookies, signOut } from "../features/auth/sign-in.server";
import { IntranetShell } from "../features/intranet/intranet-shell";
import { TabLoadError } from "../features/intranet/kit/load-error";
import { useSiteSettings } from "../root";
import { getStaffSession } from "../server-context.server";
import type { Route } from "./+types/intranet";

export const meta: Route.MetaFunction = () => [{ title: "Intranet" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await getStaffSession(context.auth, request.headers);
  if (!staff) throw redirect("/auth");
  return { email: staff.user.email };
}

// The shell's data (the e-mail) does not change with a tab's writes: only the tab reloads.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction === "/intranet" && defaultShouldRevalidate;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => undefined);
  if (form?.get("intent") !== "sign-out")
    return data({ signOutError: "Ação desconhecida." }, { status: 400 });
  const cookies = await signOut(request, context);
  if (!cookies) return data({ signOutError: "Não foi possível encerrar a sessão." }, { status: 500 });
  return redirectWithCookies("/auth", cookies);
}

export default function Intranet({ loaderData, actionData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  return (
    <IntranetShell
      email={loaderData.email}
      companyName={settings?.companyName ?? "Vitrine"}
      signOutError={actionData?.signOutError}
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
