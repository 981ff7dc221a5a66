import type { Locator } from "@playwright/test";
import { DEMO_CITIES } from "../../src/server/db/demo-cities";
import { expect, test, visitor } from "./fixtures";
import { chooseCity, cityDialog, expectTextPage, headerCity, open, recordScripts } from "./helpers";

// Issue 20's public points: the CEP and 'Minha cidade não está na lista' in the city modal, the plans in
// view on a phone once a city is chosen, the swipeable plan lists, the floating WhatsApp button, the city
// a city page sets for the visit, the header's touch targets and the footer's folds.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** A real CEP of a demo city: the first of its first range, as a visitor types it ('29100-001'). */
function cepOf(name: string): string {
  const city = DEMO_CITIES.find(([cityName]) => cityName === name);
  if (!city) throw new Error(`no demo city ${name}`);
  const digits = String(city[3][0]![0]).padStart(8, "0");
  return `${digits.slice(0, 5)}-${digits.slice(5)}`;
}

const inViewport = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return (
      box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth
    );
  });

type Box = { x: number; y: number; width: number; height: number } | null;
const overlap = (a: Box, b: Box) =>
  !!a && !!b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe("the city modal's CEP", () => {
  test("a covered city's CEP chooses it, and a phone then shows the first plan's name and price", async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await visitor(browser, baseURL!);
    await open(page, "/");
    const dialog = cityDialog(page);
    await dialog.getByLabel("Digite seu CEP").fill(cepOf("Vila Velha"));
    await dialog.getByRole("button", { name: "Buscar", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(headerCity(page)).toHaveText("Vila Velha - ES");

    const heading = page.getByRole("heading", { name: "Planos para Vila Velha" });
    await expect(heading).toBeFocused();
    const first = page
      .getByRole("region", { name: "Lista de planos em destaque" })
      .getByTestId("plan-card")
      .first();
    await expect.poll(() => inViewport(first.getByRole("heading", { level: 3 }))).toBe(true);
    await expect.poll(() => inViewport(first.getByTestId("plan-price"))).toBe(true);
    await context.close();
  });

  test("a CEP that is not 8 digits is refused in words, and one no city covers opens 'Avise-me quando chegar' over the modal", async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await visitor(browser, baseURL!);
    await open(page, "/");
    const dialog = cityDialog(page);
    const cep = dialog.getByLabel("Digite seu CEP");
    await cep.fill("2910-00");
    await cep.press("Enter");
    await expect(dialog.getByRole("alert")).toHaveText("Digite os 8 números do CEP.");
    await expect(cep).toHaveAttribute("aria-invalid", "true");
    await expect(cep).toHaveAccessibleDescription("Digite os 8 números do CEP.");

    // Avenida Paulista, São Paulo: a real CEP the demo provider does not serve.
    await cep.fill("01310-100");
    await dialog.getByRole("button", { name: "Buscar", exact: true }).click();
    const lead = page.getByRole("dialog", { name: "Avise-me quando chegar" });
    await expect(lead).toBeVisible();
    await expect(lead.getByLabel("CEP", { exact: true })).toHaveValue("01310-100");
    await expect(dialog.getByRole("alert")).toHaveCount(0);

    // Closed, it hands the visitor back to the city modal, which still cannot be dismissed.
    await lead.getByRole("button", { name: "Fechar" }).click();
    await expect(lead).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Buscar", exact: true })).toBeFocused();
    await context.close();
  });
});

test("'Minha cidade não está na lista' takes a lead from the modal and returns to it", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await visitor(browser, baseURL!);
  await open(page, "/");
  const dialog = cityDialog(page);
  // The name search's empty state offers it too, with the typed name.
  await dialog.getByRole("searchbox", { name: "Buscar cidade" }).fill("Campinas");
  await expect(dialog.getByText('Nenhuma cidade encontrada com "Campinas"')).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Avise-me quando chegar" })).toBeVisible();
  await dialog.getByRole("searchbox", { name: "Buscar cidade" }).fill("");
  await expect(dialog.getByRole("button", { name: "Avise-me quando chegar" })).toHaveCount(0);

  await dialog.getByRole("button", { name: "Minha cidade não está na lista" }).click();
  const lead = page.getByRole("dialog", { name: "Avise-me quando chegar" });
  await expect(lead).toBeVisible();
  await lead.getByLabel("Seu nome", { exact: true }).fill("Iracema Tavares");
  await lead.getByLabel("WhatsApp ou telefone", { exact: true }).fill("(19) 9 9876-5432");
  await lead.getByLabel("Cidade", { exact: true }).fill("Campinas");
  await lead.getByLabel("UF", { exact: true }).selectOption("SP");
  await lead.getByRole("checkbox", { name: /Quero ser avisado/ }).check();
  await lead.getByRole("button", { name: "Quero ser avisado" }).click();
  await expect(lead.getByRole("heading", { name: "Recebemos seu contato" })).toBeFocused();
  await expect(lead).toContainText("Assim que a nossa internet chegar a Campinas - SP, avisamos você");
  // 'Ver o site' is the other way out (city-modal-and-cards.spec.ts); this one returns to the list.
  await lead.getByRole("button", { name: "Escolher outra cidade" }).click();
  await expect(lead).toBeHidden();
  await expect(dialog).toBeVisible();
  await context.close();
});

