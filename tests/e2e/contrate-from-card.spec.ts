import { type Browser, expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./a11y";

// Issue 68: every price leads to a sale. As a new visitor on a phone, with and without scripts: a city
// page's plan card leads to 'Contrate online' naming that plan; the address then opens 'Seus dados' for it,
// and 'Trocar de plano' shows step 2 with the site's own cards and types, that plan preselected. And every
// price on '/' and on a city page states its conditions or links to its label in the same block.

/** Vitória's CEP in the demo catalogue (its ranges sell plans). */
const COVERED_CEP = "29010-000";

let nextAddress = 0;
async function phone(browser: Browser, baseURL: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: "pt-BR",
    javaScriptEnabled,
    // An address of its own (RFC 2544's test range): the per-address limits count this test apart.
    extraHTTPHeaders: { "X-Forwarded-For": `198.18.230.${(nextAddress++ % 250) + 1}` },
  });
  return { context, page: await context.newPage() };
}

for (const javaScriptEnabled of [true, false]) {
  const look = javaScriptEnabled ? "with scripts" : "without scripts";

  test(`a city page's plan card leads to 'Contrate online' naming that plan, which the wizard keeps (${look})`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await phone(browser, baseURL!, javaScriptEnabled);
    await page.goto("/planos/vitoria-es");
    const card = page
      .getByRole("region", { name: "Planos de internet em Vitória", exact: true })
      .getByTestId("offer-card")
      .nth(1);
    const name = (await card.getByRole("heading", { level: 3 }).textContent())!;
    const buy = card.getByRole("link", { name: `Assinar ${name}`, exact: true });
    await expect(buy).toHaveAttribute("href", /^\/contrate\?oferta=RIT-P\d+-V\d+&cidade=\d+$/);
    const code = new URL((await buy.getAttribute("href"))!, baseURL).searchParams.get("oferta")!;
    await expect(
      card.getByRole("link", { name: `Prefiro falar no WhatsApp (${name}) (abre em nova janela)` }),
    ).toHaveAttribute("href", /^https:\/\/wa\.me\//);
    await buy.click();

    // Step 1 names the plan, its conditions and label, and the city; the address is all it still needs.
    await expect(page.getByRole("heading", { level: 1, name: "Contrate online" })).toBeVisible();
    const chosen = page.getByTestId("contrate-plano-escolhido");
    await expect(chosen).toContainText(name);
    await expect(chosen.getByRole("link", { name: `Etiqueta da oferta ${code}` })).toHaveAttribute(
      "href",
      `/ofertas/${code}`,
    );
    await expect(page.getByText(/em Vitória - ES: consultamos/)).toBeVisible();
    if (javaScriptEnabled) expect(await axeViolations(page, "contrate step 1 with a plan")).toEqual([]);
    await page.getByLabel("CEP").fill(COVERED_CEP);
    await page.getByLabel("Número").fill("120");
    await page.getByRole("button", { name: "Consultar viabilidade" }).click();

    // Sold there: straight to 'Seus dados' for that plan.
    await expect(page.getByRole("heading", { level: 1, name: "Seus dados" })).toBeVisible();
    await expect(page.getByText(`Plano ${name} ·`)).toBeVisible();

    // 'Trocar de plano': step 2 as the site sells, the plan preselected first in its type.
    await page.getByRole("button", { name: "Trocar de plano" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Escolha seu plano" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "Destaque" })).toBeAttached();
    const selected = page.getByTestId("offer-card").filter({ hasText: "SEU PLANO" });
    await expect(selected).toHaveCount(1);
    await expect(selected.getByRole("heading", { level: 3 })).toHaveText(name);
    await expect(
      selected.getByRole("button", { name: `Continuar com este plano o plano ${name}` }),
    ).toBeVisible();
    await expect(selected.getByRole("link", { name: /^Etiqueta da oferta/ })).toBeVisible();
    if (javaScriptEnabled) expect(await axeViolations(page, "contrate step 2")).toEqual([]);

    // The types filter the cards without scripts too: 'Combo' shows only combos.
    await page.locator("label", { hasText: /^Combo$/ }).click();
    await expect(page.getByRole("radio", { name: "Combo" })).toBeChecked();
    const shown = page.locator('[data-testid="offer-card"]:visible');
    await expect(shown.first()).toBeVisible();
    for (const heading of await shown.getByRole("heading", { level: 3 }).allTextContents())
      expect(heading).toMatch(/^Combo /);
    await expect(page.getByRole("link", { name: "Consultar outro endereço" })).toBeVisible();
    await context.close();
  });
}

test("the address checked once comes back: a plan card then opens 'Seus dados', never for another visitor (without scripts)", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await phone(browser, baseURL!, false);
  await page.goto("/contrate");
  await page.getByLabel("CEP").fill(COVERED_CEP);
  await page.getByLabel("Número").fill("77");
  await page.getByRole("button", { name: "Consultar viabilidade" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Escolha seu plano" })).toBeVisible();

  // Browsing on, a plan card's 'Assinar' goes past the address, straight to that plan's 'Seus dados'.
  await page.goto("/planos/vitoria-es");
  const card = page
    .getByRole("region", { name: "Planos de internet em Vitória", exact: true })
    .getByTestId("offer-card")
    .nth(2);
  const name = (await card.getByRole("heading", { level: 3 }).textContent())!;
  const [answer] = await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === "/contrate"),
    card.getByRole("link", { name: `Assinar ${name}`, exact: true }).click(),
  ]);
  expect(answer.headers()["cache-control"]).toBe("no-store");
  await expect(page.getByRole("heading", { level: 1, name: "Seus dados" })).toBeVisible();
  await expect(page.getByText(`Plano ${name} ·`)).toBeVisible();
  await expect(page.getByText("CEP 29010-000, nº 77 —")).toBeVisible();

  // 'Alterar endereço': step 1 with the address filled in, to be changed.
  await page.getByRole("link", { name: "Alterar endereço" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Contrate online" })).toBeVisible();
  await expect(page.getByLabel("CEP")).toHaveValue(/29010-?000/);
  await expect(page.getByLabel("Número")).toHaveValue("77");

  // Another visitor, the same links: nothing of this address, the plain first step.
  const other = await phone(browser, baseURL!, false);
  await other.page.goto("/contrate");
  await expect(other.page.getByLabel("Número")).toHaveValue("");
  await other.page.goto(new URL(answer.url()).pathname + new URL(answer.url()).search);
  await expect(other.page.getByRole("heading", { level: 1, name: "Contrate online" })).toBeVisible();
  await expect(other.page.getByLabel("Número")).toHaveValue("");
  // A made-up cookie opens nothing either.
  await other.context.addCookies([{ name: "vitrine_contrate", value: "v1.x.y.z", url: baseURL! }]);
  await other.page.goto("/contrate?oferta=RIT-P1-V1");
  await expect(other.page.getByLabel("Número")).toHaveValue("");
  await Promise.all([context.close(), other.context.close()]);
});

/**
 * Every text that shows a price ('R$ 99,90'), and whether its block (up to the card, caption, strip item or
 * hero it sits in) states the fidelização or links to the offer's label.
 */
async function unconditionedPrices(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const missing: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const seen = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const holder = node.parentElement;
      if (!holder || seen.has(holder) || !/R\$\s?\d/.test(node.textContent ?? "")) continue;
      if (holder.closest("script, template, [hidden], .sr-only, head")) continue;
      seen.add(holder);
      let block: Element | null = holder;
      let stated = false;
      for (let depth = 0; block && depth < 6 && !stated; depth++, block = block.parentElement) {
        const text = block.textContent ?? "";
        stated = block.querySelector('a[href^="/ofertas/"]') !== null || /fidelidade|fidelização/i.test(text);
      }
      if (!stated) missing.push((holder.textContent ?? "").trim().slice(0, 120));
    }
    return missing;
  });
}

