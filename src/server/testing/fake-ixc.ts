import {
  type FakeAnswer,
  type FakeErpBehaviour,
  type FakeRequest,
  type FakeRoute,
  fakeErpBehaviour,
  startFakeErp,
  textAnswer,
} from "./fake-erp-scaffold";

// A local stand-in for IXC Provedor's webservice, written from its public documentation and the
// behaviour integrators measured (decision 0037): Basic `userId:token`, listings by POST with the header
// `ixcsoft: listar`, errors with HTTP 200 (a bad token gets HTML, not JSON), `cnpj_cpf` stored masked,
// every value a string, `get_pix` registering a charge for an invoice without one, `get_boleto` answering
// an empty body for an unknown invoice, `rad_caixa_ftth` (boxes with coordinates as text and capacity) and
// `radpop_radio_cliente_fibra` (ONUs by box) paged by `page`/`rp`. It keeps what tests need to see: every call and every write.

export type FakeIxcClient = {
  id: string;
  razao: string;
  cnpj_cpf: string;
  tipo_pessoa: "F" | "J";
  data_nascimento: string;
  cep: string;
  ativo: "S" | "N";
  email?: string;
  telefone_celular?: string;
};
/** A PPPoE login (`radusuarios`): the access's state as IXC's RADIUS keeps it (issue 58). */
export type FakeIxcLogin = {
  id: string;
  id_cliente: string;
  id_contrato: string;
  login: string;
  ativo: "S" | "N";
  online: "S" | "N";
  /** 'AAAA-MM-DD HH:MM:SS', the provider's clock. */
  ultima_conexao_inicial: string;
  ultima_conexao_final: string;
};
/** The install's contract print resource the fake knows (its number differs per install). */
export const FAKE_IXC_CONTRACT_PRINT = "cliente_contrato_imprimir_contrato_17678";
export type FakeIxcContract = {
  id: string;
  id_cliente: string;
  contrato: string;
  status: string;
  status_internet: string;
  cep: string;
  /** 'AAAA-MM-DD'; IXC's '0000-00-00' for none (issue 67: the fidelização's months left). */
  data_ativacao?: string;
  /** Whether the trust unlock was used this period. */
  unlockUsed?: boolean;
};
export type FakeIxcInvoice = {
  id: string;
  id_cliente: string;
  id_contrato: string;
  data_vencimento: string;
  valor: string;
  status: "A" | "R" | "C";
  liberado: "S" | "N";
  linha_digitavel: string;
  pix_txid: string;
};

/** A `rad_caixa_ftth` row (the documented fields the adapter reads; every value a string). */
export type FakeIxcBox = {
  id: string;
  descricao: string;
  status: "A" | "I";
  latitude: string;
  longitude: string;
  capacidade: string;
};
/**
 * A `radpop_radio_cliente_fibra` row: an ONU attached to a box's port, of a contract, its GPON serial in
 * `mac` (where IXC keeps it for fibre; integrators match ONUs by it).
 */
export type FakeIxcFibreClient = {
  id: string;
  id_caixa_ftth: string;
  porta_ftth: string;
  id_contrato?: string;
  mac?: string;
};

/** Where the demo boxes are: one street with boxes along it, another with none within a kilometre. */
export const FAKE_IXC_COVERED_POINT = { lat: -20.33, lng: -40.29 } as const;
export const FAKE_IXC_UNCOVERED_POINT = { lat: -20.345, lng: -40.27 } as const;

/** A `radusuarios_consumo_m` row (issue 67): a login's traffic in a month, bytes as text. */
export type FakeIxcUsage = {
  id: string;
  id_login: string;
  /** The month's first day, 'AAAA-MM-DD'. */
  data: string;
  consumo: string;
  consumo_upload: string;
};

export type FakeIxcCall = { table: string; listing: boolean; body: Record<string, unknown> };

