import { requireStaff } from "../features/staff.server";
import { TeamTab } from "../features/team-tab";
import { consoleMeta, loadError } from "../kit/load-error";
import { appContext, listCities, listStaffMembers } from "../server-context.server";
import type { Route } from "./+types/intranet.equipe";

export const meta = consoleMeta("Equipe");
export const ErrorBoundary = loadError("Erro ao buscar a equipe", "Não foi possível carregar a equipe");

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const staff = await requireStaff(request, app, "team");
  const [members, cities] = await Promise.all([listStaffMembers(app.db), listCities(app.db)]);
  return {
    staff: members,
    me: staff.user.id,
    // For a seller's 'Avisos': the cities whose leads they take.
    cities: cities
      .map((city) => ({ id: city.id, name: city.name, state: city.state }))
      .sort((a, b) => a.name.localeCompare(b.name, "pt-BR")),
  };
}

export default function TeamRoute({ loaderData }: Route.ComponentProps) {
  return <TeamTab staff={loaderData.staff} me={loaderData.me} cities={loaderData.cities} />;
}