test("a city page sets the city for the rest of the visit: top bar, home page plans and the WhatsApp message", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await visitor(browser, baseURL!, DESKTOP);
  const scripts = recordScripts(page);
  await open(page, "/planos/serra-es");
  // A city's page is a text page (docs/public-site.md); its HTML names the city in the header and the chat.
  await expectTextPage(page, scripts);
  await expect(headerCity(page)).toHaveText("Serra - ES");
  const chat = page.getByRole("link", { name: "Falar com vendas pelo WhatsApp" });
  await expect(chat).toHaveAttribute("href", /internet%20fibra%20em%20Serra%20-%20ES/);

  // The home page (the logo; a page load, decision 0045) shows Serra's plans without asking again: the
  // visit kept the city of the page it opened.
  await page.getByRole("banner").locator('a[href="/"]').first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Planos para Serra" })).toBeVisible();
  await expect(cityDialog(page)).toHaveCount(0);
  await expect(chat).toHaveAttribute("href", /conhecer%20os%20planos%20de%20internet%20em%20Serra%20-%20ES/);

  // A text page names it too, from the visit's storage (the layout's script).
  await open(page, "/faq");
  await expect(headerCity(page)).toHaveText("Serra - ES");
  await expect(chat).toHaveAttribute("href", /conhecer%20os%20planos%20de%20internet%20em%20Serra%20-%20ES/);
  await context.close();
});

// A page that sells has, on a phone, a bar across the bottom in place of the floating button ('Assinar pelo
// WhatsApp' for business plans, which stay with sales: decision 0080); a desktop keeps the button.
for (const [name, viewport, action] of [
  ["phone's sticky bar", PHONE, "Assinar pelo WhatsApp"],
  ["desktop's floating button", DESKTOP, "Falar com vendas pelo WhatsApp"],
] as const) {
  test(`the ${name} names the page's product and never covers the footer's last links`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await visitor(browser, baseURL!, viewport);
    await open(page, "/empresas");
    const chat = page.getByRole("link", { name: action, exact: true });
    await expect(chat).toBeVisible();
    // One way to the sales chat in view at a time.
    const other =
      action === "Assinar pelo WhatsApp" ? "Falar com vendas pelo WhatsApp" : "Assinar pelo WhatsApp";
    await expect(page.getByRole("link", { name: other, exact: true })).toBeHidden();
    const href = new URL((await chat.getAttribute("href"))!);
    expect(href.host).toBe("wa.me");
    expect(href.searchParams.get("text")).toBe("Olá! Quero saber mais sobre internet para a minha empresa.");
    const box = await chat.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(box!.height).toBeGreaterThanOrEqual(44);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = page.getByRole("contentinfo");
    const last = footer.getByRole("link", { name: "Cookies", exact: true });
    await expect(last).toBeInViewport();
    await expect(chat).toBeInViewport();
    for (const link of [last, footer.getByRole("link", { name: "Privacidade", exact: true })])
      expect(overlap(await link.boundingBox(), await chat.boundingBox())).toBe(false);
    // The link to the offers and their labels is on every page (its pages come with issue 19's /ofertas).
    await expect(footer.getByRole("link", { name: "Ofertas e etiquetas" })).toHaveAttribute(
      "href",
      "/ofertas",
    );
    await context.close();
  });
}

test("the phone's sticky 'Contrate online' bar hides while a dialog is open", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await visitor(browser, baseURL!);
  await open(page, "/");
  await expect(cityDialog(page)).toBeVisible();
  // Online sales are on (the seed's default): 'Contrate online' leads, the chat is the second button.
  const signUp = page.getByRole("link", { name: "Contrate online", exact: true, includeHidden: true }).last();
  const chat = page
    .getByRole("link", { name: "Prefiro falar no WhatsApp", exact: true, includeHidden: true })
    .last();
  await expect(signUp).toBeHidden();
  await expect(chat).toBeHidden();
  await chooseCity(page, "Vitória");
  await expect(signUp).toBeVisible();
  await expect(chat).toBeVisible();
  expect(new URL((await chat.getAttribute("href"))!).host).toBe("wa.me");
  await context.close();
});

