import { SLOT_END_TIME, SLOT_START_TIME } from "../../domain/install-slots";
import { provesIdentity } from "../../domain/subscriber";
import { erpList, erpRequiredText, erpRow, erpText, parseAnswer } from "./answers";
import {
  type AddressQuery,
  type AddressViability,
  type ErpAdapter,
  type ErpCapabilities,
  ErpError,
  type FiscalDocument,
  type Invoice,
  type MaskedContact,
  maskEmail,
  maskPhone,
  onFileOf,
  type PaymentData,
  type ProspectInput,
  type SignUpDelivery,
  type Subscriber,
  type SubscriberContract,
  type TicketRecord,
  type TicketTopic,
  type TrustUnlockAnswer,
  ticketTitle,
  type UsageMonth,
} from "./contract";
import {
  cents,
  dateInText,
  erpRequest,
  findEmv,
  isRow,
  PROSPECT_MARK,
  parseJson,
  type Row,
  requiredText,
  saoPauloToday,
  text,
  titleCase,
} from "./http";

// Hubsoft (decision 0037), from its official public documentation (github.com/hubsoftbrasil/api):
// - OAuth password grant: `POST /oauth/token` with JSON {grant_type: "password", client_id,
//   client_secret, username, password} → {access_token, expires_in}; every call then sends
//   `Authorization: Bearer <token>` and gets HTTP 401 without a valid one (ERP_TOKEN is
//   `client_id:client_secret:username:password`); the token is kept in memory until it expires and fetched
//   again once when a call gets 401;
// - answers are `{status: "success" | "error", msg, …}`: `status: "error"` is a refusal;
// - `GET /api/v1/integracao/cliente?busca=cpf_cnpj&termo_busca=` → `clientes[]` with `servicos[]`
//   (`id_cliente_servico`, the number a company proves itself with, `nome`, `status_prefixo`) and the
//   birth date as Hubsoft spells it, `data_nascmento` ('YYYY-MM-DD hh:mm:ss'); the services also carry the PPPoE
//   password, never read here;
// - `GET /api/v1/integracao/cliente/financeiro?busca=codigo_cliente&apenas_pendente=sim` → `faturas[]`
//   (`id_fatura`, `valor`, `data_vencimento` as dd/mm/aaaa, `linha_digitavel`); the public docs give no
//   PIX field nor a PDF route, so the PIX code is the EMV text (`000201…`) in whichever field of the bill
//   holds it, and no PDF is offered;
// - `POST /api/v1/integracao/cliente/desbloqueio_confianca {id_cliente_servico, dias_desbloqueio}` (the
//   panel's rule caps the days) → msg "…até a data dd/mm/aaaa";
// - `POST /api/v1/integracao/atendimento {id_cliente_servico, descricao, nome, telefone (DDNNNNNNNNN)}`
//   → `atendimento.protocolo`;
// - no viability by CEP (zones only): checkCoverage is not offered;
// - `POST /api/v1/integracao/mapeamento/viabilidade/consultar {tipo_busca: "endereco", raio, endereco:
//   {numero, endereco, bairro, cidade, estado}, detalhar_portas}` → `projetos` (under `resultado` in some
//   versions): a list whose `busca.elementos.data[]` are the boxes in reach (`caixa`, `disponiveis`), or a
//   text ('Nenhum Projeto foi compativel com a localizacao.') when none is (addressViability, issue 56);
// - `POST /api/v1/integracao/prospecto` (cep, servico {id_servico, valor}, nome_razaosocial, telefone,
//   tipo_pessoa, bairro, endereco, numero required), and `GET …/prospecto?busca=<name>` to find one;
// - issue 58: `GET cliente?…&ultima_conexao=sim` adds to each service `ultima_conexao` ({conectado,
//   ultima_conexao_datetime, ultima_desconexao_datetime}, or `[]` when RADIUS has none); `GET
//   cliente/nota_fiscal?busca=id_cliente&termo_busca=` → `notas_fiscais[]` (modelo 21/22: id_nota_fiscal,
//   numero_nota, valor, data_emissao_br, cancelado, tipo_documento_fiscal.descricao) and `nfses[]`, with no
//   PDF route for a nota fiscal (the desk lists them and says so); `POST cliente/financeiro/enviar_email
//   {id_fatura}` and `…/enviar_sms {id_fatura}` send a bill to the e-mails and mobiles on file, answering
//   whom (`job.emails[].email`, `sms_enviados[].telefone`). The docs still show no PIX field, payment link
//   nor boleto PDF on a bill (decision 0037 stands): a PIX code in any field of the bill is used.
// - issue 67 ('Minha conta'): the holder is `cliente?busca=cpf_cnpj` with `email_principal` and
//   `telefone_primario`, where the sign-in code goes; `POST cliente/autenticacao {usuario, senha}` checks
//   the password of the subscriber central (WEB or APP) and answers the client (`cpf_cnpj`), `status:
//   "error"` otherwise: the central sign-in, offered only when the provider turns it on; `GET cliente/
//   extrato_conexao?busca=login&termo_busca=<PPPoE login>&data_inicio&data_fim&limit=50` gives the
//   connections of a period with `estatisticas.download_total` and `upload_total` in megabytes (the
//   service's `login` comes with `cliente`); `GET cliente/atendimento?busca=codigo_cliente&apenas_pendente=
//   nao` lists the tickets (`protocolo`, `tipo_atendimento`, `descricao_abertura`, `descricao_fechamento`,
//   `data_cadastro` and `data_fechamento` as dd/mm/aaaa, `status`, `ordens_servico[]` with their
//   `data_inicio_programado` and `descricao_fechamento`).
// - issue 67: the collection documents no route to cancel, change a due day, an address or a plan, nor a
//   router's Wi-Fi (`rede/cpe` only reboots and restores): each is an `atendimento` typed by
//   `id_tipo_atendimento` (the provider's, from `configuracao/tipo_atendimento`; SAC when not given),
//   its `descricao` opening with what it asks. `GET configuracao/vencimento` → `vencimentos[]`
//   ({id_vencimento, dia_vencimento}, 'ultimo_dia' for the month's last) lists the due days;
//   `email_principal` and `telefone_primario` are where a request's protocol goes.
// - issue 68 (installation slots): a prospect has no order of service; staff convert it into a client,
//   which opens the installation's order 'aguardando_agendamento'. When staff confirm the slot the sign-up
//   holds, `GET cliente/ordem_servico?busca=cpf_cnpj&termo_busca=&status=aguardando_agendamento` finds that
//   order (`ordens_servico[]`: `id_ordem_servico`, `tipo` 'INSTALAÇÃO…'), `POST ordem_servico/agendar
//   {id_ordem_servico}` schedules it and `POST ordem_servico/reagendar {id_ordem_servico,
//   data_inicio_programado, hora_inicio_programado, data_termino_programado, hora_termino_programado}` sets
//   it to the slot's period.

