import { redirect } from "react-router";
import { requireStaff } from "../features/staff.server";
import { firstTabFor } from "../features/tabs";
import { appContext } from "../server-context.server";
import type { Route } from "./+types/intranet._index";

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const staff = await requireStaff(request, app);
  throw redirect(firstTabFor(staff.user.role));
}
