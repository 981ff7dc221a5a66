import { redirect } from "react-router";
import { getStaffSession } from "../../server-context.server";

/**
 * Every console loader calls this itself: a parent route's loader does not guard its children (they run
 * in parallel, and a tab's data request reaches only the tab's own loader).
 */
export async function requireStaff(
  request: Request,
  context: { auth: Parameters<typeof getStaffSession>[0] },
) {
  const staff = await getStaffSession(context.auth, request.headers);
  if (!staff) throw redirect("/auth");
  return staff;
}
