import {
  CANCEL_REASONS,
  type CancelReason,
  checkSignUpAddress,
  checkWifiChange,
  FRESH_PROOF_KINDS,
  formatCep,
  formatPrice,
  type PublicOfferVersion,
  type PublicPlan,
  SIGN_UP_MESSAGES,
  SUBSCRIBER_REQUEST_MESSAGES,
  type SubscriberRequestKind,
  WIFI_BAND_LABELS,
  WIFI_BANDS,
  type WifiErrors,
  wifiSummary,
} from "../../../domain";
import { SUBSCRIBER_MESSAGES, type SubscriberLookupErrors } from "../../../domain/subscriber";
import type { Subscriber, SubscriberContract } from "../../../server/erp/contract";
import type { AppContext } from "../../../server/http/app-context";
import type { CancelView, RequestOutcome } from "../../../server/http/request-pages";
import {
  type DeskFailure,
  type DeskInvalid,
  type DeskVisit,
  identify,
  provenSubscriber,
} from "./desk.server";

// The desk's self-service pages (issue 67, point 3): cancel, due day, address, Wi-Fi and plan. Each is a
// plain POST form to its page, step after step (`etapa`): the desk's proof first, then what the request
// needs, then a confirmation that asks the proof again for the sensitive ones, then the protocol. What a
// step carries to the next travels in hidden fields and is checked again (the contract against the proof,
// the address's viability, the plan sold there). Nothing here stores, caches or logs; the request itself
// is stored by the server (AppContext.subscriberRequests).

export type RequestKindPage = Exclude<SubscriberRequestKind, "retention">;

/** What the page shows of a contract: its id (checked against the proof on every post) and label. */
export type ContractChoice = { id: string; label: string };

/** What a confirmation's form had typed, shown again with its mistakes (never a password nor the proof). */
export type RequestValues = Record<string, string>;

export type RequestErrors = Partial<Record<string, string>> & { proof?: SubscriberLookupErrors };

export type PlanOption = { code: string; name: string; price: string; speed: string; loyalty: string };

export type AddressCarried = {
  cep: string;
  number: string;
  complement: string;
  street: string;
  district: string;
};

export type RequestAnswer =
  | { step: "identify"; failure?: DeskFailure | DeskInvalid }
  /** The desk has no proof of this visit any more (it ended, or 'Sair'): identify again. */
  | { step: "expired" }
  | {
      step: "form";
      firstName: string;
      contracts: ContractChoice[];
      values: RequestValues;
      errors: RequestErrors;
      /** Cancel: each contract's consequences; the offer to stay. */
      cancel?: { views: Record<string, CancelView>; retentionOffer: string };
      /** Due day: the days offered. */
      dueDays?: number[];
      /** Plan: the installation's CEP when the ERP gives it (only the number is asked then). */
      knownCep?: string;
      /** A message over the form (the request was refused by a limit, the ERP…). */
      message?: string;
    }
  | {
      step: "address-checked";
      firstName: string;
      contract: ContractChoice;
      address: AddressCarried;
      covered: boolean;
      cityName: string | undefined;
      values: RequestValues;
      errors: RequestErrors;
      message?: string;
    }
  | {
      step: "plans";
      firstName: string;
      contract: ContractChoice;
      address: Pick<AddressCarried, "cep" | "number" | "complement">;
      plans: PlanOption[];
      cityName: string;
      message?: string;
    }
  | {
      step: "plan-confirm";
      firstName: string;
      contract: ContractChoice;
      address: Pick<AddressCarried, "cep" | "number" | "complement">;
      offer: { code: string; name: string; terms: string[]; loyaltyMonths: number };
      values: RequestValues;
      errors: RequestErrors;
      message?: string;
    }
  | {
      step: "done";
      kind: SubscriberRequestKind;
      protocol: string;
      emailQueued: boolean;
      via: Extract<RequestOutcome, { outcome: "stored" }>["via"];
      reference: string | undefined;
      queued: boolean;
    }
  | { step: "unavailable" };

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, 300) : "";
};

const contractsOf = (subscriber: Subscriber): ContractChoice[] =>
  subscriber.contracts.map((contract) => ({ id: contract.id, label: contract.label }));

/** The contract a form names, among the proven subscriber's only; the only one when there is one. */
function contractFrom(form: FormData, subscriber: Subscriber): SubscriberContract | undefined {
  const id = field(form, "contrato");
  if (!id && subscriber.contracts.length === 1) return subscriber.contracts[0];
  return subscriber.contracts.find((contract) => contract.id === id);
}

