import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  company,
  describeErpContract,
  erpFailure,
  IXC,
  MARIA,
  NOBODY,
  PROSPECT,
  TODAY,
} from "../testing/erp-contract";
import {
  FAKE_IXC_CONTRACT_PRINT,
  FAKE_IXC_TOKEN,
  FAKE_PIX_CODE,
  type FakeIxc,
  startFakeIxc,
} from "../testing/fake-ixc";
import { ErpError, type Subscriber } from "./contract";
import { createIxcAdapter, maskDocument } from "./ixc";

let fake: FakeIxc;
beforeEach(async () => {
  fake = await startFakeIxc();
});
afterEach(async () => {
  await fake.close();
});

const adapter = (options: { token?: string; timeoutMs?: number } = {}) =>
  createIxcAdapter({
    allowPrivateAddresses: true,
    url: fake.url,
    token: options.token ?? FAKE_IXC_TOKEN,
    timeoutMs: options.timeoutMs,
    today: () => TODAY,
  });

const failure = erpFailure;

describeErpContract(IXC);

describe("IXC adapter against the fake IXC", () => {
  it("finds a person by the masked CPF and birth date, with a contract blocked for debt", async () => {
    const maria = await adapter().findSubscriber(MARIA);
    expect(maria).toEqual({
      id: "101",
      firstName: "Maria",
      kind: "person",
      birthDate: "1985-03-14",
      contact: { email: "ma***@gmail.com", phone: "(27) *****-7777" },
      // Issue 67: where a request's protocol goes, the installation's CEP and the contract's start.
      onFile: { email: "maria.souza@gmail.com", phone: "27988887777" },
      contracts: [
        {
          id: "501",
          label: "Fibra 500 Mega",
          blocked: true,
          installationCep: "29100000",
          startedOn: "2026-05-20",
        },
      ],
    });
    const listing = fake.state.calls.find((call) => call.table === "cliente");
    expect(listing).toMatchObject({
      listing: true,
      body: { qtype: "cliente.cnpj_cpf", query: "529.982.247-25", oper: "=" },
    });
  });

  it("types a desk request's ticket by its topic, and gives a contract's ONU serial (issue 67)", async () => {
    const ixc = createIxcAdapter({
      url: fake.url,
      token: FAKE_IXC_TOKEN,
      today: () => TODAY,
      ticketSubjects: { cancel: "77" },
      allowPrivateAddresses: true,
    });
    const maria = (await ixc.findSubscriber(MARIA))!;
    const { protocol } = await ixc.openTicket(
      maria,
      "501",
      "Pedido.",
      { name: "Maria", phone: "27999990000" },
      "cancel",
    );
    expect(protocol).toBeTruthy();
    expect(fake.state.tickets.at(-1)).toMatchObject({
      titulo: "Cancelamento solicitado pelo site",
      id_assunto: "77",
      id_contrato: "501",
    });
    expect(ixc.capabilities).toMatchObject({ cpeSerial: true, changeWifi: false });
    expect(await ixc.cpeSerial!(maria, "501")).toBe("ZTEGC8F1A2B3");
    // No ONU recorded for the contract: unknown, never guessed.
    expect(await ixc.cpeSerial!(maria, "502")).toBeUndefined();
  });

  it("finds a company by its masked CNPJ and a contract's number, with no birth date", async () => {
    const padaria = await adapter().findSubscriber(company("502"));
    expect(padaria).toMatchObject({ id: "202", kind: "company", birthDate: undefined });
    // The contract is asked for by the number typed, beside the client (the same calls whatever matches).
    expect(fake.state.calls.find((call) => call.table === "cliente_contrato")?.body).toMatchObject({
      qtype: "cliente_contrato.id",
      query: "502",
    });
  });

  it("answers undefined for a document IXC does not have", async () => {
    expect(await adapter().findSubscriber(NOBODY)).toBeUndefined();
  });

  it("lists only open invoices, soonest first, in cents and with what each can pay with", async () => {
    const ixc = adapter();
    const maria = (await ixc.findSubscriber(MARIA)) as Subscriber;
    const invoices = await ixc.openInvoices(maria);
    expect(
      invoices.map((invoice) => [invoice.id, invoice.dueDate, invoice.amountCents, invoice.overdue]),
    ).toEqual([
      ["9001", "2026-11-10", 9990, true],
      ["9002", "2026-12-10", 9990, false],
    ]);
    expect(invoices[0]).toMatchObject({ hasPix: true, hasBoleto: true });
    expect(invoices[0]!.digitableLine).toBe("34191790010104351004791020150008112340000009990");
  });

  it("asks get_pix only for an invoice that has a PIX charge: IXC would create one otherwise", async () => {
    const ixc = adapter();
    const maria = (await ixc.findSubscriber(MARIA)) as Subscriber;
    const [withPix, withoutPix] = await ixc.openInvoices(maria);
    expect((await ixc.paymentData(maria, withPix!)).pixCode).toBe(FAKE_PIX_CODE);
    const boletoOnly = await ixc.paymentData(maria, withoutPix!);
    expect(boletoOnly.pixCode).toBeUndefined();
    expect(boletoOnly.digitableLine).toBe("34191790010104351004791020150008212650000009990");
    expect(fake.state.chargesCreated).toBe(0);
    expect(fake.state.calls.filter((call) => call.table === "get_pix").map((call) => call.body)).toEqual([
      { id_areceber: "9001" },
    ]);
  });

  it("reads the boleto's PDF without interest or an updated boleto", async () => {
    const ixc = adapter();
    const maria = (await ixc.findSubscriber(MARIA)) as Subscriber;
    const [invoice] = await ixc.openInvoices(maria);
    const pdf = await ixc.boletoPdf(maria, invoice!);
    expect(Buffer.from(pdf!).subarray(0, 5).toString()).toBe("%PDF-");
    expect(fake.state.calls.find((call) => call.table === "get_boleto")?.body).toMatchObject({
      boletos: "9001",
      atualiza_boleto: "N",
      base64: "S",
    });
  });

  it("unlocks a blocked contract and reads until when; a second time is refused, not an error", async () => {
    const ixc = adapter();
    const maria = (await ixc.findSubscriber(MARIA)) as Subscriber;
    const first = await ixc.trustUnlock(maria, "501");
    expect(first.ok).toBe(true);
    expect(first.ok && first.until).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const second = await ixc.trustUnlock(maria, "501");
    expect(second).toEqual({ ok: false, reason: expect.stringContaining("desbloqueio de confiança") });
  });

  it("opens a ticket and answers its protocol", async () => {
    const ixc = adapter();
    const maria = (await ixc.findSubscriber(MARIA)) as Subscriber;
    const { protocol } = await ixc.openTicket(maria, "501", "Internet caindo à noite", {
      name: "Maria",
      phone: "27999990000",
    });
    expect(protocol).toBe("20261126000001");
    expect(fake.state.tickets.at(-1)).toMatchObject({ id_cliente: "101", id_contrato: "501" });
    expect(fake.state.tickets.at(-1)!.menssagem).toContain("Internet caindo à noite");
  });

  it("writes a prospect as a contato with its mark, the CEP as IXC masks it, its city and state as IXC's ids", async () => {
    await adapter().createProspect(PROSPECT);
    expect(fake.state.contacts).toHaveLength(1);
    expect(fake.state.contacts[0]).toMatchObject({
      nome: "João Pereira",
      fone_celular: "27988887777",
      cep: "29100-000",
      // The fake's Vitória and ES (IXC's tables `cidade` and `uf`), not the name and the abbreviation.
      cidade: "3165",
      uf: "8",
    });
    expect(fake.state.contacts[0]!.obs).toContain("vitrine-lead:lead-42");
  });

  it("does not offer viability, which IXC does not document", async () => {
    const ixc = adapter();
    expect(ixc.capabilities.checkCoverage).toBe(false);
    expect(await ixc.checkCoverage("29100000")).toBeUndefined();
  });

  it("reads IXC's non-JSON answer to a bad token as a bad answer, and its HTTP 200 errors as refusals", async () => {
    expect(await failure(adapter({ token: "7:wrong" }).findSubscriber(MARIA))).toBe("bad_answer");
    const ixc = adapter();
    // IXC's {type: "error"} with HTTP 200: a missing required field.
    const refused = ixc.createProspect({ ...PROSPECT, idempotencyKey: "x", name: "", phone: "" });
    expect(await failure(refused)).toBe("refused");
  });
});