test("on a phone a plan list is a row to swipe, scrolled by keyboard and walked card by card with Tab", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await visitor(browser, baseURL!);
  await open(page, "/planos/vitoria-es");
  const region = page.getByRole("region", { name: "Lista de planos de internet em Vitória" });
  const cards = region.locator(":scope > ul > li");
  expect(await cards.count()).toBeGreaterThan(2);
  // One row: the second card starts to the right of the first, and peeks in at the edge.
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(second!.y).toBe(first!.y);
  expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
  expect(second!.x).toBeLessThan(PHONE.width);

  const scrollLeft = () => region.evaluate((element) => element.scrollLeft);
  await region.focus();
  await expect(region).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect.poll(scrollLeft).toBeGreaterThan(0);

  // Tab goes through the first card's buttons into the second card, which scrolls into view.
  await region.evaluate((element) => element.scrollTo({ left: 0 }));
  const inSecond = () => cards.nth(1).evaluate((item) => item.contains(document.activeElement));
  for (let i = 0; i < 8 && !(await inSecond()); i++) await page.keyboard.press("Tab");
  expect(await inSecond()).toBe(true);
  await expect.poll(scrollLeft).toBeGreaterThan(0);
  await expect(page.locator(":focus")).toBeInViewport({ ratio: 1 });
  await context.close();
});

test("on a desktop the plan lists stay a grid, with no Tab stop of their own", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await visitor(browser, baseURL!, DESKTOP);
  await open(page, "/planos/vitoria-es");
  const region = page.getByRole("region", { name: "Lista de planos de internet em Vitória" });
  const cards = region.locator(":scope > ul > li");
  const [first, fifth] = [await cards.nth(0).boundingBox(), await cards.nth(4).boundingBox()];
  expect(fifth!.y).toBeGreaterThan(first!.y + first!.height - 1);
  expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  // Nothing to scroll, so no Tab stop before the cards' buttons (the server's HTML has one, for phones).
  await expect(region).not.toHaveAttribute("tabindex");
  await context.close();
});

test("at 390 px the header is one bar of at most 64 px, and every control in it and in its menu is at least 44 × 44 px", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await visitor(browser, baseURL!);
  await open(page, "/quem-somos");
  const banner = page.getByRole("banner");
  expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(64);
  const menu = banner.locator("summary").filter({ hasText: "Menu" });
  await expect(menu).toBeVisible();
  await menu.click();
  await expect(banner.getByRole("link", { name: /^Sua cidade:/ })).toBeVisible();
  const sizes = await banner.evaluate((header) =>
    [...header.querySelectorAll<HTMLElement>("a[href], button, select, input, summary")]
      .filter((control) => control.checkVisibility() && !control.closest(".sr-only"))
      .map((control) => {
        const box = control.getBoundingClientRect();
        return {
          control: control.getAttribute("aria-label") ?? control.textContent?.trim(),
          w: box.width,
          h: box.height,
        };
      }),
  );
  expect(sizes.length).toBeGreaterThan(4);
  expect(sizes.filter(({ w, h }) => w < 44 || h < 44)).toEqual([]);
  await context.close();
});

test("the footer: who sells and where to complain, folded link groups on a phone, open on a desktop", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await visitor(browser, baseURL!);
  await open(page, "/quem-somos");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText("CNPJ 11.222.333/0001-81");
  await expect(footer.getByRole("definition").filter({ hasText: "0800 000 0000" })).toBeVisible();
  await expect(footer.getByRole("link", { name: "ouvidoria@redeipe.example" })).toHaveAttribute(
    "href",
    "mailto:ouvidoria@redeipe.example",
  );
  await expect(footer.getByRole("link", { name: "1331" })).toHaveAttribute("href", "tel:1331");
  await expect(footer.getByRole("link", { name: /Google Play/ })).toHaveAttribute(
    "href",
    /play\.google\.com/,
  );
  await expect(footer.getByRole("link", { name: /Instagram/ })).toBeVisible();

  const quemSomos = footer.getByRole("link", { name: "Quem somos" });
  await expect(quemSomos).toBeHidden();
  await footer.locator("summary", { hasText: "Institucional" }).click();
  await expect(quemSomos).toBeVisible();

  await page.setViewportSize(DESKTOP);
  await page.reload();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Quem somos" })).toBeVisible();
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "Perguntas frequentes" }),
  ).toBeVisible();
  await context.close();
});
