import type { z } from "zod";
import { provesIdentity } from "../../domain/subscriber";
import {
  type ErpAdapter,
  type Invoice,
  type MaskedContact,
  maskEmail,
  maskPhone,
  onFileOf,
  type PaymentData,
  type SubscriberContract,
  type TrustUnlockAnswer,
} from "./contract";
import { dateInText } from "./http";
import { ixcClient, ixcContract, ixcDone, ixcInvoice, ixcLogin, ixcPix, ixcUnlock } from "./ixc-answers";
import { type IxcClient, maskDocument } from "./ixc-client";

// The subscriber desk on IXC (decision 0037, issue 58): the client by its masked document and its proof,
// its open invoices (`fn_areceber`), PIX and boleto, the trust unlock, the contract's print, an invoice
// sent by IXC itself, and the access's state (`radusuarios`).

type ClientRow = z.output<typeof ixcClient>;
type ContractRow = z.output<typeof ixcContract>;

/** Internet states of a contract suspended for an unpaid bill (bloqueio automático, financeiro em atraso). */
const BLOCKED_FOR_DEBT = new Set(["CA", "FA"]);

/** A contract that is not inactive or cancelled (`I`, `D`): the desk shows it, and its number proves a company. */
export const isLive = (contract: ContractRow) => !["I", "D"].includes(contract.status);

/** The first name, kind and contacts of a `cliente` row, as the desk and the account show them. */
export function holderOf(row: ClientRow) {
  return {
    id: row.id,
    firstName: row.razao.trim().split(/\s+/)[0] ?? "",
    kind: row.tipo_pessoa === "J" ? ("company" as const) : ("person" as const),
    ...contactOf(row),
    ...onFileOf(row.email, row.telefone_celular, row.whatsapp),
  };
}

/** A live contract as the desk lists it (its place as `place` reads it). */
export function contractOf(
  contract: ContractRow,
  place: Pick<SubscriberContract, "installationCep" | "startedOn">,
): SubscriberContract {
  return {
    id: contract.id,
    label: contract.contrato.trim() || `Contrato ${contract.id}`,
    blocked: BLOCKED_FOR_DEBT.has(contract.status_internet),
    ...place,
  };
}

/** An installation CEP of 8 digits, when IXC has one (the city's notices on 'Minha conta'). */
export function cepOf(cep: string): Pick<SubscriberContract, "installationCep"> {
  const digits = cep.replace(/\D/g, "");
  return digits.length === 8 ? { installationCep: digits } : {};
}

/** The contract's installation CEP and start day (issue 67), when IXC has them. */
function contractPlace(contract: ContractRow): Pick<SubscriberContract, "installationCep" | "startedOn"> {
  const day = contract.data_ativacao.slice(0, 10);
  return {
    ...cepOf(contract.cep),
    ...(/^\d{4}-\d{2}-\d{2}$/.test(day) && !day.startsWith("0000") ? { startedOn: day } : {}),
  };
}

/** The masked e-mail and mobile of a `cliente` row (issue 58): only what the desk may show. */
function contactOf(row: ClientRow): { contact?: MaskedContact } {
  const email = maskEmail(row.email);
  const phone = maskPhone(row.telefone_celular) ?? maskPhone(row.whatsapp);
  return email || phone ? { contact: { ...(email ? { email } : {}), ...(phone ? { phone } : {}) } } : {};
}

export function ixcDesk(
  ixc: IxcClient,
  contractPrint: string | undefined,
): Pick<
  ErpAdapter,
  | "findSubscriber"
  | "openInvoices"
  | "paymentData"
  | "boletoPdf"
  | "trustUnlock"
  | "contractPdf"
  | "sendInvoice"
  | "accessStatus"
