import { and, asc, eq } from "drizzle-orm";
import type { PublicBusinessPlan } from "../../domain";
import type { Db } from "../db/client";
import { businessPlanCities, businessPlans, cities } from "../db/schema";
import { findStreamingIcons } from "./streaming-services";

/** Active business plans offered in an active city through an active link, by id (the order staff created them). */
export async function listBusinessPlansForCity(db: Db, cityId: number): Promise<PublicBusinessPlan[]> {
  const rows = await db
    .select({
      id: businessPlans.id,
      name: businessPlans.name,
      speed: businessPlans.speed,
      price: businessPlans.price,
      features: businessPlans.features,
      badge: businessPlans.badge,
      popular: businessPlans.popular,
      streamings: businessPlans.streamings,
      cameraCount: businessPlans.cameraCount,
    })
    .from(businessPlanCities)
    .innerJoin(businessPlans, eq(businessPlans.id, businessPlanCities.businessPlanId))
    .innerJoin(cities, eq(cities.id, businessPlanCities.cityId))
    .where(
      and(
        eq(businessPlanCities.cityId, cityId),
        eq(businessPlanCities.isActive, true),
        eq(businessPlans.isActive, true),
        eq(cities.isActive, true),
      ),
    )
    .orderBy(asc(businessPlans.id));

  const icons = await findStreamingIcons(
    db,
    rows.flatMap((row) => row.streamings),
  );
  return rows.map((row) => ({
    ...row,
    streamings: row.streamings.map((name) => ({ name, iconUrl: icons.get(name) ?? null })),
  }));
}
