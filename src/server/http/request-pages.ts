import {
  type CancelConsequences,
  cancelConsequences,
  DEFAULT_DUE_DAYS,
  offerDay,
  type PublicOfferVersion,
  type SubscriberRequestKind,
  type SubscriberRequestVia,
} from "../../domain";
import type { Catalogue } from "../catalogue";
import type { Announce } from "../changes";
import { readCoverageSettings } from "../coverage/settings";
import type { Db } from "../db/client";
import {
  type ErpAdapter,
  ErpError,
  type Subscriber,
  type SubscriberContract,
  type WifiSettings,
} from "../erp/contract";
import type { DeviceManager } from "../erp/genieacs";
import { dispatchRequest } from "../erp/requests";
import type { FieldCipher } from "../field-cipher";
import type { Logger } from "../logger";
import {
  type RequestPersonal,
  recordRequestDelivery,
  storeSubscriberRequest,
} from "../services/subscriber-requests";

// The desk's self-service requests as their pages use them (issue 67, point 3; AppContext's
// `subscriberRequests`): what cancelling a contract costs, the due days, the offer a contract is on, and
// the one way a request is made — stored with its protocol, audit row and e-mail first, then sent to the
// ERP (its route, the device manager, or a typed ticket) once. The page's action reads the form and
// checks the proof; nothing here sees a request's form or logs what was asked.

export type RequestSubmission = {
  kind: SubscriberRequestKind;
  /** The subscriber as the proof found them now: the e-mail on file comes from it. */
  subscriber: Subscriber;
  contract: SubscriberContract;
  /** The phone typed to be called back on (digits with DDD). */
  phone: string;
  /** What was asked, in pt-BR lines: the e-mail, the ticket and the console show them. */
  details: string[];
  /** A Wi-Fi change: sent on this once, never stored. */
  wifi?: WifiSettings;
  /** Where the work happens when it is not the contract's place (a new address's city). */
  city?: { id: number; name: string };
};

export type RequestOutcome =
  | { outcome: "limited" }
  | {
      outcome: "stored";
      protocol: string;
      emailQueued: boolean;
      /** Where it went; "failed": the ERP did not take it and the staff see it in the console. */
      via: SubscriberRequestVia;
      /** The ERP's ticket protocol, when it gave one. */
      reference: string | undefined;
      /** A Wi-Fi change the router takes at its next contact (the device manager queued it). */
      queued: boolean;
    };

export type CancelView = {
  consequences: CancelConsequences;
  /** The offer the contract is on, when the site knows it: its label's code. */
  offerCode: string | undefined;
};

export type RequestPages = {
  /** What cancelling this contract costs and what goes back (issue 67, 3a). */
  cancelView(contract: SubscriberContract): Promise<CancelView>;
  /** The configured offer to stay (Configurações → 'Área do cliente'); empty: none. */
  retentionOffer(): Promise<string>;
  /** The due days a contract may move to: the ERP's list, else the console's (decision 0071). */
  dueDays(): Promise<number[]>;
  /** One offer by its code, current or closed. */
  offer(code: string): Promise<PublicOfferVersion | undefined>;
  /** Stores the request (protocol, audit, e-mail), then sends it to the ERP once. */
  submit(request: RequestSubmission, clientAddress: string): Promise<RequestOutcome>;
};

/** An offer code written in a contract's label ('Fibra 500 — RIT-P12-V3'). */
const CODE_IN_LABEL = /\b[A-Z]{2,6}-[PE]\d{1,5}-V\d{1,5}\b/;
const normalized = (text: string) =>
  text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();

