import { createHash } from "node:crypto";
import { encode } from "uqr";
import { checkSubscriberLookup, type SubscriberLookupErrors } from "../../domain/subscriber";
import { limitedAddress } from "../client-address";
import type { Db } from "../db/client";
import type { FieldCipher } from "../field-cipher";
import type { Logger } from "../logger";
import {
  claimDeskProofUse,
  deskProofLasts,
  endDeskProof,
  findDeskProof,
  openDeskProof,
  releaseDeskProofUse,
} from "../services/desk-proofs";
import {
  type AccessState,
  type ErpAdapter,
  type ErpCapabilities,
  ErpError,
  type FiscalDocument,
  type Invoice,
  type SendChannel,
  type Subscriber,
} from "./contract";

// The subscriber desk: what the pages /cliente/segunda-via, /cliente/desbloqueio and /suporte ask of the
// ERP, with the identity check, the limits and the failure handling in one place (decision 0037). Nothing
// here caches or logs a document, a proof or an ERP answer: a failure is logged by its kind only. A right
// lookup opens a proof record (services/desk-proofs.ts, issue 66 L12): the visit's cookie and the pages'
// buttons name it, 'Sair' ends it, and what it may ask the ERP for is bounded per minute.

/** A limit the desk takes one from per lookup (the HTTP layer's token buckets: rate-limits.ts). */
export type LookupLimit = { take(key: string): boolean; isEmpty(key: string): boolean };
/** The one key of the site-wide ceiling's buckets. */
const SITE = "site";
/**
 * How long an address whose lookup found nobody, or was refused by the ceiling, counts as "tried" (issue
 * 66, M-CEILING): until then its lookups take only the ceiling's shared part, not the part kept for
 * addresses that tried nothing.
 */
const TRIED_MS = 15 * 60_000;
/** How many tried addresses the desk remembers; the least recent are forgotten first (an error toward the visitor). */
const TRIED_ADDRESSES = 50_000;
/** How long the page's buttons (PDF, unlock a contract) stay valid after the visitor was identified. */
const TOKEN_LIFETIME_MS = 15 * 60_000;

export type LookupForm = { document?: unknown; birthDate?: unknown; contract?: unknown };

export type Identified =
  | { kind: "invalid"; errors: SubscriberLookupErrors }
  | { kind: "limited" }
  | { kind: "not_found" }
  | { kind: "unavailable" }
  | { kind: "found"; subscriber: Subscriber };

export type InvoiceView = {
  dueDate: string;
  amountCents: number;
  overdue: boolean;
  digitableLine: string | undefined;
  pixCode: string | undefined;
  /** The PIX QR code as one SVG path over a `size`-module square. */
  qr: { path: string; size: number } | undefined;
  /** Posted back to fetch the boleto's PDF; sealed, short-lived. */
  boletoToken: string | undefined;
  /** Posted back to have the ERP send it by e-mail or SMS (issue 58); sealed, short-lived. */
  sendToken: string | undefined;
};

export type ContractView = { label: string; blocked: boolean; token: string };

/** The desk's documents page (issue 58, point 2): what the ERP offers for this subscriber. */
export type DocumentsView = {
  /** Each contract, with its PDF's sealed token when the ERP prints contracts. */
  contracts: { label: string; pdfToken: string | undefined }[];
  /** The notas fiscais / NFCom; undefined when the ERP has no such list, "unavailable" when it failed. */
  fiscal: FiscalView[] | "unavailable" | undefined;
};

export type FiscalView = {
  number: string;
  issuedOn: string | undefined;
  amountCents: number | undefined;
  kind: string;
  pdfToken: string | undefined;
};

/** A contract's access as the ERP's RADIUS sees it (issue 58, point 3); state undefined: it cannot tell. */
export type AccessView = { label: string; state: AccessState | undefined };

type Sealed = {
  s: string;
  k: "boleto" | "contract" | "send" | "contract-pdf" | "fiscal";
  id: string;
  e: number;
  /** The proof the button was given under: it dies with it, and takes from its limit. */
  p: number;
};

