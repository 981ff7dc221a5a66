import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminReferral, AuditPage } from "../../../domain";
import { referrals } from "../../db/schema";
import {
  adminApi,
  createTestServer,
  errorOf,
  fromAddress,
  jsonRequest,
  staffCookie,
  type TestServer,
} from "../../testing/test-server";

// The console's Indicações API: the list with CPFs masked, contacted, another delivery, a full CPF and
// the CSV export, each audited without the CPF.

let server: TestServer;
let api: ReturnType<typeof adminApi>;
let cookie: string;

const ANA = { name: "Ana Lima", phone: "(27) 9 9111-2222", email: "ana@example.com", cpf: "529.982.247-25" };
const BRUNO = {
  name: "Bruno Reis",
  phone: "27 3333-4444",
  email: "bruno@example.com",
  cpf: "111.444.777-35",
};
const CARLA = {
  name: "=Carla, Dias",
  phone: "28999887766",
  email: "carla@example.org",
  cpf: "123.456.789-09",
};

async function refer(referrer: typeof ANA, friend: typeof ANA, address: string) {
  const response = await server.app.request(
    "/api/referrals",
    jsonRequest("POST", { referrer, friend }),
    fromAddress(address),
  );
  if (response.status !== 201) throw new Error(`POST /api/referrals answered ${response.status}`);
}

beforeAll(async () => {
  server = await createTestServer({ seed: false });
  cookie = await staffCookie(server);
  api = adminApi(server, cookie);
  await refer(ANA, BRUNO, "10.8.0.1");
  await refer(BRUNO, CARLA, "10.8.0.2");
});
afterAll(() => server.close());

const listReferrals = async (): Promise<AdminReferral[]> =>
  ((await (await api.referrals.$get()).json()) as { referrals: AdminReferral[] }).referrals;
const referralOf = async (referrerName: string) =>
  (await listReferrals()).find((r) => r.referrer.name === referrerName)!;
const lastAudit = async (): Promise<AuditPage["entries"][number]> => {
  const response = await api["audit-log"].$get({ query: { entity: "referrals", pageSize: "1" } });
  return (await response.json()).audit.entries[0]!;
};
const auditTotal = async (): Promise<number> => {
  const response = await api["audit-log"].$get({ query: { entity: "referrals", pageSize: "1" } });
  return (await response.json()).audit.total;
};
const ALL_CPFS = [
  "52998224725",
  "529.982.247-25",
  "11144477735",
  "111.444.777-35",
  "12345678909",
  "123.456.789-09",
];

describe("without a session", () => {
  it("every referral route of the console answers 401 and shows or changes nothing", async () => {
    const anonymous = adminApi(server, undefined);
    const version = { expectedUpdatedAt: new Date().toISOString() };
    const param = { id: "1" };
    const calls = [
      anonymous.referrals.$get(),
      anonymous.referrals.export.$post({ json: { search: "" } }),
      anonymous.referrals[":id"].contacted.$patch({ param, json: version }),
      anonymous.referrals[":id"].retry.$post({ param, json: version }),
      anonymous.referrals[":id"].cpf.$post({ param, json: { side: "referrer" } }),
      anonymous.referrals[":id"].$delete({ param, query: version }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status, response.url).toBe(401);
      expect((await errorOf(response)).code).toBe("unauthenticated");
    }
    expect((await referralOf("Ana Lima")).contactedAt).toBeNull();
  });
});

describe("the list", () => {
  it("shows both people with CPFs masked, newest first, with the delivery state", async () => {
    const list = await listReferrals();
    expect(list.map((r) => r.referrer.name)).toEqual(["Bruno Reis", "Ana Lima"]);
    expect(list[1]).toMatchObject({
      referrer: {
        name: "Ana Lima",
        phone: "27991112222",
        email: "ana@example.com",
        cpfMasked: "***.982.247-**",
      },
      friend: {
        name: "Bruno Reis",
        phone: "2733334444",
        email: "bruno@example.com",
        cpfMasked: "***.444.777-**",
      },
      status: "pending",
      attempts: 0,
      contactedAt: null,
    });
    const body = JSON.stringify(list);
    for (const cpf of ALL_CPFS) expect(body).not.toContain(cpf);
    expect(body).not.toContain("Encrypted");
  });
});

