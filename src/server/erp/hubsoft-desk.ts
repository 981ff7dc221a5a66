import { provesIdentity } from "../../domain/subscriber";
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
import { dateInText, findEmv, saoPauloToday, titleCase } from "./http";
import {
  billsAnswer,
  clientIdAnswer,
  clientsAnswer,
  fiscalAnswer,
  type HubsoftClientRow,
  sentByEmailAnswer,
  sentBySmsAnswer,
  unlockAnswer,
} from "./hubsoft-answers";
import { type HubsoftClient, type HubsoftOptions, HubsoftRefusal } from "./hubsoft-client";

// Hubsoft's subscriber desk (decision 0037, issue 58): the subscriber by document, the bills and their
// PIX code, the trust unlock, the notas fiscais and a bill sent by e-mail or SMS.

/** Hubsoft's own rule (panel) caps it; 3 days is the common trust-unlock period. */
const DEFAULT_UNLOCK_DAYS = 3;

/** A CPF's or CNPJ's digits (a CNPJ may hold letters from 2026), or undefined for anything else. */
export function documentDigits(document: string): string | undefined {
  const digits = document.replace(/[^0-9A-Za-z]/g, "").toUpperCase();
  return digits.length === 11 || digits.length === 14 ? digits : undefined;
}

/** `cliente?busca=cpf_cnpj`: the first client of a document, if any. */
export async function clientOf(client: HubsoftClient, digits: string) {
  const answer = await client.get(
    "cliente",
    { busca: "cpf_cnpj", termo_busca: digits, cancelado: "nao", limit: "5" },
    clientsAnswer,
  );
  return answer.clientes[0];
}

/** A client as the desk knows it, its live (not cancelled) services as contracts. */
export function subscriberOf(client: HubsoftClientRow, birthDate: string | undefined): Subscriber {
  const live = client.servicos.filter((service) => !service.status_prefixo.startsWith("cancelado"));
  return {
    id: client.codigo_cliente,
    firstName: titleCase(client.nome_razaosocial.trim().split(/\s+/)[0] ?? ""),
    kind: client.tipo_pessoa === "pj" ? "company" : "person",
    birthDate,
    ...contactOf(client),
    ...onFileOf(client.email_principal, client.telefone_primario),
    contracts: live.map((service): SubscriberContract => {
      const cep = (service.endereco_instalacao?.cep ?? "").replace(/\D/g, "");
      return {
        id: service.id_cliente_servico,
        label: service.nome.trim() || `Serviço ${service.id_cliente_servico}`,
        blocked: /^(suspenso|bloqueio|bloqueado)/.test(service.status_prefixo),
        ...(cep.length === 8 ? { installationCep: cep } : {}),
      };
    }),
  };
}

/** The masked e-mail and mobile of a client (issue 58): only what the desk may show. */
function contactOf(client: HubsoftClientRow): { contact?: MaskedContact } {
  const email = maskEmail(client.email_principal);
  const phone = maskPhone(client.telefone_primario);
  return email || phone ? { contact: { ...(email ? { email } : {}), ...(phone ? { phone } : {}) } } : {};
}

type Bill = Invoice & { pixCode: string | undefined };

export function hubsoftDesk(
  client: HubsoftClient,
  options: HubsoftOptions,
): Required<
  Pick<
    ErpAdapter,
    | "findSubscriber"
    | "openInvoices"
    | "paymentData"
    | "boletoPdf"
    | "trustUnlock"
    | "fiscalDocuments"
    | "sendInvoice"
  >
