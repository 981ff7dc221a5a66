import { Icon } from "../../../ui/components/icon";
import { cn } from "../../../ui/lib/utils";
import { type BlogArticle, formatArticleDate } from "./articles";

export function ArticleMeta({ article, className }: { article: BlogArticle; className?: string }) {
  return (
    <p className={cn("flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground", className)}>
      <span>Por {article.author}</span>
      <span className="inline-flex items-center gap-1">
        <Icon name="calendar-days" className="size-4" />
        <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
      </span>
      <span className="inline-flex items-center gap-1">
        <Icon name="clock" className="size-4" />
        {article.readTime} min de leitura
      </span>
    </p>
  );
}

export function CategoryBadge({ name }: { name: string }) {
  return (
    <span className="inline-block w-fit rounded-full bg-primary/10 px-3 py-0.5 text-xs font-bold text-primary">
      {name}
    </span>
  );
}

/** A card whose title is the link; the whole card is clickable through the link's stretched area. */
export function ArticleCard({ article, featured = false }: { article: BlogArticle; featured?: boolean }) {
  return (
    <article
      data-testid="article-card"
      className={cn(
        "relative flex overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md",
        featured ? "flex-col lg:flex-row" : "flex-col",
      )}
    >
      <img
        src={article.image}
        alt=""
        width={article.imageWidth}
        height={article.imageHeight}
        loading={featured ? "eager" : "lazy"}
        className={cn("h-auto w-full object-cover", featured && "lg:w-1/2 lg:self-center")}
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <CategoryBadge name={article.category} />
        <h3 className={cn("font-bold", featured ? "text-2xl sm:text-3xl" : "text-lg")}>
          <a
            href={`/blog/${article.id}`}
            className="after:absolute after:inset-0 hover:underline focus-visible:underline"
          >
            {article.title}
          </a>
        </h3>
        <p className="text-muted-foreground">{article.excerpt}</p>
        <ArticleMeta article={article} className="mt-auto" />
      </div>
    </article>
  );
}
