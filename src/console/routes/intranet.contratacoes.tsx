import { signUpFiltersSchema } from "../../domain/schemas";
import { InstallSchedulesSection } from "../features/install-schedules-section";
import { SignUpsTab } from "../features/sign-ups-tab";
import { requireStaff } from "../features/staff.server";
import { consoleMeta, loadError } from "../kit/load-error";
import { appContext, countNewSignUps, listInstallSchedules, listPlans } from "../server-context.server";
import type { Route } from "./+types/intranet.contratacoes";

export const meta = consoleMeta("Contratações");
export const ErrorBoundary = loadError(
  "Erro ao buscar contratações",
  "Não foi possível carregar as contratações",
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  await requireStaff(request, app, "signups");
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = signUpFiltersSchema.safeParse({
    cityId: query.cidade || undefined,
    planId: query.plano || undefined,
    from: query.de || undefined,
    to: query.ate || undefined,
  });
  const filters = parsed.success ? parsed.data : {};
  if (!app.signUpConsole) throw new Response("Not Found", { status: 404 });
  const [list, cities, plans, newCount, schedules] = await Promise.all([
    app.signUpConsole(filters),
    app.catalogue.activeCities(),
    listPlans(app.db, "plan"),
    countNewSignUps(app.db),
    listInstallSchedules(app.db),
  ]);
  return {
    ...list,
    newCount,
    filters: {
      cidade: query.cidade ?? "",
      plano: query.plano ?? "",
      de: query.de ?? "",
      ate: query.ate ?? "",
    },
    cities: cities.map((city) => ({ id: city.id, name: `${city.name} - ${city.state}` })),
    plans: plans.map((plan) => ({ id: plan.id, name: plan.name })),
    schedules,
  };
}

export default function SignUpsRoute({ loaderData }: Route.ComponentProps) {
  const { schedules, ...list } = loaderData;
  return (
    <>
      <SignUpsTab {...list} />
      <InstallSchedulesSection cities={list.cities} schedules={schedules} />
    </>
  );
}
