import { describe, expect, it } from "vitest";
import { canonicalPath, canonicalTarget, pagePath } from "./page-path";

describe("pagePath", () => {
  it("maps React Router data URLs to their page, and leaves pages and API paths as they are", () => {
    expect(pagePath("/_root.data")).toBe("/");
    expect(pagePath("/planos.data")).toBe("/planos");
    expect(pagePath("/intranet/planos.data")).toBe("/intranet/planos");
    expect(pagePath("/planos")).toBe("/planos");
    expect(pagePath("/api/admin/plans.data")).toBe("/api/admin/plans.data");
  });
});

describe("canonicalPath", () => {
  it("decodes unreserved characters, upper-cases other escapes, and keeps the rest as it came", () => {
    expect(canonicalPath("/%71uem%2Dsomos")).toBe("/quem-somos");
    expect(canonicalPath("/planos/vit%6Fria-es")).toBe("/planos/vitoria-es");
    expect(canonicalPath("/a%7e%5F%2e")).toBe("/a~_.");
    expect(canonicalPath("/s%c3%a3o-paulo")).toBe("/s%C3%A3o-paulo");
    expect(canonicalPath("/a%2Fb%3F")).toBe("/a%2Fb%3F");
    expect(canonicalPath("/Quem-Somos")).toBe("/Quem-Somos");
    expect(canonicalPath("/%zz")).toBe("/%zz");
    // A dot segment only a raw request target can hold is left for the URL parser.
    expect(canonicalPath("/planos/%2e%2e/x")).toBe("/planos/%2e%2e/x");
    expect(canonicalTarget("/qu%65m-somos?x=%41")).toBe("/quem-somos?x=%41");
  });
});
