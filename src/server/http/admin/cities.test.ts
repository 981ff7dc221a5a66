import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminCity, AuditPage } from "../../../domain";
import { cityInput } from "../../testing/factories";
import { adminApi, createTestServer, errorOf, staffCookie, type TestServer } from "../../testing/test-server";

let server: TestServer;
let api: ReturnType<typeof adminApi>;
beforeAll(async () => {
  server = await createTestServer();
  api = adminApi(server, await staffCookie(server));
});
afterAll(() => server.close());

const listCities = async () => (await (await api.cities.$get()).json()).cities;
const lastAudit = async (entity: string): Promise<AuditPage["entries"][number]> => {
  const page = (await (await api["audit-log"].$get({ query: { entity, pageSize: "1" } })).json()).audit;
  return page.entries[0]!;
};

describe("without a session", () => {
  it("every console route answers 401 and changes nothing", async () => {
    const anonymous = adminApi(server, undefined);
    const version = { expectedUpdatedAt: new Date().toISOString() };
    const before = await listCities();
    const calls = [
      anonymous.cities.$get(),
      anonymous.cities.$post({ json: cityInput() }),
      anonymous.cities[":id"].$put({ param: { id: "1" }, json: { ...cityInput(), ...version } }),
      anonymous.cities[":id"].status.$patch({ param: { id: "1" }, json: { isActive: false, ...version } }),
      anonymous.cities[":id"].$delete({ param: { id: "1" }, query: version }),
      anonymous.cities[":id"].impact.$get({ param: { id: "1" } }),
      anonymous["plan-cities"].$get(),
      anonymous["plan-cities"].bulk.$post({ json: { planId: 1, state: "ES" } }),
      anonymous["business-plans"].$get(),
      anonymous["business-plan-cities"].$get(),
      anonymous.banners.$get(),
      anonymous["banner-settings"].$put({ json: { showCaptions: false, ...version } }),
      anonymous["streaming-banners"].$get(),
      anonymous["streaming-services"].$post({ json: { name: "Novo" } }),
      anonymous["site-settings"].$get(),
      anonymous["audit-log"].$get({ query: {} }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status, response.url).toBe(401);
      expect(await errorOf(response)).toEqual({
        code: "unauthenticated",
        message: "Sessão expirada. Entre novamente.",
      });
    }
    expect(await listCities()).toEqual(before);
  });
});

