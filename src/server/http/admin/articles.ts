import { Hono } from "hono";
import {
  articleInputSchema,
  concurrencySchema,
  contentPreviewSchema,
  withVersion,
} from "../../../domain/schemas";
import type { Auth } from "../../auth";
import { countWords, renderMarkdown } from "../../content/markdown";
import { signedPreviewPath } from "../../content/preview-links";
import type { Db } from "../../db/client";
import {
  createArticle,
  deleteArticle,
  listArticles,
  readArticleForPreview,
  updateArticle,
} from "../../services/articles";
import { ServiceError } from "../../services/console-writes";
import { trashItemOf } from "../../services/trash";
import { type AdminEnv, idParam, staffOf, valid } from "./kit";

const articleId = () => idParam("article_not_found", "Artigo não encontrado.");

/** The blog's articles (decision 0036): administrador and marketing (the `marketing` area). */
export function articleRoutes(db: Db, auth: Auth) {
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
      // 'Visualizar': the article as visitors would see it, at an address only its signature opens, for an
      // hour (decision 0041). The article must exist; whatever its status, the address shows it.
      .post("/:id/preview-link", articleId(), async (c) => {
        const id = c.req.valid("param").id;
        if (!(await readArticleForPreview(db, id)))
          throw new ServiceError(404, "article_not_found", "Artigo não encontrado.");
        return c.json({ path: signedPreviewPath((await auth.$context).secret, "artigo", id) }, 200);
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
