import path from "node:path";
import { expect, test } from "@playwright/test";
import { FULL_CHROMIUM_PATH } from "../../playwright.config";
import { measurePage } from "../../scripts/check-bundles";
import { expectVisibleFocus } from "./a11y";
import { chooseCity, headerCity, open } from "./helpers";

// Code kept out of a public page's first load (issue 5) must still arrive when a visitor needs it; what a
// page loads is what `npm test`'s check counts (scripts/check-bundles.ts, docs/public-site.md).

/** The built site's browser files, which the check reads. */
const CLIENT_DIR = path.resolve("build/site/client");

// The header's menus are native disclosures the server renders (header-menus.tsx): no script carries them.
test("the desktop menu's groups open on a click and by keyboard, one at a time, and close on Escape, a press elsewhere and a navigation", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, "/");
  await chooseCity(page, "Vitória");
  // The focus went to the plans' heading, scrolling the page down, so the header hid (it hides on a scroll
  // down): back at the top it shows again and stays, and the clicks below land on it, not on a header
  // sliding away (seen in CI: the click scrolled it into view, the scroll hid it, the menu never opened).
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator("header[data-hidden]")).toHaveCount(0);
  const nav = page.getByRole("navigation", { name: "Menu principal" });
  const group = (label: string) => nav.locator("summary").filter({ hasText: label });
  const fibra = nav.getByRole("link", { name: "Internet Fibra" });
  const support = nav.getByRole("link", { name: "Suporte" });

  await group("Internet").click();
  await expect(fibra).toBeVisible();
  await group("Cliente").click();
  await expect(support).toBeVisible();
  await expect(fibra).toBeHidden();
  await page.keyboard.press("Escape");
  await expect(support).toBeHidden();
  await expect(group("Cliente")).toBeFocused();
  await expectVisibleFocus(page, "the 'Cliente' group after Escape");

  await group("Internet").focus();
  await page.keyboard.press("Enter");
  await expect(fibra).toBeVisible();
  // A press beside the menu, on the page.
  await page.mouse.click(1260, 500);
  await expect(fibra).toBeHidden();

  await group("Internet").click();
  await fibra.click();
  await expect(page).toHaveURL(/\/internet\/fibra$/);
  await expect(fibra).toBeHidden();
});

test("a menu tapped before the page's scripts have come opens", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.route("**/_astro/*.js", () => {
    // Never answered: the page stays as the server sent it.
  });
  // A page with islands, whose scripts never come (module scripts hold back even DOMContentLoaded).
  await page.goto("/internet/fibra", { waitUntil: "commit" });
  await page.locator("summary").filter({ hasText: "Menu" }).click();
  await expect(
    page.getByRole("navigation", { name: "Menu", exact: true }).getByRole("link", { name: "Suporte" }),
  ).toBeVisible();
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
});

