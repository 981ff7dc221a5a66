import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { ATTRIBUTION_COOKIE } from "../../domain/attribution";
import { EMPTY_MARKETING_SETTINGS } from "../../domain/marketing";
import { nameKey } from "../../domain/name-key";
import { auditLog, cities, leads } from "../db/schema";
import { createDeliveryWorker } from "../delivery/worker";
import { createFieldCipher, resolveFieldKey } from "../field-cipher";
import { marketingDeliveriesOf } from "../services/marketing-deliveries";
import { subscribeToOutage } from "../services/outage-leads";
import { upsertStaffUser } from "../services/staff";
import { startFakeRdStation } from "../testing/fake-rdstation";
import { fakeSite } from "../testing/fake-site";
import { startFakeWhatsapp } from "../testing/fake-whatsapp";
import { LEAD_FORM_BODIES } from "../testing/lead-fixtures";
import { quotedPrintable, startSmtpSink } from "../testing/smtp-sink";
import {
  createTestServer,
  errorOf,
  fromAddress,
  jsonRequest,
  memoryLogger,
  STAFF,
  staffCookie,
  staffCookieFor,
  type TestServer,
} from "../testing/test-server";
import { CONNECTION_TEST_MESSAGES, testWhatsapp } from "./connection-test";
import { marketingOutbox } from "./outbox";
import { RD_CONVERSION_IDENTIFIERS } from "./rdstation";

// Issue 57, point 4 (decision 0068): with RD Station's key in Configurações, a lead with an e-mail and a
// newsletter sign-up reach RD Station as conversions; a new lead reaches the sales team by e-mail (SMTP)
// and by a WhatsApp template. All through the outbox, retried after a failure, against local fakes written
// from the services' public documentation and a local SMTP sink. No secret goes back to the console, and
// no one's data reaches the log.

const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;
const RD_KEY = "rd-chave-de-api-0123456789abcdef";
const WA_TOKEN = "EAAG-token-de-acesso-0123456789";
const WA_NUMBER_ID = "106540352242922";
const SMTP_PASSWORD = "senha-smtp-secreta";
const { COVERAGE, CALLBACK, BUSINESS } = LEAD_FORM_BODIES;

const sink = await startSmtpSink({ password: SMTP_PASSWORD });
const { mails, port: smtpPort } = sink;

const rd = await startFakeRdStation({ apiKey: RD_KEY });
const whatsapp = await startFakeWhatsapp({ token: WA_TOKEN, phoneNumberId: WA_NUMBER_ID });

afterAll(async () => {
  await rd.close();
  await whatsapp.close();
  await sink.close();
});

/** Public pages that answer as the stored ones do: a campaign link's landing sets the first-touch cookie. */
const pages = fakeSite(
  ["/", "/planos/[cidade]"],
  () =>
    new Response("<!doctype html><p>Rede Ipê</p>", {
      headers: { "Content-Type": "text/html; charset=utf-8" },
    }),
);

async function site() {
  const log = memoryLogger();
  const server = await createTestServer({
    seed: false,
    logger: log.logger,
    site: pages,
    whatsappUrl: whatsapp.url,
    // A failed 'Testar conexão' answers after the whole wait (issue 66, L3): a short one here.
    connectionTestTimeoutMs: 1_500,
  });
  const cipher = createFieldCipher(
    resolveFieldKey({
      dataDir: server.dataDir,
      referrals: { encryptionKey: undefined, relayUrl: undefined, retentionDays: 0 },
    }),
  );
  let clock = new Date(Date.now() + SECOND);
  const worker = createDeliveryWorker({
    db: server.database.db,
    logger: log.logger,
    queues: [
      marketingOutbox(server.database.db, cipher, {
        rdstationUrl: rd.url,
        whatsappUrl: whatsapp.url,
        siteUrl: "https://www.provedor.example",
        timeoutMs: 3_000,
        // The fakes and the sink are on 127.0.0.1, the sink without STARTTLS (issue 66, L3).
        allowPrivateAddresses: true,
        smtpAllowPlainAuth: true,
      }),
    ],
    now: () => clock,
    random: () => 0.5,
  });
  const cookie = await staffCookie(server);
  return {
    server,
    log,
    worker,
    cookie,
    cipher,
    save: (settings: Partial<typeof EMPTY_MARKETING_SETTINGS>) =>
      server.app.request(
        "/api/admin/marketing-settings",
        jsonRequest("PUT", { ...EMPTY_MARKETING_SETTINGS, ...settings }, cookie),
      ),
    /** Moves the clock past any backoff (and past the rows stored meanwhile), then runs one round. */
    later: (ms = 2 * HOUR) => {
      clock = new Date(Math.max(clock.getTime(), Date.now() + SECOND) + ms);
      return worker.runOnce();
    },
  };
}