describe("IXC's answers read through their schemas (issue 69)", () => {
  /** The bad answer's message: the table and the field's path, never a value. */
  const badAnswer = async (promise: Promise<unknown>): Promise<string> => {
    const error = await promise.then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ErpError);
    expect((error as ErpError).failure).toBe("bad_answer");
    return (error as ErpError).message;
  };

  it("fails a client or a contract whose id is missing, naming the field, never 'not found'", async () => {
    Reflect.deleteProperty(fake.state.clients[0]!, "id");
    const message = await badAnswer(adapter().findSubscriber(MARIA));
    expect(message).toMatch(/^bad_answer: cliente\.registros\.0\.id: /);
    expect(message).not.toContain("Maria");
    fake.state.clients[0]!.id = "101";
    Reflect.deleteProperty(fake.state.contracts[0]!, "id");
    expect(await badAnswer(adapter().findSubscriber(MARIA))).toMatch(
      /^bad_answer: cliente_contrato\.registros\.0\.id: /,
    );
  });

  it("fails an invoice without its due day or with an amount that is not one", async () => {
    const ixc = adapter();
    const maria = (await ixc.findSubscriber(MARIA)) as Subscriber;
    fake.state.invoices[1]!.valor = "99,90";
    expect(await badAnswer(ixc.openInvoices(maria))).toMatch(
      /^bad_answer: fn_areceber\.registros\.1\.valor: /,
    );
    Reflect.deleteProperty(fake.state.invoices[0]!, "data_vencimento");
    expect(await badAnswer(ixc.openInvoices(maria))).toMatch(
      /^bad_answer: fn_areceber\.registros\.0\.data_vencimento: /,
    );
  });

  it("fails a ticket, a month's traffic or a box missing what the account and the map need", async () => {
    const ixc = adapter();
    const maria = (await ixc.findSubscriber(MARIA)) as Subscriber;
    fake.state.usage[0]!.consumo = "muito";
    expect(await badAnswer(ixc.usage!(maria, "501", ["2026-11"]))).toMatch(
      /^bad_answer: radusuarios_consumo_m\.registros\.0\.consumo: /,
    );
    Reflect.deleteProperty(fake.state.tickets[0]!, "id");
    expect(await badAnswer(ixc.tickets!(maria))).toMatch(/^bad_answer: su_ticket\.registros\.0\.id: /);
    Reflect.deleteProperty(fake.state.boxes[0]!, "id");
    expect(await badAnswer(ixc.ftthBoxes!({ lat: -20.33, lng: -40.29 }, 250))).toMatch(
      /^bad_answer: rad_caixa_ftth\.registros\.\d+\.id: /,
    );
  });
});

