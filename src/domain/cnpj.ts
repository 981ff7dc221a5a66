// CNPJ check digits (Receita Federal's modulo-11 rule). Since July 2026 the first 12 characters may be
// letters as well as digits (the alphanumeric CNPJ); a character weighs its ASCII code minus 48, so an
// all-digit CNPJ is checked exactly as before. The last two characters, the check digits, stay digits.

const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [6, ...FIRST_WEIGHTS];

/** The CNPJ's 14 characters without its punctuation, upper-cased: '11.222.333/0001-81' → '11222333000181'. */
export function normalizeCnpj(text: string): string {
  return text.replace(/[.\-/\s]/g, "").toUpperCase();
}

function checkDigit(base: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < base.length; i++) sum += (base.charCodeAt(i) - 48) * weights[i]!;
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** True when the text is a CNPJ (punctuated or not) whose two check digits are right. */
export function isValidCnpj(text: string): boolean {
  const cnpj = normalizeCnpj(text);
  if (!/^[0-9A-Z]{12}[0-9]{2}$/.test(cnpj)) return false;
  // Repeated digits ('00000000000000', '11111111111111') pass the arithmetic but are not issued.
  if (/^(\d)\1{13}$/.test(cnpj)) return false;
  const first = checkDigit(cnpj.slice(0, 12), FIRST_WEIGHTS);
  const second = checkDigit(cnpj.slice(0, 12) + first, SECOND_WEIGHTS);
  return cnpj.endsWith(`${first}${second}`);
}

/** '11222333000181' → '11.222.333/0001-81'; text that is not 14 characters comes back as given. */
export function formatCnpj(text: string): string {
  const cnpj = normalizeCnpj(text);
  if (cnpj.length !== 14) return text.trim();
  return `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
}