let current: Awaited<ReturnType<typeof site>> | undefined;
afterEach(async () => {
  await current?.worker.stop();
  await current?.server.close();
  current = undefined;
  rd.conversions().length = 0;
  whatsapp.messages().length = 0;
  mails.length = 0;
});

const postLead = (server: TestServer, kind: "coverage" | "callback" | "business", body: unknown) =>
  server.app.request(`/api/leads/${kind}`, jsonRequest("POST", body), fromAddress("10.57.0.1"));

describe("RD Station", () => {
  it("receives a business lead as a conversion after a failed try, and a sign-up with its consent", async () => {
    current = await site();
    expect((await current.save({ rdstationKey: RD_KEY })).status).toBe(200);

    expect((await postLead(current.server, "business", BUSINESS)).status).toBe(201);
    // A lead without an e-mail is not queued for RD Station: its API identifies a contact by it.
    expect((await postLead(current.server, "coverage", COVERAGE)).status).toBe(201);

    rd.fail(1);
    expect(await current.later(0)).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    expect(rd.conversions()).toHaveLength(0);
    expect(await current.later()).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    const [conversion] = rd.conversions();
    expect(conversion!.apiKey).toBe(RD_KEY);
    expect(conversion!.body).toMatchObject({
      event_type: "CONVERSION",
      event_family: "CDP",
      payload: {
        conversion_identifier: RD_CONVERSION_IDENTIFIERS.business,
        email: "wagner@oficinasobral.com.br",
        name: "Wagner Sobral",
        company_name: "Oficina Sobral Ltda",
        mobile_phone: "+5527997123434",
      },
    });
    // No consent line on the business form: no legal basis is claimed for it.
    expect((conversion!.body.payload as Record<string, unknown>).legal_bases).toBeUndefined();

    const signUp = await current.server.app.request(
      "/api/newsletter",
      jsonRequest("POST", { email: "leitora@example.com", website: "" }),
      fromAddress("10.57.0.2"),
    );
    expect(signUp.status).toBeLessThan(300);
    expect(await current.later(0)).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    expect(rd.conversions()[1]!.body.payload).toEqual({
      conversion_identifier: RD_CONVERSION_IDENTIFIERS.newsletter,
      email: "leitora@example.com",
      legal_bases: [{ category: "communications", type: "consent", status: "granted" }],
    });

    // The key never goes back to the console, and neither it nor anyone's data reaches the log.
    const state = await (
      await current.server.app.request("/api/admin/marketing-settings", {
        headers: { cookie: current.cookie },
      })
    ).text();
    expect(state).not.toContain(RD_KEY);
    expect(state).toContain("cdef");
    for (const value of [RD_KEY, "Wagner", "oficinasobral", "leitora@"])
      expect(current.log.lines()).not.toContain(value);
    expect(current.log.lines()).toContain("HTTP_500");
  });
});

