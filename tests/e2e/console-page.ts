import type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
import sharp from "sharp";
import type { Cookies } from "./fixtures";
import { expect, test } from "./fixtures";

// The console specs' one signed-in page per file, and the steps they share. The console's journeys are
// cut into files that run side by side in the "site-wide" project (playwright.config.ts): each file's
// tests build on each other's records, in order, on the page its `beforeAll` opened.

let page: Page;
let baseURL: string;

/**
 * Opens the console for the file's tests, signed in as the run's staff user, hands the page to the file
 * and closes it after them. The steps below act on that page (a worker runs one file at a time).
 */
export function openConsoleForFile(use: (opened: Page) => void) {
  test.beforeAll(async ({ browser, staffCookies }, info) => {
    baseURL = info.project.use.baseURL!;
    page = await openConsole(browser, staffCookies);
    use(page);
  });
  test.afterAll(async () => {
    await page.close();
  });
}

async function openConsole(browser: Browser, cookies: Cookies) {
  const opened = await browser.newPage();
  await opened.context().addCookies(cookies);
  await opened.goto(`${baseURL}/intranet`);
  await expect(opened.getByRole("link", { name: "Cidades", exact: true })).toBeVisible();
  return opened;
}

/** The server's address, as the Origin header of a write the test sends itself. */
export const consoleOrigin = () => baseURL;

/** A console write as another staff member's browser would send it (same session, same origin). */
export async function apiWrite(
  request: APIRequestContext,
  method: "PUT" | "POST",
  path: string,
  data: unknown,
) {
  const response = await request.fetch(`/api/admin${path}`, { method, data, headers: { origin: baseURL } });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

/**
 * A CEP range of its own for a city a test sells in (a city sells only where a CEP leads: decision 0031):
 * ten CEPs from `base`, chosen by the run's stamp, where no demo city is.
 */
export function cepRangeFor(base: number, stamp: number) {
  const start = base + (stamp % 10000) * 10;
  const typed = (cep: number) => `${String(cep).slice(0, 5)}-${String(cep).slice(5)}`;
  return [{ start: typed(start), end: typed(start + 9) }];
}

export const search = (name: string) => page.getByRole("searchbox", { name });
// The newest toast with that text (an earlier one may still be showing).
export const toast = (text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

/** A small PNG made on the spot, as a staff member's file would be chosen in the file dialog. */
export async function pngFile(name: string, width: number, height: number, background: string) {
  const buffer = await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

/** Chooses a file for the form's image field and waits for the server to take it. */
export async function uploadInto(form: Locator, file: Awaited<ReturnType<typeof pngFile>>) {
  await form.locator('input[type="file"]').setInputFiles(file);
  await expect(toast("Imagem enviada com sucesso")).toBeVisible();
  // The field's own thumbnail, first; the banner forms' previews below it draw the image too.
  const thumbnail = form.locator('img[src^="/uploads/"]').first();
  await expect(thumbnail).toBeVisible();
  return (await thumbnail.getAttribute("src"))!;
}

export async function columnTexts(rows: Locator, index: number) {
  return rows.locator(`td:nth-child(${index})`).allInnerTexts();
}

/**
 * A header click sorts by that column; the next click reverses the order (and says so in aria-sort). A
 * list longer than a page shows its other end first.
 */
export async function checkSorting(rows: Locator, header: string, index: number) {
  const button = page.getByRole("button", { name: header, exact: true });
  const cell = page.getByRole("columnheader", { name: header, exact: true });
  const before = await cell.getAttribute("aria-sort");
  await button.click();
  const first = before === "ascending" ? "descending" : "ascending";
  const second = first === "ascending" ? "descending" : "ascending";
  await expect(cell).toHaveAttribute("aria-sort", first);
  const texts = await columnTexts(rows, index);
  await button.click();
  await expect(cell).toHaveAttribute("aria-sort", second);
  const reversed = await columnTexts(rows, index);
  const paged = (await page.getByRole("navigation", { name: "Páginas da tabela" }).count()) > 0;
  if (!paged) expect(reversed).toEqual([...texts].reverse());
  else expect(reversed[0]).not.toBe(texts[0]);
}
