import { describe, expect, it } from "vitest";
import { routePatterns, samplePages, sampleTemplates, sitemapLocations } from "./sitemap-sample";

describe("samplePages", () => {
  const patterns = ["/", "/busca", "/blog", "/blog/[id]", "/planos/[cidade]", "/cliente/segunda-via", "/404"];

  it("keeps every fixed page and the first page of each route with a parameter", () => {
    const paths = [
      "/",
      "/blog",
      "/busca",
      "/cliente/segunda-via",
      "/blog/wifi-em-casa",
      "/blog/golpes",
      "/planos/vitoria-es",
      "/planos/serra-es",
      "/planos/vila-velha-es",
    ];
    expect(samplePages(paths, patterns)).toEqual([
      "/",
      "/blog",
      "/busca",
      "/cliente/segunda-via",
      "/blog/wifi-em-casa",
      "/planos/vitoria-es",
    ]);
  });

  it("reads the patterns from the site's pages", () => {
    expect(routePatterns()).toEqual(
      expect.arrayContaining(["/", "/planos/[cidade]", "/mapa-cobertura", "/busca"]),
    );
  });
});

describe("sampleTemplates", () => {
  const patterns = ["/", "/blog", "/blog/[id]", "/planos/[cidade]"];

  it("keeps every fixed page, and the first, the last and the longest page of each route with a parameter", () => {
    const paths = [
      "/",
      "/blog",
      "/blog/a",
      "/blog/b",
      "/blog/c",
      "/blog/d",
      "/planos/vitoria-es",
      "/planos/serra-es",
      "/planos/vila-velha-es",
      "/planos/cachoeiro-de-itapemirim-es",
    ];
    const sizes = new Map([
      ["/blog/a", 10],
      ["/blog/b", 900],
      ["/blog/c", 20],
      ["/blog/d", 30],
      ["/planos/vitoria-es", 50],
      ["/planos/serra-es", 40],
      ["/planos/vila-velha-es", 40],
      ["/planos/cachoeiro-de-itapemirim-es", 60],
    ]);
    expect(sampleTemplates(paths, sizes, patterns)).toEqual([
      "/",
      "/blog",
      "/blog/a",
      "/blog/b",
      "/blog/d",
      "/planos/vitoria-es",
      "/planos/cachoeiro-de-itapemirim-es",
    ]);
  });

  it("keeps a route's only page once", () => {
    expect(sampleTemplates(["/blog/a"], new Map(), patterns)).toEqual(["/blog/a"]);
  });
});

describe("sitemapLocations", () => {
  it("gives the paths of the sitemap's <loc> entries", () => {
    const xml = `<urlset><url><loc>https://x.test/</loc></url><url><loc>https://x.test/planos/vitoria-es</loc></url></urlset>`;
    expect(sitemapLocations(xml)).toEqual(["/", "/planos/vitoria-es"]);
  });
});