export type FakeIxcState = {
  clients: FakeIxcClient[];
  contracts: FakeIxcContract[];
  invoices: FakeIxcInvoice[];
  contacts: Record<string, string>[];
  /** `crm_canditados`: prospects (rows of `cliente` with crm = S), written after their `contato`. */
  candidates: Record<string, string>[];
  /** `crm_negociacoes`: a candidate's negotiation, with its reserved installation day and period. */
  negotiations: Record<string, string>[];
  /** `cliente_arquivos`: files sent as multipart (descricao, id_cliente, local_arquivo). */
  files: { id: string; id_cliente: string; descricao: string; type: string; bytes: Uint8Array }[];
  tickets: Record<string, string>[];
  boxes: FakeIxcBox[];
  fibreClients: FakeIxcFibreClient[];
  logins: FakeIxcLogin[];
  /** `radusuarios_consumo_m` (issue 67). */
  usage: FakeIxcUsage[];
  /** `su_mensagens`: what happened to each ticket (`id_ticket`, `mensagem`, `data`, `visibilidade_mensagens`). */
  messages: Record<string, string>[];
  /** Invoices sent to the client's contact by `get_boleto` (`tipo_boleto` mail or sms). */
  sent: { boletos: string; tipo: string }[];
  /** `cidade` (issue 68): IXC's own cities (`id`, `nome`, `uf` as the `uf` row's id), a contato's `cidade`. */
  cities: { id: string; nome: string; uf: string }[];
  /** `uf`: the states (`id`, `sigla`). */
  states: { id: string; sigla: string }[];
  /** Rows changed by `PUT /webservice/v1/<table>/<id>` (issue 68: a repeat CPF updates, never adds). */
  updates: { table: string; id: string }[];
  calls: FakeIxcCall[];
  /** Charges get_pix registered for invoices without one: a correct adapter leaves it at 0. */
  chargesCreated: number;
};

/** The scaffold's knobs (delay, garbage, down, dropped connections) and IXC's own write faults. */
export type FakeIxcBehaviour = FakeErpBehaviour & {
  /** The next N writes to `contato` fail with HTTP 503 before storing anything. */
  failContacts: number;
  /** The next N writes to `contato` are stored, then the answer never comes (the client times out). */
  hangAfterStoringContacts: number;
  /** The next N tickets (`su_ticket`) fail with HTTP 503 before storing anything (issue 67). */
  failTickets: number;
};

export const FAKE_IXC_TOKEN = "7:5f4dcc3b5aa765d61d8327deb882cf99";
/** An EMV payload of the shape PIX copia-e-cola has (not a real charge). */
export const FAKE_PIX_CODE =
  "00020101021226870014br.gov.bcb.pix2565pix.example.com.br/qr/v2/cobv/9d36b84fc70b478fb95c12729b90ca255204000053039865802BR5920PROVEDOR EXEMPLO LTDA6008VITORIA62070503***6304ABCD";
const PDF_BASE64 = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n").toString("base64");

