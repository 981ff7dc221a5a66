import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { E2E_STAFF } from "../../playwright.config";
import { axeViolations } from "./a11y";
import { expect, test } from "./fixtures";
import { open } from "./helpers";

// The console's Indicações tab as sales staff use it: referrals sent through the public API show up
// with CPFs masked; search, mark contacted, see one full CPF, export what the search shows.
test.describe.configure({ mode: "serial", timeout: 60_000 });

// Two referrals only: every spec file of a run posts from the same address, and the API allows five
// an hour per address.
const HELENA = {
  name: "Helena Prado",
  phone: "(27) 9 9812-3456",
  email: "helena@example.com",
  cpf: "935.411.347-80",
};
const IGOR = { name: "Igor Matos", phone: "2733445566", email: "igor@example.com", cpf: "390.533.447-05" };
const JULIA = {
  name: "Júlia Nunes",
  phone: "28 9 9700-1122",
  email: "julia@example.com",
  cpf: "853.513.468-93",
};
const KAIQUE = {
  name: "Kaique Rocha",
  phone: "27 9 9600-3344",
  email: "kaique@example.com",
  cpf: "714.602.380-01",
};

let page: Page;

test.beforeAll(async ({ browser, staffCookies }, info) => {
  const baseURL = info.project.use.baseURL!;
  // Finished states only: axe measures colours, and a dialog mid-fade measures wrong.
  page = await browser.newPage({ reducedMotion: "reduce" });
  for (const [referrer, friend] of [
    [HELENA, IGOR],
    [JULIA, KAIQUE],
  ]) {
    const response = await page.request.post("/api/referrals", {
      data: { referrer, friend, website: "" },
      headers: { origin: baseURL },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  await page.context().addCookies(staffCookies);
  await open(page, "/intranet");
  await expect(page).toHaveURL(/\/intranet\/planos$/);
});
test.afterAll(() => page.close());

const rows = () => page.getByTestId("referral-row");
const rowOf = (name: string) => rows().filter({ hasText: name });
const searchBox = () => page.getByRole("searchbox", { name: "Buscar indicações" });
const toast = (text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test("lists referrals with both people, CPFs masked and the delivery pending", { tag: "@db" }, async () => {
  await page
    .getByRole("navigation", { name: "Seções do painel" })
    .getByRole("link", { name: "Indicações" })
    .click();
  await expect(page).toHaveURL(/\/intranet\/indicacoes$/);
  await expect(page.getByRole("heading", { level: 2, name: "Indicações" })).toBeVisible();

  const helena = rowOf("Helena Prado");
  await expect(helena).toContainText("(27) 9 9812-3456");
  await expect(helena).toContainText("helena@example.com");
  await expect(helena).toContainText("Igor Matos");
  await expect(helena).toContainText("(27) 3344-5566");
  await expect(helena).toContainText("***.411.347-**");
  await expect(helena).toContainText("***.533.447-**");
  await expect(helena).not.toContainText("935.411.347-80");
  await expect(helena).toContainText("Pendente");
  await expect(helena).toContainText(/\d{2}\/\d{2}\/\d{4}/);

  // Newest first; a click on 'Indicador' sorts by the referrer's name.
  const names = async () => (await rows().allTextContents()).filter((t) => /Helena|Júlia/.test(t));
  expect((await names())[0]).toContain("Júlia Nunes");
  await page.getByRole("button", { name: "Indicador" }).click();
  await expect(page.getByRole("columnheader", { name: "Indicador" })).toHaveAttribute(
    "aria-sort",
    "ascending",
  );
  expect((await names())[0]).toContain("Helena Prado");
});

test("searches names, e-mails and phones, with its own empty state", async () => {
  await searchBox().fill("kaique@");
  await expect(rows()).toHaveCount(1);
  await expect(rows().first()).toContainText("Júlia Nunes");
  await searchBox().fill("3344-5566");
  await expect(rows()).toHaveCount(1);
  await expect(rows().first()).toContainText("Helena Prado");
  await searchBox().fill("ninguém com este nome");
  await expect(page.getByText("Nenhuma indicação encontrada para a pesquisa")).toBeVisible();
  await searchBox().fill("");
});

test("marks a referral contacted: the button gives way to when it was", async () => {
  const helena = rowOf("Helena Prado");
  await helena.getByRole("button", { name: /^Marcar como contatado/ }).click();
  await expect(toast("Indicação marcada como contatada")).toBeVisible();
  await expect(helena).toContainText(/Contatado em \d{2}\/\d{2}\/\d{4}/);
  await expect(helena).toContainText(`por ${E2E_STAFF.email}`);
  await expect(helena.getByRole("button", { name: /^Marcar como contatado/ })).toHaveCount(0);
});

test("shows one full CPF in a dialog, and the view is in the history", async () => {
  await rowOf("Helena Prado").getByRole("button", { name: "Ver CPF de Igor Matos" }).click();
  const dialog = page.getByRole("dialog", { name: "CPF de Igor Matos" });
  await expect(dialog).toContainText("390.533.447-05");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(rowOf("Helena Prado")).not.toContainText("390.533.447-05");

  await open(page, "/intranet/historico?entity=referrals");
  const entry = page.getByTestId("history-row").filter({ hasText: "Visualização de CPF" }).first();
  // The Histórico names people, not their e-mails: the staff user is named after its address's local part.
  await expect(entry).toContainText(E2E_STAFF.email.split("@")[0]!);
  await expect(entry).not.toContainText(E2E_STAFF.email);
  await expect(page.getByRole("main")).not.toContainText("390.533.447-05");
});

test("exports what the search shows as a CSV with CPFs masked", async () => {
  await open(page, "/intranet/indicacoes");
  await searchBox().fill("júlia");
  await expect(rows()).toHaveCount(1);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exportar CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^indicacoes-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await file.path())!, "utf8");
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const lines = text.slice(1).split("\r\n").filter(Boolean);
  expect(lines[0]).toMatch(/^Data;Indicador;Telefone do indicador;/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(";Júlia Nunes;(28) 9 9700-1122;julia@example.com;***.513.468-**;Kaique Rocha;");
  for (const cpf of ["853.513.468-93", "85351346893", "714.602.380-01", "71460238001"]) {
    expect(text).not.toContain(cpf);
  }
  await expect(toast("CSV exportado")).toBeVisible();
});

test("works on a 390 px phone: the table scrolls inside its box, the page does not; axe finds nothing", async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, "/intranet/indicacoes");
  await expect(rowOf("Júlia Nunes")).toBeVisible();
  // The accessibility suite visits the tab too, but on a run where it may hold no referral yet.
  const found = await axeViolations(page, "/intranet/indicacoes with referrals (390 px)");
  await rowOf("Júlia Nunes").getByRole("button", { name: "Ver CPF de Júlia Nunes" }).click();
  await expect(page.getByRole("dialog", { name: "CPF de Júlia Nunes" })).toContainText("853.513.468-93");
  found.push(...(await axeViolations(page, "/intranet/indicacoes CPF dialog (390 px)")));
  await page.keyboard.press("Escape");
  await page.emulateMedia({ colorScheme: "dark" });
  await open(page, "/intranet/indicacoes");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(rowOf("Júlia Nunes")).toBeVisible();
  found.push(...(await axeViolations(page, "/intranet/indicacoes dark (390 px)")));
  expect(found, found.join("\n\n")).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.getByRole("button", { name: "Exportar CSV" })).toBeInViewport();
  await searchBox().fill("helena");
  await expect(rows()).toHaveCount(1);
});

test("removes a referral when a person asks for their data to be erased: confirmed first, then gone", async () => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, "/intranet/indicacoes");
  const row = rowOf("Helena Prado");
  await row.getByRole("button", { name: "Remover indicação de Helena Prado para Igor Matos" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Remover indicação" });
  await expect(confirm).toContainText("Esta ação não pode ser desfeita.");
  await confirm.getByRole("button", { name: "Cancelar" }).click();
  await expect(row).toBeVisible();

  await row.getByRole("button", { name: "Remover indicação de Helena Prado para Igor Matos" }).click();
  await confirm.getByRole("button", { name: "Remover" }).click();
  await expect(toast("Indicação removida com sucesso")).toBeVisible();
  await expect(rowOf("Helena Prado")).toHaveCount(0);
  await expect(rowOf("Júlia Nunes")).toBeVisible();
  await expect(searchBox()).toBeFocused();
});
