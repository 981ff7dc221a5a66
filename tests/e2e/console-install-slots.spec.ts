import { axeViolations } from "./a11y";
import { expect, test } from "./fixtures";

// Issue 68, point 3: Contratações → 'Janelas de instalação'. A city's windows set in the console are what
// 'Contrate online' offers a visitor there: no weekday the team does not work, no period it closed. A
// site-wide spec (playwright.config.ts): it changes what every sign-up in Vitória is offered.

/** Vitória's CEP in the demo catalogue (its ranges sell plans). */
const COVERED_CEP = "29010-000";

test("a city's installation windows set in Contratações decide the slots 'Contrate online' offers, without scripts", async ({
  staffPage: page,
  browser,
  baseURL,
}) => {
  await page.goto("/intranet/contratacoes");
  await expect(page.getByRole("heading", { name: "Janelas de instalação" })).toBeVisible();
  await page.getByRole("button", { name: "Editar janelas de instalação de Vitória - ES" }).click();
  const dialog = page.getByRole("dialog", { name: "Janelas de instalação" });
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page, "janelas de instalação: form")).toEqual([]);

  // A wrong day off is refused in pt-BR, under its field, and nothing is saved.
  await dialog.getByLabel("Folgas e feriados").fill("31/02/2027");
  await dialog.getByRole("button", { name: "Salvar" }).click();
  await expect(dialog.getByText("Data de folga inválida: 31/02/2027. Use dd/mm/aaaa.")).toBeVisible();

  // Monday to Friday, mornings only.
  await dialog.getByLabel("Folgas e feriados").fill("");
  await dialog.getByRole("switch", { name: "Sábado" }).click();
  await dialog.getByLabel("Instalações: Tarde (13h às 18h)").fill("0");
  await dialog.getByRole("button", { name: "Salvar" }).click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Janelas de instalação de Vitória - ES salvas" }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId("install-schedule-row").filter({ hasText: "Vitória - ES" });
  await expect(row).toContainText("seg, ter, qua, qui, sex — manhã: 4");

  // A visitor without scripts at an address in Vitória is offered those mornings only.
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    javaScriptEnabled: false,
    extraHTTPHeaders: { "X-Forwarded-For": "198.18.250.7" },
  });
  const visitor = await context.newPage();
  await visitor.goto("/contrate");
  await visitor.getByLabel("CEP").fill(COVERED_CEP);
  await visitor.getByLabel("Número").fill("120");
  await visitor.getByRole("button", { name: "Consultar viabilidade" }).click();
  await visitor
    .getByRole("button", { name: /^Contratar/ })
    .first()
    .click();
  const offered = await visitor
    .getByLabel("Horário preferido")
    .locator("option:not([value=''])")
    .allTextContents();
  expect(offered.length).toBeGreaterThanOrEqual(10);
  for (const text of offered) {
    expect(text).toContain("Manhã");
    expect(text).not.toMatch(/^(sábado|domingo)/);
  }
  await context.close();
});
