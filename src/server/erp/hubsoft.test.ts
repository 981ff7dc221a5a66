import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  company,
  describeErpContract,
  erpFailure,
  HUBSOFT,
  MARIA,
  NOBODY,
  PROSPECT,
  SIGN_UP,
  TODAY,
} from "../testing/erp-contract";
import {
  FAKE_HUBSOFT_PIX_CODE,
  FAKE_HUBSOFT_TOKEN,
  type FakeHubsoft,
  openFakeInstallationOrder,
  startFakeHubsoft,
} from "../testing/fake-hubsoft";
import type { Subscriber } from "./contract";
import { createHubsoftAdapter } from "./hubsoft";

let fake: FakeHubsoft;
beforeEach(async () => {
  fake = await startFakeHubsoft();
});
afterEach(async () => {
  await fake.close();
});

const adapter = (options: { token?: string; timeoutMs?: number } = {}) =>
  createHubsoftAdapter({
    allowPrivateAddresses: true,
    url: fake.url,
    token: options.token ?? FAKE_HUBSOFT_TOKEN,
    timeoutMs: options.timeoutMs,
    today: () => TODAY,
  });

const failure = erpFailure;
const prospect = PROSPECT;

describeErpContract(HUBSOFT);

describe("Hubsoft adapter against the fake Hubsoft", () => {
  it("logs in with the password grant once and finds a person by CPF, with Hubsoft's data_nascmento", async () => {
    const hubsoft = adapter();
    const maria = await hubsoft.findSubscriber(MARIA);
    expect(maria).toEqual({
      id: "421",
      firstName: "Maria",
      kind: "person",
      birthDate: "1985-03-14",
      contact: { email: "ma***@gmail.com", phone: "(27) *****-7777" },
      // Issue 67: where a request's protocol goes, and the installation's CEP.
      onFile: { email: "maria.souza@gmail.com", phone: "27988887777" },
      contracts: [{ id: "11300", label: "FIBRA 500 MEGA", blocked: true, installationCep: "29100000" }],
    });
    expect(JSON.stringify(maria)).not.toContain("segredo");
    expect(fake.state.calls[0]).toMatchObject({
      method: "GET",
      path: "/api/v1/integracao/cliente",
      query: { busca: "cpf_cnpj", termo_busca: "52998224725" },
    });
    await hubsoft.findSubscriber(company("11301"));
    expect(fake.state.tokensIssued).toBe(1);
  });

  it("lists the due days a month always has, and types a desk request's attendance (issue 67)", async () => {
    const hubsoft = createHubsoftAdapter({
      url: fake.url,
      token: FAKE_HUBSOFT_TOKEN,
      today: () => TODAY,
      ticketTypes: { address: "120" },
      allowPrivateAddresses: true,
    });
    // 'ultimo_dia' is not a day every month has.
    expect((await hubsoft.dueDays!()).map((row) => row.day)).toEqual([1, 10, 15, 20]);
    const maria = (await hubsoft.findSubscriber(MARIA))!;
    await hubsoft.openTicket(
      maria,
      "11300",
      "Novo endereço.",
      { name: "Maria", phone: "27999990000" },
      "address",
    );
    expect(fake.state.tickets.at(-1)).toMatchObject({
      id_cliente_servico: "11300",
      id_tipo_atendimento: "120",
      descricao: "Mudança de endereço pelo site\n\nNovo endereço.",
    });
  });

  it("logs in again when the token expired", async () => {
    const hubsoft = adapter();
    await hubsoft.findSubscriber(MARIA);
    fake.expireTokens();
    expect(await hubsoft.findSubscriber(MARIA)).toMatchObject({ id: "421" });
    expect(fake.state.tokensIssued).toBe(2);
  });

  it("finds a company by CNPJ and a contract's number; an unknown document is undefined", async () => {
    expect(await adapter().findSubscriber(company("11301"))).toMatchObject({
      id: "422",
      kind: "company",
      birthDate: undefined,
    });
    expect(await adapter().findSubscriber(NOBODY)).toBeUndefined();
  });

  it("lists the pending bills soonest first with dd/mm/aaaa read as dates, and their PIX code", async () => {
    const hubsoft = adapter();
    const maria = (await hubsoft.findSubscriber(MARIA)) as Subscriber;
    const invoices = await hubsoft.openInvoices(maria);
    expect(
      invoices.map((invoice) => [invoice.id, invoice.dueDate, invoice.amountCents, invoice.overdue]),
    ).toEqual([
      ["62636", "2026-11-10", 9990, true],
      ["62637", "2026-12-10", 9990, false],
    ]);
    expect(fake.state.calls.at(-1)).toMatchObject({
      path: "/api/v1/integracao/cliente/financeiro",
      query: { busca: "codigo_cliente", termo_busca: "421", apenas_pendente: "sim" },
    });
    expect(await hubsoft.paymentData(maria, invoices[0]!)).toEqual({
      digitableLine: "34191790010104351004791020150008112340000009990",
      pixCode: FAKE_HUBSOFT_PIX_CODE,
    });
    expect((await hubsoft.paymentData(maria, invoices[1]!)).pixCode).toBeUndefined();
    // No documented PDF route: no PDF button, nothing asked.
    expect(invoices[0]!.hasBoleto).toBe(false);
    expect(await hubsoft.boletoPdf(maria, invoices[0]!)).toBeUndefined();
  });

  it("unlocks on trust for 3 days and reads the date from Hubsoft's message; a second time is refused", async () => {
    const hubsoft = adapter();
    const maria = (await hubsoft.findSubscriber(MARIA)) as Subscriber;
    const first = await hubsoft.trustUnlock(maria, "11300");
    const expected = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    expect(first).toEqual({ ok: true, until: expected });
    expect(fake.state.calls.at(-1)?.body).toEqual({ id_cliente_servico: "11300", dias_desbloqueio: "3" });
    const second = await hubsoft.trustUnlock(maria, "11300");
    expect(second).toEqual({ ok: false, reason: expect.stringContaining("desbloqueio de confiança") });
  });

  it("opens an atendimento and answers its protocol, the phone as DDNNNNNNNNN", async () => {
    const hubsoft = adapter();
    const maria = (await hubsoft.findSubscriber(MARIA)) as Subscriber;
    const { protocol } = await hubsoft.openTicket(maria, "11300", "Internet caindo à noite", {
      name: "Maria",
      phone: "+55 (27) 99999-0000",
    });
    expect(protocol).toBe("20261126173051");
    expect(fake.state.tickets[0]).toMatchObject({
      id_cliente_servico: "11300",
      descricao: "Internet caindo à noite",
      telefone: "27999990000",
    });
  });

  it("does not offer viability, which Hubsoft does not have by CEP", async () => {
    const hubsoft = adapter();
    expect(hubsoft.capabilities.checkCoverage).toBe(false);
    expect(await hubsoft.checkCoverage("29100000")).toBeUndefined();
    expect(fake.state.calls).toHaveLength(0);
  });

  it("writes a prospect with the fields its API requires", async () => {
    await adapter().createProspect(PROSPECT);
    expect(fake.state.prospects).toHaveLength(1);
    expect(fake.state.prospects[0]).toMatchObject({
      nome_razaosocial: "João Pereira",
      telefone: "27988887777",
      cep: "29100000",
      tipo_pessoa: "pf",
    });
  });

  it("reads a wrong credential as a refusal and Hubsoft's status 'error' as a refusal", async () => {
    expect(
      await failure(adapter({ token: "3:wrong:integracao@provedor.example:x" }).findSubscriber(MARIA)),
    ).toBe("refused");
    expect(fake.state.calls).toHaveLength(0);
    expect(await failure(adapter().createProspect({ ...prospect, idempotencyKey: "x", phone: "" }))).toBe(
      "refused",
    );
    expect(fake.state.prospects).toHaveLength(0);
  });

  it("reads garbage as a bad answer, never as 'not found'", async () => {
    const hubsoft = adapter();
    await hubsoft.findSubscriber(MARIA);
    fake.behaviour.garbage = true;
    expect(await failure(hubsoft.findSubscriber(MARIA))).toBe("bad_answer");
    expect(await failure(adapter().findSubscriber(MARIA))).toBe("bad_answer");
  });
});

