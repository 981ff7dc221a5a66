import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAD_MESSAGES } from "../../../domain";
import { leads } from "../../db/schema";
import { LEAD_FORM_BODIES } from "../../testing/lead-fixtures";
import {
  createTestServer,
  errorOf,
  fromAddress,
  jsonRequest,
  memoryLogger,
  type TestServer,
} from "../../testing/test-server";

// POST /api/leads/coverage, /callback and /business, as the lead forms call them: stored first, one
// message per wrong field, a honeypot, a per-address hourly limit shared by the three, and no name,
// phone, e-mail, CNPJ or place in the log.

const log = memoryLogger();
let server: TestServer;
let storedSignals = 0;
beforeAll(async () => {
  server = await createTestServer({
    seed: false,
    logger: log.logger,
    onLeadStored: () => {
      storedSignals++;
    },
  });
});
afterAll(() => server.close());

const { COVERAGE, CALLBACK, BUSINESS } = LEAD_FORM_BODIES;

const post = (kind: "coverage" | "callback" | "business", body: unknown, address = "10.8.0.1") =>
  server.app.request(`/api/leads/${kind}`, jsonRequest("POST", body), fromAddress(address));

const storedRows = () => server.database.db.select().from(leads).orderBy(leads.id);

describe("POST /api/leads/…", () => {
  it("answers 201 once each kind is stored, tidied, with no address kept", async () => {
    expect((await post("coverage", COVERAGE, "10.8.0.2")).status).toBe(201);
    expect((await post("callback", CALLBACK, "10.8.0.2")).status).toBe(201);
    const response = await post("business", BUSINESS, "10.8.0.2");
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });

    const [coverage, callback, business] = await storedRows();
    expect(coverage).toMatchObject({
      kind: "coverage",
      name: "Rosana Teixeira",
      phone: "19981234567",
      city: "Campinas",
      uf: "SP",
      cep: null,
      status: "new",
      delivery: "pending",
      attempts: 0,
    });
    expect(coverage?.consentedAt).toBeInstanceOf(Date);
    expect(callback).toMatchObject({
      kind: "callback",
      name: "Otávio Brandão",
      phone: "2733447788",
      cep: "29101010",
      houseNumber: "455",
      period: "evening",
      planId: 3,
      planName: "Fibra 500 Mega",
      offerCode: null,
      city: "Vila Velha - ES",
      consentedAt: null,
    });
    expect(business).toMatchObject({
      kind: "business",
      name: "Wagner Sobral",
      phone: "27997123434",
      email: "wagner@oficinasobral.com.br",
      cnpj: "11222333000181",
      companyName: "Oficina Sobral Ltda",
      city: "Serra",
    });
    expect(JSON.stringify([coverage, callback, business])).not.toContain("10.8.0.2");
  });

  it("keeps the offer code a callback brings", async () => {
    expect((await post("callback", { ...CALLBACK, offerCode: "VERAO-26" }, "10.8.0.3")).status).toBe(201);
    const rows = await storedRows();
    expect(rows.at(-1)?.offerCode).toBe("VERAO-26");
  });

  it("answers 400 with each wrong field's message, and stores nothing", async () => {
    const before = (await storedRows()).length;
    const cases = [
      ["coverage", { ...COVERAGE, name: "R" }, { name: LEAD_MESSAGES.name }],
      ["coverage", { ...COVERAGE, phone: "1234" }, { phone: LEAD_MESSAGES.phone }],
      ["coverage", { ...COVERAGE, city: "", uf: "" }, { city: LEAD_MESSAGES.cityOrCep }],
      ["coverage", { ...COVERAGE, city: "" }, { city: LEAD_MESSAGES.city }],
      ["coverage", { ...COVERAGE, uf: "" }, { uf: LEAD_MESSAGES.uf }],
      ["coverage", { ...COVERAGE, city: "", uf: "", cep: "130" }, { cep: LEAD_MESSAGES.cep }],
      ["coverage", { ...COVERAGE, consent: false }, { consent: LEAD_MESSAGES.consent }],
      ["callback", { ...CALLBACK, name: "" }, { name: LEAD_MESSAGES.name }],
      ["callback", { ...CALLBACK, phone: "27 0000" }, { phone: LEAD_MESSAGES.phone }],
      ["callback", { ...CALLBACK, cep: "" }, { cep: LEAD_MESSAGES.cep }],
      ["callback", { ...CALLBACK, houseNumber: "" }, { houseNumber: LEAD_MESSAGES.houseNumber }],
      ["callback", { ...CALLBACK, period: "" }, { period: LEAD_MESSAGES.period }],
      ["callback", { ...CALLBACK, planId: "x" }, { plan: LEAD_MESSAGES.plan }],
      ["callback", { ...CALLBACK, offerCode: "a b" }, { offerCode: LEAD_MESSAGES.offerCode }],
      ["business", { ...BUSINESS, cnpj: "11.222.333/0001-80" }, { cnpj: LEAD_MESSAGES.cnpj }],
      ["business", { ...BUSINESS, companyName: "O" }, { companyName: LEAD_MESSAGES.companyName }],
      ["business", { ...BUSINESS, contactName: "" }, { contactName: LEAD_MESSAGES.contactName }],
      ["business", { ...BUSINESS, phone: "" }, { phone: LEAD_MESSAGES.phone }],
      ["business", { ...BUSINESS, email: "wagner@" }, { email: LEAD_MESSAGES.email }],
      ["business", { ...BUSINESS, city: "" }, { city: LEAD_MESSAGES.businessCity }],
    ] as const;
    for (const [kind, body, fields] of cases) {
      const response = await post(kind, body, "10.8.1.1");
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(await errorOf(response)).toEqual({ code: "invalid", message: LEAD_MESSAGES.invalid, fields });
    }
    expect((await storedRows()).length).toBe(before);
  });

  it("refuses a NUL, a lone surrogate or a bidi override in any text field of the three forms with that field's message, and stores nothing (probe 2026-11-25, L-NUL and N9)", async () => {
    const before = (await storedRows()).length;
    const fields = [
      ["coverage", COVERAGE, "name", "name"],
      ["coverage", COVERAGE, "city", "city"],
      ["callback", CALLBACK, "name", "name"],
      ["callback", CALLBACK, "planName", "plan"],
      ["callback", CALLBACK, "cityName", "plan"],
      ["business", BUSINESS, "companyName", "companyName"],
      ["business", BUSINESS, "contactName", "contactName"],
      ["business", BUSINESS, "email", "email"],
      ["business", BUSINESS, "city", "city"],
    ] as const;
    for (const [kind, valid, field, errorField] of fields)
      for (const bad of ["\u0000", "\ud800", "\u202e", "\u2066"]) {
        const value = String(valid[field as keyof typeof valid]);
        const body = { ...valid, [field]: `${value.slice(0, 2)}${bad}${value.slice(2)}` };
        const response = await post(kind, body, "10.8.1.2");
        const label = `${kind}.${field} ${JSON.stringify(bad)}`;
        expect(response.status, label).toBe(400);
        expect(Object.keys((await errorOf(response)).fields ?? {}), label).toEqual([errorField]);
      }
    expect((await storedRows()).length).toBe(before);
  });

  it("answers 400 invalid_body to a body that is not a JSON object, or not declared JSON", async () => {
    const array = await server.app.request(
      "/api/leads/coverage",
      { ...jsonRequest("POST", {}), body: "[1]" },
      fromAddress("10.8.1.2"),
    );
    expect(array.status).toBe(400);
    expect((await errorOf(array)).code).toBe("invalid_body");
    const form = await server.app.request(
      "/api/leads/business",
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
        body: "cnpj=11222333000181",
      },
      fromAddress("10.8.1.2"),
    );
    expect(form.status).toBe(400);
    expect((await errorOf(form)).code).toBe("invalid_body");
  });

  it("answers a filled honeypot as if stored, stores nothing and tells no worker", async () => {
    const before = (await storedRows()).length;
    const signals = storedSignals;
    for (const [kind, body] of [
      ["coverage", COVERAGE],
      ["callback", CALLBACK],
      ["business", BUSINESS],
    ] as const) {
      const response = await post(kind, { ...body, website: "https://spam.example" }, "10.8.2.1");
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ ok: true });
    }
    expect((await storedRows()).length).toBe(before);
    expect(storedSignals).toBe(signals);
  });

  it("answers 429 to the sixth lead of any kind within an hour from one address, not to another", async () => {
    const address = "10.8.3.1";
    const kinds = [
      ["coverage", COVERAGE],
      ["callback", CALLBACK],
      ["business", BUSINESS],
      ["coverage", COVERAGE],
      ["callback", CALLBACK],
    ] as const;
    for (const [kind, body] of kinds) expect((await post(kind, body, address)).status).toBe(201);
    const refused = await post("business", BUSINESS, address);
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toEqual({ code: "rate_limited", message: LEAD_MESSAGES.rateLimited });
    expect((await post("business", BUSINESS, "10.8.3.2")).status).toBe(201);

    // Leads older than an hour no longer count.
    await server.database.db.execute(sql`update leads set created_at = now() - interval '61 minutes'`);
    expect((await post("coverage", COVERAGE, address)).status).toBe(201);
  });

  it("counts an IPv6 sender by its /64 network", async () => {
    for (let i = 1; i <= 5; i++) {
      expect((await post("coverage", COVERAGE, `2001:db8:7:1::${i}`)).status).toBe(201);
    }
    expect((await post("coverage", COVERAGE, "2001:db8:7:1:ffff::9")).status).toBe(429);
    expect((await post("coverage", COVERAGE, "2001:db8:7:2::1")).status).toBe(201);
  });

  it("holds the limit under a burst: of twelve simultaneous leads from one address, five are stored", async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post(i % 2 === 0 ? "coverage" : "business", i % 2 === 0 ? COVERAGE : BUSINESS, "10.8.4.1"),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      ...Array(5).fill(201),
      ...Array(7).fill(429),
    ]);
  });

  it("tells the delivery worker once per stored lead, not for a refused one", async () => {
    const before = storedSignals;
    expect((await post("callback", CALLBACK, "10.8.5.1")).status).toBe(201);
    expect(storedSignals).toBe(before + 1);
    await post("callback", { ...CALLBACK, cep: "1" }, "10.8.5.1");
    expect(storedSignals).toBe(before + 1);
  });

  it("refuses a kind that does not exist like any undeclared write, and answers 500 in the API's shape when nothing can be stored", async () => {
    const unknown = await server.app.request(
      "/api/leads/spam",
      jsonRequest("POST", COVERAGE),
      fromAddress("10.8.6.1"),
    );
    // Not in PUBLIC_WRITES: the write guard wants a staff session before any route is looked for.
    expect(unknown.status).toBe(401);
    const { db } = server.database;
    await db.execute(sql`alter table leads rename to leads_away`);
    try {
      const response = await post("coverage", COVERAGE, "10.8.6.1");
      expect(response.status).toBe(500);
      expect((await errorOf(response)).code).toBe("internal_error");
    } finally {
      await db.execute(sql`alter table leads_away rename to leads`);
    }
  });

  it("never writes a name, phone, e-mail, CNPJ or place to the log", () => {
    const lines = log.lines();
    expect(lines).toContain("/api/leads/coverage");
    expect(lines).toContain('"website":"honeypot"');
    expect(lines).toContain('"cnpj":"invalid"');
    expect(lines).toContain("unhandled error");
    for (const value of [
      "Rosana",
      "Teixeira",
      "19981234567",
      "8123-4567",
      "Otávio",
      "2733447788",
      "3344-7788",
      "29101",
      "Wagner",
      "Sobral",
      "oficinasobral",
      "11222333000181",
      "11.222.333",
      "Campinas",
      "Vila Velha",
    ]) {
      expect(lines).not.toContain(value);
    }
  });
});