// A text page has no island: its one script is the layout's (header, theme, city), which the check counts.
test("a text page loads only the scripts the check counts, and its header, theme switch and city link work", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await open(page, "/politica-privacidade");
  const counted = await measurePage(
    "/politica-privacidade",
    await (await request.get("/politica-privacidade")).text(),
    CLIENT_DIR,
  );
  expect(counted.islands).toBe(0);
  expect(scripts.sort()).toEqual(counted.files.map((file) => file.url).sort());
  await expect(page.locator("astro-island")).toHaveCount(0);

  const html = page.locator("html");
  const dark = await html.evaluate((root) => root.classList.contains("dark"));
  const themeSwitch = page.getByRole("button", { name: dark ? "Ativar modo claro" : "Ativar modo escuro" });
  await themeSwitch.click();
  await expect(html).toHaveClass(dark ? /\blight\b/ : /\bdark\b/);
  await expect(
    page.getByRole("button", { name: dark ? "Ativar modo escuro" : "Ativar modo claro" }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("darkMode"))).toBe(String(!dark));

  const nav = page.getByRole("navigation", { name: "Menu principal" });
  const group = (label: string) => nav.locator("summary").filter({ hasText: label });
  await group("Internet").click();
  await group("Cliente").click();
  await expect(nav.getByRole("link", { name: "Internet Fibra" })).toBeHidden();
  await expect(nav.getByRole("link", { name: "Suporte" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(nav.getByRole("link", { name: "Suporte" })).toBeHidden();
  await expect(group("Cliente")).toBeFocused();

  // No island follows the city here: the header's city link opens the coverage map, where a city opens its page.
  await page.getByRole("link", { name: "Sua cidade: Escolher cidade" }).click();
  await expect(page).toHaveURL(/\/mapa-cobertura$/);
  await page.getByRole("link", { name: "Vitória - ES", exact: true }).click();
  await expect(page).toHaveURL(/\/planos\/vitoria-es$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Vitória");
  await expect(headerCity(page)).toHaveText("Vitória - ES");
});

test("on a page of islands whose scripts fail to arrive, the header's city link opens the coverage map", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.route(/\/_astro\/[^/]*\.js$/, (route) => route.abort("connectionreset"));
  await page.goto("/internet/fibra");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Sua cidade: Escolher cidade" }).click();
  await expect(page).toHaveURL(/\/mapa-cobertura$/);
});

// Decision 0047: a public page's links are page loads, so the browser fetches the page a pointer rests on,
// and the click opens it from there; every public page has the rules (decision 0051: one delivery mode).
test("a text page fetches the page a link leads to ahead, and the click opens it from there", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, "/politica-privacidade");
  const link = page.getByRole("contentinfo").getByRole("link", { name: "Quem somos" });
  const prefetched = page.waitForRequest(
    (request) =>
      request.url().endsWith("/quem-somos") && /prefetch/.test(request.headers()["sec-purpose"] ?? ""),
  );
  await link.hover();
  await prefetched;
  await link.click();
  await expect(page).toHaveURL(/\/quem-somos$/);
  expect(
    await page.evaluate(
      // Resource Timing's `deliveryType`, which TypeScript's DOM types do not list yet.
      () => (performance.getEntriesByType("navigation")[0] as { deliveryType?: string }).deliveryType,
    ),
  ).toBe("navigational-prefetch");

  for (const path of ["/internet/fibra", "/planos/campinas-sp"]) {
    await open(page, path);
    await expect(page.locator('script[type="speculationrules"]')).toHaveCount(1);
  }
});

test("the first toast of a visit shows, though the toast library loads with it", async ({ page }) => {
  await open(page, "/");
  await chooseCity(page, "Vitória");
  await expect(page.getByText("Cidade alterada para Vitória")).toBeVisible();
});

// Decision 0017: the first paint needs the HTML alone. The stylesheet is in the page, and every script is
// a module, which the browser runs after parsing the document and never waits for to paint.
for (const path of ["/", "/internet/fibra", "/indique"]) {
  test(`${path} is styled from its first response, with no stylesheet to fetch and no script that blocks it`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on("request", (request) => {
      if (["stylesheet", "script"].includes(request.resourceType())) requested.push(request.url());
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    // Styled without a script having run: body's min-h-dvh is the viewport's height.
    const viewport = page.viewportSize()!;
    expect(await page.evaluate(() => getComputedStyle(document.body).minHeight)).toBe(`${viewport.height}px`);
    await expect(page.locator('link[rel="stylesheet"], link[rel="modulepreload"]')).toHaveCount(0);
    // Every script file is a module (deferred by the browser); every other script is inline.
    await expect(page.locator('script[src]:not([type="module"])')).toHaveCount(0);
    expect(requested).toEqual([]);
    await context.close();
  });
}

// Decision 0086: a page carries its whole stylesheet, nothing trimmed per page: the rules of what a page's
// islands draw later, and `:not(…)` rules whose class the page lacks, are in a page without that island.
// Every page carries the site's, but `/` and `/casa`, which carry the home's own (decision 0097,
// home-stylesheet.spec.ts).
test("every page but the home carries the same whole stylesheet, :not(…) rules included", async ({
  request,
}) => {
  const styles = async (path: string) => {
    const html = await (await request.get(path)).text();
    // Tailwind's stylesheet, without Astro's own rule for its islands (on pages that have some).
    return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
      .map((match) => match[1]!)
      .filter((css) => css.includes("tailwindcss"))
      .join("");
  };
  const [text, city] = [await styles("/indique"), await styles("/planos/vitoria-es")];
  expect(city).toBe(text);
  expect(text).toContain(":not(");
  expect(await styles("/")).not.toBe(text);
});

// What `/`'s first load fetches, as Lighthouse sees it on a phone: the document and every request the page
// makes until it has hydrated and the network has then been quiet for 500 ms (Lighthouse's end of a load,
// and `npm run bench`'s). Playwright's `networkidle` alone is not that end: on a loaded machine the main
// thread can still be evaluating the scripts after 500 ms without a request. Its scripts are the ones
// scripts/check-bundles.ts counts for `/`'s JavaScript budget, so its figures are what a browser loads
// first; besides them, only images (the page carries its icons' symbols, decision 0098). (Issue 18's cap of 15 requests counted a bundle of a few
// large files; Astro's modules are many small files, which HTTP/2 sends on one connection: decision 0051.)
test("/ loads on its first visit the scripts the bundle check counts, and otherwise only images", async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  const browser = await playwright.chromium.launch({ ...launchOptions, executablePath: FULL_CHROMIUM_PATH });
  const requests: Array<{ type: string; path: string; url: string }> = [];
  let html = "";
  try {
    // Reduced motion keeps the banners still: a slide turning before the network is idle (a slow run) would
    // fetch its image.
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      baseURL,
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    let inFlight = 0;
    let lastActivity = Date.now();
    page.on("request", (request) => {
      inFlight += 1;
      lastActivity = Date.now();
      const url = new URL(request.url());
      requests.push({ type: request.resourceType(), path: url.pathname, url: url.pathname + url.search });
    });
    const settled = () => {
      inFlight -= 1;
      lastActivity = Date.now();
    };
    page.on("requestfinished", settled);
    page.on("requestfailed", settled);
    // The page itself, counted from its own load: on a loaded machine a render that cannot start in time is
    // the server's fast 503 ('Site ocupado', Retry-After), a page without scripts (CI once counted none).
    await expect(async () => {
      requests.length = 0;
      const response = await page.goto("/");
      expect(response?.status()).toBe(200);
    }).toPass({ timeout: 60_000 });
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    html = await page.evaluate(() => document.documentElement.outerHTML);
    await expect
      .poll(() => inFlight === 0 && Date.now() - lastActivity >= 500, { intervals: [100], timeout: 30_000 })
      .toBe(true);
  } finally {
    await browser.close();
  }

  // Its scripts are the ones the bundle check counts for `/`: the page's module scripts, its islands and
  // what they import; nothing else loads until a city is chosen (the plans' cards) or a form is opened.
  const counted = (await measurePage("/", html, CLIENT_DIR)).files.map((file) => file.url);
  const scripts = requests.filter((request) => request.type === "script").map((request) => request.path);
  expect(scripts.sort()).toEqual([...counted].sort());
  const others = requests.filter((request) => !["document", "script", "image"].includes(request.type));
  expect(others, "requests besides the document, its scripts and images").toEqual([]);
});

