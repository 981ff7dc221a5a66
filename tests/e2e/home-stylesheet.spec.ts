import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test, visitor } from "./fixtures";
import { chooseCity, open } from "./helpers";

// Decision 0097: `/` and `/casa` inline a stylesheet of their own (src/site/home.css), built by Tailwind from
// only the files those pages render, and every other page the site's (site.css, built from all of the
// site). A class the home draws that has a rule in the site's stylesheet and none in the home's is a class
// home.css's sources lost: a file the home renders (or an island draws on the client) is missing from them.
// The home is walked through the states that draw what its islands load on demand: the city window of a
// first visit, the plan cards of a chosen city, a card's details and its 'Prefiro que me liguem' form.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** The text of a page's inline stylesheets, as the server sends it. */
async function inlineStyles(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join("\n");
}

/**
 * Every class an element of the page has, and whether the page's stylesheets and the site's (`siteCss`)
 * have a rule naming it: selectors as the browser writes them, every nested rule (@media, @layer, @supports,
 * nesting) included.
 */
async function classesAndRules(page: Page, siteCss: string) {
  return page.evaluate((siteText) => {
    const selectorClasses = (sheets: Iterable<CSSStyleSheet>) => {
      const found = new Set<string>();
      const walk = (rules: CSSRuleList) => {
        for (const rule of rules) {
          if (rule instanceof CSSStyleRule)
            for (const [, name] of rule.selectorText.matchAll(
              /\.((?:\\(?:[0-9a-fA-F]{1,6} ?|[^0-9a-fA-F])|[\w-])+)/g,
            ))
              found.add(name!);
          if ("cssRules" in rule) walk((rule as CSSGroupingRule).cssRules);
        }
      };
      for (const sheet of sheets) walk(sheet.cssRules);
      return found;
    };
    const site = new CSSStyleSheet();
    site.replaceSync(siteText);
    const used = new Set<string>();
    for (const element of document.querySelectorAll("*"))
      for (const name of element.classList) used.add(name);
    // As the browser writes a class in a selector (`sm\\:flex`).
    return {
      used: [...used].map((name) => CSS.escape(name)),
      home: [...selectorClasses(document.styleSheets)],
      site: [...selectorClasses([site])],
    };
  }, siteCss);
}

test("the home's stylesheet has a rule for every class of the site's stylesheet that / and /casa draw", async ({
  browser,
  baseURL,
  request,
}) => {
  const siteCss = await inlineStyles(request, "/acessibilidade");
  const homeCss = await inlineStyles(request, "/");
  // The home carries its own stylesheet, not the site's beside it.
  expect(homeCss.length).toBeLessThan(siteCss.length);
  expect(await inlineStyles(request, "/casa")).toBe(homeCss);

  const missing = new Set<string>();
  let checked = 0;
  const check = async (page: Page, where: string) => {
    const { used, home, site } = await classesAndRules(page, siteCss);
    const [homeRules, siteRules] = [new Set(home), new Set(site)];
    for (const name of used)
      if (siteRules.has(name) && !homeRules.has(name)) missing.add(`${name} (${where})`);
    checked += used.filter((name) => homeRules.has(name)).length;
  };

  for (const [width, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    for (const path of ["/", "/casa"]) {
      const { context, page } = await visitor(browser, baseURL!, viewport);
      await open(page, path);
      await check(page, `${path}, ${width}, first visit`);
      await chooseCity(page, "Vitória");
      const card = page.getByTestId("plan-card").first();
      await expect(card).toBeVisible();
      await check(page, `${path}, ${width}, plans`);
      if (path === "/") {
        await card.getByRole("button", { name: /^Ver detalhes/ }).click();
        const details = page
          .getByRole("dialog")
          .filter({ has: page.getByRole("button", { name: "Fechar" }) });
        await expect(details.first()).toBeVisible();
        await check(page, `${path}, ${width}, a plan's details`);
        await page.keyboard.press("Escape");
        await expect(details).toHaveCount(0);
        await card.getByRole("button", { name: /^Prefiro que me liguem/ }).click();
        await expect(page.getByRole("dialog").first()).toBeVisible();
        await check(page, `${path}, ${width}, 'Prefiro que me liguem'`);
      }
      await context.close();
    }
  }
  expect(checked).toBeGreaterThan(0);
  expect([...missing]).toEqual([]);
});
