import {
  type FakeAnswer,
  type FakeErpBehaviour,
  type FakeRoute,
  fakeErpBehaviour,
  jsonAnswer,
  startFakeErp,
  textAnswer,
} from "./fake-erp-scaffold";

// A local stand-in for Hubsoft's integration API, written from its official public documentation
// (github.com/hubsoftbrasil/api, docs/source; decision 0037): OAuth password grant at `POST /oauth/token`
// (JSON: grant_type, client_id, client_secret, username, password) answering a Bearer `access_token`
// with `expires_in`; every `/api/v1/integracao/…` call without a valid token gets HTTP 401; answers are
// `{status: "success" | "error", msg, …}`; `cliente` lists clients with their `servicos` (the misspelt
// `data_nascmento` included), `cliente/financeiro` the pending bills with `data_vencimento` as
// dd/mm/aaaa, `cliente/desbloqueio_confianca` answers "…até a data dd/mm/aaaa", `atendimento` a
// `protocolo`, `prospecto` stores a prospect (cep, servico, nome_razaosocial, telefone, tipo_pessoa,
// bairro, endereco, numero required) and `prospecto?busca=` searches them by name. The PIX code's field is
// not in the public docs: the fake puts it in `pix_copia_e_cola`. `mapeamento/viabilidade/consultar`
// (`tipo_busca: "endereco"`) answers `projetos[].busca.elementos.data[]` (`caixa`, `disponiveis`) for a
// mapped street, or `projetos` as the text 'Nenhum Projeto foi compativel com a localizacao.' (issue 56).
// Orders of service (issue 68): `cliente/ordem_servico?busca=cpf_cnpj&termo_busca=&status=` lists a client's
// orders (`ordens_servico[]`), `ordem_servico/agendar {id_ordem_servico}` schedules one that is
// 'aguardando_agendamento' and `ordem_servico/reagendar` (dates as YYYY-MM-DD, hours as hh:mm:ss) moves a
// scheduled one; a test opens an installation order as staff converting a prospect in the panel would.
// It keeps every call for the tests.

export type FakeHubsoftService = {
  id_cliente_servico: number;
  nome: string;
  status_prefixo: string;
  cep_instalacao: string;
  unlockUsed?: boolean;
  /** What `ultima_conexao=sim` adds (issue 58); `[]` when RADIUS has no record. */
  ultima_conexao?:
    | {
        conectado: boolean;
        ultima_conexao_datetime: string | null;
        ultima_desconexao_datetime: string | null;
      }
    | [];
};

/** A nota fiscal as `cliente/nota_fiscal` lists it (modelo 21/22). */
export type FakeHubsoftNote = {
  id_nota_fiscal: number;
  id_cliente: number;
  numero_nota: number;
  valor: string;
  /** dd/mm/aaaa. */
  data_emissao_br: string;
  cancelado: boolean;
};

export type FakeHubsoftClient = {
  id_cliente: number;
  codigo_cliente: number;
  nome_razaosocial: string;
  tipo_pessoa: "pf" | "pj";
  cpf_cnpj: string;
  /** Hubsoft's spelling; 'YYYY-MM-DD hh:mm:ss'. */
  data_nascmento: string | null;
  email_principal?: string | null;
  telefone_primario?: string | null;
  servicos: FakeHubsoftService[];
};

export type FakeHubsoftBill = {
  id_fatura: number;
  codigo_cliente: number;
  linha_digitavel: string | null;
  pix_copia_e_cola: string | null;
  valor: number;
  /** dd/mm/aaaa. */
  data_vencimento: string;
  data_pagamento: string | null;
};

/** A month of a PPPoE login's traffic as 'Extrato de Conexão' sums it (issue 67): megabytes. */
export type FakeHubsoftUsage = { login: string; month: string; download: number; upload: number };

/** An order of service as `cliente/ordem_servico` lists it, with the client it belongs to. */
export type FakeHubsoftOrder = {
  id_ordem_servico: number;
  numero_ordem_servico: string;
  tipo: string;
  status: "aguardando_agendamento" | "pendente" | "finalizado";
  /** 'YYYY-MM-DD hh:mm:ss' once scheduled. */
  data_inicio_programado: string | null;
  data_termino_programado: string | null;
  cliente: { codigo_cliente: number; nome_razaosocial: string; cpf_cnpj: string };
};