describe("mark contacted", () => {
  it("records when and by whom, in the audit log too, and refuses a stale version with 409", async () => {
    const ana = await referralOf("Ana Lima");
    const response = await api.referrals[":id"].contacted.$patch({
      param: { id: String(ana.id) },
      json: { expectedUpdatedAt: ana.updatedAt },
    });
    expect(response.status).toBe(200);
    const { referral } = (await response.json()) as { referral: AdminReferral };
    expect(referral.contactedBy).toBe("equipe@example.com");
    expect(Date.now() - Date.parse(referral.contactedAt!)).toBeLessThan(60_000);
    expect(referral.updatedAt).not.toBe(ana.updatedAt);
    expect(await lastAudit()).toMatchObject({
      actorEmail: "equipe@example.com",
      action: "contacted",
      entity: "referrals",
      entityId: String(ana.id),
      before: { contactedAt: null },
      after: { contactedBy: "equipe@example.com" },
    });

    const stale = await api.referrals[":id"].contacted.$patch({
      param: { id: String(ana.id) },
      json: { expectedUpdatedAt: ana.updatedAt },
    });
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).code).toBe("stale_record");
  });

  it("answers 404 for a referral that does not exist", async () => {
    const response = await api.referrals[":id"].contacted.$patch({
      param: { id: "999999" },
      json: { expectedUpdatedAt: new Date().toISOString() },
    });
    expect(response.status).toBe(404);
  });
});

describe("another delivery", () => {
  it("puts a failed referral back in the queue with a fresh round, and refuses one that has not failed", async () => {
    const bruno = await referralOf("Bruno Reis");
    const notFailed = await api.referrals[":id"].retry.$post({
      param: { id: String(bruno.id) },
      json: { expectedUpdatedAt: bruno.updatedAt },
    });
    expect(notFailed.status).toBe(409);

    await server.database.db
      .update(referrals)
      .set({ status: "failed", attempts: 8, lastError: "HTTP 503" })
      .where(eq(referrals.id, bruno.id));
    const failed = await referralOf("Bruno Reis");
    const response = await api.referrals[":id"].retry.$post({
      param: { id: String(bruno.id) },
      json: { expectedUpdatedAt: failed.updatedAt },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { referral: AdminReferral }).referral).toMatchObject({
      status: "pending",
      attempts: 0,
    });
    expect(await lastAudit()).toMatchObject({
      action: "retry",
      before: { status: "failed", attempts: 8 },
      after: { status: "pending", attempts: 0 },
    });
  });
});

describe("a full CPF", () => {
  it("answers the one side asked for, formatted, and writes who saw which referral's CPF without the CPF", async () => {
    const ana = await referralOf("Ana Lima");
    const referrer = await api.referrals[":id"].cpf.$post({
      param: { id: String(ana.id) },
      json: { side: "referrer" },
    });
    expect(referrer.status).toBe(200);
    expect(referrer.headers.get("cache-control")).toBe("no-store");
    expect(await referrer.json()).toEqual({ cpf: "529.982.247-25" });
    const entry = await lastAudit();
    expect(entry).toMatchObject({
      actorEmail: "equipe@example.com",
      action: "reveal_cpf",
      entity: "referrals",
      entityId: String(ana.id),
      after: { side: "referrer" },
    });
    for (const cpf of ALL_CPFS) expect(JSON.stringify(entry)).not.toContain(cpf);

    const friend = await api.referrals[":id"].cpf.$post({
      param: { id: String(ana.id) },
      json: { side: "friend" },
    });
    expect(await friend.json()).toEqual({ cpf: "111.444.777-35" });
  });

  it("refuses an unknown side and an unknown referral", async () => {
    const ana = await referralOf("Ana Lima");
    const side = await server.app.request(
      `/api/admin/referrals/${ana.id}/cpf`,
      jsonRequest("POST", { side: "both" }, await staffCookie(server)),
    );
    expect(side.status).toBe(422);
    const missing = await api.referrals[":id"].cpf.$post({
      param: { id: "999999" },
      json: { side: "friend" },
    });
    expect(missing.status).toBe(404);
  });
});

