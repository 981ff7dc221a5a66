import {
  type FakeAnswer,
  type FakeErpBehaviour,
  type FakeRequest,
  type FakeRoute,
  fakeErpBehaviour,
  fileAnswer,
  jsonAnswer,
  startFakeErp,
  textAnswer,
} from "./fake-erp-scaffold";

// A local stand-in for SGP (TSMX)'s URA and pré-cadastro API, written from its public documentation as
// integrators transcribed it (decision 0037): the credential is the form fields `app` + `token` on every
// call (a JSON body carries them too); a missing or wrong credential gets HTTP 403 with Django REST's
// `{detail}`; `/api/ura/consultacliente/` answers `{msg, contratos: [...]}` (an empty list for an unknown
// document, HTTP 200); `/api/ura/fatura2via/` lists a contract's open bills with `linhadigitavel`,
// `codigopix` and the boleto's `link`; `/api/ura/liberacaopromessa/` answers `{liberado, msg,
// data_promessa}`; `/api/ura/chamado/` takes JSON and answers a `protocolo`; `/api/ura/viabilidade/`
// answers `{viabilidade: bool}`; `/api/precadastro/F` requires `nome` and `logradouro`. It keeps every
// call and every write for the tests.

export type FakeSgpContract = {
  contratoId: number;
  clienteId: number;
  razaoSocial: string;
  /** As SGP shows it: masked. */
  cpfCnpj: string;
  /** YYYY-MM-DD, empty for a company. */
  dataNascimento: string;
  contratoStatusDisplay: "Ativo" | "Suspenso" | "Cancelado";
  planointernet: string;
  endereco_cep: string;
  /** The holder's contacts, repeated on each contract row as SGP does. */
  emails?: { tipoContato: string; contato: string }[];
  telefones?: { tipoContato: string; contato: string }[];
  /** Whether the promise unlock was used this period. */
  promessaUsada?: boolean;
};

export type FakeSgpBill = {
  fatura: number;
  contrato: number;
  vencimento: string;
  valor: number;
  linhadigitavel: string;
  codigopix: string;
  aberta: boolean;
};

/** A maintenance as SGP's 'Manutenção - Listar' gives it. */
export type FakeSgpMaintenance = {
  id: number;
  descricao: string;
  ativa: boolean | number;
  /** 'AAAA-MM-DD HH:MM:SS', the provider's clock. */
  data_inicial: string;
  data_final: string;
  mensagem_central: string;
  mensagem_ura: string;
  severidade: string;
  pops: { id: number; cidade: string }[];
};

/** An NFCom as the fake lists it (issue 58; the collection shows no answer body: see sgp.ts). */
export type FakeSgpNfcom = {
  id: number;
  numero: number;
  serie: string;
  contrato: number;
  /** 'AAAA-MM-DD HH:MM:SS'. */
  data_emissao: string;
  valor: number;
  /** 1 autorizada, 5 rejeitada, 8 cancelada… */
  status: number;
};

/** A month of a contract's traffic as 'Extrato de Tráfego' gives it (issue 67): bytes. */
export type FakeSgpUsage = { contrato: number; ano: number; mes: number; download: number; upload: number };

export type FakeSgpCall = { path: string; body: Record<string, string> };

export type FakeSgpState = {
  contracts: FakeSgpContract[];
  bills: FakeSgpBill[];
  /** Pre-registrations (leads), as /api/ura/clientes/ lists them. */
  prospects: Record<string, string>[];
  /** `…/plano/list`: the plans a pre-registration may name. */
  plans: { id: number; descricao: string; valor: number }[];
  /** `…/vencimento/list`: the due days a pre-registration may name. */
  dueDays: { id: number; dia: number }[];
  tickets: Record<string, string>[];
  /** CEPs (8 digits) where the network reaches. */
  coveredCeps: string[];
  /** The provider's maintenances ('Manutenção - Listar'). */
  maintenances: FakeSgpMaintenance[];
  nfcoms: FakeSgpNfcom[];
  /** Contracts whose access is online now ('Verificar disponibilidade'). */
  onlineContracts: number[];
  /** Invoices sent by 'Fatura – Enviar': the contract and the channel. */
  sent: { contrato: string; tipo: string }[];
  /** The subscriber central's passwords by document digits (issue 67: 'Contrato - Listar' checks them). */
  centralPasswords: Record<string, string>;
  /** 'Extrato de Tráfego' by contract and month (issue 67). */
  usage: FakeSgpUsage[];
  /** Occurrences opened before (issue 67): 'Chamado - Listar' lists them with those opened since. */
  pastTickets: Record<string, string | number | null>[];
  /** Wi-Fi changes taken by 'CPE Manage – Atualizar' (issue 67): the fields as posted. */
  wifiChanges: Record<string, string>[];
  calls: FakeSgpCall[];
};