describe("RD Station: where the lead came from", () => {
  it("carries the visit's first touch in RD Station's traffic fields", async () => {
    current = await site();
    expect((await current.save({ rdstationKey: RD_KEY })).status).toBe(200);
    // The visitor lands from the campaign's link, then sends the business form in the same visit.
    const landing = await current.server.app.request(
      "/planos/vitoria-es?utm_source=instagram&utm_campaign=black-friday&utm_term=fibra%20500",
      {},
      fromAddress("10.57.0.5"),
    );
    expect(landing.status).toBe(200);
    const cookie = landing.headers
      .getSetCookie()
      .find((value) => value.startsWith(`${ATTRIBUTION_COOKIE}=`))
      ?.split(";")[0];
    expect(cookie).toBeDefined();
    const init = jsonRequest("POST", BUSINESS);
    const sent = await current.server.app.request(
      "/api/leads/business",
      { ...init, headers: { ...(init.headers as Record<string, string>), cookie: cookie! } },
      fromAddress("10.57.0.5"),
    );
    expect(sent.status).toBe(201);
    // A lead of a visit without a campaign carries no traffic fields.
    expect(
      (
        await postLead(current.server, "business", {
          ...BUSINESS,
          email: "compras@padariaaurora.com.br",
        })
      ).status,
    ).toBe(201);

    expect(await current.later(0)).toEqual({ delivered: 2, retrying: 0, failed: 0 });
    const payloads = rd.conversions().map((conversion) => conversion.body.payload as Record<string, unknown>);
    const campaign = payloads.find((payload) => payload.email === "wagner@oficinasobral.com.br");
    expect(campaign).toMatchObject({
      conversion_identifier: RD_CONVERSION_IDENTIFIERS.business,
      traffic_source: "instagram",
      traffic_campaign: "black-friday",
      traffic_value: "fibra 500",
    });
    // Only what the link said: it named no medium.
    expect(campaign).not.toHaveProperty("traffic_medium");
    const direct = payloads.find((payload) => payload.email === "compras@padariaaurora.com.br");
    expect(Object.keys(direct!).filter((key) => key.startsWith("traffic_"))).toEqual([]);
  });
});

describe("alerts", () => {
  it("e-mails a new lead to the sales team through the SMTP server of the settings", async () => {
    current = await site();
    const saved = await current.save({
      smtpHost: "127.0.0.1",
      smtpPort: String(smtpPort),
      smtpUser: "avisos",
      smtpPassword: SMTP_PASSWORD,
      smtpFrom: "avisos@provedor.example",
      alertEmails: "vendas@provedor.example\nsupervisao@provedor.example",
    });
    expect(saved.status).toBe(200);
    expect((await postLead(current.server, "callback", CALLBACK)).status).toBe(201);
    sink.fail(1);
    expect(await current.later(0)).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    expect(await current.later()).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.from).toBe("avisos@provedor.example");
    expect(mail!.to).toEqual(["vendas@provedor.example", "supervisao@provedor.example"]);
    expect(mail!.data).toContain("Subject: =?UTF-8?Q?Novo_contato_no_site");
    const text = quotedPrintable(mail!.data);
    expect(text).toContain("Nome: Otávio Brandão");
    expect(text).toContain("Telefone: (27) 3344-7788");
    expect(text).toContain("https://www.provedor.example/intranet/contatos");
    for (const value of [SMTP_PASSWORD, "Otávio", "3344"]) expect(current.log.lines()).not.toContain(value);
  });

  it("sends a WhatsApp template to each seller, after a failed try", async () => {
    current = await site();
    const saved = await current.save({
      whatsappPhoneNumberId: WA_NUMBER_ID,
      whatsappToken: WA_TOKEN,
      whatsappTemplate: "novo_contato_site",
      whatsappLanguage: "pt_BR",
      alertPhones: "5527999990001\n5527999990002",
    });
    expect(saved.status).toBe(200);
    expect((await postLead(current.server, "coverage", COVERAGE)).status).toBe(201);
    const [leadRow] = await marketingDeliveriesOf(current.server.database.db, { leadId: 1 });
    expect(leadRow).toMatchObject({ channel: "whatsapp", status: "pending" });

    whatsapp.fail(1);
    expect(await current.later(0)).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    expect(await current.later()).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    expect(whatsapp.messages().map((message) => message.body.to)).toEqual(["5527999990001", "5527999990002"]);
    expect(whatsapp.messages()[0]!.body).toMatchObject({
      messaging_product: "whatsapp",
      type: "template",
      template: {
        name: "novo_contato_site",
        language: { code: "pt_BR" },
        components: [
          {
            type: "body",
            parameters: [
              { type: "text", text: "Avise-me quando chegar nº 1" },
              { type: "text", text: "Rosana Teixeira" },
              { type: "text", text: "(19) 9 8123-4567" },
              { type: "text", text: "Campinas - SP" },
            ],
          },
        ],
      },
    });
    for (const value of [WA_TOKEN, "Rosana", "98123"]) expect(current.log.lines()).not.toContain(value);
  });
});

