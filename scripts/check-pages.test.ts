import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  budgetProblems,
  ISLAND_PAGE_BUDGET,
  measurePage,
  pageScripts,
  TEXT_PAGE_BUDGET,
  TOUCH_PAGE_BUDGET,
} from "./check-bundles";
import { htmlErrors } from "./check-html";

const dir = mkdtempSync(path.join(tmpdir(), "vitrine-check-pages-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  writeFileSync(path.join(dir, name), text);
};

describe("the JavaScript a page loads", () => {
  it("is its module scripts, its islands' files and what they import statically, not on demand", async () => {
    file("_astro/layout.js", 'import{a}from"./shared.js";a();');
    file("_astro/shared.js", "export const a=()=>1;");
    file(
      "_astro/island.js",
      'import{a}from"./shared.js";const later=()=>import("./later.js");export default a;',
    );
    file("_astro/later.js", "export default 2;");
    file("_astro/client.js", "export default 3;");
    const html =
      '<html><body><astro-island component-url="/_astro/island.js" renderer-url="/_astro/client.js"></astro-island>' +
      '<script type="application/json">{"cities":null}</script><script>inline()</script>' +
      '<script type="module" src="/_astro/layout.js"></script></body></html>';
    expect(pageScripts(html)).toEqual({
      urls: ["/_astro/layout.js", "/_astro/island.js", "/_astro/client.js"],
      inline: ["inline()"],
      islands: 1,
      onTouch: 0,
    });
    const figures = await measurePage("/", html, dir);
    expect(figures.files.map((entry) => entry.url).sort()).toEqual([
      "/_astro/client.js",
      "/_astro/island.js",
      "/_astro/layout.js",
      "/_astro/shared.js",
    ]);
    expect(figures.budget).toBe(ISLAND_PAGE_BUDGET);
    // A file's bytes as sent: its brotli copy when the build wrote one.
    file("_astro/client.js.br", "x");
    expect(
      (await measurePage("/", html, dir)).files.find((entry) => entry.url === "/_astro/client.js")?.sent,
    ).toBe(1);
  });

  it("leaves out an island that waits for the first touch, and gives its page the touch budget", async () => {
    const html =
      '<astro-island component-url="/_astro/island.js" renderer-url="/_astro/client.js" client="interaction"></astro-island>' +
      '<script type="module" src="/_astro/layout.js"></script>';
    const figures = await measurePage("/", html, dir);
    expect(figures.files.map((entry) => entry.url).sort()).toEqual([
      "/_astro/layout.js",
      "/_astro/shared.js",
    ]);
    expect(figures).toMatchObject({ islands: 0, onTouch: 1, budget: TOUCH_PAGE_BUDGET });
  });

  it("fails a page over its budget, and one that loads console code, naming both", async () => {
    file("_astro/big.js", "x".repeat(16 * 1024));
    const text = await measurePage("/texto", '<script type="module" src="/_astro/big.js"></script>', dir);
    expect(text.budget).toBe(TEXT_PAGE_BUDGET);
    const problems = budgetProblems([text], { "_astro/big.js": { "src/console/kit/data-table.tsx": 100 } });
    expect(problems).toEqual([
      expect.stringMatching(/^\/texto loads 16\.0 KB of JavaScript, over its budget of 15\.0 KB/),
      "/texto loads console code: /_astro/big.js: src/console/kit/data-table.tsx",
    ]);
  });
});

describe("the HTML checker", () => {
  // Java starts in a second or two, more on a busy machine.
  it("names a page's HTML errors, and leaves out what it says of modern CSS", {
    timeout: 60_000,
  }, async () => {
    const errors = await htmlErrors(
      new Map([
        [
          "/pagina",
          '<!doctype html><html lang="pt-BR"><head><title>x</title><style>a{color:oklch(0.5 0.1 200)}</style></head>' +
            '<body><img sizes="100vw" alt=""></body></html>',
        ],
      ]),
    );
    expect(errors.map((error) => `${error.page}: ${error.message}`)).toEqual([
      "/pagina: Element “img” is missing one or more of the following attributes: “src”, “srcset”.",
      "/pagina: The “sizes” attribute must only be specified if the “srcset” attribute is also specified.",
    ]);
  });
});
