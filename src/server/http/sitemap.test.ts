import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cityPagePath, offerLabelPath } from "../../domain";
import { cities } from "../db/schema";
import { fakeSite } from "../testing/fake-site";
import { createTestServer, type TestServer } from "../testing/test-server";
import { sitePaths } from "./public-pages";
import { sitemapRoutes } from "./sitemap";

describe("sitePaths", () => {
  it("lists the site's pages with fixed paths, and the paths a route with a parameter declares", () => {
    const site = fakeSite(
      [
        "/",
        "/internet/fibra",
        "/blog/[id]",
        "/streaming/[id]",
        "/planos/[cidade]",
        "/busca",
        "/newsletter/cancelar",
        "/404",
        "/visualizar/artigo/[id]",
      ],
      () => new Response(),
    );
    const paths = sitePaths(site);
    expect(paths).toEqual(
      expect.arrayContaining(["/", "/internet/fibra", "/streaming/looke", "/streaming/max"]),
    );
    // Search results, a form's answer, the 404 and previews are no pages to index; data lists the rest.
    for (const left of ["/busca", "/newsletter/cancelar", "/404", "/blog/[id]", "/planos/[cidade]"])
      expect(paths).not.toContain(left);
    expect(paths.filter((path) => path.startsWith("/visualizar"))).toEqual([]);
  });
});

describe("/sitemap.xml and /robots.txt", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ publicUrl: "https://provedor.example" });
  });
  afterAll(async () => {
    await server.close();
  });

  const sitemapPaths = async () => {
    const response = await server.app.request("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await response.text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(locations.every((loc) => loc.startsWith("https://provedor.example/"))).toBe(true);
    return locations.map((loc) => new URL(loc).pathname);
  };

  it("lists every active city's page, and drops a city once it is deactivated", async () => {
    const active = await server.catalogue.activeCities();
    expect(active.length).toBeGreaterThan(1);
    const before = await sitemapPaths();
    for (const city of active) expect(before).toContain(cityPagePath(city));
    expect(before).toContain("/planos/vitoria-es");

    const [gone] = active;
    await server.database.db.update(cities).set({ isActive: false }).where(eq(cities.id, gone!.id));
    await server.announce({ entities: ["cities"] });
    const after = await sitemapPaths();
    expect(after).not.toContain(cityPagePath(gone!));
    expect(after.length).toBe(before.length - 1);
  });

  // /ofertas itself is a fixed page of the route table, which API tests have not (tests/e2e/offers.spec.ts).
  it("lists every current offer's label, and no closed one", async () => {
    const paths = await sitemapPaths();
    const current = await server.catalogue.currentOffers();
    expect(current.length).toBeGreaterThan(0);
    for (const offer of current) expect(paths).toContain(offerLabelPath(offer.code));
    const closed = await server.catalogue.closedOffers();
    expect(closed.length).toBeGreaterThan(0);
    for (const offer of closed) expect(paths).not.toContain(offerLabelPath(offer.code));
  });

  it("robots.txt points to the sitemap and keeps crawlers out of the staff pages", async () => {
    const text = await (await server.app.request("/robots.txt")).text();
    expect(text).toContain("Sitemap: https://provedor.example/sitemap.xml");
    expect(text).toMatch(/^Disallow: \/intranet$/m);
    expect(text).toMatch(/^Disallow: \/auth$/m);
  });

  it("keeps PUBLIC_URL's origin whatever Host a request names", async () => {
    const sitemap = await (await server.app.request("http://evil.example/sitemap.xml")).text();
    expect(sitemap).not.toContain("evil.example");
    expect(sitemap).toContain("<loc>https://provedor.example/planos/");
    const robots = await (await server.app.request("http://evil.example/robots.txt")).text();
    expect(robots).toContain("Sitemap: https://provedor.example/sitemap.xml");
  });
});

describe("building the sitemap", () => {
  it("happens once per catalogue version, however many ask", async () => {
    let builds = 0;
    const listeners: Array<() => void> = [];
    const routes = sitemapRoutes({
      staticPaths: async () => Array.from({ length: 40 }, (_, i) => `/pagina-${i}`),
      dynamicPaths: async () => {
        builds += 1;
        return [`/planos/cidade-${builds}`];
      },
      origin: () => "https://provedor.example",
      onChange: (listener) => listeners.push(listener),
    });
    const fetchSitemap = (encoding?: string) =>
      routes.request("/sitemap.xml", { headers: encoding ? { "accept-encoding": encoding } : {} });
    const answers = await Promise.all([fetchSitemap(), fetchSitemap("br"), fetchSitemap("gzip")]);
    expect(builds).toBe(1);
    expect(answers.map((answer) => answer.headers.get("content-encoding"))).toEqual([null, "br", "gzip"]);
    expect(answers.every((answer) => answer.headers.get("vary") === "Accept-Encoding")).toBe(true);
    expect(await answers[0]!.text()).toContain("/planos/cidade-1");
    for (const listener of listeners) listener();
    const after = await (await fetchSitemap()).text();
    expect(builds).toBe(2);
    expect(after).toContain("/planos/cidade-2");
  });
});
