import { fromSiteWallTime } from "../../domain/content";
import { IXC_CONTRACT_PRINT } from "../../domain/erp-settings-schema";
import { provesIdentity } from "../../domain/subscriber";
import { distanceMeters, isLatLng } from "../../domain/viability";
import {
  type ErpAdapter,
  type ErpCapabilities,
  ErpError,
  type FtthBox,
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
  type TicketContact,
  type TicketRecord,
  type TicketTopic,
  type TrustUnlockAnswer,
  ticketTitle,
  type UsageMonth,
} from "./contract";
import {
  cents,
  dateInText,
  type ErpRequest,
  type ErpResponse,
  erpRequest,
  findEmv,
  isRow,
  PROSPECT_MARK,
  parseJson,
  type Row,
  requiredText,
  saoPauloToday,
  text,
} from "./http";

// IXC Provedor (decision 0037), from its public API documentation and the behaviour integrators measured:
// - `Authorization: Basic base64("<userId>:<token>")` (ERP_TOKEN is `userId:token`);
// - a listing is `POST /webservice/v1/<table>` with the header `ixcsoft: listar` and the body
//   {qtype, query, oper, page, rp, sortname, sortorder, grid_param}; a write is the same POST without it;
// - errors come with HTTP 200: `{type: "error", message}` (sometimes as text/html), and a bad token gets a
//   body that is not JSON at all; success of a listing is `{total, registros}` with every value a string;
// - `cnpj_cpf` is stored masked ('123.456.789-09'), so the search uses the mask;
// - `get_pix` on an invoice without `pix_txid` registers a new charge at the gateway: it is asked only
//   for invoices that already have one;
// - there is no documented viability route: checkCoverage is not offered; `rad_caixa_ftth` lists the fibre
//   boxes (`descricao`, `status` A/I, `latitude`, `longitude` as text, `capacidade` in ports), and
//   `radpop_radio_cliente_fibra` the ONUs attached to each (`id_caixa_ftth`): capacity minus those is the
//   free ports (ftthBoxes, issue 56);
// - `contato` has the fields `origem_source`, `origem_medium` and `origem_campaing` (IXC's spelling) for
//   a lead's campaign (issue 57);
// - issue 58: `get_boleto` with `tipo_boleto` `mail` or `sms` has IXC send the invoice to the client's
//   e-mail or phone on file (the same body as the PDF's, without `base64`), answering `{type}`; the
//   contract's PDF is the install's own print resource, `cliente_contrato_imprimir_contrato_<n>` (the
//   number differs per install: ERP_CONTRACT_PRINT), POST `{id}` → the PDF as bare base64, or `{type:
//   "error"}` with HTTP 200; the access's state is the `radusuarios` row of the contract (`online` S/N,
//   `ultima_conexao_inicial`, `ultima_conexao_final` as 'AAAA-MM-DD HH:MM:SS' on the provider's clock).
//   No fiscal documents route in the public docs: the desk says so.
// - issue 67 ('Minha conta'): the holder of a document is its `cliente` row with its `email` and
//   `telefone_celular` (or `whatsapp`), where the sign-in code goes; a month's traffic is the login's
//   `radusuarios_consumo_m` row (`id_login`, `data` as the month's first day, `consumo` and
//   `consumo_upload` in bytes, as integrators read the table); a client's tickets are `su_ticket` rows by
//   `id_cliente` (`protocolo`, `titulo`, `menssagem`, `data_criacao`, `su_status`: N novo, P pendente, EP em
//   progresso, S solucionado, C cancelado) and what happened to each its `su_mensagens` by `id_ticket`
//   (`mensagem`, `data`), without those marked private (`visibilidade_mensagens` P: the staff's notes).
//   IXC's central password is kept in clear in `cliente.senha`: the site never reads it (no centralSignIn).
// - issue 67: no route in the public docs cancels a contract, changes its due day, address or plan, or a
//   router's Wi-Fi (IXC ACS is a product of its own): each is a ticket (`su_ticket`) titled by what it
//   asks, under the subject the provider gives that kind. The ONU of a contract is its
//   `radpop_radio_cliente_fibra` row (`id_contrato`), whose `mac` holds the GPON serial for fibre: a device
//   manager (GenieACS) finds the router by it. `cliente_contrato.data_ativacao` is when the contract
//   started and `cep` where it is installed; the client's `email` and `telefone_celular` are where a
//   request's protocol goes.

const BASE_CAPABILITIES: ErpCapabilities = {
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
  addressViability: false,
  // `rad_caixa_ftth` lists the boxes with coordinates and capacity; connected ONUs give the free ports.
  ftthBoxes: true,
  // Only with the install's print resource (ERP_CONTRACT_PRINT).
  contractPdf: false,
  fiscalDocuments: false,
  sendInvoice: true,
  accessStatus: true,
  findHolder: true,
  centralSignIn: false,
  usage: true,
  tickets: true,
  changeWifi: false,
  cpeSerial: true,
  scheduleInstallation: false,
};

