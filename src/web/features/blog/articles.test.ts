import { describe, expect, it } from "vitest";
import { ARTICLE_BODIES } from "./article-bodies";
import { ARTICLES, formatArticleDate, isValidEmail, searchArticles } from "./articles";

describe("searchArticles", () => {
  const titles = (query: string) => searchArticles(ARTICLES, query).map((article) => article.title);

  it("ignores case and accents, in the query and in the text", () => {
    expect(titles("SEGURANCA")).toEqual(["Como identificar boletos e Pix falsos"]);
    expect(titles("optica")).toEqual(["Fibra óptica: o que muda na sua conexão"]);
  });

  it("needs every word, searches the category and author, and lists all for an empty query", () => {
    expect(titles("tecnologia 5g")).toEqual(["5G FWA: a internet fixa que chega pelo ar"]);
    expect(titles("Mariana Lopes")).toHaveLength(2);
    expect(titles("   ")).toHaveLength(ARTICLES.length);
    expect(titles("xyzzy")).toEqual([]);
  });
});

describe("isValidEmail", () => {
  it.each(["maria@exemplo.com.br", " joao.silva+blog@provedor.net "])("accepts %s", (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(["", "maria", "maria@", "maria@exemplo", "maria@@exemplo.com", "ma ria@exemplo.com", "maria@.com"])(
    "rejects %j",
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );
});

it("dates articles in pt-BR", () => {
  expect(formatArticleDate("2026-11-03")).toBe("3 de novembro de 2026");
});

it("every listed article has a body of a few paragraphs and its own SVG", () => {
  for (const article of ARTICLES) {
    const paragraphs = ARTICLE_BODIES[article.id]?.flatMap((section) => section.paragraphs) ?? [];
    expect(paragraphs.length, article.id).toBeGreaterThanOrEqual(3);
    expect(article.image).toBe(`/images/blog/${article.id}.svg`);
  }
});