export type FakeHubsoftCall = { method: string; path: string; query: Record<string, string>; body: unknown };

export type FakeHubsoftState = {
  clients: FakeHubsoftClient[];
  bills: FakeHubsoftBill[];
  prospects: Record<string, unknown>[];
  /** `prospecto/create?cep=`: the services (plans) a prospect may take. */
  services: { id_servico: number; descricao: string; valor: number; display: string }[];
  tickets: Record<string, unknown>[];
  /** Streets (as `endereco.endereco` names them) the mapping has boxes on, with each box's free ports. */
  mappedStreets: Record<string, { caixa: string; disponiveis: number }[]>;
  notes: FakeHubsoftNote[];
  /** Bills sent by `financeiro/enviar_email` and `enviar_sms`. */
  sent: { id_fatura: string; channel: "email" | "sms" }[];
  /** The subscriber central's passwords by `cpf_cnpj` (issue 67: `cliente/autenticacao`). */
  centralPasswords: Record<string, string>;
  /** 'Extrato de Conexão' by login and month (issue 67). */
  usage: FakeHubsoftUsage[];
  /** Tickets opened before (issue 67), as `cliente/atendimento` lists them, newest first after those opened since. */
  pastTickets: (Record<string, unknown> & { codigo_cliente: number })[];
  /** Orders of service (issue 68: the installation a converted prospect waits for). */
  serviceOrders: FakeHubsoftOrder[];
  calls: FakeHubsoftCall[];
  /** Tokens handed out by /oauth/token. */
  tokensIssued: number;
};

/** The scaffold's knobs (delay, garbage, down, dropped connections) and Hubsoft's own write faults. */
export type FakeHubsoftBehaviour = FakeErpBehaviour & {
  /** The next N prospects are stored, then never answered (the client times out). */
  hangAfterStoringProspects: number;
  /** The next N prospects fail with HTTP 503 before storing anything. */
  failProspects: number;
  /** The next N tickets (`atendimento`) fail with HTTP 503 before storing anything (issue 67). */
  failTickets: number;
};

export const FAKE_HUBSOFT_CLIENT_ID = "3";
export const FAKE_HUBSOFT_CLIENT_SECRET = "ONe7Ns48Y30tBfake";
export const FAKE_HUBSOFT_USER = "integracao@provedor.example";
export const FAKE_HUBSOFT_PASSWORD = "senha:com:dois-pontos";
/** ERP_TOKEN for Hubsoft: `client_id:client_secret:username:password` (the password may hold colons). */
export const FAKE_HUBSOFT_TOKEN = `${FAKE_HUBSOFT_CLIENT_ID}:${FAKE_HUBSOFT_CLIENT_SECRET}:${FAKE_HUBSOFT_USER}:${FAKE_HUBSOFT_PASSWORD}`;
export const FAKE_HUBSOFT_PIX_CODE =
  "00020101021226880014br.gov.bcb.pix2566pix.example.com.br/qr/v2/cobv/5e6f7a8b9c0d41e2f3a4b5c6d7e8f9a05204000053039865802BR5920PROVEDOR EXEMPLO LTDA6008VITORIA62070503***6304C0DE";