> {
  const today = options.today ?? saoPauloToday;

  const billsOf = async (clientCode: string): Promise<Bill[]> => {
    const answer = await client.get(
      "cliente/financeiro",
      {
        busca: "codigo_cliente",
        termo_busca: clientCode,
        apenas_pendente: "sim",
        order_by: "data_vencimento",
        order_type: "asc",
        limit: "50",
      },
      billsAnswer,
    );
    const current = today();
    return answer.faturas
      .filter((row) => row.data_pagamento === null || row.data_pagamento === undefined)
      .map((row): Bill => {
        const line = row.linha_digitavel.replace(/\D/g, "");
        const pixCode = findEmv(row);
        return {
          id: row.id_fatura,
          dueDate: row.data_vencimento,
          amountCents: row.valor,
          overdue: row.data_vencimento < current,
          hasPix: pixCode !== undefined,
          // No documented PDF route: the linha digitável is shown, no PDF button.
          hasBoleto: false,
          digitableLine: line || undefined,
          pixCode,
        };
      });
  };

  return {
    async findSubscriber(lookup) {
      // One call whatever the answer (the token is fetched the same way for everyone): the services come
      // with the client, so an unknown document and a wrong proof cost the same (issue 55, M2).
      const digits = documentDigits(lookup.document);
      if (!digits) return undefined;
      const found = await clientOf(client, digits);
      if (!found) return undefined;
      const birth = (found.data_nascmento || found.data_nascimento).slice(0, 10);
      // A missing date shows as the Unix epoch in Hubsoft's examples (1969-12-31): no proof from it.
      const subscriber = subscriberOf(
        found,
        /^\d{4}-\d{2}-\d{2}$/.test(birth) && birth !== "1969-12-31" ? birth : undefined,
      );
      return provesIdentity(subscriber, lookup) ? subscriber : undefined;
    },

    async openInvoices(subscriber) {
      return (await billsOf(subscriber.id))
        .map(({ pixCode: _pix, ...invoice }) => invoice)
        .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
    },

    async paymentData(subscriber, invoice): Promise<PaymentData> {
      if (!invoice.hasPix) return { digitableLine: invoice.digitableLine, pixCode: undefined };
      const bill = (await billsOf(subscriber.id)).find((candidate) => candidate.id === invoice.id);
      if (!bill) throw new ErpError("bad_answer", "cliente/financeiro: bill gone");
      return { digitableLine: bill.digitableLine, pixCode: bill.pixCode };
    },

    async boletoPdf() {
      return undefined;
    },

    async trustUnlock(_subscriber, contractId): Promise<TrustUnlockAnswer> {
      try {
        const answer = await client.post(
          "cliente/desbloqueio_confianca",
          {
            id_cliente_servico: contractId,
            dias_desbloqueio: String(options.unlockDays ?? DEFAULT_UNLOCK_DAYS),
          },
          unlockAnswer,
        );
        return { ok: true, until: dateInText(answer.msg) };
      } catch (error) {
        if (error instanceof HubsoftRefusal)
          return {
            ok: false,
            reason:
              "O desbloqueio de confiança não está disponível para este contrato agora (ele pode já ter sido usado neste período).",
          };
        throw error;
      }
    },

    async fiscalDocuments(subscriber): Promise<FiscalDocument[]> {
      // The notes are searched by `id_cliente`, the desk knows the client's code: one read for it first.
      const found = await client.get(
        "cliente",
        { busca: "codigo_cliente", termo_busca: subscriber.id, limit: "1" },
        clientIdAnswer,
      );
      const [holder] = found.clientes;
      if (!holder) return [];
      const answer = await client.get(
        "cliente/nota_fiscal",
        { busca: "id_cliente", termo_busca: holder.id_cliente },
        fiscalAnswer,
      );
      return [
        ...answer.notas_fiscais
          .filter((row) => row.cancelado !== true)
          .map(
            (row): FiscalDocument => ({
              id: row.id_nota_fiscal,
              number: row.numero_nota,
              issuedOn: row.data_emissao_br,
              amountCents: row.valor,
              kind: row.tipo_documento_fiscal?.descricao.trim() || "Nota fiscal",
              hasPdf: false,
            }),
          ),
        ...answer.nfses.map(
          (row): FiscalDocument => ({
            id: row.id_nfse,
            number: row.numero,
            issuedOn: row.data_cadastro_br,
            amountCents: row.valor,
            kind: "Nota fiscal de serviço (NFS-e)",
            hasPdf: false,
          }),
        ),
      ].sort((a, b) => (b.issuedOn ?? "").localeCompare(a.issuedOn ?? ""));
    },

    async sendInvoice(subscriber, invoice, channel) {
      if (channel === "email") {
        const answer = await client.post(
          "cliente/financeiro/enviar_email",
          { id_fatura: invoice.id },
          sentByEmailAnswer,
        );
        const sentTo = (answer.job?.emails ?? []).map((row) => maskEmail(row.email)).find(Boolean);
        return { sentTo: sentTo ?? subscriber.contact?.email };
      }
      const answer = await client.post(
        "cliente/financeiro/enviar_sms",
        { id_fatura: invoice.id },
        sentBySmsAnswer,
      );
      const sentTo = answer.sms_enviados.map((row) => maskPhone(row.telefone)).find(Boolean);
      return { sentTo: sentTo ?? subscriber.contact?.phone };
    },
  };
}
