import type { OfferKind } from "../../domain";
import { listCities, listCitiesWithoutCep, listPlanCities, listPlans } from "../server-context.server";
import { requireStaff } from "./staff.server";

type Context = Parameters<typeof requireStaff>[1] & { db: Parameters<typeof listCities>[0] };

/** An association tab's data: a kind's associations, its plans to choose from and every city. */
export async function loadPlanCities<K extends OfferKind>(request: Request, context: Context, kind: K) {
  await requireStaff(request, context, "catalogue");
  const [associations, plans, cities, withoutCep] = await Promise.all([
    listPlanCities(context.db, kind),
    listPlans(context.db, kind),
    listCities(context.db),
    listCitiesWithoutCep(context.db),
  ]);
  return { associations, plans, cities, withoutCep };
}
