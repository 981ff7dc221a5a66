import type { InstallWindow, SignUpDocumentKind, SignUpViability } from "../../domain/sign-up";
import type { SubscriberLookup } from "../../domain/subscriber";

// The one contract every ERP adapter fulfils (decision 0037). The site asks these questions and no
// others; an adapter maps each to its ERP's calls and reads only the fields the answer needs. Nothing an
// adapter returns is stored, cached or logged by the site.

/** What the site can ask an ERP; an adapter without an operation says so in `capabilities`. */
export const ERP_OPERATIONS = [
  "findSubscriber",
  "openInvoices",
  "paymentData",
  "trustUnlock",
  "openTicket",
  "checkCoverage",
  "createProspect",
  "maintenanceList",
  "createSignUp",
  // Viability at an address (issue 56, decision 0066).
  "addressViability",
  "ftthBoxes",
  // Issue 58, points 2 and 3: documents and the access's state on the subscriber desk.
  "contractPdf",
  "fiscalDocuments",
  "sendInvoice",
  "accessStatus",
  // Issue 67, points 1 and 2: 'Minha conta'. The holder by the document alone (a sign-in code goes to the
  // contact on file), the ERP's central password where the provider turns it on, usage by month, tickets.
  "findHolder",
  "centralSignIn",
  "usage",
  "tickets",
  // Issue 67, point 3: the desk's self-service. Wi-Fi by the ERP's own route (SGP's `cpemanage`), and the
  // ONU's serial for a device manager (GenieACS) to find it by; every other request is a typed ticket.
  "changeWifi",
  "cpeSerial",
  // Issue 68, point 3: the installation slot a sign-up holds, set on the ERP's order of service once staff
  // confirm it (Hubsoft's `ordem_servico/agendar` and `reagendar`).
  "scheduleInstallation",
] as const;

export type ErpOperation = (typeof ERP_OPERATIONS)[number];

export type ErpCapabilities = Record<ErpOperation, boolean>;

export type SubscriberContract = {
  id: string;
  /** The plan or contract's name as the ERP shows it. */
  label: string;
  /** Suspended for an unpaid bill: the trust unlock applies. */
  blocked: boolean;
  /** The installation's CEP (8 digits) when the ERP gives it: the offers sold there (issue 67). */
  installationCep?: string;
  /** YYYY-MM-DD the contract started, when the ERP gives it: the fidelização's months left (issue 67). */
  startedOn?: string;
};

export type Subscriber = {
  id: string;
  /** The first name only: the page greets with it, nothing more of the record is shown. */
  firstName: string;
  kind: "person" | "company";
  /** YYYY-MM-DD; a person's second proof. */
  birthDate: string | undefined;
  /** The live contracts; the number of one of them is a company's second proof. */
  contracts: readonly SubscriberContract[];
  /**
   * The contact on file, masked ('ma***@gmail.com', '(27) *****-7777'), when the ERP gives it with the
   * lookup: the desk says where the ERP sends a 2ª via (issue 58). Never the whole address or number.
   */
  contact?: MaskedContact;
  /**
   * The whole e-mail and mobile on file (issue 67): what a self-service request sends its protocol to. Read
   * on the server only: the desk never renders them nor seals them in its cookie; a request keeps them
   * sealed with its other personal fields.
   */
  onFile?: { email?: string; phone?: string };
};

export type MaskedContact = { email?: string; phone?: string };

/** A nota fiscal or NFCom the ERP lists for the subscriber (issue 58, point 2). */
export type FiscalDocument = {
  /** What the adapter needs to fetch its PDF again (sealed by the desk, never shown). */
  id: string;
  /** The note's number as printed on it. */
  number: string;
  /** YYYY-MM-DD, when the ERP says it. */
  issuedOn: string | undefined;
  amountCents: number | undefined;
  /** 'NFCom', 'Nota fiscal de comunicação (modelo 21)'… */
  kind: string;
  /** The ERP hands its PDF to the site. */
  hasPdf: boolean;
};

/** The access's state as the ERP's RADIUS sees it (issue 58, point 3). */
export type AccessState = {
  online: boolean;
  /** ISO instant: online since (online) or offline since (offline), when the ERP says it. */
  since: string | undefined;
};

