import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leads, referrals } from "../db/schema";
import { createDeliveryWorker, type DeliveryWorkerOptions } from "../delivery/worker";
import { referralOutbox } from "../referrals/delivery";
import { startReferralRetention } from "../referrals/retention";
import {
  BUSINESS_LEAD,
  CALLBACK_LEAD,
  COVERAGE_LEAD,
  insertLead,
  LEAD_PERSONAL_VALUES,
} from "../testing/lead-fixtures";
import {
  createCapturedLogger,
  createTestCipher,
  createTestRelay,
  type FreshDatabase,
  insertReferral,
  openFreshDatabase,
  type TestRelay,
} from "../testing/referral-fixtures";
import { leadOutbox } from "./delivery";

// Leads go out through the referrals' delivery worker (decision 0026): the relay body of each kind, the
// same retries, and one worker and one relay for both tables. The worker's own behaviour (leases, stop,
// kicks, redirects, timeouts) is tested on referrals in referrals/delivery.test.ts.

const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;

let fresh: FreshDatabase;
let relay: TestRelay;
const cipher = createTestCipher();
const captured = createCapturedLogger();
let clock: Date;

function worker(overrides: Partial<DeliveryWorkerOptions> = {}) {
  return createDeliveryWorker({
    db: fresh.database.db,
    relayUrl: relay.url,
    logger: captured.logger,
    queues: [referralOutbox(cipher), leadOutbox()],
    now: () => clock,
    random: () => 0.5,
    timeoutMs: 5 * SECOND,
    ...overrides,
  });
}

async function readLead(id: number) {
  const [row] = await fresh.database.db.select().from(leads).where(eq(leads.id, id));
  if (!row) throw new Error(`lead ${id} is gone`);
  return row;
}

const bodies = () => relay.requests.map((request) => JSON.parse(request.body) as Record<string, string>);

beforeAll(async () => {
  fresh = await openFreshDatabase();
  relay = await createTestRelay();
});

afterAll(async () => {
  await relay?.down();
  await fresh?.close();
});

beforeEach(async () => {
  await fresh.database.db.delete(leads);
  await fresh.database.db.delete(referrals);
  await relay.up();
  relay.requests.length = 0;
  relay.status = 200;
  clock = new Date(Date.now() + SECOND);
});

