import { articleInputSchema } from "../../domain/schemas";
import { articleSlugRedirects, articles } from "../db/schema";
import { type Entity, nameOf } from "./entity";

/** 'Blog': the articles (decision 0036), and the old slugs that lead to them. */
export const articlesEntity = {
  name: "articles",
  tables: [articles, articleSlugRedirects],
  admin: { paths: ["articles"], area: "marketing" },
  // The blog's listing, feed and sitemap show every article: the list tag covers each page.
  visitors: { purgeTags: () => ["content"] },
  trash: { table: articles, label: nameOf, dependents: [] },
  // Its text and schedule as they were; its HTML is drawn again by the save.
  restore: { table: articles, fields: articleInputSchema },
  seeded: true,
} as const satisfies Entity;