export type SendChannel = "email" | "sms";

/** A month of a contract's traffic as the ERP's accounting counts it (issue 67, point 2). */
export type UsageMonth = {
  /** YYYY-MM. */
  month: string;
  downloadBytes: number;
  uploadBytes: number;
};

/** A support ticket of the subscriber's with what happened to it, oldest event first (issue 67). */
export type TicketRecord = {
  protocol: string;
  /** What it is about, as the ERP names its type or title. */
  subject: string;
  /** YYYY-MM-DD or an ISO instant, when the ERP says it. */
  openedAt: string | undefined;
  closedAt: string | undefined;
  /** Still being handled (not solved, closed or cancelled). */
  open: boolean;
  /** The ERP's own word for its state ('Pendente', 'Encerrada'…), shown beside ours. */
  status: string;
  events: { at: string | undefined; text: string }[];
};

export type Invoice = {
  id: string;
  /** YYYY-MM-DD. */
  dueDate: string;
  amountCents: number;
  overdue: boolean;
  /** The ERP already holds a PIX charge for it: asking for its code creates nothing. */
  hasPix: boolean;
  /** A boleto exists (linha digitável and PDF). */
  hasBoleto: boolean;
  /** Set when the ERP gives it with the listing. */
  digitableLine: string | undefined;
};

export type PaymentData = {
  digitableLine: string | undefined;
  /** The PIX copia-e-cola (EMV) text; the site draws its QR code itself. */
  pixCode: string | undefined;
};

export type TicketContact = { name: string; phone: string };

/**
 * What a ticket is about, so the staff see it typed in the ERP (issue 67): its title names it, and an
 * adapter given a type for it (IXC's subject, SGP's occurrence type, Hubsoft's attendance type) files it so.
 */
export type TicketTopic = "support" | "cancel" | "retention" | "due_day" | "address" | "wifi" | "plan";

/** A Wi-Fi change per band; a band left out, or a name or password left out, stays as it is. */
export type WifiSettings = Partial<Record<"2g" | "5g", { ssid?: string; password?: string }>>;

export type ProspectInput = {
  /** Unique per lead or referral: an adapter makes a retried delivery create one prospect. */
  idempotencyKey: string;
  name: string;
  /** Digits with DDD. */
  phone: string;
  email: string | undefined;
  /** 8 digits. */
  cep: string | undefined;
  city: string | undefined;
  uf: string | undefined;
  /** What the person asked for, in pt-BR, for the sales team. */
  note: string;
  /**
   * The visit's first touch (issue 57): utm_source, utm_medium and utm_campaign, for an ERP with fields for
   * them (IXC's `contato.origem_*`); every adapter also gets it in `note`.
   */
  origin?: { source?: string; medium?: string; campaign?: string };
};

export type CoverageAnswer = { covered: boolean };

/**
 * A 'Contrate online' sign-up as the ERP's pre-registration (issue 56): the person, the installation
 * address with its viability, the plan as the summary showed it, the due day, the preferred windows and
 * the photos. Delivered once per idempotency key, like a prospect.
 */
export type SignUpDelivery = {
  idempotencyKey: string;
  protocol: string;
  name: string;
  /** Eleven digits. */
  cpf: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  email: string;
  /** Digits with DDD. */
  whatsapp: string;
  address: {
    cep: string;
    street: string;
    number: string;
    complement: string;
    district: string;
    city: string;
    uf: string;
  };
  plan: { name: string; offerCode: string | null; price: number };
  dueDay: number;
  windows: InstallWindow[];
  /**
   * Issue 68: the installation slot the sign-up holds (the first of `windows` with room when it was
   * accepted); absent when none was free. Sent by the ERP's scheduling field where it has one.
   */
  slot?: InstallWindow;
  viability: SignUpViability;
  documents: { kind: SignUpDocumentKind; label: string; jpeg: Uint8Array }[];
  /** The summary in pt-BR for the sales team (plan, windows, viability, protocol, the visit's origin). */
  note: string;
  /** The visit's first touch (issue 57), as a prospect's `origin`: IXC keeps it in `contato.origem_*`. */
  origin?: ProspectInput["origin"];
  /**
   * Issue 68: the same CPF's first sign-up, when this one repeats it. The ERP updates the record that one
   * made (found by its key) instead of writing a second; an adapter that cannot find it writes anew.
   */
  repeatOf?: { protocol: string; idempotencyKey: string };
};