describe("maskDocument", () => {
  it("masks a CPF and a CNPJ (alphanumeric too) as IXC stores them", () => {
    expect(maskDocument("52998224725")).toBe("529.982.247-25");
    expect(maskDocument("11222333000181")).toBe("11.222.333/0001-81");
    expect(maskDocument("12abc34501de35")).toBe("12.ABC.345/01DE-35");
    expect(maskDocument("123")).toBeUndefined();
  });
});

describe("IXC's fibre boxes (issue 56)", () => {
  it("lists the active boxes near a point, nearest first, with free ports, reading the list once", async () => {
    const ixc = adapter();
    const near = { lat: -20.33, lng: -40.29 };
    const boxes = await ixc.ftthBoxes!(near, 250);
    expect(boxes.map((box) => [box.name, box.freePorts])).toEqual([
      ["CTO-PALMEIRAS-01", 14],
      ["CTO-PALMEIRAS-02", 0],
    ]);
    expect(boxes[0]!.distanceMeters).toBeLessThan(boxes[1]!.distanceMeters);
    // The turned-off box and the one without coordinates are never near anything.
    expect(await ixc.ftthBoxes!({ lat: -20.345, lng: -40.2701 }, 250)).toEqual([]);
    expect(fake.state.calls.filter((call) => call.table === "rad_caixa_ftth")).toHaveLength(1);
    expect(fake.state.calls.find((call) => call.table === "rad_caixa_ftth")?.body).toMatchObject({
      qtype: "rad_caixa_ftth.status",
      query: "A",
    });
  });
});