/** Digits with DDD, or undefined. */
function phoneFrom(form: FormData, name = "telefone"): string | undefined {
  const digits = field(form, name)
    .replace(/\D/g, "")
    .replace(/^55(?=\d{10,11}$)/, "");
  return /^[1-9]{2}\d{8,9}$/.test(digits) ? digits : undefined;
}

/**
 * The fresh proof a sensitive action asks for on its confirmation (issue 67, point 3): the desk's own
 * identification typed again, which must find the very subscriber the visit proved. One small function,
 * so 'Minha conta''s fresh code can take its place: it answers the subscriber as found now (with the
 * contact on file) or the form's mistakes.
 */
export async function requireFreshProof(
  form: FormData,
  context: AppContext,
  proven: Subscriber,
): Promise<
  { ok: true; subscriber: Subscriber } | { ok: false; errors: SubscriberLookupErrors; message?: string }
> {
  const desk = context.subscriberDesk;
  if (!desk) return { ok: false, errors: {}, message: SUBSCRIBER_MESSAGES.unavailable };
  const found = await desk.identify(
    {
      document: field(form, "documento"),
      birthDate: field(form, "nascimento"),
      contract: field(form, "numero-contrato"),
    },
    context.clientIp,
  );
  if (found.kind === "invalid") return { ok: false, errors: found.errors };
  if (found.kind === "limited") return { ok: false, errors: {}, message: SUBSCRIBER_MESSAGES.rateLimited };
  if (found.kind === "unavailable")
    return { ok: false, errors: {}, message: SUBSCRIBER_MESSAGES.unavailable };
  if (found.kind !== "found" || found.subscriber.id !== proven.id)
    return { ok: false, errors: {}, message: SUBSCRIBER_REQUEST_MESSAGES.freshProof };
  return { ok: true, subscriber: found.subscriber };
}

/** The values a form had, to show again (never a password nor the proof's fields). */
function typedValues(form: FormData): RequestValues {
  const values: RequestValues = {};
  for (const [key, value] of form)
    if (
      typeof value === "string" &&
      !key.includes("password") &&
      !["documento", "nascimento", "numero-contrato", "etapa"].includes(key)
    )
      values[key] = value.slice(0, 300);
  return values;
}

/** The page's first step for a proven visit: what the request needs, by kind. */
async function formFor(
  kind: RequestKindPage,
  context: AppContext,
  subscriber: Subscriber,
  values: RequestValues = {},
  errors: RequestErrors = {},
  message?: string,
): Promise<RequestAnswer> {
  const pages = context.subscriberRequests;
  if (!pages) return { step: "unavailable" };
  const base = {
    step: "form" as const,
    firstName: subscriber.firstName,
    contracts: contractsOf(subscriber),
    values,
    errors,
    ...(message ? { message } : {}),
  };
  if (kind === "cancel") {
    const views: Record<string, CancelView> = {};
    for (const contract of subscriber.contracts) views[contract.id] = await pages.cancelView(contract);
    return { ...base, cancel: { views, retentionOffer: await pages.retentionOffer() } };
  }
  if (kind === "due_day") return { ...base, dueDays: await pages.dueDays() };
  if (kind === "plan") {
    const contract = subscriber.contracts.length === 1 ? subscriber.contracts[0] : undefined;
    return { ...base, ...(contract?.installationCep ? { knownCep: contract.installationCep } : {}) };
  }
  return base;
}

const LIMITED_FORM = SUBSCRIBER_REQUEST_MESSAGES.limited;

/** The page as opened: the form for a proven visit, the identification otherwise. */
export async function requestForm(
  kind: RequestKindPage,
  context: AppContext,
  visit: DeskVisit,
): Promise<RequestAnswer | null> {
  const desk = context.subscriberDesk;
  if (!desk || !context.subscriberRequests) return null;
  if (!visit.proof) return { step: "identify" };
  // A page opened with the proof takes one of its ERP calls (decision 0074, issue 66).
  if (!desk.spend(visit.proof)) return { step: "identify", failure: LIMITED };
  return formFor(kind, context, visit.proof.subscriber);
}

const LIMITED: DeskFailure = { step: "failed", message: SUBSCRIBER_MESSAGES.rateLimited, unavailable: false };