export function demoHubsoftState(): FakeHubsoftState {
  return {
    clients: [
      {
        id_cliente: 11201,
        codigo_cliente: 421,
        nome_razaosocial: "MARIA DA SILVA SOUZA",
        tipo_pessoa: "pf",
        cpf_cnpj: "52998224725",
        data_nascmento: "1985-03-14 00:00:00",
        email_principal: "maria.souza@gmail.com",
        telefone_primario: "27988887777",
        servicos: [
          {
            id_cliente_servico: 11300,
            nome: "FIBRA 500 MEGA",
            status_prefixo: "suspenso_debito",
            cep_instalacao: "29100-000",
            ultima_conexao: {
              conectado: false,
              ultima_conexao_datetime: "2026-11-25 08:00:00-03",
              ultima_desconexao_datetime: "2026-11-26 07:42:00-03",
            },
          },
        ],
      },
      {
        id_cliente: 11202,
        codigo_cliente: 422,
        nome_razaosocial: "PADARIA BOA MASSA LTDA",
        tipo_pessoa: "pj",
        cpf_cnpj: "11222333000181",
        data_nascmento: null,
        servicos: [
          {
            id_cliente_servico: 11301,
            nome: "EMPRESA 1 GIGA",
            status_prefixo: "servico_habilitado",
            cep_instalacao: "29101-010",
          },
        ],
      },
    ],
    bills: [
      {
        id_fatura: 62636,
        codigo_cliente: 421,
        linha_digitavel: "34191.79001 01043.510047 91020.150008 1 12340000009990",
        pix_copia_e_cola: FAKE_HUBSOFT_PIX_CODE,
        valor: 99.9,
        data_vencimento: "10/11/2026",
        data_pagamento: null,
      },
      {
        id_fatura: 62637,
        codigo_cliente: 421,
        linha_digitavel: "34191.79001 01043.510047 91020.150008 2 12650000009990",
        pix_copia_e_cola: null,
        valor: 99.9,
        data_vencimento: "10/12/2026",
        data_pagamento: null,
      },
      {
        id_fatura: 62600,
        codigo_cliente: 421,
        linha_digitavel: null,
        pix_copia_e_cola: null,
        valor: 99.9,
        data_vencimento: "10/10/2026",
        data_pagamento: "09/10/2026",
      },
    ],
    prospects: [],
    services: [
      { id_servico: 1308, descricao: "Fibra 300 Mega", valor: 99.9, display: "Fibra 300 Mega - (R$ 99.90)" },
      {
        id_servico: 1319,
        descricao: "Fibra 600 Mega",
        valor: 129.9,
        display: "Fibra 600 Mega - (R$ 129.90)",
      },
    ],
    tickets: [],
    mappedStreets: { "rua das palmeiras": [{ caixa: "CTO-07", disponiveis: 3 }] },
    notes: [
      {
        id_nota_fiscal: 3064,
        id_cliente: 11201,
        numero_nota: 427,
        valor: "99.9",
        data_emissao_br: "01/11/2026",
        cancelado: false,
      },
      {
        id_nota_fiscal: 3010,
        id_cliente: 11201,
        numero_nota: 401,
        valor: "99.9",
        data_emissao_br: "01/10/2026",
        cancelado: true,
      },
    ],
    sent: [],
    centralPasswords: { "52998224725": "senha-da-central" },
    usage: [
      { login: "mariasilva", month: "2026-11", download: 145_246.9, upload: 17_547.6 },
      { login: "mariasilva", month: "2026-10", download: 192_361.5, upload: 21_076.5 },
    ],
    pastTickets: [
      {
        codigo_cliente: 421,
        id_atendimento: 110,
        protocolo: "201810151905251",
        descricao_abertura: "A internet fica lenta todas as noites.",
        descricao_fechamento: "Conector trocado na caixa; velocidade normal.",
        tipo_atendimento: "TÉCNICO - LENTIDÃO",
        data_cadastro: "15/10/2026",
        data_fechamento: "17/10/2026",
        status: "Fechado",
        ordens_servico: [
          {
            id_ordem_servico: 131,
            data_cadastro: "15/10/2026 20:02:00",
            data_inicio_programado: "16/10/2026 09:00:00",
            data_termino_executado: "17/10/2026 11:05:00",
            descricao_fechamento: "Visita feita: sinal normalizado.",
            status: "finalizado",
          },
        ],
      },
    ],
    serviceOrders: [],
    calls: [],
    tokensIssued: 0,
  };
}

/** An installation order waiting to be scheduled, as converting a prospect into a client opens one. */
export function openFakeInstallationOrder(
  state: FakeHubsoftState,
  cpf: string,
  name: string,
): FakeHubsoftOrder {
  const id = 2000 + state.serviceOrders.length;
  const order: FakeHubsoftOrder = {
    id_ordem_servico: id,
    numero_ordem_servico: String(id - 700),
    tipo: "INSTALAÇÃO FIBRA",
    status: "aguardando_agendamento",
    data_inicio_programado: null,
    data_termino_programado: null,
    cliente: {
      codigo_cliente: 900 + state.serviceOrders.length,
      nome_razaosocial: name.toUpperCase(),
      cpf_cnpj: cpf,
    },
  };
  state.serviceOrders.push(order);
  return order;
}

