import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { erpProspects, leads, referrals } from "../db/schema";
import { createDeliveryWorker } from "../delivery/worker";
import { FAKE_HUBSOFT_TOKEN, type FakeHubsoft, startFakeHubsoft } from "../testing/fake-hubsoft";
import { FAKE_IXC_TOKEN, type FakeIxc, startFakeIxc } from "../testing/fake-ixc";
import { FAKE_SGP_TOKEN, type FakeSgp, startFakeSgp } from "../testing/fake-sgp";
import { FRIEND, REFERRER } from "../testing/referral-fixtures";
import {
  createTestServer,
  fromAddress,
  jsonRequest,
  memoryLogger,
  type TestServer,
} from "../testing/test-server";
import type { ErpAdapter } from "./contract";
import { createHubsoftAdapter } from "./hubsoft";
import { createIxcAdapter } from "./ixc";
import { erpProspectOutbox } from "./prospects";
import { createSgpAdapter } from "./sgp";

// Issue 36, point 5: leads (all three forms) and referrals also go to the ERP as prospects, through the
// outbox the relay uses (decision 0026): queued with the row, retried with backoff, and created once per
// idempotency key even when a delivery failed or timed out after the ERP stored it.

const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;

const COVERAGE = {
  name: "Rosana Teixeira",
  phone: "(19) 9 8123-4567",
  city: "Campinas",
  uf: "SP",
  cep: "13330-250",
  consent: true,
  website: "",
};
const CALLBACK = {
  name: "Otávio Brandão",
  phone: "27 3344-7788",
  cep: "29101-010",
  houseNumber: "455",
  period: "evening",
  planId: 3,
  planName: "Fibra 500 Mega",
  offerCode: "",
  cityName: "Vila Velha - ES",
  website: "",
};
const BUSINESS = {
  cnpj: "11.222.333/0001-81",
  companyName: "Oficina Sobral Ltda",
  contactName: "Wagner Sobral",
  phone: "(27) 9 9712-3434",
  email: "wagner@oficinasobral.com.br",
  city: "Serra",
  website: "",
};

type Fakes = { ixc: FakeIxc; sgp: FakeSgp; hubsoft: FakeHubsoft };
let fakes: Fakes;
beforeAll(async () => {
  fakes = { ixc: await startFakeIxc(), sgp: await startFakeSgp(), hubsoft: await startFakeHubsoft() };
});
afterAll(async () => {
  await Promise.all(Object.values(fakes).map((fake) => fake.close()));
});

/** Each ERP's adapter against its fake, with a short timeout so a hung write fails fast. */
const ADAPTERS: Record<keyof Fakes, () => ErpAdapter> = {
  ixc: () => createIxcAdapter({ url: fakes.ixc.url, token: FAKE_IXC_TOKEN, timeoutMs: 700 }),
  sgp: () => createSgpAdapter({ url: fakes.sgp.url, token: FAKE_SGP_TOKEN, timeoutMs: 700 }),
  hubsoft: () => createHubsoftAdapter({ url: fakes.hubsoft.url, token: FAKE_HUBSOFT_TOKEN, timeoutMs: 700 }),
};

/** What each fake stored as prospects, and the knobs that make its next writes fail or hang. */
const PROSPECTS: Record<keyof Fakes, () => Record<string, unknown>[]> = {
  ixc: () => fakes.ixc.state.contacts,
  sgp: () => fakes.sgp.state.prospects,
  hubsoft: () => fakes.hubsoft.state.prospects,
};
const failNext = (erp: keyof Fakes, n: number) => {
  if (erp === "ixc") fakes.ixc.behaviour.failContacts = n;
  else fakes[erp].behaviour.failProspects = n;
};
const hangNext = (erp: keyof Fakes, n: number) => {
  if (erp === "ixc") fakes.ixc.behaviour.hangAfterStoringContacts = n;
  else fakes[erp].behaviour.hangAfterStoringProspects = n;
};

/** A site whose ERP is `adapter`, its log, and a worker on its prospects' outbox with a clock of our own. */
async function site(adapter: ErpAdapter | undefined) {
  const log = memoryLogger();
  const server = await createTestServer({ seed: false, erp: adapter, logger: log.logger });
  let clock = new Date(Date.now() + SECOND);
  const worker = createDeliveryWorker({
    db: server.database.db,
    logger: log.logger,
    queues: [erpProspectOutbox(server.database.db, () => adapter)],
    now: () => clock,
    random: () => 0.5,
  });
  return {
    server,
    log,
    worker,
    /** Moves the clock past any backoff, then runs one round. */
    later: (ms = 2 * HOUR) => {
      clock = new Date(clock.getTime() + ms);
      return worker.runOnce();
    },
    rows: () => server.database.db.select().from(erpProspects).orderBy(erpProspects.id),
  };
}

let current: Awaited<ReturnType<typeof site>> | undefined;
afterEach(async () => {
  await current?.worker.stop();
  await current?.server.close();
  current = undefined;
});

const postLead = (server: TestServer, kind: "coverage" | "callback" | "business", body: unknown) =>
  server.app.request(`/api/leads/${kind}`, jsonRequest("POST", body), fromAddress("10.36.0.1"));
const postReferral = (server: TestServer) =>
  server.app.request(
    "/api/referrals",
    jsonRequest("POST", { referrer: REFERRER, friend: FRIEND }),
    fromAddress("10.36.0.2"),
  );

beforeEach(() => {
  for (const erp of Object.keys(fakes) as (keyof Fakes)[]) {
    PROSPECTS[erp]().length = 0;
    failNext(erp, 0);
    hangNext(erp, 0);
  }
});

