import { fromSiteWallTime } from "../../domain/content";
import { SLOT_START_TIME } from "../../domain/install-slots";
import { provesIdentity } from "../../domain/subscriber";
import {
  type ErpAdapter,
  type ErpCapabilities,
  ErpError,
  type ErpMaintenance,
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
  type ErpResponse,
  erpRequest,
  isRow,
  PROSPECT_MARK,
  parseJson,
  type Row,
  requiredText,
  saoPauloToday,
  text,
  titleCase,
} from "./http";

// SGP (TSMX) (decision 0037), from its public API documentation as integrators transcribed it:
// - every call carries the form fields `app` + `token` (ERP_TOKEN is `app:token`); a wrong credential
//   gets HTTP 403 `{detail}` (Django REST);
// - `POST /api/ura/consultacliente/ {cpfcnpj}` → `{msg, contratos: [...]}`, one row per contract with the
//   holder's data repeated; an unknown document is an empty list with HTTP 200; rows also hold the
//   portal's passwords, which this adapter never reads;
// - `POST /api/ura/fatura2via/ {contrato}` → `{links: [{fatura, vencimento, valor, linhadigitavel,
//   codigopix, link}]}`: the open bills with their codes (reading them creates nothing);
// - `POST /api/ura/liberacaopromessa/ {contrato}` → `{liberado, msg, data_promessa}`;
// - `POST /api/ura/chamado/` with a JSON body `{contrato, ocorrenciatipo, conteudo, contato_nome,
//   contato_telefone}` → `{protocolo}`;
// - `POST /api/ura/viabilidade/ {cep, numero}` → `{viabilidade: bool}`;
// - `POST /api/precadastro/F` (a lead, `precadastro_ativar=0`) requires `nome` and `logradouro`;
// - `GET /api/ura/manutencao/list/?app=…&token=…` → a JSON list of the provider's maintenances
//   ('Manutenção - Listar' in SGP's collection): `{id, descricao, ativa, data_inicial, data_final,
//   mensagem_central, mensagem_ura, pops: [{id, cidade}]}`, dates as 'AAAA-MM-DD HH:MM:SS' on the
//   provider's clock; `ativa` is `true` or `1`; an empty `pops` is the whole network;
// - issue 58: `POST /api/ura/enviafatura/ {contrato, tipo: "email" | "sms"}` has SGP send the contract's
//   open invoices to the e-mail or mobile of the contract (the site never passes one of its own);
//   `POST /api/ura/verificaacesso/ {contrato}` → `{status, msg: "Serviço Online" | "Serviço Offline",
//   contratoId, login, servico_id}`: the collection reads offline as `status: 0`, integrators probing a live
//   SGP saw `status: 2` with "Serviço Offline", so the adapter goes by `msg` (and by `status` 1 or 0 only
//   when there is none); no endpoint gives a time (no last connection), so the desk shows the state alone;
//   the holder's `emails[]` and `telefones[]` (`{tipoContato, contato}`) come with each contract row of
//   `consultacliente`: the desk shows them masked as where SGP sends the 2ª via;
//   `POST /api/central/nfcom/list {contrato}` (app +
//   token accepted) lists the contract's NFCom, and `POST /api/central/nfcom/print/{numero} {contrato,
//   formato: "pdf"}` answers its PDF. The collection shows no answer body for the NFCom list: the adapter
//   reads a list (bare, or the one list of an object) of rows with `numero`, `data_emissao`, `valor` and
//   `status` (1 = autorizada, the only ones shown). The contract's PDF (`/api/centralapp/contrato/print/
//   {tipo}/`) needs the subscriber's own central login and password, which the site never has: not offered.
// - issue 67 ('Minha conta'): `consultacliente`'s rows give the holder and the contact on file (the sign-in
//   code goes there); 'Contrato - Listar' of the central (`POST /api/central/contratos {cpfcnpj, senha}`)
//   answers `{auth: true, contratos}` for the holder's own central password and `auth: false` otherwise,
//   which is the central sign-in, offered only when the provider turns it on; 'Extrato de Tráfego'
//   (`POST /api/central/extratouso/ {contrato, ano, mes}`) answers the month's sessions in `list` with
//   `download` and `upload` in bytes, as integrators typed it; 'Chamado - Listar' (`POST /api/central/
//   chamado/list/ {contrato}`) a list of occurrences (`oc_protocolo`, `oc_tipo_descricao`,
//   `oc_data_cadastro`, `oc_data_encerramento`, `oc_conteudo`, `oc_status` 0 open, `oc_status_descricao`)
//   with their service order (`os_data_cadastro`, `os_data_agendamento`, `os_servicoprestado`). The central
//   routes are called with app + token and the contract, as the NFCom list is; SGP's collection shows
//   them with the subscriber's `cpfcnpj` and `senha`, which the site does not keep: to check against a
//   real SGP first.
// - issue 67: `POST /api/ura/cpemanage/ {contrato, servico, novo_ssid, nova_senha, novo_ssid_5g,
//   nova_senha_5g}` ('CPE Manage – Atualizar') changes the router's Wi-Fi per band; `servico` is the
//   access's id, which `verificaacesso` answers as `servico_id`. The collection shows no answer body: a
//   JSON object without `status` 0 or false is taken as done. The contract's status route
//   (`/api/ura/contrato/status/edit/`) would end a contract at once with its equipment and fine unsettled
//   and its status codes are not documented; cancelling, the due day (`contrato/edit` has no due-day
//   field), the address and the plan are tickets (`chamado`) of the occurrence type the provider gives each.