const CAPABILITIES: ErpCapabilities = {
  findSubscriber: true,
  openInvoices: true,
  paymentData: true,
  trustUnlock: true,
  openTicket: true,
  checkCoverage: false,
  createProspect: true,
  // No maintenance list in its public API: notices are typed in the console.
  maintenanceList: false,
  createSignUp: true,
  // `mapeamento/viabilidade/consultar`: boxes near the address with their free ports.
  addressViability: true,
  ftthBoxes: false,
  contractPdf: false,
  fiscalDocuments: true,
  sendInvoice: true,
  accessStatus: true,
  findHolder: true,
  // Only when the provider turns it on (HubsoftOptions.centralSignIn).
  centralSignIn: false,
  usage: true,
  tickets: true,
  changeWifi: false,
  cpeSerial: false,
  scheduleInstallation: true,
};

/** Hubsoft's extract counts megabytes (the RADIUS octets over 1024²). */
const MEGABYTE = 1024 * 1024;

/** Hubsoft's own rule (panel) caps it; 3 days is the common trust-unlock period. */
const DEFAULT_UNLOCK_DAYS = 3;
/** A token is renewed this long before Hubsoft says it expires. */
const TOKEN_MARGIN_MS = 60_000;

/** Hubsoft answered `status: "error"`: it will not do it (as opposed to a refused credential). */
class HubsoftRefusal extends ErpError {
  constructor(path: string) {
    super("refused", `${path}: error answer`);
  }
}

export type HubsoftOptions = {
  /** ALLOW_PRIVATE_ADDRESSES, or an ERP the environment names: its address may be a private one. */
  allowPrivateAddresses?: boolean | undefined;
  url: string;
  /** `client_id:client_secret:username:password`. */
  token: string;
  timeoutMs?: number;
  unlockDays?: number;
  /** The plan a prospect is filed under (`servico.id_servico`); the provider's own, 1 when not given. */
  prospectServiceId?: number;
  /** An attendance type per topic of a self-service request (issue 67); SAC when not named. */
  ticketTypes?: Partial<Record<TicketTopic, string>>;
  today?: () => string;
  now?: () => number;
  /** The subscriber central's password signs in to 'Minha conta' too (issue 67; the console's switch). */
  centralSignIn?: boolean;
};

