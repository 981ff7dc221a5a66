// Offers (issue 19, decision 0024): a published plan's label is frozen in versions with their own codes;
// a change, a switch off, a delete or a restore closes and opens them in the write's own transaction; an
// incomplete plan never goes on sale; the repository the Catalogue reads keeps every version.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminPlan } from "../../../domain";
import { type CatalogueClock, createCatalogue } from "../../catalogue";
import { offerVersions, plans } from "../../db/schema";
import { businessPlanInput, cityInput, planInput } from "../../testing/factories";
import { adminApi, createTestServer, errorOf, staffCookie, type TestServer } from "../../testing/test-server";

let server: TestServer;
let api: ReturnType<typeof adminApi>;
let cityId: number;
beforeAll(async () => {
  server = await createTestServer();
  api = adminApi(server, await staffCookie(server));
  const city = (
    await (await api.cities.$post({ json: cityInput({ name: "Ofertópolis", state: "RR" }) })).json()
  ).city;
  cityId = city.id;
});
afterAll(() => server.close());

const id = (plan: { id: number }) => ({ param: { id: String(plan.id) } });
const versionsOf = async (plan: { id: number }) =>
  (await (await api.plans[":id"].versions.$get(id(plan))).json()).versions;
const createPlan = async (fields: Parameters<typeof planInput>[0]) => {
  const response = await api.plans.$post({ json: planInput(fields) });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return (await response.json()).plan;
};
/** Sold in the test city, so it is a current offer. */
const sell = (plan: { id: number }) => api["plan-cities"].$post({ json: { planId: plan.id, cityId } });
const edit = (plan: AdminPlan, fields: Parameters<typeof planInput>[0]) =>
  api.plans[":id"].$put({
    ...id(plan),
    json: { ...planInput({ name: plan.name, ...fields }), expectedUpdatedAt: plan.updatedAt },
  });
const setActive = (plan: AdminPlan, isActive: boolean) =>
  api.plans[":id"].status.$patch({ ...id(plan), json: { isActive, expectedUpdatedAt: plan.updatedAt } });

