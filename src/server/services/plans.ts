import { and, asc, eq } from "drizzle-orm";
import type { AdminPlan, PlanType, PublicPlan } from "../../domain";
import type { PlanInput } from "../../domain/schemas";
import type { Db } from "../db/client";
import { cities, planCities, plans } from "../db/schema";
import { findStreamingIcons } from "./streaming-services";

type PlanRow = typeof plans.$inferSelect;

function toAdminPlan(row: PlanRow): AdminPlan {
  return {
    id: row.id,
    name: row.name,
    speed: row.speed,
    price: row.price,
    type: row.type as PlanType,
    streamings: row.streamings,
    cameraCount: row.cameraCount,
    badge: row.badge,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Active plans offered in an active city, with each streaming's icon; the client sorts and splits them. */
export async function listPlansForCity(db: Db, cityId: number): Promise<PublicPlan[]> {
  const rows = await db
    .select({
      id: plans.id,
      name: plans.name,
      speed: plans.speed,
      price: plans.price,
      type: plans.type,
      streamings: plans.streamings,
      cameraCount: plans.cameraCount,
      badge: plans.badge,
    })
    .from(planCities)
    .innerJoin(plans, eq(plans.id, planCities.planId))
    .innerJoin(cities, eq(cities.id, planCities.cityId))
    .where(
      and(
        eq(planCities.cityId, cityId),
        eq(planCities.isActive, true),
        eq(plans.isActive, true),
        eq(cities.isActive, true),
      ),
    )
    .orderBy(asc(plans.price), asc(plans.id));

  const icons = await findStreamingIcons(
    db,
    rows.flatMap((row) => row.streamings),
  );
  return rows.map((row) => ({
    ...row,
    type: row.type as PlanType,
    streamings: row.streamings.map((name) => ({ name, iconUrl: icons.get(name) ?? null })),
  }));
}

export async function listPlans(db: Db): Promise<AdminPlan[]> {
  const rows = await db.select().from(plans).orderBy(asc(plans.id));
  return rows.map(toAdminPlan);
}

export async function createPlan(db: Db, input: PlanInput): Promise<AdminPlan> {
  const [row] = await db
    .insert(plans)
    .values({ ...input, isActive: true })
    .returning();
  return toAdminPlan(row!);
}

export async function updatePlan(db: Db, id: number, input: PlanInput): Promise<AdminPlan | undefined> {
  const [row] = await db.update(plans).set(input).where(eq(plans.id, id)).returning();
  return row && toAdminPlan(row);
}

export async function setPlanActive(db: Db, id: number, isActive: boolean): Promise<AdminPlan | undefined> {
  const [row] = await db.update(plans).set({ isActive }).where(eq(plans.id, id)).returning();
  return row && toAdminPlan(row);
}

export async function deletePlan(db: Db, id: number): Promise<boolean> {
  const deleted = await db.delete(plans).where(eq(plans.id, id)).returning({ id: plans.id });
  return deleted.length > 0;
}
