// CEPs (Brazilian postal codes) and the ranges of them each city covers. A CEP is handled as its 8 digits
// read as a number (29000-001 → 29000001): ranges compare as numbers, and leading zeros (01000-000, São
// Paulo) come back with formatCep.

/** The largest CEP: 99999-999. The smallest valid one is 01000-000; 00000-000 is not a CEP. */
export const MAX_CEP = 99_999_999;
export const MIN_CEP = 1_000_000;

/**
 * A CEP as a visitor or staff member types it — '29000-000', '29000000', '29.000-000', ' 29000 000 ' —
 * as its number; undefined when it is not 8 digits (or is below 01000-000).
 */
export function parseCep(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^[0-9][0-9.\s-]*$/.test(trimmed)) return undefined;
  const digits = trimmed.replace(/[.\s-]/g, "");
  if (digits.length !== 8) return undefined;
  const cep = Number(digits);
  return cep >= MIN_CEP && cep <= MAX_CEP ? cep : undefined;
}

/**
 * 29000001 → '29000-001'; 1310100 → '01310-100'. A stored text of digits ('29100000') is formatted the same;
 * a text that is no CEP comes back as typed.
 */
export function formatCep(cep: number | string): string {
  const number = typeof cep === "number" ? cep : parseCep(cep);
  if (number === undefined) return String(cep).trim();
  const digits = String(number).padStart(8, "0");
  return `${digits.slice(0, 5)}-${digits.slice(5)}`;
}

/**
 * The 00000-000 mask of a CEP field as it is typed: digits only, at most 8, the hyphen after the fifth
 * ('290005' → '29000-5', '29.000-001' → '29000-001').
 */
export function maskCep(typed: string): string {
  const digits = typed.replace(/\D/g, "").slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/** A valid CEP as typed ('29.100-000') → its 8 digits as stored ('29100000'); call after parseCep accepts it. */
export function cepDigits(text: string): string {
  return String(parseCep(text) ?? "").padStart(8, "0");
}

/** CEPs from `start` to `end`, both included. */
export type CepRange = { start: number; end: number };
export type CityCepRange = CepRange & { cityId: number };

/** '29000-001 a 29099-999'; one CEP alone is written once. */
export function formatCepRange(range: CepRange): string {
  return range.start === range.end
    ? formatCep(range.start)
    : `${formatCep(range.start)} a ${formatCep(range.end)}`;
}

export function rangesOverlap(a: CepRange, b: CepRange): boolean {
  return a.start <= b.end && b.start <= a.end;
}

/** The first range of `ranges` that `candidate` overlaps, if any. */
export function findOverlap<T extends CepRange>(ranges: readonly T[], candidate: CepRange): T | undefined {
  return ranges.find((range) => rangesOverlap(range, candidate));
}

/** Ranges by their first CEP: what findCepRange searches. */
export function sortCepRanges<T extends CepRange>(ranges: readonly T[]): T[] {
  return [...ranges].sort((a, b) => a.start - b.start || a.end - b.end);
}

/**
 * The range holding `cep`, among ranges sorted by sortCepRanges that do not overlap (the database
 * refuses overlaps): a binary search, so thousands of ranges cost a dozen comparisons.
 */
export function findCepRange<T extends CepRange>(sorted: readonly T[], cep: number): T | undefined {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const range = sorted[middle]!;
    if (cep < range.start) high = middle - 1;
    else if (cep > range.end) low = middle + 1;
    else return range;
  }
  return undefined;
}

/**
 * The city whose range holds a CEP as typed: undefined when the text is not a CEP or no range holds it.
 * `sorted` as for findCepRange.
 */
export function findCityIdByCep(sorted: readonly CityCepRange[], typed: string): number | undefined {
  const cep = parseCep(typed);
  return cep === undefined ? undefined : findCepRange(sorted, cep)?.cityId;
}

/**
 * The one city whose ranges share a CEP's first five digits, for a CEP that misses every range: a town's
 * generic CEP (29100-000, Vila Velha) sits just before its first range (29100-001). Undefined when no
 * range or ranges of two cities hold those five digits. `sorted` as for findCepRange.
 */
export function findCityIdByCepPrefix(sorted: readonly CityCepRange[], cep: number): number | undefined {
  const low = cep - (cep % 1000);
  const high = low + 999;
  let cityId: number | undefined;
  for (const range of sorted) {
    if (range.start > high) break;
    if (range.end < low) continue;
    if (cityId !== undefined && cityId !== range.cityId) return undefined;
    cityId = range.cityId;
  }
  return cityId;
}

/** What a visitor is told of a text that is not a CEP: by the API, the modal and the coverage map. */
export const CEP_INVALID_MESSAGE = "CEP inválido: digite os 8 números (ex.: 29000-000).";
/** What a visitor is told past the per-address limit of CEP lookups. */
export const CEP_RATE_LIMITED_MESSAGE =
  "Muitas consultas de CEP seguidas. Aguarde alguns segundos e tente de novo.";

/** `/mapa-cobertura?cep=…`: why the CEP typed without scripts led to no city (CITY_CHOICE_PATH). */
export const CEP_NOTICES = { uncovered: "fora", invalid: "invalido", limited: "limite" } as const;
export type CepNotice = (typeof CEP_NOTICES)[keyof typeof CEP_NOTICES];

/** The notice a `?cep=` value names, or undefined for any other value (the page shows none). */
export function parseCepNotice(value: string | null): CepNotice | undefined {
  return Object.values(CEP_NOTICES).find((notice) => notice === value);
}
