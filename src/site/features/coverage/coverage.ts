import type { PublicCity } from "../../../domain";

const STATE_NAMES: Record<string, string> = {
  AC: "Acre",
  AL: "Alagoas",
  AP: "Amapá",
  AM: "Amazonas",
  BA: "Bahia",
  CE: "Ceará",
  DF: "Distrito Federal",
  ES: "Espírito Santo",
  GO: "Goiás",
  MA: "Maranhão",
  MT: "Mato Grosso",
  MS: "Mato Grosso do Sul",
  MG: "Minas Gerais",
  PA: "Pará",
  PB: "Paraíba",
  PR: "Paraná",
  PE: "Pernambuco",
  PI: "Piauí",
  RJ: "Rio de Janeiro",
  RN: "Rio Grande do Norte",
  RS: "Rio Grande do Sul",
  RO: "Rondônia",
  RR: "Roraima",
  SC: "Santa Catarina",
  SP: "São Paulo",
  SE: "Sergipe",
  TO: "Tocantins",
};

/** 'ES' → 'Espírito Santo'; an unknown code is shown as stored. */
export function stateName(code: string): string {
  return STATE_NAMES[code.toUpperCase()] ?? code;
}

export type StateGroup<T> = { state: string; name: string; cities: T[] };

const byName = new Intl.Collator("pt-BR", { sensitivity: "base" });

/**
 * Cities grouped by state, the state with most cities first (the provider's home state: all of Espírito
 * Santo before its neighbour's towns), then by full name; cities by name (pt-BR order).
 */
export function groupByState<T extends PublicCity>(cities: readonly T[]): StateGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const city of cities) {
    const list = groups.get(city.state) ?? [];
    list.push(city);
    groups.set(city.state, list);
  }
  return [...groups]
    .map(([state, list]) => ({
      state,
      name: stateName(state),
      cities: list.sort((a, b) => byName.compare(a.name, b.name)),
    }))
    .sort((a, b) => b.cities.length - a.cities.length || byName.compare(a.name, b.name));
}

/** 'Espírito Santo (78 cidades) e Minas Gerais (18 cidades)'. */
export function statesSummary(groups: readonly StateGroup<unknown>[]): string {
  const parts = groups.map((group) => `${group.name} (${cityCountText(group.cities.length)})`);
  return parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} e ${parts.at(-1)}`;
}

export function cityCountText(count: number): string {
  return count === 1 ? "1 cidade" : `${count} cidades`;
}