/** A maintenance or outage the ERP lists (SGP's URA list), for 'Status da rede' (issue 58). */
export type ErpMaintenance = {
  /** The ERP's id: the import finds the notice again by it. */
  externalId: string;
  title: string;
  description: string;
  /** City names as the ERP writes them; empty: the whole network. */
  cityNames: string[];
  startsAt: Date;
  expectedEndAt: Date | null;
};

export interface ErpAdapter {
  readonly name: string;
  readonly capabilities: ErpCapabilities;
  /**
   * The subscriber with this CPF or CNPJ (digits) whose second proof matches (`provesIdentity`), or
   * undefined when the ERP has none or the proof is wrong. An unknown document and a known one with a
   * wrong proof cost the ERP the same calls (issue 55, M2): what the answer's time could tell a stranger,
   * that this CPF is a subscriber's, it does not. Only a right proof may ask more (the contracts).
   */
  findSubscriber(lookup: SubscriberLookup): Promise<Subscriber | undefined>;
  /** Open and overdue invoices, soonest due first. */
  openInvoices(subscriber: Subscriber): Promise<Invoice[]>;
  /** Payment codes of an invoice that `openInvoices` returned for this subscriber. */
  paymentData(subscriber: Subscriber, invoice: Invoice): Promise<PaymentData>;
  /** The boleto's PDF, or undefined when the ERP has none for the invoice. */
  boletoPdf(subscriber: Subscriber, invoice: Invoice): Promise<Uint8Array | undefined>;
  /** Unlocks a blocked contract on trust; `until` is YYYY-MM-DD when the ERP says it. */
  trustUnlock(subscriber: Subscriber, contractId: string): Promise<TrustUnlockAnswer>;
  /** Opens a support ticket and returns its protocol number; `topic` types it (a support call by default). */
  openTicket(
    subscriber: Subscriber,
    contractId: string,
    text: string,
    contact: TicketContact,
    topic?: TicketTopic,
  ): Promise<{ protocol: string }>;
  /** Viability at a CEP (8 digits), or undefined when the ERP cannot tell. */
  checkCoverage(cep: string, number?: string): Promise<CoverageAnswer | undefined>;
  /** Creates (once per idempotency key) a prospect from a lead or referral. */
  createProspect(prospect: ProspectInput): Promise<void>;
  /** Creates (once per idempotency key) the ERP's pre-registration from a sign-up (issue 56). */
  createSignUp?(signUp: SignUpDelivery): Promise<void>;
  /**
   * Sets the installation's order of service of the client with this CPF to `slot` (its period's hours):
   * `no_order` when the ERP holds no installation order waiting to be scheduled for that CPF yet (the
   * prospect not converted); only an adapter whose `capabilities.scheduleInstallation` is true has it.
   */
  scheduleInstallation?(request: { cpf: string; slot: InstallWindow }): Promise<"scheduled" | "no_order">;
  /** The due days the ERP offers a new contract (SGP's `…/vencimento/list`); absent: the site's list. */
  dueDays?(): Promise<{ id: string; day: number }[]>;
  /** A harmless authenticated read: 'Testar conexão'. */
  ping(): Promise<void>;
  /**
   * The maintenances and outages the ERP lists as going on or planned (a read, no side effect); only an
   * adapter whose `capabilities.maintenanceList` is true has it.
   */
  maintenanceList?(): Promise<ErpMaintenance[]>;
  /**
   * Viability at one address by the ERP's own technical check (Hubsoft's mapping), or undefined when it
   * cannot tell; only an adapter whose `capabilities.addressViability` is true has it.
   */
  addressViability?(query: AddressQuery): Promise<AddressViability | undefined>;
  /**
   * The fibre boxes within `radiusMeters` of a point, nearest first, with their free ports where the ERP
   * tells them; only an adapter whose `capabilities.ftthBoxes` is true has it.
   */
  ftthBoxes?(near: { lat: number; lng: number }, radiusMeters: number): Promise<FtthBox[]>;
  /** The contract's PDF (`capabilities.contractPdf`), or undefined when the ERP has none for it. */
  contractPdf?(subscriber: Subscriber, contractId: string): Promise<Uint8Array | undefined>;
  /** The subscriber's notas fiscais / NFCom, newest first (`capabilities.fiscalDocuments`). */
  fiscalDocuments?(subscriber: Subscriber): Promise<FiscalDocument[]>;
  /** A note's PDF, of a note `fiscalDocuments` listed with `hasPdf`. */
  fiscalPdf?(subscriber: Subscriber, document: FiscalDocument): Promise<Uint8Array | undefined>;
  /**
   * Asks the ERP to send an invoice `openInvoices` listed to the contact on file (`capabilities.
   * sendInvoice`): the site never passes an address or number of its own. `sentTo` is masked.
   */
  sendInvoice?(
    subscriber: Subscriber,
    invoice: Invoice,
    channel: SendChannel,
  ): Promise<{ sentTo: string | undefined }>;
  /** The access's state for a contract (`capabilities.accessStatus`); undefined: the ERP has no access for it. */
  accessStatus?(subscriber: Subscriber, contractId: string): Promise<AccessState | undefined>;
  /**
   * The live holder of a CPF or CNPJ (digits) with the contact on file (`onFile`), without a second proof
   * (`capabilities.findHolder`, issue 67): only the sign-in code asks it, in the background, and sends the
   * code to that contact, so the answer a visitor sees says nothing of it.
   */
  findHolder?(document: string): Promise<Subscriber | undefined>;
  /**
   * Whether this password is the holder's for the ERP's own subscriber central (`capabilities.
   * centralSignIn`, on only when the provider turns it on): the holder when it is, undefined when the
   * document or the password is wrong (the same answer). The password is sent to the ERP and kept nowhere.
   */
  centralSignIn?(document: string, password: string): Promise<Subscriber | undefined>;
  /** A contract's traffic by month, newest first, for the `months` asked (YYYY-MM; `capabilities.usage`). */
  usage?(subscriber: Subscriber, contractId: string, months: readonly string[]): Promise<UsageMonth[]>;
  /** The subscriber's tickets, newest first, with their history (`capabilities.tickets`). */
  tickets?(subscriber: Subscriber): Promise<TicketRecord[]>;
  /**
   * Changes the Wi-Fi of a contract's router by the ERP's own route (`capabilities.changeWifi`, issue 67);
   * resolves once the ERP took it, with its reference when it gives one.
   */
  changeWifi?(
    subscriber: Subscriber,
    contractId: string,
    wifi: WifiSettings,
  ): Promise<{ reference?: string }>;
  /**
   * The serial of the contract's ONU as the ERP records it (`capabilities.cpeSerial`), for the device
   * manager to find the one device by; undefined when the ERP has none for it.
   */
  cpeSerial?(subscriber: Subscriber, contractId: string): Promise<string | undefined>;
}