// What only the server's HTML carries (the theme script's text, the stylesheet, the dialog's `open`) must
// match what the browser renders, or React throws the page away and renders it again (a recoverable error,
// reported to the page's error handlers): a hydration that keeps the server's HTML reports nothing.
test("public pages hydrate without a mismatch", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${page.url()}: ${message.text()}`);
  });
  for (const path of ["/", "/planos/vitoria-es", "/combos", "/empresas", "/internet/fibra", "/faq"]) {
    await open(page, path);
    // The city modal, open in the server's HTML, is modal.
    if (path === "/")
      expect(await page.locator("dialog").evaluate((dialog) => dialog.matches(":modal"))).toBe(true);
  }
  expect(errors).toEqual([]);
});

// The footer and the home page's sections are server HTML, outside any island: a link is a page load that
// keeps the visit's city (decision 0045), on a page of islands as on any other.
test("links in server-rendered markup keep the chosen city", async ({ page }) => {
  await open(page, "/");
  await chooseCity(page, "Vitória");
  await page.getByRole("link", { name: "Ver todos os combos" }).click();
  await expect(page).toHaveURL(/\/combos$/);
  await expect(page.getByRole("heading", { name: "Combos para Vitória" })).toBeVisible();

  await open(page, "/planos/campinas-sp");
  await page.getByRole("contentinfo").getByRole("link", { name: "Perguntas frequentes" }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(headerCity(page)).toHaveText("Vitória - ES");
});

// A page's server HTML is in it once: an island carries its props, not a second copy of the page, and
// the cities the islands share are written once as data (the modal's own list is its server HTML).
test("a page's server-rendered markup is in its document once", async ({ request }) => {
  const times = (text: string, part: string) => text.split(part).length - 1;
  for (const path of ["/", "/webcam", "/indique", "/planos/campinas-sp"]) {
    const html = await (await request.get(path)).text();
    expect(times(html, "__reactRouterContext"), path).toBe(0);
    expect(times(html, "Seus direitos"), path).toBe(1);
  }
  const home = await (await request.get("/")).text();
  // The services section's id and the heading's reference to it.
  expect(times(home, "servicos-titulo")).toBe(2);
});
