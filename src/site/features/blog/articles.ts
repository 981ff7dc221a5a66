import { type PublicArticle, slugify } from "../../../domain";

/** An article's card and header: the public fields of a published article (the body travels apart). */
export type BlogArticle = PublicArticle;

/** Cards per page of the listing: the first page's featured article and five more, then six a page. */
export const PAGE_SIZE = 6;

/** A category as the sidebar lists it: its name, its address segment and how many articles it has. */
export type BlogCategory = { name: string; slug: string; count: number };

/** The categories of the published articles, most articles first (ties by name). */
export function categoriesOf(articles: readonly BlogArticle[]): BlogCategory[] {
  const counts = new Map<string, number>();
  for (const article of articles) counts.set(article.category, (counts.get(article.category) ?? 0) + 1);
  return [...counts]
    .map(([name, count]) => ({ name, slug: slugify(name), count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, "pt-BR"));
}

/** Lower case without accents, so "seguranca" finds "Segurança". */
function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Articles whose title, excerpt, category or author contain every word of the query. */
export function searchArticles(articles: readonly BlogArticle[], query: string): BlogArticle[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...articles];
  return articles.filter((article) => {
    const haystack = fold(`${article.title} ${article.excerpt} ${article.category} ${article.author}`);
    return words.every((word) => haystack.includes(word));
  });
}

export function formatArticleDate(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString("pt-BR", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}
