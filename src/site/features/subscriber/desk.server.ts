import { cityNotices, type PhasedNotice, phasedNotices } from "../../../domain";
import type { SubscriberLookupErrors } from "../../../domain/subscriber";
import { SUBSCRIBER_MESSAGES } from "../../../domain/subscriber";
import type { Subscriber } from "../../../server/erp/contract";
import type { ContractView, InvoiceView } from "../../../server/erp/desk";
import type { AppContext } from "../../../server/http/app-context";

export type { ContractView, InvoiceView };

// The actions of the subscriber pages with an ERP (decision 0037). Each reads the posted form, asks the
// desk, and returns what the page shows: nothing of it is stored, cached or logged.

/** What the subscriber typed to be identified: the form shows it again after a refusal (issue 58, point 4). */
export type IdentifyValues = { document: string; birthDate: string; contract: string };

export type DeskFailure = { step: "failed"; message: string; unavailable: boolean; values?: IdentifyValues };
export type DeskInvalid = {
  step: "invalid";
  errors: SubscriberLookupErrors;
  document: string;
  values?: IdentifyValues;
};

export type SegundaViaAnswer =
  | DeskFailure
  | DeskInvalid
  | {
      step: "invoices";
      firstName: string;
      invoices: InvoiceView[];
      /** Contracts suspended for an open invoice, sealed for the unlock (empty without the trust unlock). */
      blocked: ContractView[];
    };

export type DesbloqueioAnswer =
  | DeskFailure
  | DeskInvalid
  | { step: "contracts"; firstName: string; contracts: ContractView[] }
  | { step: "unlocked"; until: string | undefined }
  | { step: "refused"; reason: string };

/** What the subscriber typed in the ticket form, shown again with any answer but the protocol. */
export type TicketValues = {
  document: string;
  birthDate: string;
  contract: string;
  phone: string;
  text: string;
  city: string;
};

export type SuporteAnswer =
  | ((DeskFailure | DeskInvalid) & { values: TicketValues })
  | {
      step: "invalid-ticket";
      errors: { text?: string; phone?: string };
      document: string;
      values: TicketValues;
    }
  /**
   * 'Há uma falha conhecida na sua região' (issue 58): the city chosen has a failure going on; asked before
   * any lookup, so it costs no limit and says nothing of the CPF. 'Abrir chamado mesmo assim' posts again.
   */
  | { step: "known-outage"; notices: PhasedNotice[]; values: TicketValues }
  | { step: "opened"; protocol: string };

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, 2000) : "";
};

const LIMITED: DeskFailure = { step: "failed", message: SUBSCRIBER_MESSAGES.rateLimited, unavailable: false };

const UNAVAILABLE: DeskFailure = {
  step: "failed",
  message: SUBSCRIBER_MESSAGES.unavailable,
  unavailable: true,
};

type Identified =
  | { answer: DeskFailure | DeskInvalid }
  | { desk: NonNullable<AppContext["subscriberDesk"]>; subscriber: Subscriber };

/**
 * The visit's proof (issue 58, point 4): the desk's sealed cookie as the request brought it, and the one to
 * set when this request found the subscriber.
 */
export type DeskVisit = { proof: string | undefined; setProof?: { value: string; expires: number } };

/** The subscriber the visit's proof names, while it lasts. */
export function provenSubscriber(context: AppContext, visit: DeskVisit): Subscriber | undefined {
  return context.subscriberDesk?.proven(visit.proof);
}

async function identify(form: FormData, context: AppContext, visit: DeskVisit): Promise<Identified> {
  // Proven in the last 15 minutes and nothing typed: no second lookup.
  const proven = provenSubscriber(context, visit);
  if (proven && context.subscriberDesk && !field(form, "documento").trim())
    return { desk: context.subscriberDesk, subscriber: proven };
  const found = await lookUp(form, context);
  if (!("answer" in found)) {
    visit.setProof = found.desk.proof(found.subscriber);
    return found;
  }
  // The typed CPF (or CNPJ) and proof stay in the form after any refusal: nothing is typed twice.
  const values: IdentifyValues = {
    document: field(form, "documento"),
    birthDate: field(form, "nascimento"),
    contract: field(form, "numero-contrato"),
  };
  return { answer: { ...found.answer, values } };
}

