import { z } from "zod";
import { erpCents, erpList, erpRequiredText, erpRow, erpText } from "./answers";
import { isRow } from "./http";

// Every Hubsoft answer the adapter reads, as one schema each (issue 69, point 4; the routes and their
// fields are described in `hubsoft.ts`). `parseAnswer(schema, answer, route)` in `hubsoft-client.ts` is
// the only reader: a missing or odd field is a `bad_answer` naming the route and the field's path. Each
// schema names only the fields the adapter reads; Hubsoft's quirks are read here: the lists it always
// sends as arrays (`clientes`, `faturas`, …) are required, so an odd answer is never "not found"; an
// object it may send as PHP's `[]` or null (`ultima_conexao` when RADIUS has no record) reads as none.

/** A field Hubsoft gives as an object, or as anything else (`[]`, null, absent) for none. */
function optionalRow<T extends z.ZodRawShape>(shape: T) {
  return z.preprocess((value) => (isRow(value) ? value : undefined), erpRow(shape).optional());
}

/** 'dd/mm/aaaa' (or already 'aaaa-mm-dd…') → 'aaaa-mm-dd'; anything else → undefined. */
function isoDate(value: string): string | undefined {
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (br) return `${br[3]}-${br[2]}-${br[1]}`;
  return /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined;
}

/** A day that may carry a time after it ('26/11/2026 10:42'); none or an odd one is undefined. */
const day = erpText.transform((value) => isoDate(value.slice(0, 10)));

/** A day that must be one (a bill's due date). */
const requiredDay = erpText.transform((value) => isoDate(value)).pipe(z.string());

/** '2019-12-15 18:22:24-03' → an ISO instant; anything else → undefined. */
const moment = erpText.transform((value) => {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})([+-]\d{2})(?::?(\d{2}))?$/.exec(value.trim());
  if (!match) return undefined;
  const instant = new Date(`${match[1]}T${match[2]}${match[3]}:${match[4] ?? "00"}`);
  return Number.isNaN(instant.getTime()) ? undefined : instant.toISOString();
});

/** Megabytes of the connection extract: a number or its text, none as 0; never negative. */
const megabytes = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value) => Number(value ?? 0))
  .pipe(z.number().min(0));

/** `POST /oauth/token`: the bearer token and its lifetime in seconds (not a number: renewed next call). */
export const tokenAnswer = erpRow({
  access_token: erpRequiredText,
  expires_in: z
    .unknown()
    .optional()
    .transform((value) => (typeof value === "number" ? value : 0)),
});

/**
 * Every `/api/v1/integracao/…` answer: `status` says whether Hubsoft did it ("error": a refusal);
 * `cliente/ordem_servico`'s documented answer spells success "suscess".
 */
export const envelope = erpRow({ status: z.enum(["success", "suscess", "error"]) });

const service = erpRow({
  id_cliente_servico: erpRequiredText,
  nome: erpText,
  status_prefixo: erpText,
  endereco_instalacao: optionalRow({ cep: erpText }),
});

/** `GET cliente?busca=cpf_cnpj`: the client with the contact on file and its services. */
export const clientsAnswer = erpRow({
  clientes: z.array(
    erpRow({
      codigo_cliente: erpRequiredText,
      nome_razaosocial: erpText,
      tipo_pessoa: erpText,
      // Hubsoft's spelling, the right one as a fallback.
      data_nascmento: erpText,
      data_nascimento: erpText,
      email_principal: erpText,
      telefone_primario: erpText,
      servicos: erpList(service),
    }),
  ),
});

export type HubsoftClientRow = z.output<typeof clientsAnswer>["clientes"][number];

/** `GET cliente?busca=codigo_cliente`, for a service's PPPoE login or (`ultima_conexao=sim`) its access. */
export const clientServicesAnswer = erpRow({
  clientes: z.array(
    erpRow({
      servicos: erpList(
        erpRow({
          id_cliente_servico: erpRequiredText,
          login: erpText,
          ultima_conexao: optionalRow({
            // Anything but a boolean says nothing about the access.
            conectado: z
              .unknown()
              .optional()
              .transform((value) => (typeof value === "boolean" ? value : undefined)),
            ultima_conexao_datetime: moment,
            ultima_desconexao_datetime: moment,
          }),
        }),
      ),
    }),
  ),
});

/** `GET cliente?busca=codigo_cliente`, for the `id_cliente` the notas fiscais are searched by. */
export const clientIdAnswer = erpRow({
  clientes: z.array(erpRow({ id_cliente: erpRequiredText })),
});

