import { expect, test } from "@playwright/test";
import { armEventSettled, ascending, cardPrices, chooseCity, cityDialog, open } from "./helpers";

test("the home page's layout and city list are in the server's HTML, before any script runs", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  const dialog = cityDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Vitória - ES" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Aimorés - MG" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ir para o conteúdo" }).first()).toBeAttached();
  await expect(page.getByRole("contentinfo")).toContainText("Quem somos");
  await expect(
    page.getByText("Para ver os planos disponíveis, selecione sua cidade no menu superior."),
  ).toBeVisible();
  await context.close();
});

test("a visitor picks a city in the modal and sees its plans by price, by type", async ({ page }) => {
  const plansRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/")) plansRequests.push(new URL(request.url()).pathname);
  });
  await open(page, "/");
  const dialog = cityDialog(page);
  await expect(dialog).toBeVisible();

  // It cannot be dismissed: neither Escape nor a click outside closes it.
  await page.keyboard.press("Escape");
  await page.mouse.click(8, 500);
  await expect(dialog).toBeVisible();

  const search = dialog.getByRole("searchbox", { name: "Buscar cidade" });
  await search.fill("VIT");
  await expect(dialog.getByRole("listitem")).toHaveCount(1);
  await expect(dialog.getByRole("button", { name: "Vitória - ES" })).toBeVisible();
  await search.fill("xyz");
  await expect(dialog.getByText('Nenhuma cidade encontrada com "xyz"')).toBeVisible();
  await search.fill("vitó");

  await chooseCity(page, "Vitória");
  // The modal closes only once the plans are there: those of 'Destaque', the default type (issue 59).
  const featured = page.getByRole("region", { name: "Lista de planos em destaque" });
  await expect(featured.getByTestId("plan-card").first()).toBeVisible();
  await expect(page.getByText("Cidade alterada para Vitória")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Planos para Vitória" })).toBeVisible();
  expect(plansRequests.filter((path) => path.startsWith("/api/"))).toEqual([
    expect.stringMatching(/^\/api\/cities\/\d+\/plans$/),
  ]);
  const types = page.getByRole("navigation", { name: "Tipo de plano" });
  await expect(types.getByRole("link", { name: "Destaque" })).toHaveAttribute("aria-current", "true");

  // Each type filters the city's plans in place, by ascending price, and the address says which.
  await types.getByRole("link", { name: "Internet" }).click();
  const internet = page.getByRole("region", { name: "Lista de planos de internet" });
  await expect(internet.getByTestId("plan-card").first()).toBeVisible();
  await expect(page).toHaveURL(/[?&]tipo=internet/);
  const internetPrices = await cardPrices(internet.getByTestId("plan-card"));
  expect(internetPrices.length).toBeGreaterThan(3);
  expect(ascending(internetPrices)).toBe(true);
  await expect(internet.getByText("MELHOR OFERTA").first()).toBeVisible();

  await types.getByRole("link", { name: "Combo" }).click();
  const combos = page.getByRole("region", { name: "Lista de combos" });
  const comboCards = combos.getByTestId("plan-card");
  await expect(comboCards.first()).toBeVisible();
  expect(ascending(await cardPrices(comboCards))).toBe(true);
  await expect(combos.getByRole("article", { name: "Combo 600 Mega + Câmera" })).toBeVisible();

  // The details dialog lists three streamings as included and the rest as limited apps.
  await types.getByRole("link", { name: "Internet" }).click();
  const giga = internet.getByRole("article", { name: "Fibra 1 Giga + 5 Câmeras" });
  await giga.getByRole("button", { name: "Ver detalhes" }).click();
  const details = page.getByRole("dialog", { name: "Fibra 1 Giga + 5 Câmeras" });
  await expect(details.getByRole("heading", { name: "Produtos inclusos" })).toBeVisible();
  await details.getByRole("button", { name: "Fechar" }).click();

  // Changing city from the header: the city window opens again, with the search typed before, which the
  // visitor replaces.
  await page.getByRole("link", { name: "Sua cidade: Vitória - ES" }).click();
  await expect(search).toHaveValue("vitó");
  await search.fill("aimo");
  await chooseCity(page, "Aimorés");
  await expect(page.getByRole("heading", { name: "Planos para Aimorés" })).toBeVisible();
  await expect(page.getByText("Cidade alterada para Aimorés")).toBeVisible();
});

