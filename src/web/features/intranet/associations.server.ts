import {
  listBusinessPlanCities,
  listBusinessPlans,
  listCities,
  listCitiesWithoutCep,
  listPlanCities,
  listPlans,
} from "../../server-context.server";
import { requireStaff } from "./staff.server";

type Context = Parameters<typeof requireStaff>[1] & { db: Parameters<typeof listCities>[0] };

/** An association tab's data: the associations, the plans to choose from and every city. */
export async function loadPlanCities(request: Request, context: Context) {
  await requireStaff(request, context, "catalogue");
  const [associations, plans, cities, withoutCep] = await Promise.all([
    listPlanCities(context.db),
    listPlans(context.db),
    listCities(context.db),
    listCitiesWithoutCep(context.db),
  ]);
  return { associations, plans, cities, withoutCep };
}

export async function loadBusinessPlanCities(request: Request, context: Context) {
  await requireStaff(request, context, "catalogue");
  const [associations, plans, cities, withoutCep] = await Promise.all([
    listBusinessPlanCities(context.db),
    listBusinessPlans(context.db),
    listCities(context.db),
    listCitiesWithoutCep(context.db),
  ]);
  return { associations, plans, cities, withoutCep };
}