> {
  return {
    async findSubscriber(lookup) {
      const masked = maskDocument(lookup.document);
      if (!masked) return undefined;
      // The same calls whether the document is unknown or its proof wrong (issue 55, M2): a person's birth
      // date is on the client's row; a company's contract is asked for by its number beside the client,
      // both at once, whatever either answers. Only a right proof lists the contracts afterwards.
      const [rows, claimed] = await Promise.all([
        ixc.list("cliente", ixcClient, { field: "cnpj_cpf", value: masked }, { rp: 5 }),
        lookup.kind === "company"
          ? ixc.list("cliente_contrato", ixcContract, { field: "id", value: lookup.contract }, { rp: 1 })
          : Promise.resolve([]),
      ]);
      // A former customer's record may share the document with the current one: the active one answers.
      const row = rows.find((candidate) => candidate.ativo !== "N");
      if (!row) return undefined;
      const birth = row.data_nascimento;
      const birthDate = /^\d{4}-\d{2}-\d{2}$/.test(birth) && !birth.startsWith("0000") ? birth : undefined;
      const claimedContracts = claimed
        .filter((contract) => contract.id_cliente === row.id && isLive(contract))
        .map((contract) => ({ id: contract.id }));
      if (!provesIdentity({ birthDate, contracts: claimedContracts }, lookup)) return undefined;
      const contracts = await ixc.list("cliente_contrato", ixcContract, {
        field: "id_cliente",
        value: row.id,
      });
      return {
        ...holderOf(row),
        birthDate,
        contracts: contracts.filter(isLive).map((contract) => contractOf(contract, contractPlace(contract))),
      };
    },

    async openInvoices(subscriber) {
      const rows = await ixc.list(
        "fn_areceber",
        ixcInvoice,
        { field: "id_cliente", value: subscriber.id },
        {
          grid: [{ TB: "fn_areceber.status", OP: "=", P: "A" }],
          sort: "data_vencimento",
          order: "asc",
        },
      );
      const now = ixc.today();
      return rows
        .filter((row) => row.status === "A" && row.liberado !== "N")
        .map((row): Invoice => {
          const line = row.linha_digitavel.replace(/\D/g, "");
          return {
            id: row.id,
            dueDate: row.data_vencimento,
            amountCents: row.amountCents,
            overdue: row.data_vencimento < now,
            hasPix: row.pix_txid.trim() !== "",
            hasBoleto: line !== "",
            digitableLine: line || undefined,
          };
        })
        .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
    },

    async paymentData(_subscriber, invoice): Promise<PaymentData> {
      // Never for an invoice without a PIX charge: IXC would register one (a charge the visitor did not ask for).
      if (!invoice.hasPix) return { digitableLine: invoice.digitableLine, pixCode: undefined };
      const { pix } = await ixc.write("get_pix", { id_areceber: invoice.id }, ixcPix);
      return { digitableLine: invoice.digitableLine, pixCode: pix };
    },

    async boletoPdf(_subscriber, invoice) {
      if (!invoice.hasBoleto) return undefined;
      // An unknown invoice: an empty body with HTTP 200.
      return ixc.pdf(
        "get_boleto",
        {
          boletos: invoice.id,
          juro: "N",
          multa: "N",
          atualiza_boleto: "N",
          tipo_boleto: "arquivo",
          base64: "S",
        },
        "refused",
      );
    },

    async trustUnlock(_subscriber, contractId): Promise<TrustUnlockAnswer> {
      const answer = await ixc.post("desbloqueio_confianca", { id: contractId }, ixcUnlock);
      if (answer.type === "error")
        return {
          ok: false,
          reason:
            "O desbloqueio de confiança não está disponível para este contrato agora (ele pode já ter sido usado neste período).",
        };
      return { ok: true, until: dateInText(answer.message) };
    },

    async contractPdf(_subscriber, contractId) {
      if (!contractPrint) return undefined;
      // IXC's `{type: "error"}` for a contract it will not print: no PDF for it.
      return ixc.pdf(contractPrint, { id: contractId }, "none");
    },

    async sendInvoice(subscriber, invoice, channel) {
      // IXC sends to the client's own e-mail or mobile on file; the body names only the invoice.
      await ixc.write(
        "get_boleto",
        {
          boletos: invoice.id,
          juro: "N",
          multa: "N",
          atualiza_boleto: "N",
          tipo_boleto: channel === "email" ? "mail" : "sms",
        },
        ixcDone,
      );
      return { sentTo: channel === "email" ? subscriber.contact?.email : subscriber.contact?.phone };
    },

    async accessStatus(_subscriber, contractId) {
      const rows = await ixc.list(
        "radusuarios",
        ixcLogin,
        { field: "id_contrato", value: contractId },
        { rp: 5 },
      );
      const row = rows.find((candidate) => candidate.ativo !== "N");
      if (!row) return undefined;
      const online = row.online === "S";
      return { online, since: online ? row.ultima_conexao_inicial : row.ultima_conexao_final };
    },
  };
}
