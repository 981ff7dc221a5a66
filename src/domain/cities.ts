import type { PublicCity } from "./types";

type NamedCity = { name: string; state: string };

export function cityLabel(city: NamedCity): string {
  return `${city.name} - ${city.state}`;
}

/** Case-insensitive substring match on the name (SPEC §5). */
export function filterCities<T extends NamedCity>(cities: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase("pt-BR");
  if (!needle) return [...cities];
  return cities.filter((city) => city.name.toLocaleLowerCase("pt-BR").includes(needle));
}

/** The city search's status line, read out as the visitor types; empty before any text. */
export function cityMatchesStatus(count: number, query: string): string {
  if (!query.trim()) return "";
  if (count === 0) return `Nenhuma cidade encontrada com "${query}"`;
  return count === 1 ? "1 cidade encontrada" : `${count} cidades encontradas`;
}

/**
 * A city's public page path segment: `Vitória`, `ES` → `vitoria-es`, for the city pages
 * `/planos/{cidade}-{uf}` (not in the spec). Accents and punctuation drop; words join with hyphens.
 */
export function citySlug(city: NamedCity): string {
  const words = `${city.name} ${city.state}`
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
  return words.split(" ").join("-");
}

/**
 * The city modal without scripts (decision 0034): its CEP field and its city buttons submit by GET here,
 * and the server answers with a redirect to the city's page, or to the coverage map saying why not.
 */
export const CITY_CHOICE_PATH = "/escolher-cidade";

/**
 * The active cities as the public layout's loader sends them to the browser: one JSON string. React
 * Router's stream writes each object as references to its keys and values, twice the bytes of the JSON
 * once gzipped: with 600 cities the home page's HTML grew past its 40 KB budget on the list alone.
 */
export function packCities(cities: readonly PublicCity[]): string {
  return JSON.stringify(cities.map(({ id, name, state }) => ({ id, name, state })));
}

/** `packCities`' string back as the cities. */
export function unpackCities(packed: string): PublicCity[] {
  return JSON.parse(packed);
}

/** The path of a city's public page. */
export function cityPagePath(city: NamedCity): string {
  return `/planos/${citySlug(city)}`;
}

export const DEFAULT_CITIES_FIGURE_LABEL = "cidades com cobertura";

/**
 * The home statistics' cities figure as visitors see it: the number of active cities, counted, never
 * typed (a typed '570+' beside a list of 96 was the review's complaint), with 'cidades com cobertura'
 * unless staff labelled it, so the home page and /mapa-cobertura say the same number. No active city: no
 * figure.
 */
export function withCoverageFigure<T extends { statCitiesLabel: string }>(
  settings: T,
  activeCityCount: number,
): T & { statCitiesValue: string } {
  return {
    ...settings,
    statCitiesValue: activeCityCount > 0 ? activeCityCount.toLocaleString("pt-BR") : "",
    statCitiesLabel: settings.statCitiesLabel.trim() || DEFAULT_CITIES_FIGURE_LABEL,
  };
}
