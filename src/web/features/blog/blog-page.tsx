import { useState } from "react";
import { Button } from "../../components/ui/button";
import { Icon } from "../../components/ui/icon";
import { Input } from "../../components/ui/input";
import { ArticleCard } from "./article-card";
import { ARTICLES, CATEGORIES, searchArticles } from "./articles";
import { NewsletterBox } from "./newsletter-box";

const LATEST_COUNT = 5;

/**
 * The listing. The search box filters as the visitor types; without JavaScript the same form sends
 * `?q=` and the server renders the filtered list, since the query seeds the state.
 */
export function BlogPage({ initialQuery }: { initialQuery: string }) {
  const [query, setQuery] = useState(initialQuery);
  const searching = query.trim() !== "";
  const results = searching ? searchArticles(ARTICLES, query) : [];
  const [featured, ...rest] = ARTICLES;

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
              <section aria-labelledby="destaque">
                <h2 id="destaque" className="mb-6 text-2xl font-bold">
                  Destaque
                </h2>
                <ArticleCard article={featured!} featured />
              </section>
              <section aria-labelledby="ultimos">
                <h2 id="ultimos" className="mb-6 text-2xl font-bold">
                  Últimos artigos
                </h2>
                <ul className="grid gap-6 sm:grid-cols-2">
                  {rest.slice(0, LATEST_COUNT).map((article) => (
                    <li key={article.id} className="flex">
                      <ArticleCard article={article} />
                    </li>
                  ))}
                </ul>
              </section>
            </>
          )}
        </div>

        <aside aria-label="Categorias e newsletter" className="flex flex-col gap-6">
          <section aria-labelledby="categorias" className="rounded-xl border bg-card p-5">
            <h2 id="categorias" className="text-lg font-bold">
              Categorias
            </h2>
            <ul className="mt-3 divide-y">
              {CATEGORIES.map((category) => (
                <li key={category.name} className="flex items-center justify-between py-2">
                  <span>{category.name}</span>
                  <span className="rounded-full bg-muted px-2.5 py-0.5 text-sm font-semibold">
                    {category.count}
                    <span className="sr-only"> artigos</span>
                  </span>
                </li>
              ))}
            </ul>
          </section>
          <NewsletterBox />
        </aside>
      </div>
    </>
  );
}
