import { parseCep } from "./cep";
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters, isValidEmail } from "./control-characters";
import { isValidCpf, isValidPhone, normalizeCpf, normalizePhone } from "./referral";
import { parseBirthDate } from "./subscriber";
import type { ViabilityStatus } from "./viability";

// 'Contrate online' (issue 56): the visitor's sign-up after a viability check at their address. The rules
// of its form, free of any schema library (the public pages ship no zod), shared by the page's action and
// the console. What the ERP receives is built from the stored sign-up on the server.

/**
 * The viability a sign-up was made with (viability.ts's answer as stored and sent to the ERP): the status,
 * which source decided in pt-BR for staff, and the nearest box when one decided.
 */
export type SignUpViability = {
  status: ViabilityStatus;
  /** Which source decided, in pt-BR ('Caixas de atendimento próximas — Caixa CX-12 a 80 m'). */
  source: string;
  /** The nearest fibre box when a box source decided: the ERP's id, its name and distance in metres. */
  box?: { id: string; name: string; distanceMeters: number };
};

/** The staff's work on a sign-up; 'enviada ao ERP' and 'falhou' come from its delivery (signUpStatusLabel). */
export const SIGN_UP_STATUSES = ["new", "installing", "done", "cancelled"] as const;
export type SignUpStatus = (typeof SIGN_UP_STATUSES)[number];

export const SIGN_UP_STATUS_LABELS: Record<SignUpStatus, string> = {
  new: "Nova",
  installing: "Em instalação",
  done: "Concluída",
  cancelled: "Cancelada",
};

/** The status the console's list shows: a new sign-up says where its delivery stands. */
export function signUpStatusLabel(
  status: SignUpStatus,
  delivery: "pending" | "delivered" | "failed",
  hasErp: boolean,
): string {
  if (status !== "new") return SIGN_UP_STATUS_LABELS[status];
  if (delivery === "delivered" && hasErp) return "Enviada ao ERP";
  if (delivery === "failed") return "Falhou";
  return "Nova";
}

export const INSTALL_PERIODS = ["morning", "afternoon"] as const;
export type InstallPeriod = (typeof INSTALL_PERIODS)[number];
export const INSTALL_PERIOD_LABELS: Record<InstallPeriod, string> = {
  morning: "Manhã (8h às 12h)",
  afternoon: "Tarde (13h às 18h)",
};

/** A preferred installation window: a day (YYYY-MM-DD) and a period. */
export type InstallWindow = { date: string; period: InstallPeriod };

/** Due days offered when neither the ERP nor the console lists them. */
export const DEFAULT_DUE_DAYS = [5, 10, 15, 20, 25] as const;

/** The due days the console may offer (a month's 29th to 31st do not come every month). */
export const MIN_DUE_DAY = 1;
export const MAX_DUE_DAY = 28;

/** What happens after the protocol: the confirmation page and the protocol e-mail say the same. */
export const SIGN_UP_NEXT_STEPS = [
  "Nossa equipe confere seus dados e confirma um dos horários de instalação pelo WhatsApp.",
  "No dia, o técnico instala a fibra e o roteador; leve um documento com foto.",
  "A primeira fatura chega no dia de vencimento que você escolheu.",
] as const;

/** What the confirmation page says when the protocol e-mail is on its way. */
export const SIGN_UP_EMAIL_SENT = "Enviamos o protocolo para o seu e-mail.";

/** The documents a visitor may send with the sign-up. */
export const SIGN_UP_DOCUMENT_KINDS = ["identity", "address"] as const;
export type SignUpDocumentKind = (typeof SIGN_UP_DOCUMENT_KINDS)[number];
export const SIGN_UP_DOCUMENT_LABELS: Record<SignUpDocumentKind, string> = {
  identity: "Documento com foto",
  address: "Comprovante de endereço",
};

/** The address the viability was checked at (step 1), carried through the form. */
export type SignUpAddress = {
  /** Eight digits. */
  cep: string;
  number: string;
  complement: string;
  street: string;
  district: string;
};

/** What the person types (step 3). */
export type SignUpPerson = {
  name: string;
  /** Eleven digits. */
  cpf: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  email: string;
  /** Digits with the area code. */
  whatsapp: string;
};

export type SignUpDetails = SignUpPerson & {
  address: SignUpAddress;
  dueDay: number;
  windows: InstallWindow[];
};

export type SignUpErrors = Partial<Record<string, string>>;