const CAPABILITIES: ErpCapabilities = {
  findSubscriber: true,
  openInvoices: true,
  paymentData: true,
  trustUnlock: true,
  openTicket: true,
  checkCoverage: true,
  createProspect: true,
  maintenanceList: true,
  createSignUp: true,
  addressViability: false,
  ftthBoxes: false,
  contractPdf: false,
  fiscalDocuments: true,
  sendInvoice: true,
  accessStatus: true,
  findHolder: true,
  // Only when the provider turns it on (SgpOptions.centralSignIn).
  centralSignIn: false,
  usage: true,
  tickets: true,
  changeWifi: true,
  cpeSerial: false,
  scheduleInstallation: false,
};

/** SGP's occurrence type 5 is 'outros': the provider's team classifies the call. */
const DEFAULT_TICKET_TYPE = "5";

export type SgpOptions = {
  /** ALLOW_PRIVATE_ADDRESSES, or an ERP the environment names: its address may be a private one. */
  allowPrivateAddresses?: boolean | undefined;
  url: string;
  /** `app:token`. */
  token: string;
  timeoutMs?: number;
  ticketTypeId?: string;
  /** An occurrence type per topic of a self-service request (issue 67); `ticketTypeId` for one not named. */
  ticketTypes?: Partial<Record<TicketTopic, string>>;
  today?: () => string;
  /** The subscriber central's password signs in to 'Minha conta' too (issue 67; the console's switch). */
  centralSignIn?: boolean;
};

