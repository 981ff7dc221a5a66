import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminCity, AuditPage } from "../../../domain";
import {
  adminApi,
  createTestServer,
  errorOf,
  staffCookie,
  staffCookieFor,
  type TestServer,
} from "../../testing/test-server";

// 'Faixas de CEP' in the Cidades tab: PUT /api/admin/cities/:id/cep-ranges replaces a city's ranges.

let server: TestServer;
let api: ReturnType<typeof adminApi>;
beforeAll(async () => {
  server = await createTestServer();
  api = adminApi(server, await staffCookie(server));
});
afterAll(() => server.close());

const cityNamed = async (name: string): Promise<AdminCity> =>
  (await (await api.cities.$get()).json()).cities.find((city) => city.name === name)!;
const rangesOf = async (city: AdminCity) => {
  const response = await api.cities[":id"]["cep-ranges"].$get({ param: { id: String(city.id) } });
  return ((await response.json()) as { ranges: { start: number; end: number }[] }).ranges;
};
const put = (client: typeof api, city: AdminCity, ranges: { start: string; end: string }[]) =>
  client.cities[":id"]["cep-ranges"].$put({
    param: { id: String(city.id) },
    json: { ranges, expectedUpdatedAt: city.updatedAt },
  });
const lookUp = async (cep: string) =>
  (await (await server.app.request(`/api/cep/${cep}`)).json()) as { city: { name: string } | null };