test("the dark-mode toggle switches and remembers the theme", async ({ page }) => {
  await open(page, "/");
  await chooseCity(page, "Serra");
  await page.getByRole("button", { name: "Ativar modo escuro" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("darkMode"))).toBe("true");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.locator("html")).toHaveClass(/dark/);
  // The visit keeps its city through the reload (decision 0045): no modal over the switch.
  await expect(page.getByRole("heading", { name: "Planos para Serra" })).toBeVisible();
  await expect(cityDialog(page)).toHaveCount(0);
  await page.getByRole("button", { name: "Ativar modo claro" }).click();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("darkMode"))).toBe("false");
  // Chosen on a dark system, light stays light: the stylesheet follows the system only where no script chose.
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.locator("html")).toHaveClass(/light/);
  expect(
    await page.evaluate(() => getComputedStyle(document.body).backgroundColor.startsWith("oklch(0.99")),
  ).toBe(true);
});

test("an unknown address shows the not-found page with a way home", async ({ page }) => {
  const response = await open(page, "/pagina-que-nao-existe");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
  await page.getByRole("link", { name: "Voltar para a página inicial" }).click();
  await expect(cityDialog(page)).toBeVisible();
});

test("on a phone, keyboard users get the skip links and reach the content", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  // A page of the same layout that does not ask for a city, so nothing traps the focus.
  await open(page, "/pagina-que-nao-existe");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Ir para o conteúdo" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  const toMenu = page.getByRole("link", { name: "Ir para o menu" });
  await expect(toMenu).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  // 'Minha conta' is drawn before the menu in the phone's bar, so it is the first stop.
  await expect(page.getByRole("link", { name: "Minha conta" }).first()).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.locator("summary").filter({ hasText: "Menu" })).toBeFocused();
  await context.close();
});

test("the plan details keep the focus inside, hold the page still and close on a click beside them", async ({
  page,
}) => {
  await page.clock.install();
  await open(page, "/");
  await chooseCity(page, "Vitória");
  // The 'Cidade alterada' notice leaves the header 3 seconds later, and the browser then scrolls the page
  // by its height to keep the content in place: let it go first, so the page holds still for this test.
  await page.clock.runFor(3_000);
  await expect(page.getByText("Cidade alterada para Vitória")).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 200));
  const trigger = page.getByRole("button", { name: /^Ver detalhes/ }).first();
  await trigger.click();
  const details = page.getByRole("dialog");
  await expect(details).toBeVisible();
  // Where the page stands once the dialog is open (the click may have scrolled the button into view).
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);

  // The page behind does not scroll under the wheel (the same wheel scrolls it once the dialog is closed,
  // below: the wait is long enough for a scroll to show).
  await page.mouse.move(8, 400);
  let wheeled = await armEventSettled(page, "wheel");
  await page.mouse.wheel(0, 600);
  await wheeled();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  // Tab past the last control comes back to the first, and Shift+Tab the other way.
  const stops = await details.evaluate(
    (dialog) => dialog.querySelectorAll("a[href], button:not([disabled]), input, select, textarea").length,
  );
  for (let i = 0; i < stops + 1; i++) await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(true);
  for (let i = 0; i < stops + 1; i++) await page.keyboard.press("Shift+Tab");
  expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(true);

  // A click on the backdrop closes it and gives the focus back to the button that opened it.
  await page.mouse.click(4, 500);
  await expect(details).toBeHidden();
  await expect(trigger).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  wheeled = await armEventSettled(page, "wheel");
  await page.mouse.wheel(0, 600);
  await wheeled();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled);
});
