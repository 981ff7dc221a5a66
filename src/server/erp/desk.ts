import { encode } from "uqr";
import { checkSubscriberLookup, type SubscriberLookupErrors } from "../../domain/subscriber";
import { limitedAddress } from "../client-address";
import type { Logger } from "../logger";
import type { ReferralCipher } from "../referrals/cipher";
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
// here stores, caches or logs a document, a proof or an ERP answer: a failure is logged by its kind only.

/** A limit the desk takes one from per lookup (the HTTP layer's token buckets: rate-limits.ts). */
export type LookupLimit = { take(key: string): boolean; isEmpty(key: string): boolean };
/** The one key of the site-wide ceiling's bucket. */
const SITE = "site";
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
};

/**
 * The desk's proof cookie (issue 58, point 4): a subscriber found once is not asked again on the other
 * desk pages for 15 minutes, or until 'Sair'. Sealed (encrypted and authenticated with the site's key),
 * `HttpOnly`, set only after a right proof: it tells nothing a failed lookup did not.
 */
export const DESK_PROOF_COOKIE = "vitrine_assinante";
export const DESK_PROOF_SECONDS = 15 * 60;

/** Whether a request carries the desk's proof cookie (its value is checked where it is read). */
export const hasDeskProof = (cookie: string | null | undefined) =>
  cookie?.includes(`${DESK_PROOF_COOKIE}=`) ?? false;

type SealedProof = {
  k: "proof";
  /** `onFile` (issue 67): where a request's protocol goes; sealed, never rendered. */
  s: Pick<Subscriber, "id" | "firstName" | "kind" | "contracts" | "contact" | "onFile">;
  e: number;
};

export type SubscriberDesk = {
  capabilities: ErpCapabilities;
  /**
   * Whether a lookup from this address would be refused now (its own limit, or the site's ceiling),
   * without taking anything: the page then answers 'Muitas consultas…' as a stored page, before any
   * render or form parsing (issue 55, M1).
   */
  isLimited(clientIp: string): boolean;
  identify(form: LookupForm, clientIp: string): Promise<Identified>;
  invoices(subscriber: Subscriber): Promise<InvoiceView[] | "unavailable">;
  contracts(subscriber: Subscriber): ContractView[];
  boleto(token: string): Promise<Uint8Array | "expired" | "unavailable" | undefined>;
  unlock(
    token: string,
  ): Promise<
    { ok: true; until: string | undefined } | { ok: false; reason: string } | "expired" | "unavailable"
  >;
  ticket(
    subscriber: Subscriber,
    text: string,
    contact: { name: string; phone: string },
  ): Promise<{ protocol: string } | "unavailable">;
  /** Has the ERP send an invoice the 2ª via listed to the contact on file (issue 58); `sentTo` masked. */
  send(
    token: string,
    channel: SendChannel,
  ): Promise<{ sentTo: string | undefined } | "expired" | "unavailable">;
  /** The documents page: contracts (with their PDF's token) and notas fiscais, as the ERP offers them. */
  documents(subscriber: Subscriber): Promise<DocumentsView>;
  /** A contract's or a note's PDF by the token the documents page gave. */
  documentPdf(
    token: string,
    kind: "contract-pdf" | "fiscal",
  ): Promise<Uint8Array | "expired" | "unavailable" | undefined>;
  /** 'Minha internet caiu': each contract's access state; "unavailable" when the ERP failed. */
  access(subscriber: Subscriber): Promise<AccessView[] | "unavailable">;
  /** The sealed proof of a subscriber found now, for the desk's cookie, and when it ends (ms). */
  proof(subscriber: Subscriber): { value: string; expires: number };
  /** The subscriber a proof cookie names while it lasts; undefined for any other value. */
  proven(value: string | undefined): Subscriber | undefined;
};

