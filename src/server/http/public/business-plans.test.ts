import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicBusinessPlan } from "../../../domain";
import { businessPlanCities, businessPlans, cities } from "../../db/schema";
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

async function businessPlansFor(name: string): Promise<PublicBusinessPlan[]> {
  const response = await server.app.request(`/api/cities/${await cityId(name)}/business-plans`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { plans: PublicBusinessPlan[] }).plans;
}

describe("GET /api/cities/:id/business-plans", () => {
  it("returns the city's active business plans in creation order", async () => {
    const found = await businessPlansFor("Vitória");
    expect(found.map((plan) => plan.name)).toEqual([
      "Empresa 500 Mega",
      "Empresa 750 Mega",
      "Empresa 1 Giga",
    ]);
    expect(found[1]).toEqual({
      id: expect.any(Number),
      name: "Empresa 750 Mega",
      speed: "750 Mega",
      downloadMbps: 750,
      uploadMbps: 750,
      price: 199.9,
      promoPrice: null,
      promoMonths: null,
      installationFee: 0,
      loyaltyMonths: 24,
      equipment: "Roteador Wi-Fi 6 empresarial em comodato",
      offerCode: expect.stringMatching(/^RIT-E\d+-V1$/),
      features: ["Suporte 24/7", "IP público fixo", "Wi-Fi 6 incluso", "SLA de 8h"],
      badge: "MAIS CONTRATADO",
      popular: true,
      streamings: [],
      cameraCount: 0,
    });
  });

  it("offers a neighbouring-state city only the business plans linked to it", async () => {
    const names = (await businessPlansFor("Aimorés")).map((plan) => plan.name);
    expect(names).toEqual(["Empresa 500 Mega", "Empresa 750 Mega"]);
  });

  it("leaves out inactive business plans and inactive links, once the catalogue changes", async () => {
    const { db } = server.database;
    const vitoria = await cityId("Vitória");
    const [plan500] = await db.select().from(businessPlans).where(eq(businessPlans.name, "Empresa 500 Mega"));
    const [plan750] = await db.select().from(businessPlans).where(eq(businessPlans.name, "Empresa 750 Mega"));
    await db.update(businessPlans).set({ isActive: false }).where(eq(businessPlans.id, plan500!.id));
    await db
      .update(businessPlanCities)
      .set({ isActive: false })
      .where(and(eq(businessPlanCities.businessPlanId, plan750!.id), eq(businessPlanCities.cityId, vitoria)));
    await server.announce({ entities: ["business_plans", "business_plan_cities"] });

    expect((await businessPlansFor("Vitória")).map((plan) => plan.name)).toEqual(["Empresa 1 Giga"]);
    expect((await businessPlansFor("Serra")).map((plan) => plan.name)).toEqual([
      "Empresa 750 Mega",
      "Empresa 1 Giga",
    ]);
    const loaderView = await server.catalogue.cityBusinessPlans(vitoria);
    expect(loaderView?.plans.map((plan) => plan.name)).toEqual(["Empresa 1 Giga"]);

    await db.update(businessPlans).set({ isActive: true }).where(eq(businessPlans.id, plan500!.id));
    await db
      .update(businessPlanCities)
      .set({ isActive: true })
      .where(and(eq(businessPlanCities.businessPlanId, plan750!.id), eq(businessPlanCities.cityId, vitoria)));
    await server.announce({ entities: ["business_plans", "business_plan_cities"] });
  });

  it("answers with an ETag and 304 when the client holds the same version", async () => {
    const url = `/api/cities/${await cityId("Vitória")}/business-plans`;
    const first = await server.app.request(url);
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await server.app.request(url, { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
  });

  it("answers 404 for an inactive, unknown or malformed city", async () => {
    for (const id of [String(await cityId("Pocrane")), "999999", "abc", "-1"]) {
      const response = await server.app.request(`/api/cities/${id}/business-plans`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: "city_not_found", message: "Cidade não encontrada." },
      });
    }
    expect(await server.catalogue.cityBusinessPlans(999999)).toBeUndefined();
  });
});
