import { data } from "react-router";
import type { PublicArticle } from "../../domain";
import { cleanQuery, searchSite } from "../features/search/search";
import { SearchPage } from "../features/search/search-page";
import { SITE_PAGES, type SitePage } from "../features/search/site-pages";
import { STREAMING_SERVICES } from "../features/streaming/service-catalogue";
import { streamingPageTitle, streamingPath } from "../features/streaming/services";
import { pageMeta } from "../lib/page-meta";
import { listActiveCities, listPublishedArticles, listSearchPlans } from "../server-context.server";
import type { Route } from "./+types/search";

// The pages with a parameter, found through their own data: each streaming page here, and each published
// blog article from the database (the loader's).
const DATA_PAGES: readonly SitePage[] = [
  ...STREAMING_SERVICES.map((service) => ({
    path: streamingPath(service.id),
    title: streamingPageTitle(service),
    description: service.description,
    keywords: "streaming aplicativo app filmes séries tv",
  })),
];
const PAGES = [...SITE_PAGES, ...DATA_PAGES];

const articlePages = (articles: readonly PublicArticle[]): SitePage[] =>
  articles.map((article) => ({
    path: `/blog/${article.id}`,
    title: article.title,
    description: article.excerpt,
    keywords: `blog artigo dica ${article.category}`,
  }));

// The server caches one answer per normalised `q` (trimmed, lower case, spaces collapsed), drops any other
// parameter, and limits searches per address (src/server/http/render-cache.ts).
// No client app (decision 0043): the results are links; a new search is the header's GET form.
export const handle = { queryParams: ["q"], search: true, staticPage: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  // Over the address's search limit: the error page says so (root.tsx), nothing is searched.
  if (context.searchLimited) throw data(null, { status: 429 });
  const query = cleanQuery(new URL(request.url).searchParams.get("q"));
  if (!query) return { results: { query, total: 0, groups: [] } };
  const [plans, cities, articles] = await Promise.all([
    listSearchPlans(context),
    listActiveCities(context),
    listPublishedArticles(context),
  ]);
  return { results: searchSite(query, { pages: [...articlePages(articles), ...PAGES], plans, cities }) };
}

export const meta: Route.MetaFunction = (args) => {
  const query = args.data?.results.query ?? "";
  const tags = pageMeta(args, {
    title: query ? `Busca: ${query}` : "Buscar no site",
    description: "Encontre páginas, planos e cidades atendidas neste site.",
    path: "/busca",
  });
  // A results page is not a page of its own for search engines; the empty search page is.
  return query ? [...tags, { name: "robots", content: "noindex" }] : tags;
};

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage results={loaderData.results} />;
}
