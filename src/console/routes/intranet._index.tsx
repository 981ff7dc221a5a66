import { redirect } from "react-router";
import { requireStaff } from "../features/staff.server";
import { firstTabFor } from "../features/tabs";
import type { Route } from "./+types/intranet._index";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  throw redirect(firstTabFor(staff.user.role));
}
