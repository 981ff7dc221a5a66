import type { OfferKind } from "../../domain";
import {
  countCitiesByPlan,
  currentOfferCodes,
  latestVersionNumbers,
  listCityPricesByPlan,
  listPlans,
  listStreamingServices,
} from "../server-context.server";
import { requireStaff } from "./staff.server";

type Context = Parameters<typeof requireStaff>[1] & { db: Parameters<typeof listPlans>[0] };

/**
 * A plans tab's data (Planos, Planos Empresariais): the kind's plans, each with the cities it is sold in
 * and its offer's code and next version, and the streaming services to choose from.
 */
export async function loadPlans<K extends OfferKind>(request: Request, context: Context, kind: K) {
  await requireStaff(request, context, "catalogue");
  const [plans, cityCounts, services, codes, versions, cityPrices] = await Promise.all([
    listPlans(context.db, kind),
    countCitiesByPlan(context.db, kind),
    listStreamingServices(context.db),
    currentOfferCodes(context.db, kind),
    latestVersionNumbers(context.db, kind),
    listCityPricesByPlan(context.db, kind),
  ]);
  return {
    plans: plans.map((plan) => ({
      ...plan,
      cityCount: cityCounts.get(plan.id) ?? 0,
      // Where the form's price applies, and the cities with a price of their own (decision 0040).
      planPriceCities: cityPrices.get(plan.id)?.planPriceCities ?? 0,
      cityPrices: cityPrices.get(plan.id)?.variants ?? [],
      offerCode: codes.get(plan.id) ?? null,
      nextVersion: (versions.get(plan.id) ?? 0) + 1,
    })),
    services: services.map(({ name, iconUrl, isActive }) => ({ name, iconUrl, isActive })),
  };
}