export function createRequestPages(deps: {
  db: Db;
  catalogue: Catalogue;
  cipher: FieldCipher;
  logger: Logger;
  announce: Announce;
  erp: () => ErpAdapter | undefined;
  /** GenieACS (GENIEACS_URL): the Wi-Fi through the router's device manager; absent: not used. */
  devices?: DeviceManager;
  /** Told when a request's e-mail was queued: the delivery worker sends it at once. */
  onStored?: () => void;
  now?: () => Date;
}): RequestPages {
  const now = deps.now ?? (() => new Date());

  /**
   * The offer a contract is on: the code its label carries, else the offer of the same name (current
   * first, then the newest closed one). Undefined when the site cannot tell.
   */
  const offerOf = async (contract: SubscriberContract): Promise<PublicOfferVersion | undefined> => {
    const code = CODE_IN_LABEL.exec(contract.label.toUpperCase())?.[0];
    if (code) {
      const byCode = await deps.catalogue.offerByCode(code);
      if (byCode) return byCode;
    }
    const name = normalized(contract.label);
    const named = (offers: PublicOfferVersion[]) =>
      offers.find((offer) => normalized(offer.offer.name) === name);
    return named(await deps.catalogue.currentOffers()) ?? named(await deps.catalogue.closedOffers());
  };

  /** The contract's city by its installation CEP, for the console's filter. */
  const cityOf = async (contract: SubscriberContract) => {
    if (!contract.installationCep) return undefined;
    const cep = Number(contract.installationCep);
    const city = (await deps.catalogue.cityByCep(cep)) ?? (await deps.catalogue.cityNearCep(cep));
    return city ? { id: city.id, name: `${city.name} - ${city.state}` } : undefined;
  };

  const failed = (operation: string, error: unknown): string => {
    if (!(error instanceof ErpError)) throw error;
    deps.logger.warn({ operation, failure: error.failure, detail: error.message }, "erp call failed");
    return error.code;
  };

  return {
    async cancelView(contract) {
      const offer = await offerOf(contract);
      return {
        consequences: cancelConsequences(offer?.offer, contract.startedOn, offerDay(now())),
        offerCode: offer?.code,
      };
    },

    async retentionOffer() {
      return (await deps.catalogue.siteSettings()).retentionOffer.trim();
    },

    async dueDays() {
      const adapter = deps.erp();
      if (adapter?.dueDays) {
        try {
          const days = [...new Set((await adapter.dueDays()).map((row) => row.day))].sort((a, b) => a - b);
          if (days.length > 0) return days;
        } catch (error) {
          // The ERP's list is a nicety: the console's days serve when it does not answer.
          failed("dueDays", error);
        }
      }
      const { dueDays } = await readCoverageSettings(deps.db, undefined);
      return dueDays.length > 0 ? [...dueDays] : [...DEFAULT_DUE_DAYS];
    },

    offer: (code) => deps.catalogue.offerByCode(code),

    async submit(request, clientAddress) {
      const personal: RequestPersonal = {
        name: request.subscriber.firstName,
        ...(request.subscriber.onFile?.email ? { email: request.subscriber.onFile.email } : {}),
        phone: request.phone,
        subscriberId: request.subscriber.id,
        contractId: request.contract.id,
        contractLabel: request.contract.label,
        details: request.details,
      };
      const stored = await storeSubscriberRequest(
        { db: deps.db, cipher: deps.cipher, announce: deps.announce },
        { kind: request.kind, personal, city: request.city ?? (await cityOf(request.contract)) },
        clientAddress,
        now(),
      );
      if ("limited" in stored) return { outcome: "limited" };
      if (stored.emailQueued) deps.onStored?.();
      const adapter = deps.erp();
      let outcome: { via: SubscriberRequestVia; reference?: string; error?: string; queued?: boolean };
      if (!adapter) outcome = { via: "failed", error: "ERP_NOT_CONFIGURED" };
      else
        try {
          outcome = await dispatchRequest(adapter, deps.devices, {
            kind: request.kind,
            subscriberId: request.subscriber.id,
            contractId: request.contract.id,
            text: requestTicketText(stored.protocol, personal),
            contact: { name: personal.name, phone: personal.phone },
            ...(request.wifi ? { wifi: request.wifi } : {}),
          });
        } catch (error) {
          outcome = { via: "failed", error: failed(`request:${request.kind}`, error) };
        }
      await recordRequestDelivery(deps.db, stored.id, outcome);
      return {
        outcome: "stored",
        protocol: stored.protocol,
        emailQueued: stored.emailQueued,
        via: outcome.via,
        reference: outcome.reference,
        queued: outcome.queued === true,
      };
    },
  };
}

/** The ticket's text: the site's protocol, the contract and what was asked, for the staff in the ERP. */
export function requestTicketText(protocol: string, personal: RequestPersonal): string {
  return [
    `Solicitação feita pelo assinante na área do cliente do site, protocolo ${protocol}.`,
    `Contrato: ${personal.contractLabel} (nº ${personal.contractId}).`,
    ...personal.details,
    `Telefone para contato: ${personal.phone}.`,
  ].join("\n");
}
