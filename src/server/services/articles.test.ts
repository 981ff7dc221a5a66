import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articleInputSchema } from "../../domain/schemas";
import type { DataChange } from "../changes";
import { articles, auditLog, authUser, pages, trash } from "../db/schema";
import { ensureStartingContent } from "../db/seed";
import { STARTING_ARTICLES } from "../db/seed-articles";
import { buildBlogFeed } from "../http/blog-feed";
import { type FreshDatabase, openFreshDatabase } from "../testing/referral-fixtures";
import {
  applyArticleSchedule,
  createArticle,
  deleteArticle,
  listArticleRedirects,
  listPublishedArticles,
  updateArticle,
} from "./articles";
import { ServiceError, type StaffContext } from "./console-writes";

let fresh: FreshDatabase;
let staff: StaffContext;
const announced: DataChange[] = [];

beforeAll(async () => {
  fresh = await openFreshDatabase();
  const { db } = fresh.database;
  await db.insert(authUser).values({ id: "staff-1", name: "Marketing", email: "marketing@example.com" });
  staff = {
    db,
    actor: { id: "staff-1", email: "marketing@example.com" },
    announce: async (change) => {
      announced.push(change);
    },
  };
});
afterAll(() => fresh.close());

const input = (overrides: Record<string, unknown> = {}) =>
  articleInputSchema.parse({
    title: "Manutenção programada na rede",
    slug: "manutencao-programada",
    summary: "Na madrugada de sábado a rede passa por manutenção.",
    body: "## O que muda\n\nNada para você. [Suporte](/suporte) e [Anatel](https://www.gov.br/anatel).\n\n<script>alert(1)</script>",
    category: "Avisos",
    authorName: "Equipe de rede",
    status: "draft",
    ...overrides,
  });

describe("articles", () => {
  it("seeds today's articles once, each published with its body drawn as HTML", async () => {
    const { db } = fresh.database;
    expect(await ensureStartingContent(db)).toBe(true);
    expect(await ensureStartingContent(db)).toBe(false);
    const published = await listPublishedArticles(db);
    expect(published.map((entry) => entry.article.id)).toEqual(STARTING_ARTICLES.map((a) => a.slug));
    const wifi = published.find((entry) => entry.article.id === "wi-fi-melhor-sinal")!;
    // A numbered paragraph stays a paragraph, word for word.
    expect(wifi.html).toContain(
      "<p>1. Coloque o roteador em um ponto central e elevado, como uma estante, longe do chão.</p>",
    );
    expect(wifi.html).toContain("<h2>Posição e obstáculos</h2>");
    expect(wifi.article).toMatchObject({ date: "2026-11-03", readTime: 4, author: "Rafael Souza" });
  });

  it("stores the rendered, safe HTML with a draft, audited, and keeps drafts off the site", async () => {
    const { db } = fresh.database;
    const draft = await createArticle(staff, input());
    expect(draft.bodyHtml).toContain("&lt;script&gt;");
    expect(draft.bodyHtml).toContain(
      '<a href="https://www.gov.br/anatel" target="_blank" rel="noopener noreferrer">',
    );
    const entries = await db.select().from(auditLog).where(eq(auditLog.entity, "articles"));
    expect(entries.map((entry) => entry.action)).toEqual(["create"]);
    expect(announced.at(-1)).toEqual({ entities: ["articles"] });
    const slugs = (await listPublishedArticles(db)).map((entry) => entry.article.id);
    expect(slugs).not.toContain("manutencao-programada");
  });

  it("refuses a slug another article has, on its field", async () => {
    const error = await createArticle(staff, input({ slug: "wi-fi-melhor-sinal" })).catch((e) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error.fields).toEqual({ slug: "Já existe um artigo com este endereço. Escolha outro." });
  });

  it("publishes a scheduled article at its minute exactly once, and takes it down at 'Despublicar em'", async () => {
    const { db } = fresh.database;
    const now = new Date("2026-12-12T10:00:00Z");
    const publishAt = "2026-12-12T11:00:00.000Z";
    const unpublishAt = "2026-12-13T11:00:00.000Z";
    const scheduled = await createArticle(
      staff,
      input({ slug: "agendado", status: "scheduled", publishAt, unpublishAt }),
      now,
    );
    expect(scheduled.status).toBe("scheduled");
    expect((await applyArticleSchedule(db, new Date("2026-12-12T10:59:59Z"))).published).toEqual([]);
    // Two processes in the same minute: one moves the article, the other finds nothing to move.
    const [first, second] = await Promise.all([
      applyArticleSchedule(db, new Date(publishAt)),
      applyArticleSchedule(db, new Date(publishAt)),
    ]);
    expect([...first.published, ...second.published].map((a) => a.slug)).toEqual(["agendado"]);
    const live = (await listPublishedArticles(db)).find((entry) => entry.article.id === "agendado");
    expect(live?.article.publishedAt).toBe(publishAt);
    const down = await applyArticleSchedule(db, new Date(unpublishAt));
    expect(down.unpublished.map((a) => a.slug)).toEqual(["agendado"]);
    expect((await listPublishedArticles(db)).map((entry) => entry.article.id)).not.toContain("agendado");
  });

  it("keeps a 301 from an old slug, and none from the slug the article has again", async () => {
    const { db } = fresh.database;
    const article = await createArticle(staff, input({ slug: "primeiro-nome", status: "published" }));
    const renamed = await updateArticle(
      staff,
      article.id,
      input({ slug: "segundo-nome", status: "published" }),
      article.updatedAt,
    );
    expect((await listArticleRedirects(db)).get("primeiro-nome")).toBe("segundo-nome");
    const back = await updateArticle(
      staff,
      article.id,
      input({ slug: "primeiro-nome", status: "published" }),
      renamed.updatedAt,
    );
    const redirects = await listArticleRedirects(db);
    expect(redirects.has("primeiro-nome")).toBe(false);
    expect(redirects.get("segundo-nome")).toBe("primeiro-nome");
    expect(back.publishedAt).toBe(article.publishedAt);
  });

  it("moves a deleted article to the Lixeira", async () => {
    const { db } = fresh.database;
    const article = await createArticle(staff, input({ slug: "para-apagar" }));
    await deleteArticle(staff, article.id, article.updatedAt);
    const [item] = await db.select().from(trash).where(eq(trash.entity, "articles"));
    expect(item).toMatchObject({ entityId: article.id, label: "Manutenção programada na rede" });
  });

  it("lists the latest published articles in a valid RSS 2.0 feed, newest first", async () => {
    const { db } = fresh.database;
    const published = await listPublishedArticles(db);
    const xml = await buildBlogFeed(
      {
        publishedArticles: async () => published,
        siteSettings: async () => ({ companyName: "Rede Teste" }) as never,
      },
      "https://exemplo.com.br",
    );
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    const links = [...xml.matchAll(/<item>\s*<title>[^<]*<\/title>\s*<link>([^<]+)<\/link>/g)].map(
      (m) => m[1],
    );
    expect(links).toEqual(published.slice(0, 20).map((e) => `https://exemplo.com.br/blog/${e.article.id}`));
    for (const date of xml.matchAll(/<pubDate>([^<]+)<\/pubDate>/g)) {
      expect(new Date(date[1]!).toUTCString()).toBe(date[1]);
    }
  });
});

