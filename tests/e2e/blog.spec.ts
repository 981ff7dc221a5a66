import { expect, test } from "@playwright/test";
import { open } from "./helpers";

// The blog read from the database (issue 35, decision 0036): categories, pages, the feed, the sitemap's
// dates and the article's structured data.

test("a category in the sidebar lists its articles; an unknown category or page is a 404", async ({
  page,
}) => {
  await open(page, "/blog");
  const categories = page.getByRole("region", { name: "Categorias" });
  await expect(categories.getByRole("listitem")).toHaveCount(5);
  await categories.getByRole("link", { name: "Tecnologia" }).click();
  await expect(page).toHaveURL(/\/blog\?categoria=tecnologia$/);
  await expect(page.getByRole("heading", { level: 2, name: "Artigos de Tecnologia" })).toBeVisible();
  await expect(page.getByTestId("article-card")).toHaveCount(2);
  await expect(categories.getByRole("link", { name: "Tecnologia" })).toHaveAttribute("aria-current", "page");
  expect((await page.request.get("/blog?categoria=inexistente")).status()).toBe(404);
  expect((await page.request.get("/blog?pagina=2")).status()).toBe(404);
});

test("an article's page carries Article structured data and Open Graph article tags", async ({ page }) => {
  await open(page, "/blog/wi-fi-melhor-sinal");
  // A numbered tip written as a paragraph stays one, word for word.
  await expect(
    page.getByText("1. Coloque o roteador em um ponto central e elevado, como uma estante, longe do chão."),
  ).toBeVisible();
  // One graph per page (decision 0067): the site's Organization and the article.
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  const article = (jsonLd["@graph"] as { "@type": string }[]).find((node) => node["@type"] === "Article");
  expect(article).toMatchObject({
    "@type": "Article",
    headline: "7 dicas para melhorar o sinal do Wi-Fi em casa",
    author: { "@type": "Person", name: "Rafael Souza" },
    datePublished: "2026-11-03T12:00:00.000Z",
  });
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(page.locator('meta[property="article:section"]')).toHaveAttribute("content", "Dicas");
});

test("the feed is RSS 2.0 of the published articles, newest first, and the sitemap dates each article", async ({
  request,
}) => {
  const feed = await request.get("/blog/feed.xml");
  expect(feed.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  const xml = await feed.text();
  expect(xml).toContain('<rss version="2.0"');
  const titles = [...xml.matchAll(/<item>\s*<title>([^<]+)<\/title>/g)].map((m) => m[1]);
  expect(titles[0]).toBe("Fibra óptica: o que muda na sua conexão");
  expect(titles).toHaveLength(6);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toMatch(/\/blog\/wi-fi-melhor-sinal<\/loc><lastmod>2026-11-03<\/lastmod>/);
});