/** The scaffold's knobs (delay, garbage, down, dropped connections) and SGP's own write faults. */
export type FakeSgpBehaviour = FakeErpBehaviour & {
  /** The next N pre-registrations are stored, then never answered (the client times out). */
  hangAfterStoringProspects: number;
  /** The next N pre-registrations fail with HTTP 503 before storing anything. */
  failProspects: number;
  /** The next N tickets fail with HTTP 503 before storing anything (issue 67). */
  failTickets: number;
};

/** ERP_TOKEN for SGP: `<app>:<token>`. */
export const FAKE_SGP_APP = "vitrine";
export const FAKE_SGP_SECRET = "3f1c6a0e-8c1b-4f7e-9d52-2b7a4c9e1d00";
export const FAKE_SGP_TOKEN = `${FAKE_SGP_APP}:${FAKE_SGP_SECRET}`;
export const FAKE_SGP_PIX_CODE =
  "00020101021226880014br.gov.bcb.pix2566pix.example.com.br/qr/v2/cobv/1a2b3c4d5e6f47a8b9c0d1e2f3a4b5c65204000053039865802BR5920PROVEDOR EXEMPLO LTDA6008VITORIA62070503***6304BEEF";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

export function demoSgpState(): FakeSgpState {
  return {
    contracts: [
      {
        contratoId: 7001,
        clienteId: 301,
        razaoSocial: "MARIA DA SILVA SOUZA",
        cpfCnpj: "529.982.247-25",
        dataNascimento: "1985-03-14",
        contratoStatusDisplay: "Suspenso",
        planointernet: "FIBRA 500 MEGA",
        endereco_cep: "29100-000",
        emails: [{ tipoContato: "E-Mail", contato: "maria.souza@gmail.com" }],
        telefones: [
          { tipoContato: "Telefone Residencial", contato: "(27) 3222-1111" },
          { tipoContato: "WhatsApp Número", contato: "(27) 98888-7777" },
        ],
      },
      {
        contratoId: 7002,
        clienteId: 302,
        razaoSocial: "PADARIA BOA MASSA LTDA",
        cpfCnpj: "11.222.333/0001-81",
        dataNascimento: "",
        contratoStatusDisplay: "Ativo",
        planointernet: "EMPRESA 1 GIGA",
        endereco_cep: "29101-010",
      },
    ],
    bills: [
      {
        fatura: 88001,
        contrato: 7001,
        vencimento: "2026-11-10",
        valor: 99.9,
        linhadigitavel: "34191.79001 01043.510047 91020.150008 1 12340000009990",
        codigopix: FAKE_SGP_PIX_CODE,
        aberta: true,
      },
      {
        fatura: 88002,
        contrato: 7001,
        vencimento: "2026-12-10",
        valor: 99.9,
        linhadigitavel: "34191.79001 01043.510047 91020.150008 2 12650000009990",
        codigopix: "",
        aberta: true,
      },
      {
        fatura: 87999,
        contrato: 7001,
        vencimento: "2026-10-10",
        valor: 99.9,
        linhadigitavel: "",
        codigopix: "",
        aberta: false,
      },
    ],
    prospects: [],
    plans: [
      { id: 11, descricao: "Fibra 300 Mega", valor: 99.9 },
      { id: 12, descricao: "Fibra 600 Mega", valor: 129.9 },
    ],
    dueDays: [
      { id: 1, dia: 5 },
      { id: 2, dia: 10 },
      { id: 3, dia: 15 },
      { id: 4, dia: 20 },
    ],
    tickets: [],
    coveredCeps: ["29100000", "29101010"],
    maintenances: [
      {
        id: 41,
        descricao: "Troca de equipamento no POP Centro",
        ativa: true,
        data_inicial: "2030-12-02 01:00:00",
        data_final: "2030-12-02 05:00:00",
        mensagem_central: "Manutenção programada: a conexão pode cair por alguns minutos entre 1h e 5h.",
        mensagem_ura: "",
        severidade: "Indisponibilidade",
        pops: [{ id: 1, cidade: "Vila Velha" }],
      },
      {
        id: 40,
        descricao: "Manutenção antiga já desativada",
        ativa: false,
        data_inicial: "2026-10-01 01:00:00",
        data_final: "2026-10-01 03:00:00",
        mensagem_central: "",
        mensagem_ura: "",
        severidade: "Indisponibilidade",
        pops: [],
      },
    ],
    nfcoms: [
      {
        id: 9101,
        numero: 1203,
        serie: "1",
        contrato: 7001,
        data_emissao: "2026-11-01 10:00:00",
        valor: 99.9,
        status: 1,
      },
      {
        id: 9100,
        numero: 1102,
        serie: "1",
        contrato: 7001,
        data_emissao: "2026-10-01 10:00:00",
        valor: 99.9,
        status: 1,
      },
      {
        id: 9099,
        numero: 1001,
        serie: "1",
        contrato: 7001,
        data_emissao: "2026-09-01 10:00:00",
        valor: 99.9,
        status: 8,
      },
    ],
    onlineContracts: [7002],
    sent: [],
    centralPasswords: { "52998224725": "senha-da-central" },
    usage: [
      { contrato: 7001, ano: 2026, mes: 11, download: 152_300_000_000, upload: 18_400_000_000 },
      { contrato: 7001, ano: 2026, mes: 10, download: 201_700_000_000, upload: 22_100_000_000 },
    ],
    pastTickets: [
      {
        contrato_id: 7001,
        oc_protocolo: "2026101500071",
        oc_tipo_descricao: "Internet lenta",
        oc_data_cadastro: "2026-10-15 19:20:00",
        oc_data_encerramento: "2026-10-17 11:05:00",
        oc_conteudo: "A internet fica lenta todas as noites.",
        oc_status: 1,
        oc_status_descricao: "Encerrada",
        os_conteudo: "Verificar sinal na caixa.",
        os_data_cadastro: "2026-10-15 20:02:00",
        os_data_agendamento: "2026-10-16 09:00:00",
        os_servicoprestado: "Conector trocado na caixa; velocidade normal.",
        os_status_descricao: "Encerrada",
      },
    ],
    wifiChanges: [],
    calls: [],
  };
}

