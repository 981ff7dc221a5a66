import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { erpProspects, leads, referrals } from "../db/schema";
import { createDeliveryWorker } from "../delivery/worker";
import { type ContractFake, HUBSOFT, IXC, SGP } from "../testing/erp-contract";
import { LEAD_FORM_BODIES } from "../testing/lead-fixtures";
import { FRIEND, REFERRER } from "../testing/referral-fixtures";
import {
  createTestServer,
  fromAddress,
  jsonRequest,
  memoryLogger,
  type TestServer,
} from "../testing/test-server";
import type { ErpAdapter } from "./contract";
import { erpProspectOutbox } from "./prospects";

// Issue 36, point 5: leads (all three forms) and referrals also go to the ERP as prospects, through the
// outbox the relay uses (decision 0026): queued with the row, retried with backoff, and created once per
// idempotency key even when a delivery failed or timed out after the ERP stored it.

const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;

const { COVERAGE, CALLBACK, BUSINESS } = LEAD_FORM_BODIES;

const CASES = { ixc: IXC, sgp: SGP, hubsoft: HUBSOFT };
type Erp = keyof typeof CASES;
const fakes = {} as Record<Erp, ContractFake>;
beforeAll(async () => {
  for (const erp of Object.keys(CASES) as Erp[]) fakes[erp] = await CASES[erp].start();
});
afterAll(async () => {
  await Promise.all(Object.values(fakes).map((fake) => fake.close()));
});

/** Each ERP's adapter against its fake, with a short timeout so a hung write fails fast. */
const adapterOf = (erp: Erp) => CASES[erp].adapter(fakes[erp].url, { timeoutMs: 700 });

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
  for (const fake of Object.values(fakes)) {
    (fake.prospects() as unknown[]).length = 0;
    fake.failProspects(0);
    fake.hangProspects(0);
  }
});

describe("leads and referrals to the ERP as prospects", () => {
  it("IXC: a lead reaches the fake as one contato after two failed deliveries, with its key", async () => {
    current = await site(adapterOf("ixc"));
    expect((await postLead(current.server, "coverage", COVERAGE)).status).toBe(201);
    const [queued] = await current.rows();
    expect(queued).toMatchObject({ status: "pending", attempts: 0 });

    fakes.ixc.failProspects(2);
    expect(await current.later(0)).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    // Not due again before its backoff (30 s, jitter at its middle).
    expect(await current.later(10 * SECOND)).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    expect(await current.later(30 * SECOND)).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    expect((await current.rows())[0]).toMatchObject({
      status: "pending",
      attempts: 2,
      lastError: "ERP_UNAVAILABLE",
    });
    expect(fakes.ixc.prospects()).toHaveLength(0);

    expect(await current.later()).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    expect(await current.later()).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    expect(fakes.ixc.prospects()).toHaveLength(1);
    const [contact] = fakes.ixc.prospects();
    expect(contact).toMatchObject({ nome: "Rosana Teixeira", fone_celular: "19981234567" });
    expect(String(contact!.obs)).toContain(`vitrine-lead:${queued!.idempotencyKey}`);
    expect(String(contact!.obs)).toContain("Avise-me quando chegar");
    expect((await current.rows())[0]).toMatchObject({ status: "delivered", lastError: null });
    // The log names the row and the failure's kind, never the person.
    expect(current.log.lines()).toContain("ERP_UNAVAILABLE");
    for (const value of ["Rosana", "98123", "Campinas"]) expect(current.log.lines()).not.toContain(value);
  });

  for (const erp of ["ixc", "sgp", "hubsoft"] as const) {
    it(`${erp}: a write stored by the ERP whose answer never came is not stored twice on the retry`, async () => {
      current = await site(adapterOf(erp));
      expect((await postLead(current.server, "callback", CALLBACK)).status).toBe(201);
      fakes[erp].hangProspects(1);
      expect(await current.later(0)).toEqual({ delivered: 0, retrying: 1, failed: 0 });
      expect((await current.rows())[0]).toMatchObject({ lastError: "ERP_TIMEOUT" });
      expect(fakes[erp].prospects()).toHaveLength(1);
      expect(await current.later()).toEqual({ delivered: 1, retrying: 0, failed: 0 });
      expect(fakes[erp].prospects()).toHaveLength(1);
    });

    it(`${erp}: each lead form and a referral become one prospect each, even after two failures`, async () => {
      current = await site(adapterOf(erp));
      expect((await postLead(current.server, "coverage", COVERAGE)).status).toBe(201);
      expect((await postLead(current.server, "callback", CALLBACK)).status).toBe(201);
      expect((await postLead(current.server, "business", BUSINESS)).status).toBe(201);
      expect((await postReferral(current.server)).status).toBe(201);
      const keys = (await current.rows()).map((row) => row.idempotencyKey);
      expect(new Set(keys).size).toBe(4);

      fakes[erp].failProspects(2);
      await current.later(0);
      await current.later();
      await current.later();
      await current.later();
      expect((await current.rows()).map((row) => row.status)).toEqual(Array(4).fill("delivered"));
      const stored = JSON.stringify(fakes[erp].prospects());
      expect(fakes[erp].prospects()).toHaveLength(4);
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

    current = await site(adapterOf("ixc"));
    expect((await postLead(current.server, "coverage", COVERAGE)).status).toBe(201);
    expect(await current.rows()).toHaveLength(1);
    await current.server.database.db.delete(leads).where(eq(leads.name, COVERAGE.name));
    expect(await current.rows()).toEqual([]);
    expect((await postReferral(current.server)).status).toBe(201);
    await current.server.database.db.delete(referrals);
    expect(await current.rows()).toEqual([]);
  });

  it("an ERP that takes no prospects, or none at delivery, leaves the row waiting with its reason", async () => {
    const adapter = adapterOf("ixc");
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
    expect(fakes.ixc.prospects()).toHaveLength(0);
  });
});