/** A post's answer. */
export async function requestAction(
  kind: RequestKindPage,
  request: Request,
  context: AppContext,
  visit: DeskVisit,
): Promise<RequestAnswer> {
  if (context.subscriberLimited)
    return {
      step: "identify",
      failure: { step: "failed", message: SUBSCRIBER_MESSAGES.rateLimited, unavailable: false },
    };
  const form = await request.formData();
  const step = field(form, "etapa");
  if (step === "identificar" || !step) {
    const found = await identify(form, context, visit);
    if ("answer" in found) return { step: "identify", failure: found.answer };
    return formFor(kind, context, found.proof.subscriber);
  }
  const proven = provenSubscriber(visit);
  if (!proven || !visit.proof) return { step: "expired" };
  // Each step asks the ERP (the due days, the viability, the request): one of the proof's calls.
  if (!context.subscriberDesk?.spend(visit.proof)) return { step: "identify", failure: LIMITED };
  const pages = context.subscriberRequests;
  if (!pages) return { step: "unavailable" };
  const contract = contractFrom(form, proven);
  const values = typedValues(form);
  const again = (errors: RequestErrors, message?: string) =>
    formFor(kind, context, proven, values, errors, message);
  if (!contract) return again({ contrato: SUBSCRIBER_REQUEST_MESSAGES.contract });
  const choice = { id: contract.id, label: contract.label };

  // The address and plan steps before the confirmation: the viability at an address, the plans sold there.
  if ((kind === "address" || kind === "plan") && step === "endereco") {
    const checked = await checkAddress(form, context, contract, kind === "plan");
    if ("errors" in checked) return again(checked.errors);
    if (kind === "address")
      return {
        step: "address-checked",
        firstName: proven.firstName,
        contract: choice,
        address: checked.address,
        covered: checked.covered,
        cityName: checked.cityName,
        values: {},
        errors: {},
      };
    if (!checked.covered || checked.plans.length === 0)
      return again(
        {},
        "Não encontramos planos à venda no endereço de instalação. Confira o CEP e o número ou fale com a central.",
      );
    return {
      step: "plans",
      firstName: proven.firstName,
      contract: choice,
      address: checked.address,
      plans: checked.plans,
      cityName: checked.cityName ?? "",
    };
  }
  if (kind === "plan" && step === "plano") {
    const chosen = await chosenPlan(form, context, contract);
    if ("message" in chosen) return again({}, chosen.message);
    return planConfirm(proven, choice, chosen, values, {});
  }

  // The retention offer taken instead of cancelling (issue 67, 3a): proven by the visit; no fresh proof.
  if (kind === "cancel" && step === "oferta") {
    const phone = phoneFrom(form, "oferta-telefone");
    if (!phone) return again({ "oferta-telefone": SUBSCRIBER_REQUEST_MESSAGES.phone });
    const offer = await pages.retentionOffer();
    if (!offer) return again({});
    return submit(context, {
      kind: "retention",
      subscriber: proven,
      contract,
      phone,
      details: [`O cliente desistiu de cancelar e aceitou a oferta: ${offer}`],
    });
  }

  if (step !== "confirmar") return again({});
  // The confirmation: the request's own fields first (nothing is asked of the ERP for a form with mistakes).
  const errors: RequestErrors = {};
  const phone = phoneFrom(form);
  if (!phone) errors.telefone = SUBSCRIBER_REQUEST_MESSAGES.phone;
  let details: string[] = [];
  let wifi: ReturnType<typeof checkWifiChange> | undefined;
  let city: { id: number; name: string } | undefined;
  let planOffer: Awaited<ReturnType<typeof chosenPlan>> | undefined;
  let address: Awaited<ReturnType<typeof checkAddress>> | undefined;
  if (kind === "cancel") {
    const reason = field(form, "motivo");
    const view = await pages.cancelView(contract);
    details = [
      ...(reason in CANCEL_REASONS ? [`Motivo: ${CANCEL_REASONS[reason as CancelReason]}.`] : []),
      view.consequences.fineText,
      view.consequences.equipmentText,
    ];
  } else if (kind === "due_day") {
    const day = Number(field(form, "dia"));
    if (!(await pages.dueDays()).includes(day)) errors.dia = SUBSCRIBER_REQUEST_MESSAGES.dueDay;
    details = [`Novo dia de vencimento: ${day}.`];
  } else if (kind === "wifi") {
    const input: Record<string, string> = {};
    for (const band of WIFI_BANDS) {
      input[`${band}-ssid`] = field(form, `${band}-ssid`);
      // A passphrase keeps its spaces: only its length is bounded.
      const password = form.get(`${band}-password`);
      input[`${band}-password`] = typeof password === "string" ? password.slice(0, 100) : "";
    }
    wifi = checkWifiChange(input);
    if (!wifi.ok) Object.assign(errors, wifi.errors satisfies WifiErrors);
    else details = [`Wi-Fi pedido: ${wifiSummary(wifi.change)}.`];
  } else if (kind === "address") {
    address = await checkAddress(form, context, contract, false);
    if ("errors" in address) return again(address.errors);
    if (!address.covered)
      return again({}, "Ainda não atendemos o novo endereço: a mudança não pode ser pedida por aqui.");
    const street = field(form, "street").trim();
    const district = field(form, "district").trim();
    if (!street) errors.street = SIGN_UP_MESSAGES.street;
    if (!district) errors.district = SIGN_UP_MESSAGES.district;
    if (!errors.street && !errors.district) {
      address.address.street = street.slice(0, 120);
      address.address.district = district.slice(0, 80);
    }
    city = address.city;
    const to = address.address;
    details = [
      `Novo endereço: ${to.street}, ${to.number}${to.complement ? `, ${to.complement}` : ""}, ${to.district}, CEP ${formatCep(to.cep)}${address.cityName ? `, ${address.cityName}` : ""}.`,
      "Viabilidade no novo endereço: atendido.",
    ];
  } else if (kind === "plan") {
    planOffer = await chosenPlan(form, context, contract);
    if ("message" in planOffer) return again({}, planOffer.message);
    if (planOffer.offer.offer.loyaltyMonths > 0 && field(form, "aceito-fidelizacao") !== "sim")
      errors["aceito-fidelizacao"] = SUBSCRIBER_REQUEST_MESSAGES.loyalty;
    const chosenOffer = planOffer.offer;
    details = [
      `Novo plano: ${chosenOffer.offer.name} (oferta ${chosenOffer.code}), ${formatPrice(chosenOffer.offer.promoPrice ?? chosenOffer.offer.price)} por mês.`,
      chosenOffer.offer.loyaltyMonths > 0
        ? `O cliente aceitou a nova fidelização de ${chosenOffer.offer.loyaltyMonths} meses.`
        : "Sem fidelização.",
    ];
  }
  const needsProof = FRESH_PROOF_KINDS.has(kind);
  const refused = (message?: string) => {
    if (kind === "plan" && planOffer && !("message" in planOffer))
      return planConfirm(proven, choice, planOffer, values, errors, message);
    if (kind === "address" && address && !("errors" in address))
      return {
        step: "address-checked" as const,
        firstName: proven.firstName,
        contract: choice,
        address: address.address,
        covered: true,
        cityName: address.cityName,
        values,
        errors,
        ...(message ? { message } : {}),
      };
    return again(errors, message);
  };
  if (Object.keys(errors).length > 0) return refused();
  let subscriber = proven;
  // Signed in to 'Minha conta' with a code confirmed minutes ago (issue 67): that code is the fresh proof.
  if (needsProof && !visit.account?.freshCode) {
    const fresh = await requireFreshProof(form, context, proven);
    if (!fresh.ok) {
      errors.proof = fresh.errors;
      return refused(fresh.message);
    }
    subscriber = fresh.subscriber;
  }
  return submit(context, {
    kind,
    subscriber,
    contract,
    phone: phone!,
    details,
    ...(wifi?.ok ? { wifi: wifi.change } : {}),
    ...(city ? { city } : {}),
  }).then((answer) => (answer.step === "done" ? answer : refused(LIMITED_FORM)));
}

