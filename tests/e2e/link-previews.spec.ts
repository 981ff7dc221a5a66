import Validator from "@adobe/structured-data-validator";
import { type APIRequestContext, expect, test } from "@playwright/test";
import sharp from "sharp";

// Link previews and structured data (issue 57) on the production build, read as WhatsApp's crawler and a
// search engine read them: no browser, only HTTP. For `/`, a city page, a label, `/faq` and an article:
// `og:image` is absolute, answers 200 with a PNG or JPEG of 1200×630 under 300 KB; the page's JSON-LD
// parses and passes Google's rich-result rules (Adobe's validator; Article and FAQPage by their fields).

const WHATSAPP = { "user-agent": "WhatsApp/2.23.20.0 A" };
const MAX_BYTES = 300 * 1024;

const meta = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`))?.[1];

/** The page's schema.org nodes: every ld+json script's `@graph` (or the object itself). */
function structuredData(html: string): Array<Record<string, unknown>> {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
  return scripts.flatMap(([, text]) => {
    const data = JSON.parse(text!) as Record<string, unknown>;
    expect(data["@context"]).toBe("https://schema.org");
    return (data["@graph"] as Array<Record<string, unknown>> | undefined) ?? [data];
  });
}

async function richResultErrors(nodes: Array<Record<string, unknown>>): Promise<string[]> {
  const byType: Record<string, unknown[]> = {};
  for (const node of nodes)
    byType[String(node["@type"])] = [
      ...(byType[String(node["@type"])] ?? []),
      { "@context": "https://schema.org", ...node },
    ];
  const issues = await new Validator().validate({ jsonld: byType });
  return issues
    .filter((issue) => issue.severity === "ERROR")
    .map((issue) => `${issue.rootType}: ${issue.issueMessage}`);
}

async function previewOf(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: WHATSAPP });
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const image = meta(html, "og:image");
  expect(image, `${path} og:image`).toMatch(/^https?:\/\//);
  expect(meta(html, "og:image:width")).toBe("1200");
  expect(meta(html, "og:image:height")).toBe("630");
  expect(meta(html, "og:image:alt")).toBeTruthy();
  expect(meta(html, "twitter:card")).toBe("summary_large_image");
  expect(meta(html, "twitter:image")).toBe(image);
  // Fetched as the crawler does: at the absolute address, whatever host the page named.
  const picture = await request.get(image!, { headers: WHATSAPP });
  expect(picture.status(), image).toBe(200);
  expect(picture.headers()["content-type"]).toMatch(/^image\/(png|jpeg)$/);
  const bytes = await picture.body();
  expect(bytes.length).toBeLessThanOrEqual(MAX_BYTES);
  const { width, height, format } = await sharp(bytes).metadata();
  expect([width, height], image).toEqual([1200, 630]);
  expect(["png", "jpeg"]).toContain(format);
  return { html, nodes: structuredData(html) };
}

const typesOf = (nodes: Array<Record<string, unknown>>) => nodes.map((node) => node["@type"]);

test("the home page: the site's picture and the company's Organization", async ({ request }) => {
  const { html, nodes } = await previewOf(request, "/");
  expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png">');
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  const organization = nodes.find((node) => node["@type"] === "Organization")!;
  expect(organization).toMatchObject({
    name: expect.any(String),
    taxID: expect.stringMatching(/^\d{2}\.\d{3}/),
  });
  expect(organization.contactPoint).toMatchObject({ "@type": "ContactPoint", telephone: expect.any(String) });
  expect(await richResultErrors(nodes)).toEqual([]);

  const icon = await request.get("/apple-touch-icon.png");
  expect(icon.headers()["content-type"]).toBe("image/png");
  expect((await sharp(await icon.body()).metadata()).width).toBe(180);
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest).toMatchObject({ name: organization.name, theme_color: expect.stringMatching(/^#/) });
});

test("a city page: its offer's picture and a Product per plan, priced in BRL for the city", async ({
  request,
}) => {
  const { nodes } = await previewOf(request, "/planos/vitoria-es");
  const products = nodes.filter((node) => node["@type"] === "Product");
  expect(products.length).toBeGreaterThan(0);
  for (const product of products)
    expect(product.offers).toMatchObject({
      "@type": "Offer",
      priceCurrency: "BRL",
      price: expect.stringMatching(/^\d+\.\d{2}$/),
      areaServed: { "@type": "City", name: "Vitória - ES" },
    });
  expect(await richResultErrors(nodes)).toEqual([]);
});

test("an offer label: its picture, its Product and the breadcrumb it shows", async ({ request }) => {
  const offers = await request.get("/ofertas");
  const code = (await offers.text()).match(/href="\/ofertas\/([A-Z0-9-]+)"/)?.[1];
  expect(code).toBeTruthy();
  const { nodes } = await previewOf(request, `/ofertas/${code}`);
  expect(typesOf(nodes)).toEqual(["Organization", "Product", "BreadcrumbList"]);
  expect(nodes[1]).toMatchObject({ sku: code, offers: { priceCurrency: "BRL" } });
  expect(await richResultErrors(nodes)).toEqual([]);
});

test("/faq: an FAQPage whose every question has its answer", async ({ request }) => {
  const { nodes } = await previewOf(request, "/faq");
  const faq = nodes.find((node) => node["@type"] === "FAQPage")!;
  const questions = faq.mainEntity as Array<{
    name: string;
    acceptedAnswer: { "@type": string; text: string };
  }>;
  expect(questions.length).toBeGreaterThan(3);
  for (const question of questions) {
    expect(question.name).toMatch(/\?$/);
    expect(question.acceptedAnswer["@type"]).toBe("Answer");
    expect(question.acceptedAnswer.text.length).toBeGreaterThan(10);
    expect(question.acceptedAnswer.text).not.toMatch(/[<>]/);
  }
  expect(await richResultErrors(nodes)).toEqual([]);
});

test("an article: its cover as a JPEG and an Article with its publisher", async ({ request }) => {
  const blog = await request.get("/blog");
  const slug = (await blog.text()).match(/href="\/blog\/([a-z0-9-]+)"/)?.[1];
  expect(slug).toBeTruthy();
  const { html, nodes } = await previewOf(request, `/blog/${slug}`);
  expect(meta(html, "og:image")).toMatch(new RegExp(`/og/blog/${slug}\\.jpg$`));
  const article = nodes.find((node) => node["@type"] === "Article")!;
  // Google's Article fields.
  expect(article).toMatchObject({
    headline: expect.any(String),
    image: [expect.stringMatching(/^https?:\/\/.+\.jpg$/)],
    datePublished: expect.any(String),
    author: { "@type": "Person", name: expect.any(String) },
    publisher: { "@type": "Organization", name: expect.any(String) },
  });
  expect(await richResultErrors(nodes)).toEqual([]);
});