const ORDER_SEARCHES = ["codigo_cliente", "cpf_cnpj", "id_cliente_servico", "numero_ordem_servico"];

/** `GET cliente/ordem_servico`: a client's orders, newest first, by the documented searches. */
function listServiceOrders(state: FakeHubsoftState, query: Record<string, string>) {
  if (!query.busca || !ORDER_SEARCHES.includes(query.busca))
    return { status: "error", msg: "O campo busca é inválido" };
  const term = query.termo_busca ?? "";
  const orders = state.serviceOrders
    .filter((order) =>
      query.busca === "cpf_cnpj"
        ? order.cliente.cpf_cnpj === term
        : query.busca === "codigo_cliente"
          ? String(order.cliente.codigo_cliente) === term
          : order.numero_ordem_servico === term,
    )
    .filter((order) => !query.status || order.status === query.status)
    .reverse()
    .slice(0, Number(query.limit ?? 20));
  return { status: "suscess", msg: "Dados consultados com sucesso", ordens_servico: orders };
}

/** `POST ordem_servico/agendar` and `reagendar`: the order as the answer shows it, or Hubsoft's refusal. */
function scheduleServiceOrder(state: FakeHubsoftState, body: Record<string, unknown>, move: boolean) {
  const order = state.serviceOrders.find(
    (row) => String(row.id_ordem_servico) === String(body.id_ordem_servico),
  );
  if (!order) return { status: "error", msg: "Ordem de serviço não encontrada" };
  if (!move) {
    if (order.status !== "aguardando_agendamento")
      return { status: "error", msg: "A ordem de serviço não está aguardando agendamento" };
    order.status = "pendente";
    return { status: "success", msg: "Agendamento salvo com sucesso", ordem_servico: order };
  }
  const fields = [
    "data_inicio_programado",
    "hora_inicio_programado",
    "data_termino_programado",
    "hora_termino_programado",
  ];
  if (fields.some((field) => typeof body[field] !== "string" || body[field] === ""))
    return { status: "error", msg: "Informe as datas e horas programadas" };
  if (order.status !== "pendente") return { status: "error", msg: "A ordem de serviço não está agendada" };
  order.data_inicio_programado = `${body.data_inicio_programado} ${body.hora_inicio_programado}`;
  order.data_termino_programado = `${body.data_termino_programado} ${body.hora_termino_programado}`;
  return { status: "success", msg: "Reagendamento salvo com sucesso", ordem_servico: order };
}

export type FakeHubsoft = {
  url: string;
  state: FakeHubsoftState;
  behaviour: FakeHubsoftBehaviour;
  /** Forgets every token handed out, as an expiry would. */
  expireTokens: () => void;
  close: () => Promise<void>;
};

type Body = Record<string, unknown>;
type Query = Record<string, string>;
/** A call as Hubsoft reads it: the JSON body and the query string. */
type HubsoftInput = { body: Body; query: Query };

export async function startFakeHubsoft(
  options: { port?: number; host?: string; state?: FakeHubsoftState } = {},
): Promise<FakeHubsoft> {
  const state = options.state ?? demoHubsoftState();
  const behaviour: FakeHubsoftBehaviour = {
    ...fakeErpBehaviour(),
    hangAfterStoringProspects: 0,
    failProspects: 0,
    failTickets: 0,
  };
  const tokens = new Set<string>();
  const server = await startFakeErp(
    {
      behaviour,
      state,
      garbage: textAnswer(200, "text/html", "<!DOCTYPE html><title>Whoops!</title>"),
      outage: jsonAnswer(503, { status: "error", msg: "Serviço indisponível" }),
      read: (request) => {
        if (!request.text) return { body: {}, query: request.query };
        try {
          return { body: JSON.parse(request.text) as Body, query: request.query };
        } catch {
          return jsonAnswer(400, { status: "error", msg: "JSON inválido" });
        }
      },
      authorize: (_input, request) => {
        const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
        return bearer && tokens.has(bearer) ? undefined : jsonAnswer(401, { message: "Unauthenticated." });
      },
      record: ({ body, query }, request) => ({ method: request.method, path: request.path, query, body }),
      routes: [
        {
          method: "POST",
          path: "/oauth/token",
          open: true,
          handle: ({ body }) => issueToken(state, tokens, body),
        },
        ...hubsoftRoutes(state),
      ],
      fallback: () => jsonAnswer(404, { status: "error", msg: "Rota não encontrada" }),
    },
    options,
  );
  return {
    url: server.url,
    state,
    behaviour,
    expireTokens: () => tokens.clear(),
    close: server.close,
  };
}