/**
 * The desk's proof cookie (issue 58, point 4): a subscriber found once is not asked again on the other
 * desk pages for 15 minutes, or until 'Sair'. It holds a random token naming the proof's record (issue 66,
 * L12), `HttpOnly`, set only after a right proof: it tells nothing a failed lookup did not.
 */
export const DESK_PROOF_COOKIE = "vitrine_assinante";
export const DESK_PROOF_SECONDS = 15 * 60;

/** Whether a request carries the desk's proof cookie (its value is checked where it is read). */
export const hasDeskProof = (cookie: string | null | undefined) =>
  cookie?.includes(`${DESK_PROOF_COOKIE}=`) ?? false;

/**
 * What a proof's record keeps of the subscriber (sealed): what the pages greet with and ask the ERP by, and
 * the e-mail and phone on file a self-service request's protocol goes to (issue 67; never rendered).
 */
type ProvenSubscriber = Pick<Subscriber, "id" | "firstName" | "kind" | "contracts" | "contact" | "onFile">;

/** A subscriber the visit has proven: the proof's id (its buttons and limits name it) and who it is. */
export type DeskProof = { id: number; subscriber: Subscriber };

/** A button's token was refused: its proof ended or expired, or its proof is past its ERP calls. */
export type TokenRefusal = "expired" | "limited";

export type SubscriberDesk = {
  capabilities: ErpCapabilities;
  /**
   * Whether a lookup from this address would be refused now (its own limit, or the site's ceiling),
   * without taking anything: the page then answers 'Muitas consultas…' as a stored page, before any
   * render or form parsing (issue 55, M1).
   */
  isLimited(clientIp: string): boolean;
  identify(form: LookupForm, clientIp: string): Promise<Identified>;
  invoices(proof: DeskProof): Promise<InvoiceView[] | "unavailable">;
  contracts(proof: DeskProof): ContractView[];
  boleto(token: string): Promise<Uint8Array | TokenRefusal | "unavailable" | undefined>;
  unlock(
    token: string,
  ): Promise<
    { ok: true; until: string | undefined } | { ok: false; reason: string } | TokenRefusal | "unavailable"
  >;
  ticket(
    subscriber: Subscriber,
    text: string,
    contact: { name: string; phone: string },
  ): Promise<{ protocol: string } | "unavailable">;
  /**
   * Has the ERP send an invoice the 2ª via listed to the contact on file (issue 58); `sentTo` masked. Once
   * per invoice, channel and proof: the same token posted again answers the same and sends nothing more.
   */
  send(
    token: string,
    channel: SendChannel,
  ): Promise<{ sentTo: string | undefined } | TokenRefusal | "unavailable">;
  /** The documents page: contracts (with their PDF's token) and notas fiscais, as the ERP offers them. */
  documents(proof: DeskProof): Promise<DocumentsView>;
  /** A contract's or a note's PDF by the token the documents page gave. */
  documentPdf(
    token: string,
    kind: "contract-pdf" | "fiscal",
  ): Promise<Uint8Array | TokenRefusal | "unavailable" | undefined>;
  /** 'Minha internet caiu': each contract's access state; "unavailable" when the ERP failed. */
  access(subscriber: Subscriber): Promise<AccessView[] | "unavailable">;
  /** Opens the proof of a subscriber found now: the desk's cookie value, when it ends (ms), the proof. */
  proof(subscriber: Subscriber): Promise<{ value: string; expires: number; proof: DeskProof }>;
  /** The proof a cookie's value names while it lasts and was not ended ('Sair'); undefined otherwise. */
  proven(value: string | undefined): Promise<DeskProof | undefined>;
  /** 'Sair': the proof a cookie's value names ends on the server, with every copy and button of it. */
  endProof(value: string | undefined): Promise<void>;
  /**
   * Takes one of the proof's ERP calls (a page or a button it opens; DESK_PROOF_CALLS): false when it is
   * past them for now, from whichever address the proof is used.
   */
  spend(proof: DeskProof): boolean;
};

/** The subscriber as the adapters need it after a sealed button: its id (nothing else is kept). */
const known = (id: string): Subscriber => ({
  id,
  firstName: "",
  kind: "person",
  birthDate: undefined,
  contracts: [],
});

