import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminLead, AuditPage } from "../../../domain";
import { authUser, leads, trash } from "../../db/schema";
import { createFieldCipher } from "../../field-cipher";
import { encodeSignUpDocument } from "../../images/document-image";
import { countOverdueLeads } from "../../services/leads";
import {
  adminApi,
  createTestServer,
  errorOf,
  fromAddress,
  jsonRequest,
  memoryLogger,
  staffCookie,
  staffCookieFor,
  type TestServer,
} from "../../testing/test-server";
import { createSignUpPages } from "../sign-up-pages";

// The console's Contatos API: the list, status changes, another delivery, erasure and the CSV export,
// each audited without the person's data; Administrador and Atendimento only.

let server: TestServer;
let api: ReturnType<typeof adminApi>;
let cookie: string;

const COVERAGE = {
  name: "Heloísa Campos",
  phone: "(19) 9 8123-0001",
  city: "Campinas",
  uf: "SP",
  consent: true,
};
const CALLBACK = {
  name: "Ícaro Menezes",
  phone: "27 3344-0002",
  cep: "29101-010",
  houseNumber: "12",
  period: "morning",
  planId: 4,
  planName: "Fibra 350 Mega",
};
const BUSINESS = {
  cnpj: "11.222.333/0001-81",
  companyName: "=Mercado Dois Irmãos, Ltda",
  contactName: "Joana Prates",
  phone: "27 9 9700-0003",
  email: "joana@doisirmaos.com.br",
  city: "Serra",
};
const PERSONAL = [
  "Heloísa",
  "Campos",
  "19981230001",
  "Ícaro",
  "2733440002",
  "Joana",
  "Prates",
  "doisirmaos",
  "11222333000181",
  "Campinas",
  "29101010",
];

async function send(kind: string, body: unknown, address: string) {
  const response = await server.app.request(
    `/api/leads/${kind}`,
    jsonRequest("POST", body),
    fromAddress(address),
  );
  if (response.status !== 201) throw new Error(`POST /api/leads/${kind} answered ${response.status}`);
}

beforeAll(async () => {
  server = await createTestServer({ seed: false });
  cookie = await staffCookie(server);
  api = adminApi(server, cookie);
  await send("coverage", COVERAGE, "10.7.0.1");
  await send("callback", CALLBACK, "10.7.0.2");
  await send("business", BUSINESS, "10.7.0.3");
});
afterAll(() => server.close());

const listLeads = async (): Promise<AdminLead[]> =>
  ((await (await api.leads.$get()).json()) as { leads: AdminLead[] }).leads;
const leadOf = async (name: string) => (await listLeads()).find((lead) => lead.name === name)!;
const lastAudit = async (): Promise<AuditPage["entries"][number]> => {
  const response = await api["audit-log"].$get({ query: { entity: "leads", pageSize: "1" } });
  return (await response.json()).audit.entries[0]!;
};
const auditTotal = async (): Promise<number> => {
  const response = await api["audit-log"].$get({ query: { entity: "leads", pageSize: "1" } });
  return (await response.json()).audit.total;
};

describe("who may use it", () => {
  it("every lead route answers 401 without a session and 403 to Comercial and Marketing, changing nothing", async () => {
    const version = { expectedUpdatedAt: new Date().toISOString() };
    const param = { id: "1" };
    const calls = (client: ReturnType<typeof adminApi>) => [
      client.leads.$get(),
      client.leads.export.$post({ json: { search: "" } }),
      client.leads[":id"].status.$patch({ param, json: { status: "converted", ...version } }),
      client.leads[":id"].retry.$post({ param, json: version }),
      client.leads[":id"].$delete({ param, query: version }),
    ];
    for (const response of await Promise.all(calls(adminApi(server, undefined)))) {
      expect(response.status, response.url).toBe(401);
      expect((await errorOf(response)).code).toBe("unauthenticated");
    }
    for (const role of ["comercial", "marketing"] as const) {
      const refused = adminApi(server, await staffCookieFor(server, role));
      for (const response of await Promise.all(calls(refused))) {
        expect(response.status, `${role} ${response.url}`).toBe(403);
        expect((await errorOf(response)).message).toBe("Seu perfil não tem acesso a esta área do console.");
      }
    }
    expect((await listLeads()).every((lead) => lead.status === "new")).toBe(true);
    expect(await auditTotal()).toBe(0);
  });

  it("Atendimento reads and works the list", async () => {
    const atendimento = adminApi(server, await staffCookieFor(server, "atendimento"));
    const response = await atendimento.leads.$get();
    expect(response.status).toBe(200);
    expect(((await response.json()) as { leads: AdminLead[] }).leads).toHaveLength(3);
  });
});

