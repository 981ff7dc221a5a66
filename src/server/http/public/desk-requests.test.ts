import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMPTY_MARKETING_SETTINGS } from "../../../domain/marketing";
import type { SubscriberRequestKind } from "../../../domain/subscriber-request";
import { auditLog, marketingDeliveries, subscriberRequests } from "../../db/schema";
import { createDeliveryWorker } from "../../delivery/worker";
import type { ErpAdapter, Subscriber, WifiSettings } from "../../erp/contract";
import { createGenieAcs } from "../../erp/genieacs";
import { createHubsoftAdapter } from "../../erp/hubsoft";
import { createIxcAdapter } from "../../erp/ixc";
import { createSgpAdapter } from "../../erp/sgp";
import { marketingOutbox } from "../../marketing/outbox";
import { createFieldCipher, resolveFieldKey } from "../../field-cipher";
import type { RequestPersonal } from "../../services/subscriber-requests";
import { TODAY } from "../../testing/erp-contract";
import { startFakeGenieAcs } from "../../testing/fake-genieacs";
import { FAKE_HUBSOFT_TOKEN, startFakeHubsoft } from "../../testing/fake-hubsoft";
import { FAKE_IXC_TOKEN, startFakeIxc } from "../../testing/fake-ixc";
import { FAKE_SGP_TOKEN, startFakeSgp } from "../../testing/fake-sgp";
import { fakeSite } from "../../testing/fake-site";
import { quotedPrintable, startSmtpSink } from "../../testing/smtp-sink";
import {
  createTestServer,
  fromAddress,
  jsonRequest,
  memoryLogger,
  ORIGIN,
  staffCookie,
  type TestServer,
} from "../../testing/test-server";
import { isPublicWrite } from "../write-guard";

// Issue 67, point 3, through the server with each ERP's fake: after the desk's proof, each self-service
// request is stored with a protocol, an audit row and its e-mail queued, then reaches the fake once — by the
// ERP's route (SGP's cpemanage), by GenieACS (IXC with the ONU's serial), or as a ticket typed by what it
// asks. A Wi-Fi password reaches the router (or the ticket) and nothing else: not the database, the audit
// log, the e-mail or the log. A wrong proof stores nothing and asks the ERP for nothing beyond the lookup.

const PAGES: Record<Exclude<SubscriberRequestKind, "retention">, string> = {
  cancel: "/cliente/cancelamento",
  due_day: "/cliente/vencimento",
  address: "/cliente/mudanca-de-endereco",
  wifi: "/cliente/wifi",
  plan: "/cliente/troca-de-plano",
};
const KIND_OF = Object.fromEntries(Object.entries(PAGES).map(([kind, path]) => [path, kind]));
const WIFI: WifiSettings = { "2g": { ssid: "Casa da Maria", password: "senha-wifi-2026!" }, "5g": { ssid: "Casa5G" } };
const PASSWORD = "senha-wifi-2026!";
const MARIA = { documento: "529.982.247-25", nascimento: "1985-03-14" };

type Reached = { tickets(): Record<string, unknown>[]; wifiChanges(): number; deviceTasks(): number };
type Case = {
  name: string;
  /** How the Wi-Fi goes with this ERP. */
  wifiVia: "route" | "device" | "ticket";
  start(): Promise<{
    url: string;
    reached: Reached;
    failNextTicket(): void;
    devices?: ReturnType<typeof createGenieAcs>;
    close(): Promise<void>;
  }>;
  adapter(url: string): ErpAdapter;
};

