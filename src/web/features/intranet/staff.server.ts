import { data, redirect } from "react-router";
import { type ConsoleArea, ROLE_FORBIDDEN_MESSAGE, roleCanUse } from "../../../domain";
import { getStaffSession } from "../../server-context.server";

/**
 * Every console loader calls this itself: a parent route's loader does not guard its children (they run
 * in parallel, and a tab's data request reaches only the tab's own loader). With an `area`, a staff member
 * whose role may not use it gets 403 and the tab's error boundary says so (decision 0022).
 */
export async function requireStaff(
  request: Request,
  context: { auth: Parameters<typeof getStaffSession>[0] },
  area?: ConsoleArea,
) {
  const staff = await getStaffSession(context.auth, request.headers);
  if (!staff) throw redirect("/auth");
  if (area && !roleCanUse(staff.user.role, area)) throw data(ROLE_FORBIDDEN_MESSAGE, { status: 403 });
  return staff;
}
