// The Lixeira: a deleted record is kept 30 days with the associations its delete took along, and put
// back as it was; the daily job purges what is older.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purgeTrash } from "../../services/trash";
import { cityInput, planInput } from "../../testing/factories";
import {
  adminApi,
  createTestServer,
  errorOf,
  staffCookie,
  staffCookieFor,
  type TestServer,
} from "../../testing/test-server";

let server: TestServer;
let api: ReturnType<typeof adminApi>;
beforeAll(async () => {
  server = await createTestServer();
  api = adminApi(server, await staffCookie(server));
});
afterAll(() => server.close());

const trashItems = async () => (await (await api.trash.$get()).json()).items;
const restore = (id: number) => api.trash[":id"].restore.$post({ param: { id: String(id) } });
const newCity = async (name: string) =>
  (await (await api.cities.$post({ json: cityInput({ name, state: "TO" }) })).json()).city;

describe("the Lixeira", () => {
  it("refuses to put back a pair that would sell in a city no CEP leads to any more; it stays (decision 0031)", async () => {
    const plan = (await (await api.plans.$post({ json: planInput({ name: "Fibra Sem Cep" }) })).json()).plan;
    const city = await newCity("Lixeira Sem Cep");
    const pair = (
      await (await api["plan-cities"].$post({ json: { planId: plan.id, cityId: city.id } })).json()
    ).planCity;
    await api["plan-cities"][":id"].$delete({
      param: { id: String(pair.id) },
      query: { expectedUpdatedAt: pair.updatedAt },
    });
    // The city sells nothing now: its last range may go.
    const cleared = await api.cities[":id"]["cep-ranges"].$put({
      param: { id: String(city.id) },
      json: { ranges: [], expectedUpdatedAt: city.updatedAt },
    });
    expect(cleared.status).toBe(200);
    const item = (await trashItems()).find(
      (entry) => entry.entity === "plan_cities" && entry.label === "Fibra Sem Cep em Lixeira Sem Cep - TO",
    )!;
    const refused = await restore(item.id);
    expect(refused.status).toBe(422);
    expect(await errorOf(refused)).toMatchObject({
      code: "city_without_cep",
      message:
        "Lixeira Sem Cep vende 1 plano, mas nenhum CEP leva a ela. Cadastre as faixas de CEP em Cidades antes de ativar as vendas.",
    });
    expect((await trashItems()).map((entry) => entry.id)).toContain(item.id);
  });

  it("keeps a deleted plan with its associations and puts both back, same id, as one audited restore", async () => {
    const plan = (await (await api.plans.$post({ json: planInput({ name: "Fibra Lixeira" }) })).json()).plan;
    const [a, b] = [await newCity("Lixeira Um"), await newCity("Lixeira Dois")];
    await api["plan-cities"].bulk.$post({ json: { planId: plan.id, cityIds: [a.id, b.id] } });
    const deleted = await api.plans[":id"].$delete({
      param: { id: String(plan.id) },
      query: { expectedUpdatedAt: plan.updatedAt },
    });
    expect(deleted.status).toBe(200);
    const item = (await trashItems()).find((entry) => entry.label === "Fibra Lixeira")!;
    expect(item).toMatchObject({ entity: "plans", associations: 2, deletedBy: expect.stringContaining("@") });
    expect(Date.parse(item.expiresAt) - Date.parse(item.deletedAt)).toBe(30 * 24 * 60 * 60 * 1000);

    const response = await restore(item.id);
    expect(response.status).toBe(200);
    expect((await response.json()).result).toEqual({ label: "Fibra Lixeira", associations: 2 });
    const plans = (await (await api.plans.$get()).json()).plans;
    expect(plans.find((row) => row.id === plan.id)).toMatchObject({
      name: "Fibra Lixeira",
      updatedAt: plan.updatedAt,
    });
    const pairs = (await (await api["plan-cities"].$get()).json()).planCities.filter(
      (row) => row.planId === plan.id,
    );
    expect(pairs.map((row) => row.cityId).sort()).toEqual([a.id, b.id].sort());
    expect((await trashItems()).some((entry) => entry.id === item.id)).toBe(false);
    const audit = (await (await api["audit-log"].$get({ query: { entity: "plans" } })).json()).audit;
    expect(audit.entries[0]).toMatchObject({ action: "restore", entityId: String(plan.id) });

    const again = await restore(item.id);
    expect(again.status).toBe(404);
    expect((await errorOf(again)).message).toBe("Este item não está mais na Lixeira. Recarregue a página.");
  });

  it("refuses a city whose name was taken meanwhile, and an association whose plan is gone; both stay", async () => {
    const city = await newCity("Lixeira Tres");
    await api.cities[":id"].$delete({
      param: { id: String(city.id) },
      query: { expectedUpdatedAt: city.updatedAt },
    });
    await newCity("Lixeira Tres");
    const cityItem = (await trashItems()).find(
      (entry) => entry.entity === "cities" && entry.label === "Lixeira Tres - TO",
    )!;
    const duplicate = await restore(cityItem.id);
    expect(duplicate.status).toBe(409);
    expect((await errorOf(duplicate)).message).toBe(
      "Já existe um registro igual a este (mesmo nome ou mesma associação). Remova ou renomeie o outro antes de restaurar.",
    );

    const plan = (await (await api.plans.$post({ json: planInput({ name: "Fibra Some" }) })).json()).plan;
    const other = await newCity("Lixeira Quatro");
    const pair = (
      await (await api["plan-cities"].$post({ json: { planId: plan.id, cityId: other.id } })).json()
    ).planCity;
    await api["plan-cities"][":id"].$delete({
      param: { id: String(pair.id) },
      query: { expectedUpdatedAt: pair.updatedAt },
    });
    await api.plans[":id"].$delete({
      param: { id: String(plan.id) },
      query: { expectedUpdatedAt: plan.updatedAt },
    });
    const pairItem = (await trashItems()).find(
      (entry) => entry.entity === "plan_cities" && entry.label === "Fibra Some em Lixeira Quatro - TO",
    )!;
    const orphan = await restore(pairItem.id);
    expect(orphan.status).toBe(409);
    expect((await errorOf(orphan)).message).toBe(
      "O plano ou a cidade desta associação não existe mais. Restaure-o primeiro, se ainda estiver na Lixeira.",
    );
    const left = (await trashItems()).map((entry) => entry.id);
    expect(left).toEqual(expect.arrayContaining([cityItem.id, pairItem.id]));
  });

  it("refuses a city whose CEP range another city's now overlaps, naming that city; it stays, ranges and all (probe 2026-11-25, N1)", async () => {
    const setRanges = async (
      city: { id: number; updatedAt: string },
      ranges: { start: string; end: string }[],
    ) => {
      const response = await api.cities[":id"]["cep-ranges"].$put({
        param: { id: String(city.id) },
        json: { ranges, expectedUpdatedAt: city.updatedAt },
      });
      expect(response.status).toBe(200);
      return (await response.json()).updatedAt;
    };
    const city = await newCity("Faixa Antiga");
    const updatedAt = await setRanges(city, [{ start: "77700-000", end: "77709-999" }]);
    await api.cities[":id"].$delete({
      param: { id: String(city.id) },
      query: { expectedUpdatedAt: updatedAt },
    });
    const taker = await newCity("Faixa Nova");
    await setRanges(taker, [{ start: "77705-000", end: "77705-999" }]);

    const item = (await trashItems()).find((entry) => entry.label === "Faixa Antiga - TO")!;
    const refused = await restore(item.id);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatchObject({
      code: "cep_range_overlap",
      message:
        "Não é possível restaurar: a faixa de CEP 77700-000 a 77709-999 desta cidade se sobrepõe à faixa 77705-000 a 77705-999 de Faixa Nova - TO. Ajuste as faixas de Faixa Nova - TO e tente de novo.",
    });
    expect((await trashItems()).find((entry) => entry.id === item.id)?.associations).toBe(1);
  });

  it("answers a delete with its Lixeira item, which 'Desfazer' restores; a comercial undoes only their own", async () => {
    const comercial = adminApi(server, await staffCookieFor(server, "comercial"));
    const created = async (name: string) =>
      (await (await comercial.plans.$post({ json: planInput({ name }) })).json()).plan;
    const remove = async (client: typeof api, plan: { id: number; updatedAt: string }) => {
      const response = await client.plans[":id"].$delete({
        param: { id: String(plan.id) },
        query: { expectedUpdatedAt: plan.updatedAt },
      });
      expect(response.status).toBe(200);
      return (await response.json()).trashItemId!;
    };
    const mine = await created("Fibra Desfazer Minha");
    const itemId = await remove(comercial, mine);
    expect((await trashItems()).find((entry) => entry.id === itemId)).toMatchObject({
      entity: "plans",
      label: "Fibra Desfazer Minha",
    });
    // The Lixeira itself stays an administrador's.
    expect((await comercial.trash.$get()).status).toBe(403);
    const undone = await comercial.trash[":id"].restore.$post({ param: { id: String(itemId) } });
    expect(undone.status).toBe(200);
    expect((await (await comercial.plans.$get()).json()).plans.some((plan) => plan.id === mine.id)).toBe(
      true,
    );

    const theirs = await remove(api, await created("Fibra Desfazer Alheia"));
    const refused = await comercial.trash[":id"].restore.$post({ param: { id: String(theirs) } });
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe("Seu perfil não tem acesso a esta área do console.");
    expect((await trashItems()).some((entry) => entry.id === theirs)).toBe(true);
  });

  it("purges what was deleted more than 30 days ago, and nothing newer", async () => {
    const before = (await trashItems()).length;
    expect(before).toBeGreaterThan(0);
    const day = 24 * 60 * 60 * 1000;
    expect(await purgeTrash(server.database.db, new Date(Date.now() + 29 * day))).toBe(0);
    expect(await purgeTrash(server.database.db, new Date(Date.now() + 31 * day))).toBe(before);
    expect(await trashItems()).toEqual([]);
  });
});
