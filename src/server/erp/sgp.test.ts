import { randomBytes } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import { createReferralCipher } from "../referrals/cipher";
import {
  FAKE_SGP_APP,
  FAKE_SGP_PIX_CODE,
  FAKE_SGP_TOKEN,
  type FakeSgp,
  startFakeSgp,
} from "../testing/fake-sgp";
import { type ErpAdapter, ErpError, type Subscriber } from "./contract";
import { guarded } from "./create-erp";
import { createSubscriberDesk } from "./desk";
import { createSgpAdapter } from "./sgp";

const TODAY = "2026-11-26";

let fake: FakeSgp;
beforeEach(async () => {
  fake = await startFakeSgp();
});
afterEach(async () => {
  await fake.close();
});

const adapter = (options: { token?: string; timeoutMs?: number } = {}) =>
  createSgpAdapter({
    url: fake.url,
    token: options.token ?? FAKE_SGP_TOKEN,
    timeoutMs: options.timeoutMs,
    today: () => TODAY,
  });

async function failure(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ErpError);
  return (error as ErpError).failure;
}

const prospect = {
  idempotencyKey: "lead-42",
  name: "João Pereira",
  phone: "27988887777",
  email: undefined,
  cep: "29100000",
  city: "Vitória",
  uf: "ES",
  note: "Pedido de ligação pelo site",
};