export function demoIxcState(): FakeIxcState {
  return {
    clients: [
      {
        id: "101",
        razao: "Maria da Silva Souza",
        cnpj_cpf: "529.982.247-25",
        tipo_pessoa: "F",
        data_nascimento: "1985-03-14",
        cep: "29100-000",
        ativo: "S",
        email: "maria.souza@gmail.com",
        telefone_celular: "(27) 98888-7777",
      },
      {
        id: "202",
        razao: "Padaria Boa Massa LTDA",
        cnpj_cpf: "11.222.333/0001-81",
        tipo_pessoa: "J",
        data_nascimento: "0000-00-00",
        cep: "29101-010",
        ativo: "S",
      },
    ],
    contracts: [
      {
        id: "501",
        id_cliente: "101",
        contrato: "Fibra 500 Mega",
        status: "A",
        status_internet: "CA",
        cep: "29100-000",
        data_ativacao: "2026-05-20",
      },
      {
        id: "502",
        id_cliente: "202",
        contrato: "Empresa 1 Giga",
        status: "A",
        status_internet: "A",
        cep: "29101-010",
      },
    ],
    invoices: [
      {
        id: "9001",
        id_cliente: "101",
        id_contrato: "501",
        data_vencimento: "2026-11-10",
        valor: "99.90",
        status: "A",
        liberado: "S",
        linha_digitavel: "34191.79001 01043.510047 91020.150008 1 12340000009990",
        pix_txid: "9d36b84fc70b478fb95c12729b90ca25",
      },
      {
        id: "9002",
        id_cliente: "101",
        id_contrato: "501",
        data_vencimento: "2026-12-10",
        valor: "99.90",
        status: "A",
        liberado: "S",
        linha_digitavel: "34191.79001 01043.510047 91020.150008 2 12650000009990",
        // No PIX charge yet: asking get_pix for it would register one.
        pix_txid: "",
      },
      {
        id: "9003",
        id_cliente: "101",
        id_contrato: "501",
        data_vencimento: "2026-10-10",
        valor: "99.90",
        status: "R",
        liberado: "S",
        linha_digitavel: "",
        pix_txid: "",
      },
    ],
    contacts: [],
    candidates: [],
    negotiations: [],
    files: [],
    // Maria's ticket of last month, solved, with the technician's visit and a note the staff kept private.
    tickets: [
      {
        id: "71",
        protocolo: "202610150000071",
        id_cliente: "101",
        id_contrato: "501",
        tipo: "C",
        titulo: "Internet lenta à noite",
        menssagem: "A internet fica lenta todas as noites.",
        data_criacao: "2026-10-15 19:20:00",
        data_ultima_alteracao: "2026-10-17 11:05:00",
        su_status: "S",
      },
    ],
    messages: [
      {
        id: "1",
        id_ticket: "71",
        mensagem: "Visita técnica agendada para 16/10, de manhã.",
        data: "2026-10-15 20:02:00",
        visibilidade_mensagens: "T",
      },
      {
        id: "2",
        id_ticket: "71",
        mensagem: "Nota interna: cliente reclama com frequência.",
        data: "2026-10-16 09:00:00",
        visibilidade_mensagens: "P",
      },
      {
        id: "3",
        id_ticket: "71",
        mensagem: "Conector trocado na caixa; velocidade normal.",
        data: "2026-10-17 11:05:00",
        visibilidade_mensagens: "T",
      },
    ],
    usage: [
      {
        id: "1",
        id_login: "801",
        data: "2026-11-01",
        consumo: "152300000000",
        consumo_upload: "18400000000",
      },
      {
        id: "2",
        id_login: "801",
        data: "2026-10-01",
        consumo: "201700000000",
        consumo_upload: "22100000000",
      },
      { id: "3", id_login: "801", data: "2026-09-01", consumo: "98500000000", consumo_upload: "9100000000" },
    ],
    boxes: [
      // Along the covered street: one with free ports 60 m from its point, one full, one turned off.
      {
        id: "31",
        descricao: "CTO-PALMEIRAS-01",
        status: "A",
        latitude: "-20.33050",
        longitude: "-40.29020",
        capacidade: "16",
      },
      {
        id: "32",
        descricao: "CTO-PALMEIRAS-02",
        status: "A",
        latitude: "-20.32920",
        longitude: "-40.29010",
        capacidade: "2",
      },
      {
        id: "33",
        descricao: "CTO-DESATIVADA",
        status: "I",
        latitude: "-20.34500",
        longitude: "-40.27010",
        capacidade: "16",
      },
      // Drawn without coordinates: never near anything.
      {
        id: "34",
        descricao: "CTO-SEM-COORDENADA",
        status: "A",
        latitude: "",
        longitude: "",
        capacidade: "8",
      },
    ],
    fibreClients: [
      { id: "1", id_caixa_ftth: "31", porta_ftth: "1", id_contrato: "501", mac: "ZTEGC8F1A2B3" },
      { id: "2", id_caixa_ftth: "31", porta_ftth: "2" },
      { id: "3", id_caixa_ftth: "32", porta_ftth: "1" },
      { id: "4", id_caixa_ftth: "32", porta_ftth: "2" },
    ],
    logins: [
      {
        id: "801",
        id_cliente: "101",
        id_contrato: "501",
        login: "maria.souza",
        ativo: "S",
        online: "N",
        ultima_conexao_inicial: "2026-11-25 08:00:00",
        ultima_conexao_final: "2026-11-26 07:42:00",
      },
      {
        id: "802",
        id_cliente: "202",
        id_contrato: "502",
        login: "padaria",
        ativo: "S",
        online: "S",
        ultima_conexao_inicial: "2026-11-26 06:15:00",
        ultima_conexao_final: "2026-11-25 23:59:00",
      },
    ],
    sent: [],
    // A homonym in two states, as IXC's table of every municipality has them: the state picks one.
    cities: [
      { id: "3165", nome: "Vitória", uf: "8" },
      { id: "3169", nome: "Vila Velha", uf: "8" },
      { id: "3150", nome: "Serra", uf: "8" },
      { id: "3112", nome: "Cariacica", uf: "8" },
      { id: "3098", nome: "Boa Esperança", uf: "8" },
      { id: "1455", nome: "Boa Esperança", uf: "11" },
    ],
    states: [
      { id: "8", sigla: "ES" },
      { id: "11", sigla: "MG" },
    ],
    updates: [],
    calls: [],
    chargesCreated: 0,
  };
}