describe("codes and versions", () => {
  it("publishes an active plan as version 1, with a code naming the provider, the plan and the version", async () => {
    const plan = await createPlan({ name: "Fibra Versão" });
    const [first] = await versionsOf(plan);
    expect(first).toMatchObject({ version: 1, code: `RIT-P${plan.id}-V1`, endedAt: null, changes: [] });
    expect(first!.offer).toMatchObject({ name: "Fibra Versão", price: 149.9, downloadMbps: 900 });
  });

  it("a price change on a published plan opens a new version; the old code still answers, as closed", async () => {
    const plan = await createPlan({ name: "Fibra Preço", price: "99,90" });
    await sell(plan);
    const oldCode = `RIT-P${plan.id}-V1`;
    expect((await server.catalogue.offerByCode(oldCode))?.status).toBe("current");

    const response = await edit(plan, { price: "109,90" });
    expect(response.status).toBe(200);
    const [current, closed] = await versionsOf(plan);
    expect(current).toMatchObject({
      version: 2,
      code: `RIT-P${plan.id}-V2`,
      endedAt: null,
      changes: ["price"],
    });
    expect(current!.offer.price).toBe(109.9);
    expect(closed).toMatchObject({ version: 1, endReason: "changed", offer: { price: 99.9 } });
    // The version closed when the change was made, and recorded where it was sold.
    expect(closed!.endedAt).toBe(current!.startedAt);
    expect(closed!.cities).toEqual([{ id: cityId, name: "Ofertópolis", state: "RR" }]);

    const old = await server.catalogue.offerByCode(oldCode.toLowerCase());
    expect(old).toMatchObject({ status: "closed", code: oldCode, offer: { price: 99.9 } });
    expect(old!.endedAt).toBe(closed!.endedAt);
    expect(await server.catalogue.offerByCode(`RIT-P${plan.id}-V2`)).toMatchObject({
      status: "current",
      cities: [{ id: cityId, name: "Ofertópolis", state: "RR" }],
    });
    // The change, its audit entry and the versions were one write: the Histórico has the edit once.
    const audit = (await (await api["audit-log"].$get({ query: { entity: "plans" } })).json()).audit;
    expect(audit.entries.filter((entry) => entry.entityId === String(plan.id)).map((e) => e.action)).toEqual([
      "update",
      "create",
    ]);
  });

  it("a plan's new price reaches the combo that names it: the combo's label opens its next version, the old one as offered", async () => {
    const alone = await createPlan({ name: "Fibra Avulsa 600", price: "109,90" });
    const combo = await createPlan({
      name: "Combo Avulsa 600 + Câmera",
      type: "Combo",
      price: "139,00",
      componentPrices: "Internet Fibra Avulsa 600: 109,90\nCâmera Wi-Fi: 29,90",
    });
    await sell(combo);
    expect((await edit(alone, { price: "114,90" })).status).toBe(200);

    const [current, closed] = await versionsOf(combo);
    expect(current).toMatchObject({ version: 2, changes: ["componentPrices"], endedAt: null });
    expect(current!.offer.componentPrices).toBe("Internet Fibra Avulsa 600: 114,90\nCâmera Wi-Fi: 29,90");
    expect(closed).toMatchObject({ version: 1, endReason: "changed" });
    expect(closed!.offer.componentPrices).toBe("Internet Fibra Avulsa 600: 109,90\nCâmera Wi-Fi: 29,90");
    // The label's sum and saving are read from the new line.
    const label = await server.catalogue.offerByCode(`RIT-P${combo.id}-V2`);
    expect(label).toMatchObject({ status: "current" });
    // The combo's change is in the Histórico as its own entry.
    const audit = (await (await api["audit-log"].$get({ query: { entity: "plans" } })).json()).audit;
    expect(audit.entries.filter((entry) => entry.entityId === String(combo.id)).map((e) => e.action)).toEqual(
      ["update", "create"],
    );
  });

  it("a change the label does not show (the badge) keeps the version", async () => {
    const plan = await createPlan({ name: "Fibra Selo" });
    expect((await edit(plan, { badge: "NOVO" })).status).toBe(200);
    expect((await versionsOf(plan)).map((version) => version.version)).toEqual([1]);
  });

  it("switching off closes the version; switching on again opens a new one with a new code", async () => {
    const plan = await createPlan({ name: "Fibra Pausa" });
    const off = (await (await setActive(plan, false)).json()).plan;
    expect((await versionsOf(plan))[0]).toMatchObject({ version: 1, endReason: "deactivated" });
    expect((await setActive(off, true)).status).toBe(200);
    const [again, first] = await versionsOf(plan);
    expect(again).toMatchObject({ version: 2, code: `RIT-P${plan.id}-V2`, endedAt: null, changes: [] });
    expect(first!.endedAt).not.toBeNull();
  });

  it("deleting a published plan closes its version, which stays in the repository", async () => {
    const plan = await createPlan({ name: "Fibra Adeus" });
    await sell(plan);
    const deleted = await api.plans[":id"].$delete({
      ...id(plan),
      query: { expectedUpdatedAt: plan.updatedAt },
    });
    expect(deleted.status).toBe(200);
    const [closed] = await versionsOf(plan);
    expect(closed).toMatchObject({ version: 1, endReason: "removed" });
    // Recorded before the delete took the plan's cities along.
    expect(closed!.cities).toEqual([{ id: cityId, name: "Ofertópolis", state: "RR" }]);
    const closedOffers = await server.catalogue.closedOffers();
    expect(closedOffers.find((offer) => offer.code === `RIT-P${plan.id}-V1`)).toMatchObject({
      status: "closed",
      offer: { name: "Fibra Adeus" },
    });
  });

  it("a draft never published leaves no trace when deleted", async () => {
    const draft = await createPlan({ name: "Fibra Rascunho", isActive: false });
    expect(await versionsOf(draft)).toEqual([]);
    await api.plans[":id"].$delete({ ...id(draft), query: { expectedUpdatedAt: draft.updatedAt } });
    const rows = await server.database.db
      .select()
      .from(offerVersions)
      .where(eq(offerVersions.planId, draft.id));
    expect(rows.filter((row) => row.kind === "plan")).toEqual([]);
  });

  it("business plans have versions of their own, coded E", async () => {
    const created = await api["business-plans"].$post({
      json: businessPlanInput({ name: "Empresa Versão" }),
    });
    const plan = (await created.json()).businessPlan;
    const versions = (await (await api["business-plans"][":id"].versions.$get(id(plan))).json()).versions;
    expect(versions).toMatchObject([{ version: 1, code: `RIT-E${plan.id}-V1` }]);
  });

  it("a published version cannot be edited or deleted, even by SQL; it can only be closed, once", async () => {
    const plan = await createPlan({ name: "Fibra Congelada" });
    const { db } = server.database;
    const [version] = await db
      .select()
      .from(offerVersions)
      .where(eq(offerVersions.code, `RIT-P${plan.id}-V1`));
    const update = db.execute(sql`update offer_versions set offer = '{}'::jsonb where id = ${version!.id}`);
    await expect(update).rejects.toThrow();
    await expect(db.execute(sql`delete from offer_versions where id = ${version!.id}`)).rejects.toThrow();
    await db.execute(
      sql`update offer_versions set ended_at = now(), end_reason = 'removed', cities = '[]' where id = ${version!.id}`,
    );
    const reopen = db.execute(
      sql`update offer_versions set ended_at = now() + interval '1 day' where id = ${version!.id}`,
    );
    await expect(reopen).rejects.toThrow();
  });
});

