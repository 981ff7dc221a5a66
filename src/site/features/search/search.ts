import {
  cityLabel,
  cityPagePath,
  describeCameras,
  formatPrice,
  type PublicCity,
  type SearchPlan,
} from "../../../domain";
import type { SitePage } from "./site-pages";

/** Longer queries are cut: nobody types more, and the page echoes the query back. */
export const MAX_QUERY_LENGTH = 80;
/** Each group shows at most this many results (a common word can match thousands of cities). */
export const MAX_RESULTS_PER_GROUP = 30;

export type { SearchPlan } from "../../../domain";

export type SearchHit = { path: string; title: string; description: string };
export type SearchGroup = {
  kind: "pages" | "plans" | "cities";
  label: string;
  total: number;
  hits: SearchHit[];
};
export type SearchResults = { query: string; total: number; groups: SearchGroup[] };

/** Lower case without accents or punctuation runs, so "Vitória", "vitoria" and "VITÓRIA" are one word. */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLocaleLowerCase("pt-BR")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The query as typed, made safe to keep: control characters dropped, spaces collapsed, length capped. */
export function cleanQuery(raw: string | null | undefined): string {
  return (raw ?? "")
    .replace(/[\p{Cc}\p{Cs}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, MAX_QUERY_LENGTH)
    .trim();
}

/** The page a plan is sold on. */
export function planPagePath(plan: Pick<SearchPlan, "type" | "cameraCount">): string {
  if (plan.cameraCount > 0) return "/webcam";
  return plan.type === "Combo" ? "/combos" : "/internet/fibra";
}

function matcher(query: string): ((...fields: string[]) => boolean) | null {
  const words = foldText(query).split(" ").filter(Boolean);
  if (words.length === 0) return null;
  // Every word must appear somewhere: "fibra vitoria" narrows, it does not widen.
  return (...fields) => {
    const haystack = ` ${foldText(fields.join(" "))}`;
    return words.every((word) => haystack.includes(word));
  };
}

const group = (kind: SearchGroup["kind"], label: string, hits: SearchHit[]): SearchGroup => ({
  kind,
  label,
  total: hits.length,
  hits: hits.slice(0, MAX_RESULTS_PER_GROUP),
});

/** What the header search finds: pages, active plans and cities, accent- and case-insensitive. */
export function searchSite(
  rawQuery: string,
  data: { pages: readonly SitePage[]; plans: readonly SearchPlan[]; cities: readonly PublicCity[] },
): SearchResults {
  const query = cleanQuery(rawQuery);
  const matches = matcher(query);
  if (!matches) return { query, total: 0, groups: [] };

  const pages = data.pages
    .filter((page) => matches(page.title, page.description, page.keywords))
    // A match in the title first: a visitor typing "fibra" wants the fibre page before the FAQ.
    .sort((a, b) => Number(!matches(a.title)) - Number(!matches(b.title)))
    .map(({ path, title, description }) => ({ path, title, description }));

  const plans = data.plans
    .filter((plan) =>
      matches(
        plan.name,
        plan.speed,
        // '500 Mega' is also found as '500 Mb/s' or '500mbps'.
        plan.speed.replace(/mega/i, "Mb/s"),
        plan.speed.replace(/\s*mega/i, "mbps"),
        plan.type,
        plan.cameraCount > 0 ? "câmera câmeras camera" : "internet fibra",
        ...plan.streamings,
      ),
    )
    .sort((a, b) => a.price - b.price)
    .map((plan) => ({
      path: planPagePath(plan),
      title: plan.name,
      description: planSummary(plan),
    }));

  const cities = data.cities
    .filter((city) => matches(city.name, city.state, cityLabel(city)))
    .map((city) => ({
      path: cityPagePath(city),
      title: `Internet fibra em ${cityLabel(city)}`,
      description: `Planos de internet, câmeras e empresas disponíveis em ${city.name}.`,
    }));

  const groups = [
    group("pages", "Páginas", pages),
    group("plans", "Planos", plans),
    group("cities", "Cidades atendidas", cities),
  ].filter((item) => item.total > 0);
  return { query, total: groups.reduce((sum, item) => sum + item.total, 0), groups };
}

function planSummary(plan: SearchPlan): string {
  const price = `${formatPrice(plan.price)}/mês`;
  const parts = [plan.speed, plan.priceVaries ? `a partir de ${price}` : price];
  if (plan.cameraCount > 0) parts.push(describeCameras(plan.cameraCount));
  if (plan.streamings.length > 0) parts.push(plan.streamings.join(", "));
  return parts.join(" · ");
}

/** The status line read out with the results. */
export function resultCountText(total: number): string {
  if (total === 0) return "Nenhum resultado encontrado";
  return total === 1 ? "1 resultado encontrado" : `${total} resultados encontrados`;
}
