// The subscriber area through the provider's ERP (decision 0037): what a visitor types to be found, and
// the one answer for "not found" whatever was wrong. Not in the barrel: only these pages use it.

import { isValidCnpj, normalizeCnpj } from "./cnpj";
import { isValidCpf, normalizeCpf } from "./referral";

// A company's second proof is the number of one of its contracts (printed on the contract and on every
// invoice), not its CEP: the public CNPJ registry shows a company's address, CEP included (issue 55,
// L-CNPJ). A person's is the holder's birth date.
export type SubscriberLookup =
  | { kind: "person"; document: string; birthDate: string }
  | { kind: "company"; document: string; contract: string };

export type SubscriberLookupErrors = Partial<Record<"document" | "birthDate" | "contract", string>>;

export const SUBSCRIBER_MESSAGES = {
  document: "Digite um CPF ou CNPJ válido.",
  birthDate: "Digite a data de nascimento do titular (dd/mm/aaaa).",
  contract: "Digite o número do contrato (só números; ele está na sua fatura).",
  /** The same for an unknown document and a wrong proof: a stranger learns nothing from it. */
  notFound:
    "Não encontramos uma conta com esses dados. Confira o CPF ou CNPJ e a data de nascimento ou o número do contrato.",
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

/**
 * A contract number as the ERPs compare it: its digits without leading zeros ('Contrato nº 000502' is
 * 502), or undefined when it holds anything but digits, spaces, dots and dashes, or more than 12 digits.
 */
export function normalizeContractNumber(text: string): string | undefined {
  const trimmed = text.trim();
  if (!/^[\d .-]{1,24}$/.test(trimmed)) return undefined;
  const digits = trimmed.replace(/\D/g, "").replace(/^0+(?=\d)/, "");
  return digits.length >= 1 && digits.length <= 12 && digits !== "0" ? digits : undefined;
}

/** Checks the form: a CPF asks for the birth date, a CNPJ for the number of one of its contracts. */
export function checkSubscriberLookup(
  input: { document?: unknown; birthDate?: unknown; contract?: unknown },
  today: string,
): { ok: true; values: SubscriberLookup } | { ok: false; errors: SubscriberLookupErrors } {
  const document = typeof input.document === "string" ? input.document : "";
  const birth = typeof input.birthDate === "string" ? input.birthDate : "";
  const contractText = typeof input.contract === "string" ? input.contract : "";
  if (isValidCpf(document)) {
    const birthDate = parseBirthDate(birth, today);
    return birthDate
      ? { ok: true, values: { kind: "person", document: normalizeCpf(document), birthDate } }
      : { ok: false, errors: { birthDate: SUBSCRIBER_MESSAGES.birthDate } };
  }
  if (isValidCnpj(document)) {
    const contract = normalizeContractNumber(contractText);
    return contract
      ? { ok: true, values: { kind: "company", document: normalizeCnpj(document), contract } }
      : { ok: false, errors: { contract: SUBSCRIBER_MESSAGES.contract } };
  }
  return { ok: false, errors: { document: SUBSCRIBER_MESSAGES.document } };
}

/**
 * Whether the second proof matches the ERP's record (a missing birth date proves nothing): the holder's
 * birth date for a CPF, the number of one of the record's live contracts for a CNPJ.
 */
export function provesIdentity(
  record: { birthDate: string | undefined; contracts: readonly { id: string }[] },
  lookup: SubscriberLookup,
): boolean {
  if (lookup.kind === "person")
    return record.birthDate !== undefined && record.birthDate === lookup.birthDate;
  return record.contracts.some((contract) => normalizeContractNumber(contract.id) === lookup.contract);
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