describe("restores open new versions", () => {
  it("'Restaurar esta versão' of a price change publishes the old price as the next version", async () => {
    const plan = await createPlan({ name: "Fibra Histórico", price: "99,90" });
    const edited = (await (await edit(plan, { price: "89,90" })).json()).plan;
    const audit = (await (await api["audit-log"].$get({ query: { entity: "plans" } })).json()).audit;
    const change = audit.entries.find(
      (entry) => entry.action === "update" && entry.entityId === String(plan.id),
    )!;
    const restored = await api["audit-log"][":id"].restore.$post({
      param: { id: String(change.id) },
      json: { expectedUpdatedAt: edited.updatedAt },
    });
    expect(restored.status).toBe(200);
    const versions = await versionsOf(plan);
    expect(
      versions.map((version) => [version.version, version.offer.price, version.endedAt === null]),
    ).toEqual([
      [3, 99.9, true],
      [2, 89.9, false],
      [1, 99.9, false],
    ]);
    // Version 1 was never rewritten: it closed when version 2 opened, as it was.
    expect(versions[2]!.endReason).toBe("changed");
  });

  it("the Lixeira puts a deleted published plan back as a new version, never the closed one", async () => {
    const plan = await createPlan({ name: "Fibra Volta da Lixeira" });
    await api.plans[":id"].$delete({ ...id(plan), query: { expectedUpdatedAt: plan.updatedAt } });
    const items = (await (await api.trash.$get()).json()).items;
    const item = items.find((entry) => entry.label === "Fibra Volta da Lixeira")!;
    const restored = await api.trash[":id"].restore.$post({ param: { id: String(item.id) } });
    expect(restored.status).toBe(200);
    const [current, closed] = await versionsOf(plan);
    expect(current).toMatchObject({ version: 2, endedAt: null, changes: [] });
    expect(closed).toMatchObject({ version: 1, endReason: "removed" });
  });

  it("the Lixeira brings back an active plan that lacks label fields as a draft, and says what is missing", async () => {
    const plan = await createPlan({ name: "Fibra Antiga" });
    // A plan written before the offer model (the migration leaves what no text said empty).
    await server.database.db.update(plans).set({ wifiEquipment: "" }).where(eq(plans.id, plan.id));
    const [row] = await server.database.db.select().from(plans).where(eq(plans.id, plan.id));
    await api.plans[":id"].$delete({
      ...id(plan),
      query: { expectedUpdatedAt: row!.updatedAt.toISOString() },
    });
    const item = (await (await api.trash.$get()).json()).items.find(
      (entry) => entry.label === "Fibra Antiga",
    )!;
    const restored = await api.trash[":id"].restore.$post({ param: { id: String(item.id) } });
    expect(restored.status).toBe(200);
    expect((await restored.json()).result).toMatchObject({ draftMissing: "Equipamento Wi-Fi" });
    const listed = (await (await api.plans.$get()).json()).plans.find((entry) => entry.id === plan.id);
    expect(listed?.isActive).toBe(false);
    expect((await versionsOf(plan))[0]).toMatchObject({ version: 1, endReason: "removed" });
  });
});

