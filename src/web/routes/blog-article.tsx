import { data, isRouteErrorResponse, redirect, useRouteError } from "react-router";
import { NotFoundContent } from "../components/not-found-content";
import { ArticleView } from "../features/blog/article-view";
import { articleJsonLd } from "../features/blog/structured-data";
import { useCspNonce } from "../lib/csp-nonce";
import { pageMeta } from "../lib/page-meta";
import type { StaticPageHandle } from "../lib/page-script";
import { getArticleRedirect, getPublishedArticle } from "../server-context.server";
import type { Route } from "./+types/blog-article";

/** A text page: no client app, only the page script (decision 0043). */
export const handle: StaticPageHandle = { staticPage: true };

// The article's paths come from the database: the sitemap lists them (http/sitemap.ts' dynamicSitemapPaths).

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const found = await getPublishedArticle(context, params.id);
  if (!found) {
    // A slug staff changed: its old address answers 301 to the new one.
    const moved = await getArticleRedirect(context, params.id);
    if (moved) throw redirect(`/blog/${moved}`, 301);
    context.logger.warn({ path: new URL(request.url).pathname }, "page not found");
    throw data(null, { status: 404 });
  }
  const root = context.siteOrigin;
  return { article: found.article, html: found.html, jsonLd: articleJsonLd(found.article, root) };
}

export const meta: Route.MetaFunction = (args) => {
  const article = args.loaderData?.article;
  if (!article) return [{ title: "Página não encontrada" }];
  return pageMeta(args, { title: article.title, description: article.excerpt, image: article.image })
    .map((tag) =>
      "property" in tag && tag.property === "og:type" ? { property: "og:type", content: "article" } : tag,
    )
    .concat(
      { property: "article:published_time", content: article.publishedAt },
      { property: "article:modified_time", content: article.updatedAt },
      { property: "article:section", content: article.category },
    );
};

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const nonce = useCspNonce();
  return (
    <>
      <ArticleView article={loaderData.article} html={loaderData.html} />
      <script
        type="application/ld+json"
        nonce={nonce}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every `<` escaped (articleJsonLd), never markup.
        dangerouslySetInnerHTML={{ __html: loaderData.jsonLd }}
      />
    </>
  );
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