/** `GET cliente/financeiro?apenas_pendente=sim`: the bills (their PIX code in whichever field holds it). */
export const billsAnswer = erpRow({
  faturas: z.array(
    erpRow({
      id_fatura: erpRequiredText,
      valor: erpCents,
      data_vencimento: requiredDay,
      linha_digitavel: erpText,
      data_pagamento: z.unknown().optional(),
    }),
  ),
});

/** `POST cliente/desbloqueio_confianca`: "…até a data dd/mm/aaaa". */
export const unlockAnswer = erpRow({ msg: erpText });

/** `POST atendimento`: the ticket's protocol. */
export const openedTicketAnswer = erpRow({ atendimento: erpRow({ protocolo: erpRequiredText }) });

/** `GET configuracao/vencimento`: a number, or 'ultimo_dia' for the month's last. */
export const dueDaysAnswer = erpRow({
  vencimentos: z.array(erpRow({ id_vencimento: erpText, dia_vencimento: erpText })),
});

/** `GET cliente/atendimento`: the tickets with their service orders. */
export const ticketsAnswer = erpRow({
  atendimentos: z.array(
    erpRow({
      protocolo: erpRequiredText,
      tipo_atendimento: erpText,
      descricao_abertura: erpText,
      descricao_fechamento: erpText,
      data_cadastro: day,
      data_fechamento: day,
      status: erpText,
      ordens_servico: erpList(
        erpRow({
          data_cadastro: day,
          data_inicio_programado: erpText,
          data_termino_executado: day,
          descricao_fechamento: erpText,
        }),
      ),
    }),
  ),
});

/** `GET cliente/nota_fiscal`: notas fiscais (modelo 21/22) and NFS-e, none with a PDF route. */
export const fiscalAnswer = erpRow({
  notas_fiscais: erpList(
    erpRow({
      id_nota_fiscal: erpRequiredText,
      numero_nota: erpRequiredText,
      data_emissao_br: day,
      valor: erpCents.optional(),
      cancelado: z.unknown().optional(),
      tipo_documento_fiscal: optionalRow({ descricao: erpText }),
    }),
  ),
  nfses: erpList(
    erpRow({
      id_nfse: erpRequiredText,
      numero: erpRequiredText,
      data_cadastro_br: day,
      valor: erpCents.optional(),
    }),
  ),
});

/** `POST cliente/financeiro/enviar_email`: the e-mails the bill went to. */
export const sentByEmailAnswer = erpRow({
  job: optionalRow({ emails: erpList(erpRow({ email: erpText })) }),
});

/** `POST cliente/financeiro/enviar_sms`: the mobiles the bill went to. */
export const sentBySmsAnswer = erpRow({ sms_enviados: erpList(erpRow({ telefone: erpText })) });

/** `POST cliente/autenticacao`: the client the central signed in. */
export const centralSignInAnswer = erpRow({ cliente: optionalRow({ cpf_cnpj: erpText }) });

/** `GET cliente/extrato_conexao`: the period's statistics, else its connections (one page). */
export const usageAnswer = erpRow({
  estatisticas: optionalRow({ download_total: megabytes, upload_total: megabytes }),
  registros: erpList(erpRow({ download_megabytes: megabytes, upload_megabytes: megabytes })),
});

/** `GET prospecto?busca=<name>`: the prospects of a name, with the mark a delivery left. */
export const prospectsAnswer = erpRow({ prospectos: z.array(erpRow({ observacao: erpText })) });

/** `POST prospecto`: the prospect stored. */
export const storedProspectAnswer = erpRow({ prospecto: erpRow({}) });

/** `GET prospecto/create?cep=`: the services a prospect at this CEP may take. */
export const offeredServicesAnswer = erpRow({
  servicos: z.array(erpRow({ id_servico: erpRequiredText, descricao: erpText })),
});

/** `GET cliente/ordem_servico?status=aguardando_agendamento`: the id to schedule and the type that tells an installation. */
export const waitingOrdersAnswer = erpRow({
  ordens_servico: erpList(erpRow({ id_ordem_servico: erpRequiredText, tipo: erpText })),
});

const box = erpRow({ caixa: erpText, disponiveis: erpText });
const project = optionalRow({
  busca: optionalRow({ elementos: optionalRow({ data: erpList(box) }) }),
});

/**
 * `POST mapeamento/viabilidade/consultar`: `projetos` (under `resultado` in some versions) is a list of
 * projects whose `busca.elementos.data[]` are the boxes in reach, or a text when none is.
 */
export const viabilityAnswer = z.preprocess(
  (value) =>
    isRow(value) && isRow(value.resultado) ? { ...value, projetos: value.resultado.projetos } : value,
  erpRow({ projetos: z.union([z.string(), z.array(project)]) }),
);