describe("the completeness rule", () => {
  const incomplete = { uploadMbps: "", wifiEquipment: "" };

  it("refuses to create an incomplete plan as active, naming the fields in pt-BR; a draft may be incomplete", async () => {
    const refused = await api.plans.$post({ json: planInput({ name: "Fibra Incompleta", ...incomplete }) });
    expect(refused.status).toBe(422);
    expect(await errorOf(refused)).toEqual({
      code: "offer_incomplete",
      message: "Para ativar, preencha: Velocidade de upload, Equipamento Wi-Fi",
      fields: {
        uploadMbps: "Preencha este campo para ativar o plano.",
        wifiEquipment: "Preencha este campo para ativar o plano.",
      },
    });
    const names = (await (await api.plans.$get()).json()).plans.map((plan) => plan.name);
    expect(names).not.toContain("Fibra Incompleta");
    const draft = await createPlan({ name: "Fibra Incompleta", ...incomplete, isActive: false });
    expect(draft.isActive).toBe(false);
  });

  it("refuses to switch an incomplete draft on; once complete, it goes on sale", async () => {
    const draft = await createPlan({ name: "Fibra Ainda Não", ...incomplete, isActive: false });
    const refused = await setActive(draft, true);
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).message).toBe(
      "Para ativar, preencha: Velocidade de upload, Equipamento Wi-Fi",
    );
    expect(await versionsOf(draft)).toEqual([]);
    const completed = (await (await edit(draft, { isActive: false })).json()).plan;
    expect((await setActive(completed, true)).status).toBe(200);
    expect((await versionsOf(draft)).map((version) => version.version)).toEqual([1]);
  });

  it("refuses an edit that would leave an active plan incomplete", async () => {
    const plan = await createPlan({ name: "Fibra Ativa" });
    const refused = await edit(plan, { salesStartsOn: "" });
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).message).toBe(
      "Um plano ativo precisa de todos os dados da etiqueta. Preencha: Início das vendas",
    );
  });

  it("refuses to sell an active plan that lacks label fields in any city: a pair, the matrix, a bulk add, a city", async () => {
    const plan = await createPlan({ name: "Fibra Legada" });
    // As the migration leaves a plan whose text said nothing of its equipment.
    await server.database.db.update(plans).set({ wifiEquipment: "" }).where(eq(plans.id, plan.id));
    const message = "Para ativar, preencha no plano Fibra Legada: Equipamento Wi-Fi";
    const pair = await sell(plan);
    expect(pair.status).toBe(422);
    expect((await errorOf(pair)).message).toBe(message);
    const bulk = await api["plan-cities"].bulk.$post({ json: { planId: plan.id, cityIds: [cityId] } });
    expect((await errorOf(bulk)).message).toBe(message);
    const matrix = await api["plan-cities"].matrix.$put({
      json: { changes: [{ planId: plan.id, cityId, from: "absent", to: "active" }] },
    });
    expect(matrix.status).toBe(422);
    expect((await errorOf(matrix)).message).toBe(message);

    // A city switched on puts its plans on sale there.
    const city = (
      await (await api.cities.$post({ json: cityInput({ name: "Cidade Legada", state: "AP" }) })).json()
    ).city;
    await server.database.db.execute(
      sql`insert into plan_cities (plan_id, city_id) values (${plan.id}, ${city.id})`,
    );
    const off = (
      await (
        await api.cities[":id"].status.$patch({
          ...id(city),
          json: { isActive: false, expectedUpdatedAt: city.updatedAt },
        })
      ).json()
    ).city;
    const on = await api.cities[":id"].status.$patch({
      ...id(city),
      json: { isActive: true, expectedUpdatedAt: off.updatedAt },
    });
    expect(on.status).toBe(422);
    expect((await errorOf(on)).message).toBe(message);
  });

  it("refuses included apps that are not services of the Streaming tab", async () => {
    const refused = await api.plans.$post({
      json: planInput({ name: "Fibra Apps", streamings: "Max, Netflics" }),
    });
    expect(refused.status).toBe(422);
    expect(await errorOf(refused)).toMatchObject({
      message:
        "O aplicativo Netflics não está cadastrado na aba Streaming. Escolha um dos serviços cadastrados.",
      fields: { streamings: expect.stringContaining("Netflics") },
    });
  });
});

