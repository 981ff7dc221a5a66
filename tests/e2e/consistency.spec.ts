import type { Page } from "@playwright/test";
import { expect, test, visitor } from "./fixtures";
import { open } from "./helpers";

// Issue 34, point 5: what the site claims agrees with the catalogue and the settings, on a phone and on a
// desktop. The tests that write (settings, a streaming logo) put back what they change, and change
// nothing another spec reads.

const VIEWPORTS = [
  { label: "phone", viewport: { width: 390, height: 844 } },
  { label: "desktop", viewport: { width: 1440, height: 900 } },
];

const brl = (value: number) => `R$ ${value.toFixed(2).replace(".", ",")}`;

/**
 * The regular monthly prices of the current offers of one kind ('Residencial' or 'Empresarial') that the
 * public repository lists: each entry's last 'R$ …/mês' (a promotion reads '… depois R$ 99,90/mês').
 */
async function currentPrices(page: Page, kind: "Residencial" | "Empresarial") {
  await open(page, "/ofertas");
  const entries = page
    .getByTestId("ofertas-vigentes")
    .getByTestId("offer-entry")
    .filter({ has: page.getByText(kind, { exact: true }) });
  const prices = (await entries.allInnerTexts()).map((text) => {
    const all = [...text.matchAll(/R\$\s?([\d.]+,\d{2})\/mês/g)];
    return Number(all.at(-1)![1]!.replace(".", "").replace(",", "."));
  });
  expect(prices.length, kind).toBeGreaterThan(0);
  return prices;
}

for (const { label, viewport } of VIEWPORTS) {
  test.describe(`on a ${label}`, () => {
    test("the home figures: cities counted from the catalogue, the clients claim from the settings, no channels figure", async ({
      browser,
      baseURL,
    }) => {
      // The strip is server HTML under the city modal of a first visit: read as it first paints.
      const context = await browser.newContext({ baseURL, viewport, javaScriptEnabled: false });
      const page = await context.newPage();
      const cities = (await (await page.request.get("/api/cities")).json()) as { cities: unknown[] };
      await page.goto("/");
      const figures = page.getByRole("region", { name: "Números" });
      await figures.scrollIntoViewIfNeeded();
      await expect(figures).toBeVisible();
      await expect(figures.getByRole("definition")).toHaveText(["40 mil+", String(cities.cities.length)]);
      await expect(figures.getByRole("term")).toHaveText(["clientes conectados", "cidades com cobertura"]);
      await expect(figures).not.toContainText(/canais|1M\+|150\+/);
      await context.close();
    });

    test("/parceiros offers only what the catalogue sells, each from its cheapest plan", async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await visitor(browser, baseURL!, viewport);
      // The repository of offers lists every plan on sale with its regular price: the cheapest residential
      // one is where 'Internet fibra' starts, the cheapest business one where 'Planos empresariais' does.
      const residential = await currentPrices(page, "Residencial");
      const business = await currentPrices(page, "Empresarial");

      await open(page, "/parceiros");
      const services = page.getByRole("region", { name: "Serviços para oferecer" });
      await services.scrollIntoViewIfNeeded();
      await expect(services.getByRole("heading", { level: 3 })).toHaveText([
        "Internet fibra",
        "Internet com streaming",
        "Internet com câmeras",
        "Planos empresariais",
      ]);
      const cards = page.getByTestId("partner-price");
      await expect(cards.first()).toHaveText(`a partir de ${brl(Math.min(...residential))}/mês`);
      await expect(cards.last()).toHaveText(`a partir de ${brl(Math.min(...business))}/mês`);
      // The demo sells neither mobile nor pay TV.
      await expect(page.getByRole("main")).not.toContainText(/\bmóvel\b|\bTV\b/i);
      await expect(services.getByRole("link", { name: "Ver todas as ofertas" })).toHaveAttribute(
        "href",
        "/ofertas",
      );
      await context.close();
    });

    test("a missing page and an unserved city's page are headed in Portuguese", async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await visitor(browser, baseURL!, viewport);
      for (const path of ["/pagina-que-nao-existe", "/planos/campinas-sp"]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        const heading = page.getByRole("heading", { level: 1, name: "Página não encontrada" });
        await expect(heading, path).toBeVisible();
        await expect(heading, path).not.toHaveAttribute("lang", "en");
        await expect(page.getByText("Oops")).toHaveCount(0);
      }
      await context.close();
    });

    test("/streamings counts the services the plans include and shows logos, not letters in circles", async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await visitor(browser, baseURL!, viewport);
      await open(page, "/streamings");
      const included = page.getByRole("region", { name: "Incluídos nos nossos planos" });
      const count = await included.getByTestId("streaming-card").count();
      expect(count).toBeGreaterThan(0);
      await expect(page.getByText(`${count} serviços`, { exact: true })).toBeVisible();
      await expect(page.getByText("5+ serviços")).toHaveCount(0);

      const logos = page.getByTestId("streaming-card").locator("img");
      await expect(logos).toHaveCount(20);
      await expect(page.getByTestId("streaming-logo-fallback").filter({ visible: true })).toHaveCount(0);
      const first = logos.first();
      await first.scrollIntoViewIfNeeded();
      // Loaded, and a rounded tile: a circle's radius would be half its width.
      await expect
        .poll(() => first.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      const radius = await first.evaluate((image) =>
        Number.parseFloat(getComputedStyle(image).borderTopLeftRadius),
      );
      const width = (await first.boundingBox())!.width;
      expect(radius).toBeLessThan(width / 2 - 1);
      await context.close();
    });

    test("the footer links the company's Reclame Aqui page and Google reviews", async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await visitor(browser, baseURL!, viewport);
      await open(page, "/quem-somos");
      const reputation = page.getByRole("contentinfo").getByRole("navigation", { name: "Reputação" });
      await reputation.scrollIntoViewIfNeeded();
      for (const [name, host] of [
        [/Reclame Aqui/, "www.reclameaqui.com.br"],
        [/Avaliações no Google/, "g.page"],
      ] as const) {
        const link = reputation.getByRole("link", { name });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute("target", "_blank");
        expect(new URL((await link.getAttribute("href"))!).hostname).toBe(host);
        // A touch target, as every link of the footer.
        expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      }
      await context.close();
    });
  });
}