describe("Hubsoft's documents and access state (issue 58)", () => {
  it("lists the notas fiscais by the client's id, newest first, without cancelled ones and without a PDF", async () => {
    const hubsoft = adapter();
    expect(hubsoft.capabilities).toMatchObject({ contractPdf: false, fiscalDocuments: true });
    const maria = (await hubsoft.findSubscriber(MARIA)) as Subscriber;
    expect(await hubsoft.fiscalDocuments!(maria)).toEqual([
      {
        id: "3064",
        number: "427",
        issuedOn: "2026-11-01",
        amountCents: 9990,
        kind: "Nota Fiscal de Serviço de Comunicação",
        hasPdf: false,
      },
    ]);
    expect(fake.state.calls.at(-1)).toMatchObject({
      path: "/api/v1/integracao/cliente/nota_fiscal",
      query: { busca: "id_cliente", termo_busca: "11201" },
    });
  });

  it("has Hubsoft send a bill by e-mail or SMS, saying whom it went to, masked", async () => {
    const hubsoft = adapter();
    const maria = (await hubsoft.findSubscriber(MARIA)) as Subscriber;
    const [invoice] = await hubsoft.openInvoices(maria);
    expect(await hubsoft.sendInvoice!(maria, invoice!, "email")).toEqual({ sentTo: "ma***@gmail.com" });
    expect(await hubsoft.sendInvoice!(maria, invoice!, "sms")).toEqual({ sentTo: "(27) *****-7777" });
    expect(fake.state.sent).toEqual([
      { id_fatura: "62636", channel: "email" },
      { id_fatura: "62636", channel: "sms" },
    ]);
    // Only the bill: the site adds no e-mail or phone of its own.
    expect(fake.state.calls.at(-1)!.body).toEqual({ id_fatura: "62636" });
  });

  it("reads the access's state with ultima_conexao=sim; a service RADIUS has no record of says nothing", async () => {
    const hubsoft = adapter();
    const maria = (await hubsoft.findSubscriber(MARIA)) as Subscriber;
    expect(await hubsoft.accessStatus!(maria, "11300")).toEqual({
      online: false,
      since: "2026-11-26T10:42:00.000Z",
    });
    expect(fake.state.calls.at(-1)!.query).toMatchObject({ ultima_conexao: "sim", termo_busca: "421" });
    expect(await hubsoft.accessStatus!(maria, "99999")).toBeUndefined();
  });
});