export function createSgpAdapter(options: SgpOptions): ErpAdapter {
  const base = options.url.replace(/\/+$/, "");
  const separator = options.token.indexOf(":");
  const app = separator > 0 ? options.token.slice(0, separator) : "";
  const token = separator > 0 ? options.token.slice(separator + 1) : options.token;
  const today = options.today ?? saoPauloToday;

  const post = async (path: string, fields: Record<string, string>, asJson = false): Promise<Row> => {
    const body = { app, token, ...fields };
    const response: ErpResponse = await erpRequest({
      method: "POST",
      url: `${base}${path}`,
      headers: { "Content-Type": asJson ? "application/json" : "application/x-www-form-urlencoded" },
      body: asJson ? JSON.stringify(body) : new URLSearchParams(body).toString(),
      timeoutMs: options.timeoutMs,
      allowPrivate: options.allowPrivateAddresses,
    });
    if (response.status >= 500) throw new ErpError("unavailable", `${path}: HTTP ${response.status}`);
    // SGP answers a missing or invalid field with HTTP 400: it will not do it.
    if (response.status === 400) throw new ErpError("refused", `${path}: HTTP 400`);
    if (response.status >= 300) throw new ErpError("bad_answer", `${path}: HTTP ${response.status}`);
    const parsed = parseJson(response.text, path);
    if (!isRow(parsed)) throw new ErpError("bad_answer", `${path}: not an object`);
    return parsed;
  };

  /** A listing SGP answers as a bare JSON array (`…/plano/list`, `…/vencimento/list`). */
  const postList = async (path: string): Promise<Row[]> => {
    const response = await erpRequest({
      method: "POST",
      url: `${base}${path}`,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ app, token }),
      timeoutMs: options.timeoutMs,
      allowPrivate: options.allowPrivateAddresses,
    });
    if (response.status >= 500) throw new ErpError("unavailable", `${path}: HTTP ${response.status}`);
    if (response.status >= 300) throw new ErpError("refused", `${path}: HTTP ${response.status}`);
    const parsed = parseJson(response.text, path);
    if (!Array.isArray(parsed) || !parsed.every(isRow))
      throw new ErpError("bad_answer", `${path}: not a list`);
    return parsed;
  };

  const listOf = (answer: Row, key: string, path: string): Row[] => {
    const rows = answer[key];
    if (!Array.isArray(rows) || !rows.every(isRow))
      throw new ErpError("bad_answer", `${path}: ${key} not a list`);
    return rows;
  };

  type Bill = Invoice & { pixCode: string | undefined; link: string | undefined };

  const billsOf = async (contractId: string): Promise<Bill[]> => {
    const answer = await post("/api/ura/fatura2via/", { contrato: contractId });
    const now = today();
    return listOf(answer, "links", "fatura2via").map((row): Bill => {
      const dueDate = text(row.vencimento).slice(0, 10);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(dueDate))
        throw new ErpError("bad_answer", "fatura2via.vencimento: not a date");
      const line = text(row.linhadigitavel).replace(/\D/g, "");
      const pix = text(row.codigopix).trim();
      const link = text(row.link).trim();
      return {
        // The contract travels in the id: after a sealed button the desk knows only the subscriber's id.
        id: `${contractId}:${requiredText(row.fatura, "fatura2via.fatura")}`,
        dueDate,
        amountCents: cents(row.valor, "fatura2via.valor"),
        overdue: dueDate < now,
        hasPix: /^000201/.test(pix),
        hasBoleto: line !== "",
        digitableLine: line || undefined,
        pixCode: /^000201[\x20-\x7E]{20,}$/.test(pix) ? pix : undefined,
        link: link || undefined,
      };
    });
  };

  /** The bill again, read fresh from its contract (the site keeps no ERP answer). */
  const findBill = async (invoice: Invoice): Promise<Bill | undefined> => {
    const contractId = invoice.id.split(":")[0];
    if (!contractId) return undefined;
    return (await billsOf(contractId)).find((candidate) => candidate.id === invoice.id);
  };

  /** The holder of a document with the contact on file, from `consultacliente` (one call). */
  const holderOf = async (digits: string): Promise<Subscriber | undefined> => {
    const answer = await post("/api/ura/consultacliente/", { cpfcnpj: digits });
    const live = listOf(answer, "contratos", "consultacliente").filter(
      (row) => text(row.contratoStatusDisplay) !== "Cancelado",
    );
    const [first] = live;
    if (!first) return undefined;
    const clientId = requiredText(first.clienteId, "consultacliente.clienteId");
    return {
      id: clientId,
      firstName: titleCase(text(first.razaoSocial).trim().split(/\s+/)[0] ?? ""),
      kind: digits.length === 14 ? "company" : "person",
      birthDate: undefined,
      ...contactOf(first),
      ...onFileOfRow(first),
      contracts: live
        .filter((row) => text(row.contratoId) && text(row.clienteId) === clientId)
        .map(
          (row): SubscriberContract => ({
            id: requiredText(row.contratoId, "consultacliente.contratoId"),
            label: text(row.planointernet).trim() || `Contrato ${text(row.contratoId)}`,
            blocked: text(row.contratoStatusDisplay) === "Suspenso",
            ...(text(row.endereco_cep).replace(/\D/g, "").length === 8
              ? { installationCep: text(row.endereco_cep).replace(/\D/g, "") }
              : {}),
          }),
        ),
    };
  };

  const documentDigits = (document: string) => {
    const digits = document.replace(/[^0-9A-Za-z]/g, "").toUpperCase();
    return digits.length === 11 || digits.length === 14 ? digits : undefined;
  };

  return {
    name: "SGP",
    capabilities: { ...CAPABILITIES, centralSignIn: options.centralSignIn === true },

    async findSubscriber(lookup) {
      // One call whatever the answer: the contracts come with the holder's row, so an unknown document and
      // a wrong proof cost the same (issue 55, M2).
      const digits = lookup.document.replace(/[^0-9A-Za-z]/g, "").toUpperCase();
      if (digits.length !== 11 && digits.length !== 14) return undefined;
      const answer = await post("/api/ura/consultacliente/", { cpfcnpj: digits });
      const rows = listOf(answer, "contratos", "consultacliente");
      const live = rows.filter((row) => text(row.contratoStatusDisplay) !== "Cancelado");
      const [first] = live;
      if (!first) return undefined;
      const clientId = requiredText(first.clienteId, "consultacliente.clienteId");
      const mine = live.filter((row) => text(row.clienteId) === clientId);
      const birth = text(first.dataNascimento).slice(0, 10);
      const subscriber: Subscriber = {
        id: clientId,
        firstName: titleCase(text(first.razaoSocial).trim().split(/\s+/)[0] ?? ""),
        kind: digits.length === 14 ? "company" : "person",
        birthDate: /^\d{4}-\d{2}-\d{2}$/.test(birth) ? birth : undefined,
        ...contactOf(first),
        ...onFileOfRow(first),
        contracts: mine.map(
          (row): SubscriberContract => ({
            id: requiredText(row.contratoId, "consultacliente.contratoId"),
            label: text(row.planointernet).trim() || `Contrato ${text(row.contratoId)}`,
            blocked: text(row.contratoStatusDisplay) === "Suspenso",
            ...(/^\d{8}$/.test(text(row.endereco_cep).replace(/\D/g, ""))
              ? { installationCep: text(row.endereco_cep).replace(/\D/g, "") }
              : {}),
          }),
        ),
      };
      return provesIdentity(subscriber, lookup) ? subscriber : undefined;
    },

    async openInvoices(subscriber) {
      const seen = new Map<string, Invoice>();
      for (const contract of subscriber.contracts)
        for (const { pixCode: _pix, link: _link, ...invoice } of await billsOf(contract.id))
          seen.set(invoice.id, invoice);
      return [...seen.values()].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
    },

    async paymentData(_subscriber, invoice): Promise<PaymentData> {
      const bill = await findBill(invoice);
      if (!bill) throw new ErpError("bad_answer", "fatura2via: bill gone");
      return { digitableLine: bill.digitableLine, pixCode: bill.pixCode };
    },

    async boletoPdf(_subscriber, invoice) {
      if (!invoice.hasBoleto) return undefined;
      const bill = await findBill(invoice);
      if (!bill?.link) return undefined;
      // Only a link on the ERP's own address is followed: an answer cannot send the site elsewhere.
      if (!sameOrigin(bill.link, base)) throw new ErpError("bad_answer", "fatura2via.link: another address");
      const response = await erpRequest({
        method: "GET",
        url: bill.link,
        timeoutMs: options.timeoutMs,
        allowPrivate: options.allowPrivateAddresses,
      });
      if (response.status === 404) return undefined;
      if (response.status !== 200) throw new ErpError("unavailable", `boleto: HTTP ${response.status}`);
      if (Buffer.from(response.bytes.subarray(0, 5)).toString("latin1") !== "%PDF-")
        throw new ErpError("bad_answer", "boleto: not a PDF");
      return response.bytes;
    },

    async trustUnlock(_subscriber, contractId): Promise<TrustUnlockAnswer> {
      const answer = await post("/api/ura/liberacaopromessa/", { contrato: contractId });
      if (answer.liberado === false)
        return {
          ok: false,
          reason:
            "O desbloqueio de confiança não está disponível para este contrato agora (ele pode já ter sido usado neste período).",
        };
      if (answer.liberado !== true) throw new ErpError("bad_answer", "liberacaopromessa: no liberado");
      const until = text(answer.data_promessa).slice(0, 10);
      return { ok: true, until: /^\d{4}-\d{2}-\d{2}$/.test(until) ? until : undefined };
    },

    async openTicket(_subscriber, contractId, message, contact, topic: TicketTopic = "support") {
      const answer = await post(
        "/api/ura/chamado/",
        {
          contrato: contractId,
          ocorrenciatipo: options.ticketTypes?.[topic] ?? options.ticketTypeId ?? DEFAULT_TICKET_TYPE,
          // SGP's occurrence has no title: the content's first line names what it asks.
          conteudo: topic === "support" ? message : `${ticketTitle(topic)}\n\n${message}`,
          contato_nome: contact.name,
          contato_telefone: contact.phone,
        },
        true,
      );
      return { protocol: requiredText(answer.protocolo, "chamado.protocolo") };
    },

    async checkCoverage(cep, number) {
      const answer = await post("/api/ura/viabilidade/", { cep, ...(number ? { numero: number } : {}) });
      if (typeof answer.viabilidade !== "boolean")
        throw new ErpError("bad_answer", "viabilidade: not a boolean");
      return { covered: answer.viabilidade };
    },

    async createProspect(prospect: ProspectInput) {
      const mark = `${PROSPECT_MARK}${prospect.idempotencyKey}`;
      // A delivery that timed out may have been stored: look for its mark among this phone's records.
      const found = await post("/api/ura/clientes/", { telefone: prospect.phone });
      if (listOf(found, "clientes", "clientes").some((row) => text(row.observacao).includes(mark))) return;
      const answer = await post(
        "/api/precadastro/F",
        {
          nome: prospect.name,
          celular: prospect.phone,
          email: prospect.email ?? "",
          cep: prospect.cep ?? "",
          cidade: prospect.city ?? "",
          uf: prospect.uf ?? "",
          // Required by SGP; a lead has no street yet: the sales team completes it.
          logradouro: "A confirmar",
          precadastro_ativar: "0",
          observacao: `${prospect.note}\n${mark}`,
        },
        true,
      );
      requiredText(answer.id, "precadastro.id");
    },

    async dueDays() {
      const rows = await postList("/api/precadastro/vencimento/list");
      return rows
        .map((row) => ({ id: text(row.id), day: Number(row.dia) }))
        .filter((row) => row.id !== "" && Number.isInteger(row.day) && row.day >= 1 && row.day <= 31);
    },

    async createSignUp(signUp: SignUpDelivery) {
      const mark = `${PROSPECT_MARK}${signUp.idempotencyKey}`;
      const found = await post("/api/ura/clientes/", { telefone: signUp.whatsapp });
      if (listOf(found, "clientes", "clientes").some((row) => text(row.observacao).includes(mark))) return;
      // Issue 68 (decision 0085): a repeat of a CPF whose first sign-up was delivered writes no second
      // pre-registration. The public API documents no route that edits one, so the sales team reads the
      // repeat's changes in Contratações ('mesmo CPF de CT-…') and in its alert.
      if (signUp.repeatOf) return;
      // SGP takes its own ids for the plan and the due day: the plan by its name as the site sells it,
      // the due day by its day of the month. One it does not list goes in the note for the sales team.
      const [plans, days] = await Promise.all([
        postList("/api/precadastro/plano/list"),
        postList("/api/precadastro/vencimento/list"),
      ]);
      const wanted = signUp.plan.name.trim().toLowerCase();
      const plan = plans.find((row) => text(row.descricao).trim().toLowerCase() === wanted);
      const due = days.find((row) => Number(row.dia) === signUp.dueDay);
      const { address } = signUp;
      const answer = await post(
        "/api/precadastro/F",
        {
          nome: signUp.name,
          cpfcnpj: signUp.cpf,
          datanasc: signUp.birthDate,
          email: signUp.email,
          celular: signUp.whatsapp,
          cep: address.cep,
          logradouro: address.street,
          numero: address.number,
          complemento: address.complement,
          bairro: address.district,
          cidade: address.city,
          uf: address.uf,
          ...(plan ? { plano_id: text(plan.id) } : {}),
          ...(due ? { vencimento_id: text(due.id) } : {}),
          precadastro_ativar: "0",
          // Issue 68: the slot the sign-up holds, as the pre-registration's visit (the period's start).
          ...(signUp.slot
            ? { data_hora_agendamento: `${signUp.slot.date} ${SLOT_START_TIME[signUp.slot.period]}` }
            : {}),
          observacao: `${signUp.note}\n${mark}`,
        },
        true,
      );
      requiredText(answer.id, "precadastro.id");
    },

    async maintenanceList(): Promise<ErpMaintenance[]> {
      const path = "/api/ura/manutencao/list/";
      const response = await erpRequest({
        method: "GET",
        url: `${base}${path}?${new URLSearchParams({ app, token })}`,
        timeoutMs: options.timeoutMs,
        allowPrivate: options.allowPrivateAddresses,
      });
      if (response.status >= 500) throw new ErpError("unavailable", `${path}: HTTP ${response.status}`);
      if (response.status === 401 || response.status === 403)
        throw new ErpError("refused", `${path}: HTTP ${response.status}`);
      if (response.status !== 200) throw new ErpError("bad_answer", `${path}: HTTP ${response.status}`);
      const parsed = parseJson(response.text, path);
      if (!Array.isArray(parsed) || !parsed.every(isRow))
        throw new ErpError("bad_answer", `${path}: not a list`);
      const now = Date.now();
      return parsed.flatMap((row): ErpMaintenance[] => {
        if (row.ativa !== true && row.ativa !== 1) return [];
        const startsAt = sgpMoment(row.data_inicial);
        if (!startsAt) throw new ErpError("bad_answer", "manutencao.data_inicial: not a date");
        const endsAt = sgpMoment(row.data_final);
        // Still 'ativa' past its end: integrators read it as over (staff forgot to close it).
        if (endsAt && endsAt.getTime() < now) return [];
        const pops = Array.isArray(row.pops) ? row.pops.filter(isRow) : [];
        const description = text(row.mensagem_central).trim() || text(row.mensagem_ura).trim();
        const title = text(row.descricao).trim() || "Manutenção na rede";
        return [
          {
            externalId: requiredText(row.id, "manutencao.id"),
            title: title.slice(0, 120),
            description: description.slice(0, 1000),
            cityNames: [...new Set(pops.map((pop) => text(pop.cidade).trim()).filter(Boolean))],
            startsAt,
            expectedEndAt: endsAt,
          },
        ];
      });
    },

    async fiscalDocuments(subscriber): Promise<FiscalDocument[]> {
      const documents: FiscalDocument[] = [];
      for (const contract of subscriber.contracts) {
        const path = "/api/central/nfcom/list";
        const response = await erpRequest({
          method: "POST",
          url: `${base}${path}`,
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ app, token, contrato: contract.id }).toString(),
          timeoutMs: options.timeoutMs,
          allowPrivate: options.allowPrivateAddresses,
        });
        if (response.status >= 500) throw new ErpError("unavailable", `${path}: HTTP ${response.status}`);
        if (response.status === 401 || response.status === 403)
          throw new ErpError("refused", `${path}: HTTP ${response.status}`);
        if (response.status !== 200) throw new ErpError("bad_answer", `${path}: HTTP ${response.status}`);
        const parsed = parseJson(response.text, path);
        const rows = Array.isArray(parsed)
          ? parsed
          : isRow(parsed)
            ? ((Object.values(parsed).find((value) => Array.isArray(value)) as unknown[] | undefined) ?? [])
            : undefined;
        if (!rows?.every(isRow)) throw new ErpError("bad_answer", `${path}: not a list`);
        for (const row of rows) {
          if (row.status !== undefined && String(row.status) !== "1") continue;
          const number = requiredText(row.numero, "nfcom.numero");
          const issued = text(row.data_emissao).slice(0, 10);
          documents.push({
            id: `${contract.id}:${number}`,
            number,
            issuedOn: /^\d{4}-\d{2}-\d{2}$/.test(issued) ? issued : undefined,
            amountCents: row.valor === undefined ? undefined : cents(row.valor, "nfcom.valor"),
            kind: "NFCom",
            hasPdf: true,
          });
        }
      }
      return documents.sort((a, b) => (b.issuedOn ?? "").localeCompare(a.issuedOn ?? ""));
    },

    async fiscalPdf(_subscriber, document) {
      const [contractId, number] = document.id.split(":");
      if (!contractId || !number || !/^\d+$/.test(number)) return undefined;
      const path = `/api/central/nfcom/print/${number}`;
      const response = await erpRequest({
        method: "POST",
        url: `${base}${path}`,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ app, token, contrato: contractId, formato: "pdf" }).toString(),
        timeoutMs: options.timeoutMs,
        allowPrivate: options.allowPrivateAddresses,
      });
      if (response.status === 404) return undefined;
      if (response.status >= 500) throw new ErpError("unavailable", `nfcom/print: HTTP ${response.status}`);
      if (response.status !== 200) throw new ErpError("bad_answer", `nfcom/print: HTTP ${response.status}`);
      if (Buffer.from(response.bytes.subarray(0, 5)).toString("latin1") !== "%PDF-")
        throw new ErpError("bad_answer", "nfcom/print: not a PDF");
      return response.bytes;
    },

    async sendInvoice(subscriber, invoice, channel) {
      const contractId = invoice.id.split(":")[0];
      if (!contractId) throw new ErpError("bad_answer", "enviafatura: no contract");
      const answer = await post("/api/ura/enviafatura/", { contrato: contractId, tipo: channel });
      if (answer.status === 0 || answer.status === false)
        throw new ErpError("refused", "enviafatura: status 0");
      return { sentTo: channel === "email" ? subscriber.contact?.email : subscriber.contact?.phone };
    },

    async accessStatus(_subscriber, contractId) {
      const answer = await post("/api/ura/verificaacesso/", { contrato: contractId });
      const message = text(answer.msg).trim();
      const status = Number(answer.status);
      // Offline is `status: 2` on live SGPs and `0` in the collection: "Serviço Offline" says it either way.
      const online = /\boffline\b/i.test(message)
        ? false
        : /\bonline\b/i.test(message)
          ? true
          : message === "" && (status === 0 || status === 1)
            ? status === 1
            : undefined;
      // Anything else ('Contrato não encontrado', a cancelled contract): nothing to say.
      if (online === undefined) return undefined;
      return { online, since: undefined };
    },

    async findHolder(document) {
      const digits = documentDigits(document);
      return digits ? holderOf(digits) : undefined;
    },

    async centralSignIn(document, password) {
      const digits = documentDigits(document);
      if (!digits || !options.centralSignIn) return undefined;
      const answer = await post("/api/central/contratos", { cpfcnpj: digits, senha: password });
      // `auth: false` (or no list) is the central's own refusal: a wrong password or an unknown document.
      if (answer.auth !== true || !Array.isArray(answer.contratos) || answer.contratos.length === 0)
        return undefined;
      return holderOf(digits);
    },

    async usage(_subscriber, contractId, months): Promise<UsageMonth[]> {
      const found = await Promise.all(
        months.map(async (month): Promise<UsageMonth | undefined> => {
          const answer = await post("/api/central/extratouso/", {
            contrato: contractId,
            ano: String(Number(month.slice(0, 4))),
            mes: String(Number(month.slice(5, 7))),
          });
          const sessions = Array.isArray(answer.list) ? answer.list.filter(isRow) : undefined;
          if (!sessions) throw new ErpError("bad_answer", "extratouso: list not a list");
          if (sessions.length === 0) return undefined;
          const sum = (key: string) =>
            sessions.reduce((total, row) => {
              const value = Number(row[key] ?? 0);
              if (!Number.isFinite(value) || value < 0)
                throw new ErpError("bad_answer", `extratouso.list.${key}: not a count`);
              return total + value;
            }, 0);
          return {
            month,
            downloadBytes: Math.round(sum("download")),
            uploadBytes: Math.round(sum("upload")),
          };
        }),
      );
      return found.filter((month): month is UsageMonth => month !== undefined);
    },

    async tickets(subscriber): Promise<TicketRecord[]> {
      const lists = await Promise.all(
        subscriber.contracts.map(async (contract) => {
          const response = await erpRequest({
            method: "POST",
            url: `${base}/api/central/chamado/list/`,
            headers: { "Content-Type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({ app, token, contrato: contract.id }).toString(),
            timeoutMs: options.timeoutMs,
            allowPrivate: options.allowPrivateAddresses,
          });
          if (response.status >= 500)
            throw new ErpError("unavailable", `chamado/list: HTTP ${response.status}`);
          if (response.status >= 300) throw new ErpError("refused", `chamado/list: HTTP ${response.status}`);
          const parsed = parseJson(response.text, "chamado/list");
          const rows = Array.isArray(parsed)
            ? parsed
            : isRow(parsed)
              ? Object.values(parsed).find(Array.isArray)
              : undefined;
          if (!Array.isArray(rows)) throw new ErpError("bad_answer", "chamado/list: not a list");
          return rows.filter(isRow);
        }),
      );
      return lists.flat().map((row): TicketRecord => {
        const opened = sgpMoment(row.oc_data_cadastro)?.toISOString();
        const closedAt = sgpMoment(row.oc_data_encerramento)?.toISOString();
        const visit = sgpMoment(row.os_data_agendamento);
        const events: TicketRecord["events"] = [];
        if (text(row.oc_conteudo).trim()) events.push({ at: opened, text: text(row.oc_conteudo).trim() });
        if (visit)
          events.push({
            at: sgpMoment(row.os_data_cadastro)?.toISOString(),
            text: `Visita técnica agendada para ${visitText(visit)}.`,
          });
        if (text(row.os_servicoprestado).trim())
          events.push({ at: closedAt, text: text(row.os_servicoprestado).trim() });
        const open = Number(row.oc_status) !== 1 && !closedAt;
        return {
          protocol: requiredText(row.oc_protocolo, "chamado/list.oc_protocolo"),
          subject: text(row.oc_tipo_descricao).trim() || "Atendimento",
          openedAt: opened,
          closedAt,
          open,
          status: text(row.oc_status_descricao).trim() || (open ? "Aberta" : "Encerrada"),
          events,
        };
      });
    },

    async changeWifi(_subscriber, contractId, wifi) {
      // The access's service id, as 'Verificar disponibilidade' names it: cpemanage asks for it.
      const access = await post("/api/ura/verificaacesso/", { contrato: contractId });
      const service = text(access.servico_id).trim();
      if (!/^\d+$/.test(service)) throw new ErpError("refused", "verificaacesso: no servico_id");
      const fields: Record<string, string> = { contrato: contractId, servico: service };
      if (wifi["2g"]?.ssid) fields.novo_ssid = wifi["2g"].ssid;
      if (wifi["2g"]?.password) fields.nova_senha = wifi["2g"].password;
      if (wifi["5g"]?.ssid) fields.novo_ssid_5g = wifi["5g"].ssid;
      if (wifi["5g"]?.password) fields.nova_senha_5g = wifi["5g"].password;
      const answer = await post("/api/ura/cpemanage/", fields);
      if (answer.status === 0 || answer.status === false || answer.status === "erro")
        throw new ErpError("refused", "cpemanage: status 0");
      const reference = text(answer.protocolo).trim();
      return reference ? { reference } : {};
    },

    async ping() {
      // The harmless read integrators use: a document no one has.
      listOf(
        await post("/api/ura/consultacliente/", { cpfcnpj: "00000000000" }),
        "contratos",
        "consultacliente",
      );
    },
  };
}