describe("cities", () => {
  it("adds a city, active, with its UF upper-cased, and records who did it", async () => {
    const response = await api.cities.$post({ json: { name: "Mucurici do Sul", state: "es" } });
    expect(response.status).toBe(201);
    const { city } = (await response.json()) as { city: AdminCity };
    expect(city).toMatchObject({ name: "Mucurici do Sul", state: "ES", isActive: true });
    expect(await lastAudit("cities")).toMatchObject({
      actorEmail: "equipe@example.com",
      action: "create",
      entityId: String(city.id),
      before: null,
      after: { name: "Mucurici do Sul", state: "ES", isActive: true },
    });
  });

  it("refuses a short name and a missing state with the spec's messages", async () => {
    const response = await api.cities.$post({ json: { name: "Ab", state: "" } });
    expect(response.status).toBe(422);
    expect(await errorOf(response)).toMatchObject({
      code: "validation_failed",
      fields: { name: "Nome deve ter pelo menos 3 caracteres", state: "Estado é obrigatório" },
    });
  });

  it("refuses the same city twice in one state", async () => {
    const response = await api.cities.$post({ json: { name: "Vitória", state: "ES" } });
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toMatchObject({
      code: "duplicate",
      message: "Esta cidade já está cadastrada neste estado.",
    });
  });

  it("refuses a city again whatever its case, accents and spaces, on the name field, adding or renaming", async () => {
    const before = await listCities();
    for (const name of ["vitória", "VITORIA", "Vitoria", " Vito\u0301ria ", "Vitória"]) {
      const response = await api.cities.$post({ json: { name, state: "es" } });
      expect(response.status, name).toBe(409);
      expect(await errorOf(response)).toEqual({
        code: "duplicate",
        message: "Esta cidade já está cadastrada neste estado.",
        fields: { name: "Esta cidade já está cadastrada neste estado." },
      });
    }
    expect(await listCities()).toEqual(before);

    // Another state's Vitória is another city.
    const elsewhere = await api.cities.$post({ json: { name: "vitória", state: "PA" } });
    expect(elsewhere.status).toBe(201);
    const { city } = await elsewhere.json();
    const renamed = await api.cities[":id"].$put({
      param: { id: String(city.id) },
      json: { name: "São  Mateus", state: "ES", expectedUpdatedAt: city.updatedAt },
    });
    expect(renamed.status).toBe(409);
    expect((await errorOf(renamed)).code).toBe("duplicate");
  });

  it("edits a city and writes the values before and after", async () => {
    const city = (await listCities()).find((c) => c.name === "Ibiraçu")!;
    const response = await api.cities[":id"].$put({
      param: { id: String(city.id) },
      json: { name: "Ibiraçu do Norte", state: "ES", expectedUpdatedAt: city.updatedAt },
    });
    expect(response.status).toBe(200);
    const { city: edited } = (await response.json()) as { city: AdminCity };
    expect(edited.name).toBe("Ibiraçu do Norte");
    expect(edited.updatedAt).not.toBe(city.updatedAt);
    expect(await lastAudit("cities")).toMatchObject({
      action: "update",
      before: { name: "Ibiraçu" },
      after: { name: "Ibiraçu do Norte" },
    });
  });

  it("answers 409 with a reload message when the city changed since the form was opened", async () => {
    const city = (await listCities()).find((c) => c.name === "Ibiraçu do Norte")!;
    const first = await api.cities[":id"].status.$patch({
      param: { id: String(city.id) },
      json: { isActive: false, expectedUpdatedAt: city.updatedAt },
    });
    expect(first.status).toBe(200);
    // A second staff member, whose form still holds the old version, edits and deletes.
    const stale = [
      await api.cities[":id"].$put({
        param: { id: String(city.id) },
        json: { name: "Sobrescrito", state: "ES", expectedUpdatedAt: city.updatedAt },
      }),
      await api.cities[":id"].status.$patch({
        param: { id: String(city.id) },
        json: { isActive: true, expectedUpdatedAt: city.updatedAt },
      }),
      await api.cities[":id"].$delete({
        param: { id: String(city.id) },
        query: { expectedUpdatedAt: city.updatedAt },
      }),
    ];
    for (const response of stale) {
      expect(response.status).toBe(409);
      expect(await errorOf(response)).toEqual({
        code: "stale_record",
        message: "Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.",
      });
    }
    expect((await listCities()).find((c) => c.id === city.id)).toMatchObject({
      name: "Ibiraçu do Norte",
      isActive: false,
    });
  });

  it("refuses an update without the version the form was opened with", async () => {
    const [city] = await listCities();
    const response = await api.cities[":id"].$put({
      param: { id: String(city!.id) },
      json: { name: "Sem versão", state: "ES" } as never,
    });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).fields).toEqual({
      expectedUpdatedAt: "Versão do registro ausente. Recarregue a página e tente de novo.",
    });
  });

  it("says what goes with a city before deleting it, then deletes it with its associations", async () => {
    const vitoria = (await listCities()).find((c) => c.name === "Vitória")!;
    const impact = await api.cities[":id"].impact.$get({ param: { id: String(vitoria.id) } });
    const { impact: counts } = await impact.json();
    expect(counts.planCities).toBeGreaterThan(0);
    expect(counts.businessPlanCities).toBeGreaterThan(0);
    const planCitiesBefore = (await (await api["plan-cities"].$get()).json()).total;

    const deleted = await api.cities[":id"].$delete({
      param: { id: String(vitoria.id) },
      query: { expectedUpdatedAt: vitoria.updatedAt },
    });
    expect(deleted.status).toBe(200);
    expect((await listCities()).map((c) => c.id)).not.toContain(vitoria.id);
    expect((await (await api["plan-cities"].$get()).json()).total).toBe(planCitiesBefore - counts.planCities);
    expect(await lastAudit("cities")).toMatchObject({
      action: "delete",
      entityId: String(vitoria.id),
      before: { name: "Vitória" },
      after: null,
    });
  });

  it("answers 404 for a city that does not exist", async () => {
    const response = await api.cities[":id"].status.$patch({
      param: { id: "999999" },
      json: { isActive: true, expectedUpdatedAt: new Date().toISOString() },
    });
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toEqual({ code: "city_not_found", message: "Cidade não encontrada." });
  });

  it("shows a deactivated city to visitors no more", async () => {
    const serra = (await listCities()).find((c) => c.name === "Serra")!;
    await api.cities[":id"].status.$patch({
      param: { id: String(serra.id) },
      json: { isActive: false, expectedUpdatedAt: serra.updatedAt },
    });
    const publicList = (await (await server.app.request("/api/cities")).json()) as {
      cities: { name: string }[];
    };
    expect(publicList.cities.map((c) => c.name)).not.toContain("Serra");
  });
});