/** How long the list of boxes is kept, how it is read, and how many of the nearest get their ports counted. */
const BOX_LIST_TTL_MS = 5 * 60_000;
const BOX_LIST_PAGE = 1000;
const BOX_LIST_MAX_PAGES = 20;
const BOXES_WITH_PORTS = 3;

type BoxRow = { id: string; name: string; lat: number; lng: number; capacity: number | undefined };

/** Internet states of a contract suspended for an unpaid bill (bloqueio automático, financeiro em atraso). */
const BLOCKED_FOR_DEBT = new Set(["CA", "FA"]);

/** A ticket's states that are over: solved, cancelled. */
const TICKET_CLOSED = new Set(["S", "C"]);
const TICKET_STATES: Record<string, string> = {
  N: "Novo",
  P: "Pendente",
  EP: "Em andamento",
  S: "Solucionado",
  C: "Cancelado",
};
/** How many of the newest tickets the account shows with their messages (one call each). */
const TICKETS_SHOWN = 10;

/** A contract that is not inactive or cancelled (`I`, `D`): the desk shows it, and its number proves a company. */
const isLive = (contract: Row) => !["I", "D"].includes(text(contract.status));

export type IxcOptions = {
  /** ALLOW_PRIVATE_ADDRESSES, or an ERP the environment names: its address may be a private one. */
  allowPrivateAddresses?: boolean | undefined;
  url: string;
  /** `userId:token`. */
  token: string;
  timeoutMs?: number;
  /** The ticket's subject (`su_oss_assunto` id) and department; the provider's own, 1 when not given. */
  ticketSubjectId?: string;
  /** A subject per topic of a self-service request (issue 67); `ticketSubjectId` for a topic not named. */
  ticketSubjects?: Partial<Record<TicketTopic, string>>;
  ticketDepartmentId?: string;
  /** Today as YYYY-MM-DD in the provider's time zone (overdue invoices, a contact's date). */
  today?: () => string;
  /** The install's contract print resource, `cliente_contrato_imprimir_contrato_<n>` (issue 58). */
  contractPrint?: string;
};

/** What ERP_CONTRACT_PRINT (or the console's setting) may name: IXC's contract print resources only. */
export { IXC_CONTRACT_PRINT };