describe("Configurações → 'Marketing e avisos'", () => {
  it("is the administrador's only, checks its fields, and keeps a secret until its server changes", async () => {
    current = await site();
    for (const role of ["comercial", "marketing", "atendimento"] as const) {
      const cookie = await staffCookieFor(current.server, role);
      const refused = await current.server.app.request("/api/admin/marketing-settings", {
        headers: { cookie },
      });
      expect(refused.status, role).toBe(403);
    }
    const invalid = await current.save({ smtpPort: "99999", alertPhones: "27 99999" });
    expect(invalid.status).toBe(422);
    expect((await errorOf(invalid)).fields).toMatchObject({
      smtpPort: "Informe a porta do servidor SMTP (de 1 a 65535).",
    });

    const first = {
      smtpHost: "smtp.provedor.example",
      smtpPort: "587",
      smtpUser: "avisos",
      smtpFrom: "a@provedor.example",
    };
    await current.save({ ...first, smtpPassword: SMTP_PASSWORD, alertEmails: "v@provedor.example" });
    const kept = (await (await current.save({ ...first, alertEmails: "v@provedor.example" })).json()) as {
      settings: { smtpPasswordHint: string | null; active: { email: boolean } };
    };
    expect(kept.settings.smtpPasswordHint).toBe("••••••••reta");
    expect(kept.settings.active.email).toBe(true);
    // Another server: the saved password is not sent there.
    const moved = (await (
      await current.save({ ...first, smtpHost: "smtp.outro.example", alertEmails: "v@provedor.example" })
    ).json()) as { settings: { smtpPasswordHint: string | null } };
    expect(moved.settings.smtpPasswordHint).toBeNull();
  });
});

