import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminPlan } from "../../domain";
import { planInput } from "../testing/factories";
import {
  createTestServer,
  jsonRequest,
  listAdminPlans,
  ORIGIN,
  staffCookie,
  type TestServer,
} from "../testing/test-server";

let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await createTestServer();
  cookie = await staffCookie(server);
});
afterAll(() => server.close());

const newPlan = planInput({ name: "Fibra 900 Mega", price: "149,90", streamings: "Max, Looke", badge: "" });

const listPlans = () => listAdminPlans(server, cookie);

describe("without a session", () => {
  it.each([
    ["GET", "/api/admin/plans", undefined],
    ["POST", "/api/admin/plans", newPlan],
    ["PUT", "/api/admin/plans/1", newPlan],
    ["PATCH", "/api/admin/plans/1/status", { isActive: false }],
    ["DELETE", "/api/admin/plans/1", undefined],
  ])("%s %s answers 401 and changes nothing", async (method, path, body) => {
    const before = await listPlans();
    const response = await server.app.request(path, jsonRequest(method, body));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: "unauthenticated" } });
    expect(await listPlans()).toEqual(before);
  });

  it("refuses a forged session cookie", async () => {
    const response = await server.app.request("/api/admin/plans", {
      headers: { cookie: "better-auth.session_token=forged.value" },
    });
    expect(response.status).toBe(401);
  });
});

describe("plans", () => {
  it("creates a plan from the form's values, active", async () => {
    const response = await server.app.request("/api/admin/plans", jsonRequest("POST", newPlan, cookie));
    expect(response.status).toBe(201);
    const { plan } = (await response.json()) as { plan: AdminPlan };
    expect(plan).toMatchObject({
      name: "Fibra 900 Mega",
      price: 149.9,
      streamings: ["Max", "Looke"],
      cameraCount: 0,
      badge: null,
      isActive: true,
    });
    expect((await listPlans()).map((p) => p.id)).toContain(plan.id);
  });

  it("refuses invalid input with the form's pt-BR messages and stores nothing", async () => {
    const before = await listPlans();
    const response = await server.app.request(
      "/api/admin/plans",
      jsonRequest(
        "POST",
        { ...newPlan, name: "ab", downloadMbps: "veloz", price: "dez", type: "TV", cameraCount: 9 },
        cookie,
      ),
    );
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.fields).toEqual({
      name: "Nome deve ter pelo menos 3 caracteres",
      downloadMbps: "Velocidade de download: informe a velocidade em Mb/s (ex.: 500, ou 1 Giga)",
      price: "Preço deve ser um número válido",
      type: "Tipo é obrigatório",
      cameraCount: "Câmeras deve ser um número de 0 a 5",
    });
    expect(await listPlans()).toEqual(before);
  });

  it("refuses a speed that is not a number of Mb/s, so no card shows one it cannot write", async () => {
    const before = await listPlans();
    const response = await server.app.request(
      "/api/admin/plans",
      jsonRequest("POST", { ...newPlan, downloadMbps: "900 Mb/s de pico" }, cookie),
    );
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      downloadMbps: "Velocidade de download: informe a velocidade em Mb/s (ex.: 500, ou 1 Giga)",
    });
    expect(await listPlans()).toEqual(before);
  });

  it("refuses a body that is not JSON", async () => {
    const response = await server.app.request("/api/admin/plans", {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN, cookie },
      body: "{not json",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "invalid_body", message: "Envie os dados como um objeto JSON." },
    });
  });

  it("updates a plan, keeping its active flag", async () => {
    const [first] = await listPlans();
    const response = await server.app.request(
      `/api/admin/plans/${first!.id}`,
      jsonRequest(
        "PUT",
        {
          ...newPlan,
          name: "Fibra 350 Turbo",
          price: 79.5,
          badge: "NOVO",
          cameraCount: 5,
          expectedUpdatedAt: first!.updatedAt,
        },
        cookie,
      ),
    );
    expect(response.status).toBe(200);
    const { plan } = (await response.json()) as { plan: AdminPlan };
    expect(plan).toMatchObject({
      id: first!.id,
      name: "Fibra 350 Turbo",
      price: 79.5,
      badge: "NOVO",
      cameraCount: 5,
    });
    expect(plan.isActive).toBe(first!.isActive);
    expect(Date.parse(plan.updatedAt)).toBeGreaterThanOrEqual(Date.parse(first!.updatedAt));
  });

  it("flips the active status", async () => {
    const [first] = await listPlans();
    const off = await server.app.request(
      `/api/admin/plans/${first!.id}/status`,
      jsonRequest("PATCH", { isActive: false, expectedUpdatedAt: first!.updatedAt }, cookie),
    );
    const { plan: switched } = (await off.json()) as { plan: AdminPlan };
    expect(switched.isActive).toBe(false);
    const bad = await server.app.request(
      `/api/admin/plans/${first!.id}/status`,
      jsonRequest("PATCH", { isActive: "sim", expectedUpdatedAt: switched.updatedAt }, cookie),
    );
    expect(bad.status).toBe(422);
    const on = await server.app.request(
      `/api/admin/plans/${first!.id}/status`,
      jsonRequest("PATCH", { isActive: true, expectedUpdatedAt: switched.updatedAt }, cookie),
    );
    expect(((await on.json()) as { plan: AdminPlan }).plan.isActive).toBe(true);
  });

  it("deletes a plan, and answers 404 for one that does not exist", async () => {
    const created = await server.app.request(
      "/api/admin/plans",
      jsonRequest("POST", { ...newPlan, name: "Temporário" }, cookie),
    );
    const { plan } = (await created.json()) as { plan: AdminPlan };
    const deleted = await server.app.request(
      `/api/admin/plans/${plan.id}?expectedUpdatedAt=${plan.updatedAt}`,
      jsonRequest("DELETE", undefined, cookie),
    );
    expect(deleted.status).toBe(200);
    expect((await listPlans()).map((p) => p.id)).not.toContain(plan.id);

    const version = plan.updatedAt;
    for (const [method, path] of [
      ["DELETE", `/api/admin/plans/${plan.id}?expectedUpdatedAt=${version}`],
      ["PUT", "/api/admin/plans/999999"],
      ["PATCH", "/api/admin/plans/abc/status"],
    ] as const) {
      const body =
        method === "PUT"
          ? { ...newPlan, expectedUpdatedAt: version }
          : method === "PATCH"
            ? { isActive: true, expectedUpdatedAt: version }
            : undefined;
      const response = await server.app.request(path, jsonRequest(method, body, cookie));
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({
        error: { code: "plan_not_found", message: "Plano não encontrado." },
      });
    }
  });

  it("makes an edited price visible to visitors", async () => {
    const target = (await listPlans()).find((p) => p.name === "Fibra 600 Mega")!;
    await server.app.request(
      `/api/admin/plans/${target.id}`,
      jsonRequest("PUT", { ...target, price: "111,11", expectedUpdatedAt: target.updatedAt }, cookie),
    );
    const cities = (await (await server.app.request("/api/cities")).json()) as {
      cities: { id: number; name: string }[];
    };
    const vitoria = cities.cities.find((c) => c.name === "Vitória")!;
    const response = await server.app.request(`/api/cities/${vitoria.id}/plans`);
    const { plans } = (await response.json()) as { plans: { name: string; price: number }[] };
    expect(plans.find((p) => p.name === "Fibra 600 Mega")?.price).toBe(111.11);
  });
});
