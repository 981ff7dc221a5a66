import { type Context, Hono } from "hono";
import { cityPagePath, offerLabelPath } from "../../domain";
import type { Catalogue } from "../catalogue";
import { CompressedBody, negotiateEncoding } from "./compression";
import type { Env } from "./env";

/** One entry of React Router's server build route table (`build.routes`). */
export type RouteEntry = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  /** The route module; a page with a parameter names its concrete paths in `handle.sitemapPaths`. */
  module?: { handle?: unknown; default?: unknown };
};

/** A page of the sitemap: its path, and the date it last changed when the data knows it (an article). */
export type SitemapEntry = string | { path: string; lastmod: string };

export type SitemapOptions = {
  /** The public pages with a fixed path (from the site's routes, public-pages.ts); absent in API-only tests. */
  staticPaths?: () => Promise<string[]>;
  /** Pages whose path comes from data (a city, an article); added by the features that own them. */
  dynamicPaths?: () => Promise<SitemapEntry[]>;
  /** The site's public origin for absolute URLs: PUBLIC_URL's, or (without it) the request's. */
  origin: (c: Context<Env>) => string;
  /** Subscribes to catalogue changes: the built files are kept until the next one. */
  onChange?: (listener: () => void) => void;
};

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Origins whose files are kept: one with PUBLIC_URL; without it, Host headers are free to invent. */
const MAX_ORIGINS = 8;
const CACHE_CONTROL = "public, max-age=3600";

/**
 * `/sitemap.xml` lists every public page; `/robots.txt` points to it and keeps crawlers out of staff pages.
 * Both are built once per catalogue version (a sitemap of thousands of cities is ~400 KB) and sent as
 * stored bytes, compressed once.
 */
/**
 * The sitemap's pages that come from data: every active city's page, every current offer's label and every
 * published article. A new source is added here, not in `createApp`.
 */
export function dynamicSitemapPaths(
  catalogue: Pick<Catalogue, "activeCities" | "currentOffers" | "publishedArticles">,
): () => Promise<SitemapEntry[]> {
  return async () => [
    ...(await catalogue.activeCities()).map(cityPagePath),
    ...(await catalogue.currentOffers()).map((offer) => offerLabelPath(offer.code)),
    // Each published article with the day it last changed.
    ...(await catalogue.publishedArticles()).map(({ article }) => ({
      path: `/blog/${article.id}`,
      lastmod: article.updatedAt.slice(0, 10),
    })),
  ];
}

export function sitemapRoutes({ staticPaths, dynamicPaths, origin, onChange }: SitemapOptions) {
  let built = new Map<string, Promise<CompressedBody>>();
  let robots = new Map<string, CompressedBody>();
  onChange?.(() => {
    built = new Map();
    robots = new Map();
  });
  const remember = <T>(map: Map<string, T>, key: string, make: () => T): T => {
    let value = map.get(key);
    if (value === undefined) {
      if (map.size >= MAX_ORIGINS) map.delete(map.keys().next().value!);
      value = make();
      map.set(key, value);
    }
    return value;
  };
  const buildSitemap = async (base: string) => {
    const entries = new Map<string, string | undefined>();
    for (const entry of [...((await staticPaths?.()) ?? []), ...((await dynamicPaths?.()) ?? [])]) {
      const { path, lastmod } = typeof entry === "string" ? { path: entry, lastmod: undefined } : entry;
      if (!entries.has(path) || lastmod) entries.set(path, lastmod);
    }
    const urls = [...entries]
      .map(([path, lastmod]) =>
        lastmod
          ? `  <url><loc>${escapeXml(base + path)}</loc><lastmod>${escapeXml(lastmod)}</lastmod></url>`
          : `  <url><loc>${escapeXml(base + path)}</loc></url>`,
      )
      .join("\n");
    return CompressedBody.of(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    );
  };
  const send = (c: Context<Env>, body: CompressedBody, type: string) => {
    const { body: bytes, encoding } = body.encoded(negotiateEncoding(c.req.header("accept-encoding")));
    const headers: Record<string, string> = {
      "Content-Type": type,
      "Cache-Control": CACHE_CONTROL,
      Vary: "Accept-Encoding",
    };
    if (encoding !== "identity") headers["Content-Encoding"] = encoding;
    return new Response(bytes as Uint8Array<ArrayBuffer>, { headers });
  };
  return new Hono<Env>()
    .get("/sitemap.xml", async (c) => {
      const base = origin(c);
      const pending = built;
      const body = remember(pending, base, () => buildSitemap(base));
      // A failed build is not kept: the next request tries again.
      body.catch(() => pending.get(base) === body && pending.delete(base));
      return send(c, await body, "application/xml; charset=utf-8");
    })
    .get("/robots.txt", (c) => {
      const base = origin(c);
      const body = remember(robots, base, () =>
        CompressedBody.of(
          `User-agent: *\nDisallow: /intranet\nDisallow: /auth\nDisallow: /api/\n\nSitemap: ${base}/sitemap.xml\n`,
        ),
      );
      return send(c, body, "text/plain; charset=UTF-8");
    });
}