/** The integration API's routes, behind the Bearer token. */
function hubsoftRoutes(state: FakeHubsoftState): FakeRoute<HubsoftInput, FakeHubsoftBehaviour>[] {
  const API = "/api/v1/integracao";
  const get = (path: string, handle: (query: Query) => FakeAnswer) => ({
    method: "GET",
    path: `${API}/${path}`,
    handle: ({ query }: HubsoftInput) => handle(query),
  });
  const post = (
    path: string,
    handle: (body: Body) => FakeAnswer,
    faults: Partial<FakeRoute<HubsoftInput, FakeHubsoftBehaviour>> = {},
  ) => ({
    method: "POST",
    path: `${API}/${path}`,
    handle: ({ body }: HubsoftInput) => handle(body),
    ...faults,
  });
  return [
    get("cliente", (query) => clients(state, query)),
    get("cliente/financeiro", (query) => bills(state, query)),
    post("cliente/desbloqueio_confianca", (body) => unlock(state, body)),
    post("atendimento", (body) => ticket(state, body), { failWhile: "failTickets" }),
    post("cliente/autenticacao", (body) => centralSignIn(state, body)),
    get("cliente/extrato_conexao", (query) => usageStatement(state, query)),
    get("cliente/atendimento", (query) => ticketList(state, query)),
    get("cliente/nota_fiscal", (query) => notes(state, query)),
    post("cliente/financeiro/enviar_email", (body) => sendBill(state, body, "email")),
    post("cliente/financeiro/enviar_sms", (body) => sendBill(state, body, "sms")),
    get("prospecto", (query) => searchProspects(state, query)),
    get("cliente/ordem_servico", (query) => jsonAnswer(200, listServiceOrders(state, query))),
    post("ordem_servico/agendar", (body) => jsonAnswer(200, scheduleServiceOrder(state, body, false))),
    post("ordem_servico/reagendar", (body) => jsonAnswer(200, scheduleServiceOrder(state, body, true))),
    // 'Serviços / Planos Disponíveis': the services a prospect at this CEP may take.
    get("prospecto/create", (query) =>
      query.cep
        ? jsonAnswer(200, {
            status: "success",
            msg: "Dados consultados com sucesso",
            servicos: state.services,
          })
        : jsonAnswer(200, { status: "error", msg: "O campo cep é obrigatório" }),
    ),
    post("prospecto", (body) => storeProspect(state, body), {
      failWhile: "failProspects",
      hangAfterStoringWhile: "hangAfterStoringProspects",
    }),
    post("mapeamento/viabilidade/consultar", (body) => viability(state, body)),
    // 'Configuração / Vencimentos' (issue 67): the due days set up and active, as the collection shows them.
    get("configuracao/vencimento", () =>
      jsonAnswer(200, {
        status: "success",
        msg: "Vencimentos consultados com sucesso",
        vencimentos: [
          { id_vencimento: 22, dia_vencimento: 1 },
          { id_vencimento: 61, dia_vencimento: 10 },
          { id_vencimento: 63, dia_vencimento: 15 },
          { id_vencimento: 3, dia_vencimento: 20 },
          { id_vencimento: 7, dia_vencimento: "ultimo_dia" },
        ],
      }),
    ),
  ];
}

/** Hubsoft's answer to a listing asked without its `busca` and `termo_busca`. */
const MISSING_SEARCH = () =>
  jsonAnswer(422, { status: "error", msg: "Os campos busca e termo_busca são obrigatórios" });