/** The address an ERP's viability check is asked about (issue 56). */
export type AddressQuery = {
  /** 8 digits. */
  cep: string;
  number: string;
  street: string | undefined;
  city: string | undefined;
  uf: string | undefined;
  /** How far from the address a box may be, in metres (the console's setting). */
  radiusMeters: number;
};

/** The ERP's verdict, with a short pt-BR reason for the console ('Caixa CX-12 com 3 portas livres'). */
export type AddressViability = { viable: boolean; detail: string };

/** A fibre distribution box (CTO) near an address. */
export type FtthBox = {
  id: string;
  name: string;
  lat: number;
  lng: number;
  /** Metres from the point asked about. */
  distanceMeters: number;
  /** Free ports when the ERP tells them (capacity minus connected clients); undefined when it does not. */
  freePorts: number | undefined;
};

export type TrustUnlockAnswer =
  | { ok: true; until: string | undefined }
  /** The ERP refused it (already used, contract not blocked…), with its reason in pt-BR when safe to show. */
  | { ok: false; reason: string };

/**
 * Why a call failed. `refused`: the ERP answered that it will not (a wrong credential, a missing
 * permission); `bad_answer`: an answer the adapter cannot read; `unavailable`: no answer (network, 5xx);
 * `timeout`: no answer in time; `circuit_open`: not asked, the ERP failed too often lately.
 */
