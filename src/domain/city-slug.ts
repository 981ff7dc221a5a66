import { type BrazilianState, isBrazilianState } from "./states";

// The city a city page's address seems to name (the 404 of /planos/campinas-sp offers 'Avise-me quando
// chegar' with it filled in). Apart from ./lead so that 404 loads this alone, not the forms' rules.

const CITY_MAX = 80;
const LOWER_WORDS = new Set(["da", "das", "de", "do", "dos", "e"]);

/**
 * The city a city page's address seems to name, for the 'Avise-me quando chegar' of its 404:
 * 'campinas-sp' → { city: 'Campinas', uf: 'SP' }, 'sao-jose-dos-campos-sp' → 'Sao Jose dos Campos'
 * (accents cannot be told from the address; the visitor may correct it). Undefined when the last word is
 * not a state or no name is left.
 */
export function cityFromSlug(slug: string): { city: string; uf: BrazilianState } | undefined {
  const words = slug.toLowerCase().split("-").filter(Boolean);
  const uf = (words.pop() ?? "").toUpperCase();
  if (!isBrazilianState(uf) || words.length === 0 || words.some((word) => !/^[a-z0-9]+$/.test(word)))
    return undefined;
  const city = words
    .map((word, index) =>
      index > 0 && LOWER_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(" ");
  if (city.length > CITY_MAX) return undefined;
  return { city, uf };
}