describe("the content schedule job", () => {
  it("audits each move as the schedule's and announces it once", async () => {
    const { runContentSchedule, SCHEDULE_ACTOR } = await import("../jobs/content-schedule");
    const { db } = fresh.database;
    const article = await createArticle(
      staff,
      input({ slug: "job-agendado", status: "scheduled", publishAt: "2027-01-05T11:00:00.000Z" }),
      new Date("2027-01-01T00:00:00Z"),
    );
    const heard: DataChange[] = [];
    const announce = async (change: DataChange) => {
      heard.push(change);
    };
    expect(await runContentSchedule(db, announce, new Date("2027-01-05T11:00:30Z"))).toBe(1);
    expect(await runContentSchedule(db, announce, new Date("2027-01-05T11:01:30Z"))).toBe(0);
    expect(heard).toEqual([{ entities: ["articles"] }]);
    const entries = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(article.id)));
    expect(entries.map((entry) => [entry.action, entry.actorEmail])).toEqual([
      ["create", "marketing@example.com"],
      ["status", SCHEDULE_ACTOR],
    ]);
  });
});

describe("Histórico's 'Restaurar esta versão'", () => {
  it("writes an article back to its text before a change, drawing its HTML again", async () => {
    const { restoreAuditVersion } = await import("./restore");
    const { db } = fresh.database;
    const article = await createArticle(staff, input({ slug: "restaurar", status: "published" }));
    const edited = await updateArticle(
      staff,
      article.id,
      input({ slug: "restaurar", status: "unpublished", body: "Texto novo." }),
      article.updatedAt,
    );
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(article.id)))
      .orderBy(auditLog.id)
      .offset(1);
    expect(entry?.action).toBe("update");
    await restoreAuditVersion(staff, entry!.id, edited.updatedAt);
    const live = (await listPublishedArticles(db)).find((e) => e.article.id === "restaurar");
    expect(live?.html).toBe(article.bodyHtml);
  });
});

describe("stored HTML drawn by an earlier renderer", () => {
  it("is drawn again at the next start, the page's published copy with it; the rows' versions stay", async () => {
    const { db } = fresh.database;
    await ensureStartingContent(db);
    // An install that saved its pages and articles before external links opened in a new tab (issue 35).
    const before = (html: string) =>
      html
        .replaceAll(' target="_blank"', "")
        .replaceAll('<span class="sr-only"> (abre em nova janela)</span>', "");
    const [privacy] = await db.select().from(pages).where(eq(pages.key, "politica-privacidade"));
    const [article] = await db.select().from(articles).limit(1);
    const oldPage = before(privacy!.bodyHtml);
    expect(oldPage).not.toBe(privacy!.bodyHtml);
    await db
      .update(pages)
      .set({
        bodyHtml: oldPage,
        published: { ...privacy!.published!, bodyHtml: oldPage },
        updatedAt: privacy!.updatedAt,
      })
      .where(eq(pages.id, privacy!.id));
    await db
      .update(articles)
      .set({ bodyHtml: "<p>antigo</p>", updatedAt: article!.updatedAt })
      .where(eq(articles.id, article!.id));

    expect(await ensureStartingContent(db)).toBe(true);
    const [redrawn] = await db.select().from(pages).where(eq(pages.id, privacy!.id));
    expect(redrawn!.bodyHtml).toBe(privacy!.bodyHtml);
    expect(redrawn!.published?.bodyHtml).toContain(
      '<a href="https://www.gov.br/anpd/pt-br" target="_blank" rel="noopener noreferrer">',
    );
    expect(redrawn!.updatedAt).toEqual(privacy!.updatedAt);
    const [articleNow] = await db.select().from(articles).where(eq(articles.id, article!.id));
    expect(articleNow!.bodyHtml).toBe(article!.bodyHtml);
    expect(articleNow!.updatedAt).toEqual(article!.updatedAt);
    // Nothing left to draw: the next start writes nothing.
    expect(await ensureStartingContent(db)).toBe(false);
  });
});
