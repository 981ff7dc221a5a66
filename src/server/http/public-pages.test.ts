import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PAGE_POLICIES } from "./public-pages";

// Astro's route list, as its own hook wrote it at build (src/site/adapter/route-list.ts).
const routes = (
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../site/routes.json"), "utf8")) as {
    pattern: string;
  }[]
).map((route) => route.pattern);

describe("the page policies", () => {
  it("name routes the site has: a renamed or removed page leaves no policy behind", () => {
    expect(routes).toContain("/planos/[cidade]");
    expect(Object.keys(PAGE_POLICIES).filter((key) => !routes.includes(key))).toEqual([]);
  });
});
