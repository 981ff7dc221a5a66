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
 * The active cities as a page sends them to its islands, in its data script and an island's props: one line
 * a city, its id, name and state between tabs (a backslash, tab or line break in a name escaped). Objects in
 * JSON, escaped again inside a prop's attribute, were three times the bytes: 10 KB of `/`'s HTML for 96
 * cities.
 */
export function packCities(cities: readonly PublicCity[]): string {
  return cities
    .map(({ id, name, state }) => [String(id), name, state].map(escapeField).join("\t"))
    .join("\n");
}

/** `packCities`' string back as the cities. */
export function unpackCities(packed: string): PublicCity[] {
  if (packed === "") return [];
  return packed.split("\n").map((line) => {
    const [id = "", name = "", state = ""] = line.split("\t").map(unescapeField);
    return { id: Number(id), name, state } as PublicCity;
  });
}

const ESCAPES: Record<string, string> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n" };
const UNESCAPES: Record<string, string> = { "\\": "\\", t: "\t", n: "\n" };
const escapeField = (field: string) => field.replace(/[\\\t\n]/g, (char) => ESCAPES[char]!);
const unescapeField = (field: string) => field.replace(/\\([\\tn])/g, (_, char: string) => UNESCAPES[char]!);

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
