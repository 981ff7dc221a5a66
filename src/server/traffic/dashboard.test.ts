import type { IncomingMessage } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { offerDay } from "../../domain";
import type { DashboardData } from "../../domain/marketing";
import { signUps, trafficCounts } from "../db/schema";
import { fakeSite } from "../testing/fake-site";
import { BUSINESS_LEAD, CALLBACK_LEAD, COVERAGE_LEAD, insertLead } from "../testing/lead-fixtures";
import { createTestServer, staffCookieFor, type TestServer } from "../testing/test-server";
import { TrafficCounter } from "./counter";

// Issue 57, point 5 (decision 0068): page views counted by the server, per day and path, with no cookie
// and nothing of the visitor kept (bots and prefetches left out), and the Painel's numbers for the leads
// stored, to the roles that may open it.

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const DAY_MS = 86_400_000;

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const site = fakeSite(
  ["/", "/ofertas/[codigo]", "/planos/[cidade]"],
  () =>
    new Response("<html><body>Oferta</body></html>", {
      headers: { "Content-Type": "text/html; charset=utf-8" },
    }),
);

describe("page views", () => {
  it("counts a person's views per day and path, without bots, prefetches, a cookie or the address", async () => {
    const traffic = new TrafficCounter();
    server = await createTestServer({ seed: false, site, traffic });
    const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
      server!.app.request(path, { method, headers: { "user-agent": CHROME, ...headers } });

    const first = await get("/ofertas/rit-p12-v3");
    expect(first.status).toBe(200);
    expect(first.headers.get("set-cookie")).toBeNull();
    await get("/ofertas/rit-p12-v3/");
    await get("/ofertas/rit-p12-v3", { "user-agent": GOOGLEBOT });
    await get("/ofertas/rit-p12-v3", { "sec-purpose": "prefetch;prerender" });
    await get("/ofertas/rit-p12-v3", {}, "HEAD");
    await get("/planos/vitoria-es?x=1");
    await get("/");
    // A coverage check: counted, the CEP not kept.
    await server.app.request("/api/cep/29050-555", { headers: { "user-agent": CHROME } });
    // An answer the replay front sent again is a view too.
    traffic.countReplayed(
      {
        method: "GET",
        url: "/?utm_source=x",
        headers: { "user-agent": CHROME },
      } as unknown as IncomingMessage,
      "/",
      200,
      "text/html; charset=utf-8",
    );

    expect(await traffic.flush(server.database.db)).toBe(4);
    const today = offerDay(new Date());
    const rows = await server.database.db
      .select()
      .from(trafficCounts)
      .orderBy(trafficCounts.kind, trafficCounts.key);
    expect(rows).toEqual([
      { day: today, kind: "coverage_check", key: "", count: 1 },
      { day: today, kind: "view", key: "/", count: 2 },
      { day: today, kind: "view", key: "/ofertas/rit-p12-v3", count: 2 },
      { day: today, kind: "view", key: "/planos/vitoria-es", count: 1 },
    ]);
    // A second batch adds to the day's counts.
    await get("/");
    await traffic.flush(server.database.db);
    const home = await server.database.db.select().from(trafficCounts);
    expect(home.find((row) => row.key === "/")?.count).toBe(3);
    expect(JSON.stringify(home)).not.toContain("29050");
  });
});

