import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { open } from "./helpers";

// Issue 19, the public side: every current offer's Etiqueta Padrão at /ofertas/{código} (taken from the
// sitemap, so an offer added later is checked too), the closed ones, the repository at /ofertas with its
// city filter and search, and the cards' link to the label and 'Prefiro que me liguem'.

/**
 * The label's items in the order the screen gives them (issue 34: prices and fidelização before the
 * coverage); the printed sheet keeps Anatel's order (offer-label.spec.ts checks it).
 */
const LABEL_ITEMS = [
  ["offer", "Oferta"],
  ["prices", "Preços"],
  ["payment", "Pagamento e fidelização"],
  ["period", "Período de comercialização, validade e abrangência"],
  ["modality", "Modalidade"],
  ["services", "Serviços"],
  ["usage", "Condições de uso e recomendações"],
  ["extras", "Aplicativos e serviços adicionais"],
  ["cancellation", "Cancelamento e direito de arrependimento"],
  ["channels", "Atendimento e ouvidoria"],
] as const;

async function sitemapLabels(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]!).pathname)
    .filter((path) => path.startsWith("/ofertas/"));
}

/** The label's items as the page shows them: id, heading and lines. */
async function labelItems(page: Page) {
  return page.getByTestId("label-item").evaluateAll((sections) =>
    sections.map((section) => ({
      id: section.getAttribute("data-item"),
      title: section.querySelector("h2")?.textContent ?? "",
      lines: Array.from(section.querySelectorAll("li"), (line) => line.textContent?.trim() ?? ""),
    })),
  );
}

/** The label's coverage item, from the page's HTML: every city it is sold in. */
async function coverageOf(request: APIRequestContext, code: string): Promise<string> {
  const html = await (await request.get(`/ofertas/${code}`)).text();
  return html.match(/data-item="period"[\s\S]*?<\/section>/)?.[0] ?? "";
}

/** The codes the repository lists in one of its sections. */
async function listedCodes(page: Page, section: "ofertas-vigentes" | "ofertas-encerradas") {
  return page
    .getByTestId(section)
    .getByTestId("offer-entry")
    .getByRole("link")
    .evaluateAll((links) =>
      links.map((link) => decodeURIComponent(link.getAttribute("href")!.split("/").pop()!)),
    );
}

test("every current offer's label shows every item, in order, none empty", async ({ page, request }) => {
  const labels = await sitemapLabels(request);
  expect(labels.length).toBeGreaterThan(3);
  let digital = 0;
  for (const path of labels) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const code = path.split("/").pop()!;
    await expect(page.getByTestId("offer-code")).toHaveText(code);
    await expect(page.getByTestId("offer-closed")).toHaveCount(0);
    const items = await labelItems(page);
    const expected: string[] = LABEL_ITEMS.map(([id]) => id);
    if (items.at(-1)?.id === "digital") {
      digital++;
      expected.push("digital");
      expect(items.at(-1)?.title).toBe("Oferta exclusiva para canais digitais");
      expect(items.at(-1)?.lines.join(" ")).toContain("Canal alternativo");
    }
    expect(
      items.map((item) => item.id),
      path,
    ).toEqual(expected);
    for (const [index, [, title]] of LABEL_ITEMS.entries()) expect(items[index]?.title, path).toBe(title);
    for (const item of items) {
      expect(item.lines.length, `${path} ${item.id}`).toBeGreaterThan(0);
      for (const line of item.lines) expect(line, `${path} ${item.id}`).not.toBe("");
    }
    const lines = items.flatMap((item) => item.lines);
    expect(lines).toContain(`Código da oferta: ${code}`);
    await expect(page.getByTestId("label-coverage")).toContainText(
      /^Abrangência: \d+ cidades? \((ES|MG|ES e MG)\)/,
    );
    expect(await page.getByTestId("label-coverage-print").textContent()).toMatch(/^Abrangência: (ES|MG): /);
    expect(lines).toContain("Anatel: 1331 (ligação gratuita)");
    expect(lines.some((line) => /^(Sem fidelidade|Fidelidade de \d+ meses?)$/.test(line))).toBe(true);
  }
  // The demo has a digital-only offer: its label says so and names the channel that is not digital.
  expect(digital).toBeGreaterThan(0);
});

