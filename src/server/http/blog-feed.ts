import { type Context, Hono } from "hono";
import type { Catalogue } from "../catalogue";
import { CompressedBody, negotiateEncoding } from "./compression";
import type { Env } from "./env";

// /blog/feed.xml: the blog's latest articles as RSS 2.0 (decision 0036). Built once per catalogue version
// and origin, like the sitemap, and sent as stored bytes.

export const FEED_SIZE = 20;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The feed's XML: the latest FEED_SIZE published articles, newest first. */
export async function buildBlogFeed(
  catalogue: Pick<Catalogue, "publishedArticles" | "siteSettings">,
  base: string,
): Promise<string> {
  const [articles, settings] = await Promise.all([catalogue.publishedArticles(), catalogue.siteSettings()]);
  const company = settings.companyName || "Vitrine";
  const latest = articles.slice(0, FEED_SIZE).map(({ article }) => article);
  const items = latest
    .map((article) => {
      const url = `${base}/blog/${article.id}`;
      return [
        "    <item>",
        `      <title>${escapeXml(article.title)}</title>`,
        `      <link>${escapeXml(url)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
        `      <description>${escapeXml(article.excerpt)}</description>`,
        `      <category>${escapeXml(article.category)}</category>`,
        `      <pubDate>${new Date(article.publishedAt).toUTCString()}</pubDate>`,
        "    </item>",
      ].join("\n");
    })
    .join("\n");
  const built = latest[0] ? new Date(latest[0].publishedAt).toUTCString() : undefined;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeXml(`Blog | ${company}`)}</title>`,
    `    <link>${escapeXml(`${base}/blog`)}</link>`,
    `    <atom:link href="${escapeXml(`${base}/blog/feed.xml`)}" rel="self" type="application/rss+xml"/>`,
    "    <description>Dicas de Wi-Fi, tecnologia, segurança, entretenimento e trabalho remoto para aproveitar melhor a sua internet.</description>",
    "    <language>pt-BR</language>",
    ...(built ? [`    <lastBuildDate>${built}</lastBuildDate>`] : []),
    ...(items ? [items] : []),
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

const MAX_ORIGINS = 8;

export function blogFeedRoutes(
  catalogue: Pick<Catalogue, "publishedArticles" | "siteSettings" | "onChange">,
  origin: (c: Context<Env>) => string,
) {
  let built = new Map<string, Promise<CompressedBody>>();
  catalogue.onChange(() => {
    built = new Map();
  });
  return new Hono<Env>().get("/blog/feed.xml", async (c) => {
    const base = origin(c);
    const pending = built;
    let body = pending.get(base);
    if (!body) {
      if (pending.size >= MAX_ORIGINS) pending.delete(pending.keys().next().value!);
      body = buildBlogFeed(catalogue, base).then((xml) => CompressedBody.of(xml));
      pending.set(base, body);
      // A failed build is not kept: the next request tries again.
      body.catch(() => pending.get(base) === body && pending.delete(base));
    }
    const { body: bytes, encoding } = (await body).encoded(
      negotiateEncoding(c.req.header("accept-encoding")),
    );
    const headers: Record<string, string> = {
      "Content-Type": "application/rss+xml; charset=utf-8",
      // Short: a scheduled article must reach readers' feeds within minutes of going live.
      "Cache-Control": "public, max-age=300",
      Vary: "Accept-Encoding",
    };
    if (encoding !== "identity") headers["Content-Encoding"] = encoding;
    return new Response(bytes as Uint8Array<ArrayBuffer>, { headers });
  });
}