function issueToken(state: FakeHubsoftState, tokens: Set<string>, body: Body): FakeAnswer {
  if (
    body.grant_type !== "password" ||
    body.client_id !== FAKE_HUBSOFT_CLIENT_ID ||
    body.client_secret !== FAKE_HUBSOFT_CLIENT_SECRET ||
    body.username !== FAKE_HUBSOFT_USER ||
    body.password !== FAKE_HUBSOFT_PASSWORD
  )
    return jsonAnswer(401, { error: "invalid_credentials", message: "The user credentials were incorrect." });
  state.tokensIssued += 1;
  const token = `eyJfake${state.tokensIssued}${Math.random().toString(36).slice(2)}`;
  tokens.add(token);
  return jsonAnswer(200, {
    token_type: "Bearer",
    expires_in: 2_592_000,
    access_token: token,
    refresh_token: "def502fake",
  });
}

function centralSignIn(state: FakeHubsoftState, body: Body): FakeAnswer {
  const client = state.clients.find((row) => row.cpf_cnpj === String(body.usuario ?? ""));
  if (!client || state.centralPasswords[client.cpf_cnpj] !== body.senha)
    return jsonAnswer(200, { status: "error", msg: "Usuário ou senha inválidos" });
  return jsonAnswer(200, {
    status: "success",
    msg: "Usuário autenticado com sucesso",
    cliente: {
      id_cliente: client.id_cliente,
      codigo_cliente: client.codigo_cliente,
      nome_razaosocial: client.nome_razaosocial,
      cpf_cnpj: client.cpf_cnpj,
      email_principal: client.email_principal ?? null,
      telefone_primario: client.telefone_primario ?? null,
    },
  });
}

function usageStatement(state: FakeHubsoftState, query: Query): FakeAnswer {
  if (query.busca !== "login" || !query.termo_busca) return MISSING_SEARCH();
  const month = state.usage.find(
    (row) => row.login === query.termo_busca && query.data_inicio?.startsWith(row.month),
  );
  return jsonAnswer(200, {
    status: "success",
    msg: "Dados consultados com sucesso",
    registros: month
      ? [
          {
            acctstarttime: `${month.month}-01 00:10:00-03`,
            acctstoptime: null,
            download_megabytes: month.download,
            upload_megabytes: month.upload,
            username: month.login,
          },
        ]
      : [],
    estatisticas: {
      total_conexoes: month ? 1 : 0,
      download_total: month?.download ?? 0,
      upload_total: month?.upload ?? 0,
      trafego_total: month ? month.download + month.upload : 0,
    },
  });
}

function ticketList(state: FakeHubsoftState, query: Query): FakeAnswer {
  if (query.busca !== "codigo_cliente" || !query.termo_busca) return MISSING_SEARCH();
  const client = state.clients.find((row) => String(row.codigo_cliente) === query.termo_busca);
  const services = new Set(client?.servicos.map((service) => String(service.id_cliente_servico)));
  const opened = state.tickets
    .filter((row) => services.has(String(row.id_cliente_servico)))
    .map((row) => ({
      protocolo: row.protocolo,
      descricao_abertura: `${String(row.descricao)} | ATENDIMENTO ABERTO VIA API`,
      descricao_fechamento: null,
      tipo_atendimento: "SAC",
      data_cadastro: "26/11/2026",
      data_fechamento: null,
      status: "Aguardando Análise",
      ordens_servico: [],
    }))
    .reverse();
  return jsonAnswer(200, {
    status: "success",
    msg: "Dados consultados com sucesso",
    atendimentos: [
      ...opened,
      ...state.pastTickets
        .filter((row) => String(row.codigo_cliente) === query.termo_busca)
        .map(({ codigo_cliente: _client, ...row }) => row),
    ],
  });
}

function viability(state: FakeHubsoftState, body: Body): FakeAnswer {
  const address = body.endereco as Record<string, unknown> | undefined;
  if (body.tipo_busca !== "endereco" || typeof address !== "object" || address === null)
    return jsonAnswer(422, { status: "error", msg: "Informe o tipo de busca e o endereço." });
  const boxes = state.mappedStreets[String(address.endereco ?? "").toLowerCase()] ?? [];
  if (boxes.length === 0)
    return jsonAnswer(200, {
      status: "success",
      msg: "Viabilidade consultada",
      projetos: "Nenhum Projeto foi compativel com a localizacao.",
    });
  return jsonAnswer(200, {
    status: "success",
    msg: "Viabilidade consultada",
    origem: "mapeamento_local",
    projetos: [
      {
        projeto: "Projeto Centro",
        busca: {
          elementos: {
            data: boxes.map((box, index) => ({ id_caixa_optica: index + 1, ...box, distancia: 40 + index })),
          },
        },
      },
    ],
  });
}