export type FakeSgp = {
  url: string;
  state: FakeSgpState;
  behaviour: FakeSgpBehaviour;
  close: () => Promise<void>;
};

/** A call as SGP reads it: the credential, and the other fields (form, JSON or, for a GET, the query). */
type SgpInput = { app?: string; token?: string; fields: Record<string, string> };
type Fields = Record<string, string>;

export async function startFakeSgp(
  options: { port?: number; host?: string; state?: FakeSgpState } = {},
): Promise<FakeSgp> {
  const state = options.state ?? demoSgpState();
  const behaviour: FakeSgpBehaviour = {
    ...fakeErpBehaviour(),
    hangAfterStoringProspects: 0,
    failProspects: 0,
    failTickets: 0,
  };
  // The boleto's link names the fake's own address, known once it listens.
  const self = { url: "" };
  const server = await startFakeErp(
    {
      behaviour,
      state,
      garbage: textAnswer(200, "text/html", "<html><body>Server Error (500)</body>"),
      outage: jsonAnswer(503, { detail: "Serviço indisponível" }),
      read: readSgpCall,
      authorize: ({ app, token }) =>
        app === FAKE_SGP_APP && token === FAKE_SGP_SECRET
          ? undefined
          : jsonAnswer(403, { detail: "As credenciais de autenticação não foram fornecidas." }),
      record: ({ fields }, request) => ({ path: request.path, body: fields }),
      routes: sgpRoutes(state, self),
      fallback: () => jsonAnswer(404, { detail: "Não encontrado." }),
    },
    options,
  );
  self.url = server.url;
  return { url: server.url, state, behaviour, close: server.close };
}

