import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { open } from "./helpers";

// Every icon is a <use> of the build's one sprite (scripts/icon-sprite.ts): this checks, on the production
// build and under its Content-Security-Policy, that the sprite is one immutable file and that each icon a
// page shows finds its symbol there (a missing symbol draws nothing: an empty box).

async function expectIconsDrawn(page: Page) {
  const hrefs = await page
    .locator("svg use")
    .evaluateAll((uses) => uses.map((use) => use.getAttribute("href")));
  expect(hrefs.length).toBeGreaterThan(3);
  const files = new Set(hrefs.map((href) => href?.split("#")[0]));
  expect([...files]).toEqual([expect.stringMatching(/^\/assets\/icons-[\w-]{8}\.svg$/)]);
  // Drawn: each rendered icon's shape has a size once the sprite has arrived (one that is not rendered,
  // such as the phone's menu button on a desktop, has none either way).
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
  return [...files][0]!;
}

test("the public pages draw every icon from one cached sprite", async ({ page }) => {
  let sprite = "";
  for (const path of ["/", "/internet/fibra", "/empresas", "/cliente/protecao-golpes"]) {
    await open(page, path);
    const file = await expectIconsDrawn(page);
    if (sprite) expect(file).toBe(sprite);
    sprite = file;
  }
  const response = await page.request.get(sprite);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
  expect(response.headers()["cache-control"]).toContain("immutable");
});

test("the console draws its icons from the same sprite", async ({ staffPage: page }) => {
  await open(page, "/intranet/planos");
  await expect(page.getByRole("navigation", { name: "Seções do painel" })).toBeVisible();
  await expectIconsDrawn(page);
});
