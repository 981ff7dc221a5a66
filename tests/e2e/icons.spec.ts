import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { open } from "./helpers";

// Every icon is a <use> of a symbol (scripts/icon-sprite.ts): on the public site, of one the page itself
// carries (src/site/lib/page-icons.ts, decision 0098), so a first load fetches no sprite; in the console, of
// the build's one sprite file. This checks, on the production build and under its Content-Security-Policy,
// that each icon a page shows finds its symbol (a missing symbol draws nothing: an empty box).

async function expectIconsDrawn(page: Page) {
  const hrefs = await page
    .locator("svg use")
    .evaluateAll((uses) => uses.map((use) => use.getAttribute("href")));
  expect(hrefs.length).toBeGreaterThan(3);
  // Drawn: each rendered icon's shape has a size once its symbol is there (one that is not rendered, such as
  // the phone's menu button on a desktop, has none either way).
  await expect
    .poll(() =>
      page
        .locator("svg use")
        .evaluateAll((uses) =>
          (uses as SVGUseElement[])
            .filter((use) => use.ownerSVGElement!.getClientRects().length > 0 && use.getBBox().width === 0)
            .map((use) => use.getAttribute("href")),
        ),
    )
    .toEqual([]);
  return hrefs;
}

test("the public pages draw every icon from symbols they carry, and fetch no sprite", async ({ page }) => {
  const sprites: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/icons-/.test(request.url())) sprites.push(request.url());
  });
  for (const path of ["/", "/internet/fibra", "/empresas", "/cliente/protecao-golpes"]) {
    await open(page, path);
    const hrefs = await expectIconsDrawn(page);
    for (const href of hrefs) expect(href).toMatch(/^#icon-[a-z0-9-]+$/);
    // Each symbol once, in the page.
    const ids = await page
      .locator("body > svg[aria-hidden] > symbol")
      .evaluateAll((symbols) => symbols.map((s) => s.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining([...new Set(hrefs.map((href) => href!.slice(1)))]));
  }
  expect(sprites).toEqual([]);
});

test("the console draws its icons from the one cached sprite", async ({ staffPage: page }) => {
  await open(page, "/intranet/planos");
  await expect(page.getByRole("navigation", { name: "Seções do painel" })).toBeVisible();
  const hrefs = await expectIconsDrawn(page);
  const files = new Set(hrefs.map((href) => href?.split("#")[0]));
  expect([...files]).toEqual([expect.stringMatching(/^\/assets\/icons-[\w-]{8}\.svg$/)]);
  const sprite = [...files][0]!;
  const response = await page.request.get(sprite);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
  expect(response.headers()["cache-control"]).toContain("immutable");
});