describe("lead delivery", () => {
  it("posts each kind's data as the relay's JSON body, then marks it delivered", async () => {
    const coverage = await insertLead(fresh.database, COVERAGE_LEAD);
    const callback = await insertLead(fresh.database, CALLBACK_LEAD);
    const business = await insertLead(fresh.database, BUSINESS_LEAD);
    expect(await worker().runOnce()).toEqual({ delivered: 3, retrying: 0, failed: 0 });

    expect(relay.requests.map((request) => request.headers["content-type"])).toEqual(
      Array(3).fill("application/json"),
    );
    expect(bodies()).toEqual([
      {
        name: "Avise-me quando chegar",
        subject: "Novo pedido de aviso de cobertura",
        message: [
          "Avise-me quando chegar:",
          "Nome: Leocádia Fontoura",
          "WhatsApp ou telefone: (19) 9 8123-7654",
          "Cidade: Indaiatuba - SP",
          "CEP: 13330-250",
          "Pediu para ser avisado quando a cobertura chegar e concordou com o uso dos dados para isso.",
          "",
          `Contato nº ${coverage}`,
        ].join("\n"),
      },
      {
        name: "Prefiro que me liguem",
        subject: "Novo pedido de ligação",
        message: [
          "Prefiro que me liguem:",
          "Nome: Teodoro Amaral",
          "Telefone: (27) 3321-9876",
          "CEP: 29101-010",
          "Número: 77B",
          "Melhor período: Noite",
          "Plano: Fibra 750 Mega (nº 12)",
          "Código da oferta: VERAO-26",
          "Cidade na página: Vila Velha - ES",
          "",
          `Contato nº ${callback}`,
        ].join("\n"),
      },
      {
        name: "Proposta para empresa",
        subject: "Novo pedido de proposta para empresa",
        message: [
          "Proposta para empresa:",
          "Empresa: Forno Bastos Ltda",
          "CNPJ: 11.222.333/0001-81",
          "Contato: Quitéria Bastos",
          "Telefone: (27) 9 9765-1234",
          "E-mail: quiteria@fornobastos.com.br",
          "Cidade: Cariacica",
          "",
          `Contato nº ${business}`,
        ].join("\n"),
      },
    ]);
    for (const id of [coverage, callback, business]) {
      const row = await readLead(id);
      expect([row.delivery, row.deliveredAt?.getTime(), row.status]).toEqual([
        "delivered",
        clock.getTime(),
        "new",
      ]);
    }
    expect(await worker().runOnce()).toEqual({ delivered: 0, retrying: 0, failed: 0 });
  });

  it("keeps a lead pending while the relay is down, backs off, and delivers it once the relay is back", async () => {
    const id = await insertLead(fresh.database, CALLBACK_LEAD);
    const before = await readLead(id);
    await relay.down();
    const delivery = worker();
    expect(await delivery.runOnce()).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    let row = await readLead(id);
    expect([row.delivery, row.attempts, row.lastError]).toEqual(["pending", 1, "ECONNREFUSED"]);
    expect(row.nextAttemptAt.getTime()).toBe(clock.getTime() + 30 * SECOND);
    // Bookkeeping is not an edit: the version staff work on stays.
    expect(row.updatedAt.getTime()).toBe(before.updatedAt.getTime());

    await relay.up();
    clock = new Date(clock.getTime() + 31 * SECOND);
    expect(await delivery.runOnce()).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    row = await readLead(id);
    expect([row.delivery, row.attempts, row.lastError]).toEqual(["delivered", 1, null]);
  });

  it("gives up after the policy's attempts ('failed') and leaves the lead for staff", async () => {
    const id = await insertLead(fresh.database, BUSINESS_LEAD);
    relay.status = 503;
    const delivery = worker({
      policy: { baseDelayMs: 1000, maxDelayMs: 1000, maxAttempts: 2, leaseMs: 60_000 },
    });
    await delivery.runOnce();
    clock = new Date(clock.getTime() + 2 * SECOND);
    expect(await delivery.runOnce()).toEqual({ delivered: 0, retrying: 0, failed: 1 });
    const row = await readLead(id);
    expect([row.delivery, row.attempts, row.lastError]).toEqual(["failed", 2, "HTTP 503"]);
  });

  it("delivers referrals and leads in one round of one worker, to the one relay", async () => {
    const referral = await insertReferral(fresh.database, cipher);
    const lead = await insertLead(fresh.database, COVERAGE_LEAD);
    expect(await worker().runOnce()).toEqual({ delivered: 2, retrying: 0, failed: 0 });
    expect(bodies().map((body) => body.subject)).toEqual([
      "Nova indicação de amigo",
      "Novo pedido de aviso de cobertura",
    ]);
    const [referralRow] = await fresh.database.db.select().from(referrals).where(eq(referrals.id, referral));
    expect(referralRow?.status).toBe("delivered");
    expect((await readLead(lead)).delivery).toBe("delivered");
  });

  it("is deleted by the daily job once older than LEAD_RETENTION_DAYS, whatever its state", async () => {
    const now = new Date("2026-11-22T12:00:00Z");
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    await insertLead(fresh.database, COVERAGE_LEAD, { createdAt: ago(91) });
    const delivered = await insertLead(fresh.database, BUSINESS_LEAD, { createdAt: ago(90.01) });
    await fresh.database.db.update(leads).set({ delivery: "delivered" }).where(eq(leads.id, delivered));
    const recent = await insertLead(fresh.database, CALLBACK_LEAD, { createdAt: ago(89.99) });
    // A referral of the same age stays: it has its own retention.
    const referral = await insertReferral(fresh.database, cipher, { createdAt: ago(120) });

    const job = startReferralRetention({
      db: fresh.database.db,
      retentionDays: 365,
      leadRetentionDays: 90,
      logger: captured.logger,
      now: () => now,
    });
    await job.runOnce();
    await job.stop();
    const left = await fresh.database.db.select({ id: leads.id }).from(leads);
    expect(left.map((row) => row.id)).toEqual([recent]);
    expect(await fresh.database.db.select({ id: referrals.id }).from(referrals)).toEqual([{ id: referral }]);
    expect(captured.text()).toMatch(/"deleted":2,"retentionDays":90,"msg":"expired leads deleted"/);
  });

  // Runs last: every test above logged into `captured`.
  it("never logs a name, phone, e-mail, CNPJ, CEP or city, formatted or not", () => {
    const text = captured.text();
    expect(text).toContain('"msg":"lead delivered"');
    expect(text).toContain('"leadId"');
    expect(text).toContain("lead delivery gave up");
    for (const value of LEAD_PERSONAL_VALUES) expect(text).not.toContain(value);
  });
});