describe("the Painel's API", () => {
  it("counts the period's leads per day, city, plan, form and campaign, the sign-ups stored, the funnel and the offers most viewed", async () => {
    server = await createTestServer({ seed: false });
    const { database } = server;
    const now = Date.now();
    const blackFriday = { landing: "/planos/vitoria-es", source: "instagram", campaign: "black-friday" };
    await insertLead(database, COVERAGE_LEAD, { attribution: blackFriday });
    await insertLead(database, COVERAGE_LEAD, { createdAt: new Date(now - 2 * DAY_MS) });
    await insertLead(database, CALLBACK_LEAD, {
      createdAt: new Date(now - 3 * DAY_MS),
      attribution: blackFriday,
    });
    // A click id without utm_campaign: no campaign.
    await insertLead(database, BUSINESS_LEAD, {
      createdAt: new Date(now - 3 * DAY_MS),
      attribution: { landing: "/", gclid: "abc123" },
    });
    // Outside 7 days, inside 30.
    await insertLead(database, BUSINESS_LEAD, {
      createdAt: new Date(now - 20 * DAY_MS),
      attribution: { landing: "/", source: "google", campaign: "natal" },
    });
    // 'Contrate online' sign-ups: confirmed ones count on the day they were created; a draft does not.
    const signUp = (key: string, createdAt: Date, confirmed: boolean) => ({
      draftKey: key,
      protocol: confirmed ? `CT-TESTE-${key}` : null,
      personal: "sealed",
      cityName: "Vitória",
      planId: 1,
      planName: "Fibra 500",
      price: 99.9,
      dueDay: 10,
      viabilityStatus: "confirmado" as const,
      viabilitySource: "Faixas de CEP das cidades",
      clientKey: "test-client-key",
      idempotencyKey: `key-${key}`,
      confirmedAt: confirmed ? createdAt : null,
      createdAt,
    });
    await database.db
      .insert(signUps)
      .values([
        signUp("a", new Date(now), true),
        signUp("b", new Date(now - 2 * DAY_MS), true),
        signUp("c", new Date(now - 2 * DAY_MS), true),
        signUp("d", new Date(now), false),
        signUp("e", new Date(now - 20 * DAY_MS), true),
      ]);
    const today = offerDay(new Date(now));
    const old = offerDay(new Date(now - 40 * DAY_MS));
    await database.db.insert(trafficCounts).values([
      { day: today, kind: "view", key: "/", count: 50 },
      { day: today, kind: "view", key: "/ofertas/rit-p12-v3", count: 7 },
      { day: today, kind: "view", key: "/ofertas/rit-p3-v1", count: 9 },
      { day: today, kind: "coverage_check", key: "", count: 12 },
      { day: old, kind: "view", key: "/", count: 1000 },
    ]);

    const cookie = await staffCookieFor(server, "comercial");
    const response = await server.app.request("/api/admin/dashboard?days=7", { headers: { cookie } });
    expect(response.status).toBe(200);
    const data = (await response.json()) as DashboardData;
    expect(data.days).toBe(7);
    expect(data.perDay).toHaveLength(7);
    expect(data.perDay.at(-1)).toEqual({ day: today, leads: 1, signUps: 1 });
    expect(data.perDay.at(-3)).toEqual({
      day: offerDay(new Date(now - 2 * DAY_MS)),
      leads: 1,
      signUps: 2,
    });
    expect(data.perDay.reduce((sum, day) => sum + day.leads, 0)).toBe(4);
    expect(data.perDay.reduce((sum, day) => sum + day.signUps, 0)).toBe(3);
    expect(data.byForm).toEqual([
      { label: "Avise-me quando chegar", count: 2 },
      { label: "Prefiro que me liguem", count: 1 },
      { label: "Proposta para empresa", count: 1 },
    ]);
    expect(data.byCity).toEqual([
      { label: "Indaiatuba - SP", count: 2 },
      { label: "Cariacica", count: 1 },
      { label: "Vila Velha - ES", count: 1 },
    ]);
    expect(data.byPlan).toEqual([{ label: "Fibra 750 Mega", count: 1 }]);
    expect(data.byCampaign).toEqual([
      { label: "(sem campanha)", count: 2 },
      { label: "black-friday", count: 2 },
    ]);
    expect(data.funnel).toEqual({ pageViews: 66, coverageChecks: 12, leads: 4, signUps: 3 });
    expect(data.topOffers).toEqual([
      { label: "RIT-P3-V1", count: 9 },
      { label: "RIT-P12-V3", count: 7 },
    ]);
    // Counts only: nobody's name or phone is in the answer.
    const text = JSON.stringify(data);
    for (const value of [COVERAGE_LEAD.name, BUSINESS_LEAD.phone, BUSINESS_LEAD.email])
      expect(text).not.toContain(value);

    const month = (await (
      await server.app.request("/api/admin/dashboard?days=30", { headers: { cookie } })
    ).json()) as DashboardData;
    expect(month.funnel.leads).toBe(5);
    expect(month.funnel.signUps).toBe(4);
    expect(month.byCampaign).toEqual([
      { label: "(sem campanha)", count: 2 },
      { label: "black-friday", count: 2 },
      { label: "natal", count: 1 },
    ]);
    expect(month.funnel.pageViews).toBe(66);
  });

  it("opens to administrador, comercial and marketing only, for 7, 30 or 90 days", async () => {
    server = await createTestServer({ seed: false });
    const marketing = await staffCookieFor(server, "marketing");
    expect(
      (await server.app.request("/api/admin/dashboard", { headers: { cookie: marketing } })).status,
    ).toBe(200);
    expect(
      (await server.app.request("/api/admin/dashboard?days=5", { headers: { cookie: marketing } })).status,
    ).toBe(422);
    const desk = await staffCookieFor(server, "atendimento");
    expect((await server.app.request("/api/admin/dashboard", { headers: { cookie: desk } })).status).toBe(
      403,
    );
    expect((await server.app.request("/api/admin/dashboard")).status).toBe(401);
  });
});
