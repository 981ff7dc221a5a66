import { requireStaff } from "../features/staff.server";
import { TeamTab } from "../features/team-tab";
import { consoleMeta, loadError } from "../kit/load-error";
import { listStaffMembers } from "../server-context.server";
import type { Route } from "./+types/intranet.equipe";

export const meta = consoleMeta("Equipe");
export const ErrorBoundary = loadError("Erro ao buscar a equipe", "Não foi possível carregar a equipe");

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "team");
  return { staff: await listStaffMembers(context.db), me: staff.user.id };
}

export default function TeamRoute({ loaderData }: Route.ComponentProps) {
  return <TeamTab staff={loaderData.staff} me={loaderData.me} />;
}