/** `cliente/ordem_servico`'s orders: the id to schedule and the type that tells an installation. */
const WAITING_ORDERS = erpRow({
  ordens_servico: erpList(erpRow({ id_ordem_servico: erpRequiredText, tipo: erpText })),
});

export function createHubsoftAdapter(options: HubsoftOptions): ErpAdapter {
  const base = options.url.replace(/\/+$/, "");
  const [clientId = "", clientSecret = "", username = "", ...rest] = options.token.split(":");
  const password = rest.join(":");
  const today = options.today ?? saoPauloToday;
  const now = options.now ?? Date.now;
  let session: { token: string; expiresAt: number } | undefined;

  const jsonAnswer = (text: string, what: string): Row => {
    const parsed = parseJson(text, what);
    if (!isRow(parsed)) throw new ErpError("bad_answer", `${what}: not an object`);
    return parsed;
  };

  const login = async (): Promise<string> => {
    if (session && now() < session.expiresAt) return session.token;
    const response = await erpRequest({
      method: "POST",
      url: `${base}/oauth/token`,
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({
        grant_type: "password",
        client_id: clientId,
        client_secret: clientSecret,
        username,
        password,
      }),
      timeoutMs: options.timeoutMs,
      allowPrivate: options.allowPrivateAddresses,
    });
    if (response.status >= 500) throw new ErpError("unavailable", `oauth/token: HTTP ${response.status}`);
    if (response.status >= 400) throw new ErpError("refused", `oauth/token: HTTP ${response.status}`);
    const answer = jsonAnswer(response.text, "oauth/token");
    const token = text(answer.access_token);
    if (!token) throw new ErpError("bad_answer", "oauth/token: no access_token");
    const seconds = typeof answer.expires_in === "number" ? answer.expires_in : 0;
    session = { token, expiresAt: now() + Math.max(0, seconds * 1000 - TOKEN_MARGIN_MS) };
    return token;
  };

  const api = async (
    method: "GET" | "POST",
    path: string,
    params: Record<string, string> | Row,
  ): Promise<Row> => {
    const url =
      method === "GET"
        ? `${base}/api/v1/integracao/${path}?${new URLSearchParams(params as Record<string, string>)}`
        : `${base}/api/v1/integracao/${path}`;
    const send = async () =>
      erpRequest({
        method,
        url,
        headers: {
          Accept: "application/json",
          Authorization: `Bearer ${await login()}`,
          ...(method === "POST" ? { "Content-Type": "application/json" } : {}),
        },
        body: method === "POST" ? JSON.stringify(params) : undefined,
        timeoutMs: options.timeoutMs,
        allowPrivate: options.allowPrivateAddresses,
      });
    let response: Awaited<ReturnType<typeof erpRequest>>;
    try {
      response = await send();
    } catch (error) {
      // An expired or revoked token: log in again once.
      if (!(error instanceof ErpError) || error.failure !== "refused") throw error;
      session = undefined;
      response = await send();
    }
    if (response.status >= 500) throw new ErpError("unavailable", `${path}: HTTP ${response.status}`);
    const answer = jsonAnswer(response.text, path);
    // Hubsoft's refusals (a missing field, a rule of the panel) come as status "error", 200 or 422.
    if (answer.status === "error") throw new HubsoftRefusal(path);
    if (response.status >= 400) throw new ErpError("bad_answer", `${path}: HTTP ${response.status}`);
    // `cliente/ordem_servico`'s documented answer spells it "suscess".
    if (answer.status !== "success" && answer.status !== "suscess")
      throw new ErpError("bad_answer", `${path}: no status`);
    return answer;
  };

  const listOf = (answer: Row, key: string, path: string): Row[] => {
    const rows = answer[key];
    if (!Array.isArray(rows) || !rows.every(isRow))
      throw new ErpError("bad_answer", `${path}: ${key} not a list`);
    return rows;
  };

  type Bill = Invoice & { pixCode: string | undefined };

  const billsOf = async (clientCode: string): Promise<Bill[]> => {
    const answer = await api("GET", "cliente/financeiro", {
      busca: "codigo_cliente",
      termo_busca: clientCode,
      apenas_pendente: "sim",
      order_by: "data_vencimento",
      order_type: "asc",
      limit: "50",
    });
    const current = today();
    return listOf(answer, "faturas", "cliente/financeiro")
      .filter((row) => row.data_pagamento === null || row.data_pagamento === undefined)
      .map((row): Bill => {
        const dueDate = isoDate(text(row.data_vencimento));
        if (!dueDate) throw new ErpError("bad_answer", "cliente/financeiro.data_vencimento: not a date");
        const line = text(row.linha_digitavel).replace(/\D/g, "");
        const pixCode = findEmv(row);
        return {
          id: requiredText(row.id_fatura, "cliente/financeiro.id_fatura"),
          dueDate,
          amountCents: cents(row.valor, "cliente/financeiro.valor"),
          overdue: dueDate < current,
          hasPix: pixCode !== undefined,
          // No documented PDF route: the linha digitável is shown, no PDF button.
          hasBoleto: false,
          digitableLine: line || undefined,
          pixCode,
        };
      });
  };

  /** The client of a document with the contact on file (`cliente?busca=cpf_cnpj`). */
  const holderOf = async (digits: string): Promise<Subscriber | undefined> => {
    const answer = await api("GET", "cliente", {
      busca: "cpf_cnpj",
      termo_busca: digits,
      cancelado: "nao",
      limit: "5",
    });
    const [client] = listOf(answer, "clientes", "cliente");
    if (!client) return undefined;
    const services = Array.isArray(client.servicos) ? client.servicos.filter(isRow) : [];
    const live = services.filter((service) => !text(service.status_prefixo).startsWith("cancelado"));
    if (live.length === 0) return undefined;
    return {
      id: requiredText(client.codigo_cliente, "cliente.codigo_cliente"),
      firstName: titleCase(text(client.nome_razaosocial).trim().split(/\s+/)[0] ?? ""),
      kind: text(client.tipo_pessoa) === "pj" ? "company" : "person",
      birthDate: undefined,
      ...contactOf(client),
      ...onFileOf(client.email_principal, client.telefone_primario),
      contracts: live.map((service): SubscriberContract => {
        const place = isRow(service.endereco_instalacao) ? service.endereco_instalacao : {};
        const cep = text(place.cep).replace(/\D/g, "");
        return {
          id: requiredText(service.id_cliente_servico, "cliente.servicos.id_cliente_servico"),
          label: text(service.nome).trim() || `Serviço ${text(service.id_cliente_servico)}`,
          blocked: /^(suspenso|bloqueio|bloqueado)/.test(text(service.status_prefixo)),
          ...(cep.length === 8 ? { installationCep: cep } : {}),
        };
      }),
    };
  };

  const documentDigits = (document: string) => {
    const digits = document.replace(/[^0-9A-Za-z]/g, "").toUpperCase();
    return digits.length === 11 || digits.length === 14 ? digits : undefined;
  };

  return {
    name: "Hubsoft",
    capabilities: { ...CAPABILITIES, centralSignIn: options.centralSignIn === true },

    async findSubscriber(lookup) {
      // One call whatever the answer (the token is fetched the same way for everyone): the services come
      // with the client, so an unknown document and a wrong proof cost the same (issue 55, M2).
      const digits = lookup.document.replace(/[^0-9A-Za-z]/g, "").toUpperCase();
      if (digits.length !== 11 && digits.length !== 14) return undefined;
      const answer = await api("GET", "cliente", {
        busca: "cpf_cnpj",
        termo_busca: digits,
        cancelado: "nao",
        limit: "5",
      });
      const [client] = listOf(answer, "clientes", "cliente");
      if (!client) return undefined;
      const services = Array.isArray(client.servicos) ? client.servicos.filter(isRow) : [];
      const live = services.filter((service) => !text(service.status_prefixo).startsWith("cancelado"));
      const birth = text(client.data_nascmento ?? client.data_nascimento).slice(0, 10);
      const subscriber: Subscriber = {
        id: requiredText(client.codigo_cliente, "cliente.codigo_cliente"),
        firstName: titleCase(text(client.nome_razaosocial).trim().split(/\s+/)[0] ?? ""),
        kind: text(client.tipo_pessoa) === "pj" ? "company" : "person",
        // A missing date shows as the Unix epoch in Hubsoft's examples (1969-12-31): no proof from it.
        birthDate: /^\d{4}-\d{2}-\d{2}$/.test(birth) && birth !== "1969-12-31" ? birth : undefined,
        ...contactOf(client),
        ...onFileOf(client.email_principal, client.telefone_primario),
        contracts: live.map((service): SubscriberContract => {
          const place = isRow(service.endereco_instalacao) ? service.endereco_instalacao : {};
          const cep = text(place.cep).replace(/\D/g, "");
          return {
            id: requiredText(service.id_cliente_servico, "cliente.servicos.id_cliente_servico"),
            label: text(service.nome).trim() || `Serviço ${text(service.id_cliente_servico)}`,
            blocked: /^(suspenso|bloqueio|bloqueado)/.test(text(service.status_prefixo)),
            ...(cep.length === 8 ? { installationCep: cep } : {}),
          };
        }),
      };
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
        const answer = await api("POST", "cliente/desbloqueio_confianca", {
          id_cliente_servico: contractId,
          dias_desbloqueio: String(options.unlockDays ?? DEFAULT_UNLOCK_DAYS),
        });
        return { ok: true, until: dateInText(text(answer.msg)) };
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

    async openTicket(_subscriber, contractId, message, contact, topic: TicketTopic = "support") {
      const type = options.ticketTypes?.[topic];
      const answer = await api("POST", "atendimento", {
        id_cliente_servico: contractId,
        ...(type ? { id_tipo_atendimento: type } : {}),
        descricao: topic === "support" ? message : `${ticketTitle(topic)}\n\n${message}`,
        nome: contact.name,
        telefone: contact.phone.replace(/\D/g, "").replace(/^55(?=\d{10,11}$)/, ""),
      });
      const ticket = isRow(answer.atendimento) ? answer.atendimento : {};
      return { protocol: requiredText(ticket.protocolo, "atendimento.protocolo") };
    },

    async checkCoverage() {
      return undefined;
    },

    async dueDays() {
      const answer = await api("GET", "configuracao/vencimento", {});
      return listOf(answer, "vencimentos", "configuracao/vencimento").flatMap((row) => {
        const day = Number(row.dia_vencimento);
        // 'ultimo_dia' (the month's last) is not a day every month has: not offered.
        return Number.isInteger(day) && day >= 1 && day <= 28 ? [{ id: text(row.id_vencimento), day }] : [];
      });
    },

    async addressViability(query: AddressQuery): Promise<AddressViability | undefined> {
      const answer = await api("POST", "mapeamento/viabilidade/consultar", {
        tipo_busca: "endereco",
        raio: query.radiusMeters,
        endereco: {
          numero: query.number,
          endereco: query.street ?? "",
          bairro: "",
          cidade: query.city ?? "",
          estado: query.uf ?? "",
        },
        detalhar_portas: 1,
      });
      const projects = isRow(answer.resultado) ? answer.resultado.projetos : answer.projetos;
      if (typeof projects === "string")
        return { viable: false, detail: "Nenhum projeto de rede no endereço." };
      if (!Array.isArray(projects)) throw new ErpError("bad_answer", "viabilidade: projetos not a list");
      const boxes = projects.flatMap((project) => {
        const busca = isRow(project) ? project.busca : undefined;
        const elementos = isRow(busca) ? busca.elementos : undefined;
        const data = isRow(elementos) ? elementos.data : undefined;
        return Array.isArray(data) ? data.filter(isRow) : [];
      });
      if (boxes.length === 0) return { viable: false, detail: "Nenhuma caixa no raio." };
      const best = boxes.reduce((a, b) => (Number(b.disponiveis) > Number(a.disponiveis) ? b : a));
      const free = Number(best.disponiveis);
      const name = text(best.caixa).trim() || "sem nome";
      return Number.isFinite(free) && free > 0
        ? { viable: true, detail: `Caixa ${name} com ${free} porta(s) livre(s).` }
        : { viable: false, detail: "Caixas no raio sem portas livres." };
    },

    async createProspect(prospect: ProspectInput) {
      const mark = `${PROSPECT_MARK}${prospect.idempotencyKey}`;
      // A delivery that timed out may have been stored: Hubsoft searches prospects by name only.
      const found = await api("GET", "prospecto", { busca: prospect.name });
      if (listOf(found, "prospectos", "prospecto").some((row) => text(row.observacao).includes(mark))) return;
      const answer = await api("POST", "prospecto", {
        nome_razaosocial: prospect.name,
        tipo_pessoa: "pf",
        telefone: prospect.phone,
        ...(prospect.email ? { email: prospect.email } : {}),
        // Required by Hubsoft; a lead has only its CEP: the sales team completes the address.
        cep: prospect.cep ?? "00000000",
        bairro: "A confirmar",
        endereco: "A confirmar",
        numero: 0,
        servico: { id_servico: options.prospectServiceId ?? 1, valor: 0 },
        observacao: `${prospect.note}${prospect.city ? ` (${prospect.city}${prospect.uf ? `/${prospect.uf}` : ""})` : ""}\n${mark}`,
      });
      if (!isRow(answer.prospecto)) throw new ErpError("bad_answer", "prospecto: no prospecto");
    },

    async createSignUp(signUp: SignUpDelivery) {
      const mark = `${PROSPECT_MARK}${signUp.idempotencyKey}`;
      const found = await api("GET", "prospecto", { busca: signUp.name });
      if (listOf(found, "prospectos", "prospecto").some((row) => text(row.observacao).includes(mark))) return;
      // Issue 68 (decision 0085): a repeat of a CPF whose first sign-up was delivered writes no second
      // pre-registration. The public API documents no route that edits one, so the sales team reads the
      // repeat's changes in Contratações ('mesmo CPF de CT-…') and in its alert.
      if (signUp.repeatOf) return;
      const { address } = signUp;
      // The service by its name among those Hubsoft offers at this CEP; else the prospects' service, with
      // the plan named in the note for the sales team.
      const offered = await api("GET", "prospecto/create", { cep: address.cep });
      const wanted = signUp.plan.name.trim().toLowerCase();
      const service = listOf(offered, "servicos", "prospecto/create").find(
        (row) => text(row.descricao).trim().toLowerCase() === wanted,
      );
      const answer = await api("POST", "prospecto", {
        nome_razaosocial: signUp.name,
        tipo_pessoa: "pf",
        cpf_cnpj: signUp.cpf,
        data_nascimento: signUp.birthDate,
        telefone: signUp.whatsapp,
        email: signUp.email,
        cep: address.cep,
        endereco: address.street,
        numero: address.number,
        complemento: address.complement,
        bairro: address.district,
        servico: service
          ? { id_servico: Number(service.id_servico), valor: signUp.plan.price }
          : { id_servico: options.prospectServiceId ?? 1, valor: signUp.plan.price },
        id_externo: signUp.protocol,
        observacao: `${signUp.note}\n${mark}`,
      });
      if (!isRow(answer.prospecto)) throw new ErpError("bad_answer", "prospecto: no prospecto");
    },

    async scheduleInstallation({ cpf, slot }) {
      const answer = await api("GET", "cliente/ordem_servico", {
        busca: "cpf_cnpj",
        termo_busca: cpf,
        status: "aguardando_agendamento",
        order_by: "data_cadastro",
        order_type: "desc",
        limit: "20",
      });
      const { ordens_servico: orders } = parseAnswer(WAITING_ORDERS, answer, "cliente/ordem_servico");
      // The newest installation order still waiting; a support order of the same client is not it.
      const order = orders.find((row) => /instala/i.test(row.tipo));
      if (!order) return "no_order";
      await api("POST", "ordem_servico/agendar", { id_ordem_servico: order.id_ordem_servico });
      await api("POST", "ordem_servico/reagendar", {
        id_ordem_servico: order.id_ordem_servico,
        data_inicio_programado: slot.date,
        hora_inicio_programado: SLOT_START_TIME[slot.period],
        data_termino_programado: slot.date,
        hora_termino_programado: SLOT_END_TIME[slot.period],
      });
      return "scheduled";
    },

    async ping() {
      await api("GET", "cliente", { busca: "codigo_cliente", termo_busca: "0", limit: "1" });
    },

    async findHolder(document) {
      const digits = documentDigits(document);
      return digits ? holderOf(digits) : undefined;
    },

    async centralSignIn(document, password) {
      const digits = documentDigits(document);
      if (!digits || !options.centralSignIn) return undefined;
      let answer: Row;
      try {
        answer = await api("POST", "cliente/autenticacao", { usuario: digits, senha: password });
      } catch (error) {
        // The central's refusal: a wrong password or an unknown user, the same answer.
        if (error instanceof HubsoftRefusal) return undefined;
        throw error;
      }
      const client = isRow(answer.cliente) ? answer.cliente : {};
      // Whoever the central signed in, the account is the document's own.
      if (
        text(client.cpf_cnpj)
          .replace(/[^0-9A-Za-z]/g, "")
          .toUpperCase() !== digits
      )
        return undefined;
      return holderOf(digits);
    },

    async usage(subscriber, contractId, months): Promise<UsageMonth[]> {
      const found = await api("GET", "cliente", {
        busca: "codigo_cliente",
        termo_busca: subscriber.id,
        limit: "1",
      });
      const [client] = listOf(found, "clientes", "cliente");
      const services = client && Array.isArray(client.servicos) ? client.servicos.filter(isRow) : [];
      const login = text(
        services.find((service) => text(service.id_cliente_servico) === contractId)?.login,
      ).trim();
      if (!login) return [];
      const result = await Promise.all(
        months.map(async (month): Promise<UsageMonth | undefined> => {
          const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0));
          const answer = await api("GET", "cliente/extrato_conexao", {
            busca: "login",
            termo_busca: login,
            data_inicio: `${month}-01`,
            data_fim: last.toISOString().slice(0, 10),
            limit: "50",
          });
          const stats = isRow(answer.estatisticas) ? answer.estatisticas : undefined;
          const records = Array.isArray(answer.registros) ? answer.registros.filter(isRow) : [];
          if (!stats && records.length === 0) return undefined;
          // The period's statistics when given (they count every connection, past the page's 50).
          const megabytes = (statsKey: string, rowKey: string) => {
            const value = stats
              ? Number(stats[statsKey] ?? 0)
              : records.reduce((total, row) => total + Number(row[rowKey] ?? 0), 0);
            if (!Number.isFinite(value) || value < 0)
              throw new ErpError("bad_answer", `extrato_conexao.${statsKey}: not a count`);
            return Math.round(value * MEGABYTE);
          };
          const downloadBytes = megabytes("download_total", "download_megabytes");
          const uploadBytes = megabytes("upload_total", "upload_megabytes");
          return downloadBytes + uploadBytes > 0 ? { month, downloadBytes, uploadBytes } : undefined;
        }),
      );
      return result.filter((month): month is UsageMonth => month !== undefined);
    },

    async tickets(subscriber): Promise<TicketRecord[]> {
      const answer = await api("GET", "cliente/atendimento", {
        busca: "codigo_cliente",
        termo_busca: subscriber.id,
        apenas_pendente: "nao",
        order_by: "data_cadastro",
        order_type: "desc",
        limit: "20",
      });
      return listOf(answer, "atendimentos", "cliente/atendimento").map((row): TicketRecord => {
        const opened = isoDate(text(row.data_cadastro).slice(0, 10));
        const closed = isoDate(text(row.data_fechamento).slice(0, 10));
        const orders = Array.isArray(row.ordens_servico) ? row.ordens_servico.filter(isRow) : [];
        const events: TicketRecord["events"] = [];
        // The API's own note on tickets it opened ('| ATENDIMENTO ABERTO VIA API') is not the subscriber's.
        const description = text(row.descricao_abertura).split(" | ")[0]!.trim();
        if (description) events.push({ at: opened, text: description });
        for (const order of orders) {
          const scheduled = text(order.data_inicio_programado).trim();
          if (scheduled)
            events.push({
              at: isoDate(text(order.data_cadastro).slice(0, 10)),
              text: `Visita técnica agendada para ${scheduled.slice(0, 16).replace(" ", " às ")}.`,
            });
          if (text(order.descricao_fechamento).trim())
            events.push({
              at: isoDate(text(order.data_termino_executado).slice(0, 10)),
              text: text(order.descricao_fechamento).trim(),
            });
        }
        if (text(row.descricao_fechamento).trim())
          events.push({ at: closed, text: text(row.descricao_fechamento).trim() });
        return {
          protocol: requiredText(row.protocolo, "cliente/atendimento.protocolo"),
          subject: text(row.tipo_atendimento).trim() || "Atendimento",
          openedAt: opened,
          closedAt: closed,
          open: !closed,
          status: text(row.status).trim() || (closed ? "Fechado" : "Pendente"),
          events,
        };
      });
    },

    async accessStatus(subscriber, contractId) {
      const answer = await api("GET", "cliente", {
        busca: "codigo_cliente",
        termo_busca: subscriber.id,
        ultima_conexao: "sim",
        limit: "1",
      });
      const [client] = listOf(answer, "clientes", "cliente");
      const services = client && Array.isArray(client.servicos) ? client.servicos.filter(isRow) : [];
      const service = services.find((candidate) => text(candidate.id_cliente_servico) === contractId);
      const last = service && isRow(service.ultima_conexao) ? service.ultima_conexao : undefined;
      if (!last || typeof last.conectado !== "boolean") return undefined;
      return {
        online: last.conectado,
        since: hubsoftMoment(last.conectado ? last.ultima_conexao_datetime : last.ultima_desconexao_datetime),
      };
    },

    async fiscalDocuments(subscriber): Promise<FiscalDocument[]> {
      // The notes are searched by `id_cliente`, the desk knows the client's code: one read for it first.
      const found = await api("GET", "cliente", {
        busca: "codigo_cliente",
        termo_busca: subscriber.id,
        limit: "1",
      });
      const [client] = listOf(found, "clientes", "cliente");
      if (!client) return [];
      const answer = await api("GET", "cliente/nota_fiscal", {
        busca: "id_cliente",
        termo_busca: requiredText(client.id_cliente, "cliente.id_cliente"),
      });
      const notes = Array.isArray(answer.notas_fiscais) ? answer.notas_fiscais.filter(isRow) : [];
      const services = Array.isArray(answer.nfses) ? answer.nfses.filter(isRow) : [];
      return [
        ...notes
          .filter((row) => row.cancelado !== true)
          .map(
            (row): FiscalDocument => ({
              id: requiredText(row.id_nota_fiscal, "nota_fiscal.id_nota_fiscal"),
              number: requiredText(row.numero_nota, "nota_fiscal.numero_nota"),
              issuedOn: isoDate(text(row.data_emissao_br).slice(0, 10)),
              amountCents: row.valor === undefined ? undefined : cents(row.valor, "nota_fiscal.valor"),
              kind: isRow(row.tipo_documento_fiscal)
                ? text(row.tipo_documento_fiscal.descricao).trim() || "Nota fiscal"
                : "Nota fiscal",
              hasPdf: false,
            }),
          ),
        ...services.map(
          (row): FiscalDocument => ({
            id: requiredText(row.id_nfse, "nota_fiscal.id_nfse"),
            number: requiredText(row.numero, "nota_fiscal.nfses.numero"),
            issuedOn: isoDate(text(row.data_cadastro_br).slice(0, 10)),
            amountCents: row.valor === undefined ? undefined : cents(row.valor, "nota_fiscal.nfses.valor"),
            kind: "Nota fiscal de serviço (NFS-e)",
            hasPdf: false,
          }),
        ),
      ].sort((a, b) => (b.issuedOn ?? "").localeCompare(a.issuedOn ?? ""));
    },

    async sendInvoice(subscriber, invoice, channel) {
      if (channel === "email") {
        const answer = await api("POST", "cliente/financeiro/enviar_email", { id_fatura: invoice.id });
        const job = isRow(answer.job) ? answer.job : {};
        const emails = Array.isArray(job.emails) ? job.emails.filter(isRow) : [];
        const sentTo = emails.map((row) => maskEmail(row.email)).find(Boolean);
        return { sentTo: sentTo ?? subscriber.contact?.email };
      }
      const answer = await api("POST", "cliente/financeiro/enviar_sms", { id_fatura: invoice.id });
      const sent = Array.isArray(answer.sms_enviados) ? answer.sms_enviados.filter(isRow) : [];
      const sentTo = sent.map((row) => maskPhone(row.telefone)).find(Boolean);
      return { sentTo: sentTo ?? subscriber.contact?.phone };
    },
  };
}

/** The masked e-mail and mobile of a client (issue 58): only what the desk may show. */
function contactOf(client: Row): { contact?: MaskedContact } {
  const email = maskEmail(client.email_principal);
  const phone = maskPhone(client.telefone_primario);
  return email || phone ? { contact: { ...(email ? { email } : {}), ...(phone ? { phone } : {}) } } : {};
}

/** '2019-12-15 18:22:24-03' → an ISO instant; anything else → undefined. */
function hubsoftMoment(value: unknown): string | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})([+-]\d{2})(?::?(\d{2}))?$/.exec(
    text(value).trim(),
  );
  if (!match) return undefined;
  const instant = new Date(`${match[1]}T${match[2]}${match[3]}:${match[4] ?? "00"}`);
  return Number.isNaN(instant.getTime()) ? undefined : instant.toISOString();
}

/** 'dd/mm/aaaa' (or already 'aaaa-mm-dd') → 'aaaa-mm-dd'. */
function isoDate(value: string): string | undefined {
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (br) return `${br[3]}-${br[2]}-${br[1]}`;
  return /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined;
}