describe("the list", () => {
  it("shows every kind newest first, with what each form asked for and the delivery state", async () => {
    const list = await listLeads();
    expect(list.map((lead) => lead.kind)).toEqual(["business", "callback", "coverage"]);
    expect(list[2]).toMatchObject({
      kind: "coverage",
      name: "Heloísa Campos",
      phone: "19981230001",
      city: "Campinas",
      uf: "SP",
      status: "new",
      delivery: "pending",
      attempts: 0,
    });
    expect(list[2]?.consentedAt).toMatch(/^\d{4}-/);
    expect(list[1]).toMatchObject({
      kind: "callback",
      cep: "29101010",
      houseNumber: "12",
      period: "morning",
      planId: 4,
      planName: "Fibra 350 Mega",
    });
    expect(list[0]).toMatchObject({
      kind: "business",
      name: "Joana Prates",
      cnpj: "11222333000181",
      companyName: "=Mercado Dois Irmãos, Ltda",
      email: "joana@doisirmaos.com.br",
    });
    expect(JSON.stringify(list)).not.toContain("clientKey");
  });
});

describe("status", () => {
  it("moves a lead along, says when and by whom, audits it without the person, and refuses a stale version", async () => {
    const heloisa = await leadOf("Heloísa Campos");
    const response = await api.leads[":id"].status.$patch({
      param: { id: String(heloisa.id) },
      json: { status: "in_progress", expectedUpdatedAt: heloisa.updatedAt },
    });
    expect(response.status).toBe(200);
    const { lead } = (await response.json()) as { lead: AdminLead };
    expect(lead).toMatchObject({ status: "in_progress", statusChangedBy: "equipe@example.com" });
    expect(Date.now() - Date.parse(lead.statusChangedAt!)).toBeLessThan(60_000);
    const entry = await lastAudit();
    expect(entry).toMatchObject({
      actorEmail: "equipe@example.com",
      action: "sales_status",
      entity: "leads",
      entityId: String(heloisa.id),
      before: { kind: "coverage", status: "new" },
      after: { kind: "coverage", status: "in_progress" },
    });
    for (const text of PERSONAL) expect(JSON.stringify(entry)).not.toContain(text);

    const stale = await api.leads[":id"].status.$patch({
      param: { id: String(heloisa.id) },
      json: { status: "converted", expectedUpdatedAt: heloisa.updatedAt },
    });
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).code).toBe("stale_record");
  });

  it("refuses a status that is not on the list with a pt-BR message, and an unknown lead with 404", async () => {
    const heloisa = await leadOf("Heloísa Campos");
    const wrong = await server.app.request(
      `/api/admin/leads/${heloisa.id}/status`,
      jsonRequest("PATCH", { status: "won", expectedUpdatedAt: heloisa.updatedAt }, cookie),
    );
    expect(wrong.status).toBe(422);
    expect((await errorOf(wrong)).fields).toEqual({ status: "Escolha uma situação da lista." });
    const missing = await api.leads[":id"].status.$patch({
      param: { id: "999999" },
      json: { status: "converted", expectedUpdatedAt: new Date().toISOString() },
    });
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).message).toBe("Contato não encontrado.");
  });
});

describe("another delivery", () => {
  it("puts a failed lead back in the queue with a fresh round, and refuses one that has not failed", async () => {
    const icaro = await leadOf("Ícaro Menezes");
    const notFailed = await api.leads[":id"].retry.$post({
      param: { id: String(icaro.id) },
      json: { expectedUpdatedAt: icaro.updatedAt },
    });
    expect(notFailed.status).toBe(409);
    expect((await errorOf(notFailed)).message).toBe("Só contatos com falha na entrega podem ser reenviados.");

    await server.database.db
      .update(leads)
      .set({ delivery: "failed", attempts: 30, lastError: "HTTP 503" })
      .where(eq(leads.id, icaro.id));
    const failed = await leadOf("Ícaro Menezes");
    expect(failed.delivery).toBe("failed");
    const response = await api.leads[":id"].retry.$post({
      param: { id: String(icaro.id) },
      json: { expectedUpdatedAt: failed.updatedAt },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { lead: AdminLead }).lead).toMatchObject({
      delivery: "pending",
      attempts: 0,
    });
    const [row] = await server.database.db.select().from(leads).where(eq(leads.id, icaro.id));
    expect([row?.lastError, row!.nextAttemptAt.getTime() <= Date.now()]).toEqual([null, true]);
    expect(await lastAudit()).toMatchObject({
      action: "retry",
      before: { delivery: "failed", attempts: 30 },
      after: { delivery: "pending", attempts: 0 },
    });
  });
});