export function createSubscriberDesk(options: {
  erp: ErpAdapter;
  /** Where the proofs are kept (issue 66, L12). */
  db: Db;
  cipher: FieldCipher;
  logger: Logger;
  /**
   * Lookups per client address, per CPF or CNPJ (keyed by a hash of it) and, when given, for the whole
   * site (one key): the ceiling that bounds a stranger trying many CPFs from many addresses. The ceiling
   * has two parts (issue 66, M-CEILING): `reserved`, taken only by addresses with no lookup that found
   * nobody in the last TRIED_MS, and `site`, shared by every address. A flood of made-up CPFs marks its
   * addresses and spends the shared part; a subscriber from an address that tried nothing still finds room.
   */
  limits: {
    byAddress: LookupLimit;
    byDocument: LookupLimit;
    site?: LookupLimit;
    reserved?: LookupLimit;
    /** What one proof may ask the ERP for (DESK_PROOF_CALLS); absent: unbounded (tests of other things). */
    byProof?: Pick<LookupLimit, "take">;
  };
  today?: () => string;
  now?: () => number;
}): SubscriberDesk {
  const { erp, db, cipher, logger } = options;
  const now = options.now ?? Date.now;
  const today =
    options.today ??
    (() => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date()));
  const { byAddress, byDocument, site, reserved, byProof } = options.limits;
  const spend = (proofId: number) => byProof?.take(`proof:${proofId}`) ?? true;
  const ceiling = new LookupCeiling(site, reserved, now);

  /** An ERP failure, logged by its kind and the operation (never the data), becomes "unavailable". */
  const failed = (operation: string, error: unknown): "unavailable" => {
    if (!(error instanceof ErpError)) throw error;
    logger.warn(
      { erp: erp.name, operation, failure: error.failure, detail: error.message },
      "erp call failed",
    );
    return "unavailable";
  };

  const seal = (proof: DeskProof, kind: Sealed["k"], id: string) =>
    cipher.encrypt(
      JSON.stringify({
        s: proof.subscriber.id,
        k: kind,
        id,
        e: now() + TOKEN_LIFETIME_MS,
        p: proof.id,
      } satisfies Sealed),
    );

  /**
   * A button's token, once its seal, kind and time are right, its proof still lasts (not ended by 'Sair')
   * and the proof has an ERP call left; else why not. A token that does not open costs one decryption.
   */
  const opened = async (token: string, kind: Sealed["k"]): Promise<Sealed | TokenRefusal> => {
    let value: Sealed;
    try {
      value = JSON.parse(cipher.decrypt(token)) as Sealed;
    } catch {
      return "expired";
    }
    if (value.k !== kind || typeof value.id !== "string" || !(value.e > now()) || typeof value.p !== "number")
      return "expired";
    if (!(await deskProofLasts(db, value.p, new Date(now())))) return "expired";
    return spend(value.p) ? value : "limited";
  };

  return {
    capabilities: erp.capabilities,

    isLimited(clientIp) {
      const address = limitedAddress(clientIp);
      if (byAddress.isEmpty(address)) return true;
      if (!ceiling.isFull(address)) return false;
      // A lookup the ceiling refuses marks its address like a miss: a flood's addresses are all marked
      // after one try each, so the kept half is soon free again for addresses that tried nothing.
      ceiling.markTried(address);
      return true;
    },

    async identify(form, clientIp) {
      const checked = checkSubscriberLookup(form, today());
      if (!checked.ok) return { kind: "invalid", errors: checked.errors };
      // Every limit is taken before the ERP is asked: a stranger trying dates for one CPF is stopped
      // whichever addresses they use, and one trying many CPFs from many addresses by the site's ceiling
      // (taken last, so an address already over its own limit does not use it up).
      const address = limitedAddress(clientIp);
      if (!byAddress.take(address)) return { kind: "limited" };
      if (!byDocument.take(cipher.clientKey(`document:${checked.values.document}`)))
        return { kind: "limited" };
      if (!ceiling.take(address)) {
        ceiling.markTried(address);
        return { kind: "limited" };
      }
      try {
        const subscriber = await erp.findSubscriber(checked.values);
        // The same answer, after the same ERP calls, for an unknown document and a wrong proof; the
        // address is "tried" either way, and its next lookups share the ceiling's common part only.
        if (!subscriber) {
          ceiling.markTried(address);
          return { kind: "not_found" };
        }
        return { kind: "found", subscriber };
      } catch (error) {
        return { kind: failed("findSubscriber", error) };
      }
    },

    async invoices(proof) {
      const { subscriber } = proof;
      try {
        const invoices = await erp.openInvoices(subscriber);
        return await Promise.all(
          invoices.map(async (invoice: Invoice): Promise<InvoiceView> => {
            const payment = erp.capabilities.paymentData
              ? await erp.paymentData(subscriber, invoice)
              : { digitableLine: invoice.digitableLine, pixCode: undefined };
            return {
              dueDate: invoice.dueDate,
              amountCents: invoice.amountCents,
              overdue: invoice.overdue,
              digitableLine: payment.digitableLine,
              pixCode: payment.pixCode,
              qr: payment.pixCode ? qrPath(payment.pixCode) : undefined,
              boletoToken: invoice.hasBoleto ? seal(proof, "boleto", JSON.stringify(invoice)) : undefined,
              sendToken: erp.capabilities.sendInvoice
                ? seal(proof, "send", JSON.stringify({ invoice, contact: subscriber.contact }))
                : undefined,
            };
          }),
        );
      } catch (error) {
        return failed("openInvoices", error);
      }
    },

    contracts(proof) {
      return proof.subscriber.contracts.map((contract) => ({
        label: contract.label,
        blocked: contract.blocked,
        token: seal(proof, "contract", contract.id),
      }));
    },

    async boleto(token) {
      const sealed = await opened(token, "boleto");
      if (typeof sealed === "string") return sealed;
      try {
        return await erp.boletoPdf(known(sealed.s), JSON.parse(sealed.id) as Invoice);
      } catch (error) {
        return failed("boletoPdf", error);
      }
    },

    async unlock(token) {
      const sealed = await opened(token, "contract");
      if (typeof sealed === "string") return sealed;
      try {
        return await erp.trustUnlock(known(sealed.s), sealed.id);
      } catch (error) {
        return failed("trustUnlock", error);
      }
    },

    async send(token, channel) {
      if (!erp.sendInvoice) return "expired";
      const sealed = await opened(token, "send");
      if (typeof sealed === "string") return sealed;
      const { invoice, contact } = JSON.parse(sealed.id) as {
        invoice: Invoice;
        contact: Subscriber["contact"];
      };
      // One message per invoice, channel and proof, however often the button is posted (issue 66, L12):
      // a repeat answers as the first did, from the contact the token carries.
      const use = `send:${channel}:${createHash("sha256").update(sealed.id).digest("base64url")}`;
      if (!(await claimDeskProofUse(db, sealed.p, use)))
        return { sentTo: channel === "email" ? contact?.email : contact?.phone };
      try {
        return await erp.sendInvoice(
          { ...known(sealed.s), ...(contact ? { contact } : {}) },
          invoice,
          channel,
        );
      } catch (error) {
        // Not sent: the next tap may send it.
        await releaseDeskProofUse(db, sealed.p, use);
        return failed("sendInvoice", error);
      }
    },

    async documents(proof) {
      const { subscriber } = proof;
      const contracts = subscriber.contracts.map((contract) => ({
        label: contract.label,
        pdfToken:
          erp.capabilities.contractPdf && erp.contractPdf
            ? seal(proof, "contract-pdf", contract.id)
            : undefined,
      }));
      if (!erp.capabilities.fiscalDocuments || !erp.fiscalDocuments) return { contracts, fiscal: undefined };
      try {
        const notes = await erp.fiscalDocuments(subscriber);
        return {
          contracts,
          fiscal: notes.map((note: FiscalDocument) => ({
            number: note.number,
            issuedOn: note.issuedOn,
            amountCents: note.amountCents,
            kind: note.kind,
            pdfToken: note.hasPdf ? seal(proof, "fiscal", JSON.stringify(note)) : undefined,
          })),
        };
      } catch (error) {
        return { contracts, fiscal: failed("fiscalDocuments", error) };
      }
    },

    async documentPdf(token, kind) {
      const sealed = await opened(token, kind);
      if (typeof sealed === "string") return sealed;
      try {
        if (kind === "contract-pdf") return await erp.contractPdf?.(known(sealed.s), sealed.id);
        return await erp.fiscalPdf?.(known(sealed.s), JSON.parse(sealed.id) as FiscalDocument);
      } catch (error) {
        return failed(kind === "contract-pdf" ? "contractPdf" : "fiscalPdf", error);
      }
    },

    async access(subscriber) {
      if (!erp.capabilities.accessStatus || !erp.accessStatus)
        return subscriber.contracts.map((contract) => ({ label: contract.label, state: undefined }));
      try {
        return await Promise.all(
          subscriber.contracts.map(async (contract) => ({
            label: contract.label,
            state: await erp.accessStatus!(subscriber, contract.id),
          })),
        );
      } catch (error) {
        return failed("accessStatus", error);
      }
    },

    async proof(subscriber) {
      const { id, firstName, kind, contracts, contact, onFile } = subscriber;
      const kept: ProvenSubscriber = {
        id,
        firstName,
        kind,
        contracts,
        ...(contact ? { contact } : {}),
        ...(onFile ? { onFile } : {}),
      };
      const opened = await openDeskProof(db, cipher, kept, {
        lifetimeMs: DESK_PROOF_SECONDS * 1000,
        now: new Date(now()),
      });
      return {
        value: opened.token,
        expires: opened.proof.expiresAt.getTime(),
        proof: { id: opened.proof.id, subscriber },
      };
    },

    async proven(value) {
      const found = await findDeskProof<ProvenSubscriber>(db, cipher, value, new Date(now()));
      if (!found || typeof found.subject?.id !== "string") return undefined;
      return {
        id: found.id,
        subscriber: { ...found.subject, birthDate: undefined, contracts: found.subject.contracts ?? [] },
      };
    },

    endProof: (value) => endDeskProof(db, cipher, value, new Date(now())),

    spend: (proof) => spend(proof.id),

    async ticket(subscriber, text, contact) {
      const contract = subscriber.contracts[0];
      try {
        return await erp.openTicket(subscriber, contract?.id ?? "", text, contact);
      } catch (error) {
        return failed("openTicket", error);
      }
    },
  };
}