const CASES: Case[] = [
  {
    name: "IXC",
    wifiVia: "ticket",
    async start() {
      const fake = await startFakeIxc();
      return {
        url: fake.url,
        reached: { tickets: () => fake.state.tickets, wifiChanges: () => 0, deviceTasks: () => 0 },
        failNextTicket: () => {
          fake.behaviour.failTickets = 1;
        },
        close: fake.close,
      };
    },
    adapter: (url) => createIxcAdapter({ url, token: FAKE_IXC_TOKEN, today: () => TODAY, allowPrivateAddresses: true }),
  },
  {
    name: "IXC with GenieACS",
    wifiVia: "device",
    async start() {
      const fake = await startFakeIxc();
      const acs = await startFakeGenieAcs();
      return {
        url: fake.url,
        reached: {
          tickets: () => fake.state.tickets,
          wifiChanges: () => 0,
          deviceTasks: () => acs.state.tasks.length,
        },
        failNextTicket: () => {
          fake.behaviour.failTickets = 1;
        },
        devices: createGenieAcs({ url: acs.url }),
        close: async () => {
          await fake.close();
          await acs.close();
        },
      };
    },
    adapter: (url) => createIxcAdapter({ url, token: FAKE_IXC_TOKEN, today: () => TODAY, allowPrivateAddresses: true }),
  },
  {
    name: "SGP",
    wifiVia: "route",
    async start() {
      const fake = await startFakeSgp();
      return {
        url: fake.url,
        reached: {
          tickets: () => fake.state.tickets,
          wifiChanges: () => fake.state.wifiChanges.length,
          deviceTasks: () => 0,
        },
        failNextTicket: () => {
          fake.behaviour.failTickets = 1;
        },
        close: fake.close,
      };
    },
    adapter: (url) => createSgpAdapter({ url, token: FAKE_SGP_TOKEN, today: () => TODAY, allowPrivateAddresses: true }),
  },
  {
    name: "Hubsoft",
    wifiVia: "ticket",
    async start() {
      const fake = await startFakeHubsoft();
      return {
        url: fake.url,
        reached: { tickets: () => fake.state.tickets, wifiChanges: () => 0, deviceTasks: () => 0 },
        failNextTicket: () => {
          fake.behaviour.failTickets = 1;
        },
        close: fake.close,
      };
    },
    adapter: (url) => createHubsoftAdapter({ url, token: FAKE_HUBSOFT_TOKEN, today: () => TODAY, allowPrivateAddresses: true }),
  },
];

const sink = await startSmtpSink();
afterAll(() => sink.close());

