import { Hono } from "hono";
import {
  articleInputSchema,
  concurrencySchema,
  contentPreviewSchema,
  withVersion,
} from "../../../domain/schemas";
import { countWords, renderMarkdown } from "../../content/markdown";
import type { Db } from "../../db/client";
import { createArticle, deleteArticle, listArticles, updateArticle } from "../../services/articles";
import { trashItemOf } from "../../services/trash";
import { type AdminEnv, idParam, staffOf, valid } from "./kit";

const articleId = () => idParam("article_not_found", "Artigo não encontrado.");

/** The blog's articles (decision 0036): administrador and marketing (the `marketing` area). */
export function articleRoutes(db: Db) {
  return (
    new Hono<AdminEnv>()
      .get("/", async (c) => c.json({ articles: await listArticles(db) }, 200))
      .post("/", valid("json", articleInputSchema), async (c) =>
        c.json({ article: await createArticle(staffOf(c, db), c.req.valid("json")) }, 201),
      )
      // The editor's live preview: the body drawn by the very renderer the saved article's HTML comes from.
      .post("/preview", valid("json", contentPreviewSchema), async (c) => {
        const { body } = c.req.valid("json");
        return c.json({ html: renderMarkdown(body), words: countWords(body) }, 200);
      })
      .put("/:id", articleId(), valid("json", withVersion(articleInputSchema)), async (c) => {
        const { expectedUpdatedAt, ...input } = c.req.valid("json");
        const id = c.req.valid("param").id;
        return c.json({ article: await updateArticle(staffOf(c, db), id, input, expectedUpdatedAt) }, 200);
      })
      .delete("/:id", articleId(), valid("query", concurrencySchema), async (c) => {
        const id = c.req.valid("param").id;
        await deleteArticle(staffOf(c, db), id, c.req.valid("query").expectedUpdatedAt);
        return c.json({ trashItemId: await trashItemOf(db, "articles", id) }, 200);
      })
  );
}