export type FakeIxc = {
  url: string;
  state: FakeIxcState;
  behaviour: FakeIxcBehaviour;
  close: () => Promise<void>;
};

type Body = Record<string, unknown>;
type IxcRoute = FakeRoute<Body, FakeIxcBehaviour>;

export async function startFakeIxc(
  options: { port?: number; host?: string; state?: FakeIxcState; token?: string } = {},
): Promise<FakeIxc> {
  const state = options.state ?? demoIxcState();
  const behaviour: FakeIxcBehaviour = {
    ...fakeErpBehaviour(),
    failContacts: 0,
    hangAfterStoringContacts: 0,
    failTickets: 0,
  };
  const expected = `Basic ${Buffer.from(options.token ?? FAKE_IXC_TOKEN).toString("base64")}`;
  const server = await startFakeErp(
    {
      behaviour,
      state,
      garbage: textAnswer(200, "text/html", "<html><body>Erro interno<br>{"),
      outage: textAnswer(503, "text/html", "Service Unavailable"),
      read: readIxcBody,
      authorize: (_body, request) =>
        request.headers.authorization === expected
          ? undefined
          : // Measured: a bad token gets a page, not JSON, with HTTP 200.
            textAnswer(
              200,
              "text/html",
              "<html><body>Token inválido ou usuário sem acesso ao webservice</body></html>",
            ),
      record: (body, request) => {
        const table = /^\/webservice\/v1\/([a-z0-9_]+)/.exec(request.path)?.[1];
        return table ? { table, listing: isListing(request), body } : undefined;
      },
      routes: ixcRoutes(state),
      fallback: (_body, request) =>
        ixcError(
          request.method === "POST" && TABLE.test(request.path)
            ? "Tabela não encontrada"
            : "Recurso não encontrado",
        ),
    },
    options,
  );
  return { url: server.url, state, behaviour, close: server.close };
}

/** `/webservice/v1/<table>`: a listing, a write or one of IXC's actions, all by POST. */
const TABLE = /^\/webservice\/v1\/([a-z0-9_]+)$/;
const isListing = (request: FakeRequest) => request.headers.ixcsoft === "listar";
const isMultipart = (request: FakeRequest) =>
  String(request.headers["content-type"]).startsWith("multipart/form-data");

/** A JSON body (a multipart upload is read by its route). */
function readIxcBody(request: FakeRequest): Body | FakeAnswer {
  if (isMultipart(request) || !request.text) return {};
  try {
    return JSON.parse(request.text) as Body;
  } catch {
    return ixcError("JSON inválido");
  }
}