describe("the CSV export", () => {
  const exportCsv = async (json: {
    search: string;
    kind?: AdminLead["kind"];
    status?: AdminLead["status"];
  }) => {
    const response = await api.leads.export.$post({ json });
    expect(response.status).toBe(200);
    return { response, text: await response.text() };
  };

  it("holds what the search and filters show, ';'-separated for Excel, as an attachment not kept in caches", async () => {
    const { response, text } = await exportCsv({ search: "serra", kind: "business" });
    expect(response.headers.get("content-type")).toMatch(/^text\/csv; charset=utf-8/i);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="contatos-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const lines = text.split("\r\n").filter(Boolean);
    expect(lines[0]).toBe(
      "Data;Tipo;Situação;Nome;Telefone;E-mail;Empresa;CNPJ;Cidade;UF;CEP;Número;Período;Plano;Código da oferta;Consentimento em;Entrega;Situação alterada em;Situação alterada por;" +
        // Issue 56: the lead's marker ('sem viabilidade').
        "Marcador;" +
        // Issue 57: the visit's first touch.
        "Origem (utm_source);Mídia (utm_medium);Campanha (utm_campaign);Termo (utm_term);Conteúdo (utm_content);gclid;fbclid;Página de entrada",
    );
    expect(lines).toHaveLength(2);
    // A company name Excel would take for a formula is defused, its ',' kept inside quotes.
    expect(lines[1]).toContain(
      `;Proposta para empresa;Novo;Joana Prates;(27) 9 9700-0003;joana@doisirmaos.com.br;"'=Mercado Dois Irmãos, Ltda";11.222.333/0001-81;Serra;;;;;;;;Pendente;;`,
    );
    const entry = await lastAudit();
    expect(entry).toMatchObject({
      action: "export",
      entity: "leads",
      entityId: null,
      after: { filtered: true, kind: "business", status: null, rows: 1, ids: [expect.any(Number)] },
    });
    // The search text is not kept: it may be a person's name or phone and would outlive the lead.
    expect(JSON.stringify(entry)).not.toContain("serra");

    const byStatus = await exportCsv({ search: "", status: "in_progress" });
    expect(byStatus.text).toContain("Heloísa Campos");
    expect(byStatus.text).toContain(";Campinas;SP;;;;;;");
    expect(byStatus.text.split("\r\n").filter(Boolean)).toHaveLength(2);
    const callback = await exportCsv({ search: "29101-010 350" });
    expect(callback.text).toContain(";Ícaro Menezes;(27) 3344-0002;");
    expect(callback.text).toContain(";29101-010;12;Manhã;Fibra 350 Mega;");
  });

  it("is a POST from the console's own origin: a GET or another site's POST exports nothing and writes no entry", async () => {
    const before = await auditTotal();
    const viaGet = await server.app.request("/api/admin/leads/export?search=", { headers: { cookie } });
    expect(viaGet.status).toBe(404);
    expect(await viaGet.text()).not.toContain("Joana");
    const crossSite = await server.app.request("/api/admin/leads/export", {
      method: "POST",
      headers: { cookie, origin: "https://evil.example", "content-type": "application/json" },
      body: '{"search":""}',
    });
    expect(crossSite.status).toBe(403);
    expect(await auditTotal()).toBe(before);
  });

  it("refuses a filter that is not on the list, with a pt-BR message", async () => {
    const response = await server.app.request(
      "/api/admin/leads/export",
      jsonRequest("POST", { search: "", kind: "spam" }, cookie),
    );
    expect(response.status).toBe(422);
    expect((await errorOf(response)).fields).toEqual({ kind: "Escolha um tipo da lista." });
  });
});

describe("erasure (a request to erase one's data)", () => {
  it("refuses a stale version, then removes the lead for good; the audit keeps its id and kind, not the person", async () => {
    const joana = await leadOf("Joana Prates");
    const stale = await api.leads[":id"].$delete({
      param: { id: String(joana.id) },
      query: { expectedUpdatedAt: new Date(Date.parse(joana.updatedAt) - 1000).toISOString() },
    });
    expect(stale.status).toBe(409);
    const removed = await api.leads[":id"].$delete({
      param: { id: String(joana.id) },
      query: { expectedUpdatedAt: joana.updatedAt },
    });
    expect(removed.status).toBe(200);
    expect(await leadOf("Joana Prates")).toBeUndefined();
    expect(await server.database.db.select().from(leads).where(eq(leads.id, joana.id))).toEqual([]);
    // An erasure is for good: nothing goes to the Lixeira.
    expect(await server.database.db.select().from(trash).where(eq(trash.entity, "leads"))).toEqual([]);
    const entry = await lastAudit();
    expect(entry).toMatchObject({
      action: "delete",
      entity: "leads",
      entityId: String(joana.id),
      before: { kind: "business", status: "new" },
    });
    for (const text of PERSONAL) expect(JSON.stringify(entry)).not.toContain(text);
  });
});