test("a closed offer's label says when it closed; /ofertas lists it with its dates", async ({ page }) => {
  await page.goto("/ofertas");
  const closed = page.getByTestId("ofertas-encerradas").getByTestId("offer-entry").first();
  await expect(closed).toContainText(/De \d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}/);
  const period = ((await closed.textContent()) ?? "").match(
    /De \d{2}\/\d{2}\/\d{4} a (\d{2}\/\d{2}\/\d{4})/,
  )![1];
  await closed.getByRole("link").click();
  await expect(page.getByTestId("offer-closed")).toContainText(`Oferta encerrada em ${period}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const items = await labelItems(page);
  expect(items.map((item) => item.id).slice(0, LABEL_ITEMS.length)).toEqual(LABEL_ITEMS.map(([id]) => id));
});

test("/ofertas lists the current and closed offers, each linking to its label", async ({ page, request }) => {
  await page.goto("/ofertas");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ofertas e etiquetas");
  await expect(page).toHaveTitle(/^Ofertas e etiquetas \| /);
  const current = await listedCodes(page, "ofertas-vigentes");
  const labels = (await sitemapLabels(request)).map((path) => path.split("/").pop()!);
  expect([...current].sort()).toEqual([...labels].sort());
  const closed = await listedCodes(page, "ofertas-encerradas");
  expect(closed.length).toBeGreaterThan(0);
  for (const code of closed) expect(current).not.toContain(code);
});

test("/ofertas filters by city: only what is sold there", async ({ page, request }) => {
  await page.goto("/ofertas");
  const all = await listedCodes(page, "ofertas-vigentes");
  // A city of Minas Gerais: some demo offers are sold in Espírito Santo only.
  await page.goto("/ofertas?cidade=aimores-mg");
  await expect(page.getByText("À venda hoje em Aimorés - MG.")).toBeVisible();
  const here = await listedCodes(page, "ofertas-vigentes");
  expect(here.length).toBeGreaterThan(0);
  expect(here.length).toBeLessThan(all.length);
  for (const code of here) {
    expect(all).toContain(code);
    expect(await coverageOf(request, code), code).toContain("Aimorés");
  }
  for (const code of all.filter((other) => !here.includes(other))) {
    const coverage = await coverageOf(request, code);
    expect(coverage, code).toContain("Abrangência");
    expect(coverage, code).not.toContain("Aimorés");
  }
});

test("/ofertas searches by code and by name", async ({ page }) => {
  await page.goto("/ofertas");
  const [code] = await listedCodes(page, "ofertas-vigentes");
  await page.goto(`/ofertas?q=${encodeURIComponent(code!.toLowerCase())}`);
  expect(await listedCodes(page, "ofertas-vigentes")).toEqual([code]);

  await page.goto("/ofertas?q=giga");
  const names = await page.getByTestId("offer-entry").getByRole("link").allInnerTexts();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toMatch(/giga/i);

  await page.goto("/ofertas?q=nenhuma-oferta-assim");
  await expect(page.getByText('Nenhuma oferta encontrada para "nenhuma-oferta-assim".')).toBeVisible();
});

test("the filter works without JavaScript, as a plain GET form", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/ofertas");
  await page.getByLabel("Filtrar por cidade").selectOption({ label: "Vitória - ES" });
  await page.getByLabel("Código ou nome da oferta").fill("fibra");
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/\/ofertas\?cidade=vitoria-es&q=fibra$/);
  await expect(page.getByText(/ofertas? encontradas? para "fibra" em Vitória - ES\./)).toBeVisible();
  const names = await page.getByTestId("offer-entry").getByRole("link").allInnerTexts();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toMatch(/fibra/i);
  await context.close();
});

test("an unknown code is the site's 404; a code in lower case goes to its address in capitals", async ({
  request,
}) => {
  const missing = await request.get("/ofertas/RIT-P999-V9");
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toMatch(/<h1[^>]*>Página não encontrada<\/h1>/);

  const [label] = await sitemapLabels(request);
  const lower = await request.get(label!.toLowerCase(), { maxRedirects: 0 });
  expect(lower.status()).toBe(301);
  expect(new URL(lower.headers().location!, "http://x").pathname).toBe(label);

  // A city the site does not know is not rendered: back to the whole list.
  const city = await request.get("/ofertas?cidade=cidade-inventada-zz", { maxRedirects: 0 });
  expect(city.status()).toBe(302);
  expect(city.headers().location).toBe("/ofertas");
});

test("a plan card links to its label, states its terms and offers 'Prefiro que me liguem'", async ({
  page,
}) => {
  await open(page, "/planos/vitoria-es");
  const promoted = page
    .getByTestId("offer-card")
    .filter({ has: page.getByTestId("plan-promotion") })
    .first();
  // The promotional price is the big figure, its period and the price after it beside it: one phrase.
  await expect(promoted.getByTestId("plan-promotion").locator(".sr-only")).toHaveText(
    /^R\$ \d+,\d{2}\/mês (nos \d+ primeiros meses|no primeiro mês), depois R\$ \d+,\d{2}\/mês$/,
  );
  await expect(promoted.getByTestId("plan-price")).toHaveText(
    /^(nos \d+ primeiros meses|no primeiro mês), depois R\$ \d+,\d{2}\/mês$/,
  );
  const terms = await promoted.getByTestId("plan-terms").locator("li").allInnerTexts();
  expect(terms[0]).toMatch(/^Upload de \d/);
  expect(terms.at(-1)).toMatch(/^(Sem fidelidade|Fidelidade de \d+ meses?)$/);

  const name = ((await promoted.getByRole("heading", { level: 3 }).textContent()) ?? "").trim();
  // A city's page ships no client app (decision 0045): the button opens the form's page, about this plan.
  await promoted.getByRole("button", { name: `Prefiro que me liguem (${name})` }).click();
  await expect(page).toHaveURL(/\/prefiro-que-me-liguem\?plano=[A-Z]+-[PE]\d+-V\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Prefiro que me liguem" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(name);
  await page.goBack();

  await promoted.getByRole("link", { name: `Etiqueta da oferta ${name}` }).click();
  await expect(page).toHaveURL(/\/ofertas\/[A-Z]+-[PE]\d+-V\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
});
