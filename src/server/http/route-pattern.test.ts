import { describe, expect, it } from "vitest";
import { memoisedByPath, pagePatternMatcher, UNMATCHED_PAGE } from "./route-pattern";

const ROUTES = {
  root: { id: "root", path: "" },
  "routes/public-layout": { id: "routes/public-layout", parentId: "root" },
  "routes/home": { id: "routes/home", parentId: "routes/public-layout", index: true },
  "routes/city": { id: "routes/city", parentId: "routes/public-layout", path: "planos/:slug" },
  "routes/blog": { id: "routes/blog", parentId: "routes/public-layout", path: "blog" },
  "routes/not-found": { id: "routes/not-found", parentId: "routes/public-layout", path: "*" },
  "routes/intranet": { id: "routes/intranet", parentId: "root", path: "intranet" },
  "routes/intranet-tab": { id: "routes/intranet-tab", parentId: "routes/intranet", path: ":tab" },
};

describe("pagePatternMatcher", () => {
  const pattern = pagePatternMatcher(ROUTES);

  it("labels a page by its route's pattern, parameters kept as names", () => {
    expect(pattern("/")).toBe("/");
    expect(pattern("/planos/vitoria-es")).toBe("/planos/:slug");
    expect(pattern("/planos/qualquer-coisa-que-o-cliente-inventar")).toBe("/planos/:slug");
    expect(pattern("/blog")).toBe("/blog");
    expect(pattern("/intranet/planos")).toBe("/intranet/:tab");
  });

  it("gives a client navigation's .data request its page's pattern", () => {
    expect(pattern("/_root.data")).toBe("/");
    expect(pattern("/planos/serra-es.data")).toBe("/planos/:slug");
  });

  it("puts every path no page matches under one label, so made-up paths cannot grow the metrics", () => {
    expect(pattern("/nada")).toBe(UNMATCHED_PAGE);
    expect(pattern("/a/b/c/d")).toBe(UNMATCHED_PAGE);
  });
});

describe("memoisedByPath", () => {
  it("matches a path once, and keeps at most its bound of paths, the oldest leaving first", () => {
    const asked: string[] = [];
    const match = memoisedByPath((pathname) => {
      asked.push(pathname);
      return pathname.length;
    }, 2);
    expect([match("/a"), match("/a"), match("/bb")]).toEqual([2, 2, 3]);
    expect(asked).toEqual(["/a", "/bb"]);
    match("/ccc");
    match("/bb");
    match("/a");
    expect(asked).toEqual(["/a", "/bb", "/ccc", "/a"]);
  });
});
