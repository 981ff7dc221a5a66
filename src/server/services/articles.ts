import { and, asc, desc, eq, isNotNull, lte, sql } from "drizzle-orm";
import { type AdminArticle, type PublicArticle, siteDay } from "../../domain";
import type { ArticleInput } from "../../domain/schemas";
import { readingMinutes, renderMarkdown } from "../content/markdown";
import type { Db } from "../db/client";
import { articleSlugRedirects, articles } from "../db/schema";
import {
  consoleRecords,
  iso,
  refuseDuplicate,
  ServiceError,
  type StaffContext,
  withIsoDates,
} from "./console-writes";
import { moveToTrash } from "./trash";

// The blog's articles (decision 0036): one data-access module. Every write goes through consoleRecords
// (audited, versioned, Lixeira); the body's HTML is drawn here, on save, by the one renderer.

type ArticleRow = typeof articles.$inferSelect;

const isoOrNull = (date: Date | null) => (date ? iso(date) : null);

const toAdminArticle = (row: ArticleRow): AdminArticle => ({
  ...withIsoDates(row),
  publishedAt: isoOrNull(row.publishedAt),
  publishAt: isoOrNull(row.publishAt),
  unpublishAt: isoOrNull(row.unpublishAt),
});

/** Every article for the console: the newest change first. */
export async function listArticles(db: Db): Promise<AdminArticle[]> {
  const rows = await db.select().from(articles).orderBy(desc(articles.updatedAt), desc(articles.id));
  return rows.map(toAdminArticle);
}

const notFound = () => new ServiceError(404, "article_not_found", "Artigo não encontrado.");

const articleRecords = consoleRecords({
  table: articles,
  entity: "articles",
  toAdmin: toAdminArticle,
  notFound,
  beforeDelete: (tx, row, staff) => moveToTrash(tx, staff.actor.email, "articles", row),
});

const SLUG_TAKEN_MESSAGE = "Já existe um artigo com este endereço. Escolha outro.";
const slugTaken = () =>
  new ServiceError(422, "article_slug_taken", SLUG_TAKEN_MESSAGE, { slug: SLUG_TAKEN_MESSAGE });

/**
 * The row's values for what the form sent, at `now`: the body's HTML and reading time, and where the
 * schedule puts it. A 'Publicar em' already past publishes at once; a published article keeps its first
 * publication date.
 */
function articleValues(input: ArticleInput, now: Date, current?: ArticleRow) {
  let status = input.status;
  if (status === "scheduled" && input.publishAt && input.publishAt <= now) status = "published";
  const publishedAt =
    status === "published"
      ? (current?.publishedAt ?? (input.publishAt && input.publishAt <= now ? input.publishAt : now))
      : (current?.publishedAt ?? null);
  return {
    ...input,
    status,
    publishedAt,
    bodyHtml: renderMarkdown(input.body),
    readMinutes: readingMinutes(input.body),
  };
}

export function createArticle(staff: StaffContext, input: ArticleInput, now = new Date()) {
  return refuseDuplicate("articles_slug_unique", slugTaken, () =>
    articleRecords.create(staff, articleValues(input, now)),
  );
}

/** A changed slug leaves a 301 behind it: /blog/{old} keeps working. */
export function updateArticle(
  staff: StaffContext,
  id: number,
  input: ArticleInput,
  expectedUpdatedAt: string,
  now = new Date(),
) {
  let previousSlug: string | undefined;
  return refuseDuplicate("articles_slug_unique", slugTaken, () =>
    articleRecords.update(
      staff,
      id,
      (current) => {
        previousSlug = current.slug;
        return articleValues(input, now, current);
      },
      expectedUpdatedAt,
      "update",
      async (tx, _audit, after) => {
        // The new address is the article's own again: a redirect from it would loop.
        await tx.delete(articleSlugRedirects).where(eq(articleSlugRedirects.slug, after.slug));
        if (previousSlug && previousSlug !== after.slug) {
          await tx
            .insert(articleSlugRedirects)
            .values({ slug: previousSlug, articleId: id })
            .onConflictDoUpdate({ target: articleSlugRedirects.slug, set: { articleId: id } });
        }
      },
    ),
  );
}

export function deleteArticle(staff: StaffContext, id: number, expectedUpdatedAt: string) {
  return articleRecords.remove(staff, id, expectedUpdatedAt);
}

// Public reads (through the catalogue cache only).

export type PublishedArticle = { article: PublicArticle; html: string };

const toPublicArticle = (row: ArticleRow): PublicArticle => {
  const publishedAt = row.publishedAt ?? row.createdAt;
  return {
    id: row.slug,
    title: row.title,
    excerpt: row.summary,
    image: row.imageUrl || ARTICLE_PLACEHOLDER.url,
    imageAlt: row.imageUrl ? row.imageAlt : "",
    imageWidth: row.imageUrl ? (row.imageWidth ?? 640) : 640,
    imageHeight: row.imageUrl ? (row.imageHeight ?? 360) : 360,
    category: row.category,
    date: siteDay(publishedAt),
    publishedAt: iso(publishedAt),
    updatedAt: iso(row.updatedAt),
    readTime: row.readMinutes,
    author: row.authorName,
  };
};

/** What an article without a cover shows. */
export const ARTICLE_PLACEHOLDER = { url: "/images/blog/placeholder.svg" } as const;

/** The published articles, newest first, with their HTML. */
export async function listPublishedArticles(db: Db): Promise<PublishedArticle[]> {
  const rows = await db
    .select()
    .from(articles)
    .where(eq(articles.status, "published"))
    .orderBy(desc(articles.publishedAt), desc(articles.id));
  return rows.map((row) => ({ article: toPublicArticle(row), html: row.bodyHtml }));
}

/** Former slugs of published articles, each with the article's slug now. */
export async function listArticleRedirects(db: Db): Promise<Map<string, string>> {
  const rows = await db
    .select({ from: articleSlugRedirects.slug, to: articles.slug })
    .from(articleSlugRedirects)
    .innerJoin(articles, eq(articles.id, articleSlugRedirects.articleId))
    .where(eq(articles.status, "published"))
    .orderBy(asc(articleSlugRedirects.slug));
  return new Map(rows.map((row) => [row.from, row.to]));
}

/** An article as the preview shows it, whatever its status; undefined when it is gone. */
export async function readArticleForPreview(db: Db, id: number): Promise<PublishedArticle | undefined> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  return row && { article: toPublicArticle(row), html: row.bodyHtml };
}

// The schedule (jobs/content-schedule.ts).

/**
 * Moves every article whose moment has come: scheduled → published at 'Publicar em', published →
 * unpublished at 'Despublicar em'. Each is one conditional UPDATE … RETURNING: when several processes
 * run it in the same minute, PostgreSQL lets one of them change a row and the others find nothing, so
 * each article moves once and is announced once. Returns the rows moved, for the audit log.
 */
export async function applyArticleSchedule(db: Db, now: Date) {
  const published = await db
    .update(articles)
    .set({
      status: "published",
      publishedAt: sql`coalesce(${articles.publishedAt}, ${articles.publishAt})`,
      updatedAt: now,
    })
    .where(and(eq(articles.status, "scheduled"), isNotNull(articles.publishAt), lte(articles.publishAt, now)))
    .returning();
  const unpublished = await db
    .update(articles)
    .set({ status: "unpublished", updatedAt: now })
    .where(
      and(eq(articles.status, "published"), isNotNull(articles.unpublishAt), lte(articles.unpublishAt, now)),
    )
    .returning();
  return { published: published.map(toAdminArticle), unpublished: unpublished.map(toAdminArticle) };
}