// Issue 34: the add and edit form carries the city's 'Faixas de CEP', saved with it in one request.
describe("a city's form with its CEP ranges", () => {
  const rangesOf = async (id: number) =>
    (
      (await (await api.cities[":id"]["cep-ranges"].$get({ param: { id: String(id) } })).json()) as {
        ranges: { start: number; end: number }[];
      }
    ).ranges;
  const lookUp = async (cep: string) =>
    ((await (await server.app.request(`/api/cep/${cep}`)).json()) as { city: { name: string } | null }).city;

  it("creates the city with its ranges, in CEP order, audited, and the lookup finds it", async () => {
    const response = await api.cities.$post({
      json: {
        name: "Faixópolis",
        state: "AC",
        ranges: [
          { start: "69935-000", end: "69935-999" },
          { start: "69930000", end: "69930-999" },
        ],
      },
    });
    expect(response.status).toBe(201);
    const { city } = await response.json();
    expect(await rangesOf(city.id)).toEqual([
      { start: 69930000, end: 69930999 },
      { start: 69935000, end: 69935999 },
    ]);
    expect((await lookUp("69935-500"))?.name).toBe("Faixópolis");
    expect(await lastAudit("city_cep_ranges")).toMatchObject({
      action: "update",
      entityId: String(city.id),
      after: {
        city: "Faixópolis - AC",
        ranges: [
          { start: "69930-000", end: "69930-999" },
          { start: "69935-000", end: "69935-999" },
        ],
      },
    });
  });

  it("refuses a range another city holds, naming it, on that range's field, and creates nothing", async () => {
    const before = await listCities();
    const response = await api.cities.$post({
      json: { name: "Sobreposta", state: "ES", ranges: [{ start: "29185-500", end: "29185-600" }] },
    });
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toMatchObject({
      code: "cep_range_overlap",
      message: "Esta faixa se sobrepõe à faixa 29185-000 a 29189-999 de Fundão - ES.",
      fields: { "ranges.0.start": "Esta faixa se sobrepõe à faixa 29185-000 a 29189-999 de Fundão - ES." },
    });
    expect(await listCities()).toEqual(before);
  });

  it("refuses ranges the schema refuses with its messages (order, overlap within the list)", async () => {
    const response = await api.cities.$post({
      json: {
        name: "Desordenada",
        state: "AC",
        ranges: [
          { start: "69940-999", end: "69940-000" },
          { start: "69941-000", end: "69941-999" },
          { start: "69941-500", end: "69942-000" },
        ],
      },
    });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).fields).toMatchObject({
      "ranges.0.end": "O CEP final deve ser igual ou maior que o inicial.",
      "ranges.2.start": "Esta faixa se sobrepõe à faixa 69941-000 a 69941-999 (faixa 2).",
    });
  });

  it("edits the name and the ranges in one write; left out, the ranges stay", async () => {
    const { city } = await (
      await api.cities.$post({
        json: { name: "Editada", state: "AC", ranges: [{ start: "69950-000", end: "69950-999" }] },
      })
    ).json();
    const edited = await api.cities[":id"].$put({
      param: { id: String(city.id) },
      json: {
        name: "Editada Nova",
        state: "AC",
        ranges: [{ start: "69951-000", end: "69951-999" }],
        expectedUpdatedAt: city.updatedAt,
      },
    });
    expect(edited.status).toBe(200);
    const after = (await edited.json()).city;
    expect(after.name).toBe("Editada Nova");
    expect(await rangesOf(city.id)).toEqual([{ start: 69951000, end: 69951999 }]);
    const renamed = await api.cities[":id"].$put({
      param: { id: String(city.id) },
      json: { name: "Editada Outra", state: "AC", expectedUpdatedAt: after.updatedAt },
    });
    expect(renamed.status).toBe(200);
    expect(await rangesOf(city.id)).toEqual([{ start: 69951000, end: 69951999 }]);
  });
});
