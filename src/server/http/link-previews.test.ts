import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cityPreviewPath, citySlug, offerPreviewPath } from "../../domain";
import { queueCdnPurge } from "../cdn/purge";
import { siteSettings } from "../db/schema";
import { createTestServer, type TestServer } from "../testing/test-server";

// The link previews as a crawler fetches them (issue 57): a PNG or JPEG of 1200×630 under 300 KB, with the
// cache tags of the page it pictures, drawn again once the data changes.

let server: TestServer;
beforeAll(async () => {
  // With a CDN purge configured: only then do answers carry cache tags (app.ts).
  server = await createTestServer({ publicUrl: "https://provedor.example", queuePurge: queueCdnPurge });
});
afterAll(() => server.close());

const MAX_BYTES = 300 * 1024;

async function picture(path: string, type: "image/png" | "image/jpeg" = "image/png") {
  const response = await server.app.request(path, { headers: { "user-agent": "WhatsApp/2.23.20.0" } });
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type")).toBe(type);
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(bytes.length).toBeLessThanOrEqual(MAX_BYTES);
  const meta = await sharp(bytes).metadata();
  return { response, bytes, meta };
}

describe("link previews", () => {
  it("a city page's is a 1200×630 PNG tagged with the city and its plans", async () => {
    const [city] = await server.catalogue.activeCities();
    const { response, meta } = await picture(cityPreviewPath(citySlug(city!)));
    expect([meta.width, meta.height, meta.format]).toEqual([1200, 630, "png"]);
    const tags = response.headers.get("cache-tag")?.split(",") ?? [];
    expect(tags).toEqual(expect.arrayContaining([`city-${city!.id}`, "plans", "settings"]));
    expect(response.headers.get("cache-control")).toMatch(/public/);
  });

  it("an offer label's is a 1200×630 PNG tagged with the offer", async () => {
    const [offer] = await server.catalogue.currentOffers();
    const { response, meta } = await picture(offerPreviewPath(offer!.code));
    expect([meta.width, meta.height]).toEqual([1200, 630]);
    expect(response.headers.get("cache-tag")?.split(",")).toContain(`offer-${offer!.code}`);
  });

  it("an article's is 1200×630: its cover, or the site's picture when the cover is not found", async () => {
    const [found] = await server.catalogue.publishedArticles();
    // No build in this test: a shipped cover is not found, and the site's picture stands in.
    const response = await server.app.request(`/og/blog/${found!.article.id}.jpg`);
    expect(response.status).toBe(200);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
  });

  it("the site's is drawn with the company's name, and drawn again when the settings change", async () => {
    const before = await picture("/og/site.png");
    expect([before.meta.width, before.meta.height]).toEqual([1200, 630]);
    await server.database.db
      .update(siteSettings)
      .set({ companyName: "Rede Renomeada", brandColor: "#aa2200" })
      .where(eq(siteSettings.id, 1));
    await server.announce({ entities: ["site_settings"] });
    const after = await picture("/og/site.png");
    expect(after.bytes.equals(before.bytes)).toBe(false);
    const { dominant } = await sharp(after.bytes).stats();
    expect(dominant.r).toBeGreaterThan(dominant.b);
  });

  it("the site's is the settings' share image, cut to 1200×630 and sent as JPEG", async () => {
    // An upload as the console stores it: a WebP under DATA_DIR/uploads.
    const upload = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: { r: 10, g: 120, b: 60 } },
    })
      .webp()
      .toBuffer();
    await mkdir(path.join(server.dataDir, "uploads", "banners"), { recursive: true });
    await writeFile(path.join(server.dataDir, "uploads", "banners", "partilha-1600.webp"), upload);
    await server.database.db
      .update(siteSettings)
      .set({ shareImageUrl: "/uploads/banners/partilha-1600.webp" })
      .where(eq(siteSettings.id, 1));
    await server.announce({ entities: ["site_settings"] });
    const { meta, bytes } = await picture("/og/site.jpg", "image/jpeg");
    expect([meta.width, meta.height, meta.format]).toEqual([1200, 630, "jpeg"]);
    const { dominant } = await sharp(bytes).stats();
    expect(dominant.g).toBeGreaterThan(dominant.r);
  });

  it("a path that names nothing answers 404", async () => {
    expect((await server.app.request("/og/planos/cidade-que-nao-existe.png")).status).toBe(404);
    expect((await server.app.request("/og/ofertas/NAO-EXISTE.png")).status).toBe(404);
    expect((await server.app.request("/og/blog/nao-existe.jpg")).status).toBe(404);
  });

  it("the home-screen icons are PNGs of their size, and the manifest names them", async () => {
    for (const [path, size] of [
      ["/apple-touch-icon.png", 180],
      ["/icon-192.png", 192],
      ["/icon-512.png", 512],
    ] as const) {
      const { meta } = await picture(path);
      expect([meta.width, meta.height], path).toEqual([size, size]);
    }
    const response = await server.app.request("/manifest.webmanifest");
    expect(response.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: "Rede Renomeada",
      theme_color: "#aa2200",
      icons: [{ src: "/icon-192.png" }, { src: "/icon-512.png" }],
    });
  });
});
