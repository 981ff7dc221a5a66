// CDN purge by tag (issue 38, decision 0032): public answers name what they show in Cache-Tag and
// Surrogate-Key; with CDN_PURGE_URL each staff write that visitors can see queues one purge request with
// the tags it changed, which the delivery worker posts once (retried when the endpoint fails) to a fake
// purge endpoint here.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminPlan } from "../../domain";
import { cacheTagHeaders } from "../cache-tags";
import { cdnPurges } from "../db/schema";
import { createDeliveryWorker, type DeliveryWorker } from "../delivery/worker";
import { purgeTagsOf } from "../entities";
import { createLogger } from "../logger";
import { cityInput, planInput } from "../testing/factories";
import { fakeSite } from "../testing/fake-site";
import { createTestRelay, type TestRelay } from "../testing/referral-fixtures";
import { createTestApp } from "../testing/test-app";
import {
  adminApi,
  createTestServer,
  fromAddress,
  jsonRequest,
  staffCookie,
  type TestServer,
} from "../testing/test-server";
import { CDN_PURGE_DELAY_MS, CDN_PURGE_MAX_TAGS, cdnPurgeOutbox, queueCdnPurge } from "./purge";

let server: TestServer;
let api: ReturnType<typeof adminApi>;
let endpoint: TestRelay;
let worker: DeliveryWorker;
let cityId: number;
let plan: AdminPlan;

beforeAll(async () => {
  server = await createTestServer({
    queuePurge: queueCdnPurge,
    // A page whose loader reads one offer, as /ofertas/{código} does.
    site: fakeSite(["/ofertas/[codigo]", "/404"], async (request, context) => {
      const code = new URL(request.url).pathname.split("/").at(-1) ?? "";
      const offer = await context.catalogue.offerByCode(code);
      return new Response(`<!doctype html><p>${offer?.code ?? "nenhuma"}</p>`, {
        headers: { "content-type": "text/html; charset=utf-8" },
      });
    }),
  });
  api = adminApi(server, await staffCookie(server));
  endpoint = await createTestRelay();
  // Its rounds run as if each purge's wait were over (see "waits … after its write" below).
  worker = purgeWorker(CDN_PURGE_DELAY_MS);
  cityId = (await (await api.cities.$post({ json: cityInput({ name: "Purgópolis", state: "RR" }) })).json())
    .city.id;
  plan = (await (await api.plans.$post({ json: planInput({ name: "Fibra Purga", price: "99,90" }) })).json())
    .plan;
  await api["plan-cities"].$post({ json: { planId: plan.id, cityId } });
  // What those writes queued goes out now, so each test below sees only its own.
  await worker.runOnce();
  endpoint.requests.length = 0;
});
afterAll(async () => {
  await worker?.stop();
  await endpoint?.down();
  await server?.close();
});

/** A delivery worker posting to the fake endpoint, its clock `aheadMs` ahead of the real one. */
function purgeWorker(aheadMs: number): DeliveryWorker {
  return createDeliveryWorker({
    db: server.database.db,
    queues: [cdnPurgeOutbox({ purgeUrl: endpoint.url, purgeToken: "token-de-teste" })],
    logger: createLogger("silent"),
    policy: { baseDelayMs: 0, maxDelayMs: 0, maxAttempts: 5, leaseMs: 60_000 },
    now: () => new Date(Date.now() + aheadMs),
  });
}

const tagsOf = (response: Response) => response.headers.get("cache-tag")?.split(",") ?? [];