async function lookUp(form: FormData, context: AppContext): Promise<Identified> {
  const desk = context.subscriberDesk;
  if (!desk) return { answer: UNAVAILABLE };
  const found = await desk.identify(
    {
      document: field(form, "documento"),
      birthDate: field(form, "nascimento"),
      contract: field(form, "numero-contrato"),
    },
    context.clientIp,
  );
  if (found.kind === "found") return { desk, subscriber: found.subscriber };
  if (found.kind === "invalid")
    return { answer: { step: "invalid", errors: found.errors, document: field(form, "documento") } };
  if (found.kind === "limited") return { answer: LIMITED };
  if (found.kind === "not_found")
    return { answer: { step: "failed", message: SUBSCRIBER_MESSAGES.notFound, unavailable: false } };
  return { answer: UNAVAILABLE };
}

// Each action first answers an address the server found past its lookups (`subscriberLimited`): that
// answer is rendered once and stored, so it reads no form (issue 55, M1).

export async function segundaViaAction(
  request: Request,
  context: AppContext,
  visit: DeskVisit,
): Promise<SegundaViaAnswer> {
  if (context.subscriberLimited) return LIMITED;
  const found = await identify(await request.formData(), context, visit);
  if ("answer" in found) return found.answer;
  return segundaViaFor(found.desk, found.subscriber);
}

/** The 2ª via of a subscriber found (by this post, or by the visit's proof). */
export async function segundaViaFor(
  desk: NonNullable<AppContext["subscriberDesk"]>,
  subscriber: Subscriber,
): Promise<SegundaViaAnswer> {
  const found = { desk, subscriber };
  const invoices = await found.desk.invoices(found.subscriber);
  if (invoices === "unavailable") return UNAVAILABLE;
  const blocked = found.desk.capabilities.trustUnlock
    ? found.desk.contracts(found.subscriber).filter((contract) => contract.blocked)
    : [];
  return { step: "invoices", firstName: found.subscriber.firstName, invoices, blocked };
}

export async function desbloqueioAction(
  request: Request,
  context: AppContext,
  visit: DeskVisit,
): Promise<DesbloqueioAnswer> {
  if (context.subscriberLimited) return LIMITED;
  const form = await request.formData();
  const token = field(form, "contrato");
  if (token && context.subscriberDesk) {
    const answer = await context.subscriberDesk.unlock(token);
    if (answer === "unavailable") return UNAVAILABLE;
    if (answer === "expired")
      return {
        step: "failed",
        message: "A consulta expirou. Informe seus dados de novo para pedir o desbloqueio.",
        unavailable: false,
      };
    return answer.ok ? { step: "unlocked", until: answer.until } : { step: "refused", reason: answer.reason };
  }
  const found = await identify(form, context, visit);
  if ("answer" in found) return found.answer;
  return {
    step: "contracts",
    firstName: found.subscriber.firstName,
    contracts: found.desk.contracts(found.subscriber),
  };
}

const NO_VALUES: TicketValues = { document: "", birthDate: "", contract: "", phone: "", text: "", city: "" };

export async function suporteAction(
  request: Request,
  context: AppContext,
  visit: DeskVisit,
): Promise<SuporteAnswer> {
  if (context.subscriberLimited) return { ...LIMITED, values: NO_VALUES };
  const form = await request.formData();
  const values: TicketValues = {
    document: field(form, "documento"),
    birthDate: field(form, "nascimento"),
    contract: field(form, "numero-contrato"),
    phone: field(form, "telefone"),
    text: field(form, "mensagem"),
    city: field(form, "cidade"),
  };
  const text = values.text.trim();
  const phone = values.phone.replace(/\D/g, "");
  const errors = {
    ...(text.length < 10
      ? { text: "Conte em poucas palavras o que está acontecendo (pelo menos 10 letras)." }
      : {}),
    ...(phone.length < 10 || phone.length > 11 ? { phone: "Digite um telefone com DDD." } : {}),
  };
  if (Object.keys(errors).length > 0)
    return { step: "invalid-ticket", errors, document: values.document, values };
  const city = (await context.catalogue.activeCities()).find(
    (candidate) => String(candidate.id) === values.city,
  );
  if (city && field(form, "confirmar") !== "1") {
    const known = cityNotices(
      phasedNotices(await context.catalogue.networkNotices(), new Date()),
      city.id,
    ).filter((notice) => notice.phase === "ongoing");
    if (known.length > 0) return { step: "known-outage", notices: known, values };
  }
  const found = await identify(form, context, visit);
  if ("answer" in found) return { ...found.answer, values };
  // The staff reading the ticket see the city the subscriber named.
  const message = city ? `${text}\n\nCidade informada: ${city.name} - ${city.state}` : text;
  const opened = await found.desk.ticket(found.subscriber, message, {
    name: found.subscriber.firstName,
    phone,
  });
  if (opened === "unavailable") return { ...UNAVAILABLE, values };
  return { step: "opened", protocol: opened.protocol };
}
