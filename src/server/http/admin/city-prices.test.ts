// Price variants (issue 37, decision 0040): a plan's own price in one city ('Preço nesta cidade') is its
// own offer, with its own code and frozen versions, opened and closed in the cell's write; visitors of
// that city see that price, the other cities keep the plan's; the Histórico and the Lixeira restore it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AdminPlan,
  type AdminPlanCity,
  formatDay,
  offerDay,
  offerLabelChannels,
  offerLabelItems,
  offerPeriodText,
} from "../../../domain";
import { businessPlanInput, cityInput, planInput } from "../../testing/factories";
import { adminApi, createTestServer, errorOf, staffCookie, type TestServer } from "../../testing/test-server";

let server: TestServer;
let api: ReturnType<typeof adminApi>;
let vilaVelha: number;
let aimores: number;
beforeAll(async () => {
  server = await createTestServer();
  api = adminApi(server, await staffCookie(server));
  const city = async (name: string, state: "ES" | "MG") =>
    (await (await api.cities.$post({ json: cityInput({ name, state }) })).json()).city.id;
  vilaVelha = await city("Vila Variante", "ES");
  aimores = await city("Aimorés Base", "MG");
});
afterAll(() => server.close());

const id = (row: { id: number }) => ({ param: { id: String(row.id) } });
const createPlan = async (name: string) => {
  const response = await api.plans.$post({ json: planInput({ name, price: "99,90" }) });
  expect(response.status).toBe(201);
  return (await response.json()).plan as AdminPlan;
};
const sell = async (plan: AdminPlan, cityId: number) => {
  const response = await api["plan-cities"].$post({ json: { planId: plan.id, cityId } });
  expect(response.status).toBe(201);
  return (await response.json()).planCity as AdminPlanCity;
};
const setPrice = (pair: AdminPlanCity, json: Record<string, unknown>) =>
  api["plan-cities"][":id"].price.$patch({
    ...id(pair),
    json: { price: null, promoPrice: null, promoMonths: null, ...json, expectedUpdatedAt: pair.updatedAt },
  });
const versionsOf = async (plan: { id: number }) =>
  (await (await api.plans[":id"].versions.$get(id(plan))).json()).versions;
const cityPlan = async (cityId: number, planId: number) =>
  (await server.catalogue.cityPlans(cityId))?.plans.find((plan) => plan.id === planId);

