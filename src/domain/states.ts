// The 27 Brazilian federative units, by their UF code.
export const BRAZILIAN_STATES = [
  "AC",
  "AL",
  "AM",
  "AP",
  "BA",
  "CE",
  "DF",
  "ES",
  "GO",
  "MA",
  "MG",
  "MS",
  "MT",
  "PA",
  "PB",
  "PE",
  "PI",
  "PR",
  "RJ",
  "RN",
  "RO",
  "RR",
  "RS",
  "SC",
  "SE",
  "SP",
  "TO",
] as const;
export type BrazilianState = (typeof BRAZILIAN_STATES)[number];

export function isBrazilianState(text: string): text is BrazilianState {
  return (BRAZILIAN_STATES as readonly string[]).includes(text);
}
