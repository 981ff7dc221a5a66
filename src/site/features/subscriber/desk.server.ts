import { cityNotices, type PhasedNotice, phasedNotices } from "../../../domain";
import { LEAD_MESSAGES, type OutageField } from "../../../domain/lead";
import type { SubscriberLookupErrors } from "../../../domain/subscriber";
import { SUBSCRIBER_MESSAGES } from "../../../domain/subscriber";
import { hasFreshCode } from "../../../server/erp/account";
import type { Subscriber } from "../../../server/erp/contract";
import type {
  AccessView,
  ContractView,
  DeskProof,
  DocumentsView,
  InvoiceView,
} from "../../../server/erp/desk";
import type { AppContext } from "../../../server/http/app-context";

export type { AccessView, ContractView, DocumentsView, InvoiceView };

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
  /** The ERP sent an invoice to the contact on file (issue 58): `sentTo` masked when known. */
  | { step: "sent"; channel: "email" | "sms"; sentTo: string | undefined }
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

/**
 * 'Avise-me quando acabar' (issue 58): the offer under 'Há uma falha conhecida na sua região', with the
 * ways the site can send (only those are asked), what was typed (the WhatsApp prefilled with the ticket's
 * phone), the form's mistakes, and `stored` once the request is kept: the same answer whether or not the
 * contact had already asked.
 */
export type OutageOffer = {
  channels: { email: boolean; whatsapp: boolean };
  values: { email: string; whatsapp: string; consent: boolean };
  errors?: Partial<Record<OutageField, string>>;
  stored?: boolean;
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
  | { step: "known-outage"; notices: PhasedNotice[]; values: TicketValues; offer?: OutageOffer }
  | { step: "opened"; protocol: string };

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, 2000) : "";
};

/** "Muitas consultas…": an address past its lookups, or a proof past its ERP calls. */
export const LIMITED: DeskFailure = {
  step: "failed",
  message: SUBSCRIBER_MESSAGES.rateLimited,
  unavailable: false,
};

const UNAVAILABLE: DeskFailure = {
  step: "failed",
  message: SUBSCRIBER_MESSAGES.unavailable,
  unavailable: true,
};

type Identified =
  | { answer: DeskFailure | DeskInvalid }
  | { desk: NonNullable<AppContext["subscriberDesk"]>; proof: DeskProof };

type Found = { desk: NonNullable<AppContext["subscriberDesk"]>; subscriber: Subscriber };

/**
 * The visit's proof (issue 58, point 4; a record since issue 66, L12): the proof the desk's cookie named
 * when the request came (opened once by the page), and the cookie to set when this request found the
 * subscriber.
 */
export type DeskVisit = {
  proof: DeskProof | undefined;
  setProof?: { value: string; expires: number; proof: DeskProof };
  /**
   * The proof is the visit's 'Minha conta' session's (issue 67), not the desk's 15-minute cookie: the pages
   * say 'Você entrou na sua conta', and their 'Sair' ends the session. `freshCode`: a code was confirmed on
   * it in the last minutes (`hasFreshCode`), which a sensitive request takes in place of the proof asked again.
   */
  account?: { freshCode: boolean };
};

/** The subscriber the visit's proof names, while it lasts. */
export function provenSubscriber(visit: DeskVisit): Subscriber | undefined {
  return visit.proof?.subscriber;
}

/**
 * The visit's proof as a desk page reads it once: the record the desk's cookie names (15 minutes, issue
 * 66), else the one of the visit's 'Minha conta' session (30 days, issue 67), so every desk page opens
 * without the CPF while the subscriber is signed in.
 */
export async function deskVisit(
  context: AppContext,
  cookies: { proof: string | undefined; account: string | undefined },
): Promise<DeskVisit> {
  const proof = await context.subscriberDesk?.proven(cookies.proof);
  if (proof) return { proof };
  const session = cookies.account ? await context.subscriberAccount?.session(cookies.account) : undefined;
  return session?.proof
    ? { proof: session.proof, account: { freshCode: hasFreshCode(session) } }
    : { proof: undefined };
}

/**
 * The visit's proof: its record when nothing was typed (one of its ERP calls), else the form's lookup,
 * which opens one. Also the self-service pages' first step (issue 67).
 */