function clients(state: FakeHubsoftState, query: Query): FakeAnswer {
  if (!query.busca || !query.termo_busca) return MISSING_SEARCH();
  const found = state.clients.filter((client) => {
    if (query.busca === "cpf_cnpj") return client.cpf_cnpj === query.termo_busca;
    if (query.busca === "codigo_cliente") return String(client.codigo_cliente) === query.termo_busca;
    return false;
  });
  return jsonAnswer(200, {
    status: "success",
    msg: "Dados consultados com sucesso",
    clientes: found.map((client) => ({
      ...client,
      rg: "MG16999888",
      servicos: client.servicos.map(({ unlockUsed: _used, cep_instalacao, ultima_conexao, ...service }) => ({
        ...service,
        // Only with `ultima_conexao=sim`.
        ...(query.ultima_conexao === "sim" ? { ultima_conexao: ultima_conexao ?? [] } : {}),
        status:
          service.status_prefixo === "servico_habilitado" ? "Serviço Habilitado" : "Suspenso por Débito",
        // The PPPoE password Hubsoft hands out along: never read by an adapter.
        login: "mariasilva",
        senha: "segredo-pppoe",
        endereco_instalacao: { cep: cep_instalacao, cidade: "Vitória" },
      })),
    })),
  });
}

function bills(state: FakeHubsoftState, query: Query): FakeAnswer {
  if (query.busca !== "codigo_cliente" || !query.termo_busca) return MISSING_SEARCH();
  const pendingOnly = (query.apenas_pendente ?? "sim") === "sim";
  return jsonAnswer(200, {
    status: "success",
    msg: "Dados consultados com sucesso",
    faturas: state.bills
      .filter((bill) => String(bill.codigo_cliente) === query.termo_busca)
      .filter((bill) => !pendingOnly || bill.data_pagamento === null)
      .map(({ codigo_cliente: _client, ...bill }) => ({
        ...bill,
        nosso_numero: String(bill.id_fatura),
        tipo_cobranca: bill.linha_digitavel ? "boleto_bancario" : "pix",
      })),
  });
}

function notes(state: FakeHubsoftState, query: Query): FakeAnswer {
  if (query.busca !== "id_cliente" || !query.termo_busca) return MISSING_SEARCH();
  const client = state.clients.find((row) => String(row.id_cliente) === query.termo_busca);
  return jsonAnswer(200, {
    status: "success",
    msg: "Dados carregados com sucesso",
    cliente: client
      ? {
          id_cliente: client.id_cliente,
          codigo_cliente: client.codigo_cliente,
          nome_razaosocial: client.nome_razaosocial,
        }
      : null,
    notas_fiscais: state.notes
      .filter((note) => String(note.id_cliente) === query.termo_busca)
      .map(({ id_cliente: _client, ...note }) => ({
        ...note,
        id_tipo_documento_fiscal: 1,
        serie_nota: "U",
        cfop: "5307",
        tipo_documento_fiscal: {
          id_tipo_documento_fiscal: 1,
          descricao: "Nota Fiscal de Serviço de Comunicação",
          codigo: "21",
        },
      })),
    nfes: [],
    nfses: [],
  });
}

function sendBill(state: FakeHubsoftState, body: Body, channel: "email" | "sms"): FakeAnswer {
  const bill = state.bills.find((row) => String(row.id_fatura) === String(body.id_fatura));
  if (!bill) return jsonAnswer(200, { status: "error", msg: "Fatura não encontrada" });
  const client = state.clients.find((row) => row.codigo_cliente === bill.codigo_cliente);
  state.sent.push({ id_fatura: String(bill.id_fatura), channel });
  if (channel === "email")
    return jsonAnswer(200, {
      status: "success",
      msg: "As faturas foram adicionadas para serem disparadas por e-mail.",
      job: {
        faturas: [{ id_fatura: bill.id_fatura }],
        emails: client?.email_principal
          ? [{ id_cliente: client.id_cliente, email: client.email_principal, origem: "cadastro_cliente" }]
          : [],
      },
    });
  return jsonAnswer(200, {
    status: "success",
    msg: "Um total de 1/1 SMS foram enviados com sucesso",
    sms_enviados: client?.telefone_primario
      ? [
          {
            id_cliente: client.id_cliente,
            telefone: `55${client.telefone_primario}`,
            status: "enviado_para_gateway",
          },
        ]
      : [],
  });
}