describe("a repeat CPF (issue 68, decision 0085)", () => {
  it("writes one pre-registration: a later sign-up of the same CPF, its first delivered, writes no second", async () => {
    await adapter().createSignUp!(SIGN_UP);
    expect(fake.state.prospects).toHaveLength(1);
    await adapter().createSignUp!({
      ...SIGN_UP,
      idempotencyKey: "sign-up-2",
      protocol: "CT-2026-000002",
      email: "ana.nova@example.com",
      note: "Contrate online CT-2026-000002",
      repeatOf: { protocol: SIGN_UP.protocol, idempotencyKey: SIGN_UP.idempotencyKey },
    });
    expect(fake.state.prospects).toHaveLength(1);
  });
});

describe("Hubsoft's answers read through schemas (issue 69, point 4)", () => {
  /** The message of the ErpError a call fails with (its kind checked to be a bad answer). */
  const badAnswer = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(await failure(Promise.reject(error))).toBe("bad_answer");
    return (error as Error).message;
  };

  it("fails a client without its code, or a service without its number, naming the field, not its value", async () => {
    const hubsoft = adapter();
    const [maria] = fake.state.clients;
    const { codigo_cliente: _code, ...noCode } = maria!;
    fake.state.clients[0] = noCode as typeof maria & {};
    const message = await badAnswer(hubsoft.findSubscriber(MARIA));
    expect(message).toMatch(/^bad_answer: cliente\.clientes\.0\.codigo_cliente: /);
    expect(message).not.toContain("Maria");
    const { id_cliente_servico: _id, ...noId } = maria!.servicos[0]!;
    fake.state.clients[0] = { ...maria!, servicos: [noId as (typeof maria & {})["servicos"][number]] };
    expect(await badAnswer(hubsoft.findSubscriber(MARIA))).toMatch(
      /^bad_answer: cliente\.clientes\.0\.servicos\.0\.id_cliente_servico: /,
    );
  });

  it("fails a bill without its amount or with an odd due date, never listing it as none", async () => {
    const hubsoft = adapter();
    const maria = (await hubsoft.findSubscriber(MARIA)) as Subscriber;
    const bills = fake.state.bills.filter((bill) => bill.codigo_cliente === 421 && !bill.data_pagamento);
    const { valor: _amount, ...noAmount } = bills[0]!;
    const index = fake.state.bills.indexOf(bills[0]!);
    fake.state.bills[index] = noAmount as (typeof bills)[number];
    expect(await badAnswer(hubsoft.openInvoices(maria))).toMatch(
      /^bad_answer: cliente\/financeiro\.faturas\.0\.valor: /,
    );
    fake.state.bills[index] = bills[0]!;
    bills[1]!.data_vencimento = "10-12-2026";
    expect(await badAnswer(hubsoft.openInvoices(maria))).toMatch(
      /^bad_answer: cliente\/financeiro\.faturas\.1\.data_vencimento: /,
    );
  });

  it("fails a ticket without its protocol and a nota fiscal without its number", async () => {
    const hubsoft = adapter();
    const maria = (await hubsoft.findSubscriber(MARIA)) as Subscriber;
    delete fake.state.pastTickets[0]!.protocolo;
    expect(await badAnswer(hubsoft.tickets!(maria))).toMatch(
      /^bad_answer: cliente\/atendimento\.atendimentos\.0\.protocolo: /,
    );
    const { numero_nota: _number, ...noNumber } = fake.state.notes[0]!;
    fake.state.notes[0] = noNumber as (typeof fake.state.notes)[number];
    expect(await badAnswer(hubsoft.fiscalDocuments!(maria))).toMatch(
      /^bad_answer: cliente\/nota_fiscal\.notas_fiscais\.0\.numero_nota: /,
    );
  });

  it("schedules an installation through the order list's 'suscess' answer, and fails an order without its id", async () => {
    const hubsoft = adapter();
    const slot = { date: "2026-12-02", period: "morning" } as const;
    expect(await hubsoft.scheduleInstallation!({ cpf: "52998224725", slot })).toBe("no_order");
    const order = openFakeInstallationOrder(fake.state, "52998224725", "Maria Souza");
    const { id_ordem_servico: _id, ...noId } = order;
    fake.state.serviceOrders[0] = noId as typeof order;
    expect(await badAnswer(hubsoft.scheduleInstallation!({ cpf: "52998224725", slot }))).toMatch(
      /^bad_answer: cliente\/ordem_servico\.ordens_servico\.0\.id_ordem_servico: /,
    );
    fake.state.serviceOrders[0] = order;
    expect(await hubsoft.scheduleInstallation!({ cpf: "52998224725", slot })).toBe("scheduled");
    expect(order).toMatchObject({
      status: "pendente",
      data_inicio_programado: "2026-12-02 08:00:00",
      data_termino_programado: "2026-12-02 12:00:00",
    });
  });
});
