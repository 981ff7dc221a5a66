// The Histórico's API: its filters refuse control characters with a pt-BR message, and a page names the
// plans and cities its association entries refer to by id.

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuditPage, offerDay } from "../../../domain";
import { authUser } from "../../db/schema";
import { cityInput } from "../../testing/factories";
import {
  createTestServer,
  errorOf,
  jsonRequest,
  memoryLogger,
  STAFF,
  staffCookie,
  type TestServer,
} from "../../testing/test-server";

const log = memoryLogger();
let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await createTestServer({ logger: log.logger });
  cookie = await staffCookie(server);
});
afterAll(() => server.close());

const auditLog = (query: string) =>
  server.app.request(`/api/admin/audit-log?${query}`, { headers: { cookie } });

describe("GET /api/admin/audit-log filters", () => {
  it.each([
    ["entity=%00", "entity", "Seção não pode conter caracteres de controle"],
    ["actor=a%00b", "actor", "Usuário não pode conter caracteres de controle"],
    ["entity=plans%07", "entity", "Seção não pode conter caracteres de controle"],
    ["actor=x%1Bz&entity=cities", "actor", "Usuário não pode conter caracteres de controle"],
  ])("?%s answers 422 with a pt-BR message, not 500", async (query, field, message) => {
    const response = await auditLog(query);
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(error.fields?.[field]).toBe(message);
  });

  it("still filters by a plain section and staff e-mail", async () => {
    const response = await auditLog("entity=cities&actor=ninguem%40example.com");
    expect(response.status).toBe(200);
    const { audit } = (await response.json()) as { audit: AuditPage };
    expect(audit.entries).toEqual([]);
  });
});

describe("names of the records an entry refers to", () => {
  it("an association's entry comes with its plan's and city's names", async () => {
    const plans = (await (await server.app.request("/api/admin/plans", { headers: { cookie } })).json()) as {
      plans: { id: number; name: string }[];
    };
    const city = (await (
      await server.app.request(
        "/api/admin/cities",
        jsonRequest("POST", cityInput({ name: "Cidade do Histórico", state: "MG" }), cookie),
      )
    ).json()) as { city: { id: number } };
    const plan = plans.plans[0]!;
    const created = await server.app.request(
      "/api/admin/plan-cities",
      jsonRequest("POST", { planId: plan.id, cityId: city.city.id }, cookie),
    );
    expect(created.status).toBe(201);

    const response = await auditLog("entity=plan_cities&pageSize=1");
    const { audit } = (await response.json()) as { audit: AuditPage };
    expect(audit.entries[0]!.after).toMatchObject({ planId: plan.id, cityId: city.city.id });
    expect(audit.names.plans[plan.id]).toBe(plan.name);
    expect(audit.names.cities[city.city.id]).toBe("Cidade do Histórico - MG");
  });
});

describe("the period and the authors' names", () => {
  it("keeps the entries of the Brasília days asked for, both ends included, and names each author", async () => {
    await server.database.db
      .update(authUser)
      .set({ name: "Ana do Histórico" })
      .where(eq(authUser.email, STAFF.email));
    const created = await server.app.request(
      "/api/admin/cities",
      jsonRequest("POST", { name: "Cidade do Período", state: "MG" }, cookie),
    );
    expect(created.status).toBe(201);
    const today = offerDay(new Date());
    const tomorrow = offerDay(new Date(Date.now() + 24 * 60 * 60 * 1000));
    const page = async (query: string) => {
      const response = await auditLog(`entity=cities&${query}`);
      expect(response.status).toBe(200);
      return ((await response.json()) as { audit: AuditPage }).audit;
    };
    const ofToday = await page(`from=${today}&to=${today}`);
    expect(
      ofToday.entries.some((entry) => (entry.after as { name?: string }).name === "Cidade do Período"),
    ).toBe(true);
    expect(ofToday.actorNames[STAFF.email]).toBe("Ana do Histórico");
    expect((await page(`from=${tomorrow}`)).entries).toEqual([]);
    expect((await page(`to=${today}`)).total).toBe((await page("")).total);
  });

  it.each([
    ["from=2026-02-30", "from", "Data inicial inválida"],
    ["to=ontem", "to", "Data final inválida"],
    ["from=2026-11-25&to=2026-11-24", "to", "A data final deve ser igual ou posterior à data inicial"],
  ])("?%s answers 422 with a pt-BR message", async (query, field, message) => {
    const response = await auditLog(query);
    expect(response.status).toBe(422);
    expect((await errorOf(response)).fields?.[field]).toBe(message);
  });
});
