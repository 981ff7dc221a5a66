import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicCity, PublicPlan } from "../../../domain";
import { cities, planCities, plans } from "../../db/schema";
import { createTestServer, type TestServer } from "../../testing/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

async function cityId(name: string): Promise<number> {
  const [row] = await server.database.db.select({ id: cities.id }).from(cities).where(eq(cities.name, name));
  return row!.id;
}

async function plansFor(name: string): Promise<PublicPlan[]> {
  const response = await server.app.request(`/api/cities/${await cityId(name)}/plans`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { plans: PublicPlan[] }).plans;
}

describe("GET /api/health", () => {
  it("reports the database as up", async () => {
    const response = await server.app.request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", database: { up: true } });
  });
});

describe("GET /api/cities", () => {
  it("lists only active cities, by name", async () => {
    const response = await server.app.request("/api/cities");
    const body = (await response.json()) as { cities: PublicCity[] };
    const names = body.cities.map((city) => city.name);
    expect(names).toContain("Vitória");
    expect(names).toContain("Aimorés");
    expect(names).not.toContain("Pocrane");
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "pt-BR")));
    expect(Object.keys(body.cities[0]!).sort()).toEqual(["id", "name", "state"]);
  });
});

describe("GET /api/cities/:id/plans", () => {
  it("returns the city's active plans with streaming icons in one response", async () => {
    const found = await plansFor("Vitória");
    expect(found.length).toBeGreaterThan(5);
    const fibra500 = found.find((plan) => plan.name === "Fibra 500 Mega")!;
    expect(fibra500).toMatchObject({
      speed: "500 Mega",
      downloadMbps: 500,
      uploadMbps: 250,
      price: 99.9,
      promoPrice: 79.9,
      promoMonths: 3,
      equipment: "Roteador Wi-Fi 6 em comodato",
      offerCode: expect.stringMatching(/^RIT-P\d+-V1$/),
      type: "Internet",
      cameraCount: 0,
      badge: null,
    });
    expect(fibra500.streamings).toEqual([
      { name: "Looke", iconUrl: "/images/streaming/looke.svg" },
      { name: "Max", iconUrl: "/images/streaming/max.svg" },
    ]);
  });

  it("offers a neighbouring-state city only the plans linked to it", async () => {
    const names = (await plansFor("Aimorés")).map((plan) => plan.name);
    expect(names).toContain("Fibra 350 Mega");
    expect(names).not.toContain("Fibra 1 Giga");
  });

  it("leaves out inactive plans and inactive links", async () => {
    const { db } = server.database;
    const vitoria = await cityId("Vitória");
    const [plan350] = await db.select().from(plans).where(eq(plans.name, "Fibra 350 Mega"));
    const [plan500] = await db.select().from(plans).where(eq(plans.name, "Fibra 500 Mega"));
    await db.update(plans).set({ isActive: false }).where(eq(plans.id, plan350!.id));
    await db
      .update(planCities)
      .set({ isActive: false })
      .where(and(eq(planCities.planId, plan500!.id), eq(planCities.cityId, vitoria)));
    // Written behind the console's back: say so, as a CLI or job would.
    await server.announce({ entities: ["cities", "plans", "plan_cities"] });

    const names = (await plansFor("Vitória")).map((plan) => plan.name);
    expect(names).not.toContain("Fibra 350 Mega");
    expect(names).not.toContain("Fibra 500 Mega");
    expect((await plansFor("Serra")).map((plan) => plan.name)).toContain("Fibra 500 Mega");

    await db.update(plans).set({ isActive: true }).where(eq(plans.id, plan350!.id));
    await server.announce({ entities: ["cities", "plans", "plan_cities"] });
  });

  it("shows no icon for a streaming that is not a registered service", async () => {
    const combo = (await plansFor("Vitória")).find((plan) => plan.name === "Combo 750 Mega + Streaming")!;
    expect(combo.streamings.map((s) => s.name)).toEqual(["Max", "Looke", "Paramount+"]);
    const { db } = server.database;
    await db
      .update(plans)
      .set({ streamings: ["Canal Local"] })
      .where(eq(plans.name, "Combo 750 Mega + Streaming"));
    await server.announce({ entities: ["cities", "plans", "plan_cities"] });
    const edited = (await plansFor("Vitória")).find((plan) => plan.name === "Combo 750 Mega + Streaming")!;
    expect(edited.streamings).toEqual([{ name: "Canal Local", iconUrl: null }]);
  });

  it("answers 404 for an inactive, unknown or malformed city", async () => {
    for (const id of [String(await cityId("Pocrane")), "999999", "abc", "-1"]) {
      const response = await server.app.request(`/api/cities/${id}/plans`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: "city_not_found", message: "Cidade não encontrada." },
      });
    }
  });

  it("answers unknown API paths with the API's error shape", async () => {
    const response = await server.app.request("/api/nada");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: "not_found" } });
  });
});
