import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./a11y";
import { type SpawnedServer, signInAdministrador, startServer, waitForHealth } from "./spawned-server";

// Consent-managed tags (issue 57, point 2), tried as a visitor would: a server of this file's own whose
// settings name a GTM container, a GA4 property and a Meta Pixel (set through Configurações' API by an
// administrador), so the cookie banner shows. The tags' origins are served by a local stub (the browser's
// request routing): no internet. Every request the pages make is recorded by origin: before a choice and
// after 'Recusar' none leaves for another origin; after 'Aceitar' GTM loads, after Consent Mode's defaults
// (denied) and their update (granted).

test.describe.configure({ mode: "serial" });

const ADMIN = { email: "admin.consent@vitrine.test", password: "senha-admin-consent-123" };
const TAGS = { gtmId: "GTM-TEST123", ga4Id: "G-TEST12345", metaPixelId: "123456789012345" };
const THIRD_PARTIES = ["https://www.googletagmanager.com", "https://connect.facebook.net"];

let server: SpawnedServer;
let baseURL: string;
let addressCount = 0;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startServer({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "vitrine-consent-")),
    TRUST_PROXY: "true",
    WEB_CONCURRENCY: "1",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  baseURL = `http://localhost:${server.port}`;
  await waitForHealth(baseURL);
  const admin = await signInAdministrador(baseURL, ADMIN, "198.51.100.201");
  try {
    const { settings } = (await (await admin.get("/api/admin/site-settings")).json()) as {
      settings: Record<string, unknown> & { updatedAt: string };
    };
    const { updatedAt, ...fields } = settings;
    // A badly written ID is refused with its format's message.
    const wrong = await admin.put("/api/admin/site-settings", {
      data: { ...fields, gtmId: "UA-12345", expectedUpdatedAt: updatedAt },
    });
    expect(wrong.status()).toBe(422);
    expect(await wrong.text()).toContain("GTM-XXXXXXX");
    const saved = await admin.put("/api/admin/site-settings", {
      data: { ...fields, ...TAGS, expectedUpdatedAt: updatedAt },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  } finally {
    await admin.dispose();
  }
});

test.afterAll(() => {
  server?.kill();
});

/**
 * A visitor at an address of its own, whose every request is recorded by origin; the tags' origins are
 * answered by a stub that says it ran, and nothing else leaves the machine.
 */
async function visit(browser: Browser, width = 390) {
  addressCount += 1;
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: 844 },
    locale: "pt-BR",
    extraHTTPHeaders: { "X-Forwarded-For": `203.0.113.${150 + addressCount}` },
  });
  const origins: string[] = [];
  const urls: string[] = [];
  context.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith("http")) origins.push(url.origin);
    urls.push(request.url());
  });
  await context.route(
    (url) => url.origin !== baseURL,
    (route) => {
      const url = new URL(route.request().url());
      if (THIRD_PARTIES.includes(url.origin))
        return route.fulfill({
          status: 200,
          contentType: "application/javascript",
          body: `window.__stubTags = (window.__stubTags || []).concat(${JSON.stringify(url.pathname)});`,
        });
      return route.abort();
    },
  );
  const page = await context.newPage();
  const foreign = () => origins.filter((origin) => origin !== baseURL);
  return { context, page, foreign, urls };
}

const banner = (page: Page) => page.getByRole("region", { name: "Cookies e privacidade" });

test("refusing: the banner's three choices are alike, and no byte leaves for a third party", async ({
  browser,
}) => {
  const { context, page, foreign } = await visit(browser);
  // A city's page: the home page's city modal asks first (the banner waits while a dialog is open).
  await page.goto("/planos/vitoria-es");
  await expect(banner(page)).toBeVisible();
  const buttons = ["Aceitar", "Recusar", "Personalizar"].map((name) =>
    banner(page).getByRole("button", { name, exact: true }),
  );
  // Equally prominent: the same size and weight on a phone.
  const boxes = await Promise.all(buttons.map((button) => button.boundingBox()));
  const weights = await Promise.all(
    buttons.map((button) => button.evaluate((b) => getComputedStyle(b).fontWeight)),
  );
  for (const box of boxes) {
    expect(box!.height).toBe(boxes[0]!.height);
    expect(Math.abs(box!.width - boxes[0]!.width)).toBeLessThanOrEqual(1);
  }
  expect(new Set(weights).size).toBe(1);
  // Fixed at the bottom: over the page, moving nothing.
  expect(await banner(page).evaluate((element) => getComputedStyle(element).position)).toBe("fixed");

  // 'Personalizar' opens the categories.
  await buttons[2]!.click();
  await expect(buttons[2]!).toHaveAttribute("aria-expanded", "true");
  await expect(banner(page).getByRole("checkbox", { name: /Análise/ })).toBeVisible();
  await expect(banner(page).getByRole("checkbox", { name: /Marketing/ })).toBeVisible();
  expect(await axeViolations(page, "cookie banner", { include: "[data-consent-banner]" })).toEqual([]);

  const answered = page.waitForResponse((response) => response.url().endsWith("/api/consent"));
  await buttons[1]!.click();
  expect((await answered).status()).toBe(201);
  await expect(banner(page)).toBeHidden();
  // The choice holds on the next pages: no banner, no tag.
  await page.goto("/");
  await page.goto("/cookies");
  await page.waitForLoadState("networkidle");
  await expect(banner(page)).toBeHidden();
  expect(foreign()).toEqual([]);
  expect(
    await page.evaluate(() => (window as unknown as { __stubTags?: string[] }).__stubTags),
  ).toBeUndefined();
  await context.close();
});