describe("'Responsável' and 'Retornar em'", () => {
  it("saves who calls back and when, audited without the person; refuses someone who does not work Contatos", async () => {
    await staffCookieFor(server, "atendimento");
    await staffCookieFor(server, "comercial");
    const idOf = async (email: string) =>
      (await server.database.db.select().from(authUser).where(eq(authUser.email, email)))[0]!.id;
    const icaro = await leadOf("Ícaro Menezes");
    const followUp = (json: { assigneeId: string | null; followUpOn: string | null }, version: string) =>
      api.leads[":id"]["follow-up"].$patch({
        param: { id: String(icaro.id) },
        json: { ...json, expectedUpdatedAt: version },
      });

    const refused = await followUp(
      { assigneeId: await idOf("comercial@example.com"), followUpOn: "2026-11-20" },
      icaro.updatedAt,
    );
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).fields?.assigneeId).toBe(
      "Escolha uma pessoa da equipe que atende os Contatos.",
    );
    const badDay = await followUp({ assigneeId: null, followUpOn: "2026-02-30" }, icaro.updatedAt);
    expect(badDay.status).toBe(422);
    expect((await errorOf(badDay)).fields?.followUpOn).toBe(
      "Data de retorno inválida. Use uma data do calendário.",
    );
    expect(await leadOf("Ícaro Menezes")).toMatchObject({ assigneeId: null, followUpOn: null });

    const atendimento = await idOf("atendimento@example.com");
    const saved = await followUp({ assigneeId: atendimento, followUpOn: "2026-11-20" }, icaro.updatedAt);
    expect(saved.status).toBe(200);
    expect(await leadOf("Ícaro Menezes")).toMatchObject({
      assigneeId: atendimento,
      followUpOn: "2026-11-20",
    });
    const entry = await lastAudit();
    expect(entry).toMatchObject({
      action: "update",
      entityId: String(icaro.id),
      before: { kind: "callback", assigneeId: null, followUpOn: null },
      after: { kind: "callback", assigneeId: atendimento, followUpOn: "2026-11-20" },
    });
    for (const text of PERSONAL) expect(JSON.stringify(entry)).not.toContain(text);
    // A day past and the lead still open: overdue, until it closes.
    expect(await countOverdueLeads(server.database.db, "2026-11-21")).toBe(1);
    expect(await countOverdueLeads(server.database.db, "2026-11-20")).toBe(0);

    const stale = await followUp({ assigneeId: null, followUpOn: null }, icaro.updatedAt);
    expect(stale.status).toBe(409);
  });
});

describe("the waiting list of Contrate online (issue 56)", () => {
  it("shows the marker 'sem viabilidade' with the address, filters by it, and exports it as 'Marcador'", async () => {
    const pages = createSignUpPages({
      db: server.database.db,
      catalogue: server.catalogue,
      cipher: createFieldCipher(Buffer.alloc(32, 56)),
      erp: () => undefined,
      logger: memoryLogger().logger,
      encodeDocument: encodeSignUpDocument,
    });
    const waiting = new FormData();
    for (const [key, value] of Object.entries({
      cep: "69900-000",
      number: "42",
      complement: "fundos",
      name: "Paulo Rocha",
      whatsapp: "(68) 99911-2233",
    }))
      waiting.set(key, value);
    expect(await pages.joinWaitingList(waiting, "10.7.0.56")).toEqual({ outcome: "stored" });

    const paulo = await leadOf("Paulo Rocha");
    expect(paulo).toMatchObject({
      kind: "coverage",
      tag: "sem viabilidade",
      cep: "69900000",
      houseNumber: "42 fundos",
    });
    expect((await leadOf("Ícaro Menezes")).tag).toBeNull();

    const response = await api.leads.export.$post({ json: { search: "", tag: "sem viabilidade" } });
    expect(response.status).toBe(200);
    const lines = (await response.text()).split("\r\n").filter(Boolean);
    const header = lines[0]!.split(";");
    expect(lines).toHaveLength(2);
    const row = lines[1]!.split(";");
    const cell = (name: string) => row[header.indexOf(name)];
    expect([cell("Nome"), cell("CEP"), cell("Número"), cell("Marcador")]).toEqual([
      "Paulo Rocha",
      "69900-000",
      "42 fundos",
      "sem viabilidade",
    ]);
    expect(await lastAudit()).toMatchObject({
      action: "export",
      after: { tag: "sem viabilidade", rows: 1, ids: [paulo.id] },
    });
    // Without the filter, a lead of the forms has an empty 'Marcador'.
    const all = (await (await api.leads.export.$post({ json: { search: "Ícaro" } })).text())
      .split("\r\n")
      .filter(Boolean);
    expect(all[1]!.split(";")[header.indexOf("Marcador")]).toBe("");
  });
});
