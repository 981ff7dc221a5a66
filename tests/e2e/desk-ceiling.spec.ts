import { expect, type Page, type Response, test } from "@playwright/test";
import { FAKE_IXC_TOKEN, type FakeIxc, startFakeIxc } from "../../src/server/testing/fake-ixc";
import { type SpawnedServer, seededDataDir, startServer, waitForHealth } from "./spawned-server";

// The subscriber desk's bounds as a visitor meets them (issue 55, M2 and L-CNPJ; decisions 0060, 0061): a
// server of this file's own with a fake IXC and a site-wide ceiling of two lookups a minute, so that the
// ceiling, not an address's own limit, is what stops the third. Past it every address gets the stored
// 'Muitas consultas…' page (429), which says so in pt-BR with and without scripts.

test.describe.configure({ mode: "serial" });

let fake: FakeIxc;
let server: SpawnedServer;
let baseURL: string;
let addressCount = 0;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  fake = await startFakeIxc();
  server = await startServer({
    DATA_DIR: await seededDataDir("vitrine-desk-ceiling-"),
    TRUST_PROXY: "true",
    WEB_CONCURRENCY: "1",
    ERP_ADAPTER: "ixc",
    ERP_URL: fake.url,
    ERP_TOKEN: FAKE_IXC_TOKEN,
    ERP_ALLOW_HTTP: "true",
    DESK_LOOKUPS_PER_MINUTE: "2",
  });
  baseURL = `http://localhost:${server.port}`;
  await waitForHealth(baseURL, 120_000);
});

test.afterAll(async () => {
  server?.kill();
  await fake?.close();
});

/** Each test from an address of its own: the ceiling is the site's, whatever the address. */
const nextAddress = () => {
  addressCount += 1;
  return { "X-Forwarded-For": `203.0.113.${100 + addressCount}` };
};

/** Sends the 2ª via form with a company's CNPJ and contract number; resolves with the POST's answer. */
async function askAsCompany(page: Page, contract: string): Promise<Response> {
  await page.getByLabel("CPF ou CNPJ do titular").fill("11.222.333/0001-81");
  await page.getByLabel("Número do contrato (CNPJ)").fill(contract);
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: "Consultar faturas" }).click();
  const response = await answer;
  await page.waitForLoadState("domcontentloaded");
  return response;
}

test("without scripts a company proves itself with its contract's number", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: nextAddress() });
  const page = await context.newPage();
  await page.goto(`${baseURL}/cliente/segunda-via`);
  // The field the server reads as a company's second proof (`numero-contrato`), named as the page says.
  await expect(page.getByLabel("Número do contrato (CNPJ)")).toHaveAttribute("name", "numero-contrato");
  await expect(page.getByText("para CNPJ, o número de um dos contratos da empresa")).toBeVisible();
  const response = await askAsCompany(page, "502");
  expect(response.status()).toBe(200);
  await expect(page.getByText("Padaria, você não tem faturas em aberto.", { exact: false })).toBeVisible();
  await context.close();
});

test("past the site's ceiling the page says 'Muitas consultas…' and takes the focus to it", async ({
  browser,
}) => {
  const context = await browser.newContext({ extraHTTPHeaders: nextAddress() });
  const page = await context.newPage();
  // The ceiling holds two lookups a minute: the first test took one. Ask until the stored page answers
  // (a slow run may see one lookup come back meanwhile).
  let response: Response | undefined;
  for (let i = 0; i < 5 && response?.status() !== 429; i++) {
    await page.goto(`${baseURL}/cliente/segunda-via`);
    response = await askAsCompany(page, "502");
  }
  expect(response?.status()).toBe(429);
  expect(response?.headers()["retry-after"]).toBe("60");
  expect(response?.headers()["cache-control"]).toBe("no-store");
  const alert = page.getByRole("alert");
  await expect(alert).toHaveText("Muitas consultas seguidas. Aguarde alguns minutos e tente de novo.");
  // The page's script puts the focus on the message, as on any other answer of the desk.
  await expect(alert).toBeFocused();
  // The form stays, to try again later.
  await expect(page.getByRole("button", { name: "Consultar faturas" })).toBeVisible();
  await context.close();
});

test("without scripts, another address past the ceiling reads the same message", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: nextAddress() });
  const page = await context.newPage();
  let response: Response | undefined;
  for (let i = 0; i < 3 && response?.status() !== 429; i++) {
    await page.goto(`${baseURL}/cliente/segunda-via`);
    response = await askAsCompany(page, "502");
  }
  expect(response?.status()).toBe(429);
  await expect(page.getByRole("alert")).toHaveText(
    "Muitas consultas seguidas. Aguarde alguns minutos e tente de novo.",
  );
  await expect(page.getByRole("heading", { name: "Consultar faturas" })).toBeVisible();
  // The same stored page on /suporte, in its 'Abrir um chamado' section.
  await page.goto(`${baseURL}/suporte`);
  await page.getByLabel("CPF ou CNPJ do titular").fill("11.222.333/0001-81");
  await page.getByLabel("Número do contrato (CNPJ)").fill("502");
  await page.getByLabel("Telefone para contato (com DDD)").fill("27999990000");
  await page.getByLabel("O que está acontecendo?").fill("A internet caiu desde ontem à noite.");
  const answer = page.waitForResponse((r) => r.request().method() === "POST");
  await page.getByRole("button", { name: "Abrir chamado" }).click();
  expect((await answer).status()).toBe(429);
  await expect(page.locator("#abrir-chamado").getByRole("alert")).toHaveText(
    "Muitas consultas seguidas. Aguarde alguns minutos e tente de novo.",
  );
  await context.close();
});