function ixcRoutes(state: FakeIxcState): IxcRoute[] {
  const post = (table: string, handle: (body: Body) => FakeAnswer, faults: Partial<IxcRoute> = {}) => ({
    method: "POST",
    path: `/webservice/v1/${table}`,
    handle,
    ...faults,
  });
  let ticketsCreated = 0;
  return [
    // An edit is `PUT /webservice/v1/<table>/<id>` with the row's fields (issue 68).
    {
      method: "PUT",
      path: /^\/webservice\/v1\/([a-z0-9_]+)\/(\d+)$/,
      handle: (body, [table, id]) => updateRow(state, table!, id!, body),
    },
    {
      method: "POST",
      path: "/webservice/v1/cliente_arquivos",
      when: isMultipart,
      handle: (_body, _params, request) => storeFile(state, request),
    },
    // Before the actions: a listing of a table with an action of its own (`su_ticket`) is a listing.
    {
      method: "POST",
      path: TABLE,
      when: isListing,
      handle: (body, [table]) => listTable(state, table!, body),
    },
    post("get_pix", (body) => getPix(state, String(body.id_areceber ?? ""))),
    post("get_boleto", (body) => getBoleto(state, body)),
    post(FAKE_IXC_CONTRACT_PRINT, (body) =>
      state.contracts.some((row) => row.id === String(body.id ?? ""))
        ? textAnswer(200, "text/plain", PDF_BASE64)
        : ixcError("Contrato não encontrado"),
    ),
    post("desbloqueio_confianca", (body) => unlock(state, String(body.id ?? ""))),
    post("su_ticket", (body) => createTicket(state, body, () => ++ticketsCreated), {
      failWhile: "failTickets",
    }),
    post("contato", (body) => createContact(state, body), {
      failWhile: "failContacts",
      hangAfterStoringWhile: "hangAfterStoringContacts",
    }),
    post("crm_canditados", (body) => createCandidate(state, body)),
    post("crm_negociacoes", (body) => createNegotiation(state, body)),
  ];
}

function rowsOf(state: FakeIxcState, table: string): Record<string, string>[] | undefined {
  switch (table) {
    case "cliente":
      return state.clients;
    case "cliente_contrato":
      return state.contracts.map(({ unlockUsed: _used, ...row }) => row);
    case "fn_areceber":
      return state.invoices;
    case "contato":
      return state.contacts;
    case "su_ticket":
      return state.tickets;
    case "crm_canditados":
      return state.candidates;
    case "crm_negociacoes":
      return state.negotiations;
    case "cliente_arquivos":
      return state.files.map(({ id, id_cliente, descricao }) => ({ id, id_cliente, descricao }));
    case "rad_caixa_ftth":
      return state.boxes;
    case "radpop_radio_cliente_fibra":
      return state.fibreClients;
    case "radusuarios":
      return state.logins;
    case "radusuarios_consumo_m":
      return state.usage;
    case "su_mensagens":
      return state.messages;
    case "cidade":
      return state.cities;
    case "uf":
      return state.states;
    default:
      return undefined;
  }
}

function listTable(state: FakeIxcState, table: string, body: Body): FakeAnswer {
  const rows = rowsOf(state, table);
  if (!rows) return ixcError("Tabela não encontrada");
  const field = String(body.qtype ?? "").replace(`${table}.`, "");
  const query = String(body.query ?? "");
  const oper = String(body.oper ?? "=");
  let found = rows.filter((row) => compare(row[field] ?? "", oper, query));
  if (typeof body.grid_param === "string" && body.grid_param) {
    const grid = JSON.parse(body.grid_param) as { TB: string; OP: string; P: string }[];
    for (const filter of grid) {
      const name = filter.TB.replace(`${table}.`, "");
      found = found.filter((row) => compare(row[name] ?? "", filter.OP, filter.P));
    }
  }
  // The listing's order, as IXC sorts it: by `sortname`, numbers as numbers.
  const sortField = String(body.sortname ?? "").replace(`${table}.`, "");
  if (sortField) {
    const direction = String(body.sortorder ?? "asc") === "desc" ? -1 : 1;
    found = [...found].sort((a, b) => {
      const [left, right] = [a[sortField] ?? "", b[sortField] ?? ""];
      const numeric = /^-?\d+(\.\d+)?$/.test(left) && /^-?\d+(\.\d+)?$/.test(right);
      return direction * (numeric ? Number(left) - Number(right) : left.localeCompare(right));
    });
  }
  const rp = Number(body.rp ?? 20) || 20;
  const first = (Math.max(1, Number(body.page ?? 1) || 1) - 1) * rp;
  const page = found.slice(first, first + rp);
  if (page.length === 0) return ixcJson({ total: "0" });
  return ixcJson({ page: "1", total: String(found.length), registros: page });
}

