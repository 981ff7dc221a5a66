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

/** Each state's name, for a sentence that names it ('Procon do Espírito Santo'). */
export const STATE_NAMES: Record<BrazilianState, string> = {
  AC: "Acre",
  AL: "Alagoas",
  AM: "Amazonas",
  AP: "Amapá",
  BA: "Bahia",
  CE: "Ceará",
  DF: "Distrito Federal",
  ES: "Espírito Santo",
  GO: "Goiás",
  MA: "Maranhão",
  MG: "Minas Gerais",
  MS: "Mato Grosso do Sul",
  MT: "Mato Grosso",
  PA: "Pará",
  PB: "Paraíba",
  PE: "Pernambuco",
  PI: "Piauí",
  PR: "Paraná",
  RJ: "Rio de Janeiro",
  RN: "Rio Grande do Norte",
  RO: "Rondônia",
  RR: "Roraima",
  RS: "Rio Grande do Sul",
  SC: "Santa Catarina",
  SE: "Sergipe",
  SP: "São Paulo",
  TO: "Tocantins",
};

/**
 * The Procon links of the anti-fraud page (issue 59): one per state the provider serves (its active cities'
 * states) that has an address in the settings, in the states' order.
 */
export function proconLinks(
  proconUrls: Readonly<Record<string, string>>,
  servedStates: readonly string[],
): { state: string; name: string; href: string }[] {
  return [...new Set(servedStates)]
    .filter((state) => isBrazilianState(state) && proconUrls[state])
    .sort()
    .map((state) => ({
      state,
      name: STATE_NAMES[state as BrazilianState],
      href: proconUrls[state] as string,
    }));
}
