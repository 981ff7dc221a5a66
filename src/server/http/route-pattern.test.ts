import { describe, expect, it, vi } from "vitest";
import { compileRoutes, pagePatternMatcher, routeTree, UNMATCHED_PAGE } from "./route-pattern";

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

describe("compileRoutes", () => {
  // The shapes of the site's table (src/web/routes.ts, which src/server may not import): a pathless layout
  // with an index, static paths of one and two segments, parameters, a splat; a sibling with children.
  const table = async () => {
    const routes: Record<string, { id: string; parentId?: string; path?: string; index?: boolean }> = {
      root: { id: "root", path: "" },
    };
    const add = (parentId: string, entries: Array<[string, string | undefined, boolean?]>) => {
      for (const [id, path, index] of entries) routes[id] = { id, parentId, path, index };
    };
    add("root", [
      ["routes/public-layout", undefined],
      ["routes/auth", "auth"],
      ["routes/definir-senha", "definir-senha"],
      ["routes/intranet", "intranet"],
    ]);
    add("routes/public-layout", [
      ["home", undefined, true],
      ["routes/city-page", "planos/:cidade"],
      ["routes/search", "busca"],
      ["routes/indique", "indique"],
      ["routes/indique-regulamento", "indique/regulamento"],
      ["routes/blog", "blog"],
      ["routes/blog-article", "blog/:id"],
      ["casa", "casa"],
      ["routes/streaming", "streaming/:id"],
      ["routes/ofertas", "ofertas"],
      ["routes/oferta", "ofertas/:codigo"],
      ["routes/not-found", "*"],
    ]);
    add("routes/intranet", [
      ["routes/intranet._index", undefined, true],
      ["routes/intranet.planos", "planos"],
      ["routes/intranet.sair", "sair"],
    ]);
    return routes;
  };

  it("matches every path as React Router's matchRoutes does, with the table compiled once", async () => {
    const { matchRoutes } = await import("react-router");
    // matchRoutes warns about "/planos/%zz" (bad percent encoding) and matches it undecoded, as we do.
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const tree = routeTree(await table());
    const compiled = compileRoutes(tree);
    const paths = [
      "/",
      "",
      "/planos/vitoria-es",
      "/PLANOS/Serra-ES/",
      "/planos/a%2Fb",
      "/planos/%E2%9C%93",
      "/planos/%zz",
      "/planos/",
      "/planos/x/y",
      "/busca",
      "/busca/",
      "//busca",
      "/ofertas",
      "/ofertas/RIT-P1-V1",
      "/indique/regulamento",
      "/blog/12",
      "/intranet",
      "/intranet/planos",
      "/intranet/nada",
      "/auth",
      "/definir-senha",
      "/nada",
      "/a/b/c/d",
      "/__manifest",
      "/casa",
      "/streaming/netflix",
    ];
    for (const pathname of paths) {
      const expected =
        matchRoutes(tree, pathname)?.map((m) => ({ id: m.route.id, params: m.params })) ?? null;
      const actual = compiled(pathname)?.map((m) => ({ id: m.route.id, params: m.params })) ?? null;
      expect(actual, pathname).toEqual(expected);
    }
    warn.mockRestore();
  });

  it("answers a made-up path in microseconds, where matchRoutes compiles the table each time", async () => {
    const compiled = compileRoutes(routeTree(await table()));
    const started = performance.now();
    for (let i = 0; i < 10_000; i += 1) compiled(`/planos/cidade-${i}-xx`);
    // 10,000 new paths: matchRoutes took about 0.8 ms each (8 s); a generous bound on a busy machine.
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
