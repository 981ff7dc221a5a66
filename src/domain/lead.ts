import { cepDigits, parseCep } from "./cep";
import { isValidCnpj, normalizeCnpj } from "./cnpj";
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters, isValidEmail } from "./control-characters";
import { isValidPhone, normalizePhone } from "./referral";
import { type BrazilianState, isBrazilianState } from "./states";

// The rules of the three lead forms (issue 20): 'Avise-me quando chegar' (coverage), 'Prefiro que me
// liguem' (callback) and the business request of /empresas. Shared by the forms and POST /api/leads/…,
// free of any schema library on purpose, like checkReferral: the public pages ship no zod.

export const LEAD_KINDS = ["coverage", "callback", "business"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/**
 * Every kind a stored lead may have: the three public forms', and 'Avise-me quando acabar' (`outage`): a
 * subscriber at the desk asking to be told when a known failure of their region ends (issue 58). It has no
 * public form of its own (no `/api/leads/outage`): the desk's pages store it.
 */
export const STORED_LEAD_KINDS = [...LEAD_KINDS, "outage"] as const;
export type StoredLeadKind = (typeof STORED_LEAD_KINDS)[number];

export const CALLBACK_PERIODS = ["morning", "afternoon", "evening"] as const;
export type CallbackPeriod = (typeof CALLBACK_PERIODS)[number];

export const CALLBACK_PERIOD_LABELS: Record<CallbackPeriod, string> = {
  morning: "Manhã",
  afternoon: "Tarde",
  evening: "Noite",
};

export type CoverageRequest = {
  name: string;
  /** Digits with the area code: '27999998888'. */
  phone: string;
  /** The city as typed (spaces tidied), or null when only a CEP was given. */
  city: string | null;
  uf: BrazilianState | null;
  /** Eight digits, or null. */
  cep: string | null;
};

export type CallbackRequest = {
  name: string;
  phone: string;
  cep: string;
  houseNumber: string;
  period: CallbackPeriod;
  /** The plan the visitor asked about, as the page showed it (the plan may change or go later). */
  planId: number;
  planName: string;
  /** The offer's code once offers exist (issue 19); optional. */
  offerCode: string | null;
  /** The city the page was showing plans for, if any. */
  cityName: string | null;
};

export type BusinessRequest = {
  /** Fourteen characters, upper-cased, without punctuation. */
  cnpj: string;
  companyName: string;
  contactName: string;
  phone: string;
  email: string;
  city: string;
};

/**
 * 'Avise-me quando acabar' (issue 58): a subscriber at the desk asking to be told when a known failure of
 * their region ends, by e-mail or WhatsApp (at least one), with their consent. The name is the one the
 * desk knew (the proven subscriber's first name), else 'Assinante'.
 */
export type OutageRequest = {
  name: string;
  /** Digits with the area code, or '' when only an e-mail was given. */
  phone: string;
  email: string | null;
  city: string | null;
  uf: BrazilianState | null;
};

export type LeadInput =
  | ({ kind: "coverage" } & CoverageRequest)
  | ({ kind: "callback" } & CallbackRequest)
  | ({ kind: "business" } & BusinessRequest)
  | ({ kind: "outage" } & OutageRequest);

export type CoverageField = "name" | "phone" | "city" | "uf" | "cep" | "consent";
export type CallbackField = "name" | "phone" | "cep" | "houseNumber" | "period" | "plan" | "offerCode";
export type BusinessField = "cnpj" | "companyName" | "contactName" | "phone" | "email" | "city";
export type OutageField = "email" | "whatsapp" | "contact" | "consent";

export type LeadErrors<F extends string> = Partial<Record<F, string>>;
export type LeadCheck<T, F extends string> = { ok: true; values: T } | { ok: false; errors: LeadErrors<F> };

export const LEAD_MESSAGES = {
  name: "O nome precisa ter pelo menos 2 caracteres.",
  nameTooLong: "O nome pode ter no máximo 100 caracteres.",
  phone: "Digite um número de telefone válido, com DDD.",
  city: "Digite o nome da sua cidade.",
  cityOrCep: "Informe a sua cidade e o estado, ou o seu CEP.",
  cityTooLong: "A cidade pode ter no máximo 80 caracteres.",
  uf: "Escolha o estado (UF).",
  cep: "Digite um CEP válido, com 8 números.",
  consent: "Para enviar, marque que concorda com o uso dos seus dados para este aviso.",
  houseNumber: "Digite o número do endereço (ou S/N).",
  period: "Escolha o melhor período para a ligação.",
  plan: "Não conseguimos identificar o plano. Feche e abra o pedido de novo a partir do plano.",
  offerCode: "O código da oferta é inválido.",
  cnpj: "Digite um CNPJ válido.",
  companyName: "O nome da empresa precisa ter pelo menos 2 caracteres.",
  companyNameTooLong: "O nome da empresa pode ter no máximo 150 caracteres.",
  contactName: "O nome precisa ter pelo menos 2 caracteres.",
  email: "Digite um e-mail válido.",
  businessCity: "Digite a cidade da empresa.",
  invalid: "Verifique os campos destacados.",
  sendFailed: "Não foi possível enviar o seu pedido. Verifique a conexão e tente novamente.",
  rateLimited: "Muitos pedidos enviados deste endereço. Tente novamente mais tarde.",
  outageContact: "Informe um e-mail ou um WhatsApp para receber o aviso.",
  outageWhatsapp: "Digite um WhatsApp válido, com DDD.",
  outageConsent: "Para receber o aviso, marque que concorda com o uso do seu contato para isso.",
} as const;

const NAME_MAX = 100;
const CITY_MAX = 80;
const COMPANY_MAX = 150;
const PLAN_NAME_MAX = 120;
// '123', '123A', '12-B', 'S/N', 'km 5': what Brazilian addresses carry as a number.
const HOUSE_NUMBER_PATTERN = /^[0-9A-Za-z][0-9A-Za-z /.-]{0,9}$/;
const OFFER_CODE_PATTERN = /^[0-9A-Za-z][0-9A-Za-z_-]{0,39}$/;

const asText = (value: unknown) => (typeof value === "string" ? value : "");
const tidy = (value: unknown) => asText(value).trim().replace(/\s+/g, " ");
const objectOf = (input: unknown) =>
  (typeof input === "object" && input !== null ? input : {}) as Record<string, unknown>;

function checkName(name: string, short: string): string | undefined {
  if (name.length < 2) return short;
  if (name.length > NAME_MAX) return LEAD_MESSAGES.nameTooLong;
  if (hasControlCharacters(name)) return `O nome ${CONTROL_CHARACTERS_MESSAGE}.`;
  return undefined;
}

function checkCity(city: string, empty: string): string | undefined {
  if (city.length < 2) return empty;
  if (city.length > CITY_MAX) return LEAD_MESSAGES.cityTooLong;
  if (hasControlCharacters(city)) return `A cidade ${CONTROL_CHARACTERS_MESSAGE}.`;
  return undefined;
}

/** Text the forms and the API treat alike: a checkbox's true, or the 'on' a plain form would send. */
const isTicked = (value: unknown) => value === true || value === "on" || value === "true";

/**
 * 'Avise-me quando chegar': name, phone, and where (city and UF, or a CEP; both may be given), with the
 * visitor's explicit consent.
 */
export function checkCoverageRequest(input: unknown): LeadCheck<CoverageRequest, CoverageField> {
  const source = objectOf(input);
  const name = tidy(source.name);
  const phone = asText(source.phone).trim();
  const city = tidy(source.city);
  const uf = asText(source.uf).trim().toUpperCase();
  const cep = asText(source.cep).trim();
  const errors: LeadErrors<CoverageField> = {};
  const nameError = checkName(name, LEAD_MESSAGES.name);
  if (nameError) errors.name = nameError;
  if (!isValidPhone(phone)) errors.phone = LEAD_MESSAGES.phone;
  if (cep !== "" && parseCep(cep) === undefined) errors.cep = LEAD_MESSAGES.cep;
  if (city === "" && uf === "" && cep === "") errors.city = LEAD_MESSAGES.cityOrCep;
  else if (city !== "" || uf !== "" || cep === "") {
    // A city given (or no CEP to stand for it) must be a city with its state.
    const cityError = checkCity(city, LEAD_MESSAGES.city);
    if (cityError) errors.city = cityError;
    if (!isBrazilianState(uf)) errors.uf = LEAD_MESSAGES.uf;
  }
  if (!isTicked(source.consent)) errors.consent = LEAD_MESSAGES.consent;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    values: {
      name,
      phone: normalizePhone(phone),
      city: city === "" ? null : city,
      uf: isBrazilianState(uf) ? uf : null,
      cep: cep === "" ? null : cepDigits(cep),
    },
  };
}