export function createIxcAdapter(options: IxcOptions): ErpAdapter {
  const base = `${options.url.replace(/\/+$/, "")}/webservice/v1`;
  const authorization = `Basic ${Buffer.from(options.token).toString("base64")}`;
  const today = options.today ?? saoPauloToday;
  const contractPrint =
    options.contractPrint && IXC_CONTRACT_PRINT.test(options.contractPrint)
      ? options.contractPrint
      : undefined;
  const CAPABILITIES: ErpCapabilities = { ...BASE_CAPABILITIES, contractPdf: contractPrint !== undefined };

  const call = async (
    table: string,
    body: Row,
    listing: boolean,
    edit?: { id: string },
  ): Promise<ErpResponse> => {
    const request: ErpRequest = {
      // An edit is `PUT <table>/<id>` (issue 68).
      method: edit ? "PUT" : "POST",
      url: edit ? `${base}/${table}/${encodeURIComponent(edit.id)}` : `${base}/${table}`,
      headers: {
        Authorization: authorization,
        "Content-Type": "application/json",
        ...(listing ? { ixcsoft: "listar" } : {}),
      },
      body: JSON.stringify(body),
      timeoutMs: options.timeoutMs,
      allowPrivate: options.allowPrivateAddresses,
    };
    const response = await erpRequest(request);
    if (response.status >= 500) throw new ErpError("unavailable", `${table}: HTTP ${response.status}`);
    if (response.status >= 400) throw new ErpError("bad_answer", `${table}: HTTP ${response.status}`);
    return response;
  };

  /** An answer that must be a JSON object; IXC's `{type: "error"}` (HTTP 200) is a refusal. */
  const answerObject = (response: ErpResponse, table: string): Row => {
    const parsed = parseJson(response.text, table);
    if (!isRow(parsed)) throw new ErpError("bad_answer", `${table}: not an object`);
    if (parsed.type === "error") throw new ErpError("refused", `${table}: error answer`);
    return parsed;
  };

  const list = async (
    table: string,
    filter: { field: string; value: string; oper?: "=" | "L" | ">" },
    extra: {
      grid?: { TB: string; OP: string; P: string }[];
      sort?: string;
      order?: "asc" | "desc";
      rp?: number;
      page?: number;
    } = {},
  ): Promise<Row[]> => {
    const response = await call(
      table,
      {
        qtype: `${table}.${filter.field}`,
        query: filter.value,
        oper: filter.oper ?? "=",
        page: String(extra.page ?? 1),
        rp: String(extra.rp ?? 50),
        sortname: `${table}.${extra.sort ?? "id"}`,
        sortorder: extra.order ?? "desc",
        ...(extra.grid ? { grid_param: JSON.stringify(extra.grid) } : {}),
      },
      true,
    );
    const answer = answerObject(response, table);
    if (answer.registros === undefined) {
      // No rows: IXC sends `{total: 0}` without `registros`.
      if (Number(answer.total) === 0) return [];
      throw new ErpError("bad_answer", `${table}: no registros`);
    }
    if (!Array.isArray(answer.registros) || !answer.registros.every(isRow))
      throw new ErpError("bad_answer", `${table}: registros not a list`);
    return answer.registros;
  };

  const write = async (table: string, body: Row): Promise<Row> =>
    answerObject(await call(table, body, false), table);

  /**
   * Edits a row IXC listed (issue 68): its edit writes the row as sent, so the listed row goes back whole
   * with the changed fields over it.
   */
  const update = async (table: string, listed: Row, changes: Row): Promise<Row> => {
    const id = requiredText(listed.id, `${table}.id`);
    const { id: _id, ...fields } = listed;
    return answerObject(await call(table, { ...fields, ...changes }, false, { id }), table);
  };

  // IXC's `uf` is its own state's id (table `uf`: `id`, `sigla`), never the abbreviation: found once per
  // adapter; a state IXC does not list goes without one.
  const stateIds = new Map<string, Promise<string>>();
  const ixcStateId = (uf: string): Promise<string> => {
    let found = stateIds.get(uf);
    if (!found) {
      found = (async () => {
        const states = await list("uf", { field: "sigla", value: uf }, { rp: 1 });
        return text(states.find((row) => text(row.sigla) === uf)?.id);
      })();
      stateIds.set(uf, found);
      // A failure is asked again next time.
      found.catch(() => stateIds.delete(uf));
    }
    return found;
  };

  // IXC's `contato.cidade` is its own city's id (table `cidade`: `nome`, `uf` as the `uf` row's id): found
  // by name and state once per adapter; a city IXC does not list goes without one (the note names it).
  const cityIds = new Map<string, Promise<string>>();
  const ixcCityId = (name: string, uf: string): Promise<string> => {
    const key = `${name}|${uf}`;
    let found = cityIds.get(key);
    if (!found) {
      found = (async () => {
        const rows = (await list("cidade", { field: "nome", value: name }, { rp: 20 })).filter(
          (row) => text(row.nome).trim().toLowerCase() === name.trim().toLowerCase(),
        );
        if (rows.length <= 1) return rows[0] ? text(rows[0].id) : "";
        const state = await ixcStateId(uf);
        return state ? text(rows.find((row) => text(row.uf) === state)?.id) : "";
      })();
      cityIds.set(key, found);
      // A failure is asked again next time.
      found.catch(() => cityIds.delete(key));
    }
    return found;
  };

  // The active boxes with coordinates, read at most once per BOX_LIST_TTL_MS: a box moves or opens rarely,
  // and a visitor's check must not list the whole network each time.
  let boxes: { at: number; rows: Promise<BoxRow[]> } | undefined;
  const activeBoxes = (): Promise<BoxRow[]> => {
    const at = Date.now();
    if (boxes && at - boxes.at < BOX_LIST_TTL_MS) return boxes.rows;
    const rows = (async () => {
      const found: BoxRow[] = [];
      for (let page = 1; page <= BOX_LIST_MAX_PAGES; page += 1) {
        const rows = await list(
          "rad_caixa_ftth",
          { field: "status", value: "A" },
          { rp: BOX_LIST_PAGE, page, sort: "id", order: "asc" },
        );
        for (const row of rows) {
          const lat = Number(text(row.latitude).replace(",", "."));
          const lng = Number(text(row.longitude).replace(",", "."));
          if (!text(row.latitude).trim() || !isLatLng({ lat, lng })) continue;
          const capacity = Number(text(row.capacidade));
          found.push({
            id: text(row.id),
            name: text(row.descricao).trim() || text(row.id),
            lat,
            lng,
            capacity: Number.isInteger(capacity) && capacity > 0 ? capacity : undefined,
          });
        }
        if (rows.length < BOX_LIST_PAGE) break;
      }
      return found;
    })();
    boxes = { at, rows };
    // A failed read is not kept: the next check asks again.
    rows.catch(() => {
      if (boxes?.rows === rows) boxes = undefined;
    });
    return rows;
  };

  /** Ports in use at a box: the fibre clients (ONUs) IXC attaches to it. */
  const usedPorts = async (boxId: string): Promise<number> => {
    const response = await call(
      "radpop_radio_cliente_fibra",
      {
        qtype: "radpop_radio_cliente_fibra.id_caixa_ftth",
        query: boxId,
        oper: "=",
        page: "1",
        rp: "1",
        sortname: "radpop_radio_cliente_fibra.id",
        sortorder: "asc",
      },
      true,
    );
    const total = Number(answerObject(response, "radpop_radio_cliente_fibra").total);
    if (!Number.isInteger(total) || total < 0)
      throw new ErpError("bad_answer", "radpop_radio_cliente_fibra: total not a count");
    return total;
  };

  return {
    name: "IXC Provedor",
    capabilities: CAPABILITIES,

    async findSubscriber(lookup) {
      const masked = maskDocument(lookup.document);
      if (!masked) return undefined;
      const clientsOf = () => list("cliente", { field: "cnpj_cpf", value: masked }, { rp: 5 });
      // The same calls whether the document is unknown or its proof wrong (issue 55, M2): a person's birth
      // date is on the client's row; a company's contract is asked for by its number beside the client,
      // both at once, whatever either answers. Only a right proof lists the contracts afterwards.
      const [rows, claimed] = await Promise.all([
        clientsOf(),
        lookup.kind === "company"
          ? list("cliente_contrato", { field: "id", value: lookup.contract }, { rp: 1 })
          : Promise.resolve([]),
      ]);
      // A former customer's record may share the document with the current one: the active one answers.
      const row = rows.find((candidate) => text(candidate.ativo) !== "N") ?? undefined;
      if (!row) return undefined;
      const id = requiredText(row.id, "cliente.id");
      const birth = text(row.data_nascimento);
      const birthDate = /^\d{4}-\d{2}-\d{2}$/.test(birth) && !birth.startsWith("0000") ? birth : undefined;
      const claimedContracts = claimed
        .filter((contract) => text(contract.id_cliente) === id && isLive(contract))
        .map((contract) => ({ id: text(contract.id) }));
      if (!provesIdentity({ birthDate, contracts: claimedContracts }, lookup)) return undefined;
      const contracts = await list("cliente_contrato", { field: "id_cliente", value: id });
      return {
        id,
        firstName: text(row.razao).trim().split(/\s+/)[0] ?? "",
        kind: text(row.tipo_pessoa) === "J" ? "company" : "person",
        birthDate,
        ...contactOf(row),
        ...onFileOf(row.email, row.telefone_celular, row.whatsapp),
        contracts: contracts.filter(isLive).map(
          (contract): SubscriberContract => ({
            id: requiredText(contract.id, "cliente_contrato.id"),
            label: text(contract.contrato).trim() || `Contrato ${text(contract.id)}`,
            blocked: BLOCKED_FOR_DEBT.has(text(contract.status_internet)),
            ...contractPlace(contract.cep, contract.data_ativacao),
          }),
        ),
      };
    },

    async openInvoices(subscriber) {
      const rows = await list(
        "fn_areceber",
        { field: "id_cliente", value: subscriber.id },
        {
          grid: [{ TB: "fn_areceber.status", OP: "=", P: "A" }],
          sort: "data_vencimento",
          order: "asc",
        },
      );
      const now = today();
      return rows
        .filter((row) => text(row.status) === "A" && text(row.liberado) !== "N")
        .map((row): Invoice => {
          const dueDate = requiredText(row.data_vencimento, "fn_areceber.data_vencimento");
          if (!/^\d{4}-\d{2}-\d{2}$/.test(dueDate))
            throw new ErpError("bad_answer", "fn_areceber.data_vencimento: not a date");
          const line = text(row.linha_digitavel).replace(/\D/g, "");
          return {
            id: requiredText(row.id, "fn_areceber.id"),
            dueDate,
            amountCents: cents(text(row.valor_aberto) || text(row.valor), "fn_areceber.valor"),
            overdue: dueDate < now,
            hasPix: text(row.pix_txid).trim() !== "",
            hasBoleto: line !== "",
            digitableLine: line || undefined,
          };
        })
        .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
    },

    async paymentData(_subscriber, invoice): Promise<PaymentData> {
      // Never for an invoice without a PIX charge: IXC would register one (a charge the visitor did not ask for).
      if (!invoice.hasPix) return { digitableLine: invoice.digitableLine, pixCode: undefined };
      const response = await call("get_pix", { id_areceber: invoice.id }, false);
      const answer = answerObject(response, "get_pix");
      const pixCode = findEmv(answer.pix);
      if (!pixCode) throw new ErpError("bad_answer", "get_pix: no PIX code");
      return { digitableLine: invoice.digitableLine, pixCode };
    },

    async boletoPdf(_subscriber, invoice) {
      if (!invoice.hasBoleto) return undefined;
      const response = await call(
        "get_boleto",
        {
          boletos: invoice.id,
          juro: "N",
          multa: "N",
          atualiza_boleto: "N",
          tipo_boleto: "arquivo",
          base64: "S",
        },
        false,
      );
      const body = response.text.trim();
      // An unknown invoice: an empty body with HTTP 200.
      if (body === "") return undefined;
      if (body.startsWith("{")) answerObject(response, "get_boleto");
      const bytes = Buffer.from(body, "base64");
      if (bytes.subarray(0, 5).toString("latin1") !== "%PDF-")
        throw new ErpError("bad_answer", "get_boleto: not a PDF");
      return new Uint8Array(bytes);
    },

    async trustUnlock(_subscriber, contractId): Promise<TrustUnlockAnswer> {
      const response = await call("desbloqueio_confianca", { id: contractId }, false);
      const parsed = parseJson(response.text, "desbloqueio_confianca");
      if (!isRow(parsed)) throw new ErpError("bad_answer", "desbloqueio_confianca: not an object");
      if (parsed.type === "error")
        return {
          ok: false,
          reason:
            "O desbloqueio de confiança não está disponível para este contrato agora (ele pode já ter sido usado neste período).",
        };
      if (parsed.type !== "success") throw new ErpError("bad_answer", "desbloqueio_confianca: no type");
      return { ok: true, until: dateInText(text(parsed.message)) };
    },

    async openTicket(
      subscriber,
      contractId,
      message,
      contact: TicketContact,
      topic: TicketTopic = "support",
    ) {
      const created = await write("su_ticket", {
        tipo: "C",
        id_cliente: subscriber.id,
        id_contrato: contractId,
        id_assunto: options.ticketSubjects?.[topic] ?? options.ticketSubjectId ?? "1",
        id_ticket_setor: options.ticketDepartmentId ?? "1",
        titulo: ticketTitle(topic),
        // IXC's spelling.
        menssagem: `${message}\n\nContato: ${contact.name} — ${contact.phone}`,
        su_status: "N",
        prioridade: "M",
      });
      const id = requiredText(created.id, "su_ticket.id");
      const [ticket] = await list("su_ticket", { field: "id", value: id }, { rp: 1 });
      const protocol = text(ticket?.protocolo).trim();
      return { protocol: protocol || id };
    },

    async checkCoverage() {
      return undefined;
    },

    async ftthBoxes(near, radiusMeters): Promise<FtthBox[]> {
      const close = (await activeBoxes())
        .map((box) => ({ box, distance: distanceMeters(near, box) }))
        .filter((item) => item.distance <= radiusMeters)
        .sort((a, b) => a.distance - b.distance)
        .slice(0, BOXES_WITH_PORTS);
      return Promise.all(
        close.map(async ({ box, distance }) => ({
          id: box.id,
          name: box.name,
          lat: box.lat,
          lng: box.lng,
          distanceMeters: Math.round(distance),
          freePorts:
            box.capacity === undefined ? undefined : Math.max(0, box.capacity - (await usedPorts(box.id))),
        })),
      );
    },

    async contractPdf(_subscriber, contractId) {
      if (!contractPrint) return undefined;
      const response = await call(contractPrint, { id: contractId }, false);
      const body = response.text.trim();
      if (body === "") return undefined;
      if (body.startsWith("{")) {
        // IXC's `{type: "error"}` for a contract it will not print: no PDF for it.
        const answer = parseJson(response.text, contractPrint);
        if (isRow(answer) && answer.type === "error") return undefined;
        throw new ErpError("bad_answer", `${contractPrint}: not a PDF`);
      }
      const bytes = Buffer.from(body, "base64");
      if (bytes.subarray(0, 5).toString("latin1") !== "%PDF-")
        throw new ErpError("bad_answer", `${contractPrint}: not a PDF`);
      return new Uint8Array(bytes);
    },

    async sendInvoice(subscriber, invoice, channel) {
      // IXC sends to the client's own e-mail or mobile on file; the body names only the invoice.
      await write("get_boleto", {
        boletos: invoice.id,
        juro: "N",
        multa: "N",
        atualiza_boleto: "N",
        tipo_boleto: channel === "email" ? "mail" : "sms",
      });
      return { sentTo: channel === "email" ? subscriber.contact?.email : subscriber.contact?.phone };
    },

    async accessStatus(_subscriber, contractId) {
      const rows = await list("radusuarios", { field: "id_contrato", value: contractId }, { rp: 5 });
      const row = rows.find((candidate) => text(candidate.ativo) !== "N");
      if (!row) return undefined;
      const online = text(row.online) === "S";
      return {
        online,
        since: ixcMoment(online ? row.ultima_conexao_inicial : row.ultima_conexao_final),
      };
    },

    async cpeSerial(_subscriber, contractId) {
      const rows = await list(
        "radpop_radio_cliente_fibra",
        { field: "id_contrato", value: contractId },
        { rp: 5 },
      );
      // One ONU per contract: two rows (a swapped ONU not removed) leave the router unknown, never guessed.
      const serials = [...new Set(rows.map((row) => text(row.mac).trim().toUpperCase()).filter(Boolean))];
      return serials.length === 1 ? serials[0] : undefined;
    },

    async createProspect(prospect: ProspectInput) {
      const mark = `${PROSPECT_MARK}${prospect.idempotencyKey}`;
      // A delivery that timed out may have been stored: look before writing a second one.
      const existing = await list("contato", { field: "obs", value: mark, oper: "L" }, { rp: 1 });
      if (existing.some((row) => text(row.obs).includes(mark))) return;
      await write("contato", {
        nome: prospect.name,
        fone_celular: prospect.phone,
        email: prospect.email ?? "",
        cep: prospect.cep ? `${prospect.cep.slice(0, 5)}-${prospect.cep.slice(5)}` : "",
        // IXC's own ids of the city and the state (a name or an abbreviation is not one).
        cidade: prospect.city && prospect.uf ? await ixcCityId(prospect.city, prospect.uf) : "",
        uf: prospect.uf ? await ixcStateId(prospect.uf) : "",
        data_cadastro: today(),
        obs: `${prospect.note}\n${mark}`,
        // Issue 57: the first touch in the contato's own fields, as IXC's API documentation lists them
        // (its example body for `contato`: `origem_source`, `origem_medium` and `origem_campaing`, spelled
        // so); sent only when the visit came from a campaign.
        ...(prospect.origin
          ? {
              origem_source: prospect.origin.source ?? "",
              origem_medium: prospect.origin.medium ?? "",
              origem_campaing: prospect.origin.campaign ?? "",
            }
          : {}),
      });
    },

    async createSignUp(signUp: SignUpDelivery) {
      const mark = `${PROSPECT_MARK}${signUp.idempotencyKey}`;
      const { address, viability } = signUp;
      const cep = `${address.cep.slice(0, 5)}-${address.cep.slice(5)}`;
      const obs = `${signUp.note}\n${mark}`;
      const cidade = address.city ? await ixcCityId(address.city, address.uf) : "";
      const uf = address.uf ? await ixcStateId(address.uf) : "";
      // Issue 68: a repeat of a CPF updates the rows its first sign-up made, found by that one's mark.
      const firstMark = signUp.repeatOf ? `${PROSPECT_MARK}${signUp.repeatOf.idempotencyKey}` : undefined;
      const firstRow = async (table: string) => {
        if (!firstMark) return undefined;
        const rows = await list(table, { field: "obs", value: firstMark, oper: "L" }, { rp: 1 });
        return rows.find((row) => text(row.obs).includes(firstMark));
      };
      // Each step looks for its mark first: a retry after a timeout or a failed later step redoes only
      // what the ERP did not keep.
      const contacts = await list("contato", { field: "obs", value: mark, oper: "L" }, { rp: 1 });
      let contactId = contacts.find((row) => text(row.obs).includes(mark))?.id;
      const contactFields: Row = {
        nome: signUp.name,
        razao: signUp.name,
        fone_celular: signUp.whatsapp,
        fone_whatsapp: signUp.whatsapp,
        email: signUp.email,
        cep,
        endereco: address.street,
        numero: address.number,
        complemento: address.complement,
        bairro: address.district,
        cidade,
        uf,
        status_viabilidade: viability.status === "sem viabilidade" ? "N" : "S",
        caixa_mais_proxima: viability.box?.id ?? "",
        id_caixa_ftth: viability.box?.id ?? "",
        distancia_caixa_mais_proxima: viability.box ? String(viability.box.distanceMeters) : "",
      };
      if (contactId === undefined) {
        const first = await firstRow("contato");
        if (first) {
          // The first's note stays above this one's, which carries this sign-up's mark (a retry finds it).
          await update("contato", first, { ...contactFields, obs: `${text(first.obs)}\n\n${obs}` });
          contactId = first.id;
        }
      }
      if (contactId === undefined) {
        const written = await write("contato", {
          nome: signUp.name,
          razao: signUp.name,
          tipo_pessoa: "F",
          cnpj_cpf: maskDocument(signUp.cpf) ?? "",
          data_nascimento: ixcDate(signUp.birthDate),
          fone_celular: signUp.whatsapp,
          fone_whatsapp: signUp.whatsapp,
          email: signUp.email,
          cep,
          endereco: address.street,
          numero: address.number,
          complemento: address.complement,
          bairro: address.district,
          cidade,
          uf,
          lead: "S",
          ativo: "S",
          cadastro_site: "S",
          data_cadastro: ixcDate(today()),
          // IXC's own viability fields: S/N, the nearest box's id and its distance in metres.
          status_viabilidade: viability.status === "sem viabilidade" ? "N" : "S",
          caixa_mais_proxima: viability.box?.id ?? "",
          id_caixa_ftth: viability.box?.id ?? "",
          distancia_caixa_mais_proxima: viability.box ? String(viability.box.distanceMeters) : "",
          obs,
          // Issue 57: the visit's first touch, in the same fields as a lead's contato (createProspect).
          ...(signUp.origin
            ? {
                origem_source: signUp.origin.source ?? "",
                origem_medium: signUp.origin.medium ?? "",
                origem_campaing: signUp.origin.campaign ?? "",
              }
            : {}),
        });
        contactId = requiredText(written.id, "contato.id");
      }
      const candidates = await list("crm_canditados", { field: "obs", value: mark, oper: "L" }, { rp: 1 });
      let candidateId = candidates.find((row) => text(row.obs).includes(mark))?.id;
      if (candidateId === undefined) {
        const first = await firstRow("crm_canditados");
        if (first) {
          await update("crm_canditados", first, {
            razao: signUp.name,
            telefone_celular: signUp.whatsapp,
            whatsapp: signUp.whatsapp,
            email: signUp.email,
            cep,
            endereco: address.street,
            numero: address.number,
            complemento: address.complement,
            bairro: address.district,
            cidade,
            uf,
            status_viabilidade: viability.status === "sem viabilidade" ? "N" : "S",
            obs: `${text(first.obs)}\n\n${obs}`,
          });
          candidateId = first.id;
        }
      }
      if (candidateId === undefined) {
        const written = await write("crm_canditados", {
          razao: signUp.name,
          tipo_pessoa: "F",
          cnpj_cpf: maskDocument(signUp.cpf) ?? "",
          data_nascimento: ixcDate(signUp.birthDate),
          status_prospeccao: "N",
          ativo: "S",
          crm: "S",
          id_contato_principal: text(contactId),
          telefone_celular: signUp.whatsapp,
          whatsapp: signUp.whatsapp,
          email: signUp.email,
          cep,
          endereco: address.street,
          numero: address.number,
          complemento: address.complement,
          bairro: address.district,
          cidade,
          uf,
          status_viabilidade: viability.status === "sem viabilidade" ? "N" : "S",
          data_cadastro: ixcDate(today()),
          obs,
        });
        candidateId = requiredText(written.id, "crm_canditados.id");
      }
      // Issue 68: the slot the sign-up holds, as the candidate's negotiation with a reserved day and period
      // (`data_reservada`, `melhor_horario_reserva`: M manhã, T tarde), once per sign-up (its mark).
      if (signUp.slot) {
        const deals = await list("crm_negociacoes", { field: "obs", value: mark, oper: "L" }, { rp: 1 });
        if (!deals.some((row) => text(row.obs).includes(mark)))
          await write("crm_negociacoes", {
            id_candidato: text(candidateId),
            descricao: `Contratação online ${signUp.protocol}: ${signUp.plan.name}`,
            data_reservada: ixcDate(signUp.slot.date),
            melhor_horario_reserva: signUp.slot.period === "morning" ? "M" : "T",
            obs: `Horário reservado no site pela contratação ${signUp.protocol}.\n${mark}`,
          });
      }
      if (signUp.documents.length === 0) return;
      // A prospect is a row of `cliente` (crm = S): its files go to `cliente_arquivos` by that id.
      const files = await list(
        "cliente_arquivos",
        { field: "id_cliente", value: text(candidateId) },
        { rp: 20 },
      );
      for (const document of signUp.documents) {
        const description = `${document.label} (${signUp.protocol})`;
        if (files.some((row) => text(row.descricao) === description)) continue;
        const form = new FormData();
        form.set("descricao", description);
        form.set("id_cliente", text(candidateId));
        form.set(
          "local_arquivo",
          new Blob([new Uint8Array(document.jpeg)], { type: "image/jpeg" }),
          `${document.kind}-${signUp.protocol}.jpg`,
        );
        const response = await erpRequest({
          method: "POST",
          url: `${base}/cliente_arquivos`,
          headers: { Authorization: authorization },
          body: form,
          timeoutMs: options.timeoutMs,
          allowPrivate: options.allowPrivateAddresses,
        });
        if (response.status >= 500)
          throw new ErpError("unavailable", `cliente_arquivos: HTTP ${response.status}`);
        if (response.status >= 400)
          throw new ErpError("bad_answer", `cliente_arquivos: HTTP ${response.status}`);
        answerObject(response, "cliente_arquivos");
      }
    },

    async ping() {
      await list("cliente", { field: "id", value: "0" }, { rp: 1 });
    },

    async findHolder(document): Promise<Subscriber | undefined> {
      const masked = maskDocument(document);
      if (!masked) return undefined;
      const rows = await list("cliente", { field: "cnpj_cpf", value: masked }, { rp: 5 });
      const row = rows.find((candidate) => text(candidate.ativo) !== "N");
      if (!row) return undefined;
      const id = requiredText(row.id, "cliente.id");
      const contracts = (await list("cliente_contrato", { field: "id_cliente", value: id })).filter(isLive);
      // A former customer with no live contract has no account.
      if (contracts.length === 0) return undefined;
      return {
        id,
        firstName: text(row.razao).trim().split(/\s+/)[0] ?? "",
        kind: text(row.tipo_pessoa) === "J" ? "company" : "person",
        birthDate: undefined,
        ...contactOf(row),
        ...onFileOf(row.email, row.telefone_celular, row.whatsapp),
        contracts: contracts.map(
          (contract): SubscriberContract => ({
            id: requiredText(contract.id, "cliente_contrato.id"),
            label: text(contract.contrato).trim() || `Contrato ${text(contract.id)}`,
            blocked: BLOCKED_FOR_DEBT.has(text(contract.status_internet)),
            ...cepOf(contract.cep),
          }),
        ),
      };
    },

    async usage(_subscriber, contractId, months): Promise<UsageMonth[]> {
      const logins = await list("radusuarios", { field: "id_contrato", value: contractId }, { rp: 5 });
      const login = logins.find((candidate) => text(candidate.ativo) !== "N");
      if (!login) return [];
      const rows = await list(
        "radusuarios_consumo_m",
        { field: "id_login", value: requiredText(login.id, "radusuarios.id") },
        { rp: 24, sort: "data", order: "desc" },
      );
      const byMonth = new Map<string, UsageMonth>();
      for (const row of rows) {
        const month = text(row.data).slice(0, 7);
        // The newest row of a month is its total (IXC may keep a row per update).
        if (!/^\d{4}-\d{2}$/.test(month) || !months.includes(month) || byMonth.has(month)) continue;
        byMonth.set(month, {
          month,
          downloadBytes: byteCount(row.consumo, "radusuarios_consumo_m.consumo"),
          uploadBytes: byteCount(row.consumo_upload, "radusuarios_consumo_m.consumo_upload"),
        });
      }
      return months.flatMap((month) => byMonth.get(month) ?? []);
    },

    async tickets(subscriber): Promise<TicketRecord[]> {
      // Newest first (the listing's order by id).
      const rows = await list(
        "su_ticket",
        { field: "id_cliente", value: subscriber.id },
        { rp: TICKETS_SHOWN },
      );
      return Promise.all(
        rows.map(async (row): Promise<TicketRecord> => {
          const id = requiredText(row.id, "su_ticket.id");
          const messages = await list(
            "su_mensagens",
            { field: "id_ticket", value: id },
            { rp: 50, sort: "id", order: "asc" },
          );
          const state = text(row.su_status);
          const opened = ixcMoment(row.data_criacao);
          const closed = TICKET_CLOSED.has(state);
          return {
            protocol: text(row.protocolo).trim() || id,
            subject: text(row.titulo).trim() || "Atendimento",
            openedAt: opened,
            closedAt: closed ? ixcMoment(row.data_ultima_alteracao) : undefined,
            open: !closed,
            status: TICKET_STATES[state] ?? "Em andamento",
            events: [
              ...(text(row.menssagem).trim() ? [{ at: opened, text: text(row.menssagem).trim() }] : []),
              ...messages
                .filter(
                  (message) => text(message.visibilidade_mensagens) !== "P" && text(message.mensagem).trim(),
                )
                .map((message) => ({ at: ixcMoment(message.data), text: text(message.mensagem).trim() })),
            ],
          };
        }),
      );
    },
  };
}