/**
 * The holder's e-mail and mobile as a contract row of `consultacliente` lists them (`emails[]`,
 * `telefones[]`: `{tipoContato, contato}`), masked: only what the desk may show (issue 58).
 */
function contactOf(row: Row): { contact?: MaskedContact } {
  const contacts = (key: string) =>
    (Array.isArray(row[key]) ? (row[key] as unknown[]).filter(isRow) : []).map((item) => item.contato);
  const email = contacts("emails").map(maskEmail).find(Boolean);
  const phones = contacts("telefones");
  // An SMS needs a mobile: eleven digits (DDD and a 9) before a landline.
  const mobile = phones.find((value) => /^(55)?\d{2}9\d{8}$/.test(text(value).replace(/\D/g, "")));
  const phone = maskPhone(mobile) ?? phones.map(maskPhone).find(Boolean);
  return email || phone ? { contact: { ...(email ? { email } : {}), ...(phone ? { phone } : {}) } } : {};
}

/** The holder's whole e-mail and mobile (issue 67): a request's protocol goes there. */
function onFileOfRow(row: Row) {
  const contacts = (key: string) =>
    (Array.isArray(row[key]) ? (row[key] as unknown[]).filter(isRow) : []).map((item) => item.contato);
  const phones = contacts("telefones");
  const mobile = phones.find((value) => /^(55)?\d{2}9\d{8}$/.test(text(value).replace(/\D/g, "")));
  return onFileOf(contacts("emails")[0], mobile, ...phones);
}

/** A visit's moment as the account writes it: '16/10/2026 às 09:00', on the provider's clock. */
function visitText(instant: Date): string {
  const parts = new Intl.DateTimeFormat("pt-BR", {
    timeZone: "America/Sao_Paulo",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(instant);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? "";
  return `${part("day")}/${part("month")}/${part("year")} às ${part("hour")}:${part("minute")}`;
}

/** 'AAAA-MM-DD HH:MM:SS' on the provider's clock (Brasília's) as an instant; undefined when not one. */
function sgpMoment(value: unknown): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(text(value).trim());
  if (!match) return null;
  const instant = new Date(fromSiteWallTime(`${match[1]}T${match[2]}`));
  return Number.isNaN(instant.getTime()) ? null : instant;
}

function sameOrigin(link: string, base: string): boolean {
  try {
    return new URL(link).origin === new URL(base).origin;
  } catch {
    return false;
  }
}