describe("a city's own price", () => {
  it("is a variant of its own: its code, its label listing its cities, the city's card; the others keep the plan's", async () => {
    const plan = await createPlan("Fibra Variante");
    const there = await sell(plan, vilaVelha);
    await sell(plan, aimores);
    const response = await setPrice(there, { price: "89,90" });
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
    expect((await response.json()).planCity).toMatchObject({ price: 89.9, promoPrice: null });

    const code = `RIT-P${plan.id}-R8990-V1`;
    expect(await cityPlan(vilaVelha, plan.id)).toMatchObject({
      name: "Fibra Variante",
      price: 89.9,
      offerCode: code,
    });
    expect(await cityPlan(aimores, plan.id)).toMatchObject({ price: 99.9, offerCode: `RIT-P${plan.id}-V1` });
    expect(await server.catalogue.offerByCode(code)).toMatchObject({
      status: "current",
      variant: "R8990",
      offer: { name: "Fibra Variante", price: 89.9 },
      cities: [{ id: vilaVelha, name: "Vila Variante", state: "ES" }],
    });
    // The plan's own offer is now sold in the other city only.
    expect((await server.catalogue.offerByCode(`RIT-P${plan.id}-V1`))?.cities).toEqual([
      { id: aimores, name: "Aimorés Base", state: "MG" },
    ]);
    // Both offers are in the repository the sitemap and /ofertas read; the search says 'a partir de'.
    const current = (await server.catalogue.currentOffers()).map((offer) => offer.code);
    expect(current).toEqual(expect.arrayContaining([code, `RIT-P${plan.id}-V1`]));
    expect((await server.catalogue.searchPlans()).find((row) => row.id === plan.id)).toMatchObject({
      price: 89.9,
      priceVaries: true,
    });
    // The cell's change is one audited update, with the price before and after.
    const audit = (await (await api["audit-log"].$get({ query: { entity: "plan_cities" } })).json()).audit;
    const entry = audit.entries.find((row) => row.action === "update" && row.entityId === String(there.id));
    expect(entry?.before).toMatchObject({ price: null });
    expect(entry?.after).toMatchObject({ price: 89.9 });
  });

  it("a variant's label and the repository give its own sales start, not the plan's (issue 59)", async () => {
    const response = await api.plans.$post({
      json: planInput({ name: "Fibra Desde Hoje", price: "99,90", salesStartsOn: "2025-09-01" }),
    });
    expect(response.status).toBe(201);
    const plan = (await response.json()).plan as AdminPlan;
    const pair = await sell(plan, vilaVelha);
    expect((await setPrice(pair, { price: "89,90" })).status).toBe(200);
    const variant = await server.catalogue.offerByCode(`RIT-P${plan.id}-R8990-V1`);
    expect(variant).toBeDefined();
    const today = formatDay(offerDay(new Date()));
    // What the label page (/ofertas/{código}) and the repository (/ofertas) render, from the same version.
    const period = offerLabelItems(
      variant!,
      offerLabelChannels({ companyName: "Rede", salesPhone: "", whatsappNumber: "", supportEmail: "" }),
    ).find((item) => item.id === "period");
    expect(period?.lines).toEqual([
      `Comercializada a partir de ${today}, sem data de término.`,
      `Condições válidas desde ${today}, enquanto a oferta estiver vigente.`,
    ]);
    expect(offerPeriodText(variant!)).toBe(`Desde ${today}`);
    expect(period?.lines.join(" ")).not.toContain("01/09/2025");
  });

  it("a change closes the variant, recording its city, and opens the new price's; the plan's edits reach every variant", async () => {
    const plan = await createPlan("Fibra Mudança");
    const pair = await sell(plan, vilaVelha);
    const first = (await (await setPrice(pair, { price: "89,90" })).json()).planCity;
    const second = await setPrice(first, { price: "84,90", promoPrice: "59,90", promoMonths: "3" });
    expect(second.status).toBe(200);
    const versions = await versionsOf(plan);
    const closed = versions.find((version) => version.variant === "R8990")!;
    expect(closed).toMatchObject({ endReason: "changed", cities: [{ id: vilaVelha }] });
    const open = versions.find((version) => version.variant === "R8490P5990M3")!;
    expect(open).toMatchObject({
      code: `RIT-P${plan.id}-R8490P5990M3-V1`,
      endedAt: null,
      offer: { price: 84.9, promoPrice: 59.9, promoMonths: 3 },
    });
    expect(await cityPlan(vilaVelha, plan.id)).toMatchObject({
      price: 84.9,
      promoPrice: 59.9,
      promoMonths: 3,
    });

    // A change of the plan's label (its name) is a new version of every price it is sold at.
    const edited = await api.plans[":id"].$put({
      ...id(plan),
      json: { ...planInput({ name: "Fibra Mudada", price: "99,90" }), expectedUpdatedAt: plan.updatedAt },
    });
    expect(edited.status).toBe(200);
    const after = await versionsOf(plan);
    expect(
      after
        .filter((version) => version.endedAt === null)
        .map((version) => [version.code, version.offer.name]),
    ).toEqual(
      expect.arrayContaining([
        [`RIT-P${plan.id}-V2`, "Fibra Mudada"],
        [`RIT-P${plan.id}-R8490P5990M3-V2`, "Fibra Mudada"],
      ]),
    );
  });

  it("back to the plan's price closes the variant; the same price typed as the plan's is no variant", async () => {
    const plan = await createPlan("Fibra Volta");
    const pair = await sell(plan, vilaVelha);
    const set = (await (await setPrice(pair, { price: "89,90" })).json()).planCity;
    const cleared = await setPrice(set, { price: null });
    expect((await cleared.json()).planCity).toMatchObject({ price: null });
    const variant = (await versionsOf(plan)).find((version) => version.variant === "R8990")!;
    expect(variant).toMatchObject({ endReason: "changed", cities: [{ id: vilaVelha }] });
    expect(await cityPlan(vilaVelha, plan.id)).toMatchObject({
      price: 99.9,
      offerCode: `RIT-P${plan.id}-V1`,
    });

    const again = (await (await api["plan-cities"].$get()).json()).planCities.find(
      (row) => row.id === pair.id,
    )!;
    const same = await setPrice(again, { price: "99,90" });
    expect((await same.json()).planCity).toMatchObject({ price: null });
    expect((await versionsOf(plan)).filter((version) => version.endedAt === null)).toHaveLength(1);
  });

  it("refuses a promotion that is not below the city's price, or without a price of its own, in pt-BR; nothing changes", async () => {
    const plan = await createPlan("Fibra Recusa");
    const pair = await sell(plan, vilaVelha);
    const above = await setPrice(pair, { price: "89,90", promoPrice: "95,00", promoMonths: "3" });
    expect(above.status).toBe(422);
    expect((await errorOf(above)).fields).toMatchObject({
      promoPrice: "O preço promocional deve ser menor que o preço nesta cidade",
    });
    const bare = await setPrice(pair, { promoPrice: "79,90", promoMonths: "3" });
    expect((await errorOf(bare)).fields?.promoPrice).toMatch(/^Informe o preço nesta cidade/);
    expect(await cityPlan(vilaVelha, plan.id)).toMatchObject({ price: 99.9 });
    expect((await versionsOf(plan)).map((version) => version.code)).toEqual([`RIT-P${plan.id}-V1`]);
  });

  it("refuses a stale cell (409): someone else changed the pair since the matrix was opened", async () => {
    const plan = await createPlan("Fibra Concorrência");
    const pair = await sell(plan, vilaVelha);
    expect((await setPrice(pair, { price: "89,90" })).status).toBe(200);
    const stale = await setPrice(pair, { price: "79,90" });
    expect(stale.status).toBe(409);
    expect(await cityPlan(vilaVelha, plan.id)).toMatchObject({ price: 89.9 });
  });
});