/** An installation CEP of 8 digits, when the ERP has one (the city's notices on 'Minha conta'). */
function cepOf(value: unknown): Pick<SubscriberContract, "installationCep"> {
  const digits = text(value).replace(/\D/g, "");
  return digits.length === 8 ? { installationCep: digits } : {};
}

/** A byte count IXC keeps as text ('1073741824'); anything else is an answer the adapter cannot read. */
function byteCount(value: unknown, field: string): number {
  const count = Number(text(value).trim() || "0");
  if (!Number.isFinite(count) || count < 0) throw new ErpError("bad_answer", `${field}: not a count`);
  return Math.round(count);
}

/** The masked e-mail and mobile of a `cliente` row (issue 58): only what the desk may show. */
function contactOf(row: Row): { contact?: MaskedContact } {
  const email = maskEmail(row.email);
  const phone = maskPhone(row.telefone_celular) ?? maskPhone(row.whatsapp);
  return email || phone ? { contact: { ...(email ? { email } : {}), ...(phone ? { phone } : {}) } } : {};
}

/** The contract's installation CEP and start day (issue 67), when IXC has them. */
function contractPlace(
  cep: unknown,
  started: unknown,
): Pick<SubscriberContract, "installationCep" | "startedOn"> {
  const digits = text(cep).replace(/\D/g, "");
  const day = text(started).slice(0, 10);
  return {
    ...(digits.length === 8 ? { installationCep: digits } : {}),
    ...(/^\d{4}-\d{2}-\d{2}$/.test(day) && !day.startsWith("0000") ? { startedOn: day } : {}),
  };
}

