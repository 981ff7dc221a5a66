import { describe, expect, it } from "vitest";
import { type BlogArticle, categoriesOf, formatArticleDate, searchArticles } from "./articles";

const article = (
  id: string,
  title: string,
  excerpt: string,
  category: string,
  author: string,
): BlogArticle => ({
  id,
  title,
  excerpt,
  category,
  author,
  image: `/images/blog/${id}.svg`,
  imageAlt: "",
  imageWidth: 640,
  imageHeight: 360,
  date: "2026-11-10",
  publishedAt: "2026-11-10T12:00:00.000Z",
  updatedAt: "2026-11-10T12:00:00.000Z",
  readTime: 4,
});

const ARTICLES = [
  article("fibra", "Fibra óptica: o que muda na sua conexão", "Luz no vidro.", "Tecnologia", "Mariana Lopes"),
  article(
    "golpes",
    "Como identificar boletos e Pix falsos",
    "Confira antes.",
    "Segurança",
    "Camila Ferreira",
  ),
  article("5g", "5G FWA: a internet fixa que chega pelo ar", "Pelo ar.", "Tecnologia", "Mariana Lopes"),
  article("wifi", "7 dicas para melhorar o sinal do Wi-Fi em casa", "Roteador.", "Dicas", "Rafael Souza"),
];

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

it("dates articles in pt-BR", () => {
  expect(formatArticleDate("2026-11-03")).toBe("3 de novembro de 2026");
});

it("counts the categories of the articles given, most first, each with its address segment", () => {
  expect(categoriesOf(ARTICLES)).toEqual([
    { name: "Tecnologia", slug: "tecnologia", count: 2 },
    { name: "Dicas", slug: "dicas", count: 1 },
    { name: "Segurança", slug: "seguranca", count: 1 },
  ]);
});
