import { Icon } from "../../../ui/components/icon";
import { HtmlBlock } from "../../components/html-block";
import { ArticleMeta, CategoryBadge } from "./article-card";
import type { BlogArticle } from "./articles";

/**
 * An article. Its body is the HTML stored with the record (drawn by the server's one Markdown renderer,
 * decision 0036), shown as server HTML: no component code for it reaches the page's JavaScript.
 */
export function ArticleView({ article, html }: { article: BlogArticle; html: string }) {
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <a
        href="/blog"
        className="inline-flex w-fit items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
      >
        <Icon name="arrow-left" className="size-4" />
        Voltar para o blog
      </a>
      <header className="flex flex-col gap-3">
        <CategoryBadge name={article.category} />
        <h1 className="text-3xl font-extrabold sm:text-4xl">{article.title}</h1>
        <p className="text-lg text-muted-foreground">{article.excerpt}</p>
        <ArticleMeta article={article} />
      </header>
      <img
        src={article.image}
        alt={article.imageAlt}
        width={article.imageWidth}
        height={article.imageHeight}
        className="h-auto w-full rounded-2xl"
      />
      <HtmlBlock html={html} className="content-body text-lg leading-relaxed" />
    </article>
  );
}
