import { z } from "zod";
import { fromSiteWallTime } from "../../domain/content";
import { erpCents, erpRequiredText, erpRow, erpText } from "./answers";
import { findEmv } from "./http";

// Every answer the IXC adapter reads, as a schema (issue 69, point 4; the shared readers in answers.ts):
// parsed once by `parseAnswer(schema, answer, "<table>")`, so a missing or odd field is the one failure
// `bad_answer` naming the table and the field's path. IXC's quirks stay where they are read: every value
// a string (read as text, numbers too), errors with HTTP 200 (`ixcError`, a refusal, checked before the
// schema), listings as `{total, registros}` with no `registros` when nothing is found, PDFs as bare base64.

/** IXC's error answer, sent with HTTP 200: a refusal, not a bad answer. */
const ixcErrorAnswer = z.object({ type: z.literal("error") });
export const isIxcError = (value: unknown): boolean => ixcErrorAnswer.safeParse(value).success;

/** A listing's answer → its rows: `{total, registros}`, or `{total: 0}` without `registros` for none. */
export function ixcListing<S extends z.ZodType>(row: S) {
  return erpRow({ total: z.unknown().optional(), registros: z.array(row).optional() }).transform(
    (answer, context): z.output<S>[] => {
      if (answer.registros) return answer.registros;
      if (answer.total !== undefined && Number(answer.total) === 0) return [];
      context.addIssue({ code: "custom", path: ["registros"], message: "missing" });
      return z.NEVER;
    },
  );
}

/** An answer read only for not being IXC's error (a write whose answer the adapter does not use). */
export const ixcDone = erpRow({});

/** The answer to an insert: the new row's id. */
export const ixcWritten = erpRow({ id: erpRequiredText });

/** A listing asked for its count only (`rp` 1): `total`, a whole number as text. */
export const ixcCount = erpRow({
  total: z.union([z.string(), z.number()]).transform(Number).pipe(z.number().int().min(0)),
});

/** 'AAAA-MM-DD HH:MM:SS' on the provider's clock as an ISO instant; IXC's '0000-00-00…' or none is undefined. */
const ixcMoment = erpText.transform((value) => {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(value.trim());
  if (!match || match[1]!.startsWith("0000")) return undefined;
  const instant = new Date(fromSiteWallTime(`${match[1]}T${match[2]}`));
  return Number.isNaN(instant.getTime()) ? undefined : instant.toISOString();
});

/** A byte count IXC keeps as text ('1073741824'; blank is 0), rounded. */
const ixcBytes = erpText
  .transform((value) => Number(value.trim() || "0"))
  .pipe(z.number().min(0))
  .transform(Math.round);

/** A PDF IXC answers as bare base64 (a boleto, a contract's print) → its bytes. */
export const ixcPdf = z.string().transform((body, context) => {
  const bytes = Buffer.from(body.trim(), "base64");
  if (bytes.subarray(0, 5).toString("latin1") === "%PDF-") return new Uint8Array(bytes);
  context.addIssue({ code: "custom", message: "not a PDF" });
  return z.NEVER;
});

/** `uf`: IXC's own id of a state (`sigla`). */
export const ixcState = erpRow({ id: erpRequiredText, sigla: erpText });

/** `cidade`: IXC's own id of a city, by name, with its state's `uf` id. */
export const ixcCity = erpRow({ id: erpRequiredText, nome: erpText, uf: erpText });

/** `cliente`: a client (person or company), found by its masked `cnpj_cpf`. */
export const ixcClient = erpRow({
  id: erpRequiredText,
  ativo: erpText,
  razao: erpText,
  tipo_pessoa: erpText,
  /** 'AAAA-MM-DD', '0000-00-00' for none (a company's). */
  data_nascimento: erpText,
  email: erpText,
  telefone_celular: erpText,
  whatsapp: erpText,
});

/** `cliente_contrato`: a client's contract; `status` I/D is inactive or cancelled. */
export const ixcContract = erpRow({
  id: erpRequiredText,
  id_cliente: erpText,
  status: erpText,
  contrato: erpText,
  status_internet: erpText,
  cep: erpText,
  data_ativacao: erpText,
});

/** `fn_areceber`: an invoice; what is owed is `valor_aberto` when IXC has it, else `valor`. */
export const ixcInvoice = erpRow({
  id: erpRequiredText,
  data_vencimento: erpRequiredText.pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)),
  valor: erpText,
  valor_aberto: erpText,
  status: erpText,
  liberado: erpText,
  linha_digitavel: erpText,
  pix_txid: erpText,
}).transform((row, context) => {
  const field = row.valor_aberto ? "valor_aberto" : "valor";
  const amount = erpCents.safeParse(row[field]);
  if (amount.success) return { ...row, amountCents: amount.data };
  context.addIssue({ code: "custom", path: [field], message: "not an amount" });
  return z.NEVER;
});

/** `get_pix`: the PIX copia-e-cola somewhere in `pix` (an EMV text; IXC nests it by gateway). */
export const ixcPix = erpRow({
  pix: z
    .unknown()
    .transform((value) => findEmv(value))
    .pipe(z.string()),
});

/** `desbloqueio_confianca`: its error is the unlock refused (used already), not a failure. */
export const ixcUnlock = erpRow({ type: z.enum(["success", "error"]), message: erpText });

/** `su_ticket`: a ticket (`menssagem` is IXC's spelling; `su_status` N, P, EP, S, C). */
export const ixcTicket = erpRow({
  id: erpRequiredText,
  protocolo: erpText,
  titulo: erpText,
  menssagem: erpText,
  su_status: erpText,
  data_criacao: ixcMoment,
  data_ultima_alteracao: ixcMoment,
});

/** `su_mensagens`: what happened to a ticket; `visibilidade_mensagens` P is the staff's private note. */
export const ixcTicketMessage = erpRow({
  mensagem: erpText,
  data: ixcMoment,
  visibilidade_mensagens: erpText,
});

/** `rad_caixa_ftth`: a fibre box, coordinates as text (a comma may be the decimal mark), ports in `capacidade`. */
export const ixcBox = erpRow({
  id: erpRequiredText,
  descricao: erpText,
  latitude: erpText,
  longitude: erpText,
  capacidade: erpText,
});

/** `radpop_radio_cliente_fibra`: a contract's ONU, its GPON serial in `mac`. */
export const ixcOnu = erpRow({ mac: erpText });

/** `radusuarios`: a contract's login, its access's state (`online` S/N) and last connection. */
export const ixcLogin = erpRow({
  id: erpRequiredText,
  ativo: erpText,
  online: erpText,
  ultima_conexao_inicial: ixcMoment,
  ultima_conexao_final: ixcMoment,
});

/** `radusuarios_consumo_m`: a login's traffic in a month (`data` its first day), bytes as text. */
export const ixcUsageMonth = erpRow({ data: erpText, consumo: ixcBytes, consumo_upload: ixcBytes });

/** A row a sign-up or a lead wrote (`contato`, `crm_canditados`, `crm_negociacoes`), found by its mark in `obs`. */
export const ixcMarked = erpRow({ id: erpRequiredText, obs: erpText });

/** `cliente_arquivos`: a file of a client's, by its description. */
export const ixcFile = erpRow({ descricao: erpText });