describe("the streaming rename", () => {
  it("gives each published plan listing the app a new version", async () => {
    const created = await api["streaming-services"].$post({ json: { name: "Cine Antigo", iconUrl: null } });
    const service = (await created.json()).streamingService;
    const plan = await createPlan({ name: "Fibra Cine", streamings: "Cine Antigo" });
    await api["streaming-services"][":id"].$put({
      ...id(service),
      json: { name: "Cine Novo", iconUrl: null, expectedUpdatedAt: service.updatedAt },
    });
    const [current] = await versionsOf(plan);
    expect(current).toMatchObject({
      version: 2,
      changes: ["streamings"],
      offer: { streamings: ["Cine Novo"] },
    });
  });
});

describe("the sales period", () => {
  it("hides a plan outside it, and the catalogue drops at the next start or end without a write", async () => {
    const plan = await createPlan({
      name: "Fibra Futura",
      salesStartsOn: "2031-03-01",
      salesEndsOn: "2031-03-31",
    });
    await sell(plan);
    let now = new Date("2031-02-28T12:00:00Z");
    const timers: { at: number; run: () => void }[] = [];
    const clock: CatalogueClock = {
      now: () => now,
      setTimer: (run, delayMs) => {
        const timer = { at: now.getTime() + delayMs, run };
        timers.push(timer);
        return () => timers.splice(timers.indexOf(timer), 1);
      },
    };
    const { catalogue } = createCatalogue({ database: server.database, clock });
    const names = async () => (await catalogue.cityPlans(cityId))?.plans.map((entry) => entry.name) ?? [];
    const advance = (iso: string) => {
      now = new Date(iso);
      for (const timer of timers.filter((entry) => entry.at <= now.getTime())) timer.run();
    };

    expect(await names()).not.toContain("Fibra Futura");
    expect(await catalogue.offerByCode(`RIT-P${plan.id}-V1`)).toBeUndefined();
    // Armed for the start of 1 March in Brasília: 03:00 UTC.
    expect(timers.map((timer) => new Date(timer.at).toISOString())).toEqual(["2031-03-01T03:00:00.000Z"]);

    advance("2031-03-01T03:00:00Z");
    expect(await names()).toContain("Fibra Futura");
    expect((await catalogue.searchPlans()).map((entry) => entry.name)).toContain("Fibra Futura");
    expect((await catalogue.cityOffers(cityId))?.current.map((offer) => offer.code)).toContain(
      `RIT-P${plan.id}-V1`,
    );

    // Sold through its last day; closed from the next one, with its end as the closing date.
    advance("2031-04-01T02:59:00Z");
    expect(await names()).toContain("Fibra Futura");
    advance("2031-04-01T03:00:00Z");
    expect(await names()).not.toContain("Fibra Futura");
    expect(await catalogue.offerByCode(`RIT-P${plan.id}-V1`)).toMatchObject({
      status: "closed",
      endedAt: "2031-04-01T03:00:00.000Z",
    });
    const here = await catalogue.cityOffers(cityId);
    expect(here?.current.map((offer) => offer.code)).not.toContain(`RIT-P${plan.id}-V1`);
    expect(here?.closed.map((offer) => offer.code)).toContain(`RIT-P${plan.id}-V1`);
  });
});