async function submit(
  context: AppContext,
  input: Parameters<NonNullable<AppContext["subscriberRequests"]>["submit"]>[0],
): Promise<RequestAnswer> {
  const pages = context.subscriberRequests;
  if (!pages) return { step: "unavailable" };
  const outcome = await pages.submit(input, context.clientIp);
  if (outcome.outcome === "limited") return { step: "unavailable" };
  return {
    step: "done",
    kind: input.kind,
    protocol: outcome.protocol,
    emailQueued: outcome.emailQueued,
    via: outcome.via,
    reference: outcome.reference,
    queued: outcome.queued,
  };
}

/** The address a form names, checked for viability (never trusted from a previous step). */
async function checkAddress(
  form: FormData,
  context: AppContext,
  contract: SubscriberContract,
  useContractCep: boolean,
): Promise<
  | { errors: RequestErrors }
  | {
      address: AddressCarried;
      covered: boolean;
      cityName: string | undefined;
      city: { id: number; name: string } | undefined;
      plans: PlanOption[];
    }
> {
  const cep = useContractCep && contract.installationCep ? contract.installationCep : field(form, "cep");
  const typed = { cep, number: field(form, "number"), complement: field(form, "complement") };
  const checked = checkSignUpAddress(typed);
  if (!checked.ok) return { errors: checked.errors };
  if (!context.signUp) return { errors: { cep: SUBSCRIBER_MESSAGES.unavailable } };
  const asked = new FormData();
  asked.set("cep", checked.values.cep);
  asked.set("number", checked.values.number);
  asked.set("complement", checked.values.complement);
  const step = await context.signUp.checkAddress(asked, context.clientIp);
  if (step.outcome !== "covered" && step.outcome !== "uncovered")
    return { errors: { ...step.errors, ...(step.message ? { cep: step.message } : {}) } };
  const address: AddressCarried = {
    ...checked.values,
    street: field(form, "street"),
    district: field(form, "district"),
  };
  if (step.outcome !== "covered")
    return { address, covered: false, cityName: undefined, city: undefined, plans: [] };
  const cityName = `${step.city.name} - ${step.city.state}`;
  return {
    address: {
      ...address,
      street: address.street || step.found?.street || "",
      district: address.district || step.found?.district || "",
    },
    covered: true,
    cityName,
    city: { id: step.city.id, name: cityName },
    plans: step.plans.filter((plan) => plan.offerCode).map(planOption),
  };
}

