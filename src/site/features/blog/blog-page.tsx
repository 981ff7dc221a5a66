import { useState } from "react";
import { Button } from "../../../ui/components/button";
import { Icon } from "../../../ui/components/icon";
import { Input } from "../../../ui/components/input";
import { ArticleCard } from "./article-card";
import { type BlogArticle, type BlogCategory, categoriesOf, PAGE_SIZE, searchArticles } from "./articles";
import { type NewsletterAnswer, NewsletterBox } from "./newsletter-box";

export type BlogPageProps = {
  /** Every published article, newest first (the search looks through all of them). */
  articles: BlogArticle[];
  initialQuery: string;
  /** The listing's page, from 1. */
  page: number;
  /** The category chosen in the sidebar (`?categoria=`), if any. */
  category?: BlogCategory;
  /** The newsletter box's answer, when the page renders after its post without scripts. */
  newsletter?: NewsletterAnswer;
};

const pageHref = (page: number, category?: BlogCategory) => {
  const params = new URLSearchParams();
  if (category) params.set("categoria", category.slug);
  if (page > 1) params.set("pagina", String(page));
  const query = params.toString();
  return query ? `/blog?${query}` : "/blog";
};

/** The listing's page `page` of `articles`: the first page holds the featured article and five more. */
export function listingPage(articles: readonly BlogArticle[], page: number) {
  const start = (page - 1) * PAGE_SIZE;
  return articles.slice(start, start + PAGE_SIZE);
}

export const pageCount = (articles: readonly BlogArticle[]) =>
  Math.max(1, Math.ceil(articles.length / PAGE_SIZE));

/**
 * The listing. Inside the app (reached from a hydrated page) the search box filters as the visitor types; on
 * a first load, which ships no client app (decision 0046), and without JavaScript, the same form sends `?q=`
 * and the server renders the filtered list, since the query seeds the state. Categories and pages are plain
 * links (`?categoria=`, `?pagina=`), rendered by the server.
 */
export function BlogPage({ articles, initialQuery, page, category, newsletter }: BlogPageProps) {
  const [query, setQuery] = useState(initialQuery);
  const searching = query.trim() !== "";
  const results = searching ? searchArticles(articles, query) : [];
  const listed = category ? articles.filter((article) => article.category === category.name) : articles;
  const shown = listingPage(listed, page);
  const pages = pageCount(listed);
  // The featured article heads the first page of the whole listing only.
  const featured = category || page > 1 ? undefined : shown[0];
  const rest = featured ? shown.slice(1) : shown;

  return (
    <>
      <section className="bg-linear-to-br from-blue-700 to-blue-950 text-white dark:from-blue-950 dark:to-slate-900">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-12 sm:py-16">
          <h1 className="text-3xl font-extrabold sm:text-5xl">Blog</h1>
          <p className="max-w-2xl text-lg text-blue-50">
            Dicas de conexão, tecnologia, segurança e entretenimento para aproveitar melhor a sua internet.
          </p>
          <search aria-label="Buscar no blog" className="mt-2 max-w-xl">
            <form
              method="get"
              action="/blog"
              onSubmit={(event) => event.preventDefault()}
              className="flex gap-2"
            >
              <label htmlFor="blog-search" className="sr-only">
                Buscar artigos
              </label>
              <div className="relative flex-1">
                <Icon
                  name="search"
                  className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                />
                <Input
                  id="blog-search"
                  type="search"
                  name="q"
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                  placeholder="Buscar artigos"
                  large
                  className="pl-9 text-foreground"
                />
              </div>
              <Button type="submit" variant="accent" size="field">
                Buscar
              </Button>
            </form>
          </search>
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[1fr_18rem]">
        <div className="flex min-w-0 flex-col gap-12">
          <p aria-live="polite" className={searching ? "font-semibold" : "sr-only"}>
            {searching &&
              (results.length === 0
                ? `Nenhum artigo encontrado para "${query.trim()}".`
                : `${results.length} ${results.length === 1 ? "artigo encontrado" : "artigos encontrados"} para "${query.trim()}".`)}
          </p>
          {searching ? (
            results.length > 0 && (
              <section aria-labelledby="resultados">
                <h2 id="resultados" className="mb-6 text-2xl font-bold">
                  Resultados da busca
                </h2>
                <ul className="grid gap-6 sm:grid-cols-2">
                  {results.map((article) => (
                    <li key={article.id} className="flex">
                      <ArticleCard article={article} />
                    </li>
                  ))}
                </ul>
              </section>
            )
          ) : (
            <>
              {featured && (
                <section aria-labelledby="destaque">
                  <h2 id="destaque" className="mb-6 text-2xl font-bold">
                    Destaque
                  </h2>
                  <ArticleCard article={featured} featured />
                </section>
              )}
              {rest.length > 0 && (
                <section aria-labelledby="ultimos">
                  <h2 id="ultimos" className="mb-6 text-2xl font-bold">
                    {category ? `Artigos de ${category.name}` : "Últimos artigos"}
                  </h2>
                  <ul className="grid gap-6 sm:grid-cols-2">
                    {rest.map((article) => (
                      <li key={article.id} className="flex">
                        <ArticleCard article={article} />
                      </li>
                    ))}
                  </ul>
                </section>
              )}
              {articles.length === 0 && <p>Nenhum artigo publicado ainda.</p>}
              {pages > 1 && (
                <nav aria-label="Páginas do blog" className="flex flex-wrap items-center gap-4">
                  {page > 1 && (
                    <a
                      href={pageHref(page - 1, category)}
                      className="font-semibold text-primary underline-offset-4 hover:underline"
                    >
                      Artigos mais recentes
                    </a>
                  )}
                  <span className="text-muted-foreground">
                    Página {page} de {pages}
                  </span>
                  {page < pages && (
                    <a
                      href={pageHref(page + 1, category)}
                      className="font-semibold text-primary underline-offset-4 hover:underline"
                    >
                      Artigos mais antigos
                    </a>
                  )}
                </nav>
              )}
            </>
          )}
        </div>

        <aside aria-label="Categorias e newsletter" className="flex flex-col gap-6">
          <section aria-labelledby="categorias" className="rounded-xl border bg-card p-5">
            <h2 id="categorias" className="text-lg font-bold">
              Categorias
            </h2>
            <ul className="mt-3 divide-y">
              {categoriesOf(articles).map((entry) => (
                <li key={entry.name} className="flex items-center justify-between py-2">
                  <a
                    href={pageHref(1, entry)}
                    aria-current={entry.slug === category?.slug ? "page" : undefined}
                    className="underline-offset-4 hover:underline aria-[current=page]:font-bold"
                  >
                    {entry.name}
                  </a>
                  <span className="rounded-full bg-muted px-2.5 py-0.5 text-sm font-semibold">
                    {entry.count}
                    <span className="sr-only"> {entry.count === 1 ? "artigo" : "artigos"}</span>
                  </span>
                </li>
              ))}
            </ul>
          </section>
          <NewsletterBox posted={newsletter} />
        </aside>
      </div>
    </>
  );
}