function getPix(state: FakeIxcState, id: string): FakeAnswer {
  const invoice = state.invoices.find((row) => row.id === id);
  // Measured: an unknown invoice gets HTTP 500.
  if (!invoice) return textAnswer(500, "text/html", "Internal Server Error");
  if (!invoice.pix_txid) {
    // The side effect an adapter must never cause: a new charge registered at the gateway.
    state.chargesCreated += 1;
    invoice.pix_txid = `novo${invoice.id}`;
  }
  return ixcJson({
    type: "success",
    pix: {
      dadosPix: { txid: invoice.pix_txid, valor: invoice.valor },
      qrCode: { qrcode: FAKE_PIX_CODE, imagemQrcode: "data:image/png;base64,iVBORw0KGgo=" },
    },
  });
}

function getBoleto(state: FakeIxcState, body: Body): FakeAnswer {
  const invoice = state.invoices.find((row) => row.id === String(body.boletos ?? ""));
  const kind = String(body.tipo_boleto ?? "");
  if (kind !== "mail" && kind !== "sms")
    return textAnswer(200, "text/plain", invoice?.linha_digitavel ? PDF_BASE64 : "");
  // Sent by IXC to the client's own e-mail or mobile on file.
  if (invoice?.status !== "A") return ixcError("Boleto não encontrado");
  const client = state.clients.find((row) => row.id === invoice.id_cliente);
  if (kind === "mail" && !client?.email) return ixcError("Cliente sem e-mail cadastrado");
  if (kind === "sms" && !client?.telefone_celular) return ixcError("Cliente sem celular cadastrado");
  state.sent.push({ boletos: invoice.id, tipo: kind });
  return ixcJson({ type: "success", message: kind === "mail" ? "E-mail enviado!" : "SMS enviado!" });
}

function unlock(state: FakeIxcState, id: string): FakeAnswer {
  const contract = state.contracts.find((row) => row.id === id);
  if (!contract) return ixcError("Contrato não encontrado");
  if (contract.unlockUsed || !["CA", "FA"].includes(contract.status_internet))
    return ixcError("Desbloqueio de confiança já utilizado ou contrato não bloqueado.");
  contract.unlockUsed = true;
  contract.status_internet = "A";
  const until = new Date(Date.now() + 3 * 86_400_000);
  const shown = `${String(until.getUTCDate()).padStart(2, "0")}/${String(until.getUTCMonth() + 1).padStart(2, "0")}/${until.getUTCFullYear()}`;
  return ixcJson({
    type: "success",
    message: `Desbloqueio de confiança realizado com sucesso! Liberado até ${shown}.`,
  });
}

/** `count` counts the ticket in: the tickets this fake has created, this one included. */
function createTicket(state: FakeIxcState, body: Body, count: () => number): FakeAnswer {
  for (const required of ["id_cliente", "id_assunto", "titulo", "menssagem"])
    if (!body[required]) return ixcError(`Campo ${required} obrigatório`);
  const ordinal = count();
  const id = String(1000 + ordinal);
  state.tickets.push({
    id,
    protocolo: `20261126${String(ordinal).padStart(6, "0")}`,
    id_cliente: String(body.id_cliente),
    id_contrato: String(body.id_contrato ?? ""),
    tipo: String(body.tipo ?? "C"),
    id_assunto: String(body.id_assunto),
    titulo: String(body.titulo),
    menssagem: String(body.menssagem),
    data_criacao: "2026-11-26 10:00:00",
    data_ultima_alteracao: "2026-11-26 10:00:00",
    su_status: String(body.su_status ?? "N"),
  });
  return ixcJson({ type: "success", message: "Registro inserido com sucesso!", id });
}

