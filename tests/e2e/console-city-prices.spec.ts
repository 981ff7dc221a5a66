import type { Page } from "@playwright/test";
import { cityPagePath } from "../../src/domain";
import { planInput } from "../../src/server/testing/factories";
import { expect, newStaffMember, personBrowser, test } from "./fixtures";
import { cardPrices, open } from "./helpers";

// Price variants (issue 37, decision 0040): a commercial account sets a plan's price in one city from the
// matrix in three clicks or fewer, and that city's page shows it while another city keeps the plan's. The
// plan, its two cities (with CEP ranges of their own) are this spec's; it adds active cities and sells a
// plan there, which the coverage figure and the offers' repository count, so it runs in the "site-wide"
// project (playwright.config.ts).
test.describe.configure({ mode: "serial", timeout: 120_000 });

const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

test("a commercial account sets Fibra Variante to R$ 89,90 in one city from the matrix; that city's page shows it, the other keeps R$ 99,90 @db", async ({
  browser,
  adminApi,
  request,
}) => {
  const stamp = Date.now() % 1_000_000;
  const plan = (
    await adminApi.write<{ plan: { id: number; name: string } }>("POST", "/plans", {
      ...planInput({ price: "99,90", promoPrice: "", promoMonths: "" }),
      name: `Fibra Variante ${stamp}`,
    })
  ).plan;
  const cep = (block: number) => {
    const start = 68_000_000 + ((stamp * 2 + block) % 90_000) * 100;
    const typed = (value: number) => `${String(value).slice(0, 5)}-${String(value).slice(5)}`;
    return [{ start: typed(start), end: typed(start + 99) }];
  };
  const city = async (name: string, block: number) =>
    (
      await adminApi.write<{ city: { id: number; name: string; state: "ES" } }>("POST", "/cities", {
        name,
        state: "ES",
        ranges: cep(block),
      })
    ).city;
  const priced = await city(`Vila Variante ${stamp}`, 0);
  const other = await city(`Cidade Base ${stamp}`, 1);
  for (const target of [priced, other])
    await adminApi.write("POST", "/plan-cities", { planId: plan.id, cityId: target.id });

  const person = await newStaffMember(adminApi, request, "comercial");
  const context = await personBrowser(browser, { viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await open(page, "/auth");
  await page.getByLabel("E-mail").fill(person.email);
  await page.getByLabel("Senha").fill(person.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/intranet\//);

  await open(page, "/intranet/planos-cidades?visao=matriz");
  await page.getByLabel("Filtrar planos").fill(plan.name);
  await page.getByLabel("Filtrar cidades").fill(String(stamp));
  // Click 1: the cell's price. Click 2 is 'Salvar'.
  await page
    .getByRole("button", {
      name: `Preço de ${plan.name} em ${priced.name} - ES: preço do plano, R$ 99,90. Definir preço nesta cidade`,
    })
    .click();
  const dialog = page.getByRole("dialog", { name: "Preço nesta cidade" });
  await expect(dialog.getByLabel("Preço nesta cidade")).toBeFocused();
  await dialog.getByLabel("Preço nesta cidade").fill("89,90");
  await dialog.getByRole("button", { name: "Salvar" }).click();
  await expect(toast(page, `${plan.name} em ${priced.name} - ES: R$ 89,90.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole("button", {
      name: `Preço de ${plan.name} em ${priced.name} - ES: preço nesta cidade, R$ 89,90. Alterar`,
    }),
  ).toHaveText("R$ 89,90 *");

  // The plan's form says where its price applies and lists the city's own.
  await open(page, "/intranet/planos");
  await page.getByRole("searchbox", { name: "Buscar planos" }).fill(plan.name);
  await page
    .getByTestId("plan-row")
    .filter({ hasText: plan.name })
    .getByRole("button", { name: /^Editar / })
    .click();
  const form = page.getByRole("dialog", { name: /^Editar plano/ });
  await expect(form.getByLabel("Preço mensal (R$)")).toHaveAccessibleDescription(
    "Este preço vale para 1 cidade.",
  );
  await expect(form.getByTestId("city-prices")).toContainText(`R$ 89,90 em 1 cidade: ${priced.name} – ES`);
  await context.close();

  // The visitor: the same plan's card, at the city's price there and the plan's elsewhere.
  const visitor = await browser.newPage();
  const card = visitor.getByRole("article", { name: plan.name });
  await open(visitor, cityPagePath(priced));
  await expect(card).toHaveCount(1);
  expect(await cardPrices(card)).toEqual([89.9]);
  const label = card.getByRole("link", { name: `Etiqueta da oferta ${plan.name}` });
  await expect(label).toHaveAttribute("href", new RegExp(`-P${plan.id}-R8990-V1$`));
  const variantLabel = (await label.getAttribute("href"))!;
  await open(visitor, cityPagePath(other));
  expect(await cardPrices(card)).toEqual([99.9]);
  await expect(card.getByRole("link", { name: `Etiqueta da oferta ${plan.name}` })).toHaveAttribute(
    "href",
    new RegExp(`-P${plan.id}-V1$`),
  );
  // The variant's label names its offer's city, and only it.
  await open(visitor, variantLabel);
  await expect(visitor.getByRole("main")).toContainText(priced.name);
  await expect(visitor.getByRole("main")).not.toContainText(other.name);
  await visitor.close();
});

test("the same change through a spreadsheet: exported, edited, previewed line by line and imported", async ({
  staffPage: page,
  adminApi,
}) => {
  const stamp = Date.now() % 1_000_000;
  const plan = (
    await adminApi.write<{ plan: { id: number; name: string } }>("POST", "/plans", {
      ...planInput({ price: "99,90", promoPrice: "", promoMonths: "" }),
      name: `Fibra Planilha ${stamp}`,
    })
  ).plan;
  const start = 66_000_000 + (stamp % 90_000) * 100;
  const typed = (value: number) => `${String(value).slice(0, 5)}-${String(value).slice(5)}`;
  const { city } = await adminApi.write<{ city: { id: number; name: string } }>("POST", "/cities", {
    name: `Vila Planilha ${stamp}`,
    state: "ES",
    ranges: [{ start: typed(start), end: typed(start + 99) }],
  });
  await adminApi.write("POST", "/plan-cities", { planId: plan.id, cityId: city.id });

  await open(page, "/intranet/planos-cidades?visao=matriz");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exportar CSV" }).click();
  const exported = await (await download).path();
  const { readFile } = await import("node:fs/promises");
  const text = (await readFile(exported, "utf8")).replace(
    `${plan.name};${city.name};ES;sim;"99,90";;`,
    `${plan.name};${city.name};ES;sim;"89,90";;`,
  );
  expect(text).toContain(`${plan.name};${city.name};ES;sim;"89,90";;`);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "matriz.csv", mimeType: "text/csv", buffer: Buffer.from(text) });
  const dialog = page.getByRole("dialog", { name: "Importar planilha" });
  await expect(dialog.getByTestId("import-changes")).toHaveText(
    `${city.name}: ${plan.name} R$ 99,90 → R$ 89,90`,
  );
  await dialog.getByRole("button", { name: "Aplicar 1 alteração" }).click();
  await expect(toast(page, "Planilha importada: 0 associações criadas, 1 alterada.")).toBeVisible();
  await expect(dialog).toBeHidden();

  const visitor = await page.context().browser()!.newPage();
  await open(visitor, cityPagePath({ name: city.name, state: "ES" }));
  expect(await cardPrices(visitor.getByRole("article", { name: plan.name }))).toEqual([89.9]);

  await test.step("the Histórico shows the import as one entry, and 'Desfazer importação' puts it all back", async () => {
    await open(page, "/intranet/historico?entity=plan_cities");
    const entry = page
      .getByTestId("history-row")
      .filter({ hasText: "Importação de planilha" })
      .filter({ hasText: `${city.name}: ${plan.name} R$ 99,90 → R$ 89,90` });
    await expect(entry).toContainText("1 alteração");
    await entry.getByRole("button", { name: /^Desfazer importação: 1 alteração/ }).click();
    const confirm = page.getByRole("alertdialog", { name: "Desfazer importação?" });
    await expect(confirm).toContainText("A alteração da importação de planilha de");
    await confirm.getByRole("button", { name: "Desfazer importação" }).click();
    await expect(toast(page, "Importação desfeita com sucesso")).toBeVisible();
    await expect(confirm).toBeHidden();
    // The import is undone once: the Histórico offers it no more, and lists the undo.
    await expect(entry.getByRole("button", { name: /^Desfazer importação/ })).toHaveCount(0);
    await expect(
      page.getByTestId("history-row").filter({ hasText: "Importação desfeita" }).first(),
    ).toContainText(/Desfaz a importação de .*: 1 alteração/);
    await open(visitor, cityPagePath({ name: city.name, state: "ES" }));
    expect(await cardPrices(visitor.getByRole("article", { name: plan.name }))).toEqual([99.9]);
  });

  await test.step("an import whose cell changed since is refused with the cell's name, and nothing is undone", async () => {
    const pair = (
      await adminApi.get<{ planCities: { id: number; planId: number; cityId: number; updatedAt: string }[] }>(
        "/plan-cities",
      )
    ).planCities.find((row) => row.planId === plan.id && row.cityId === city.id)!;
    const file = Buffer.from(`Plano;Cidade;UF;Ativo;Preço\r\n${plan.name};${city.name};ES;sim;"84,90"\r\n`);
    const { preview } = await adminApi.write<{ preview: { token: string } }>(
      "POST",
      "/plan-cities/import/preview",
      {
        file: file.toString("base64"),
      },
    );
    await adminApi.write("POST", "/plan-cities/import", {
      file: file.toString("base64"),
      token: preview.token,
    });
    await open(page, "/intranet/historico?entity=plan_cities");
    const fresh = (
      await adminApi.get<{ planCities: { id: number; planId: number; cityId: number; updatedAt: string }[] }>(
        "/plan-cities",
      )
    ).planCities.find((row) => row.id === pair.id)!;
    await adminApi.write("PATCH", `/plan-cities/${pair.id}/price`, {
      price: "79,90",
      promoPrice: null,
      promoMonths: null,
      expectedUpdatedAt: fresh.updatedAt,
    });
    const entry = page
      .getByTestId("history-row")
      .filter({ hasText: `${city.name}: ${plan.name} R$ 99,90 → R$ 84,90` });
    await entry.getByRole("button", { name: /^Desfazer importação/ }).click();
    await page
      .getByRole("alertdialog", { name: "Desfazer importação?" })
      .getByRole("button", { name: "Desfazer importação" })
      .click();
    await expect(page.getByRole("alert").filter({ hasText: "Erro ao desfazer importação" })).toContainText(
      `Não é possível desfazer a importação: este par mudou depois dela (${plan.name} em ${city.name} - ES).`,
    );
    await open(visitor, cityPagePath({ name: city.name, state: "ES" }));
    expect(await cardPrices(visitor.getByRole("article", { name: plan.name }))).toEqual([79.9]);
  });
  await visitor.close();
});
