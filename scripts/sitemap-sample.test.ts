import { describe, expect, it } from "vitest";
import { routePatterns, samplePages, sitemapLocations } from "./sitemap-sample";

describe("samplePages", () => {
  const patterns = ["/", "/busca", "/blog", "/blog/:id", "/planos/:cidade", "/cliente/segunda-via", "/*"];

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

  it("reads the patterns from the app's route table", () => {
    expect(routePatterns()).toEqual(
      expect.arrayContaining(["/", "/planos/:cidade", "/mapa-cobertura", "/busca"]),
    );
  });
});

describe("sitemapLocations", () => {
  it("gives the paths of the sitemap's <loc> entries", () => {
    const xml = `<urlset><url><loc>https://x.test/</loc></url><url><loc>https://x.test/planos/vitoria-es</loc></url></urlset>`;
    expect(sitemapLocations(xml)).toEqual(["/", "/planos/vitoria-es"]);
  });
});
