import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters, isValidEmail } from "./control-characters";

// The refer-a-friend form's rules (SPEC §5), shared by the /indique page and POST /api/referrals.
// Free of any schema library on purpose, like the sign-in check: the public page ships no zod.

export type ReferralPerson = { name: string; phone: string; email: string; cpf: string };
export type ReferralField = keyof ReferralPerson;
export type ReferralPersonErrors = Partial<Record<ReferralField, string>>;
export type ReferralPersonCheck =
  | { ok: true; values: ReferralPerson }
  | { ok: false; errors: ReferralPersonErrors };

export type Referral = { referrer: ReferralPerson; friend: ReferralPerson };
export type ReferralErrors = { referrer?: ReferralPersonErrors; friend?: ReferralPersonErrors };
export type ReferralCheck = { ok: true; values: Referral } | { ok: false; errors: ReferralErrors };

export const REFERRAL_FIELDS: readonly ReferralField[] = ["name", "phone", "email", "cpf"];

export const REFERRAL_MESSAGES = {
  name: "O nome precisa ter pelo menos 2 caracteres.",
  phone: "Digite um número de telefone válido.",
  email: "Digite um e-mail válido.",
  cpf: "Digite um CPF válido.",
  nameTooLong: "O nome pode ter no máximo 100 caracteres.",
  selfReferral: "O CPF do seu amigo precisa ser diferente do seu.",
  missingReferrer: "Erro ao recuperar seus dados. Por favor, tente novamente.",
  sendFailed: "Erro ao enviar sua indicação. Por favor, tente novamente.",
  sent: "Indicação enviada com sucesso!",
  rateLimited: "Muitas indicações enviadas deste endereço. Tente novamente mais tarde.",
} as const;

export const REFERRAL_PLACEHOLDERS: Record<ReferralField, string> = {
  name: "Nome completo",
  phone: "(XX) X XXXX-XXXX",
  email: "seuemail@exemplo.com",
  cpf: "XXX.XXX.XXX-XX",
};

const NAME_MAX = 100;
// One '@', no spaces, a dot in the domain: what a mail server would take, without pretending to be RFC 5322.

const digitsOf = (text: string) => text.replace(/\D/g, "");

/** The phone's digits with the area code, without a leading country code 55: '(27) 9 9999-8888' → '27999998888'. */
export function normalizePhone(text: string): string {
  const digits = digitsOf(text);
  return (digits.length === 12 || digits.length === 13) && digits.startsWith("55") ? digits.slice(2) : digits;
}

/** A Brazilian number with its area code: 10 digits (landline) or 11 (mobile, starting with 9). */
export function isValidPhone(text: string): boolean {
  if (/[^\d\s()+.-]/.test(text)) return false;
  const phone = normalizePhone(text);
  if (!/^[1-9][1-9]\d{8,9}$/.test(phone)) return false;
  return phone.length === 10 || phone[2] === "9";
}

/** '27999998888' → '(27) 9 9999-8888', '2733334444' → '(27) 3333-4444'; anything else as given. */
export function formatPhone(text: string): string {
  const phone = normalizePhone(text);
  if (phone.length === 11) return `(${phone.slice(0, 2)}) ${phone[2]} ${phone.slice(3, 7)}-${phone.slice(7)}`;
  if (phone.length === 10) return `(${phone.slice(0, 2)}) ${phone.slice(2, 6)}-${phone.slice(6)}`;
  return text.trim();
}

/** The CPF's 11 digits without punctuation: '123.456.789-09' → '12345678909'. */
export function normalizeCpf(text: string): string {
  return digitsOf(text);
}

function cpfCheckDigit(base: string): number {
  let sum = 0;
  for (let i = 0; i < base.length; i++) sum += Number(base[i]) * (base.length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** True when the text is a CPF (punctuated or not) whose two check digits are right. */
export function isValidCpf(text: string): boolean {
  if (/[^\d\s.-]/.test(text)) return false;
  const cpf = normalizeCpf(text);
  if (!/^\d{11}$/.test(cpf)) return false;
  // Repeated digits pass the arithmetic but are not issued.
  if (/^(\d)\1{10}$/.test(cpf)) return false;
  const first = cpfCheckDigit(cpf.slice(0, 9));
  const second = cpfCheckDigit(cpf.slice(0, 9) + first);
  return cpf.endsWith(`${first}${second}`);
}

/** '12345678909' → '123.456.789-09'. */
export function formatCpf(text: string): string {
  const cpf = normalizeCpf(text);
  if (cpf.length !== 11) return text.trim();
  return `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
}

/** What staff see of a CPF: '12345678909' → '***.456.789-**'. */
export function maskCpf(text: string): string {
  const cpf = normalizeCpf(text);
  if (cpf.length !== 11) return "***.***.***-**";
  return `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`;
}

const asText = (value: unknown) => (typeof value === "string" ? value : "");

/** One person's four fields (either step): trimmed, phone and CPF as digits, e-mail in lower case. */
export function checkReferralPerson(input: unknown): ReferralPersonCheck {
  const source = (typeof input === "object" && input !== null ? input : {}) as Record<string, unknown>;
  const name = asText(source.name).trim().replace(/\s+/g, " ");
  const phone = asText(source.phone).trim();
  const email = asText(source.email).trim().toLowerCase();
  const cpf = asText(source.cpf).trim();
  const errors: ReferralPersonErrors = {};
  if (name.length < 2) errors.name = REFERRAL_MESSAGES.name;
  else if (name.length > NAME_MAX) errors.name = REFERRAL_MESSAGES.nameTooLong;
  else if (hasControlCharacters(name)) errors.name = `O nome ${CONTROL_CHARACTERS_MESSAGE}.`;
  if (!isValidPhone(phone)) errors.phone = REFERRAL_MESSAGES.phone;
  if (!isValidEmail(email)) errors.email = REFERRAL_MESSAGES.email;
  if (!isValidCpf(cpf)) errors.cpf = REFERRAL_MESSAGES.cpf;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, values: { name, phone: normalizePhone(phone), email, cpf: normalizeCpf(cpf) } };
}

/** Both steps; a person cannot refer their own CPF. */
export function checkReferral(input: unknown): ReferralCheck {
  const source = (typeof input === "object" && input !== null ? input : {}) as Record<string, unknown>;
  const referrer = checkReferralPerson(source.referrer);
  const friend = checkReferralPerson(source.friend);
  const errors: ReferralErrors = {};
  if (!referrer.ok) errors.referrer = referrer.errors;
  if (!friend.ok) errors.friend = friend.errors;
  if (referrer.ok && friend.ok && referrer.values.cpf === friend.values.cpf) {
    errors.friend = { cpf: REFERRAL_MESSAGES.selfReferral };
  }
  if (errors.referrer || errors.friend || !referrer.ok || !friend.ok) return { ok: false, errors };
  return { ok: true, values: { referrer: referrer.values, friend: friend.values } };
}

/** A retention period as the privacy texts say it: 365 → '12 meses', 90 → '3 meses', 45 → '45 dias'. */
export function retentionPeriodText(days: number): string {
  const months = days % 365 === 0 ? (days / 365) * 12 : days % 30 === 0 ? days / 30 : null;
  if (months !== null) return months === 1 ? "1 mês" : `${months} meses`;
  return days === 1 ? "1 dia" : `${days} dias`;
}