describe("the CSV export", () => {
  const exportCsv = async (search: string) => {
    const response = await api.referrals.export.$post({ json: { search } });
    expect(response.status).toBe(200);
    return { response, text: await response.text() };
  };

  it("holds what the search shows, CPFs masked, ';'-separated with a BOM for Excel, as an attachment not kept in caches", async () => {
    const { response, text } = await exportCsv("carla@");
    expect(response.headers.get("content-type")).toMatch(/^text\/csv; charset=utf-8/i);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="indicacoes-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    // Response.text() drops the BOM: read the bytes.
    const bytes = new Uint8Array(
      await (await api.referrals.export.$post({ json: { search: "carla@" } })).arrayBuffer(),
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const lines = text.split("\r\n").filter(Boolean);
    expect(lines[0]).toBe(
      "Data;Indicador;Telefone do indicador;E-mail do indicador;CPF do indicador;Amigo;Telefone do amigo;E-mail do amigo;CPF do amigo;Entrega;Contatado em;Contatado por;" +
        // Issue 57: the visit's first touch.
        "Origem (utm_source);Mídia (utm_medium);Campanha (utm_campaign);Termo (utm_term);Conteúdo (utm_content);gclid;fbclid;Página de entrada",
    );
    expect(lines).toHaveLength(2);
    const cells = lines[1]!.split(";");
    expect(cells.slice(1, 5)).toEqual([
      "Bruno Reis",
      "(27) 3333-4444",
      "bruno@example.com",
      "***.444.777-**",
    ]);
    // A name that Excel would take for a formula is defused, and its ',' kept inside quotes, so a
    // spreadsheet whose list separator is ',' cannot split a formula out of it (probe note N7).
    expect(lines[1]).toContain(`"'=Carla, Dias";(28) 9 9988-7766;carla@example.org;***.456.789-**;Pendente`);
    for (const cpf of ALL_CPFS) expect(text).not.toContain(cpf);

    expect(await lastAudit()).toMatchObject({
      action: "export",
      entity: "referrals",
      entityId: null,
      after: { filtered: true, rows: 1, ids: [expect.any(Number)] },
    });
    // The search text (here part of an e-mail) is not kept: it would outlive the referral.
    expect(JSON.stringify(await lastAudit())).not.toContain("carla");
  });

  // A GET, or a form another site posts, would make a signed-in staff browser download the file and
  // write an export entry in that staff member's name (probe L4).
  it("is a POST from the console's own origin: a GET or another site's POST exports nothing and writes no entry", async () => {
    const before = await auditTotal();
    const viaGet = await server.app.request("/api/admin/referrals/export?search=", { headers: { cookie } });
    expect(viaGet.status).toBe(404);
    expect(await viaGet.text()).not.toContain("Indicador");

    const crossSite: Record<string, string>[] = [
      { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      { "sec-fetch-site": "cross-site", "content-type": "application/x-www-form-urlencoded" },
      { origin: "https://evil.example", "content-type": "application/json" },
    ];
    for (const headers of crossSite) {
      const response = await server.app.request("/api/admin/referrals/export", {
        method: "POST",
        headers: { cookie, ...headers },
        body: headers["content-type"] === "application/json" ? '{"search":""}' : "search=",
      });
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect((await errorOf(response)).code).toBe("cross_origin");
    }
    expect(await auditTotal()).toBe(before);

    const { text } = await exportCsv("");
    expect(text).toContain("Ana Lima");
    expect(await auditTotal()).toBe(before + 1);
  });

  it("refuses a search over 200 characters with a pt-BR message, and exports nothing", async () => {
    const before = await auditTotal();
    const response = await server.app.request(
      "/api/admin/referrals/export",
      jsonRequest("POST", { search: "x".repeat(201) }, cookie),
    );
    expect(response.status).toBe(422);
    expect((await errorOf(response)).message).toBe("Pesquisa longa demais.");
    expect(await auditTotal()).toBe(before);
  });

  it("without a search holds every referral, and says who was contacted", async () => {
    const { text } = await exportCsv("");
    const lines = text.split("\r\n").filter(Boolean);
    expect(lines).toHaveLength(3);
    const ana = lines.find((line) => line.includes(";Ana Lima;"))!;
    // Dates hold a comma, so they are quoted too.
    // The first touch's eight columns follow, empty for a visit without a campaign.
    expect(ana).toMatch(/;"\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}";equipe@example\.com;{8}$/);
    expect(await lastAudit()).toMatchObject({ action: "export", after: { filtered: false, rows: 2 } });
  });
});

describe("removal (a request to erase one's data)", () => {
  it("refuses a stale version, then removes the referral for good; the audit keeps its id, not the people", async () => {
    await refer(CARLA, ANA, "10.8.0.9");
    const carla = await referralOf(CARLA.name);
    const stale = await api.referrals[":id"].$delete({
      param: { id: String(carla.id) },
      query: { expectedUpdatedAt: new Date(Date.parse(carla.updatedAt) - 1000).toISOString() },
    });
    expect(stale.status).toBe(409);
    expect(await referralOf(CARLA.name)).toBeDefined();

    const removed = await api.referrals[":id"].$delete({
      param: { id: String(carla.id) },
      query: { expectedUpdatedAt: carla.updatedAt },
    });
    expect(removed.status).toBe(200);
    expect(await referralOf(CARLA.name)).toBeUndefined();
    const entry = await lastAudit();
    expect(entry).toMatchObject({ action: "delete", entity: "referrals", entityId: String(carla.id) });
    const written = JSON.stringify(entry);
    for (const text of ["Carla", "Ana", ...ALL_CPFS]) expect(written).not.toContain(text);
  });
});
