// Histórico's 'Restaurar esta versão': the record goes back to its values before one change, through
// the entity's own update (audited, checked against the version the Histórico showed).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cityInput, planInput, siteSettingsInput } from "../../testing/factories";
import { adminApi, createTestServer, errorOf, staffCookie, type TestServer } from "../../testing/test-server";

let server: TestServer;
let api: ReturnType<typeof adminApi>;
beforeAll(async () => {
  server = await createTestServer();
  api = adminApi(server, await staffCookie(server));
});
afterAll(() => server.close());

const history = async (entity: string) =>
  (await (await api["audit-log"].$get({ query: { entity } })).json()).audit;
const restore = (entryId: number, expectedUpdatedAt: string) =>
  api["audit-log"][":id"].restore.$post({ param: { id: String(entryId) }, json: { expectedUpdatedAt } });

describe("restoring a version from the Histórico", () => {
  it("writes a plan back to its values before an edit, as a new audited change", async () => {
    const created = (
      await (await api.plans.$post({ json: planInput({ name: "Fibra Volta", price: "99,90" }) })).json()
    ).plan;
    const edited = await api.plans[":id"].$put({
      param: { id: String(created.id) },
      json: { ...planInput({ name: "Fibra Volta", price: "149,90" }), expectedUpdatedAt: created.updatedAt },
    });
    const plan = (await edited.json()).plan;
    const audit = await history("plans");
    const change = audit.entries.find(
      (entry) => entry.action === "update" && entry.entityId === String(plan.id),
    )!;
    const version = audit.restorable[change.id];
    expect(version).toBe(plan.updatedAt);

    const response = await restore(change.id, version!);
    expect(response.status).toBe(200);
    const plans = (await (await api.plans.$get()).json()).plans;
    expect(plans.find((row) => row.id === plan.id)?.price).toBe(99.9);
    const after = await history("plans");
    expect(after.entries[0]).toMatchObject({
      action: "update",
      entityId: String(plan.id),
      before: { price: 149.9 },
      after: { price: 99.9 },
    });

    // The Histórico showed the version before the restore: restoring again from it is refused.
    const stale = await restore(change.id, version!);
    expect(stale.status).toBe(409);
    expect(await errorOf(stale)).toMatchObject({
      code: "stale_record",
      message: "Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.",
    });
  });

  it("switches a city back, and offers nothing for a creation or a deleted record", async () => {
    const city = (
      await (await api.cities.$post({ json: cityInput({ name: "Cidade Volta", state: "PI" }) })).json()
    ).city;
    const off = await api.cities[":id"].status.$patch({
      param: { id: String(city.id) },
      json: { isActive: false, expectedUpdatedAt: city.updatedAt },
    });
    const switched = (await off.json()).city;
    let audit = await history("cities");
    const status = audit.entries.find(
      (entry) => entry.action === "status" && entry.entityId === String(city.id),
    )!;
    const creation = audit.entries.find(
      (entry) => entry.action === "create" && entry.entityId === String(city.id),
    )!;
    expect(audit.restorable[status.id]).toBe(switched.updatedAt);
    expect(audit.restorable[creation.id]).toBeUndefined();
    expect((await restore(status.id, switched.updatedAt)).status).toBe(200);
    const cities = (await (await api.cities.$get()).json()).cities;
    expect(cities.find((row) => row.id === city.id)?.isActive).toBe(true);

    const refused = await restore(creation.id, switched.updatedAt);
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).message).toBe("Esta alteração não pode ser restaurada.");

    const current = cities.find((row) => row.id === city.id)!;
    await api.cities[":id"].$delete({
      param: { id: String(city.id) },
      query: { expectedUpdatedAt: current.updatedAt },
    });
    audit = await history("cities");
    expect(audit.restorable[status.id]).toBeUndefined();
    const gone = await restore(status.id, current.updatedAt);
    expect(gone.status).toBe(404);
    expect((await errorOf(gone)).message).toBe("Cidade não encontrada.");
  });

  it("restores the company settings, and says so when the entry does not exist", async () => {
    const opened = (await (await api["site-settings"].$get()).json()).settings;
    await api["site-settings"].$put({ json: siteSettingsInput(opened, { address: "Rua Nova, 500" }) });
    const changed = (await (await api["site-settings"].$get()).json()).settings;
    expect(changed.address).toBe("Rua Nova, 500");
    const audit = await history("site_settings");
    const entry = audit.entries[0]!;
    expect((await restore(entry.id, audit.restorable[entry.id]!)).status).toBe(200);
    const restored = (await (await api["site-settings"].$get()).json()).settings;
    expect(restored.address).toBe(opened.address);
    expect(restored.updatedAt).not.toBe(changed.updatedAt);

    const missing = await restore(999_999, restored.updatedAt);
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).message).toBe(
      "Registro do histórico não encontrado. Recarregue a página.",
    );
  });
});
