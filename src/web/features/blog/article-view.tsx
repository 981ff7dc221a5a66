import { Link } from "react-router";
import { Icon } from "../../components/ui/icon";
import type { ArticleSection } from "./article-bodies";
import { ArticleMeta, CategoryBadge } from "./article-card";
import type { BlogArticle } from "./articles";

export function ArticleView({ article, body }: { article: BlogArticle; body: ArticleSection[] }) {
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <Link
        to="/blog"
        className="inline-flex w-fit items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
      >
        <Icon name="arrow-left" className="size-4" />
        Voltar para o blog
      </Link>
      <header className="flex flex-col gap-3">
        <CategoryBadge name={article.category} />
        <h1 className="text-3xl font-extrabold sm:text-4xl">{article.title}</h1>
        <p className="text-lg text-muted-foreground">{article.excerpt}</p>
        <ArticleMeta article={article} />
      </header>
      <img
        src={article.image}
        alt={article.imageAlt}
        width={640}
        height={360}
        className="h-auto w-full rounded-2xl"
      />
      <div className="flex flex-col gap-4 text-lg leading-relaxed">
        {body.map((section, index) => (
          <section key={section.heading ?? index} className="flex flex-col gap-4">
            {section.heading && <h2 className="mt-4 text-2xl font-bold">{section.heading}</h2>}
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </div>
    </article>
  );
}