function planOption(plan: PublicPlan): PlanOption {
  const price = plan.promoPrice ?? plan.price;
  return {
    code: plan.offerCode!,
    name: plan.name,
    price: `${formatPrice(price)}/mês`,
    speed: plan.speed,
    loyalty: plan.loyaltyMonths > 0 ? `Fidelidade de ${plan.loyaltyMonths} meses` : "Sem fidelidade",
  };
}

/** The plan a form names, if it is sold at the installation address now. */
async function chosenPlan(
  form: FormData,
  context: AppContext,
  contract: SubscriberContract,
): Promise<
  | { message: string }
  | { offer: PublicOfferVersion; address: Pick<AddressCarried, "cep" | "number" | "complement"> }
> {
  const checked = await checkAddress(form, context, contract, true);
  if ("errors" in checked || !checked.covered) return { message: SIGN_UP_MESSAGES.plan };
  const code = field(form, "oferta");
  if (!checked.plans.some((plan) => plan.code === code)) return { message: SUBSCRIBER_REQUEST_MESSAGES.plan };
  const offer = await context.subscriberRequests?.offer(code);
  if (offer?.status !== "current") return { message: SIGN_UP_MESSAGES.plan };
  const { cep, number, complement } = checked.address;
  return { offer, address: { cep, number, complement } };
}

function planConfirm(
  proven: Subscriber,
  contract: ContractChoice,
  chosen: { offer: PublicOfferVersion; address: Pick<AddressCarried, "cep" | "number" | "complement"> },
  values: RequestValues,
  errors: RequestErrors,
  message?: string,
): RequestAnswer {
  const { offer } = chosen;
  const terms = offer.offer;
  const price = terms.promoPrice ?? terms.price;
  return {
    step: "plan-confirm",
    firstName: proven.firstName,
    contract,
    address: chosen.address,
    offer: {
      code: offer.code,
      name: terms.name,
      loyaltyMonths: terms.loyaltyMonths,
      terms: [
        `${terms.downloadMbps} Mb/s de download e ${terms.uploadMbps} Mb/s de upload.`,
        terms.promoPrice && terms.promoMonths
          ? `${formatPrice(terms.promoPrice)}/mês nos ${terms.promoMonths} primeiros meses, depois ${formatPrice(terms.price)}/mês.`
          : `${formatPrice(price)}/mês.`,
        terms.loyaltyMonths > 0
          ? `Fidelização de ${terms.loyaltyMonths} meses, com benefício de ${formatPrice(terms.loyaltyBenefit ?? 0)}: se você cancelar antes, paga uma multa proporcional aos meses que faltarem.`
          : "Sem fidelização.",
      ],
    },
    values,
    errors,
    ...(message ? { message } : {}),
  };
}

/** The bands as the Wi-Fi form lists them. */
export const WIFI_FORM_BANDS = WIFI_BANDS.map((band) => ({ band, label: WIFI_BAND_LABELS[band] }));