export async function identify(form: FormData, context: AppContext, visit: DeskVisit): Promise<Identified> {
  // Proven in the last 15 minutes and nothing typed: no second lookup, but one of the proof's ERP calls.
  const desk = context.subscriberDesk;
  if (visit.proof && desk && !field(form, "documento").trim())
    return desk.spend(visit.proof) ? { desk, proof: visit.proof } : { answer: LIMITED };
  const found = await lookUp(form, context);
  if (!("answer" in found)) {
    visit.setProof = await found.desk.proof(found.subscriber);
    return { desk: found.desk, proof: visit.setProof.proof };
  }
  // The typed CPF (or CNPJ) and proof stay in the form after any refusal: nothing is typed twice.
  const values: IdentifyValues = {
    document: field(form, "documento"),
    birthDate: field(form, "nascimento"),
    contract: field(form, "numero-contrato"),
  };
  return { answer: { ...found.answer, values } };
}

async function lookUp(
  form: FormData,
  context: AppContext,
): Promise<Found | { answer: DeskFailure | DeskInvalid }> {
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

/** The failures going on now in the city the form names, and that city. */
async function ongoingIn(context: AppContext, cityId: string) {
  const city = (await context.catalogue.activeCities()).find((candidate) => String(candidate.id) === cityId);
  if (!city) return { city, notices: [] };
  const notices = cityNotices(
    phasedNotices(await context.catalogue.networkNotices(), new Date()),
    city.id,
  ).filter((notice) => notice.phase === "ongoing");
  return { city, notices };
}

/** The offer as the known failure shows it first: the WhatsApp prefilled with the phone the form had. */
async function offerFor(context: AppContext, phone: string): Promise<OutageOffer | undefined> {
  if (!context.subscribeToOutage || !context.outageChannels) return undefined;
  const channels = await context.outageChannels();
  if (!channels.email && !channels.whatsapp) return undefined;
  return { channels, values: { email: "", whatsapp: channels.whatsapp ? phone : "", consent: false } };
}

/**
 * 'Avise-me quando acabar' posted (issue 58): stored as a lead for each failure going on in the city, then
 * the known failure again with its offer answered (and the ticket form as it was). Asked before any lookup,
 * so it costs no lookup and says nothing of the CPF; the leads' hourly limit per address applies.
 */
async function outageSubscription<T>(
  form: FormData,
  context: AppContext,
  visit: DeskVisit,
  values: { city: string },
  answer: (notices: PhasedNotice[], offer: OutageOffer | undefined) => T,
): Promise<T> {
  const { city, notices } = await ongoingIn(context, values.city);
  const offer = await offerFor(context, "");
  // The failure ended meanwhile, or the site can no longer send: the page as it is now.
  if (!city || notices.length === 0 || !offer || !context.subscribeToOutage)
    return answer(notices, undefined);
  const typed = {
    email: field(form, "aviso-email").trim(),
    whatsapp: field(form, "aviso-whatsapp").trim(),
    consent: field(form, "aviso-consentimento") === "sim",
  };
  const stored = await context.subscribeToOutage(
    { email: typed.email, whatsapp: typed.whatsapp, consent: typed.consent },
    {
      noticeIds: notices.map((notice) => notice.id),
      name: provenSubscriber(visit)?.firstName,
      city: { name: city.name, state: city.state },
    },
  );
  if (stored.outcome === "stored")
    return answer(notices, { ...offer, values: { email: "", whatsapp: "", consent: false }, stored: true });
  const errors = stored.outcome === "invalid" ? stored.errors : { contact: LEAD_MESSAGES.rateLimited };
  return answer(notices, { ...offer, values: typed, errors });
}

// Each action first answers an address the server found past its lookups (`subscriberLimited`): that
// answer is rendered once and stored, so it reads no form (issue 55, M1).

export async function segundaViaAction(
  request: Request,
  context: AppContext,
  visit: DeskVisit,
): Promise<SegundaViaAnswer> {
  if (context.subscriberLimited) return LIMITED;
  const form = await request.formData();
  // '2ª via por e-mail / SMS' (issue 58): a button of the invoice list, by its sealed token.
  const sendToken = field(form, "enviar");
  if (sendToken && context.subscriberDesk) {
    const channel = field(form, "canal") === "sms" ? "sms" : "email";
    const sent = await context.subscriberDesk.send(sendToken, channel);
    if (sent === "unavailable") return UNAVAILABLE;
    if (sent === "expired") return EXPIRED;
    if (sent === "limited") return LIMITED;
    return { step: "sent", channel, sentTo: sent.sentTo };
  }
  const found = await identify(form, context, visit);
  if ("answer" in found) return found.answer;
  return segundaViaFor(found.desk, found.proof);
}

const EXPIRED: DeskFailure = {
  step: "failed",
  message: "A consulta expirou. Informe seus dados de novo.",
  unavailable: false,
};

// Issue 58, point 2: the contract's PDF and the notas fiscais, after the same proof as the 2ª via.

export type DocumentosAnswer =
  | DeskFailure
  | DeskInvalid
  | ({ step: "documents"; firstName: string } & DocumentsView);

export async function documentosAction(
  request: Request,
  context: AppContext,
  visit: DeskVisit,
): Promise<DocumentosAnswer> {
  if (context.subscriberLimited) return LIMITED;
  const found = await identify(await request.formData(), context, visit);
  if ("answer" in found) return found.answer;
  return documentosFor(found.desk, found.proof);
}

export async function documentosFor(
  desk: NonNullable<AppContext["subscriberDesk"]>,
  proof: DeskProof,
): Promise<DocumentosAnswer> {
  return { step: "documents", firstName: proof.subscriber.firstName, ...(await desk.documents(proof)) };
}

// Issue 58, point 3: 'Minha internet caiu' — the access's state, a guided check, then a ticket that
// carries what the subscriber did and saw.

/** The guided check's steps, as the form names them and the ticket says them. */
export const INTERNET_STEPS = {
  luzes: "Olhei as luzes do aparelho da fibra (ONU)",
  reiniciar: "Desliguei a ONU e o roteador da tomada, esperei 30 segundos e liguei de novo",
  cabo: "Testei com um cabo de rede ligado direto no computador",
  velocidade: "Fiz um teste de velocidade",
} as const;
export type InternetStep = keyof typeof INTERNET_STEPS;

/** What the ONU's lights showed, as the form offers it. */
export const ONU_LIGHTS = {
  normal: "PON acesa e LOS apagada",
  los: "LOS vermelha, acesa ou piscando",
  apagadas: "Todas as luzes apagadas",
  "nao-sei": "Não sei dizer",
} as const;
export type OnuLights = keyof typeof ONU_LIGHTS;

export type InternetValues = {
  steps: InternetStep[];
  lights: OnuLights | "";
  phone: string;
  text: string;
  city: string;
};

export type InternetAnswer =
  | DeskFailure
  | DeskInvalid
  /** The ticket could not be opened (the visit's proof ended, the ERP failed): the form stays filled. */
  | { step: "ticket-failed"; message: string; unavailable: boolean; values: InternetValues }
  | { step: "access"; firstName: string; access: AccessView[] | "unavailable" }
  | {
      step: "invalid-ticket";
      errors: { phone?: string; steps?: string };
      values: InternetValues;
      access?: undefined;
    }
  | { step: "known-outage"; notices: PhasedNotice[]; values: InternetValues; offer?: OutageOffer }
  | { step: "opened"; protocol: string };

const internetValues = (form: FormData): InternetValues => {
  const lights = field(form, "luzes");
  return {
    steps: form
      .getAll("passo")
      .filter((value): value is InternetStep => typeof value === "string" && value in INTERNET_STEPS),
    lights: lights in ONU_LIGHTS ? (lights as OnuLights) : "",
    phone: field(form, "telefone"),
    text: field(form, "mensagem"),
    city: field(form, "cidade"),
  };
};

/** The ticket's text: what the subscriber did and saw, in the words the form showed them. */
export function internetTicketText(values: InternetValues, cityName: string | undefined): string {
  const lines = [
    "Minha internet caiu (verificação guiada pelo site).",
    "",
    "Passos feitos:",
    ...(values.steps.length > 0 ? values.steps.map((step) => `- ${INTERNET_STEPS[step]}`) : ["- Nenhum"]),
    ...(values.lights ? ["", `Luzes da ONU: ${ONU_LIGHTS[values.lights]}`] : []),
    ...(values.text.trim() ? ["", `Relato: ${values.text.trim()}`] : []),
    ...(cityName ? ["", `Cidade informada: ${cityName}`] : []),
  ];
  return lines.join("\n");
}

export async function internetAction(
  request: Request,
  context: AppContext,
  visit: DeskVisit,
): Promise<InternetAnswer> {
  if (context.subscriberLimited) return LIMITED;
  const form = await request.formData();
  if (field(form, "etapa") === "aviso") {
    const values = internetValues(form);
    return outageSubscription(form, context, visit, values, (notices, offer) => ({
      step: "known-outage",
      notices,
      values,
      offer,
    }));
  }
  if (field(form, "etapa") !== "chamado") {
    const found = await identify(form, context, visit);
    if ("answer" in found) return found.answer;
    return internetFor(found.desk, found.proof.subscriber);
  }
  const values = internetValues(form);
  const phone = values.phone.replace(/\D/g, "");
  if (phone.length < 10 || phone.length > 11)
    return { step: "invalid-ticket", errors: { phone: "Digite um telefone com DDD." }, values };
  const city = (await context.catalogue.activeCities()).find(
    (candidate) => String(candidate.id) === values.city,
  );
  if (city && field(form, "confirmar") !== "1") {
    const known = cityNotices(
      phasedNotices(await context.catalogue.networkNotices(), new Date()),
      city.id,
    ).filter((notice) => notice.phase === "ongoing");
    if (known.length > 0)
      return { step: "known-outage", notices: known, values, offer: await offerFor(context, values.phone) };
  }
  // The ticket is opened only for the visit's proven subscriber: the guided check follows the lookup.
  const proven = provenSubscriber(visit);
  if (!visit.proof || !proven || !context.subscriberDesk)
    return { step: "ticket-failed", message: EXPIRED.message, unavailable: false, values };
  if (!context.subscriberDesk.spend(visit.proof))
    return { step: "ticket-failed", message: LIMITED.message, unavailable: false, values };
  const opened = await context.subscriberDesk.ticket(
    proven,
    internetTicketText(values, city ? `${city.name} - ${city.state}` : undefined),
    { name: proven.firstName, phone },
  );
  if (opened === "unavailable")
    return { step: "ticket-failed", message: UNAVAILABLE.message, unavailable: true, values };
  return { step: "opened", protocol: opened.protocol };
}

export async function internetFor(
  desk: NonNullable<AppContext["subscriberDesk"]>,
  subscriber: Subscriber,
): Promise<InternetAnswer> {
  return { step: "access", firstName: subscriber.firstName, access: await desk.access(subscriber) };
}

/** The 2ª via of a subscriber found (by this post, or by the visit's proof). */
export async function segundaViaFor(
  desk: NonNullable<AppContext["subscriberDesk"]>,
  proof: DeskProof,
): Promise<SegundaViaAnswer> {
  const invoices = await desk.invoices(proof);
  if (invoices === "unavailable") return UNAVAILABLE;
  const blocked = desk.capabilities.trustUnlock
    ? desk.contracts(proof).filter((contract) => contract.blocked)
    : [];
  return { step: "invoices", firstName: proof.subscriber.firstName, invoices, blocked };
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
    if (answer === "limited") return LIMITED;
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
    firstName: found.proof.subscriber.firstName,
    contracts: found.desk.contracts(found.proof),
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
  if (field(form, "etapa") === "aviso")
    return outageSubscription(form, context, visit, values, (notices, offer) => ({
      step: "known-outage",
      notices,
      values,
      offer,
    }));
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
    if (known.length > 0)
      return { step: "known-outage", notices: known, values, offer: await offerFor(context, values.phone) };
  }
  const found = await identify(form, context, visit);
  if ("answer" in found) return { ...found.answer, values };
  // The staff reading the ticket see the city the subscriber named.
  const message = city ? `${text}\n\nCidade informada: ${city.name} - ${city.state}` : text;
  const opened = await found.desk.ticket(found.proof.subscriber, message, {
    name: found.proof.subscriber.firstName,
    phone,
  });
  if (opened === "unavailable") return { ...UNAVAILABLE, values };
  return { step: "opened", protocol: opened.protocol };
}
