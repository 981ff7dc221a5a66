import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { cityDialog } from "./helpers";

// The city modal without scripts (issue 39, points 1 and 3; decision 0034): with JavaScript off, or before
// a slow connection has brought the scripts, a city button and the CEP search still open the city's page
// (GET /escolher-cidade answers with a redirect), and a CEP that leads to no city lands on the coverage
// map saying why.

const PHONE = { width: 390, height: 844 };

async function noScripts(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  return { context, page: await context.newPage() };
}

async function searchCep(page: Page, cep: string) {
  await page.goto("/");
  const dialog = cityDialog(page);
  await dialog.getByLabel("Digite seu CEP").fill(cep);
  await dialog.getByRole("button", { name: "Buscar", exact: true }).click();
}

test("with scripts off, a city in the modal opens its page with its plans", async ({ browser }) => {
  const { context, page } = await noScripts(browser);
  await page.goto("/");
  await cityDialog(page)
    .getByRole("button", { name: /^Vitória - ES/ })
    .click();
  await expect(page).toHaveURL(/\/planos\/vitoria-es$/);
  await expect(page.getByRole("heading", { level: 1, name: "Internet fibra em Vitória - ES" })).toBeVisible();
  expect(await page.getByTestId("offer-card").count()).toBeGreaterThan(0);
  await context.close();
});

test("with scripts off, a CEP opens its city's page, or the coverage map saying why it could not", async ({
  browser,
}) => {
  const { context, page } = await noScripts(browser);
  await searchCep(page, "29050-555");
  await expect(page).toHaveURL(/\/planos\/vitoria-es$/);
  await expect(page.getByRole("heading", { level: 1, name: "Internet fibra em Vitória - ES" })).toBeVisible();

  await searchCep(page, "13035-680");
  await expect(page).toHaveURL(/\/mapa-cobertura\?cep=fora$/);
  const uncovered = page.getByRole("alert");
  await expect(uncovered).toContainText("Ainda não chegamos ao CEP que você digitou.");
  await expect(uncovered.getByRole("link", { name: "fale com a gente pelo WhatsApp" })).toHaveAttribute(
    "href",
    "/chat",
  );
  // The served cities are links to their pages, which work without scripts.
  await expect(page.getByRole("link", { name: /^Vitória/ }).first()).toHaveAttribute(
    "href",
    "/planos/vitoria-es",
  );

  await searchCep(page, "2905");
  await expect(page).toHaveURL(/\/mapa-cobertura\?cep=invalido$/);
  await expect(page.getByRole("alert")).toContainText("CEP inválido: digite os 8 números (ex.: 29000-000).");
  await context.close();
});

test("a city tapped before the scripts arrive opens its page instead of being lost", async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  // Scripts that never arrive, as on a connection that dropped them: what the visitor taps meets the HTML.
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto("/", { waitUntil: "commit" });
  await cityDialog(page)
    .getByRole("button", { name: /^Serra - ES/ })
    .click();
  await expect(page).toHaveURL(/\/planos\/serra-es$/);
  await expect(page.getByRole("heading", { level: 1, name: "Internet fibra em Serra - ES" })).toBeVisible();
  await context.close();
});