function createContact(state: FakeIxcState, body: Body): FakeAnswer {
  for (const required of ["nome", "data_cadastro", "fone_celular"])
    if (!body[required]) return ixcError(`Campo ${required} obrigatório`);
  // Issue 57: the campaign fields are text, as IXC's documented example sends them.
  for (const origin of ["origem_source", "origem_medium", "origem_campaing"])
    if (origin in body && typeof body[origin] !== "string") return ixcError(`Campo ${origin} inválido`);
  return inserted(state.contacts, 0, body);
}

function updateRow(state: FakeIxcState, table: string, id: string, body: Body): FakeAnswer {
  const rows =
    table === "contato" ? state.contacts : table === "crm_canditados" ? state.candidates : undefined;
  if (!rows) return ixcError("Tabela não encontrada");
  const index = rows.findIndex((row) => row.id === id);
  if (index < 0) return ixcError("Registro não encontrado");
  // IXC's edit writes the row as sent: a field left out is emptied, so a client sends the whole row.
  rows[index] = { id, ...asText(body) };
  state.updates.push({ table, id });
  return ixcJson({ type: "success", message: "Registro atualizado com sucesso!", id });
}

function createCandidate(state: FakeIxcState, body: Body): FakeAnswer {
  // The documentation's required fields; `crm` must be S.
  for (const required of ["razao", "status_prospeccao", "tipo_pessoa", "ativo", "telefone_celular"])
    if (!body[required]) return ixcError(`Campo ${required} obrigatório`);
  if (body.crm !== "S") return ixcError("Campo crm deve ser S");
  return inserted(state.candidates, 5000, body);
}

function createNegotiation(state: FakeIxcState, body: Body): FakeAnswer {
  // A negotiation belongs to a candidate the ERP knows; the reservation's day is dd/mm/aaaa.
  if (!state.candidates.some((row) => row.id === String(body.id_candidato ?? "")))
    return ixcError("Candidato não encontrado");
  if (body.data_reservada !== undefined && !/^\d{2}\/\d{2}\/\d{4}$/.test(String(body.data_reservada)))
    return ixcError("Campo data_reservada inválido");
  return inserted(state.negotiations, 7000, body);
}

/** Keeps a written row (its fields as IXC stores them, text) and answers as IXC does an insert. */
function inserted(rows: Record<string, string>[], firstId: number, body: Body): FakeAnswer {
  const id = String(firstId + rows.length + 1);
  rows.push({ id, ...asText(body) });
  return ixcJson({ type: "success", message: "Registro inserido com sucesso!", id }).afterStoring();
}

async function storeFile(state: FakeIxcState, request: FakeRequest): Promise<FakeAnswer> {
  const form = await new Response(new Uint8Array(request.bytes), {
    headers: { "Content-Type": String(request.headers["content-type"]) },
  }).formData();
  const file = form.get("local_arquivo");
  const idCliente = String(form.get("id_cliente") ?? "");
  if (!(file instanceof Blob) || !idCliente || !form.get("descricao"))
    return ixcError("Campos descricao, id_cliente e local_arquivo obrigatórios");
  const id = String(state.files.length + 1);
  state.files.push({
    id,
    id_cliente: idCliente,
    descricao: String(form.get("descricao")),
    type: file.type,
    bytes: new Uint8Array(await file.arrayBuffer()),
  });
  return ixcJson({ type: "success", message: "Arquivo enviado com sucesso!", id });
}

function asText(body: Body): Record<string, string> {
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)]));
}

function compare(value: string, oper: string, query: string): boolean {
  if (oper === "L") return value.toLowerCase().includes(query.replaceAll("%", "").toLowerCase());
  if (oper === ">") return Number(value) > Number(query);
  if (oper === "<") return Number(value) < Number(query);
  if (oper === "!=") return value !== query;
  return value === query;
}

/** IXC's success: HTTP 200, its own `text/x-json`. */
function ixcJson(value: unknown): FakeAnswer {
  return textAnswer(200, "text/x-json", JSON.stringify(value));
}

/** IXC's error: HTTP 200, text/html, a JSON body. */
function ixcError(message: string): FakeAnswer {
  return textAnswer(200, "text/html", JSON.stringify({ type: "error", message }));
}
