import { z } from "zod";
import { fromSiteWallTime } from "../../domain/content";
import { erpCents, erpList, erpRequiredText, erpRow, erpText } from "./answers";
import { isRow, type Row, text } from "./http";

// SGP's answers as the adapter reads them (issue 69, point 4): one schema per answer, parsed once by
// `parseAnswer(schema, answer, "<route>")` (answers.ts); what each route is and why its quirks: sgp.ts.
// A schema names only the fields the adapter reads; a missing or odd one is `bad_answer` naming its path.

/** 'AAAA-MM-DD…' → the day; anything else undefined (a date SGP may leave out or garble). */
const sgpDay = erpText.transform((value) => {
  const day = value.slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : undefined;
});

/** A day the adapter needs ('AAAA-MM-DD…', a bill's due date): anything else is refused. */
const sgpRequiredDay = erpText
  .transform((value) => value.slice(0, 10))
  .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/));

/** 'AAAA-MM-DD HH:MM:SS' on the provider's clock (Brasília's) as an instant; null when not one. */
const sgpMoment = erpText.transform((value): Date | null => {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(value.trim());
  if (!match) return null;
  const instant = new Date(fromSiteWallTime(`${match[1]}T${match[2]}`));
  return Number.isNaN(instant.getTime()) ? null : instant;
});

/** A byte count of 'Extrato de Tráfego': a number or its text, absent is 0; negative is refused. */
const sgpCount = z.preprocess((value) => Number(value ?? 0), z.number().min(0));

/**
 * A list whose rows the adapter passes over unread (`skip`: a cancelled contract, a maintenance no longer
 * active, a note not authorised): they are dropped, and only the others must hold the fields it reads.
 */
function listSkipping<S extends z.ZodType>(row: S, skip: (raw: Row) => boolean) {
  return z
    .array(z.preprocess((value) => (isRow(value) && skip(value) ? undefined : value), row.optional()))
    .transform((rows) => rows.filter((item): item is z.output<S> => item !== undefined));
}

/** SGP's central answers a listing bare or as the one list of an object (`chamado/list`, `nfcom/list`). */
const listInObject = (value: unknown) => (isRow(value) ? Object.values(value).find(Array.isArray) : value);

// --- the desk: the holder's contracts, bills, trust unlock, NFCom, invoice sending ---

/** `emails[]` / `telefones[]` of a contract row: `{tipoContato, contato}`. */
const contact = erpRow({ contato: erpText });

/** `consultacliente`: one row per contract, the holder's data repeated; cancelled contracts dropped. */
export const consultaclienteAnswer = erpRow({
  contratos: listSkipping(
    erpRow({
      clienteId: erpRequiredText,
      contratoId: erpRequiredText,
      razaoSocial: erpText,
      dataNascimento: sgpDay,
      contratoStatusDisplay: erpText,
      planointernet: erpText,
      endereco_cep: erpText,
      emails: erpList(contact),
      telefones: erpList(contact),
    }),
    (row) => text(row.contratoStatusDisplay) === "Cancelado",
  ),
});

export type SgpContractRow = z.output<typeof consultaclienteAnswer>["contratos"][number];

/** `fatura2via`: the contract's open bills with their codes. */
export const fatura2viaAnswer = erpRow({
  links: z.array(
    erpRow({
      fatura: erpRequiredText,
      vencimento: sgpRequiredDay,
      valor: erpCents,
      linhadigitavel: erpText,
      codigopix: erpText,
      link: erpText,
    }),
  ),
});

/** `liberacaopromessa`: `liberado` false is SGP's refusal, true comes with the promise's day. */
export const liberacaopromessaAnswer = erpRow({ liberado: z.boolean(), data_promessa: sgpDay });

/** `nfcom/list`: the contract's NFCom; only the authorised ones (`status` 1, or none) are read. */
export const nfcomListAnswer = z.preprocess(
  // An object with no list holds no note.
  (value) => (isRow(value) ? (listInObject(value) ?? []) : value),
  listSkipping(
    erpRow({ numero: erpRequiredText, data_emissao: sgpDay, valor: erpCents.optional() }),
    (row) => row.status !== undefined && String(row.status) !== "1",
  ),
);

/** `enviafatura`: `status` 0 or false is SGP's refusal. */
export const enviafaturaAnswer = erpRow({ status: z.unknown() });

// --- 'Minha conta': access state, central sign-in, usage, Wi-Fi ---

/** `verificaacesso`: the state by `msg` (by `status` 1 or 0 only without one), the access's `servico_id`. */
export const verificaacessoAnswer = erpRow({ msg: erpText, status: z.unknown(), servico_id: erpText });

/** `central/contratos`: anything but `auth: true` with contracts is the central's refusal. */
export const centralContratosAnswer = erpRow({
  auth: z.boolean().catch(false),
  contratos: z.array(z.unknown()).catch([]),
});

/** `extratouso`: the month's sessions, `download` and `upload` in bytes. */
export const extratousoAnswer = erpRow({
  list: z.array(erpRow({ download: sgpCount, upload: sgpCount })),
});

/** `cpemanage`: `status` 0, false or 'erro' is SGP's refusal; a `protocolo` when it gives one. */
export const cpemanageAnswer = erpRow({ status: z.unknown(), protocolo: erpText });

// --- tickets ---

/** `chamado`: the occurrence's protocol. */
export const chamadoAnswer = erpRow({ protocolo: erpRequiredText });

/** `chamado/list`: the contract's occurrences with their service order (`oc_status` 0 open). */
export const chamadoListAnswer = z.preprocess(
  listInObject,
  z.array(
    erpRow({
      oc_protocolo: erpRequiredText,
      oc_tipo_descricao: erpText,
      oc_data_cadastro: sgpMoment,
      oc_data_encerramento: sgpMoment,
      oc_conteudo: erpText,
      oc_status: erpText,
      oc_status_descricao: erpText,
      os_data_cadastro: sgpMoment,
      os_data_agendamento: sgpMoment,
      os_servicoprestado: erpText,
    }),
  ),
);

// --- prospects and sign-ups ---

/** `clientes`: the records of a phone, each with its `observacao` (where the prospect's mark is). */
export const clientesAnswer = erpRow({ clientes: z.array(erpRow({ observacao: erpText })) });

/** `precadastro/F`: the pre-registration's id. */
export const precadastroAnswer = erpRow({ id: erpRequiredText });

/** `precadastro/plano/list`: a bare list of the plans a pre-registration may name. */
export const planoListAnswer = z.array(erpRow({ id: erpText, descricao: erpText }));

/** `precadastro/vencimento/list`: a bare list of the due days (`dia`, a day of the month). */
export const vencimentoListAnswer = z.array(
  erpRow({ id: erpText, dia: erpText.transform((value) => Number(value)) }),
);

// --- the network: viability, maintenances ---

/** `viabilidade`: true or false, nothing else. */
export const viabilidadeAnswer = erpRow({ viabilidade: z.boolean() });

/** `manutencao/list`: a bare list; only the active ones (`ativa` true or 1) are read. */
export const manutencaoAnswer = listSkipping(
  erpRow({
    id: erpRequiredText,
    descricao: erpText,
    data_inicial: sgpMoment.pipe(z.date()),
    data_final: sgpMoment,
    mensagem_central: erpText,
    mensagem_ura: erpText,
    // An empty `pops` is the whole network.
    pops: erpList(erpRow({ cidade: erpText })),
  }),
  (row) => row.ativa !== true && row.ativa !== 1,
);