describe("Cache-Tag and Surrogate-Key", () => {
  it("name the cities, the plans and the city of each public answer", async () => {
    const cities = await server.app.request("/api/cities");
    expect(tagsOf(cities)).toEqual(expect.arrayContaining(["cities", `city-${cityId}`]));
    const plans = await server.app.request(`/api/cities/${cityId}/plans`);
    expect(tagsOf(plans)).toEqual(expect.arrayContaining([`city-${cityId}`, "plans", `plan-${plan.id}`]));
    // The same tags for Fastly and Varnish, space-separated.
    expect(plans.headers.get("surrogate-key")).toBe(tagsOf(plans).join(" "));
    // A revalidation names them too.
    const again = await server.app.request(`/api/cities/${cityId}/plans`, {
      headers: { "if-none-match": plans.headers.get("etag") ?? "" },
    });
    expect(again.status).toBe(304);
    expect(tagsOf(again)).toEqual(tagsOf(plans));
  });

  it("name the offer a label page shows, and nothing on answers no one may keep", async () => {
    const page = await server.app.request(`/ofertas/RIT-P${plan.id}-V1`);
    expect(await page.text()).toContain(`RIT-P${plan.id}-V1`);
    expect(tagsOf(page)).toContain(`offer-RIT-P${plan.id}-V1`);
    const console = await api.plans.$get();
    expect(console.headers.get("cache-tag")).toBeNull();
    expect(console.headers.get("surrogate-key")).toBeNull();
  });

  it("are not sent where no CDN purge is configured: no one would read them (issue 70)", async () => {
    const unpurged = createTestApp({
      config: {
        trustProxy: false,
        publicUrl: undefined,
        dataDir: mkdtempSync(path.join(tmpdir(), "vitrine-tags-")),
      },
      database: server.database,
      catalogue: server.catalogue,
      auth: server.auth,
      logger: createLogger("silent"),
    });
    const plans = await unpurged.request(`/api/cities/${cityId}/plans`);
    expect(plans.status).toBe(200);
    expect(plans.headers.get("cache-control")).toMatch(/public/);
    expect(plans.headers.get("cache-tag")).toBeNull();
    expect(plans.headers.get("surrogate-key")).toBeNull();
    // The same answer from the server with a purge endpoint names them.
    expect(tagsOf(await server.app.request(`/api/cities/${cityId}/plans`))).toContain(`city-${cityId}`);
  });

  it("keep a list's tag and leave its records' tags out when they would not fit in a header", () => {
    const many = ["plans", "cities", ...Array.from({ length: 800 }, (_, i) => `plan-${i + 1}`), "city-1"];
    const headers = cacheTagHeaders(many)!;
    expect(headers["Cache-Tag"]?.split(",")).toEqual(["cities", "city-1", "plans"]);
    // Without the list's tag, a record's tag stays: a purge of it must still reach the answer.
    const noList = cacheTagHeaders(many.filter((tag) => tag !== "plans"))!;
    expect(noList["Cache-Tag"]?.split(",")).toContain("plan-800");
    expect(cacheTagHeaders([])).toBeUndefined();
  });
});

