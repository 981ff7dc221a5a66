import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_STAFF } from "../../playwright.config";
import { ATTRIBUTION_COOKIE, encodeAttribution } from "../../src/domain/attribution";
import { axeViolations } from "./a11y";
import { expect, test } from "./fixtures";
import { open } from "./helpers";

// The console's Contatos tab as Atendimento works it (decision 0026): leads sent through the public API
// show up with what each form asked; search, filters, demand by city, status changes, the CSV of what is
// shown, pages past 50 rows and erasure. Names and the city are this spec's own, so other specs' leads
// (the same server) do not change what it counts.
test.describe.configure({ mode: "serial", timeout: 90_000 });

let page: Page;
let baseURL: string;
let nextAddress = 1;

/** Posts a lead from an address of its own batch of five (the API allows five an hour per address). */
async function sendLead(request: APIRequestContext, kind: string, data: Record<string, unknown>) {
  const address = `192.0.2.${Math.floor(nextAddress++ / 5) + 100}`;
  const response = await request.post(`/api/leads/${kind}`, {
    data,
    headers: { origin: baseURL, "X-Forwarded-For": address },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const OTILIA = {
  name: "Otília Barcellos",
  phone: "(22) 9 9811-2233",
  city: "Itaperuna",
  uf: "RJ",
  consent: true,
};
const PEDRO = {
  name: "Pedro Vasconcellos",
  phone: "27 3212-4545",
  cep: "29056-300",
  houseNumber: "88",
  period: "evening",
  planId: 2,
  planName: "Fibra 350 Mega",
  cityName: "Vitória - ES",
};
const QUIRINO = {
  cnpj: "11.444.777/0001-61",
  companyName: "Quirino Transportes",
  contactName: "Quirino Batalha",
  phone: "27 9 9655-7788",
  email: "quirino@transportes.example",
  city: "Linhares",
};

/** The waiting list of 'Contrate online': a CEP no city's ranges hold. */
const UBIRAJARA = {
  cep: "69900-000",
  number: "42",
  complement: "",
  name: "Ubirajara Lista",
  whatsapp: "(68) 99911-4455",
};

test.beforeAll(async ({ browser, staffCookies }, info) => {
  baseURL = info.project.use.baseURL!;
  page = await browser.newPage({ reducedMotion: "reduce" });
  await sendLead(page.request, "coverage", OTILIA);
  await sendLead(page.request, "coverage", { ...OTILIA, name: "Rogério Itaboraí", city: "itaperuna" });
  await sendLead(page.request, "coverage", { ...OTILIA, name: "Sara Antunes", city: "itapéruna" });
  await sendLead(page.request, "callback", PEDRO);
  await sendLead(page.request, "business", QUIRINO);
  // Enough leads for a second page of the table.
  for (let i = 1; i <= 52; i++) {
    await sendLead(page.request, "coverage", {
      name: `Paginação Contato ${String(i).padStart(2, "0")}`,
      phone: "21999990000",
      cep: "20040-020",
      consent: true,
    });
  }
  // Issue 56: an address the fibre does not reach joins the waiting list from /contrate (a plain form),
  // on a visit that came from a campaign (issue 57: the first touch's cookie, as a landing sets it).
  const firstTouch = { landing: "/planos/vitoria-es", source: "instagram", campaign: "lista-de-espera" };
  await page
    .context()
    .addCookies([{ name: ATTRIBUTION_COOKIE, value: encodeAttribution(firstTouch), url: baseURL }]);
  const waiting = await page.request.post("/contrate", {
    form: { step: "waiting-list", ...UBIRAJARA },
    headers: { origin: baseURL, "X-Forwarded-For": "192.0.2.250" },
  });
  expect(waiting.status()).toBe(200);
  await page.context().clearCookies({ name: ATTRIBUTION_COOKIE });
  await page.context().addCookies(staffCookies);
  await open(page, "/intranet/contatos");
});
test.afterAll(() => page.close());

const rows = () => page.getByTestId("lead-row");
const rowOf = (name: string) => rows().filter({ hasText: name });
const searchBox = () => page.getByRole("searchbox", { name: "Buscar contatos" });
const toast = (text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test("lists each lead with what its form asked for, and counts coverage requests by city", {
  tag: "@db",
}, async () => {
  await expect(page.getByRole("heading", { level: 2, name: "Contatos" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Seções do painel" });
  await expect(nav.getByRole("link", { name: "Contatos" })).toHaveAttribute("aria-current", "page");

  await searchBox().fill("Otília");
  await expect(rowOf("Otília Barcellos")).toContainText("(22) 9 9811-2233");
  await expect(rowOf("Otília Barcellos")).toContainText("Avise-me quando chegar");
  await expect(rowOf("Otília Barcellos")).toContainText("Itaperuna - RJ");
  await expect(rowOf("Otília Barcellos")).toContainText("Pendente");
  await searchBox().fill("Pedro");
  const pedro = rowOf("Pedro Vasconcellos");
  for (const text of [
    "Prefiro que me liguem",
    "Plano Fibra 350 Mega",
    "CEP 29056-300, nº 88",
    "Ligar de noite",
  ])
    await expect(pedro).toContainText(text);
  await searchBox().fill("Quirino");
  const quirino = rowOf("Quirino Batalha");
  for (const text of [
    "Quirino Transportes",
    "CNPJ 11.444.777/0001-61",
    "quirino@transportes.example",
    "Linhares",
  ])
    await expect(quirino).toContainText(text);
  await searchBox().fill("");

  // Issue 56: the waiting list's lead carries its marker and the address that had no viability, and the
  // 'Marcador' filter finds it (and only the leads that carry it).
  await page.getByLabel("Marcador").selectOption("sem viabilidade");
  const ubirajara = rowOf("Ubirajara Lista");
  await expect(ubirajara.getByTestId("lead-tag")).toHaveText("sem viabilidade");
  await expect(ubirajara).toContainText("CEP 69900-000, nº 42");
  // Its 'Origem': the campaign, over the page the visit landed on.
  await expect(ubirajara.getByRole("cell").filter({ hasText: "instagram / lista-de-espera" })).toContainText(
    "/planos/vitoria-es",
  );
  await expect(rowOf("Otília Barcellos")).toHaveCount(0);
  await page.getByLabel("Marcador").selectOption("");

  // 'Itaperuna', 'itaperuna' and 'itapéruna' are one city, spelt capitalised when no spelling leads.
  const demand = page.getByRole("region", { name: "Pedidos de cobertura por cidade" });
  const more = demand.getByRole("button", { name: /^Mostrar todas/ });
  if (await more.isVisible()) await more.click();
  await expect(demand.getByRole("row", { name: "Itaperuna - RJ 3" })).toBeVisible();
});

test("search takes every word against any field: names, phones as shown, CNPJ, CEP and plan", async () => {
  await searchBox().fill("vasconcellos 350");
  await expect(rows()).toHaveCount(1);
  await searchBox().fill("3212-4545 29056-300");
  await expect(rows()).toHaveCount(1);
  await expect(rows().first()).toContainText("Pedro Vasconcellos");
  await searchBox().fill("11.444.777/0001-61 linhares");
  await expect(rows()).toHaveCount(1);
  await expect(rows().first()).toContainText("Quirino Batalha");
  await searchBox().fill("Quirino Itaperuna");
  await expect(page.getByText("Nenhum contato encontrado para a pesquisa e os filtros")).toBeVisible();
  await searchBox().fill("");
});

test("moves a lead along: the status says who moved it, the filters find it, the history has it without the person", async () => {
  await searchBox().fill("Otília");
  const status = rowOf("Otília Barcellos").getByLabel("Situação do contato de Otília Barcellos");
  await status.selectOption({ label: "Em atendimento" });
  await expect(toast('Contato marcado como "Em atendimento"')).toBeVisible();
  await expect(rowOf("Otília Barcellos")).toContainText(`por ${E2E_STAFF.email}`);
  await expect(status).toHaveValue("in_progress");

  await searchBox().fill("itaperuna");
  await expect(rows()).toHaveCount(3);
  await page.getByLabel("Situação", { exact: true }).selectOption({ label: "Em atendimento" });
  await expect(rows()).toHaveCount(1);
  await expect(rows().first()).toContainText("Otília Barcellos");
  await page.getByLabel("Situação", { exact: true }).selectOption({ label: "Todas" });
  await page.getByLabel("Tipo", { exact: true }).selectOption({ label: "Prefiro que me liguem" });
  await searchBox().fill("");
  await expect(rowOf("Pedro Vasconcellos")).toBeVisible();
  for (const text of await rows().allTextContents()) expect(text).toContain("Prefiro que me liguem");
  await page.getByLabel("Tipo", { exact: true }).selectOption({ label: "Todos" });

  await open(page, "/intranet/historico?entity=leads");
  const entry = page.getByTestId("history-row").filter({ hasText: "Mudança de situação" }).first();
  // The Histórico names people, not their e-mails: the staff user is named after its address's local part.
  await expect(entry).toContainText(E2E_STAFF.email.split("@")[0]!);
  await expect(entry).not.toContainText(E2E_STAFF.email);
  await expect(entry).toContainText("Em atendimento");
  await expect(page.getByRole("main")).not.toContainText("Otília");
});

test("exports what the search and filters show, by POST: a GET of the export is a 404", async () => {
  await open(page, "/intranet/contatos");
  await page.getByLabel("Tipo", { exact: true }).selectOption({ label: "Avise-me quando chegar" });
  await searchBox().fill("itaperuna");
  await expect(rows()).toHaveCount(3);
  const download = page.waitForEvent("download");
  const exported = page.waitForRequest((request) => request.url().endsWith("/api/admin/leads/export"));
  await page.getByRole("button", { name: "Exportar CSV" }).click();
  const request = await exported;
  expect(request.method()).toBe("POST");
  expect(request.postDataJSON()).toEqual({ search: "itaperuna", kind: "coverage" });
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^contatos-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await file.path())!, "utf8");
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const lines = text.slice(1).split("\r\n").filter(Boolean);
  expect(lines[0]).toMatch(/^Data;Tipo;Situação;Nome;Telefone;/);
  expect(lines).toHaveLength(4);
  expect(text).toContain(";Avise-me quando chegar;Em atendimento;Otília Barcellos;(22) 9 9811-2233;");
  expect(text).not.toContain("Pedro");
  await expect(toast("CSV exportado")).toBeVisible();

  const viaGet = await page.request.get("/api/admin/leads/export?search=");
  expect(viaGet.status()).toBe(404);
  await page.getByLabel("Tipo", { exact: true }).selectOption({ label: "Todos" });
});

test("pages past 50 rows", async () => {
  await searchBox().fill("Paginação Contato");
  await expect(page.getByText(/^52 de \d+ contatos$/)).toBeVisible();
  await expect(rows()).toHaveCount(50);
  const pages = page.getByRole("navigation", { name: "Páginas da tabela" });
  await expect(pages).toContainText("Página 1 de 2");
  await pages.getByRole("button", { name: "Próxima" }).click();
  await expect(rows()).toHaveCount(2);
  await expect(pages).toContainText("Página 2 de 2");
  await searchBox().fill("");
});

test("works on a 390 px phone and in the dark: each lead is a card, nothing scrolls sideways; axe finds nothing", async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, "/intranet/contatos");
  await searchBox().fill("Pedro");
  await expect(rowOf("Pedro Vasconcellos")).toBeVisible();
  const found = await axeViolations(page, "/intranet/contatos with leads (390 px)");
  await page.emulateMedia({ colorScheme: "dark" });
  await open(page, "/intranet/contatos");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await searchBox().fill("Pedro");
  await expect(rows()).toHaveCount(1);
  found.push(...(await axeViolations(page, "/intranet/contatos dark (390 px)")));
  await page.getByRole("button", { name: "Apagar dados do contato de Pedro Vasconcellos" }).click();
  await expect(page.getByRole("alertdialog", { name: "Apagar dados do contato" })).toBeVisible();
  found.push(...(await axeViolations(page, "/intranet/contatos erase confirmation dark (390 px)")));
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancelar" }).click();
  expect(found, found.join("\n\n")).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.emulateMedia({ colorScheme: "light" });
});

test("erases a lead when a person asks: confirmed first, then gone, the history keeping only its number", async () => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, "/intranet/contatos");
  await searchBox().fill("Quirino");
  const row = rowOf("Quirino Batalha");
  await row.getByRole("button", { name: "Apagar dados do contato de Quirino Batalha" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Apagar dados do contato" });
  await expect(confirm).toContainText("Esta ação não pode ser desfeita.");
  await confirm.getByRole("button", { name: "Cancelar" }).click();
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: "Apagar dados do contato de Quirino Batalha" }).click();
  await confirm.getByRole("button", { name: "Apagar dados" }).click();
  await expect(toast("Dados do contato apagados")).toBeVisible();
  await expect(rowOf("Quirino Batalha")).toHaveCount(0);
  await expect(searchBox()).toBeFocused();

  await open(page, "/intranet/historico?entity=leads");
  const entry = page.getByTestId("history-row").filter({ hasText: "Remoção" }).first();
  await expect(entry).toContainText(/Contato nº \d+/);
  await expect(page.getByRole("main")).not.toContainText("Quirino");
});
