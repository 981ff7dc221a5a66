import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  company,
  describeErpContract,
  erpFailure,
  MARIA,
  NOBODY,
  PROSPECT,
  SGP,
  SIGN_UP,
  TODAY,
} from "../testing/erp-contract";
import {
  FAKE_SGP_APP,
  FAKE_SGP_PIX_CODE,
  FAKE_SGP_TOKEN,
  type FakeSgp,
  startFakeSgp,
} from "../testing/fake-sgp";
import type { Subscriber } from "./contract";
import { createSgpAdapter } from "./sgp";

let fake: FakeSgp;
beforeEach(async () => {
  fake = await startFakeSgp();
});
afterEach(async () => {
  await fake.close();
});

const adapter = (options: { token?: string; timeoutMs?: number } = {}) =>
  createSgpAdapter({
    allowPrivateAddresses: true,
    url: fake.url,
    token: options.token ?? FAKE_SGP_TOKEN,
    timeoutMs: options.timeoutMs,
    today: () => TODAY,
  });

const failure = erpFailure;
const prospect = PROSPECT;

describeErpContract(SGP);

describe("SGP adapter against the fake SGP", () => {
  it("finds a person by CPF and birth date with app and token, with a suspended contract", async () => {
    const maria = await adapter().findSubscriber(MARIA);
    expect(maria).toEqual({
      id: "301",
      firstName: "Maria",
      kind: "person",
      birthDate: "1985-03-14",
      // Masked, the mobile before the landline: where SGP sends a 2ª via (issue 58).
      contact: { email: "ma***@gmail.com", phone: "(27) *****-7777" },
      // Issue 67: where a request's protocol goes (the mobile first), and the installation's CEP.
      onFile: { email: "maria.souza@gmail.com", phone: "27988887777" },
      contracts: [{ id: "7001", label: "FIBRA 500 MEGA", blocked: true, installationCep: "29100000" }],
    });
    expect(fake.state.calls[0]).toEqual({
      path: "/api/ura/consultacliente/",
      body: { cpfcnpj: "52998224725" },
    });
    // The portal's passwords SGP sends along are not part of what the adapter returns.
    expect(JSON.stringify(maria)).not.toContain("segredo");
  });

  it("changes the Wi-Fi per band by cpemanage with the access's service, and types a ticket (issue 67)", async () => {
    const sgp = createSgpAdapter({
      url: fake.url,
      token: FAKE_SGP_TOKEN,
      today: () => TODAY,
      ticketTypes: { due_day: "23" },
      allowPrivateAddresses: true,
    });
    const maria = (await sgp.findSubscriber(MARIA))!;
    expect(sgp.capabilities).toMatchObject({ changeWifi: true });
    await sgp.changeWifi!(maria, "7001", {
      "2g": { ssid: "Casa", password: "senha-nova-1" },
      "5g": { ssid: "Casa5G" },
    });
    expect(fake.state.wifiChanges.at(-1)).toEqual({
      contrato: "7001",
      servico: "13001",
      novo_ssid: "Casa",
      nova_senha: "senha-nova-1",
      novo_ssid_5g: "Casa5G",
    });
    // SGP refuses a password it cannot take: a refusal, not a success.
    await expect(sgp.changeWifi!(maria, "7001", { "2g": { password: "curta" } })).rejects.toMatchObject({
      failure: "refused",
    });
    await sgp.openTicket(maria, "7001", "Novo dia: 10.", { name: "Maria", phone: "27999990000" }, "due_day");
    expect(fake.state.tickets.at(-1)).toMatchObject({ ocorrenciatipo: "23" });
    expect(fake.state.tickets.at(-1)!.conteudo).toMatch(
      /^Troca do dia de vencimento pelo site\n\nNovo dia: 10\.$/,
    );
  });

  it("finds a company by CNPJ and a contract's number, with no birth date; an unknown document is undefined", async () => {
    expect(await adapter().findSubscriber(company("7002"))).toMatchObject({
      id: "302",
      kind: "company",
      birthDate: undefined,
    });
    expect(await adapter().findSubscriber(NOBODY)).toBeUndefined();
  });

  it("lists the open bills soonest first, in cents, and reads their codes without creating a charge", async () => {
    const sgp = adapter();
    const maria = (await sgp.findSubscriber(MARIA)) as Subscriber;
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
    const maria = (await sgp.findSubscriber(MARIA)) as Subscriber;
    const [invoice] = await sgp.openInvoices(maria);
    // After a sealed button the desk knows the subscriber's id only, not its contracts.
    const known = { ...maria, contracts: [] };
    const pdf = await sgp.boletoPdf(known, invoice!);
    expect(Buffer.from(pdf!).subarray(0, 5).toString()).toBe("%PDF-");
    // The same bill seen through another address (an answer pointing elsewhere) is not followed.
    const elsewhere = createSgpAdapter({
      allowPrivateAddresses: true,
      url: fake.url.replace("127.0.0.1", "localhost"),
      token: FAKE_SGP_TOKEN,
    });
    expect(await failure(elsewhere.boletoPdf(maria, invoice!))).toBe("bad_answer");
  });

  it("unlocks a suspended contract until the date SGP gives; a second time is refused, not an error", async () => {
    const sgp = adapter();
    const maria = (await sgp.findSubscriber(MARIA)) as Subscriber;
    const first = await sgp.trustUnlock(maria, "7001");
    expect(first).toEqual({ ok: true, until: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const second = await sgp.trustUnlock(maria, "7001");
    expect(second).toEqual({ ok: false, reason: expect.stringContaining("desbloqueio de confiança") });
  });

  it("opens a ticket with a JSON body and answers SGP's protocol", async () => {
    const sgp = adapter();
    const maria = (await sgp.findSubscriber(MARIA)) as Subscriber;
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

  it("writes a pre-registration in lead mode with the fields its API requires", async () => {
    await adapter().createProspect(PROSPECT);
    expect(fake.state.prospects).toHaveLength(1);
    expect(fake.state.prospects[0]).toMatchObject({
      nome: "João Pereira",
      celular: "27988887777",
      cep: "29100000",
      precadastro_ativar: "0",
    });
  });

  it("reads a wrong credential (HTTP 403) and SGP's HTTP 400 as refusals", async () => {
    expect(await failure(adapter({ token: `${FAKE_SGP_APP}:wrong` }).findSubscriber(MARIA))).toBe("refused");
    expect(await failure(adapter().createProspect({ ...prospect, idempotencyKey: "x", name: "" }))).toBe(
      "refused",
    );
    expect(fake.state.prospects).toHaveLength(0);
  });

  it("reads garbage as a bad answer, never as 'not found' or 'not covered'", async () => {
    fake.behaviour.garbage = true;
    expect(await failure(adapter().findSubscriber(MARIA))).toBe("bad_answer");
    expect(await failure(adapter().checkCoverage("29100000"))).toBe("bad_answer");
  });
});

describe("SGP's documents and access state (issue 58)", () => {
  it("lists the authorised NFCom of each contract, newest first, and downloads one's PDF", async () => {
    const sgp = adapter();
    expect(sgp.capabilities).toMatchObject({ contractPdf: false, fiscalDocuments: true, accessStatus: true });
    const maria = (await sgp.findSubscriber(MARIA)) as Subscriber;
    const notes = await sgp.fiscalDocuments!(maria);
    expect(notes.map((note) => [note.number, note.issuedOn, note.amountCents, note.hasPdf])).toEqual([
      ["1203", "2026-11-01", 9990, true],
      ["1102", "2026-10-01", 9990, true],
    ]);
    const pdf = await sgp.fiscalPdf!(maria, notes[0]!);
    expect(Buffer.from(pdf!).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(fake.state.calls.at(-1)).toEqual({
      path: "/api/central/nfcom/print/1203",
      body: { contrato: "7001", formato: "pdf" },
    });
    expect(await sgp.fiscalPdf!(maria, { ...notes[0]!, id: "7001:9999" })).toBeUndefined();
  });

  it("has SGP send the contract's invoice by e-mail or SMS (enviafatura), to the contract's own contact", async () => {
    const sgp = adapter();
    const maria = (await sgp.findSubscriber(MARIA)) as Subscriber;
    const [invoice] = await sgp.openInvoices(maria);
    expect(await sgp.sendInvoice!(maria, invoice!, "email")).toEqual({ sentTo: "ma***@gmail.com" });
    expect(await sgp.sendInvoice!(maria, invoice!, "sms")).toEqual({ sentTo: "(27) *****-7777" });
    expect(fake.state.sent).toEqual([
      { contrato: "7001", tipo: "email" },
      { contrato: "7001", tipo: "sms" },
    ]);
    expect(fake.state.calls.at(-1)!.body).toEqual({ contrato: "7001", tipo: "sms" });
  });

  it("reads the access's state (verificaacesso) by its message: offline (status 2 on a live SGP) and online, no time; nothing for an unknown contract", async () => {
    const sgp = adapter();
    const maria = (await sgp.findSubscriber(MARIA)) as Subscriber;
    expect(await sgp.accessStatus!(maria, "7001")).toEqual({ online: false, since: undefined });
    expect(await sgp.accessStatus!(maria, "7002")).toEqual({ online: true, since: undefined });
    expect(await sgp.accessStatus!(maria, "1")).toBeUndefined();
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

describe("SGP's answers read through schemas (issue 69)", () => {
  /** The call's failure and its message: a bad answer names the route and the field's path. */
  const badAnswer = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(await failure(Promise.reject(error))).toBe("bad_answer");
    return (error as Error).message;
  };
  // The fake's state holds SGP's rows as typed; an answer missing a field is written by removing it.
  const without = (row: object, field: string) => {
    delete (row as Record<string, unknown>)[field];
  };

  it("refuses a contract row without its client or contract id, but passes over a cancelled one unread", async () => {
    const [maria] = fake.state.contracts;
    fake.state.contracts.push({ ...maria!, contratoId: 7003, contratoStatusDisplay: "Cancelado" });
    without(fake.state.contracts.at(-1)!, "contratoId");
    expect(await adapter().findSubscriber(MARIA)).toMatchObject({ id: "301", contracts: [{ id: "7001" }] });
    without(maria!, "clienteId");
    const message = await badAnswer(adapter().findSubscriber(MARIA));
    expect(message).toMatch(/^bad_answer: consultacliente\.contratos\.0\.clienteId: /);
    expect(await badAnswer(adapter().findHolder!("52998224725"))).toContain(
      "consultacliente.contratos.0.clienteId",
    );
  });

  it("refuses a bill without its number or with an amount it cannot read, never quoting the amount", async () => {
    const sgp = adapter();
    const maria = (await sgp.findSubscriber(MARIA)) as Subscriber;
    fake.state.bills[1]!.valor = "99,90 reais" as unknown as number;
    const message = await badAnswer(sgp.openInvoices(maria));
    expect(message).toBe("bad_answer: fatura2via.links.1.valor: custom");
    expect(message).not.toContain("99,90");
    without(fake.state.bills[0]!, "fatura");
    expect(await badAnswer(sgp.openInvoices(maria))).toMatch(/^bad_answer: fatura2via\.links\.0\.fatura: /);
  });

  it("refuses an occurrence without its protocol, an NFCom without its number and usage without a count", async () => {
    const sgp = adapter();
    const maria = (await sgp.findSubscriber(MARIA)) as Subscriber;
    without(fake.state.pastTickets[0]!, "oc_protocolo");
    expect(await badAnswer(sgp.tickets!(maria))).toMatch(/^bad_answer: chamado\/list\.0\.oc_protocolo: /);
    // A note not authorised (status 8) is passed over unread; an authorised one must have its number.
    without(fake.state.nfcoms[2]!, "numero");
    expect(await sgp.fiscalDocuments!(maria)).toHaveLength(2);
    without(fake.state.nfcoms[0]!, "numero");
    expect(await badAnswer(sgp.fiscalDocuments!(maria))).toMatch(/^bad_answer: nfcom\/list\.0\.numero: /);
    fake.state.usage[0]!.download = -1;
    expect(await badAnswer(sgp.usage!(maria, "7001", ["2026-11"]))).toBe(
      "bad_answer: extratouso.list.0.download: too_small",
    );
  });

  it("refuses an active maintenance without its start, but passes over an inactive one unread", async () => {
    without(fake.state.maintenances[1]!, "data_inicial");
    expect(await adapter().maintenanceList!()).toHaveLength(1);
    without(fake.state.maintenances[0]!, "data_inicial");
    expect(await badAnswer(adapter().maintenanceList!())).toMatch(
      /^bad_answer: manutencao\.0\.data_inicial: /,
    );
  });
});