/** A plan id as the pages send it: a positive whole number. */
const planIdOf = (value: unknown) => {
  const id = typeof value === "string" && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof id === "number" && Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

/** 'Prefiro que me liguem': who, the phone, where (CEP and number), when, and the plan it is about. */
export function checkCallbackRequest(input: unknown): LeadCheck<CallbackRequest, CallbackField> {
  const source = objectOf(input);
  const name = tidy(source.name);
  const phone = asText(source.phone).trim();
  const cep = asText(source.cep).trim();
  const houseNumber = tidy(source.houseNumber).toUpperCase();
  const period = asText(source.period);
  const planId = planIdOf(source.planId);
  const planName = tidy(source.planName);
  const offerCode = tidy(source.offerCode);
  const cityName = tidy(source.cityName).slice(0, CITY_MAX);
  const errors: LeadErrors<CallbackField> = {};
  const nameError = checkName(name, LEAD_MESSAGES.name);
  if (nameError) errors.name = nameError;
  if (!isValidPhone(phone)) errors.phone = LEAD_MESSAGES.phone;
  if (parseCep(cep) === undefined) errors.cep = LEAD_MESSAGES.cep;
  if (!HOUSE_NUMBER_PATTERN.test(houseNumber)) errors.houseNumber = LEAD_MESSAGES.houseNumber;
  if (!(CALLBACK_PERIODS as readonly string[]).includes(period)) errors.period = LEAD_MESSAGES.period;
  if (
    planId === null ||
    planName === "" ||
    planName.length > PLAN_NAME_MAX ||
    hasControlCharacters(planName) ||
    hasControlCharacters(cityName)
  )
    errors.plan = LEAD_MESSAGES.plan;
  if (offerCode !== "" && !OFFER_CODE_PATTERN.test(offerCode)) errors.offerCode = LEAD_MESSAGES.offerCode;
  if (Object.keys(errors).length > 0 || planId === null) return { ok: false, errors };
  return {
    ok: true,
    values: {
      name,
      phone: normalizePhone(phone),
      cep: cepDigits(cep),
      houseNumber,
      period: period as CallbackPeriod,
      planId,
      planName,
      offerCode: offerCode === "" ? null : offerCode,
      cityName: cityName === "" ? null : cityName,
    },
  };
}

/** The business request: the company (CNPJ with its check digits, name), who to talk to, and where. */
export function checkBusinessRequest(input: unknown): LeadCheck<BusinessRequest, BusinessField> {
  const source = objectOf(input);
  const cnpj = asText(source.cnpj).trim();
  const companyName = tidy(source.companyName);
  const contactName = tidy(source.contactName);
  const phone = asText(source.phone).trim();
  const email = asText(source.email).trim().toLowerCase();
  const city = tidy(source.city);
  const errors: LeadErrors<BusinessField> = {};
  if (!isValidCnpj(cnpj)) errors.cnpj = LEAD_MESSAGES.cnpj;
  if (companyName.length < 2) errors.companyName = LEAD_MESSAGES.companyName;
  else if (companyName.length > COMPANY_MAX) errors.companyName = LEAD_MESSAGES.companyNameTooLong;
  else if (hasControlCharacters(companyName))
    errors.companyName = `O nome da empresa ${CONTROL_CHARACTERS_MESSAGE}.`;
  const contactError = checkName(contactName, LEAD_MESSAGES.contactName);
  if (contactError) errors.contactName = contactError;
  if (!isValidPhone(phone)) errors.phone = LEAD_MESSAGES.phone;
  if (!isValidEmail(email)) errors.email = LEAD_MESSAGES.email;
  const cityError = checkCity(city, LEAD_MESSAGES.businessCity);
  if (cityError) errors.city = cityError;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    values: {
      cnpj: normalizeCnpj(cnpj),
      companyName,
      contactName,
      phone: normalizePhone(phone),
      email,
      city,
    },
  };
}

/**
 * 'Avise-me quando acabar' (issue 58): an e-mail, a WhatsApp or both (only the ways the site can send are
 * offered and read), and the ticked consent. Returns the contact as the lead keeps it.
 */
export function checkOutageSubscription(
  input: unknown,
  offered: { email: boolean; whatsapp: boolean },
): LeadCheck<{ email: string | null; phone: string }, OutageField> {
  const source = objectOf(input);
  const email = offered.email ? asText(source.email).trim().toLowerCase() : "";
  const whatsapp = offered.whatsapp ? asText(source.whatsapp).trim() : "";
  const errors: LeadErrors<OutageField> = {};
  if (email === "" && whatsapp === "") errors.contact = LEAD_MESSAGES.outageContact;
  if (email !== "" && !isValidEmail(email)) errors.email = LEAD_MESSAGES.email;
  if (whatsapp !== "" && !isValidPhone(whatsapp)) errors.whatsapp = LEAD_MESSAGES.outageWhatsapp;
  if (!isTicked(source.consent)) errors.consent = LEAD_MESSAGES.outageConsent;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, values: { email: email || null, phone: whatsapp ? normalizePhone(whatsapp) : "" } };
}