describe.each(CASES)("the desk's self-service requests with $name", (erp) => {
  let fake: Awaited<ReturnType<Case["start"]>>;
  let server: TestServer;
  const log = memoryLogger();
  const proven = new Map<string, { kind: "found"; subscriber: Subscriber }>();

  beforeAll(async () => {
    fake = await erp.start();
    server = await createTestServer({
      logger: log.logger,
      erp: erp.adapter(fake.url),
      devices: fake.devices,
      // Stands in for each request page's last step: the proof, then the request as the page submits it.
      // (Found once, then by the visit's proof, as the pages do: the desk allows 5 lookups per CPF.)
      site: fakeSite([...Object.values(PAGES), "/404"], async (request, context) => {
        const form = await request.formData();
        const key = `${form.get("documento")} ${form.get("nascimento")}`;
        const found =
          proven.get(key) ??
          (await context.subscriberDesk!.identify(
            { document: form.get("documento"), birthDate: form.get("nascimento") },
            context.clientIp,
          ));
        if (found.kind !== "found") return Response.json({ kind: found.kind });
        proven.set(key, found);
        const kind = KIND_OF[new URL(request.url).pathname] as SubscriberRequestKind;
        const [contract] = found.subscriber.contracts;
        const outcome = await context.subscriberRequests!.submit(
          {
            kind,
            subscriber: found.subscriber,
            contract: contract!,
            phone: "27999990000",
            details: [`Pedido de teste: ${kind}.`],
            ...(kind === "wifi" ? { wifi: WIFI } : {}),
          },
          context.clientIp,
        );
        return Response.json({ kind: "found", outcome, cep: contract?.installationCep });
      }),
    });
    // Configurações → 'Marketing e avisos': the SMTP server, so each request's protocol is e-mailed.
    const saved = await server.app.request(
      "/api/admin/marketing-settings",
      jsonRequest(
        "PUT",
        { ...EMPTY_MARKETING_SETTINGS, smtpHost: "127.0.0.1", smtpPort: String(sink.port), smtpFrom: "central@provedor.example" },
        await staffCookie(server),
      ),
    );
    expect(saved.status).toBe(200);
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  let address = 1;
  const post = (path: string, body: Record<string, string>) =>
    server.app.request(
      `${ORIGIN}${path}`,
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN },
        body: new URLSearchParams(body).toString(),
      },
      // Each request from an address of its own: the per-address limit is its own test.
      fromAddress(`10.67.${CASES.indexOf(erp)}.${address++}`),
    );

  type Answer = {
    kind: string;
    cep?: string;
    outcome?: { outcome: string; protocol: string; via: string; reference?: string; emailQueued: boolean };
  };

  it.each(Object.entries(PAGES))("%s reaches the ERP once and gives a protocol", async (kind, path) => {
    expect(isPublicWrite("POST", path)).toBe(true);
    const before = {
      tickets: fake.reached.tickets().length,
      wifi: fake.reached.wifiChanges(),
      device: fake.reached.deviceTasks(),
    };
    const response = await post(path, MARIA);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const answer = (await response.json()) as Answer;
    expect(answer.cep).toBe("29100000");
    const outcome = answer.outcome!;
    expect(outcome.outcome).toBe("stored");
    expect(outcome.protocol).toMatch(/^SL-\d{8}-[A-Z0-9]{6}$/);
    expect(outcome.emailQueued).toBe(true);
    const via = kind === "wifi" ? erp.wifiVia : "ticket";
    expect(outcome.via).toBe(via);
    const reached = {
      tickets: fake.reached.tickets().length - before.tickets,
      wifi: fake.reached.wifiChanges() - before.wifi,
      device: fake.reached.deviceTasks() - before.device,
    };
    expect(reached).toEqual({
      tickets: via === "ticket" ? 1 : 0,
      wifi: via === "route" ? 1 : 0,
      device: via === "device" ? 1 : 0,
    });
    if (via === "ticket") {
      const ticket = JSON.stringify(fake.reached.tickets().at(-1));
      expect(outcome.reference).toBeTruthy();
      expect(ticket).toContain(outcome.protocol);
      // Typed by what it asks: the title (IXC) or the first line (SGP, Hubsoft) names it.
      expect(ticket).toMatch(/pelo site|aceitou a oferta/);
      // Without a route or a device manager, the staff need the new password to apply it.
      if (kind === "wifi") expect(ticket).toContain(PASSWORD);
    }
    const [row] = await server.database.db
      .select()
      .from(subscriberRequests)
      .where(eq(subscriberRequests.protocol, outcome.protocol));
    expect(row).toMatchObject({ kind, state: "received", via });
    expect(row!.cityName).toBe("Vila Velha - ES");
    const cipher = cipherOf(server);
    const personal = JSON.parse(cipher.decrypt(row!.personal)) as RequestPersonal;
    expect(personal).toMatchObject({ email: "maria.souza@gmail.com", phone: "27999990000", name: "Maria" });
    const audits = await server.database.db.select().from(auditLog).where(eq(auditLog.entityId, String(row!.id)));
    expect(audits.find((entry) => entry.entity === "subscriber_requests")).toMatchObject({
      action: "create",
      actorEmail: "assinante pelo site",
    });
    const deliveries = await server.database.db
      .select()
      .from(marketingDeliveries)
      .where(eq(marketingDeliveries.subscriberRequestId, row!.id));
    expect(deliveries.map((delivery) => delivery.channel)).toEqual(["request"]);
    // The password went to the router or the ticket only.
    for (const text of [row!.personal, cipher.decrypt(row!.personal), JSON.stringify(audits), log.lines()])
      expect(text).not.toContain(PASSWORD);
  });

  it("e-mails each protocol to the e-mail on file, without the Wi-Fi password", async () => {
    const worker = createDeliveryWorker({
      db: server.database.db,
      logger: log.logger,
      queues: [marketingOutbox(server.database.db, cipherOf(server), {
        timeoutMs: 3_000,
        // The sink is on 127.0.0.1, without STARTTLS (issue 66, L3).
        allowPrivateAddresses: true,
        smtpAllowPlainAuth: true,
      })],
    });
    const sent = sink.mails.length;
    expect(await worker.runOnce()).toMatchObject({ delivered: 5, failed: 0 });
    const mails = sink.mails.slice(sent);
    expect(mails.map((mail) => mail.to)).toEqual(Array(5).fill(["maria.souza@gmail.com"]));
    const texts = mails.map((mail) => quotedPrintable(mail.data));
    expect(texts.filter((text) => text.includes("Solicitação: Nome e senha do Wi-Fi"))).toHaveLength(1);
    for (const text of texts) {
      expect(text).toMatch(/protocolo é SL-\d{8}-[A-Z0-9]{6}/);
      expect(text).not.toContain(PASSWORD);
    }
    await worker.stop();
  });

  it("stores a request the ERP did not take, with its protocol, for the staff to send again", async () => {
    const tickets = fake.reached.tickets().length;
    fake.failNextTicket();
    const answer = (await (await post(PAGES.due_day, MARIA)).json()) as Answer;
    expect(answer.outcome).toMatchObject({ outcome: "stored", via: "failed" });
    expect(fake.reached.tickets()).toHaveLength(tickets);
    const [row] = await server.database.db
      .select()
      .from(subscriberRequests)
      .where(eq(subscriberRequests.protocol, answer.outcome!.protocol));
    expect(row).toMatchObject({ via: "failed", erpError: "ERP_UNAVAILABLE" });
    // 'Reenviar ao sistema de gestão' in Solicitações: now the ticket is opened, once.
    const resent = await server.app.request(
      `/api/admin/subscriber-requests/${row!.id}/resend`,
      jsonRequest("POST", { expectedUpdatedAt: row!.updatedAt.toISOString() }, await staffCookie(server)),
    );
    expect(resent.status).toBe(200);
    expect(fake.reached.tickets()).toHaveLength(tickets + 1);
    expect(JSON.stringify(fake.reached.tickets().at(-1))).toContain(row!.protocol);
  });

  it("refuses a seventh request of a subscriber in a day: nothing stored, nothing reaches the ERP", async () => {
    // Five requests and the one the ERP did not take: the day's six for Maria.
    const count = (await server.database.db.select().from(subscriberRequests)).length;
    expect(count).toBe(6);
    const tickets = fake.reached.tickets().length;
    const answer = (await (await post(PAGES.plan, MARIA)).json()) as Answer;
    expect(answer.outcome).toEqual({ outcome: "limited" });
    expect(await server.database.db.select().from(subscriberRequests)).toHaveLength(count);
    expect(fake.reached.tickets()).toHaveLength(tickets);
  });

  it("stores nothing and opens nothing for a wrong proof", async () => {
    const count = (await server.database.db.select().from(subscriberRequests)).length;
    const tickets = fake.reached.tickets().length;
    const answer = (await (await post(PAGES.cancel, { ...MARIA, nascimento: "1990-01-01" })).json()) as Answer;
    expect(answer.kind).toBe("not_found");
    expect(await server.database.db.select().from(subscriberRequests)).toHaveLength(count);
    expect(fake.reached.tickets()).toHaveLength(tickets);
    expect(log.lines()).not.toMatch(/529\.?982\.?247-?25|1985-03-14|maria\.souza|27999990000/);
  });
});

/** The referral key the test server made in its data directory: the requests' personal fields open with it. */
function cipherOf(server: TestServer) {
  return createFieldCipher(
    resolveFieldKey({
      dataDir: server.dataDir,
      referrals: { encryptionKey: undefined, relayUrl: undefined, retentionDays: 0 },
    }),
  );
}