export function createSubscriberDesk(options: {
  erp: ErpAdapter;
  cipher: ReferralCipher;
  logger: Logger;
  /**
   * Lookups per client address, per CPF or CNPJ (keyed by a hash of it) and, when given, for the whole
   * site (one key): the ceiling that bounds a stranger trying many CPFs from many addresses.
   */
  limits: { byAddress: LookupLimit; byDocument: LookupLimit; site?: LookupLimit };
  today?: () => string;
  now?: () => number;
}): SubscriberDesk {
  const { erp, cipher, logger } = options;
  const now = options.now ?? Date.now;
  const today =
    options.today ??
    (() => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date()));
  const { byAddress, byDocument, site } = options.limits;

  /** An ERP failure, logged by its kind and the operation (never the data), becomes "unavailable". */
  const failed = (operation: string, error: unknown): "unavailable" => {
    if (!(error instanceof ErpError)) throw error;
    logger.warn(
      { erp: erp.name, operation, failure: error.failure, detail: error.message },
      "erp call failed",
    );
    return "unavailable";
  };

  const seal = (subscriberId: string, kind: Sealed["k"], id: string) =>
    cipher.encrypt(
      JSON.stringify({ s: subscriberId, k: kind, id, e: now() + TOKEN_LIFETIME_MS } satisfies Sealed),
    );

  const unseal = (token: string, kind: Sealed["k"]): Sealed | undefined => {
    try {
      const value = JSON.parse(cipher.decrypt(token)) as Sealed;
      return value.k === kind && typeof value.id === "string" && value.e > now() ? value : undefined;
    } catch {
      return undefined;
    }
  };

  /** The subscriber as the adapters need it after a sealed button: its id (nothing else is kept). */
  const known = (id: string): Subscriber => ({
    id,
    firstName: "",
    kind: "person",
    birthDate: undefined,
    contracts: [],
  });

  return {
    capabilities: erp.capabilities,

    isLimited(clientIp) {
      return byAddress.isEmpty(limitedAddress(clientIp)) || site?.isEmpty(SITE) === true;
    },

    async identify(form, clientIp) {
      const checked = checkSubscriberLookup(form, today());
      if (!checked.ok) return { kind: "invalid", errors: checked.errors };
      // Every limit is taken before the ERP is asked: a stranger trying dates for one CPF is stopped
      // whichever addresses they use, and one trying many CPFs from many addresses by the site's ceiling
      // (taken last, so an address already over its own limit does not use it up).
      if (!byAddress.take(limitedAddress(clientIp))) return { kind: "limited" };
      if (!byDocument.take(cipher.clientKey(`document:${checked.values.document}`)))
        return { kind: "limited" };
      if (site && !site.take(SITE)) return { kind: "limited" };
      try {
        const subscriber = await erp.findSubscriber(checked.values);
        // The same answer, after the same ERP calls, for an unknown document and a wrong proof.
        if (!subscriber) return { kind: "not_found" };
        return { kind: "found", subscriber };
      } catch (error) {
        return { kind: failed("findSubscriber", error) };
      }
    },

    async invoices(subscriber) {
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
              boletoToken: invoice.hasBoleto
                ? seal(subscriber.id, "boleto", JSON.stringify(invoice))
                : undefined,
              sendToken: erp.capabilities.sendInvoice
                ? seal(subscriber.id, "send", JSON.stringify({ invoice, contact: subscriber.contact }))
                : undefined,
            };
          }),
        );
      } catch (error) {
        return failed("openInvoices", error);
      }
    },

    contracts(subscriber) {
      return subscriber.contracts.map((contract) => ({
        label: contract.label,
        blocked: contract.blocked,
        token: seal(subscriber.id, "contract", contract.id),
      }));
    },

    async boleto(token) {
      const sealed = unseal(token, "boleto");
      if (!sealed) return "expired";
      try {
        return await erp.boletoPdf(known(sealed.s), JSON.parse(sealed.id) as Invoice);
      } catch (error) {
        return failed("boletoPdf", error);
      }
    },

    async unlock(token) {
      const sealed = unseal(token, "contract");
      if (!sealed) return "expired";
      try {
        return await erp.trustUnlock(known(sealed.s), sealed.id);
      } catch (error) {
        return failed("trustUnlock", error);
      }
    },

    async send(token, channel) {
      const sealed = unseal(token, "send");
      if (!sealed || !erp.sendInvoice) return "expired";
      const { invoice, contact } = JSON.parse(sealed.id) as {
        invoice: Invoice;
        contact: Subscriber["contact"];
      };
      try {
        return await erp.sendInvoice(
          { ...known(sealed.s), ...(contact ? { contact } : {}) },
          invoice,
          channel,
        );
      } catch (error) {
        return failed("sendInvoice", error);
      }
    },

    async documents(subscriber) {
      const contracts = subscriber.contracts.map((contract) => ({
        label: contract.label,
        pdfToken:
          erp.capabilities.contractPdf && erp.contractPdf
            ? seal(subscriber.id, "contract-pdf", contract.id)
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
            pdfToken: note.hasPdf ? seal(subscriber.id, "fiscal", JSON.stringify(note)) : undefined,
          })),
        };
      } catch (error) {
        return { contracts, fiscal: failed("fiscalDocuments", error) };
      }
    },

    async documentPdf(token, kind) {
      const sealed = unseal(token, kind);
      if (!sealed) return "expired";
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

    proof(subscriber) {
      const expires = now() + DESK_PROOF_SECONDS * 1000;
      const { id, firstName, kind, contracts, contact, onFile } = subscriber;
      const sealed: SealedProof = {
        k: "proof",
        s: { id, firstName, kind, contracts, ...(contact ? { contact } : {}), ...(onFile ? { onFile } : {}) },
        e: expires,
      };
      return { value: cipher.encrypt(JSON.stringify(sealed)), expires };
    },

    proven(value) {
      if (!value || value.length > 8192) return undefined;
      try {
        const sealed = JSON.parse(cipher.decrypt(value)) as SealedProof;
        if (sealed.k !== "proof" || !(sealed.e > now()) || typeof sealed.s?.id !== "string") return undefined;
        return { ...sealed.s, birthDate: undefined, contracts: sealed.s.contracts ?? [] };
      } catch {
        return undefined;
      }
    },

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