function unlock(state: FakeHubsoftState, body: Body): FakeAnswer {
  const days = Number(body.dias_desbloqueio);
  const service = state.clients
    .flatMap((client) => client.servicos)
    .find((row) => String(row.id_cliente_servico) === String(body.id_cliente_servico));
  if (!service) return jsonAnswer(200, { status: "error", msg: "Serviço não encontrado" });
  if (!(days > 0 && days <= 3))
    return jsonAnswer(200, {
      status: "error",
      msg: "A quantidade de dias informada ultrapassa a configuração permitida",
    });
  if (service.unlockUsed || !service.status_prefixo.startsWith("suspenso"))
    return jsonAnswer(200, {
      status: "error",
      msg: "Desbloqueio em confiança não permitido para este serviço",
    });
  service.unlockUsed = true;
  service.status_prefixo = "servico_habilitado";
  const until = new Date(Date.now() + days * 86_400_000);
  const shown = `${String(until.getUTCDate()).padStart(2, "0")}/${String(until.getUTCMonth() + 1).padStart(2, "0")}/${until.getUTCFullYear()}`;
  return jsonAnswer(200, {
    status: "success",
    msg: `Desbloqueio em confiança realizado com sucesso até a data ${shown}`,
  });
}

function ticket(state: FakeHubsoftState, body: Body): FakeAnswer {
  if ("id_tipo_atendimento" in body && !/^\d+$/.test(String(body.id_tipo_atendimento)))
    return jsonAnswer(422, { status: "error", msg: "O tipo de atendimento é inválido" });
  for (const required of ["id_cliente_servico", "descricao", "nome", "telefone"])
    if (!body[required])
      return jsonAnswer(422, { status: "error", msg: `O campo ${required} é obrigatório` });
  if (!/^\d{10,11}$/.test(String(body.telefone)))
    return jsonAnswer(422, { status: "error", msg: "O telefone deve estar no formato DDNNNNNNNNN" });
  const protocolo = `20261126${String(173051 + state.tickets.length)}`;
  state.tickets.push({ ...body, protocolo });
  return jsonAnswer(200, {
    status: "success",
    msg: `Atendimento aberto com sucesso. Anote o protocolo: ${protocolo}.`,
    atendimento: { id_atendimento: 286 + state.tickets.length, protocolo, status: "Aguardando Análise" },
  });
}

function searchProspects(state: FakeHubsoftState, query: Query): FakeAnswer {
  if (!query.busca) return jsonAnswer(200, { status: "error", msg: "O campo busca é obrigatória" });
  const term = query.busca.toLowerCase();
  return jsonAnswer(200, {
    status: "success",
    msg: "Dados consultados com sucesso",
    prospectos: state.prospects.filter((row) => String(row.nome_razaosocial).toLowerCase().includes(term)),
  });
}

function storeProspect(state: FakeHubsoftState, body: Body): FakeAnswer {
  const service = body.servico as Record<string, unknown> | undefined;
  for (const required of [
    "cep",
    "nome_razaosocial",
    "telefone",
    "tipo_pessoa",
    "bairro",
    "endereco",
    "numero",
  ])
    if (body[required] === undefined || body[required] === "")
      return jsonAnswer(422, { status: "error", msg: `O campo ${required} é obrigatório` });
  if (!service || service.id_servico === undefined || service.valor === undefined)
    return jsonAnswer(422, { status: "error", msg: "O campo servico é obrigatório" });
  const prospect = { id_prospecto: 100 + state.prospects.length, origem: "API", ...body };
  state.prospects.push(prospect);
  return jsonAnswer(200, {
    status: "success",
    msg: "Prospecto adicionado com sucesso",
    prospecto: prospect,
  }).afterStoring();
}