describe("a city's CEP ranges", () => {
  it("replaces the list, records it with the values before and after, and the public lookup follows", async () => {
    const city = await cityNamed("Fundão");
    expect(await rangesOf(city)).toEqual([{ start: 29185000, end: 29189999 }]);
    expect((await lookUp("29185-500")).city?.name).toBe("Fundão");

    const response = await put(api, city, [
      { start: "29186-000", end: "29189999" },
      { start: "29.185.000", end: "29185-499" },
    ]);
    expect(response.status).toBe(200);
    const saved = await response.json();
    expect(saved.ranges).toEqual([
      { start: 29185000, end: 29185499 },
      { start: 29186000, end: 29189999 },
    ]);
    // The city's version moved on: a form opened before this write is stale now.
    expect(Date.parse(saved.updatedAt)).toBeGreaterThan(Date.parse(city.updatedAt));
    expect((await cityNamed("Fundão")).updatedAt).toBe(saved.updatedAt);

    const { audit } = (await (
      await api["audit-log"].$get({ query: { entity: "city_cep_ranges", pageSize: "1" } })
    ).json()) as { audit: AuditPage };
    expect(audit.entries[0]).toMatchObject({
      actorEmail: "equipe@example.com",
      action: "update",
      entityId: String(city.id),
      before: { city: "Fundão - ES", ranges: [{ start: "29185-000", end: "29189-999" }] },
      after: {
        city: "Fundão - ES",
        ranges: [
          { start: "29185-000", end: "29185-499" },
          { start: "29186-000", end: "29189-999" },
        ],
      },
    });

    expect((await lookUp("29185-500")).city).toBeNull();
    expect((await lookUp("29186000")).city?.name).toBe("Fundão");
  });

  it("refuses a range overlapping another city's, naming that city, and changes nothing", async () => {
    const city = await cityNamed("Viana");
    const response = await put(api, city, [
      { start: "29130-001", end: "29139-999" },
      { start: "29099-000", end: "29100-500" },
    ]);
    expect(response.status).toBe(409);
    const message = "Esta faixa se sobrepõe à faixa 29000-001 a 29099-999 de Vitória - ES.";
    expect(await errorOf(response)).toEqual({
      code: "cep_range_overlap",
      message,
      fields: { "ranges.1.start": message },
    });
    expect(await rangesOf(city)).toEqual([{ start: 29130001, end: 29139999 }]);
    expect((await cityNamed("Viana")).updatedAt).toBe(city.updatedAt);
  });

  it("refuses ranges that overlap each other, that end before they start, or that are not CEPs", async () => {
    const city = await cityNamed("Viana");
    const crossed = await put(api, city, [
      { start: "29130-001", end: "29135-000" },
      { start: "29134-000", end: "29139-999" },
      { start: "29139-999", end: "29130-000" },
    ]);
    expect(crossed.status).toBe(422);
    expect((await errorOf(crossed)).fields).toEqual({
      "ranges.1.start": "Esta faixa se sobrepõe à faixa 29130-001 a 29135-000 (faixa 1).",
      "ranges.2.end": "O CEP final deve ser igual ou maior que o inicial.",
    });
    const typos = await put(api, city, [{ start: "2913", end: "abc" }]);
    expect(typos.status).toBe(422);
    expect((await errorOf(typos)).fields).toEqual({
      "ranges.0.start": "Digite um CEP com 8 números (ex.: 29000-000).",
      "ranges.0.end": "Digite um CEP com 8 números (ex.: 29000-000).",
    });
    expect(await rangesOf(city)).toEqual([{ start: 29130001, end: 29139999 }]);
  });

  it("answers 409 to a form opened before another change of the city, and 404 for no city", async () => {
    const city = await cityNamed("Viana");
    const first = await put(api, city, [{ start: "29130-001", end: "29139-999" }]);
    expect(first.status).toBe(200);
    const stale = await put(api, city, []);
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).code).toBe("stale_record");
    expect(await rangesOf(city)).toEqual([{ start: 29130001, end: 29139999 }]);
    const missing = await put(api, { ...city, id: 999999 }, []);
    expect(missing.status).toBe(404);
  });

  it("may be cleared when the city sells nothing: its CEPs are then not covered", async () => {
    const created = await api.cities.$post({
      json: { name: "Sem Vendas", state: "AC", ranges: [{ start: "69800-000", end: "69800-999" }] },
    });
    const city = (await created.json()).city;
    expect((await lookUp("69800-500")).city?.name).toBe("Sem Vendas");
    expect((await put(api, city, [])).status).toBe(200);
    expect(await rangesOf(city)).toEqual([]);
    expect((await lookUp("69800-500")).city).toBeNull();
  });

  it("keep their last one while the city sells (decision 0031)", async () => {
    const city = await cityNamed("Ibiraçu");
    const refused = await put(api, city, []);
    expect(refused.status).toBe(422);
    const error = await errorOf(refused);
    expect(error.code).toBe("city_without_cep");
    expect(error.message).toMatch(
      /^Ibiraçu vende \d+ planos?, mas nenhum CEP leva a ela\. Cadastre as faixas de CEP em Cidades antes de ativar as vendas\.$/,
    );
    expect(await rangesOf(city)).not.toEqual([]);
    expect((await lookUp("29670-000")).city?.name).toBe("Ibiraçu");
  });

  it("is refused to roles outside the catalogue (403) and to visitors (401), changing nothing", async () => {
    const city = await cityNamed("Serra");
    for (const role of ["marketing", "atendimento"] as const) {
      const response = await put(adminApi(server, await staffCookieFor(server, role)), city, []);
      expect(response.status, role).toBe(403);
      expect((await errorOf(response)).code).toBe("forbidden_role");
    }
    expect((await put(adminApi(server, undefined), city, [])).status).toBe(401);
    const comercial = adminApi(server, await staffCookieFor(server, "comercial"));
    expect((await put(comercial, city, [{ start: "29160-001", end: "29184-999" }])).status).toBe(200);
    expect(await rangesOf(city)).toEqual([{ start: 29160001, end: 29184999 }]);
  });

  it("come back with their city from the Lixeira, and a Histórico version can be restored", async () => {
    const city = await cityNamed("Iconha");
    const deleted = await api.cities[":id"].$delete({
      param: { id: String(city.id) },
      query: { expectedUpdatedAt: city.updatedAt },
    });
    expect(deleted.status).toBe(200);
    expect((await lookUp("29280-000")).city).toBeNull();
    const { items } = await (await api.trash.$get()).json();
    const item = items.find((entry: { label: string }) => entry.label === "Iconha - ES")!;
    expect((await api.trash[":id"].restore.$post({ param: { id: String(item.id) } })).status).toBe(200);
    expect((await lookUp("29280-000")).city?.name).toBe("Iconha");

    // Narrowed, then put back as it was through 'Restaurar esta versão'.
    const restored = await cityNamed("Iconha");
    expect((await put(api, restored, [{ start: "29280-000", end: "29280-999" }])).status).toBe(200);
    const { audit } = (await (
      await api["audit-log"].$get({ query: { entity: "city_cep_ranges", pageSize: "1" } })
    ).json()) as { audit: AuditPage };
    const entry = audit.entries[0]!;
    const version = audit.restorable[entry.id]!;
    expect(version).toBeDefined();
    const back = await api["audit-log"][":id"].restore.$post({
      param: { id: String(entry.id) },
      json: { expectedUpdatedAt: version },
    });
    expect(back.status).toBe(200);
    expect(await rangesOf(await cityNamed("Iconha"))).toEqual([{ start: 29280000, end: 29284999 }]);
  });
});
