import type { BlogArticle } from "./articles";

/**
 * The article's schema.org `Article` as JSON-LD, for search engines. Every `<` is escaped, so no text of
 * the article can close the script element it sits in.
 */
export function articleJsonLd(article: BlogArticle, origin: string): string {
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : origin + path);
  return JSON.stringify({
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.excerpt,
    image: [absolute(article.image)],
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    articleSection: article.category,
    author: { "@type": "Person", name: article.author },
    mainEntityOfPage: absolute(`/blog/${article.id}`),
  }).replace(/</g, "\\u003c");
}
