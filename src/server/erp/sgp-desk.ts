import { provesIdentity } from "../../domain/subscriber";
import { parseAnswer } from "./answers";
import {
  type ErpAdapter,
  ErpError,
  type FiscalDocument,
  type Invoice,
  type MaskedContact,
  maskEmail,
  maskPhone,
  onFileOf,
  type PaymentData,
  type Subscriber,
  type SubscriberContract,
  type TrustUnlockAnswer,
} from "./contract";
import { parseJson, titleCase } from "./http";
import {
  consultaclienteAnswer,
  enviafaturaAnswer,
  fatura2viaAnswer,
  liberacaopromessaAnswer,
  nfcomListAnswer,
  type SgpContractRow,
} from "./sgp-answers";
import type { SgpClient } from "./sgp-client";

// The subscriber desk on SGP (issues 55, 58; routes and their quirks: sgp.ts): the holder by document,
// the open bills with their codes, the trust unlock, the NFCom and the invoice sent by SGP.

type Bill = Invoice & { pixCode: string | undefined; link: string | undefined };

/** A CPF or CNPJ as SGP takes it (digits, a CNPJ's letters upper case); undefined when not one. */
export function documentDigits(document: string): string | undefined {
  const digits = document.replace(/[^0-9A-Za-z]/g, "").toUpperCase();
  return digits.length === 11 || digits.length === 14 ? digits : undefined;
}

/** The live contract rows of a document (`consultacliente`, cancelled ones dropped). */
export async function consultContracts(client: SgpClient, digits: string): Promise<SgpContractRow[]> {
  const answer = await client.post("/api/ura/consultacliente/", { cpfcnpj: digits });
  return parseAnswer(consultaclienteAnswer, answer, "consultacliente").contratos;
}

/**
 * The holder of the first live row with its contracts and the contact on file; undefined for none. One
 * call whatever the answer: the contracts come with the holder's row, so an unknown document and a wrong
 * proof cost the same (issue 55, M2).
 */
export function subscriberOf(
  rows: SgpContractRow[],
  digits: string,
  withBirthDate: boolean,
): Subscriber | undefined {
  const [first] = rows;
  if (!first) return undefined;
  return {
    id: first.clienteId,
    firstName: titleCase(first.razaoSocial.trim().split(/\s+/)[0] ?? ""),
    kind: digits.length === 14 ? "company" : "person",
    birthDate: withBirthDate ? first.dataNascimento : undefined,
    ...contactOf(first),
    ...onFileOfRow(first),
    contracts: rows
      .filter((row) => row.clienteId === first.clienteId)
      .map((row): SubscriberContract => {
        const cep = row.endereco_cep.replace(/\D/g, "");
        return {
          id: row.contratoId,
          label: row.planointernet.trim() || `Contrato ${row.contratoId}`,
          blocked: row.contratoStatusDisplay === "Suspenso",
          ...(/^\d{8}$/.test(cep) ? { installationCep: cep } : {}),
        };
      }),
  };
}

/** An SMS needs a mobile: eleven digits (DDD and a 9) before a landline. */
const isMobile = (value: string) => /^(55)?\d{2}9\d{8}$/.test(value.replace(/\D/g, ""));

/**
 * The holder's e-mail and mobile as a contract row of `consultacliente` lists them (`emails[]`,
 * `telefones[]`: `{tipoContato, contato}`), masked: only what the desk may show (issue 58).
 */
function contactOf(row: SgpContractRow): { contact?: MaskedContact } {
  const email = row.emails.map((item) => maskEmail(item.contato)).find(Boolean);
  const phones = row.telefones.map((item) => item.contato);
  const phone = maskPhone(phones.find(isMobile)) ?? phones.map(maskPhone).find(Boolean);
  return email || phone ? { contact: { ...(email ? { email } : {}), ...(phone ? { phone } : {}) } } : {};
}

/** The holder's whole e-mail and mobile (issue 67): a request's protocol goes there. */
function onFileOfRow(row: SgpContractRow) {
  const phones = row.telefones.map((item) => item.contato);
  return onFileOf(row.emails[0]?.contato, phones.find(isMobile), ...phones);
}

export function sgpDesk(
  client: SgpClient,
): Pick<
  ErpAdapter,
  | "findSubscriber"
  | "openInvoices"
  | "paymentData"
  | "boletoPdf"
  | "trustUnlock"
  | "fiscalDocuments"
  | "fiscalPdf"
  | "sendInvoice"