function readSgpCall(request: FakeRequest): SgpInput | FakeAnswer {
  let all: Fields;
  if (request.method !== "POST") all = request.query;
  else if ((request.headers["content-type"] ?? "").includes("application/json")) {
    try {
      const parsed = JSON.parse(request.text || "{}") as Record<string, unknown>;
      all = Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]));
    } catch {
      return jsonAnswer(400, { detail: "JSON parse error" });
    }
  } else all = Object.fromEntries(new URLSearchParams(request.text));
  const { app, token, ...fields } = all;
  return { app, token, fields };
}

function sgpRoutes(state: FakeSgpState, self: { url: string }): FakeRoute<SgpInput, FakeSgpBehaviour>[] {
  const post = (
    path: string,
    handle: (fields: Fields) => FakeAnswer,
    faults: Partial<FakeRoute<SgpInput, FakeSgpBehaviour>> = {},
  ) => ({ method: "POST", path, handle: ({ fields }: SgpInput) => handle(fields), ...faults });
  const preRegistration = {
    failWhile: "failProspects",
    hangAfterStoringWhile: "hangAfterStoringProspects",
  } as const;
  return [
    // The boleto's PDF is a public link SGP hands out with the bill.
    {
      method: "GET",
      path: /^\/boleto\/(\d+)\/$/,
      open: true,
      handle: (_input, [bill]) => boletoPdf(state, bill!),
    },
    // 'Manutenção - Listar': a GET with the credential in the query string.
    { method: "GET", path: "/api/ura/manutencao/list/", handle: () => jsonAnswer(200, state.maintenances) },
    // Every other call is a POST.
    {
      method: "*",
      path: /^/,
      open: true,
      when: (request) => request.method !== "POST",
      handle: () => jsonAnswer(405, { detail: 'Método "GET" não permitido.' }),
    },
    {
      method: "POST",
      path: /^\/api\/central\/nfcom\/print\/(\d+)$/,
      handle: ({ fields }, [number]) => nfcomPdf(state, number!, fields),
    },
    post("/api/central/contratos", (fields) => centralContracts(state, fields)),
    post("/api/central/extratouso/", (fields) => usageStatement(state, fields)),
    post("/api/central/chamado/list/", (fields) => ticketList(state, fields)),
    post("/api/central/nfcom/list", (fields) =>
      jsonAnswer(
        200,
        state.nfcoms
          .filter((row) => !fields.contrato || String(row.contrato) === fields.contrato)
          .map(({ contrato: _contract, ...row }) => row),
      ),
    ),
    post("/api/ura/verificaacesso/", (fields) => accessCheck(state, fields)),
    post("/api/ura/cpemanage/", (fields) => wifiChange(state, fields)),
    post("/api/ura/enviafatura/", (fields) => sendBill(state, fields)),
    post("/api/ura/consultacliente/", (fields) => consult(state, fields)),
    post("/api/ura/fatura2via/", (fields) => bills(state, fields, self.url)),
    post("/api/ura/liberacaopromessa/", (fields) => promise(state, fields)),
    post("/api/ura/chamado/", (fields) => ticket(state, fields), { failWhile: "failTickets" }),
    post("/api/ura/viabilidade/", (fields) =>
      jsonAnswer(200, { viabilidade: state.coveredCeps.includes((fields.cep ?? "").replace(/\D/g, "")) }),
    ),
    post("/api/ura/clientes/", (fields) =>
      jsonAnswer(200, {
        clientes: state.prospects.filter((row) => !fields.telefone || row.celular === fields.telefone),
      }),
    ),
    post("/api/precadastro/plano/list", () => jsonAnswer(200, state.plans)),
    post("/api/precadastro/vencimento/list", () => jsonAnswer(200, state.dueDays)),
    post("/api/precadastro/F", (fields) => preRegister(state, fields), preRegistration),
    post("/api/precadastro/J", (fields) => preRegister(state, fields), preRegistration),
  ];
}

function boletoPdf(state: FakeSgpState, bill: string): FakeAnswer {
  const found = state.bills.find((row) => String(row.fatura) === bill && row.linhadigitavel);
  return found ? fileAnswer("application/pdf", PDF) : textAnswer(404, "text/html", "<h1>Not Found</h1>");
}

