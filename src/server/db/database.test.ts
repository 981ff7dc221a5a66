import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMPTY_SITE_SETTINGS, formatPrice } from "../../domain";
import { getSiteSettings } from "../services/site-settings";
import { createTestServer, type TestServer } from "../testing/test-server";
import { businessPlanRow, planRow } from "./factories";
import {
  bannerSettings,
  banners,
  businessPlanCities,
  businessPlans,
  cities,
  cityCepRanges,
  planCities,
  plans,
  siteSettings,
  streamingBanners,
  streamingServices,
} from "./schema";
import { ensureSettingsRows, seedDemoData } from "./seed";
import { DEMO_BANNERS, DEMO_CITIES, DEMO_PLANS } from "./seed-data";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const tables = {
  cities,
  cityCepRanges,
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
  it("fills every entity: all 78 municipalities of Espírito Santo and 18 of Minas Gerais, and one town not yet served", async () => {
    const seeded = await counts();
    for (const [name, n] of Object.entries(seeded)) expect(n, name).toBeGreaterThan(0);
    expect(seeded.streamingServices).toBe(20);
    const active = await server.database.db.select().from(cities).where(eq(cities.isActive, true));
    expect(active.filter((city) => city.state === "ES")).toHaveLength(78);
    expect(active.filter((city) => city.state === "MG")).toHaveLength(18);
    const inactive = await server.database.db.select().from(cities).where(eq(cities.isActive, false));
    expect(inactive.map((city) => city.name)).toEqual(["Pocrane"]);
    expect(seeded.cityCepRanges).toBe(DEMO_CITIES.length);
  });

  it("names real, distinct municipalities whose CEP ranges do not overlap, and banners that sell demo plans", () => {
    const keys = DEMO_CITIES.map(([name, state]) => `${name}/${state}`);
    expect(new Set(keys).size).toBe(keys.length);
    const ranges = DEMO_CITIES.flatMap(([name, , , list]) =>
      list.map(([start, end]) => ({ name, start, end })),
    );
    for (const range of ranges) expect(range.start <= range.end, range.name).toBe(true);
    const sorted = [...ranges].sort((a, b) => a.start - b.start);
    for (let i = 1; i < sorted.length; i++)
      expect(sorted[i]!.start > sorted[i - 1]!.end, `${sorted[i - 1]!.name} / ${sorted[i]!.name}`).toBe(true);
    // Espírito Santo's CEPs are 29000-000 to 29999-999, Minas Gerais's 30000-000 to 39999-999.
    for (const [name, state, , list] of DEMO_CITIES)
      for (const [start, end] of list)
        expect(
          state === "ES" ? start >= 29e6 && end <= 29999999 : start >= 30e6 && end <= 39999999,
          name,
        ).toBe(true);
    const planNames = new Set(DEMO_PLANS.map((plan) => plan.name));
    for (const banner of DEMO_BANNERS) expect(planNames.has(banner.planName), banner.planName).toBe(true);
  });

  it("gives every demo banner its plan, at the price a buyer pays first (the promotional one while it lasts)", async () => {
    const { banners: shown } = await server.catalogue.homeBanners();
    expect(shown).toHaveLength(DEMO_BANNERS.length);
    for (const [index, banner] of DEMO_BANNERS.entries()) {
      const plan = DEMO_PLANS.find((item) => item.name === banner.planName)!;
      expect(shown[index]!.offer).toMatchObject({
        planName: plan.name,
        price: formatPrice(plan.promoPrice ?? plan.price).replace(" ", "\u00a0"),
      });
    }
  });

  it("shows the number of active cities as the home figure, and follows a city switched off", async () => {
    expect(await server.catalogue.siteSettings()).toMatchObject({
      statCitiesValue: "96",
      statCitiesLabel: "cidades com cobertura",
    });
    // The settings row has no such figure: it is counted, never typed.
    expect(await getSiteSettings(server.database.db)).not.toHaveProperty("statCitiesValue");
    await server.database.db.update(cities).set({ isActive: false }).where(eq(cities.name, "Apiacá"));
    await server.announce({ entities: ["cities"] });
    expect((await server.catalogue.siteSettings()).statCitiesValue).toBe("95");
    await server.database.db.update(cities).set({ isActive: true }).where(eq(cities.name, "Apiacá"));
    await server.announce({ entities: ["cities"] });
  });

  it("lists the streaming services the active plans include", async () => {
    const included = await server.catalogue.includedStreamings();
    const named = new Set(DEMO_PLANS.flatMap((plan) => plan.streamings ?? []));
    expect(new Set(included)).toEqual(named);
    expect(included).not.toContain("Netflix");
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

  it("refuses two CEP ranges that overlap, even of two cities", async () => {
    const [vitoria] = await db().select().from(cities).where(eq(cities.name, "Vitória"));
    const [serra] = await db().select().from(cities).where(eq(cities.name, "Serra"));
    expect(
      await failure(
        db().insert(cityCepRanges).values({ cityId: serra!.id, cepStart: 29099999, cepEnd: 29099999 }),
      ),
    ).toMatch(/city_cep_ranges_no_overlap/);
    expect(
      await failure(
        db().insert(cityCepRanges).values({ cityId: vitoria!.id, cepStart: 29000000, cepEnd: 29000001 }),
      ),
    ).toMatch(/city_cep_ranges_no_overlap/);
    expect(
      await failure(
        db().insert(cityCepRanges).values({ cityId: vitoria!.id, cepStart: 29000000, cepEnd: 28999999 }),
      ),
    ).toMatch(/city_cep_ranges_bounds/);
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
      expect(await getSiteSettings(bare.database.db)).toEqual({
        ...EMPTY_SITE_SETTINGS,
        statCitiesValue: undefined,
      });
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
