// 'Minha conta' (issue 67, decision 0077): the subscriber signs in with a six-digit code the site sends to
// the e-mail and WhatsApp the ERP holds for the CPF or CNPJ typed, or with the ERP's own central password
// where the provider turns it on, and stays signed in on that device for 30 days. Not in the barrel: only
// the account's pages and their server use it.

import { isValidCnpj, normalizeCnpj } from "./cnpj";
import { isValidCpf, normalizeCpf } from "./referral";

/** How long a code is good for, and how many wrong codes end it (the ninth try is refused even if right). */
export const SIGN_IN_CODE_MINUTES = 10;
export const MAX_WRONG_CODES = 8;
/** How long a session lasts on the device, from sign-in ('Sair' and 'Sair de todos os aparelhos' end it sooner). */
export const SESSION_DAYS = 30;
/** A sensitive action asks for a code again when the last one is older than this (`hasFreshCode` in `src/server/erp/account.ts`). */
export const FRESH_CODE_MINUTES = 15;

/**
 * Codes asked for one CPF or CNPJ, from any address, in a window: the same limit for any valid document, so
 * it tells nothing of who is a subscriber; and per address, so one visitor cannot walk through many.
 */
export const CODE_REQUESTS_PER_DOCUMENT = { count: 3, minutes: 15 } as const;
export const CODE_REQUESTS_PER_ADDRESS = { count: 10, minutes: 60 } as const;
/** Central-password tries per document in the same window (the ERP's own limits apply too). */
export const PASSWORD_TRIES_PER_DOCUMENT = { count: 5, minutes: 15 } as const;

export const ACCOUNT_MESSAGES = {
  document: "Digite um CPF ou CNPJ válido.",
  /** The one answer to a valid document, whoever it belongs to (issue 67). */
  codeSent: "Se este CPF for de um assinante, enviamos um código para o e-mail e o WhatsApp cadastrados",
  code: "Digite os 6 números do código.",
  /** A wrong code, an expired one, one already used and one never sent: the same words. */
  wrongCode: "Código incorreto ou expirado. Confira e tente de novo, ou peça um novo código.",
  tooManyWrong: "Muitas tentativas com código errado. Peça um novo código.",
  documentLimited:
    "Já enviamos códigos para este documento há pouco. Aguarde alguns minutos antes de pedir outro.",
  addressLimited: "Muitos pedidos de código a partir desta conexão. Aguarde alguns minutos e tente de novo.",
  password: "Digite a senha da central do assinante.",
  /** An unknown document and a wrong password: the same words. */
  wrongPassword: "CPF/CNPJ ou senha incorretos.",
  passwordLimited: "Muitas tentativas de senha para este documento. Aguarde alguns minutos.",
  unavailable:
    "Não conseguimos falar com o nosso sistema agora. Tente de novo em alguns minutos ou use um destes canais:",
  noChannel:
    "O acesso com código ainda não está disponível. Consulte a 2ª via, o desbloqueio e os chamados pelos serviços abaixo.",
  ended: "Você saiu da sua conta neste aparelho.",
  endedEverywhere: "Você saiu da sua conta em todos os aparelhos.",
  confirm: "Para continuar, confirme com o código que enviamos para o e-mail e o WhatsApp cadastrados.",
  confirmed: "Pronto! Código confirmado.",
} as const;

/** A CPF or CNPJ as typed → its digits (and letters, for the alphanumeric CNPJ), or undefined when invalid. */
export function parseAccountDocument(
  text: unknown,
): { kind: "person" | "company"; document: string } | undefined {
  const value = typeof text === "string" ? text.slice(0, 40) : "";
  if (isValidCpf(value)) return { kind: "person", document: normalizeCpf(value) };
  if (isValidCnpj(value)) return { kind: "company", document: normalizeCnpj(value) };
  return undefined;
}

/** The six digits of a code as typed ('123 456', '123-456'), or undefined. */
export function parseSignInCode(text: unknown): string | undefined {
  const digits = (typeof text === "string" ? text.slice(0, 20) : "").replace(/[\s.-]/g, "");
  return /^\d{6}$/.test(digits) ? digits : undefined;
}

/** The account's own pages: each is rendered per request, never stored, `no-store` (issue 67, point 5). */
export const ACCOUNT_PATH = "/minha-conta";
export const ACCOUNT_PAGES = [
  ACCOUNT_PATH,
  `${ACCOUNT_PATH}/chamados`,
  `${ACCOUNT_PATH}/consumo`,
  `${ACCOUNT_PATH}/confirmar`,
] as const;

/**
 * Where a sensitive action's page sends the visitor back after a fresh code: a path of this site only,
 * without a query or a fragment (nothing personal travels in it), else the account's home.
 */
export function accountReturnPath(value: unknown): string {
  const path = typeof value === "string" ? value.trim() : "";
  return /^\/(?:[a-z0-9-]+\/?)*[a-z0-9-]*$/.test(path) && !path.startsWith("//") && path.length <= 100
    ? path
    : ACCOUNT_PATH;
}

/** 'Online'/'Offline' and the ERP's usage in bytes, as the account pages write them: '12,4 GB'. */
export function formatBytes(bytes: number): string {
  const units = ["B", "KB", "MB", "GB", "TB"];
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toLocaleString("pt-BR", { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${units[unit]}`;
}

const MONTHS = [
  "janeiro",
  "fevereiro",
  "março",
  "abril",
  "maio",
  "junho",
  "julho",
  "agosto",
  "setembro",
  "outubro",
  "novembro",
  "dezembro",
] as const;

/** 'YYYY-MM' → 'novembro de 2026'. */
export function monthName(month: string): string {
  const [year, number] = month.split("-");
  const name = MONTHS[Number(number) - 1];
  return name ? `${name} de ${year}` : month;
}

/** The last `count` months up to the one of `today` (YYYY-MM-DD), newest first, as 'YYYY-MM'. */
export function lastMonths(today: string, count: number): string[] {
  let year = Number(today.slice(0, 4));
  let month = Number(today.slice(5, 7));
  const months: string[] = [];
  for (let index = 0; index < count; index += 1) {
    months.push(`${year}-${String(month).padStart(2, "0")}`);
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
  }
  return months;
}