describe("CDN_PURGE_URL", () => {
  it("a price change posts one purge with the plan's, its lists' and both versions' tags, once", async () => {
    const response = await api.plans[":id"].$put({
      param: { id: String(plan.id) },
      json: { ...planInput({ name: plan.name, price: "109,90" }), expectedUpdatedAt: plan.updatedAt },
    });
    expect(response.status).toBe(200);
    plan = (await response.json()).plan;
    await worker.runOnce();
    expect(endpoint.requests).toHaveLength(1);
    const [purge] = endpoint.requests;
    expect(purge?.url).toBe(new URL(endpoint.url).pathname);
    expect(purge?.headers.authorization).toBe("Bearer token-de-teste");
    expect(purge?.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(purge?.body ?? "")).toEqual({
      tags: [
        `offer-RIT-P${plan.id}-V1`,
        `offer-RIT-P${plan.id}-V2`,
        "offers",
        `plan-${plan.id}`,
        "plans",
      ].sort(),
    });
    // Delivered: no other round posts it again.
    await worker.runOnce();
    expect(endpoint.requests).toHaveLength(1);
  });

  it("retries a purge the endpoint refused, until it takes it", async () => {
    endpoint.requests.length = 0;
    endpoint.status = 503;
    const response = await api.cities[":id"].$put({
      param: { id: String(cityId) },
      json: {
        ...cityInput({ name: "Purgópolis Nova", state: "RR" }),
        expectedUpdatedAt: await cityVersion(),
      },
    });
    expect(response.status).toBe(200);
    await worker.runOnce();
    expect(endpoint.requests).toHaveLength(1);
    endpoint.status = 200;
    await worker.runOnce();
    expect(endpoint.requests).toHaveLength(2);
    expect(endpoint.requests.map((request) => JSON.parse(request.body))).toEqual([
      { tags: ["cities", `city-${cityId}`] },
      { tags: ["cities", `city-${cityId}`] },
    ]);
    const rows = await server.database.db.select().from(cdnPurges);
    expect(rows.filter((row) => row.status !== "delivered")).toEqual([]);
    // Loopback reads /metrics: the queue by status, for an alert on failed purges.
    const metrics = await (await server.app.request("/metrics")).text();
    expect(metrics).toContain('vitrine_cdn_purge_queue{status="failed"} 0');
    expect(metrics).toMatch(new RegExp(`vitrine_cdn_purge_queue\\{status="delivered"\\} ${rows.length}\\b`));
  });

  it("waits CDN_PURGE_DELAY_MS after its write, while every process drops its caches, then posts", async () => {
    endpoint.requests.length = 0;
    const now = purgeWorker(0);
    try {
      const written = Date.now();
      const response = await api.cities[":id"].$put({
        param: { id: String(cityId) },
        json: {
          ...cityInput({ name: "Purgópolis Velha", state: "RR" }),
          expectedUpdatedAt: await cityVersion(),
        },
      });
      expect(response.status).toBe(200);
      const [row] = await server.database.db.select().from(cdnPurges).where(eq(cdnPurges.status, "pending"));
      expect(row?.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(written + CDN_PURGE_DELAY_MS);
      // A round right after the write leaves it; a round once the wait is over posts it.
      await now.runOnce();
      expect(endpoint.requests).toHaveLength(0);
      await worker.runOnce();
      expect(endpoint.requests.map((request) => JSON.parse(request.body))).toEqual([
        { tags: ["cities", `city-${cityId}`] },
      ]);
    } finally {
      await now.stop();
    }
  });

  it(`splits a write's tags into purges of at most ${CDN_PURGE_MAX_TAGS}`, async () => {
    endpoint.requests.length = 0;
    // A plan associated with 70 cities at once.
    const cityIds = Array.from({ length: 70 }, (_, i) => i + 1);
    await server.database.db.transaction((tx) =>
      queueCdnPurge(tx, [{ entity: "plan_cities", entityId: null, after: { planId: plan.id, cityIds } }]),
    );
    await worker.runOnce();
    const bodies = endpoint.requests.map((request) => JSON.parse(request.body) as { tags: string[] });
    expect(bodies.map((body) => body.tags.length)).toEqual([30, 30, 15]);
    expect(bodies.flatMap((body) => body.tags).sort()).toEqual(
      purgeTagsOf(
        [{ entity: "plan_cities", entityId: null, after: { planId: plan.id, cityIds } }],
        [`RIT-P${plan.id}-V1`, `RIT-P${plan.id}-V2`],
      ),
    );
  });

  it("a spreadsheet import, one entry for many pairs, purges their plans, cities and offers; so does its undo", async () => {
    endpoint.requests.length = 0;
    // The city as it is named now (a test above renames it).
    const city = (await (await api.cities.$get()).json()).cities.find((row) => row.id === cityId)!;
    const file = Buffer.from(
      `Plano;Cidade;UF;Ativo;Preço\r\nFibra Purga;${city.name};RR;sim;"89,90"\r\n`,
    ).toString("base64");
    const { preview } = (await (
      await api["plan-cities"].import.preview.$post({ json: { file } })
    ).json()) as {
      preview: { token: string };
    };
    const applied = await api["plan-cities"].import.$post({ json: { file, token: preview.token } });
    expect(applied.status).toBe(200);
    await worker.runOnce();
    const tags = () =>
      endpoint.requests.flatMap((request) => (JSON.parse(request.body) as { tags: string[] }).tags);
    expect(tags()).toEqual(
      expect.arrayContaining([
        `plan-${plan.id}`,
        `city-${cityId}`,
        `offer-RIT-P${plan.id}-R8990-V1`,
        "offers",
      ]),
    );
    endpoint.requests.length = 0;
    const { audit } = await (await api["audit-log"].$get({ query: { entity: "plan_cities" } })).json();
    const entry = audit.entries.find((row) => row.action === "import")!;
    const undone = await api["audit-log"][":id"].restore.$post({
      param: { id: String(entry.id) },
      json: { expectedUpdatedAt: audit.restorable[entry.id]! },
    });
    expect(undone.status).toBe(200);
    await worker.runOnce();
    expect(tags()).toEqual(
      expect.arrayContaining([`plan-${plan.id}`, `city-${cityId}`, `offer-RIT-P${plan.id}-R8990-V1`]),
    );
  });

  it("queues nothing for a write visitors never see", async () => {
    const before = (await server.database.db.select().from(cdnPurges)).length;
    const response = await api.staff.$post({
      json: { name: "Pessoa Nova", email: `pessoa-${Date.now()}@example.com`, role: "comercial" },
    });
    expect(response.status).toBe(201);
    expect(await server.database.db.select().from(cdnPurges)).toHaveLength(before);
    // A newsletter address erased (and the list exported): no page shows the list (issue 55, point 8).
    const stored = await server.app.request(
      "/api/newsletter",
      jsonRequest("POST", { email: `leitor-${Date.now()}@example.com` }),
      fromAddress("10.38.0.9"),
    );
    expect(stored.status).toBe(201);
    const { subscribers } = await (await api.newsletter.$get()).json();
    const [subscriber] = subscribers;
    expect((await api.newsletter.export.$post()).status).toBe(200);
    const erased = await api.newsletter[":id"].$delete({
      param: { id: String(subscriber!.id) },
      query: { expectedUpdatedAt: subscriber!.updatedAt },
    });
    expect(erased.status).toBe(200);
    expect(await server.database.db.select().from(cdnPurges)).toHaveLength(before);
  });
});

async function cityVersion(): Promise<string> {
  const { cities } = await (await api.cities.$get()).json();
  return cities.find((city) => city.id === cityId)!.updatedAt;
}

describe("purgeTagsOf", () => {
  it("names the records and lists of each kind of write", () => {
    expect(purgeTagsOf([{ entity: "site_settings", entityId: 1 }])).toEqual(["settings"]);
    expect(purgeTagsOf([{ entity: "plan_cities", entityId: 9, after: { planId: 4, cityId: 2 } }])).toEqual([
      "city-2",
      "offers",
      "plan-4",
      "plans",
    ]);
    expect(
      purgeTagsOf([
        {
          entity: "plan_cities",
          entityId: null,
          action: "bulk_create",
          after: { planId: 4, cityIds: [2, 3] },
        } as never,
      ]),
    ).toEqual(["city-2", "city-3", "offers", "plan-4", "plans"]);
    expect(purgeTagsOf([{ entity: "business_plans", entityId: 7 }])).toEqual([
      "business-plan-7",
      "business-plans",
      "offers",
    ]);
    expect(purgeTagsOf([{ entity: "banners", entityId: 3 }])).toEqual(["content", "content-banner-3"]);
    expect(purgeTagsOf([{ entity: "leads", entityId: 3 }], ["RIT-P1-V1"])).toEqual([]);
    expect(purgeTagsOf([{ entity: "something_new", entityId: 1 }])).toEqual([
      "business-plans",
      "cities",
      "content",
      "network-status",
      "offers",
      "plans",
      "settings",
    ]);
  });
});
