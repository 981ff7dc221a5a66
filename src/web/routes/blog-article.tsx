import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { NotFoundContent } from "../components/not-found-content";
import { ARTICLE_BODIES } from "../features/blog/article-bodies";
import { ArticleView } from "../features/blog/article-view";
import { ARTICLES, findArticle } from "../features/blog/articles";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/blog-article";

export const handle = { sitemapPaths: ARTICLES.map((article) => `/blog/${article.id}`) };

export function loader({ params, request, context }: Route.LoaderArgs) {
  const article = findArticle(params.id);
  const body = article && ARTICLE_BODIES[article.id];
  if (!article || !body) {
    context.logger.warn({ path: new URL(request.url).pathname }, "page not found");
    throw data(null, { status: 404 });
  }
  return { article, body };
}

export const meta: Route.MetaFunction = (args) => {
  const article = args.loaderData?.article;
  if (!article) return [{ title: "Página não encontrada" }];
  return pageMeta(args, { title: article.title, description: article.excerpt, image: article.image });
};

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  return <ArticleView article={loaderData.article} body={loaderData.body} />;
}

/** An unknown article: the site's 404, inside the header and footer. */
export function ErrorBoundary() {
  const error = useRouteError();
  // Anything but a missing article is the root boundary's business.
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <NotFoundContent
      hint="Este artigo não existe ou foi removido."
      back={{ to: "/blog", label: "Ver todos os artigos do blog" }}
    />
  );
}