describe("restores", () => {
  it("'Restaurar esta versão' of a price change in the Histórico puts the price before back, as a new version", async () => {
    const plan = await createPlan("Fibra Histórica");
    const pair = await sell(plan, vilaVelha);
    const first = (await (await setPrice(pair, { price: "89,90" })).json()).planCity;
    const second = (await (await setPrice(first, { price: "79,90" })).json()).planCity;
    const audit = (await (await api["audit-log"].$get({ query: { entity: "plan_cities" } })).json()).audit;
    const change = audit.entries.find(
      (entry) =>
        entry.action === "update" &&
        entry.entityId === String(pair.id) &&
        (entry.after as { price: number }).price === 79.9,
    )!;
    const restored = await api["audit-log"][":id"].restore.$post({
      param: { id: String(change.id) },
      json: { expectedUpdatedAt: second.updatedAt },
    });
    expect(restored.status, JSON.stringify(await restored.clone().json())).toBe(200);
    expect(await cityPlan(vilaVelha, plan.id)).toMatchObject({ price: 89.9 });
    const open = (await versionsOf(plan)).filter((version) => version.variant === "R8990");
    expect(open.map((version) => [version.version, version.endedAt === null])).toEqual([
      [2, true],
      [1, false],
    ]);
  });

  it("a pair with its own price deleted closes its variant; the Lixeira brings both back", async () => {
    const plan = await createPlan("Fibra Lixeira");
    const pair = await sell(plan, vilaVelha);
    const priced = (await (await setPrice(pair, { price: "89,90" })).json()).planCity;
    const removed = await api["plan-cities"][":id"].$delete({
      ...id(pair),
      query: { expectedUpdatedAt: priced.updatedAt },
    });
    expect(removed.status).toBe(200);
    const closed = (await versionsOf(plan)).find((version) => version.variant === "R8990")!;
    expect(closed).toMatchObject({ endReason: "changed", cities: [{ id: vilaVelha }] });
    expect(await cityPlan(vilaVelha, plan.id)).toBeUndefined();

    const { trashItemId } = await removed.json();
    const restored = await api.trash[":id"].restore.$post({ param: { id: String(trashItemId) } });
    expect(restored.status).toBe(200);
    expect(await cityPlan(vilaVelha, plan.id)).toMatchObject({
      price: 89.9,
      offerCode: `RIT-P${plan.id}-R8990-V2`,
    });
  });

  it("a deleted plan closes every variant as removed; the Lixeira brings it back with its city prices", async () => {
    const plan = await createPlan("Fibra Inteira");
    const pair = await sell(plan, vilaVelha);
    await sell(plan, aimores);
    await setPrice(pair, { price: "89,90" });
    const current = (await (await api.plans.$get()).json()).plans.find((row) => row.id === plan.id)!;
    await api.plans[":id"].$delete({ ...id(plan), query: { expectedUpdatedAt: current.updatedAt } });
    const versions = await versionsOf(plan);
    expect(versions.every((version) => version.endReason === "removed")).toBe(true);
    expect(versions.find((version) => version.variant === "R8990")?.cities).toEqual([
      { id: vilaVelha, name: "Vila Variante", state: "ES" },
    ]);
    const item = (await (await api.trash.$get()).json()).items.find(
      (entry) => entry.label === "Fibra Inteira",
    )!;
    expect((await api.trash[":id"].restore.$post({ param: { id: String(item.id) } })).status).toBe(200);
    expect(await cityPlan(vilaVelha, plan.id)).toMatchObject({
      price: 89.9,
      offerCode: `RIT-P${plan.id}-R8990-V2`,
    });
    expect(await cityPlan(aimores, plan.id)).toMatchObject({ price: 99.9, offerCode: `RIT-P${plan.id}-V2` });
  });
});

describe("business plans, through the same kind", () => {
  it("a business plan's city price is its own offer ('E' code) and shows on that city's business page", async () => {
    const created = await api["business-plans"].$post({
      json: businessPlanInput({ name: "Empresa Variante", price: "299,90" }),
    });
    expect(created.status).toBe(201);
    const plan = (await created.json()).businessPlan;
    const pair = (
      await (
        await api["business-plan-cities"].$post({ json: { businessPlanId: plan.id, cityId: vilaVelha } })
      ).json()
    ).businessPlanCity;
    const response = await api["business-plan-cities"][":id"].price.$patch({
      ...id(pair),
      json: { price: "249,90", promoPrice: null, promoMonths: null, expectedUpdatedAt: pair.updatedAt },
    });
    expect(response.status).toBe(200);
    const card = (await server.catalogue.cityBusinessPlans(vilaVelha))?.plans.find(
      (row) => row.id === plan.id,
    );
    expect(card).toMatchObject({ price: 249.9, offerCode: `RIT-E${plan.id}-R24990-V1` });
  });
});
