import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicCity, PublicPlan } from "../../domain";
import { cities, plans } from "../db/schema";
import { planInput } from "../testing/factories";
import {
  createTestServer,
  jsonRequest,
  planVersion,
  staffCookie,
  type TestServer,
} from "../testing/test-server";

let server: TestServer;
let cookie: string;
let vitoria: number;
let planId: number;
beforeAll(async () => {
  server = await createTestServer();
  cookie = await staffCookie(server);
  const [city] = await server.database.db.select().from(cities).where(eq(cities.name, "Vitória"));
  vitoria = city!.id;
  const [plan] = await server.database.db.select().from(plans).where(eq(plans.name, "Fibra 500 Mega"));
  planId = plan!.id;
});
afterAll(() => server.close());

describe("public JSON caching headers", () => {
  it.each(["/api/cities", "/api/cities/:vitoria/plans"])(
    "%s carries an ETag and answers 304 on a match",
    async (route) => {
      const url = route.replace(":vitoria", String(vitoria));
      const first = await server.app.request(url);
      expect(first.status).toBe(200);
      expect(first.headers.get("cache-control")).toBe("public, max-age=60, stale-while-revalidate=600");
      const etag = first.headers.get("etag");
      expect(etag).toMatch(/^W\/".+"$/);

      const again = await server.app.request(url, { headers: { "If-None-Match": etag! } });
      expect(again.status).toBe(304);
      expect(again.headers.get("etag")).toBe(etag);
      expect(await again.text()).toBe("");

      const stale = await server.app.request(url, { headers: { "If-None-Match": 'W/"something-else"' } });
      expect(stale.status).toBe(200);
    },
  );
});

describe("a console write", () => {
  it("shows in the next public read at once, with a new ETag", async () => {
    const url = `/api/cities/${vitoria}/plans`;
    const before = await server.app.request(url);
    const etag = before.headers.get("etag");
    expect(((await before.json()) as { plans: PublicPlan[] }).plans.map((p) => p.name)).toContain(
      "Fibra 500 Mega",
    );

    const edit = await server.app.request(
      `/api/admin/plans/${planId}`,
      jsonRequest(
        "PUT",
        {
          ...planInput({ name: "Fibra 500 Mega Turbo" }),
          expectedUpdatedAt: await planVersion(server, cookie, planId),
        },
        cookie,
      ),
    );
    expect(edit.status).toBe(200);

    const after = await server.app.request(url, { headers: { "If-None-Match": etag! } });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
    expect(((await after.json()) as { plans: PublicPlan[] }).plans.map((p) => p.name)).toContain(
      "Fibra 500 Mega Turbo",
    );
  });

  it("leaves the cache alone when it fails", async () => {
    const url = `/api/cities/${vitoria}/plans`;
    const etag = (await server.app.request(url)).headers.get("etag");
    const refused = await server.app.request(
      `/api/admin/plans/${planId}`,
      jsonRequest("PUT", { name: "" }, cookie),
    );
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect((await server.app.request(url, { headers: { "If-None-Match": etag! } })).status).toBe(304);
  });

  it("drops a city from the public list once a write to cities is announced", async () => {
    await server.database.db.update(cities).set({ isActive: false }).where(eq(cities.name, "Serra"));
    await server.announce({ entities: ["cities"] });
    const body = (await (await server.app.request("/api/cities")).json()) as { cities: PublicCity[] };
    expect(body.cities.map((city) => city.name)).not.toContain("Serra");
  });
});