export const SIGN_UP_MESSAGES = {
  name: "Informe seu nome completo.",
  cpf: "CPF inválido. Confira os números.",
  birthDate: "Informe uma data de nascimento válida.",
  adult: "A contratação online é para maiores de 18 anos.",
  email: "Informe um e-mail válido.",
  whatsapp: "Informe um WhatsApp com DDD.",
  cep: "Informe um CEP válido.",
  number: "Informe o número do endereço.",
  street: "Informe a rua do endereço de instalação.",
  district: "Informe o bairro do endereço de instalação.",
  dueDay: "Escolha o dia de vencimento.",
  windows: "Escolha pelo menos dois horários diferentes entre os disponíveis para a instalação.",
  /** The preferred slot filled up between step 3 and the acceptance (issue 68): step 3 offers what is left. */
  slotTaken: "O horário preferido acabou de ser preenchido. Escolha outro horário para a instalação.",
  accept: "Para concluir, confirme que leu e aceita o resumo da contratação.",
  rateLimited: "Muitas contratações seguidas deste endereço. Tente de novo mais tarde ou fale conosco.",
  expired: "Sua contratação expirou. Comece de novo pelo seu endereço.",
  /** A summary's key after its acceptance (a reload, a copied key): it opens nothing any more. */
  concluded:
    "Esta contratação já foi concluída. Para acompanhá-la, fale conosco; para uma nova contratação, comece de novo pelo seu endereço.",
  plan: "Este plano não está mais à venda neste endereço. Escolha outro plano.",
  /** Issue 68: the offer a link chose is not sold at the address checked; step 2 lists what is. */
  planElsewhere: "O plano escolhido não é vendido no seu endereço. Veja os planos disponíveis.",
  /** 'Usar minha localização' gave no usable address (denied, unavailable, outside Brazil, not found). */
  location: "Não conseguimos obter sua localização. Informe seu CEP e número.",
  /** The visitor's address asked the map service for too many addresses in a minute (issue 66, L6). */
  geocoderLimited: "Muitas consultas de endereço em pouco tempo. Aguarde um minuto e tente de novo.",
  /** The location found the street and the CEP, not the house number. */
  confirmNumber: "Confirme o número da sua casa.",
} as const;

const str = (value: unknown) => (typeof value === "string" ? value : "");
const tidy = (value: unknown) => str(value).replace(/\s+/g, " ").trim();

/** Checks step 1: CEP and número (complemento optional). */
export function checkSignUpAddress(
  input: Record<string, unknown>,
):
  | { ok: true; values: Pick<SignUpAddress, "cep" | "number" | "complement"> }
  | { ok: false; errors: SignUpErrors } {
  const errors: SignUpErrors = {};
  const parsed = parseCep(str(input.cep));
  const cep = parsed === undefined ? undefined : String(parsed).padStart(8, "0");
  if (!cep) errors.cep = SIGN_UP_MESSAGES.cep;
  const number = tidy(input.number);
  if (!number || number.length > 10 || !/^[\dA-Za-z/ -]+$/.test(number))
    errors.number = SIGN_UP_MESSAGES.number;
  const complement = tidy(input.complement).slice(0, 60);
  if (hasControlCharacters(complement)) errors.complement = CONTROL_CHARACTERS_MESSAGE;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, values: { cep: cep as string, number, complement } };
}

/**
 * Checks step 3 (the person, the confirmed address, the due day, two or three installation slots). `dueDays`
 * are the days offered (the ERP's list or the console's); `slots` the installation slots offered
 * (openInstallSlots); `today` is YYYY-MM-DD in Brasília.
 */