/** The QR code of a PIX code as one path (dark modules as unit squares), drawn by the page as SVG. */
export function qrPath(text: string): { path: string; size: number } {
  const { data, size } = encode(text, { ecc: "M", border: 2 });
  let path = "";
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) if (data[y]?.[x]) path += `M${x} ${y}h1v1h-1z`;
  return { path, size };
}

/**
 * The site-wide ceiling on the desk's lookups in two parts (issue 66, M-CEILING; decision 0079): `reserved`,
 * taken only by addresses with no lookup that found nobody in the last TRIED_MS, and `site`, shared by every
 * address. Remembers the addresses whose lookups found nobody, per process, least recent forgotten first.
 */
class LookupCeiling {
  /** Addresses whose lookup found nobody, with when: least recent first. */
  private readonly tried = new Map<string, number>();

  constructor(
    private readonly site: LookupLimit | undefined,
    private readonly reserved: LookupLimit | undefined,
    private readonly now: () => number,
  ) {}

  /** Whether the ceiling has room for this address: the reserved part (untried only), else the shared. */
  isFull(address: string): boolean {
    return (
      this.site?.isEmpty(SITE) === true &&
      (this.wasTried(address) || this.reserved === undefined || this.reserved.isEmpty(SITE))
    );
  }

  take(address: string): boolean {
    if (this.reserved && !this.wasTried(address) && this.reserved.take(SITE)) return true;
    return !this.site || this.site.take(SITE);
  }

  markTried(address: string): void {
    this.tried.delete(address);
    if (this.tried.size >= TRIED_ADDRESSES) {
      const leastRecent = this.tried.keys().next().value;
      if (leastRecent !== undefined) this.tried.delete(leastRecent);
    }
    this.tried.set(address, this.now());
  }

  private wasTried(address: string): boolean {
    const at = this.tried.get(address);
    if (at === undefined) return false;
    if (this.now() - at < TRIED_MS) return true;
    this.tried.delete(address);
    return false;
  }
}
