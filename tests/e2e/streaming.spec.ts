import { expect, type Page, test } from "@playwright/test";
import { findCatalogueEntry } from "../../src/domain";
import { DEMO_PLANS } from "../../src/server/db/seed-data";
import { open, pickCityInHeader } from "./helpers";

const SERVICE_IDS = [
  "netflix",
  "disney",
  "prime-video",
  "max",
  "globoplay",
  "paramount",
  "apple-tv",
  "pluto-tv",
  "claro-tv",
  "telecine",
  "looke",
  "premiere",
  "hbo-max",
  "spotify",
  "youtube-premium",
  "deezer",
  "crunchyroll",
  "funimation",
  "discovery",
  "star-plus",
];

test("the catalogue leads with the services the plans include, then the rest, each linking to a page that answers", async ({
  page,
  request,
}) => {
  await open(page, "/streamings");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  // The first figure is counted: the 7 services the demo's plans include.
  for (const figure of ["7 serviços", "HD/4K", "24/7"])
    await expect(page.getByText(figure, { exact: true })).toBeVisible();

  const cards = page.getByTestId("streaming-card");
  await expect(cards).toHaveCount(20);
  // The services the demo's plans name come first, in catalogue order; then every other one.
  const included = new Set(
    DEMO_PLANS.flatMap((plan) => plan.streamings ?? []).map((name) => findCatalogueEntry(name)!.id),
  );
  const ordered = [
    ...SERVICE_IDS.filter((id) => included.has(id)),
    ...SERVICE_IDS.filter((id) => !included.has(id)),
  ];
  const inPlans = page
    .getByRole("region", { name: "Incluídos nos nossos planos" })
    .getByTestId("streaming-card");
  await expect(inPlans).toHaveCount(included.size);
  await expect(
    page.getByRole("region", { name: "Outros serviços" }).getByTestId("streaming-card"),
  ).toHaveCount(20 - included.size);
  await expect(inPlans.filter({ hasText: "Netflix" })).toHaveCount(0);
  const hrefs: string[] = [];
  for (const card of await cards.all()) {
    await expect(card.getByRole("heading", { level: 4 })).not.toBeEmpty();
    await expect(card.getByRole("listitem")).toHaveCount(3);
    const href = await card.getByRole("link").getAttribute("href");
    hrefs.push(href!);
  }
  expect(hrefs).toEqual(ordered.map((id) => `/streaming/${id}`));
  for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200);

  await expect(page.getByRole("heading", { name: "Como acessar seus streamings" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ver combos" })).toHaveAttribute("href", "/combos");
});

test("a service logo that fails to load becomes the play icon", async ({ page }) => {
  await page.route("**/images/streaming/netflix.svg", (route) => route.abort());
  await open(page, "/streamings");
  const netflix = page.getByTestId("streaming-card").filter({ hasText: "Netflix" });
  const disney = page.getByTestId("streaming-card").filter({ hasText: "Disney+" });
  await netflix.scrollIntoViewIfNeeded();
  await expect(netflix.getByTestId("streaming-logo-fallback")).toBeVisible();
  await expect(netflix.locator("img")).toBeHidden();
  await expect(disney.locator("img")).toHaveJSProperty("naturalWidth", 48);
  await expect(disney.locator("img")).toBeVisible();
  await expect(disney.getByTestId("streaming-logo-fallback")).toBeHidden();
});

const currentSlide = (page: Page) => page.locator('[aria-roledescription="slide"][aria-hidden="false"]');

test("a guide's banner carousel stops at the ends and plays every 5 seconds", async ({ page }) => {
  await page.clock.install({ time: new Date("2026-01-05T10:00:00Z") });
  // Time stands still unless the test moves it (a minute on: pausing may not go back in time, and a busy
  // machine may take over a second between the two calls).
  await page.clock.pauseAt(new Date("2026-01-05T10:01:00Z"));
  await open(page, "/streaming/looke");
  const carousel = page.getByRole("region", { name: "Destaques: Looke" });
  await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(3);
  const previous = carousel.getByRole("button", { name: "Slide anterior" });
  const next = carousel.getByRole("button", { name: "Próximo slide" });

  await expect(currentSlide(page)).toContainText("Looke no seu plano");
  await expect(previous).toBeDisabled();
  await next.click();
  await expect(currentSlide(page)).toContainText("Cinema nacional na Looke");
  await expect(previous).toBeEnabled();
  await next.click();
  await expect(currentSlide(page)).toContainText("Diversão para as crianças");
  await expect(next).toBeDisabled();
  await previous.click();
  await expect(currentSlide(page)).toContainText("Cinema nacional na Looke");

  await carousel.getByRole("button", { name: "Ir para o slide 1 de 3" }).click();
  await expect(currentSlide(page)).toContainText("Looke no seu plano");
  await expect(carousel.getByRole("button", { name: "Ir para o slide 1 de 3" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  // A dot click holds autoplay 5 s more, then it moves on every 5 s.
  await page.clock.runFor(9_000);
  await expect(currentSlide(page)).toContainText("Looke no seu plano");
  await page.clock.runFor(1_500);
  await expect(currentSlide(page)).toContainText("Cinema nacional na Looke");
  await page.clock.runFor(5_000);
  await expect(currentSlide(page)).toContainText("Diversão para as crianças");
});

test("a guide without banners shows no carousel; one banner shows no arrows", async ({ page }) => {
  await open(page, "/streaming/globoplay");
  await expect(page.getByRole("heading", { level: 1, name: "Como ativar o Globoplay" })).toBeVisible();
  await expect(page.locator('[aria-roledescription="carrossel"]')).toHaveCount(0);

  await open(page, "/streaming/max");
  await expect(page.getByText("Max no seu plano")).toBeVisible();
  await expect(page.getByRole("button", { name: "Próximo slide" })).toHaveCount(0);
});

test("each guide has the spec's number of steps", async ({ page }) => {
  const expected = { looke: 4, max: 5, telecine: 3, globoplay: 4, premiere: 3 };
  for (const [id, steps] of Object.entries(expected)) {
    await page.goto(`/streaming/${id}`);
    await expect(page.getByTestId("guide-steps").getByRole("listitem"), id).toHaveCount(steps);
  }
  await page.goto("/streaming/looke");
  await expect(page.getByText("Mais de 10.000 títulos", { exact: false }).first()).toBeVisible();
  const steps = page.getByTestId("guide-steps");
  await expect(steps.getByRole("heading", { name: "Passo 2: Escolha “Outros Parceiros”" })).toBeVisible();
  await expect(steps.getByRole("heading", { name: "Passo 3: Toque em “Ative sua conta!”" })).toBeVisible();
  await expect(steps.getByRole("listitem").nth(3)).toContainText("telefone e o CPF");
});

test("the Looke portal screens open enlarged in a dialog, by keyboard", async ({ page }) => {
  await open(page, "/streaming/looke");
  const triggers = page.getByRole("button", { name: /^Ampliar a imagem do passo/ });
  await expect(triggers).toHaveCount(9);
  const third = page.getByRole("button", {
    name: "Ampliar a imagem do passo 3: Selecione “Outros Parceiros”",
  });
  await third.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Passo 3: Selecione “Outros Parceiros”" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("img", { name: /Outros Parceiros destacada/ })).toBeVisible();
  // The focus stays inside while it is open.
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Fechar" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Fechar" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(third).toBeFocused();

  await page.keyboard.press("Space");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Fechar" }).press("Enter");
  await expect(dialog).toBeHidden();
});

test("a service without a guide has its own page, with combos and a chat about it", async ({ page }) => {
  await open(page, "/streaming/netflix");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Netflix");
  await expect(page.getByRole("heading", { name: "O que é a Netflix" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Como ter a Netflix com a / })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ver combos com streaming" })).toHaveAttribute(
    "href",
    "/combos",
  );
  const chat = page.getByRole("link", { name: /Quero a Netflix/ });
  await expect(chat).toHaveAttribute("target", "_blank");
  await expect(chat).toHaveAttribute("rel", "noopener noreferrer");
  const message = new URL((await chat.getAttribute("href"))!).searchParams.get("text");
  expect(message).toBe("Olá! Quero saber como ter a Netflix no meu plano de internet.");
  await expect(page).toHaveTitle(/^Netflix: como ter no seu plano \| /);

  // A text page (no island follows the city): the header's city link opens the coverage map, where a
  // city opens its plans.
  await page.getByRole("link", { name: "Sua cidade: Escolher cidade" }).click();
  await expect(page).toHaveURL(/\/mapa-cobertura$/);
  await page.getByRole("link", { name: "Serra - ES", exact: true }).click();
  await expect(page).toHaveURL(/\/planos\/serra-es$/);
});

test("a service's page opened after a city was chosen names it in its chat", async ({ page }) => {
  await open(page, "/combos");
  await pickCityInHeader(page, "Serra");
  await expect(page.getByText("Cidade alterada para Serra")).toBeVisible();
  await page.getByRole("link", { name: "Max: como ativar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Como ativar a Max" })).toBeVisible();
  const chat = page.getByRole("link", { name: /^Pedir ajuda pelo WhatsApp/ });
  // The page names the visit's city in the link once its script has read it.
  await expect
    .poll(async () => new URL((await chat.getAttribute("href"))!).searchParams.get("text"))
    .toBe("Olá! Preciso de ajuda para ativar a Max do meu plano. Moro em Serra - ES.");
});

test("the pages are in the server's HTML, and an unknown service is a 404", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/streamings");
  await expect(page.getByTestId("streaming-card")).toHaveCount(20);
  await page.goto("/streaming/looke");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Como ativar a Looke");
  await expect(page.getByText("Looke no seu plano")).toBeVisible();
  // The browser itself opens and closes an enlarged screen (invoker commands on a native dialog).
  await page.getByRole("button", { name: /^Ampliar a imagem do passo 1:/ }).click();
  const dialog = page.getByRole("dialog", { name: /^Passo 1:/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Fechar" }).click();
  await expect(dialog).toBeHidden();

  for (const path of ["/streaming/nao-existe", "/streaming/LOOKE", "/streaming/"]) {
    const response = await page.goto(path);
    expect(response!.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página não encontrada");
  }
  await context.close();
});
