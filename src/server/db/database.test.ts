import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMPTY_SITE_SETTINGS, getSiteSettings } from "../services/site-settings";
import { createTestServer, type TestServer } from "../testing/test-server";
import { businessPlanRow, planRow } from "./factories";
import {
  bannerSettings,
  banners,
  businessPlanCities,
  businessPlans,
  cities,
  planCities,
  plans,
  siteSettings,
  streamingBanners,
  streamingServices,
} from "./schema";
import { ensureSettingsRows, seedDemoData } from "./seed";
import { DEMO_CITIES } from "./seed-data";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const tables = {
  cities,
  plans,
  planCities,
  banners,
  bannerSettings,
  streamingBanners,
  streamingServices,
  businessPlans,
  businessPlanCities,
  siteSettings,
};

async function counts() {
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await server.database.db.select({ n: count() }).from(table);
    result[name] = row!.n;
  }
  return result;
}

/** Postgres's error for a failed insert, whichever driver raised it. */
async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return `${(error as Error).message} ${cause?.message ?? ""}`;
  }
  throw new Error("expected the database to refuse this write");
}

describe("demo data", () => {
  it("fills every entity, with 18 municipalities of the neighbouring state and a few inactive cities", async () => {
    const seeded = await counts();
    for (const [name, n] of Object.entries(seeded)) expect(n, name).toBeGreaterThan(0);
    expect(seeded.streamingServices).toBe(20);
    expect(DEMO_CITIES.filter(([, state]) => state === "MG")).toHaveLength(18);
    const inactive = await server.database.db.select().from(cities).where(eq(cities.isActive, false));
    expect(inactive.length).toBeGreaterThanOrEqual(2);
  });

  it("is idempotent", async () => {
    const before = await counts();
    await seedDemoData(server.database);
    await seedDemoData(server.database);
    expect(await counts()).toEqual(before);
  });
});

describe("database rules", () => {
  const { db } = { db: () => server.database.db };
  const plan = planRow({ name: "Plano Teste" });
  /** A value the column's TypeScript type already refuses: the database must refuse it too. */
  const outsideTheType = (value: string) => value as never;

  it("keeps camera_count within 0 to 5", async () => {
    expect(
      await failure(
        db()
          .insert(plans)
          .values({ ...plan, cameraCount: 6 }),
      ),
    ).toMatch(/plans_camera_count_range/);
    expect(
      await failure(
        db()
          .insert(plans)
          .values({ ...plan, cameraCount: -1 }),
      ),
    ).toMatch(/plans_camera_count_range/);
  });

  it("refuses negative prices and unknown plan types", async () => {
    expect(
      await failure(
        db()
          .insert(plans)
          .values({ ...plan, price: -0.01 }),
      ),
    ).toMatch(/plans_price_non_negative/);
    expect(
      await failure(
        db()
          .insert(plans)
          .values({ ...plan, type: outsideTheType("TV") }),
      ),
    ).toMatch(/plans_type_known/);
  });

  it("keeps one row per plan and city, and per business plan and city", async () => {
    const [link] = await db().select().from(planCities).limit(1);
    expect(
      await failure(db().insert(planCities).values({ planId: link!.planId, cityId: link!.cityId })),
    ).toMatch(/plan_cities_plan_city_unique/);
    const [businessLink] = await db().select().from(businessPlanCities).limit(1);
    expect(
      await failure(
        db()
          .insert(businessPlanCities)
          .values({ businessPlanId: businessLink!.businessPlanId, cityId: businessLink!.cityId }),
      ),
    ).toMatch(/business_plan_cities_plan_city_unique/);
  });

  it("keeps streaming service names unique", async () => {
    expect(await failure(db().insert(streamingServices).values({ name: "Max", nameKey: "max" }))).toMatch(
      /streaming_services_name_key_unique/,
    );
  });

  it("refuses links to plans or cities that do not exist", async () => {
    expect(await failure(db().insert(planCities).values({ planId: 999_999, cityId: 999_999 }))).toMatch(
      /foreign key/i,
    );
  });

  it("removes a deleted plan's city links with it", async () => {
    const [created] = await db().insert(plans).values(plan).returning();
    const [city] = await db().select().from(cities).limit(1);
    await db().insert(planCities).values({ planId: created!.id, cityId: city!.id });
    await db().delete(plans).where(eq(plans.id, created!.id));
    expect(await db().select().from(planCities).where(eq(planCities.planId, created!.id))).toEqual([]);
  });

  it("fixes the business plan type to empresarial", async () => {
    expect(
      await failure(
        db()
          .insert(businessPlans)
          .values(businessPlanRow({ type: outsideTheType("outro") })),
      ),
    ).toMatch(/business_plans_type_fixed/);
  });
});

describe("site settings", () => {
  it("start empty on an install without demo data, and demo seeding never overwrites them", async () => {
    const bare = await createTestServer({ seed: false });
    try {
      await ensureSettingsRows(bare.database.db);
      expect(await getSiteSettings(bare.database.db)).toEqual(EMPTY_SITE_SETTINGS);
      await seedDemoData(bare.database);
      expect((await getSiteSettings(bare.database.db)).companyName).toBe(EMPTY_SITE_SETTINGS.companyName);
    } finally {
      await bare.close();
    }
  });

  it("hold the demo provider's contacts after demo seeding", async () => {
    const settings = await getSiteSettings(server.database.db);
    expect(settings).toMatchObject({ companyName: "Rede Ipê Telecom", whatsappNumber: "5527999990000" });
  });
});
