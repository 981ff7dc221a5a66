import { data, redirect } from "react-router";
import { redirectWithCookies, signOut } from "../features/auth/sign-in.server";
import { IntranetShell } from "../features/intranet/intranet-shell";
import { useSiteSettings } from "../root";
import { getStaffSession, listPlans } from "../server-context.server";
import type { Route } from "./+types/intranet";

export const meta: Route.MetaFunction = () => [{ title: "Intranet" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await getStaffSession(context.auth, request.headers);
  if (!staff) throw redirect("/auth");
  try {
    return { email: staff.user.email, plans: await listPlans(context.db) };
  } catch (error) {
    context.logger.error({ err: error }, "could not load plans for the console");
    return { email: staff.user.email, plans: null };
  }
}

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
      plans={loaderData.plans}
      signOutError={actionData?.signOutError}
    />
  );
}
