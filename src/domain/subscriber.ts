// The subscriber area through the provider's ERP (decision 0037): what a visitor types to be found, and
// the one answer for "not found" whatever was wrong. Not in the barrel: only these pages use it.

import { isValidCnpj, normalizeCnpj } from "./cnpj";
import { isValidCpf, normalizeCpf } from "./referral";

export type SubscriberLookup =
  | { kind: "person"; document: string; birthDate: string }
  | { kind: "company"; document: string; cep: string };

export type SubscriberLookupErrors = Partial<Record<"document" | "birthDate" | "cep", string>>;

export const SUBSCRIBER_MESSAGES = {
  document: "Digite um CPF ou CNPJ válido.",
  birthDate: "Digite a data de nascimento do titular (dd/mm/aaaa).",
  cep: "Digite o CEP de instalação (8 números).",
  /** The same for an unknown document and a wrong proof: a stranger learns nothing from it. */
  notFound:
    "Não encontramos uma conta com esses dados. Confira o CPF ou CNPJ e a data de nascimento ou o CEP de instalação.",
  rateLimited: "Muitas consultas seguidas. Aguarde alguns minutos e tente de novo.",
  unavailable:
    "Não conseguimos falar com o nosso sistema agora. Tente de novo em alguns minutos ou use um destes canais:",
} as const;

/** 'dd/mm/aaaa' or 'aaaa-mm-dd' (a date field) → 'aaaa-mm-dd' of a real day in the past, else undefined. */
export function parseBirthDate(text: string, today: string): string | undefined {
  const trimmed = text.trim();
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(trimmed)
    ? trimmed
    : /^(\d{2})\/(\d{2})\/(\d{4})$/.test(trimmed)
      ? `${trimmed.slice(6)}-${trimmed.slice(3, 5)}-${trimmed.slice(0, 2)}`
      : undefined;
  if (!iso) return undefined;
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) return undefined;
  if (iso < "1900-01-01" || iso >= today) return undefined;
  return iso;
}

/** Checks the form: a CPF asks for the birth date, a CNPJ for the installation CEP. */
export function checkSubscriberLookup(
  input: { document?: unknown; birthDate?: unknown; cep?: unknown },
  today: string,
): { ok: true; values: SubscriberLookup } | { ok: false; errors: SubscriberLookupErrors } {
  const document = typeof input.document === "string" ? input.document : "";
  const birth = typeof input.birthDate === "string" ? input.birthDate : "";
  const cepText = typeof input.cep === "string" ? input.cep : "";
  if (isValidCpf(document)) {
    const birthDate = parseBirthDate(birth, today);
    return birthDate
      ? { ok: true, values: { kind: "person", document: normalizeCpf(document), birthDate } }
      : { ok: false, errors: { birthDate: SUBSCRIBER_MESSAGES.birthDate } };
  }
  if (isValidCnpj(document)) {
    const cep = cepText.replace(/\D/g, "");
    return cep.length === 8
      ? { ok: true, values: { kind: "company", document: normalizeCnpj(document), cep } }
      : { ok: false, errors: { cep: SUBSCRIBER_MESSAGES.cep } };
  }
  return { ok: false, errors: { document: SUBSCRIBER_MESSAGES.document } };
}

/** Whether the second proof matches the ERP's record (a missing birth date or CEP proves nothing). */
export function provesIdentity(
  record: { kind: "person" | "company"; birthDate: string | undefined; ceps: readonly string[] },
  lookup: SubscriberLookup,
): boolean {
  if (lookup.kind === "person")
    return record.birthDate !== undefined && record.birthDate === lookup.birthDate;
  return record.ceps.includes(lookup.cep);
}

/**
 * A linha digitável as printed on a boleto, for reading it aloud or typing it: a bank boleto's 47 digits
 * in its five fields, a utility bill's 48 in four blocks of eleven and a check digit. The adapters give
 * digits only (and the copy button copies them); anything else is shown as the ERP gave it.
 */
export function formatDigitableLine(digits: string): string {
  if (/^\d{47}$/.test(digits))
    return `${digits.slice(0, 5)}.${digits.slice(5, 10)} ${digits.slice(10, 15)}.${digits.slice(15, 21)} ${digits.slice(21, 26)}.${digits.slice(26, 32)} ${digits[32]} ${digits.slice(33)}`;
  if (/^\d{48}$/.test(digits))
    return (digits.match(/\d{12}/g) ?? []).map((block) => `${block.slice(0, 11)}-${block[11]}`).join(" ");
  return digits;
}