export function checkSignUpDetails(
  input: Record<string, unknown>,
  options: { dueDays: readonly number[]; today: string; slots: readonly InstallWindow[] },
): { ok: true; values: SignUpDetails } | { ok: false; errors: SignUpErrors } {
  const errors: SignUpErrors = {};
  const name = tidy(input.name);
  if (name.length < 5 || name.length > 120 || !name.includes(" ")) errors.name = SIGN_UP_MESSAGES.name;
  else if (hasControlCharacters(name)) errors.name = CONTROL_CHARACTERS_MESSAGE;
  const cpfText = str(input.cpf);
  if (!isValidCpf(cpfText)) errors.cpf = SIGN_UP_MESSAGES.cpf;
  const birthDate = parseBirthDate(str(input.birthDate), options.today);
  if (!birthDate) errors.birthDate = SIGN_UP_MESSAGES.birthDate;
  else if (birthDate > `${Number(options.today.slice(0, 4)) - 18}${options.today.slice(4)}`)
    errors.birthDate = SIGN_UP_MESSAGES.adult;
  const email = tidy(input.email).toLowerCase();
  if (!isValidEmail(email) || email.length > 120) errors.email = SIGN_UP_MESSAGES.email;
  const whatsappText = str(input.whatsapp);
  if (!isValidPhone(whatsappText)) errors.whatsapp = SIGN_UP_MESSAGES.whatsapp;

  const address = checkSignUpAddress(input);
  if (!address.ok) Object.assign(errors, address.errors);
  const street = tidy(input.street);
  if (street.length < 3 || street.length > 120) errors.street = SIGN_UP_MESSAGES.street;
  else if (hasControlCharacters(street)) errors.street = CONTROL_CHARACTERS_MESSAGE;
  const district = tidy(input.district);
  if (district.length < 2 || district.length > 80) errors.district = SIGN_UP_MESSAGES.district;
  else if (hasControlCharacters(district)) errors.district = CONTROL_CHARACTERS_MESSAGE;

  const dueDay = Number(str(input.dueDay));
  if (!options.dueDays.includes(dueDay)) errors.dueDay = SIGN_UP_MESSAGES.dueDay;

  // The preferred slot and up to two alternatives, each one of those offered (openInstallSlots).
  const offered = new Set(options.slots.map((slot) => `${slot.date}:${slot.period}`));
  const windows: InstallWindow[] = [];
  for (const index of [1, 2, 3]) {
    const value = str(input[`window${index}`]).trim();
    if (!value) continue;
    const [date = "", period = ""] = value.split(":");
    if (!offered.has(value)) {
      errors.windows = SIGN_UP_MESSAGES.windows;
      continue;
    }
    if (!windows.some((window) => window.date === date && window.period === period))
      windows.push({ date, period: period as InstallPeriod });
  }
  // Two of the slots offered, or as many as there are: a city whose next weeks are full still signs up,
  // and the team arranges the time (issue 68).
  if (windows.length < Math.min(2, options.slots.length)) errors.windows = SIGN_UP_MESSAGES.windows;

  if (Object.keys(errors).length > 0 || !address.ok || !birthDate) return { ok: false, errors };
  return {
    ok: true,
    values: {
      name,
      cpf: normalizeCpf(cpfText),
      birthDate,
      email,
      whatsapp: normalizePhone(whatsappText),
      address: { ...address.values, street, district },
      dueDay,
      windows,
    },
  };
}

/** 'CT-20261128-7F3K9Q': a sign-up's protocol, from its day and six random characters. */
export function formatSignUpProtocol(day: string, random: string): string {
  return `CT-${day.replaceAll("-", "")}-${random}`;
}

/** 'sábado, 28/11 — Manhã (8h às 12h)'. */
export function installWindowText(window: InstallWindow): string {
  const date = new Date(`${window.date}T12:00:00Z`);
  const weekday = new Intl.DateTimeFormat("pt-BR", { weekday: "long", timeZone: "UTC" }).format(date);
  return `${weekday}, ${window.date.slice(8, 10)}/${window.date.slice(5, 7)} — ${INSTALL_PERIOD_LABELS[window.period]}`;
}

/** The WhatsApp greeting staff send to a sign-up, naming its protocol. */
export function signUpGreeting(name: string, protocol: string): string {
  const first = name.split(" ")[0] ?? name;
  return `Olá, ${first}! Aqui é da equipe comercial, sobre a sua contratação online (protocolo ${protocol}).`;
}

/** Days a sign-up and its documents are kept after delivery when the settings say nothing (issue 56, point 5). */
export const DEFAULT_SIGN_UP_RETENTION_DAYS = 90;
/** A draft (step 3 sent, summary not accepted) is erased after a day. */
export const SIGN_UP_DRAFT_HOURS = 24;

// 'Contrate online''s address and its parameters: a module of their own, which imports nothing, since the
// layout's script names the visit's city in the links to it (decision 0090).
export { SIGN_UP_CITY_PARAM, SIGN_UP_OFFER_PARAM, SIGN_UP_PATH, signUpHref } from "./sign-up-link";

/** The card's second button when 'Assinar' leads to 'Contrate online'. */
export const WHATSAPP_SECOND_BUTTON = "Prefiro falar no WhatsApp";