function nfcomPdf(state: FakeSgpState, number: string, fields: Fields): FakeAnswer {
  const note = state.nfcoms.find(
    (row) => String(row.numero) === number && String(row.contrato) === fields.contrato,
  );
  return note ? fileAnswer("application/pdf", PDF) : jsonAnswer(404, { detail: "Não encontrado." });
}

/** 'Contrato - Listar' of the subscriber central: answers only the holder's own password. */
function centralContracts(state: FakeSgpState, fields: Fields): FakeAnswer {
  const document = (fields.cpfcnpj ?? "").replace(/\D/g, "");
  const password = state.centralPasswords[document];
  if (!password || fields.senha !== password)
    return jsonAnswer(200, { auth: false, msg: "CPF/CNPJ ou senha inválidos", contratos: [] });
  return jsonAnswer(200, {
    auth: true,
    contratos: state.contracts
      .filter((row) => row.cpfCnpj.replace(/\D/g, "") === document)
      .map((row) => ({ contrato: row.contratoId, status: row.contratoStatusDisplay })),
  });
}

function usageStatement(state: FakeSgpState, fields: Fields): FakeAnswer {
  const month = state.usage.find(
    (row) =>
      String(row.contrato) === fields.contrato &&
      String(row.ano) === fields.ano &&
      String(row.mes) === fields.mes,
  );
  const contract = state.contracts.find((row) => String(row.contratoId) === fields.contrato);
  // As integrators typed the answer: the month's sessions in `list` (bytes) and their `total`.
  return jsonAnswer(200, {
    ano: fields.ano ?? "",
    mes: fields.mes ?? "",
    plano: contract?.planointernet ?? "",
    login: `cliente${fields.contrato ?? ""}`,
    total: month ? month.download + month.upload : 0,
    list: month
      ? [
          {
            data: `${month.ano}-${String(month.mes).padStart(2, "0")}-01`,
            download: month.download,
            upload: month.upload,
            total: month.download + month.upload,
          },
        ]
      : [],
  });
}

function ticketList(state: FakeSgpState, fields: Fields): FakeAnswer {
  return jsonAnswer(200, [
    ...state.tickets
      .filter((row) => row.contrato === fields.contrato)
      .map((row) => ({
        contrato_id: Number(row.contrato),
        oc_protocolo: row.protocolo,
        oc_tipo_descricao: "Outros",
        oc_data_cadastro: "2026-11-26 10:00:00",
        oc_data_encerramento: null,
        oc_conteudo: row.conteudo,
        oc_status: 0,
        oc_status_descricao: "Aberta",
      }))
      .reverse(),
    ...state.pastTickets.filter((row) => String(row.contrato_id) === fields.contrato),
  ]);
}

function accessCheck(state: FakeSgpState, fields: Fields): FakeAnswer {
  const contract = state.contracts.find((row) => String(row.contratoId) === fields.contrato);
  if (!contract) return jsonAnswer(200, { status: 2, msg: "Contrato não encontrado" });
  const online = state.onlineContracts.includes(contract.contratoId);
  // As integrators probing a live SGP saw it: offline is `status: 2` (the collection says 0).
  return jsonAnswer(200, {
    status: online ? 1 : 2,
    msg: online ? "Serviço Online" : "Serviço Offline",
    contratoId: contract.contratoId,
    cpfCnpj: contract.cpfCnpj,
    razaoSocial: contract.razaoSocial,
    login: `cliente${contract.contratoId}`,
    servico_id: contract.contratoId + 6000,
  });
}

/**
 * 'CPE Manage – Atualizar' (issue 67): contrato and servico (the access's, as verificaacesso names it), and
 * per band the new name and password; a band's fields left out stay as they are.
 */
function wifiChange(state: FakeSgpState, fields: Fields): FakeAnswer {
  const contract = state.contracts.find((row) => String(row.contratoId) === fields.contrato);
  if (!contract || fields.servico !== String(contract.contratoId + 6000))
    return jsonAnswer(400, { status: 0, msg: "Contrato ou serviço não encontrado" });
  const names = ["novo_ssid", "novo_ssid_5g"].filter((name) => fields[name] !== undefined);
  const passwords = ["nova_senha", "nova_senha_5g"].filter((name) => fields[name] !== undefined);
  if (names.length + passwords.length === 0)
    return jsonAnswer(400, { status: 0, msg: "Nenhuma alteração informada" });
  if (passwords.some((name) => !/^[\x20-\x7E]{8,63}$/.test(fields[name] ?? "")))
    return jsonAnswer(400, { status: 0, msg: "Senha inválida" });
  if (names.some((name) => !(fields[name] ?? "").trim() || (fields[name] ?? "").length > 32))
    return jsonAnswer(400, { status: 0, msg: "SSID inválido" });
  state.wifiChanges.push(fields);
  return jsonAnswer(200, { status: 1, msg: "Configurações enviadas para o equipamento" });
}