> {
  const billsOf = async (contractId: string): Promise<Bill[]> => {
    const answer = await client.post("/api/ura/fatura2via/", { contrato: contractId });
    const now = client.today();
    return parseAnswer(fatura2viaAnswer, answer, "fatura2via").links.map((row): Bill => {
      const line = row.linhadigitavel.replace(/\D/g, "");
      const pix = row.codigopix.trim();
      const link = row.link.trim();
      return {
        // The contract travels in the id: after a sealed button the desk knows only the subscriber's id.
        id: `${contractId}:${row.fatura}`,
        dueDate: row.vencimento,
        amountCents: row.valor,
        overdue: row.vencimento < now,
        hasPix: /^000201/.test(pix),
        hasBoleto: line !== "",
        digitableLine: line || undefined,
        pixCode: /^000201[\x20-\x7E]{20,}$/.test(pix) ? pix : undefined,
        link: link || undefined,
      };
    });
  };

  /** The bill again, read fresh from its contract (the site keeps no ERP answer). */
  const findBill = async (invoice: Invoice): Promise<Bill | undefined> => {
    const contractId = invoice.id.split(":")[0];
    if (!contractId) return undefined;
    return (await billsOf(contractId)).find((candidate) => candidate.id === invoice.id);
  };

  return {
    async findSubscriber(lookup) {
      const digits = documentDigits(lookup.document);
      if (!digits) return undefined;
      const subscriber = subscriberOf(await consultContracts(client, digits), digits, true);
      return subscriber && provesIdentity(subscriber, lookup) ? subscriber : undefined;
    },

    async openInvoices(subscriber) {
      const seen = new Map<string, Invoice>();
      for (const contract of subscriber.contracts)
        for (const { pixCode: _pix, link: _link, ...invoice } of await billsOf(contract.id))
          seen.set(invoice.id, invoice);
      return [...seen.values()].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
    },

    async paymentData(_subscriber, invoice): Promise<PaymentData> {
      const bill = await findBill(invoice);
      if (!bill) throw new ErpError("bad_answer", "fatura2via: bill gone");
      return { digitableLine: bill.digitableLine, pixCode: bill.pixCode };
    },

    async boletoPdf(_subscriber, invoice) {
      if (!invoice.hasBoleto) return undefined;
      const bill = await findBill(invoice);
      if (!bill?.link) return undefined;
      // Only a link on the ERP's own address is followed: an answer cannot send the site elsewhere.
      if (!sameOrigin(bill.link, client.base))
        throw new ErpError("bad_answer", "fatura2via.link: another address");
      const response = await client.fetchLink(bill.link);
      if (response.status === 404) return undefined;
      if (response.status !== 200) throw new ErpError("unavailable", `boleto: HTTP ${response.status}`);
      if (!isPdf(response.bytes)) throw new ErpError("bad_answer", "boleto: not a PDF");
      return response.bytes;
    },

    async trustUnlock(_subscriber, contractId): Promise<TrustUnlockAnswer> {
      const answer = parseAnswer(
        liberacaopromessaAnswer,
        await client.post("/api/ura/liberacaopromessa/", { contrato: contractId }),
        "liberacaopromessa",
      );
      if (!answer.liberado)
        return {
          ok: false,
          reason:
            "O desbloqueio de confiança não está disponível para este contrato agora (ele pode já ter sido usado neste período).",
        };
      return { ok: true, until: answer.data_promessa };
    },

    async fiscalDocuments(subscriber): Promise<FiscalDocument[]> {
      const documents: FiscalDocument[] = [];
      for (const contract of subscriber.contracts) {
        const path = "/api/central/nfcom/list";
        const response = await client.postForm(path, { contrato: contract.id });
        if (response.status >= 500) throw new ErpError("unavailable", `${path}: HTTP ${response.status}`);
        if (response.status !== 200) throw new ErpError("bad_answer", `${path}: HTTP ${response.status}`);
        const rows = parseAnswer(nfcomListAnswer, parseJson(response.text, path), "nfcom/list");
        for (const row of rows)
          documents.push({
            id: `${contract.id}:${row.numero}`,
            number: row.numero,
            issuedOn: row.data_emissao,
            amountCents: row.valor,
            kind: "NFCom",
            hasPdf: true,
          });
      }
      return documents.sort((a, b) => (b.issuedOn ?? "").localeCompare(a.issuedOn ?? ""));
    },

    async fiscalPdf(_subscriber, document) {
      const [contractId, number] = document.id.split(":");
      if (!contractId || !number || !/^\d+$/.test(number)) return undefined;
      const response = await client.postForm(`/api/central/nfcom/print/${number}`, {
        contrato: contractId,
        formato: "pdf",
      });
      if (response.status === 404) return undefined;
      if (response.status >= 500) throw new ErpError("unavailable", `nfcom/print: HTTP ${response.status}`);
      if (response.status !== 200) throw new ErpError("bad_answer", `nfcom/print: HTTP ${response.status}`);
      if (!isPdf(response.bytes)) throw new ErpError("bad_answer", "nfcom/print: not a PDF");
      return response.bytes;
    },

    async sendInvoice(subscriber, invoice, channel) {
      const contractId = invoice.id.split(":")[0];
      if (!contractId) throw new ErpError("bad_answer", "enviafatura: no contract");
      const answer = parseAnswer(
        enviafaturaAnswer,
        await client.post("/api/ura/enviafatura/", { contrato: contractId, tipo: channel }),
        "enviafatura",
      );
      if (answer.status === 0 || answer.status === false)
        throw new ErpError("refused", "enviafatura: status 0");
      return { sentTo: channel === "email" ? subscriber.contact?.email : subscriber.contact?.phone };
    },
  };
}

function isPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 5)).toString("latin1") === "%PDF-";
}

function sameOrigin(link: string, base: string): boolean {
  try {
    return new URL(link).origin === new URL(base).origin;
  } catch {
    return false;
  }
}
