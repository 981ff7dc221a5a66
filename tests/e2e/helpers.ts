import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import { measurePage } from "../../scripts/check-bundles";

/**
 * Opens a page and waits until React has hydrated it and its deferred parts (decision 0039): clicks
 * before that would be lost.
 */
export async function open(page: Page, url: string) {
  const response = await page.goto(url);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.locator("html")).not.toHaveAttribute("data-parts-loading");
  return response;
}

/**
 * Brings a part of the page into view and waits for its island to hydrate: a `client:visible` island does
 * once it is seen, and a press before that meets the server's HTML (a form's own page, a still demo).
 */
export async function scrollToIsland(part: Locator) {
  await part.scrollIntoViewIfNeeded();
  await expect(part.locator("xpath=ancestor::astro-island[1]")).not.toHaveAttribute("ssr");
}

/** Holds the page's scripts until `release` is called: what the visitor does first meets the server's HTML. */
export async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** An accordion's question (components/ui/accordion.tsx): a native disclosure's summary. */
export const question = (scope: Page | Locator, name: string | RegExp) =>
  scope.locator("summary").filter({ hasText: name });

/** Whether the disclosure of a question (its `<details>`) is open. */
export async function expectAnswerOpen(summary: Locator, open: boolean) {
  const details = summary.locator("xpath=..");
  if (open) await expect(details).toHaveAttribute("open", "");
  else await expect(details).not.toHaveAttribute("open");
}

export const cityDialog = (page: Page) => page.getByRole("dialog", { name: "Escolha sua cidade" });

/** '1.299,90' on a card's price line, as a number. */
export async function cardPrices(cards: Locator): Promise<number[]> {
  const texts = await cards.getByTestId("plan-price").allInnerTexts();
  return texts.map((text) => {
    const match = text.replace(/\s/g, "").match(/R\$([\d.]+),(\d{2})/);
    if (!match) throw new Error(`no price in ${JSON.stringify(text)}`);
    return Number(`${match[1]!.replaceAll(".", "")}.${match[2]}`);
  });
}

export async function chooseCity(page: Page, name: string) {
  const dialog = cityDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: new RegExp(`^${name} - `) }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Chooses the visit's city as a visitor does from any page of islands: the header's city link ('Sua
 * cidade: …', in the menu on a phone) opens the city window, where the city is picked by its name.
 */
export async function pickCityInHeader(page: Page, name: string) {
  const links = page.getByRole("link", { name: /^Sua cidade:/ });
  if (!(await links.first().isVisible())) await page.locator("summary").filter({ hasText: "Menu" }).click();
  await links.filter({ visible: true }).first().click();
  await chooseCity(page, name);
}

/**
 * Picks a city in the window the header's city link opens, without waiting for the window to close: it
 * waits on the page's plans of that city (the city button busy), and says so when they fail to load.
 */
export async function clickCityInHeader(page: Page, name: string) {
  const links = page.getByRole("link", { name: /^Sua cidade:/ });
  if (!(await links.first().isVisible())) await page.locator("summary").filter({ hasText: "Menu" }).click();
  await links.filter({ visible: true }).first().click();
  const dialog = cityDialog(page);
  await dialog.getByRole("button", { name: new RegExp(`^${name} - `) }).click();
  return dialog;
}

/** The city the header names ('Escolher cidade' while none is chosen). */
export const headerCity = (page: Page) => page.locator("[data-city-label]").first();

export const ascending = (values: number[]) => values.every((value, i) => i === 0 || values[i - 1]! <= value);

/**
 * Resolves once the page has handled an event of this type and painted twice since: by then a listener's
 * state change has rendered. A test that asserts something did not happen pairs this with a check that
 * the same wait is long enough for it to happen when it should.
 */
export async function armEventSettled(page: Page, type: "scroll" | "wheel") {
  // Wrapped in an object: a promise returned bare would be awaited here, before the event is sent.
  const handle = await page.evaluateHandle(
    (type) => ({
      settled: new Promise<void>((resolve) => {
        window.addEventListener(
          type,
          () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
          { once: true, passive: true },
        );
      }),
    }),
    type,
  );
  return () => handle.evaluate((armed) => armed.settled);
}

/** A company's proposal request as a visitor types it in /empresas' form, by the fields' labels. */
export const BUSINESS_REQUEST = {
  CNPJ: "11.222.333/0001-81",
  "Nome da empresa": "Marmoraria Pedra Azul",
  "Seu nome": "Renata Quintão",
  Telefone: "(27) 9 9701-2345",
  "E-mail": "renata@pedraazul.com.br",
  Cidade: "Cachoeiro de Itapemirim",
};

/**
 * Brings a part of a page into view, as a visitor scrolling to it, and waits until the island that holds it
 * has hydrated: an island placed `client:visible` loads only then, and a tap before it meets the server's
 * HTML (a plain form's button opens the form's own page).
 */
export async function expectIslandHydrated(part: Locator) {
  await part.scrollIntoViewIfNeeded();
  const island = part.locator("xpath=ancestor-or-self::astro-island[1]");
  await expect(island).toHaveCount(1);
  await expect(island).not.toHaveAttribute("ssr");
}

/** Collects the paths of the script files the page fetches from now on. */
export function recordScripts(page: Page) {
  const scripts = new Set<string>();
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.add(new URL(request.url()).pathname);
  });
  return scripts;
}

/**
 * The page open is a text page (docs/public-site.md): no island, and the script files it fetched (`recordScripts`)
 * are exactly those the budget check counts for it (the layout's and the page's own, 15 KB at most).
 */
export async function expectTextPage(page: Page, scripts: ReadonlySet<string>) {
  await expect(page.locator("astro-island")).toHaveCount(0);
  const { pathname, search } = new URL(page.url());
  const html = await (await page.request.get(pathname + search)).text();
  const counted = await measurePage(pathname, html, path.resolve("build/site/client"));
  expect(counted.islands).toBe(0);
  expect([...scripts].sort()).toEqual(counted.files.map((file) => file.url).sort());
}
