import { expect, test } from "./fixtures";

// Temporary: screenshots for the lead's review (not committed).
const OUT = "/work/shots/lead";
for (const width of [390, 1440])
  for (const scheme of ["light", "dark"] as const)
    test(`shots ${width} ${scheme}`, async ({ staffPage, browser, baseURL }) => {
      test.setTimeout(120_000);
      await staffPage.setViewportSize({ width, height: 900 });
      await staffPage.emulateMedia({ colorScheme: scheme });
      await staffPage.goto("/intranet/contratacoes");
      await expect(staffPage.getByRole("heading", { name: "Janelas de instalação" })).toBeVisible();
      await staffPage.getByRole("heading", { name: "Janelas de instalação" }).scrollIntoViewIfNeeded();
      await staffPage.screenshot({ path: `${OUT}/console-janelas-${width}-${scheme}.png`, fullPage: false });
      await staffPage.getByRole("button", { name: /Editar janelas de instalação de/ }).first().click();
      await expect(staffPage.getByRole("dialog")).toBeVisible();
      await staffPage.screenshot({ path: `${OUT}/console-janelas-dialog-${width}-${scheme}.png` });
      const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme, baseURL });
      const page = await context.newPage();
      await page.goto("/contrate");
      await page.getByLabel("CEP").fill("29010-000");
      await page.getByLabel("Número").fill("120");
      await page.getByRole("button", { name: /Consultar|Ver planos|Continuar/ }).first().click();
      await page.getByRole("button", { name: /^Contratar/ }).first().click();
      await expect(page.getByLabel("Horário preferido")).toBeVisible();
      await page.getByLabel("Horário preferido").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${OUT}/contrate-step3-${width}-${scheme}.png` });
      await context.close();
    });
