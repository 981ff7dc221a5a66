import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteSettingsInput } from "../../testing/factories";
import { adminApi, createTestServer, errorOf, staffCookie, type TestServer } from "../../testing/test-server";

let server: TestServer;
let api: ReturnType<typeof adminApi>;
beforeAll(async () => {
  server = await createTestServer();
  api = adminApi(server, await staffCookie(server));
});
afterAll(() => server.close());

const current = async () => (await (await api["site-settings"].$get()).json()).settings;

describe("site settings", () => {
  it("saves the settings, formatting the CNPJ and keeping the WhatsApp digits", async () => {
    const response = await api["site-settings"].$put({
      json: siteSettingsInput(await current(), {
        companyName: "Rede Nova",
        cnpj: "11222333000181",
        whatsappNumber: "+55 (27) 98888-7777",
      }),
    });
    expect(response.status).toBe(200);
    expect((await response.json()).settings).toMatchObject({
      companyName: "Rede Nova",
      cnpj: "11.222.333/0001-81",
      whatsappNumber: "5527988887777",
    });
  });

  it("refuses a CNPJ whose check digits are wrong, and other bad contacts", async () => {
    const response = await api["site-settings"].$put({
      json: siteSettingsInput(await current(), {
        companyName: "",
        cnpj: "11.222.333/0001-80",
        whatsappNumber: "123",
        salesEmail: "vendas@",
        subscriberPortalUrl: "http://cliente.example.com",
      }),
    });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).fields).toEqual({
      companyName: "Nome da empresa é obrigatório",
      cnpj: "CNPJ inválido: confira os dígitos",
      whatsappNumber: "WhatsApp deve ter de 10 a 15 dígitos, com DDI e DDD (ex.: 5527999990000)",
      salesEmail: "Digite um e-mail válido.",
      subscriberPortalUrl: "Informe um endereço completo começando com https://",
    });
  });

  it("refuses a stale form and records the change with its values before and after", async () => {
    const opened = await current();
    await api["site-settings"].$put({ json: siteSettingsInput(opened, { address: "Rua A, 1" }) });
    const stale = await api["site-settings"].$put({
      json: siteSettingsInput(opened, { address: "Rua B, 2" }),
    });
    expect(stale.status).toBe(409);
    expect((await current()).address).toBe("Rua A, 1");
    const { audit } = await (await api["audit-log"].$get({ query: { entity: "site_settings" } })).json();
    expect(audit.entries[0]).toMatchObject({
      action: "update",
      actorEmail: "equipe@example.com",
      after: { address: "Rua A, 1" },
    });
  });

  it("shows on the public site at once (the pages read the catalogue's cached settings)", async () => {
    expect((await server.catalogue.siteSettings()).address).toBe("Rua A, 1");
    await api["site-settings"].$put({ json: siteSettingsInput(await current(), { address: "Rua C, 3" }) });
    expect((await server.catalogue.siteSettings()).address).toBe("Rua C, 3");
  });
});

describe("audit log", () => {
  it("filters by entity and by staff member, a page at a time", async () => {
    const { audit } = await (await api["audit-log"].$get({ query: { pageSize: "1", page: "2" } })).json();
    expect(audit.entries).toHaveLength(1);
    expect(audit.total).toBeGreaterThanOrEqual(3);
    expect(audit.page).toBe(2);
    expect(audit.entities).toContain("site_settings");
    expect(audit.actors).toEqual(["equipe@example.com"]);
    const nobody = await api["audit-log"].$get({ query: { actor: "ninguem@example.com" } });
    expect((await nobody.json()).audit).toMatchObject({ entries: [], total: 0 });
    const bad = await api["audit-log"].$get({ query: { page: "0" } });
    expect(bad.status).toBe(422);
  });
});