describe("SGP adapter against the fake SGP", () => {
  it("finds a person by CPF with app and token, reading birth date, CEP and a suspended contract", async () => {
    const maria = await adapter().findSubscriber("52998224725");
    expect(maria).toEqual({
      id: "301",
      firstName: "Maria",
      kind: "person",
      birthDate: "1985-03-14",
      ceps: ["29100000"],
      contracts: [{ id: "7001", label: "FIBRA 500 MEGA", blocked: true }],
    });
    expect(fake.state.calls[0]).toEqual({
      path: "/api/ura/consultacliente/",
      body: { cpfcnpj: "52998224725" },
    });
    // The portal's passwords SGP sends along are not part of what the adapter returns.
    expect(JSON.stringify(maria)).not.toContain("segredo");
  });

  it("finds a company by CNPJ, with no birth date; an unknown document is undefined", async () => {
    expect(await adapter().findSubscriber("11222333000181")).toMatchObject({
      id: "302",
      kind: "company",
      birthDate: undefined,
      ceps: ["29101010"],
    });
    expect(await adapter().findSubscriber("11144477735")).toBeUndefined();
  });

  it("lists the open bills soonest first, in cents, and reads their codes without creating a charge", async () => {
    const sgp = adapter();
    const maria = (await sgp.findSubscriber("52998224725")) as Subscriber;
    const invoices = await sgp.openInvoices(maria);
    expect(
      invoices.map((invoice) => [invoice.id, invoice.dueDate, invoice.amountCents, invoice.overdue]),
    ).toEqual([
      ["7001:88001", "2026-11-10", 9990, true],
      ["7001:88002", "2026-12-10", 9990, false],
    ]);
    expect(invoices[0]).toMatchObject({ hasPix: true, hasBoleto: true });
    expect(await sgp.paymentData(maria, invoices[0]!)).toEqual({
      digitableLine: "34191790010104351004791020150008112340000009990",
      pixCode: FAKE_SGP_PIX_CODE,
    });
    expect(await sgp.paymentData(maria, invoices[1]!)).toEqual({
      digitableLine: "34191790010104351004791020150008212650000009990",
      pixCode: undefined,
    });
    expect(new Set(fake.state.calls.map((call) => call.path))).toEqual(
      new Set(["/api/ura/consultacliente/", "/api/ura/fatura2via/"]),
    );
  });

  it("reads the boleto's PDF from the link SGP gives, only on the ERP's own address", async () => {
    const sgp = adapter();
    const maria = (await sgp.findSubscriber("52998224725")) as Subscriber;
    const [invoice] = await sgp.openInvoices(maria);
    // After a sealed button the desk knows the subscriber's id only, not its contracts.
    const known = { ...maria, contracts: [] };
    const pdf = await sgp.boletoPdf(known, invoice!);
    expect(Buffer.from(pdf!).subarray(0, 5).toString()).toBe("%PDF-");
    // The same bill seen through another address (an answer pointing elsewhere) is not followed.
    const elsewhere = createSgpAdapter({
      url: fake.url.replace("127.0.0.1", "localhost"),
      token: FAKE_SGP_TOKEN,
    });
    expect(await failure(elsewhere.boletoPdf(maria, invoice!))).toBe("bad_answer");
  });

  it("unlocks a suspended contract until the date SGP gives; a second time is refused, not an error", async () => {
    const sgp = adapter();
    const maria = (await sgp.findSubscriber("52998224725")) as Subscriber;
    const first = await sgp.trustUnlock(maria, "7001");
    expect(first).toEqual({ ok: true, until: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const second = await sgp.trustUnlock(maria, "7001");
    expect(second).toEqual({ ok: false, reason: expect.stringContaining("desbloqueio de confiança") });
  });

  it("opens a ticket with a JSON body and answers SGP's protocol", async () => {
    const sgp = adapter();
    const maria = (await sgp.findSubscriber("52998224725")) as Subscriber;
    const { protocol } = await sgp.openTicket(maria, "7001", "Internet caindo à noite", {
      name: "Maria",
      phone: "27999990000",
    });
    expect(protocol).toBe("2026112600" + "0001");
    expect(fake.state.tickets[0]).toMatchObject({
      contrato: "7001",
      ocorrenciatipo: "5",
      conteudo: "Internet caindo à noite",
      contato_telefone: "27999990000",
    });
  });

  it("asks SGP's viability by CEP", async () => {
    const sgp = adapter();
    expect(sgp.capabilities.checkCoverage).toBe(true);
    expect(await sgp.checkCoverage("29100000", "12")).toEqual({ covered: true });
    expect(await sgp.checkCoverage("01001000")).toEqual({ covered: false });
    expect(fake.state.calls[0]?.body).toEqual({ cep: "29100000", numero: "12" });
  });

  it("creates a pre-registration once per idempotency key, even when a stored one's answer never came", async () => {
    fake.behaviour.hangAfterStoringProspects = 1;
    expect(await failure(adapter({ timeoutMs: 300 }).createProspect(prospect))).toBe("timeout");
    await adapter().createProspect(prospect);
    await adapter().createProspect({ ...prospect });
    expect(fake.state.prospects).toHaveLength(1);
    expect(fake.state.prospects[0]).toMatchObject({
      nome: "João Pereira",
      celular: "27988887777",
      cep: "29100000",
      precadastro_ativar: "0",
    });
    // Another lead from the same phone is another prospect.
    await adapter().createProspect({ ...prospect, idempotencyKey: "lead-43" });
    expect(fake.state.prospects).toHaveLength(2);
  });

  it("reads a wrong credential (HTTP 403) and SGP's HTTP 400 as refusals", async () => {
    expect(await failure(adapter({ token: `${FAKE_SGP_APP}:wrong` }).findSubscriber("52998224725"))).toBe(
      "refused",
    );
    expect(await failure(adapter().createProspect({ ...prospect, idempotencyKey: "x", name: "" }))).toBe(
      "refused",
    );
    expect(fake.state.prospects).toHaveLength(0);
  });

  it("times out an ERP that takes 20 s, within the limit", async () => {
    fake.behaviour.delayMs = 20_000;
    const started = Date.now();
    expect(await failure(adapter({ timeoutMs: 500 }).findSubscriber("52998224725"))).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("reads garbage as a bad answer, never as 'not found' or 'not covered'", async () => {
    fake.behaviour.garbage = true;
    expect(await failure(adapter().findSubscriber("52998224725"))).toBe("bad_answer");
    expect(await failure(adapter().checkCoverage("29100000"))).toBe("bad_answer");
  });

  it("opens the circuit after three failures: the next call does not reach the ERP", async () => {
    fake.behaviour.garbage = true;
    let now = 0;
    const sgp = guarded(adapter(), { failures: 3, openMs: 30_000, now: () => now });
    for (let i = 0; i < 3; i++) expect(await failure(sgp.findSubscriber("52998224725"))).toBe("bad_answer");
    fake.behaviour.garbage = false;
    const reached = fake.state.calls.length;
    expect(await failure(sgp.findSubscriber("52998224725"))).toBe("circuit_open");
    expect(fake.state.calls.length).toBe(reached);
    now += 30_000;
    expect(await sgp.findSubscriber("52998224725")).toMatchObject({ id: "301" });
  });

  it("gives the desk the same answer for an unknown CPF and a wrong birth date", async () => {
    const desk = deskOver(adapter());
    const found = await desk.identify({ document: "529.982.247-25", birthDate: "14/03/1985" }, "10.0.0.1");
    expect(found.kind).toBe("found");
    const wrong = await desk.identify({ document: "529.982.247-25", birthDate: "15/03/1985" }, "10.0.0.2");
    const unknown = await desk.identify({ document: "111.444.777-35", birthDate: "14/03/1985" }, "10.0.0.3");
    expect(wrong).toEqual({ kind: "not_found" });
    expect(unknown).toEqual(wrong);
    // A company proves itself with the installation CEP.
    const company = await desk.identify({ document: "11.222.333/0001-81", cep: "29101-010" }, "10.0.0.4");
    expect(company.kind).toBe("found");
  });
});

function deskOver(erp: ErpAdapter) {
  const open = { take: () => true };
  return createSubscriberDesk({
    erp,
    cipher: createReferralCipher(randomBytes(32)),
    logger: createLogger("silent", { write: () => undefined }),
    limits: { byAddress: open, byDocument: open },
    today: () => TODAY,
  });
}
