import { data, redirect } from "react-router";
import { ACCOUNT_PAGE_PATH, type ConsoleArea, ROLE_FORBIDDEN_MESSAGE, roleCanUse } from "../../domain";
import { getStaffSession, mustEnrolTwoFactor } from "../server-context.server";

/**
 * Every console loader calls this itself: a parent route's loader does not guard its children (they run
 * in parallel, and a tab's data request reaches only the tab's own loader). With an `area`, a staff member
 * whose role may not use it gets 403 and the tab's error boundary says so (decision 0022). An administrador
 * who has not enrolled two-factor sign-in yet is taken to 'Minha conta', the one page their session
 * serves until then (decision 0025); that page asks with `enrolment: true`.
 */
export async function requireStaff(
  request: Request,
  context: { auth: Parameters<typeof getStaffSession>[0] },
  area?: ConsoleArea,
  { enrolment = false }: { enrolment?: boolean } = {},
) {
  const staff = await getStaffSession(context.auth, request.headers);
  if (!staff) throw redirect("/auth");
  if (!enrolment && mustEnrolTwoFactor(staff)) throw redirect(ACCOUNT_PAGE_PATH);
  if (area && !roleCanUse(staff.user.role, area)) throw data(ROLE_FORBIDDEN_MESSAGE, { status: 403 });
  return staff;
}