function sendBill(state: FakeSgpState, fields: Fields): FakeAnswer {
  const contract = state.contracts.find((row) => String(row.contratoId) === fields.contrato);
  if (!contract) return jsonAnswer(400, { status: 0, msg: "Contrato não encontrado" });
  state.sent.push({ contrato: fields.contrato ?? "", tipo: fields.tipo || "email" });
  return jsonAnswer(200, { status: 1, msg: "Fatura enviada com sucesso" });
}

function consult(state: FakeSgpState, fields: Fields): FakeAnswer {
  const document = (fields.cpfcnpj ?? "").replace(/\D/g, "");
  const found = state.contracts.filter((row) => row.cpfCnpj.replace(/\D/g, "") === document);
  if (found.length === 0) return jsonAnswer(200, { msg: "Cliente não encontrado", contratos: [] });
  return jsonAnswer(200, {
    msg: "Contrato(s) Localizado(s)",
    contratos: found.map(({ promessaUsada: _used, ...row }) => ({
      ...row,
      // Fields an adapter must not need (and must not pass on): the portal's password.
      contratoCentralSenha: "segredo-central",
      servico_senha: "segredo-login",
    })),
  });
}

/** `url`: the fake's own address, which the boleto's link names. */
function bills(state: FakeSgpState, fields: Fields, url: string): FakeAnswer {
  const contract = state.contracts.find((row) => String(row.contratoId) === fields.contrato);
  if (!contract) return jsonAnswer(200, { msg: "Contrato não encontrado", links: [] });
  return jsonAnswer(200, {
    msg: "Faturas localizadas",
    links: state.bills
      .filter((row) => row.contrato === contract.contratoId && row.aberta)
      .map((row) => ({
        fatura: row.fatura,
        vencimento: row.vencimento,
        valor: row.valor,
        linhadigitavel: row.linhadigitavel,
        codigopix: row.codigopix,
        link: row.linhadigitavel ? `${url}/boleto/${row.fatura}/` : "",
      })),
  });
}

function promise(state: FakeSgpState, fields: Fields): FakeAnswer {
  const contract = state.contracts.find((row) => String(row.contratoId) === fields.contrato);
  if (!contract) return jsonAnswer(200, { liberado: false, msg: "Contrato não encontrado" });
  if (contract.promessaUsada || contract.contratoStatusDisplay !== "Suspenso")
    return jsonAnswer(200, {
      liberado: false,
      msg: "Liberação por promessa já utilizada ou contrato não suspenso",
    });
  contract.promessaUsada = true;
  contract.contratoStatusDisplay = "Ativo";
  const until = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  return jsonAnswer(200, {
    liberado: true,
    msg: "Contrato liberado com sucesso",
    data_promessa: until,
    protocolo: `L${contract.contratoId}`,
  });
}

function ticket(state: FakeSgpState, fields: Fields): FakeAnswer {
  for (const required of ["contrato", "ocorrenciatipo", "conteudo"])
    if (!fields[required]) return jsonAnswer(400, { status: 0, msg: `Campo ${required} obrigatório` });
  const protocolo = `2026112600${String(state.tickets.length + 1).padStart(4, "0")}`;
  state.tickets.push({ ...fields, protocolo });
  return jsonAnswer(200, { status: 1, protocolo, msg: "Chamado aberto com sucesso" });
}

function preRegister(state: FakeSgpState, fields: Fields): FakeAnswer {
  for (const required of ["nome", "logradouro"])
    if (!fields[required]) return jsonAnswer(400, { status: "erro", msg: `Campo ${required} obrigatório` });
  const id = String(5000 + state.prospects.length + 1);
  state.prospects.push({ id, ...fields });
  return jsonAnswer(200, { status: "sucesso", msg: "Pré-cadastro realizado", id }).afterStoring();
}
