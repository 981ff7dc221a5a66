import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cityPagePath } from "../../domain";
import { cities } from "../db/schema";
import { createTestServer, type TestServer } from "../testing/test-server";
import { handleSitemapPaths, publicStaticPaths, type RouteEntry } from "./sitemap";

const table = (entries: RouteEntry[]) => Object.fromEntries(entries.map((entry) => [entry.id, entry]));

describe("publicStaticPaths", () => {
  it("lists the pages inside the public layout, with fixed paths only", () => {
    const routes = table([
      { id: "root", path: "" },
      { id: "routes/public-layout", parentId: "root" },
      { id: "routes/home", parentId: "routes/public-layout", index: true },
      { id: "routes/fibra", parentId: "routes/public-layout", path: "internet/fibra" },
      { id: "routes/article", parentId: "routes/public-layout", path: "blog/:id" },
      { id: "routes/not-found", parentId: "routes/public-layout", path: "*" },
      { id: "routes/auth", parentId: "root", path: "auth" },
      { id: "routes/intranet", parentId: "root", path: "intranet" },
    ]);
    expect(publicStaticPaths(routes)).toEqual(["/", "/internet/fibra"]);
  });

  it("leaves out routes whose module renders nothing: redirects such as /internet → /internet/fibra", () => {
    const page = () => null;
    const routes = table([
      { id: "root", path: "" },
      { id: "routes/public-layout", parentId: "root" },
      {
        id: "routes/fibra",
        parentId: "routes/public-layout",
        path: "internet/fibra",
        module: { default: page },
      },
      { id: "routes/internet", parentId: "routes/public-layout", path: "internet", module: {} },
    ]);
    expect(publicStaticPaths(routes)).toEqual(["/internet/fibra"]);
  });
});

describe("handleSitemapPaths", () => {
  it("collects the paths route modules declare in handle.sitemapPaths, once each and sorted", () => {
    const routes = table([
      {
        id: "routes/article",
        path: "blog/:id",
        module: { handle: { sitemapPaths: ["/blog/wifi", "/blog/golpes"] } },
      },
      {
        id: "routes/guide",
        path: "streaming/:id",
        module: { handle: { sitemapPaths: ["/streaming/max", "/blog/wifi"] } },
      },
      { id: "routes/home", index: true, module: { handle: { askCity: true } } },
      { id: "routes/none", path: "x", module: {} },
    ]);
    expect(handleSitemapPaths(routes)).toEqual(["/blog/golpes", "/blog/wifi", "/streaming/max"]);
  });

  it("ignores what is not a list of site-relative paths", () => {
    const routes = table([
      { id: "a", module: { handle: { sitemapPaths: "/blog/wifi" } } },
      {
        id: "b",
        module: {
          handle: { sitemapPaths: [42, "blog/x", "//evil.example/x", "https://evil.example/", "/ok"] },
        },
      },
    ]);
    expect(handleSitemapPaths(routes)).toEqual(["/ok"]);
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

  it("robots.txt points to the sitemap and keeps crawlers out of the staff pages", async () => {
    const text = await (await server.app.request("/robots.txt")).text();
    expect(text).toContain("Sitemap: https://provedor.example/sitemap.xml");
    expect(text).toMatch(/^Disallow: \/intranet$/m);
    expect(text).toMatch(/^Disallow: \/auth$/m);
  });
});