test("Configurações: a Reputação link is refused off its site, shown in the footer when set and hidden when emptied", async ({
  staffPage: page,
  adminApi,
  browser,
  baseURL,
}) => {
  const { settings: before } = await adminApi.get<{
    settings: { reclameAquiUrl: string; googleReviewsUrl: string };
  }>("/site-settings");
  const toast = (text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
  const save = () => page.getByRole("button", { name: "Salvar configurações" }).click();
  await open(page, "/intranet/configuracoes");
  // The cities figure is counted, so there is no field to type it in.
  await expect(page.getByLabel("Número de cidades")).toHaveCount(0);

  const google = page.getByLabel("Avaliações no Google");
  const reclameAqui = page.getByLabel("Página no Reclame Aqui");
  await google.fill("https://avaliacoes.example.com/rede-ipe");
  await save();
  await expect(
    page.getByText(
      "Informe o endereço das avaliações da empresa no Google (https://g.page/…, https://maps.app.goo.gl/… ou https://www.google.com/…).",
    ),
  ).toBeVisible();

  const review = `https://maps.app.goo.gl/e2e${Date.now() % 100000}`;
  await google.fill(review);
  await reclameAqui.fill("");
  await save();
  await expect(toast("Configurações salvas com sucesso")).toBeVisible();

  try {
    const { context, page: site } = await visitor(browser, baseURL!, { width: 390, height: 844 });
    await open(site, "/quem-somos");
    const reputation = site.getByRole("contentinfo").getByRole("navigation", { name: "Reputação" });
    await expect(reputation.getByRole("link", { name: /Avaliações no Google/ })).toHaveAttribute(
      "href",
      review,
    );
    await expect(reputation.getByRole("link", { name: /Reclame Aqui/ })).toHaveCount(0);
    await context.close();
  } finally {
    await open(page, "/intranet/configuracoes");
    await google.fill(before.googleReviewsUrl);
    await reclameAqui.fill(before.reclameAquiUrl);
    await save();
    await expect(toast("Configurações salvas com sucesso")).toBeVisible();
  }
});

test("@db Streaming: a logo uploaded as SVG is kept as a picture; an SVG with a script is refused in Portuguese", async ({
  staffPage: page,
}) => {
  const toast = (text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
  const svg = (body: string) => ({
    name: "logo.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${body}</svg>`),
  });
  const name = `Logo E2E ${Date.now() % 100000}`;
  await open(page, "/intranet/streaming");
  await page.getByRole("button", { name: "Adicionar serviço de streaming" }).click();
  const form = page.getByRole("dialog", { name: "Adicionar serviço de streaming" });
  await form.getByLabel("Nome").fill(name);
  const file = form.locator('input[type="file"]');
  await expect(file).toHaveAttribute("accept", /image\/svg\+xml/);

  await file.setInputFiles(svg('<script>alert(1)</script><rect width="24" height="24"/>'));
  await expect(toast("Erro ao fazer upload do ícone")).toContainText(
    "Exporte o logo como SVG simples ou PNG.",
  );
  await expect(form.locator('img[src^="/uploads/"]')).toHaveCount(0);

  await file.setInputFiles(svg('<rect width="24" height="24" rx="5" fill="#0064ff"/>'));
  await expect(toast("Imagem enviada com sucesso")).toBeVisible();
  const thumbnail = form.locator('img[src^="/uploads/"]').first();
  await expect(thumbnail).toHaveAttribute("src", /\.webp$/);
  await form.getByRole("button", { name: "Adicionar serviço de streaming" }).click();
  await expect(toast("Serviço de streaming adicionado com sucesso")).toBeVisible();

  const rows = page.getByTestId("streaming-row");
  await page.getByRole("searchbox", { name: "Buscar serviços de streaming" }).fill(name);
  await expect(rows).toHaveCount(1);
  await expect(rows.locator("img")).toHaveAttribute("src", /^\/uploads\/streaming-icons\/.+\.webp$/);
  await expect
    .poll(() => rows.locator("img").evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(80);

  await rows.getByRole("button", { name: `Remover ${name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remover" }).click();
  await expect(toast("Serviço de streaming removido com sucesso")).toBeVisible();
});