describe("'Testar conexão'", () => {
  const smtpSink = () => ({
    smtpHost: "127.0.0.1",
    smtpPort: String(smtpPort),
    smtpUser: "avisos",
    smtpPassword: SMTP_PASSWORD,
    smtpFrom: "avisos@provedor.example",
  });
  const WHATSAPP_SET = {
    whatsappPhoneNumberId: WA_NUMBER_ID,
    whatsappToken: WA_TOKEN,
    whatsappTemplate: "novo_contato_site",
    whatsappLanguage: "pt_BR",
  };
  const test = async (channel: "smtp" | "whatsapp", cookie = current!.cookie) => {
    const response = await current!.server.app.request(
      `/api/admin/marketing-settings/test/${channel}`,
      jsonRequest("POST", {}, cookie),
    );
    const text = await response.text();
    for (const secret of [SMTP_PASSWORD, WA_TOKEN, "errada"]) expect(text).not.toContain(secret);
    return { status: response.status, ...(JSON.parse(text) as { ok: boolean; message: string }) };
  };

  it("sends a test message through the saved SMTP server to the signed-in administrador, and says what failed", async () => {
    current = await site();
    expect(await test("smtp")).toEqual({
      status: 200,
      ok: false,
      message: "Preencha e salve o servidor SMTP, a porta e o remetente antes de testar.",
    });

    expect((await current.save(smtpSink())).status).toBe(200);
    const worked = await test("smtp");
    expect(worked).toEqual({
      status: 200,
      ok: true,
      message: `Conexão com o servidor SMTP funcionando: enviamos uma mensagem de teste para ${STAFF.email}.`,
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual([STAFF.email]);
    expect(mails[0]!.from).toBe("avisos@provedor.example");
    expect(quotedPrintable(mails[0]!.data)).toContain("Esta é uma mensagem de teste");

    // A wrong password: the server's refusal, named without the password.
    expect((await current.save({ ...smtpSink(), smtpPassword: "errada" })).status).toBe(200);
    expect(await test("smtp")).toMatchObject({ ok: false, message: CONNECTION_TEST_MESSAGES.smtpAuth });

    // A port where nothing answers.
    const closed = await new Promise<number>((resolve) => {
      const probe = new SMTPServer({ logger: false });
      probe.listen(0, "127.0.0.1", () => {
        const { port } = probe.server.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    expect((await current.save({ ...smtpSink(), smtpPort: String(closed) })).status).toBe(200);
    expect(await test("smtp")).toMatchObject({
      ok: false,
      message: CONNECTION_TEST_MESSAGES.smtpUnreachable,
    });
    expect(mails).toHaveLength(1);

    // Only an administrador may try it.
    for (const role of ["comercial", "marketing"] as const) {
      const cookie = await staffCookieFor(current.server, role);
      const refused = await current.server.app.request(
        "/api/admin/marketing-settings/test/smtp",
        jsonRequest("POST", {}, cookie),
      );
      expect(refused.status, role).toBe(403);
    }
  });

  it("reads the saved number from the WhatsApp Cloud API, and names a wrong token, a wrong number or no answer", async () => {
    current = await site();
    expect(await test("whatsapp")).toMatchObject({
      ok: false,
      message: CONNECTION_TEST_MESSAGES.whatsappNotSet,
    });

    expect((await current.save(WHATSAPP_SET)).status).toBe(200);
    expect(await test("whatsapp")).toEqual({
      status: 200,
      ok: true,
      message: "Conexão com o WhatsApp funcionando: número +55 27 3000-1234 (Provedor Exemplo).",
    });
    // Reading the number sends nobody a message.
    expect(whatsapp.messages()).toHaveLength(0);

    expect((await current.save({ ...WHATSAPP_SET, whatsappToken: "EAAG-errada" })).status).toBe(200);
    expect(await test("whatsapp")).toMatchObject({
      ok: false,
      message: CONNECTION_TEST_MESSAGES.whatsappToken,
    });

    expect((await current.save({ ...WHATSAPP_SET, whatsappPhoneNumberId: "999999999999" })).status).toBe(200);
    expect(await test("whatsapp")).toMatchObject({
      ok: false,
      message: CONNECTION_TEST_MESSAGES.whatsappNumber,
    });

    const unreachable = await testWhatsapp(
      { phoneNumberId: WA_NUMBER_ID, token: WA_TOKEN, template: "t", language: "pt_BR", to: [] },
      { url: "http://127.0.0.1:1", timeoutMs: 3_000, allowPrivateAddresses: true },
    );
    expect(unreachable).toEqual({ ok: false, message: CONNECTION_TEST_MESSAGES.whatsappUnreachable });
  });
});

describe("each seller's alerts", () => {
  type Member = { id: string; email: string; role: string };

  async function seller(server: TestServer, email: string) {
    await upsertStaffUser(server.auth, server.database.db, email, "senha-vendedor-123", "comercial");
  }

  it("alerts the sellers who took the lead's city, else every comercial member, one delivery per seller and channel", async () => {
    current = await site();
    const { server, cookie } = current;
    for (const email of ["ana@provedor.example", "bruno@provedor.example", "carla@provedor.example"])
      await seller(server, email);
    // Neither another role nor a disabled seller is alerted.
    await upsertStaffUser(
      server.auth,
      server.database.db,
      "mkt@provedor.example",
      "senha-marketing-123",
      "marketing",
    );
    await seller(server, "dora@provedor.example");
    const sellerCookie = await staffCookieFor(server, "comercial");
    const [campinas] = await server.database.db
      .insert(cities)
      .values({ name: "Campinas", nameKey: nameKey("Campinas"), state: "SP" })
      .returning();
    const staff = (
      (await (await server.app.request("/api/admin/staff", { headers: { cookie } })).json()) as {
        staff: Member[];
      }
    ).staff;
    const idOf = (email: string) => staff.find((member) => member.email === email)!.id;
    const setAlerts = (email: string, body: unknown) =>
      server.app.request(`/api/admin/staff/${idOf(email)}/alerts`, jsonRequest("PUT", body, cookie));
    const dora = await server.app.request(
      `/api/admin/staff/${idOf("dora@provedor.example")}/status`,
      jsonRequest("PATCH", { disabled: true }, cookie),
    );
    expect(dora.status).toBe(204);

    const ana = await setAlerts("ana@provedor.example", {
      email: true,
      whatsapp: "+55 (19) 99999-0001",
      cityIds: [campinas!.id],
    });
    expect(ana.status).toBe(200);
    expect(await ana.json()).toEqual({
      alerts: { email: true, whatsapp: "5519999990001", cityIds: [campinas!.id] },
    });
    // The Histórico names the cities, as Equipe → 'Avisos' shows them.
    const [entry] = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, idOf("ana@provedor.example")));
    expect(entry).toMatchObject({
      entity: "staff",
      before: { alertEmail: true, alertWhatsapp: "", alertCities: [] },
      after: { alertEmail: true, alertWhatsapp: "5519999990001", alertCities: ["Campinas - SP"] },
    });
    expect(
      (await setAlerts("bruno@provedor.example", { email: false, whatsapp: "5519999990002", cityIds: [] }))
        .status,
    ).toBe(200);
    // Only a comercial member takes alerts, a number has its country and area codes, a city exists.
    const notSeller = await setAlerts("mkt@provedor.example", { email: true, whatsapp: "", cityIds: [] });
    expect(notSeller.status).toBe(422);
    expect((await errorOf(notSeller)).message).toBe(
      "Só quem tem o perfil Comercial recebe avisos de novos contatos.",
    );
    const shortNumber = await setAlerts("carla@provedor.example", {
      email: true,
      whatsapp: "99999-0001",
      cityIds: [],
    });
    expect((await errorOf(shortNumber)).fields).toEqual({
      whatsapp: "Informe o WhatsApp com DDI e DDD, só dígitos (por exemplo 5527999990000).",
    });
    const noCity = await setAlerts("carla@provedor.example", { email: true, whatsapp: "", cityIds: [99999] });
    expect((await errorOf(noCity)).fields).toEqual({ cityIds: "Escolha cidades da lista." });
    // Equipe is the administrador's: a seller cannot set anyone's alerts.
    const own = await server.app.request(
      `/api/admin/staff/${idOf("ana@provedor.example")}/alerts`,
      jsonRequest("PUT", { email: true, whatsapp: "", cityIds: [] }, sellerCookie),
    );
    expect(own.status).toBe(403);

    expect(
      (
        await current.save({
          smtpHost: "127.0.0.1",
          smtpPort: String(smtpPort),
          smtpUser: "avisos",
          smtpPassword: SMTP_PASSWORD,
          smtpFrom: "avisos@provedor.example",
          alertEmails: "vendas@provedor.example",
          whatsappPhoneNumberId: WA_NUMBER_ID,
          whatsappToken: WA_TOKEN,
          whatsappTemplate: "novo_contato_site",
          whatsappLanguage: "pt_BR",
          alertPhones: "5527999990009",
        })
      ).status,
    ).toBe(200);

    const lead = async (city: string, address: string) => {
      const response = await server.app.request(
        "/api/leads/coverage",
        jsonRequest("POST", { ...COVERAGE, city, uf: "SP" }),
        fromAddress(address),
      );
      expect(response.status).toBe(201);
      const [stored] = await server.database.db
        .select({ id: leads.id })
        .from(leads)
        .where(eq(leads.city, city));
      return stored!.id;
    };
    const recipients = async (leadId: number) =>
      (await marketingDeliveriesOf(server.database.db, { leadId }))
        .map(
          (row) => `${row.channel} ${staff.find((member) => member.id === row.staffId)?.email ?? "equipe"}`,
        )
        .sort();

    // Campinas is Ana's: only she hears of it, on both her channels.
    const inCampinas = await lead("Campinas", "10.57.1.1");
    expect(await recipients(inCampinas)).toEqual([
      "email ana@provedor.example",
      "whatsapp ana@provedor.example",
    ]);
    // Nobody took Sorocaba: every active comercial member, on the channels each has (the comercial account
    // staffCookieFor made has the defaults: e-mail only).
    const inSorocaba = await lead("Sorocaba", "10.57.1.2");
    expect(await recipients(inSorocaba)).toEqual([
      "email ana@provedor.example",
      "email carla@provedor.example",
      "email comercial@example.com",
      "whatsapp ana@provedor.example",
      "whatsapp bruno@provedor.example",
    ]);

    expect(await current.later(0)).toEqual({ delivered: 7, retrying: 0, failed: 0 });
    expect(mails.map((mail) => mail.to.join()).sort()).toEqual([
      "ana@provedor.example",
      "ana@provedor.example",
      "carla@provedor.example",
      "comercial@example.com",
    ]);
    expect(
      whatsapp
        .messages()
        .map((message) => message.body.to)
        .sort(),
    ).toEqual(["5519999990001", "5519999990001", "5519999990002"]);
    // The team's fallback addresses were not needed.
    expect(mails.some((mail) => mail.to.includes("vendas@provedor.example"))).toBe(false);
    for (const value of ["5519999990001", "ana@provedor", "Rosana"])
      expect(current.log.lines()).not.toContain(value);
  });
});

describe("'Avise-me quando acabar' (issue 58)", () => {
  const failure = {
    kind: "falha",
    title: "Rompimento de fibra na Rodovia do Sol",
    description: "Equipe a caminho.",
    cityIds: [1],
    neighbourhoods: "",
    startsAt: new Date(Date.now() - HOUR).toISOString(),
    expectedEndAt: new Date(Date.now() + 3 * HOUR).toISOString(),
    newUpdate: "",
    resolvedAt: null as string | null,
    resolution: "",
    isActive: true,
    publishAt: null,
    unpublishAt: null,
  };

  it("tells each subscriber who asked, once, when staff resolve the failure: by e-mail and WhatsApp", async () => {
    current = await site();
    // No sales team's address nor seller's number: the subscriber is told, the sales alerts stay off.
    const saved = await current.save({
      smtpHost: "127.0.0.1",
      smtpPort: String(smtpPort),
      smtpUser: "avisos",
      smtpPassword: SMTP_PASSWORD,
      smtpFrom: "avisos@provedor.example",
      whatsappPhoneNumberId: WA_NUMBER_ID,
      whatsappToken: WA_TOKEN,
      whatsappLanguage: "pt_BR",
      whatsappNoticeTemplate: "falha_resolvida",
    });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { settings: { notices: unknown } }).settings.notices).toEqual({
      email: true,
      whatsapp: true,
    });
    const created = await current.server.app.request(
      "/api/admin/network-notices",
      jsonRequest("POST", failure, current.cookie),
    );
    expect(created.status).toBe(201);
    const { networkNotice } = (await created.json()) as { networkNotice: { id: number; updatedAt: string } };

    const db = current.server.database.db;
    const ask = (input: Record<string, unknown>, address = "10.58.0.1") =>
      subscribeToOutage(
        db,
        current!.cipher,
        input,
        { noticeIds: [networkNotice.id], name: "Maria", city: { name: "Vila Velha", state: "ES" } },
        address,
        { perHour: 5 },
      );
    expect(await ask({ email: "Maria@Example.com", whatsapp: "(27) 99999-0000", consent: false })).toEqual({
      outcome: "invalid",
      errors: { consent: "Para receber o aviso, marque que concorda com o uso do seu contato para isso." },
    });
    expect(await ask({ email: "Maria@Example.com", whatsapp: "(27) 99999-0000", consent: true })).toEqual({
      outcome: "stored",
    });
    // Asked again with the same contact: the same answer, nothing more stored.
    expect(await ask({ email: "maria@example.com", whatsapp: "", consent: true }, "10.58.0.2")).toEqual({
      outcome: "stored",
    });

    // Contatos shows it as 'Aviso de falha'; no sales alert nor RD Station row was queued for it.
    const listed = (await (
      await current.server.app.request("/api/admin/leads", { headers: { cookie: current.cookie } })
    ).json()) as { leads: { id: number; kind: string; email: string; phone: string; consentedAt: string }[] };
    expect(listed.leads).toHaveLength(1);
    expect(listed.leads[0]).toMatchObject({
      kind: "outage",
      email: "maria@example.com",
      phone: "27999990000",
    });
    expect(listed.leads[0]!.consentedAt).toBeTruthy();
    const leadId = listed.leads[0]!.id;
    expect(await marketingDeliveriesOf(db, { leadId })).toEqual([]);
    expect(await current.later(0)).toEqual({ delivered: 0, retrying: 0, failed: 0 });

    // Staff resolve it in 'Status da rede'.
    const resolve = (updatedAt: string, resolution: string) =>
      current!.server.app.request(
        `/api/admin/network-notices/${networkNotice.id}`,
        jsonRequest(
          "PUT",
          { ...failure, resolvedAt: new Date().toISOString(), resolution, expectedUpdatedAt: updatedAt },
          current!.cookie,
        ),
      );
    const resolved = await resolve(networkNotice.updatedAt, "Fibra emendada; a conexão já voltou.");
    expect(resolved.status).toBe(200);
    expect((await marketingDeliveriesOf(db, { leadId })).map((row) => row.channel)).toEqual([
      "notice_email",
      "notice_whatsapp",
    ]);

    sink.fail(1);
    expect(await current.later(0)).toEqual({ delivered: 1, retrying: 1, failed: 0 });
    expect(await current.later()).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual(["maria@example.com"]);
    expect(mails[0]!.from).toBe("avisos@provedor.example");
    const text = quotedPrintable(mails[0]!.data);
    expect(text).toContain("Olá, Maria!");
    expect(text).toContain('A falha "Rompimento de fibra na Rodovia do Sol" foi resolvida em');
    expect(text).toContain("Fibra emendada; a conexão já voltou.");
    expect(text).toContain("https://www.provedor.example/suporte");
    expect(whatsapp.messages()).toHaveLength(1);
    expect(whatsapp.messages()[0]!.body).toMatchObject({
      to: "5527999990000",
      type: "template",
      template: {
        name: "falha_resolvida",
        language: { code: "pt_BR" },
        components: [
          {
            type: "body",
            parameters: [
              { type: "text", text: "Maria" },
              { type: "text", text: "Rompimento de fibra na Rodovia do Sol" },
            ],
          },
        ],
      },
    });

    // Saved again (a new resolution text): nobody is told twice.
    const again = (await resolved.json()) as { networkNotice: { updatedAt: string } };
    expect((await resolve(again.networkNotice.updatedAt, "Texto corrigido.")).status).toBe(200);
    expect(await marketingDeliveriesOf(db, { leadId })).toHaveLength(2);
    expect(await current.later()).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    for (const value of ["maria@example.com", "99999-0000", "27999990000", SMTP_PASSWORD, WA_TOKEN])
      expect(current.log.lines()).not.toContain(value);
  });
});