export type ErpFailure =
  | "timeout"
  | "unavailable"
  | "bad_answer"
  | "refused"
  | "circuit_open"
  /** The address leads into the server's own network and private addresses are not allowed (issue 66, L3). */
  | "private_address";

export class ErpError extends Error {
  override name = "ErpError";
  constructor(
    readonly failure: ErpFailure,
    /** For the log: never a subscriber's data, only what went wrong (a status, a field name). */
    detail: string,
  ) {
    super(`${failure}: ${detail}`);
  }

  /** 'ERP_TIMEOUT', 'ERP_REFUSED'…: what the outbox keeps as a delivery's last error (worker.ts). */
  get code(): string {
    return `ERP_${this.failure.toUpperCase()}`;
  }
}

/** The capability table a contract-less adapter starts from. */
export const NO_CAPABILITIES: ErpCapabilities = {
  findSubscriber: false,
  openInvoices: false,
  paymentData: false,
  trustUnlock: false,
  openTicket: false,
  checkCoverage: false,
  createProspect: false,
  maintenanceList: false,
  createSignUp: false,
  addressViability: false,
  ftthBoxes: false,
  contractPdf: false,
  fiscalDocuments: false,
  sendInvoice: false,
  accessStatus: false,
  findHolder: false,
  centralSignIn: false,
  usage: false,
  tickets: false,
  changeWifi: false,
  cpeSerial: false,
  scheduleInstallation: false,
};

/** 'maria.souza@gmail.com' → 'ma***@gmail.com'; anything else → undefined. */
export function maskEmail(value: unknown): string | undefined {
  const match = /^([^@\s]{1,64})@([^@\s]+\.[^@\s]+)$/.exec(typeof value === "string" ? value.trim() : "");
  if (!match) return undefined;
  return `${match[1]!.slice(0, 2)}***@${match[2]!.toLowerCase()}`;
}

/** '27988887777' (any punctuation, with or without 55) → '(27) *****-7777'; anything else → undefined. */
export function maskPhone(value: unknown): string | undefined {
  const digits = (typeof value === "string" || typeof value === "number" ? String(value) : "")
    .replace(/\D/g, "")
    .replace(/^55(?=\d{10,11}$)/, "");
  if (digits.length !== 10 && digits.length !== 11) return undefined;
  return `(${digits.slice(0, 2)}) ${"*".repeat(digits.length - 6)}-${digits.slice(-4)}`;
}

/** A ticket's title in the ERP by its topic (issue 67): the staff see what it asks before opening it. */
export function ticketTitle(topic: TicketTopic): string {
  switch (topic) {
    case "cancel":
      return "Cancelamento solicitado pelo site";
    case "retention":
      return "Cliente aceitou a oferta para continuar (site)";
    case "due_day":
      return "Troca do dia de vencimento pelo site";
    case "address":
      return "Mudança de endereço pelo site";
    case "wifi":
      return "Troca de nome e senha do Wi-Fi pelo site";
    case "plan":
      return "Troca de plano pelo site";
    default:
      return "Pedido de suporte pelo site";
  }
}

/**
 * The whole e-mail and mobile on file (issue 67) from the first of the values that is one: what a request's
 * protocol is sent to. Anything that is not an e-mail or a phone with DDD is left out.
 */
export function onFileOf(email: unknown, ...phones: unknown[]): Pick<Subscriber, "onFile"> {
  const address = typeof email === "string" ? email.trim() : "";
  const mail = /^[^@\s]{1,64}@[^@\s]+\.[^@\s]+$/.test(address) && address.length <= 254 ? address : undefined;
  const phone = phones
    .map((value) =>
      (typeof value === "string" || typeof value === "number" ? String(value) : "")
        .replace(/\D/g, "")
        .replace(/^55(?=\d{10,11}$)/, ""),
    )
    .find((digits) => digits.length === 10 || digits.length === 11);
  return mail || phone ? { onFile: { ...(mail ? { email: mail } : {}), ...(phone ? { phone } : {}) } } : {};
}
