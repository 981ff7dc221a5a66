import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessPlanInput } from "../../testing/factories";
import { adminApi, createTestServer, errorOf, staffCookie, type TestServer } from "../../testing/test-server";

let server: TestServer;
let api: ReturnType<typeof adminApi>;
beforeAll(async () => {
  server = await createTestServer();
  api = adminApi(server, await staffCookie(server));
});
afterAll(() => server.close());

const businessPlans = async () => (await (await api["business-plans"].$get()).json()).businessPlans;
const plan = businessPlanInput({
  name: "Empresa 800",
  price: "499,90",
  features: "IP fixo\n\n  Suporte 24h  \n",
  badge: "",
  popular: true,
  cameraCount: "2",
});

describe("business plans", () => {
  it("adds a plan: features one per line, blanks dropped, type always empresarial, active", async () => {
    const response = await api["business-plans"].$post({ json: plan });
    expect(response.status).toBe(201);
    expect((await response.json()).businessPlan).toMatchObject({
      name: "Empresa 800",
      price: 499.9,
      type: "empresarial",
      features: ["IP fixo", "Suporte 24h"],
      badge: null,
      popular: true,
      cameraCount: 2,
      isActive: true,
    });
  });

  it("applies the same rules to add and edit, with the spec's messages", async () => {
    const bad = { name: "AB", downloadMbps: "rápida", price: "caro", features: " \n ", cameraCount: 6 };
    const expected = {
      name: "Nome deve ter pelo menos 3 caracteres",
      downloadMbps: "Velocidade de download: informe a velocidade em Mb/s (ex.: 500, ou 1 Giga)",
      price: "Preço deve ser um número válido",
      features: "Recursos são obrigatórios",
      cameraCount: "Câmeras deve ser um número de 0 a 5",
    };
    const added = await api["business-plans"].$post({ json: bad });
    expect(added.status).toBe(422);
    expect((await errorOf(added)).fields).toEqual(expected);
    const [first] = await businessPlans();
    const edited = await api["business-plans"][":id"].$put({
      param: { id: String(first!.id) },
      json: { ...bad, expectedUpdatedAt: first!.updatedAt },
    });
    expect(edited.status).toBe(422);
    expect((await errorOf(edited)).fields).toEqual(expected);
  });

  it("edits, switches and deletes against the version shown, recording each change", async () => {
    const created = (await businessPlans()).find((p) => p.name === "Empresa 800")!;
    const edited = await api["business-plans"][":id"].$put({
      param: { id: String(created.id) },
      json: { ...plan, name: "Empresa 900", expectedUpdatedAt: created.updatedAt },
    });
    const { businessPlan } = await edited.json();
    expect(businessPlan).toMatchObject({ name: "Empresa 900", isActive: true });
    const stale = await api["business-plans"][":id"].status.$patch({
      param: { id: String(created.id) },
      json: { isActive: false, expectedUpdatedAt: created.updatedAt },
    });
    expect(stale.status).toBe(409);
    const off = await api["business-plans"][":id"].status.$patch({
      param: { id: String(created.id) },
      json: { isActive: false, expectedUpdatedAt: businessPlan.updatedAt },
    });
    const switched = (await off.json()).businessPlan;
    expect(switched.isActive).toBe(false);
    const deleted = await api["business-plans"][":id"].$delete({
      param: { id: String(created.id) },
      query: { expectedUpdatedAt: switched.updatedAt },
    });
    expect(deleted.status).toBe(200);

    const { audit } = await (await api["audit-log"].$get({ query: { entity: "business_plans" } })).json();
    expect(audit.entries.map((e) => e.action)).toEqual(["delete", "status", "update", "create"]);
    expect(audit.entries[2]).toMatchObject({
      before: { name: "Empresa 800" },
      after: { name: "Empresa 900" },
    });
    expect(audit.entries[1]).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
  });
});
