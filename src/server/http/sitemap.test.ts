import { describe, expect, it } from "vitest";
import { publicStaticPaths, type RouteEntry } from "./sitemap";

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
});