describe("IXC's documents and access state (issue 58)", () => {
  const withPrint = () =>
    createIxcAdapter({
      allowPrivateAddresses: true,
      url: fake.url,
      token: FAKE_IXC_TOKEN,
      today: () => TODAY,
      contractPrint: FAKE_IXC_CONTRACT_PRINT,
    });

  it("prints a contract's PDF only with the install's print resource, and offers no fiscal list", async () => {
    expect(adapter().capabilities).toMatchObject({ contractPdf: false, fiscalDocuments: false });
    const ixc = withPrint();
    expect(ixc.capabilities).toMatchObject({ contractPdf: true, sendInvoice: true, accessStatus: true });
    const maria = (await ixc.findSubscriber(MARIA)) as Subscriber;
    const pdf = await ixc.contractPdf!(maria, "501");
    expect(Buffer.from(pdf!).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(fake.state.calls.at(-1)).toMatchObject({ table: FAKE_IXC_CONTRACT_PRINT, body: { id: "501" } });
    // IXC's `{type: "error"}` for a contract it does not print: no PDF, no failure.
    expect(await ixc.contractPdf!(maria, "999")).toBeUndefined();
  });

  it("has IXC send an invoice by e-mail or SMS to the contact on file, masked on the page", async () => {
    const ixc = adapter();
    const maria = (await ixc.findSubscriber(MARIA)) as Subscriber;
    expect(maria.contact).toEqual({ email: "ma***@gmail.com", phone: "(27) *****-7777" });
    const [invoice] = await ixc.openInvoices(maria);
    expect(await ixc.sendInvoice!(maria, invoice!, "email")).toEqual({ sentTo: "ma***@gmail.com" });
    expect(await ixc.sendInvoice!(maria, invoice!, "sms")).toEqual({ sentTo: "(27) *****-7777" });
    expect(fake.state.sent).toEqual([
      { boletos: "9001", tipo: "mail" },
      { boletos: "9001", tipo: "sms" },
    ]);
    // The body names the invoice and the channel only: no address of the site's.
    const body = fake.state.calls.at(-1)!.body;
    expect(Object.keys(body).sort()).toEqual(["atualiza_boleto", "boletos", "juro", "multa", "tipo_boleto"]);
  });

  it("refuses to send when IXC has no e-mail on file", async () => {
    fake.state.clients[0]!.email = undefined;
    const ixc = adapter();
    const maria = (await ixc.findSubscriber(MARIA)) as Subscriber;
    const [invoice] = await ixc.openInvoices(maria);
    expect(await failure(ixc.sendInvoice!(maria, invoice!, "email"))).toBe("refused");
    expect(fake.state.sent).toEqual([]);
  });

  it("reads the access's state from radusuarios: offline since its last disconnection, online since its start", async () => {
    const ixc = adapter();
    const maria = (await ixc.findSubscriber(MARIA)) as Subscriber;
    // 07:42 in Brasília is 10:42 UTC.
    expect(await ixc.accessStatus!(maria, "501")).toEqual({
      online: false,
      since: "2026-11-26T10:42:00.000Z",
    });
    expect(await ixc.accessStatus!(maria, "502")).toEqual({
      online: true,
      since: "2026-11-26T09:15:00.000Z",
    });
    expect(await ixc.accessStatus!(maria, "999")).toBeUndefined();
  });
});