/** 'AAAA-MM-DD HH:MM:SS' on the provider's clock as an ISO instant; IXC's '0000-00-00…' is none. */
function ixcMoment(value: unknown): string | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(text(value).trim());
  if (!match || match[1]!.startsWith("0000")) return undefined;
  const instant = new Date(fromSiteWallTime(`${match[1]}T${match[2]}`));
  return Number.isNaN(instant.getTime()) ? undefined : instant.toISOString();
}

/** 'aaaa-mm-dd' → 'dd/mm/aaaa', the form IXC's dates take. */
function ixcDate(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

/** The document as IXC stores it: '123.456.789-09' or '12.345.678/0001-95' (alphanumeric CNPJs too). */
export function maskDocument(document: string): string | undefined {
  const plain = document.toUpperCase().replace(/[^0-9A-Z]/g, "");
  if (/^\d{11}$/.test(plain))
    return `${plain.slice(0, 3)}.${plain.slice(3, 6)}.${plain.slice(6, 9)}-${plain.slice(9)}`;
  if (/^[0-9A-Z]{12}\d{2}$/.test(plain))
    return `${plain.slice(0, 2)}.${plain.slice(2, 5)}.${plain.slice(5, 8)}/${plain.slice(8, 12)}-${plain.slice(12)}`;
  return undefined;
}