test("every price on '/' and on a city page states its conditions or links to its label", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await phone(browser, baseURL!, false);
  for (const path of ["/", "/planos/vitoria-es"]) {
    await page.goto(path);
    await expect(page.getByText(/R\$\s?\d/).first()).toBeAttached();
    expect(await unconditionedPrices(page), path).toEqual([]);
  }
  await context.close();
});

test("without scripts, a city page's plan types filter its plans", async ({ browser, baseURL }) => {
  const { context, page } = await phone(browser, baseURL!, false);
  await page.goto("/planos/vitoria-es");
  const region = page.getByRole("region", { name: "Planos de internet em Vitória", exact: true });
  const all = await region.getByTestId("offer-card").count();
  await page.getByTestId("city-plan-type-links").getByRole("link", { name: "Combo" }).click();
  await expect(page).toHaveURL(/\?tipo=combo#planos-internet$/);
  await expect(page.getByRole("link", { name: "Combo", exact: true })).toHaveAttribute(
    "aria-current",
    "true",
  );
  const headings = await region
    .getByTestId("offer-card")
    .getByRole("heading", { level: 3 })
    .allTextContents();
  expect(headings.length).toBeGreaterThan(0);
  expect(headings.length).toBeLessThan(all);
  for (const heading of headings) expect(heading).toMatch(/^Combo /);
  await context.close();
});