test("accepting: GTM loads after Consent Mode's denied defaults and their update", async ({ browser }) => {
  const { context, page, foreign, urls } = await visit(browser, 1440);
  await page.goto("/planos/vitoria-es");
  await expect(banner(page)).toBeVisible();
  await page.waitForLoadState("networkidle");
  // Nothing before the choice.
  expect(foreign()).toEqual([]);

  const gtm = page.waitForRequest((request) =>
    request.url().startsWith("https://www.googletagmanager.com/gtm.js"),
  );
  await banner(page).getByRole("button", { name: "Aceitar", exact: true }).click();
  expect(new URL((await gtm).url()).searchParams.get("id")).toBe(TAGS.gtmId);
  await expect(banner(page)).toBeHidden();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __stubTags?: string[] }).__stubTags ?? []))
    .toEqual(expect.arrayContaining(["/gtm.js", "/gtag/js", "/en_US/fbevents.js"]));
  const consent = await page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter((entry) => (entry as ArrayLike<unknown>)[0] === "consent")
      .map((entry) => {
        const args = entry as ArrayLike<unknown>;
        return [
          args[1],
          (args[2] as Record<string, string>).analytics_storage,
          (args[2] as Record<string, string>).ad_storage,
        ];
      }),
  );
  expect(consent).toEqual([
    ["default", "denied", "denied"],
    ["update", "granted", "granted"],
  ]);
  // The page's own event, in the fixed vocabulary.
  expect(
    await page.evaluate(() =>
      ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).some(
        (entry) => (entry as { event?: string }).event === "view_city",
      ),
    ),
  ).toBe(true);
  // Only the tags' own origins, nothing else.
  expect(new Set(foreign())).toEqual(new Set(THIRD_PARTIES));
  expect(urls.some((url) => url.includes("google-analytics.com"))).toBe(false);

  // The next page loads the tags again without asking.
  const again = page.waitForRequest((request) =>
    request.url().startsWith("https://www.googletagmanager.com/gtm.js"),
  );
  await page.goto("/");
  await again;
  await expect(banner(page)).toBeHidden();
  await context.close();
});

// Issue 66, L4: a tag container reads whatever the page it runs in holds, so no tag (nor its CSP origin)
// is on the subscriber desk's pages, where a CPF, a birth date and invoices are typed or shown, nor on
// /contrate's steps after the first, which show the person's data again; /contrate's first step keeps them.
test("accepted, yet no tag on the desk's pages nor /contrate's steps after the first", async ({
  browser,
}) => {
  const { context, page, foreign } = await visit(browser);
  await page.goto("/planos/vitoria-es");
  await banner(page).getByRole("button", { name: "Aceitar", exact: true }).click();
  await expect(banner(page)).toBeHidden();

  for (const path of ["/cliente/segunda-via", "/cliente/desbloqueio", "/suporte"]) {
    const since = foreign().length;
    const response = await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(response!.headers()["content-security-policy"], path).not.toMatch(/googletagmanager|facebook/);
    await expect(page.locator("[data-consent-banner]"), path).toHaveCount(0);
    expect(foreign().slice(since), path).toEqual([]);
  }

  // The first step loads them (the visitor accepted): the control that this test can fail.
  const gtm = page.waitForRequest((request) =>
    request.url().startsWith("https://www.googletagmanager.com/gtm.js"),
  );
  await page.goto("/contrate");
  await gtm;
  await page.waitForLoadState("networkidle");
  const since = foreign().length;
  await page.getByLabel("CEP").fill("29010-000");
  await page.getByLabel("Número").fill("120");
  const answered = page.waitForResponse(
    (response) => response.url().endsWith("/contrate") && response.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Consultar viabilidade" }).click();
  const step2 = await answered;
  await expect(page.getByRole("heading", { level: 1, name: "Escolha seu plano" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(step2.headers()["content-security-policy"]).not.toMatch(/googletagmanager|facebook/);
  await expect(page.locator("[data-consent-banner]")).toHaveCount(0);
  expect(foreign().slice(since)).toEqual([]);
  await context.close();
});

test("on a phone the banner is about 120 px and sits above the sticky sales bar (issue 68)", async ({
  browser,
}) => {
  const { context, page, foreign } = await visit(browser, 390);
  await page.goto("/planos/vitoria-es");
  await expect(banner(page)).toBeVisible();
  const bar = page.locator(".sticky-sales");
  await expect(bar).toBeVisible();
  const box = (await banner(page).boundingBox())!;
  const barBox = (await bar.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(130);
  // Never over the bar: the banner ends where the bar starts, and the bar's actions stay in reach
  // ('Contrate online' and 'Prefiro falar no WhatsApp' with online sales on).
  expect(box.y + box.height).toBeLessThanOrEqual(barBox.y + 1);
  for (const name of ["Contrate online", "Prefiro falar no WhatsApp"])
    await expect(bar.getByRole("link", { name, exact: true })).toBeInViewport();
  // The choices keep their equal weight, and nothing has loaded before one.
  for (const name of ["Aceitar", "Recusar", "Personalizar"])
    await expect(banner(page).getByRole("button", { name, exact: true })).toBeVisible();
  expect(foreign()).toEqual([]);
  expect(await axeViolations(page, "cookie banner on a phone", { include: "[data-consent-banner]" })).toEqual(
    [],
  );
  await context.close();
});