describe("leads and referrals to the ERP as prospects", () => {
  it("IXC: a lead reaches the fake as one contato after two failed deliveries, with its key", async () => {
    current = await site(ADAPTERS.ixc());
    expect((await postLead(current.server, "coverage", COVERAGE)).status).toBe(201);
    const [queued] = await current.rows();
    expect(queued).toMatchObject({ status: "pending", attempts: 0 });

    failNext("ixc", 2);
    expect(await current.later(0)).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    // Not due again before its backoff (30 s, jitter at its middle).
    expect(await current.later(10 * SECOND)).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    expect(await current.later(30 * SECOND)).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    expect((await current.rows())[0]).toMatchObject({
      status: "pending",
      attempts: 2,
      lastError: "ERP_UNAVAILABLE",
    });
    expect(fakes.ixc.state.contacts).toHaveLength(0);

    expect(await current.later()).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    expect(await current.later()).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    expect(fakes.ixc.state.contacts).toHaveLength(1);
    const [contact] = fakes.ixc.state.contacts;
    expect(contact).toMatchObject({ nome: "Rosana Teixeira", fone_celular: "19981234567" });
    expect(contact!.obs).toContain(`vitrine-lead:${queued!.idempotencyKey}`);
    expect(contact!.obs).toContain("Avise-me quando chegar");
    expect((await current.rows())[0]).toMatchObject({ status: "delivered", lastError: null });
    // The log names the row and the failure's kind, never the person.
    expect(current.log.lines()).toContain("ERP_UNAVAILABLE");
    for (const value of ["Rosana", "98123", "13330"]) expect(current.log.lines()).not.toContain(value);
  });

  for (const erp of ["ixc", "sgp", "hubsoft"] as const) {
    it(`${erp}: a write stored by the ERP whose answer never came is not stored twice on the retry`, async () => {
      current = await site(ADAPTERS[erp]());
      expect((await postLead(current.server, "callback", CALLBACK)).status).toBe(201);
      hangNext(erp, 1);
      expect(await current.later(0)).toEqual({ delivered: 0, retrying: 1, failed: 0 });
      expect((await current.rows())[0]).toMatchObject({ lastError: "ERP_TIMEOUT" });
      expect(PROSPECTS[erp]()).toHaveLength(1);
      expect(await current.later()).toEqual({ delivered: 1, retrying: 0, failed: 0 });
      expect(PROSPECTS[erp]()).toHaveLength(1);
    });

    it(`${erp}: each lead form and a referral become one prospect each, even after two failures`, async () => {
      current = await site(ADAPTERS[erp]());
      expect((await postLead(current.server, "coverage", COVERAGE)).status).toBe(201);
      expect((await postLead(current.server, "callback", CALLBACK)).status).toBe(201);
      expect((await postLead(current.server, "business", BUSINESS)).status).toBe(201);
      expect((await postReferral(current.server)).status).toBe(201);
      const keys = (await current.rows()).map((row) => row.idempotencyKey);
      expect(new Set(keys).size).toBe(4);

      failNext(erp, 2);
      await current.later(0);
      await current.later();
      await current.later();
      await current.later();
      expect((await current.rows()).map((row) => row.status)).toEqual(Array(4).fill("delivered"));
      const stored = JSON.stringify(PROSPECTS[erp]());
      expect(PROSPECTS[erp]()).toHaveLength(4);
      for (const key of keys) expect(stored.split(`vitrine-lead:${key}`)).toHaveLength(2);
      // The referral's friend is the prospect; neither CPF goes to the ERP.
      expect(stored).toContain(FRIEND.name);
      expect(stored).toContain(`Indicado por: ${REFERRER.name}`);
      for (const cpf of [REFERRER.cpf, FRIEND.cpf, "529.982.247-25", "111.444.777-35"])
        expect(stored).not.toContain(cpf);
    });
  }

  it("queues nothing without an ERP, and a row goes with its lead when the lead is erased", async () => {
    current = await site(undefined);
    expect((await postLead(current.server, "coverage", COVERAGE)).status).toBe(201);
    expect(await current.rows()).toEqual([]);
    await current.server.close();

    current = await site(ADAPTERS.ixc());
    expect((await postLead(current.server, "coverage", COVERAGE)).status).toBe(201);
    expect(await current.rows()).toHaveLength(1);
    await current.server.database.db.delete(leads).where(eq(leads.name, COVERAGE.name));
    expect(await current.rows()).toEqual([]);
    expect((await postReferral(current.server)).status).toBe(201);
    await current.server.database.db.delete(referrals);
    expect(await current.rows()).toEqual([]);
  });

  it("an ERP that takes no prospects, or none at delivery, leaves the row waiting with its reason", async () => {
    const adapter = ADAPTERS.ixc();
    let configured: ErpAdapter | undefined = adapter;
    current = await site(adapter);
    expect((await postLead(current.server, "coverage", COVERAGE)).status).toBe(201);
    const worker = createDeliveryWorker({
      db: current.server.database.db,
      logger: current.log.logger,
      queues: [erpProspectOutbox(current.server.database.db, () => configured)],
      now: () => new Date(Date.now() + HOUR),
    });
    configured = undefined;
    expect(await worker.runOnce()).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    expect((await current.rows())[0]).toMatchObject({ status: "pending", lastError: "ERP_NOT_CONFIGURED" });
    expect(fakes.ixc.state.contacts).toHaveLength(0);
  });
});
