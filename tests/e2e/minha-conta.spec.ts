import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { EMPTY_MARKETING_SETTINGS } from "../../src/domain/marketing";
import { ACCOUNT_MESSAGES } from "../../src/domain/subscriber-account";
import { FAKE_HUBSOFT_TOKEN, startFakeHubsoft } from "../../src/server/testing/fake-hubsoft";
import { FAKE_IXC_TOKEN, type FakeIxc, startFakeIxc } from "../../src/server/testing/fake-ixc";
import { FAKE_SGP_TOKEN, startFakeSgp } from "../../src/server/testing/fake-sgp";
import { quotedPrintable, type SmtpSink, startSmtpSink } from "../../src/server/testing/smtp-sink";
import { axeViolations } from "./a11y";
import {
  type SpawnedServer,
  seededDataDir,
  signInAdministrador,
  startServer,
  waitForHealth,
} from "./spawned-server";

// 'Minha conta' (issue 67), tried as a subscriber would on a phone: a server of this file's own with the
// fake IXC as the ERP and an SMTP sink as 'Marketing e avisos'' server. The CPF asks for a code, which
// reaches the e-mail the ERP holds; the code signs in; the account shows the contract, its state, the
// invoices, the region's notices, the tickets with their history and the usage; the desk's 2ª via,
// documents and 'Minha internet caiu' open without the CPF, also in a new browser with the stored cookie;
// 'Sair' ends it. With scripts and without. Then the SGP and Hubsoft fakes, each behind a server of its
// own: the code reaches their e-mail on file, and Hubsoft's central password signs in too.

test.describe.configure({ mode: "serial" });

const ADMIN = { email: "admin.conta@vitrine.test", password: "senha-admin-conta-123" };
const MARIA = "529.982.247-25";

let fake: FakeIxc;
let sink: SmtpSink;
let server: SpawnedServer;
let baseURL: string;
let addressCount = 0;

/** Starts a server over an ERP with the SMTP sink set in 'Marketing e avisos'. */
async function accountServer(env: Record<string, string>, prefix: string) {
  const started = await startServer({
    DATA_DIR: await seededDataDir(prefix),
    LOG_LEVEL: "info",
    TRUST_PROXY: "true",
    WEB_CONCURRENCY: "1",
    ERP_ALLOW_HTTP: "true",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...env,
  });
  const url = `http://localhost:${started.port}`;
  await waitForHealth(url);
  const admin = await signInAdministrador(url, ADMIN, "198.51.100.210");
  try {
    const saved = await admin.put("/api/admin/marketing-settings", {
      data: {
        ...EMPTY_MARKETING_SETTINGS,
        smtpHost: "127.0.0.1",
        smtpPort: String(sink.port),
        smtpFrom: "avisos@provedor.example",
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  } finally {
    await admin.dispose();
  }
  return { server: started, url };
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  fake = await startFakeIxc();
  sink = await startSmtpSink();
  ({ server, url: baseURL } = await accountServer(
    { ERP_ADAPTER: "ixc", ERP_URL: fake.url, ERP_TOKEN: FAKE_IXC_TOKEN },
    "vitrine-conta-",
  ));
});

test.afterAll(async () => {
  server?.kill();
  await fake?.close();
  await sink?.close();
});

/** A browser context at an address of its own (the limits count each apart), scripts on or off. */
async function visitor(browser: Browser, javaScriptEnabled = true): Promise<BrowserContext> {
  addressCount += 1;
  return browser.newContext({
    javaScriptEnabled,
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { "X-Forwarded-For": `203.0.113.${100 + addressCount}` },
  });
}

/** The code the newest e-mail to `to` carries, once it came. */
async function mailedCode(to: string, after: number): Promise<string> {
  await expect.poll(() => sink.mails.slice(after).filter((mail) => mail.to.includes(to)).length).toBe(1);
  const mail = sink.mails.slice(after).find((candidate) => candidate.to.includes(to))!;
  return /Minha conta é (\d{6})/.exec(quotedPrintable(mail.data))![1]!;
}

/** Signs in by code from the page's form, as the subscriber types it. */
async function signInByCode(page: Page, url: string, cpf = MARIA, email = "maria.souza@gmail.com") {
  const before = sink.mails.length;
  await page.goto(`${url}/minha-conta`);
  await page.getByLabel("CPF ou CNPJ do titular").first().fill(cpf);
  await page.getByRole("button", { name: "Receber código" }).click();
  await expect(page.locator("[data-code-sent]")).toHaveText(`${ACCOUNT_MESSAGES.codeSent}.`);
  expect(page.url()).toBe(`${url}/minha-conta`);
  await page.getByLabel("Código de acesso").fill(await mailedCode(email, before));
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByText("Olá, Maria!")).toBeVisible();
}

test("the header leads to 'Minha conta'; the code reaches the e-mail on file and opens the account", async ({
  browser,
}) => {
  const context = await visitor(browser);
  const page = await context.newPage();
  // From any page (the home page's first visit asks for the city first).
  await page.goto(`${baseURL}/suporte`);
  await page.getByRole("banner").getByRole("link", { name: "Minha conta" }).click();
  await expect(page).toHaveURL(`${baseURL}/minha-conta`);
  await expect(page.getByRole("heading", { name: "Entrar com um código" })).toBeVisible();
  expect(await axeViolations(page, "Minha conta: sign-in", { include: "main" })).toEqual([]);

  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await signInByCode(page, baseURL);
  expect((await answer).headers()["cache-control"]).toBe("no-store");
  const cookie = (await context.cookies()).find((candidate) => candidate.name === "vitrine_conta")!;
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(29 * 86_400_000);

  // The contract with its plan, its state and its access; the invoices; the region's notices.
  const contract = page.locator("[data-contract]");
  await expect(contract).toContainText("Fibra 500 Mega");
  await expect(contract).toContainText("Bloqueado");
  await expect(contract.locator("[data-access]")).toHaveText("Desconectada desde 26/11/2026 às 07:42.");
  await expect(page.locator("[data-invoices]")).toContainText("2 faturas em aberto, 1 vencida");
  await expect(page.getByRole("heading", { name: "Avisos da rede na sua região" })).toBeVisible();
  expect(await axeViolations(page, "Minha conta: home", { include: "main" })).toEqual([]);

  // Tickets with their history (the staff's private note is not the subscriber's to read), and usage.
  await page.getByRole("navigation", { name: "Minha conta" }).getByRole("link", { name: "Chamados" }).click();
  const ticket = page.locator("[data-ticket]").filter({ hasText: "Internet lenta à noite" });
  await expect(ticket).toContainText("Encerrado");
  await expect(ticket).toContainText("Conector trocado na caixa; velocidade normal.");
  await expect(ticket).not.toContainText("Nota interna");
  expect(await axeViolations(page, "Minha conta: chamados", { include: "main" })).toEqual([]);
  await page.getByRole("navigation", { name: "Minha conta" }).getByRole("link", { name: "Consumo" }).click();
  const usage = page.locator("[data-usage] tbody tr");
  await expect(usage).toHaveCount(3);
  await expect(usage.first()).toContainText("Novembro de 2026");
  await expect(usage.first()).toContainText("152 GB");
  expect(await axeViolations(page, "Minha conta: consumo", { include: "main" })).toEqual([]);

  // The desk's pages open without the CPF while signed in.
  await page.goto(`${baseURL}/cliente/segunda-via`);
  await expect(page.getByRole("heading", { name: "Olá, Maria. Suas faturas em aberto" })).toBeVisible();
  await expect(page.locator("[data-desk-proven]")).toContainText("Você entrou na sua conta como Maria");
  await page.goto(`${baseURL}/cliente/documentos`);
  await expect(page.getByLabel("CPF ou CNPJ do titular")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Contrato", exact: true })).toBeVisible();
  await page.goto(`${baseURL}/cliente/minha-internet-caiu`);
  await expect(page.locator("[data-access-state]")).toContainText("Desconectada");
  // A sensitive request (issue 67, point 3) takes the session as its proof, and the sign-in's code, minutes
  // old, in place of the proof asked again.
  await page.goto(`${baseURL}/cliente/cancelamento`);
  await expect(page.getByRole("heading", { name: "Maria, veja o que muda ao cancelar" })).toBeVisible();
  await expect(page.locator("[data-fresh-code]")).toBeVisible();
  await expect(page.getByRole("group", { name: "Confirme que é você" })).toHaveCount(0);
  await page.getByLabel("Telefone para falarmos com você (com DDD)").last().fill("(27) 99999-0000");
  await page.getByRole("button", { name: "Confirmar o cancelamento" }).click();
  await expect(page.getByText(/SL-\d{8}-\w{6}/).first()).toBeVisible();
  expect(server.output()).not.toContain("52998224725");
  expect(server.output()).not.toContain("maria.souza@gmail.com");

  // Closing the browser and opening it again: the stored cookie keeps her signed in.
  const stored = await context.storageState();
  await context.close();
  const again = await browser.newContext({
    storageState: stored,
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.250" },
  });
  const reopened = await again.newPage();
  await reopened.goto(`${baseURL}/cliente/segunda-via`);
  await expect(reopened.getByRole("heading", { name: "Olá, Maria. Suas faturas em aberto" })).toBeVisible();
  await expect(reopened.getByLabel("CPF ou CNPJ do titular")).toHaveCount(0);

  // 'Sair' ends the session: a copy of the cookie opens nothing afterwards.
  await reopened.goto(`${baseURL}/minha-conta`);
  await reopened.getByRole("button", { name: "Sair", exact: true }).click();
  await expect(reopened.locator("[data-account-notice]")).toHaveText(ACCOUNT_MESSAGES.ended);
  const copy = await browser.newContext({ storageState: stored });
  const copied = await copy.newPage();
  await copied.goto(`${baseURL}/cliente/segunda-via`);
  await expect(copied.getByLabel("CPF ou CNPJ do titular")).toBeVisible();
  await copy.close();
  await again.close();
});

test("without scripts: a stranger's CPF gets the same words, a wrong code is refused, the code signs in", async ({
  browser,
}) => {
  const context = await visitor(browser, false);
  const page = await context.newPage();
  await page.goto(`${baseURL}/minha-conta`);
  const before = sink.mails.length;
  await page.getByLabel("CPF ou CNPJ do titular").first().fill("111.444.777-35");
  await page.getByRole("button", { name: "Receber código" }).click();
  await expect(page.locator("[data-code-sent]")).toHaveText(`${ACCOUNT_MESSAGES.codeSent}.`);
  await page.getByLabel("Código de acesso").fill("123456");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByRole("alert")).toHaveText(ACCOUNT_MESSAGES.wrongCode);
  // Nothing was sent for a CPF the ERP does not know.
  expect(sink.mails.length).toBe(before);

  // An invalid CPF is named as such, and Maria's code signs her in.
  await page.getByRole("link", { name: "Pedir outro código" }).click();
  await page.getByLabel("CPF ou CNPJ do titular").first().fill("123.456.789-00");
  await page.getByRole("button", { name: "Receber código" }).click();
  await expect(page.getByText(ACCOUNT_MESSAGES.document)).toBeVisible();
  await signInByCode(page, baseURL);
  await page.goto(`${baseURL}/suporte`);
  await expect(page.getByLabel("CPF ou CNPJ do titular")).toHaveCount(0);
  await expect(page.getByLabel("Telefone para contato (com DDD)")).toBeVisible();
  await page.goto(`${baseURL}/minha-conta`);
  await page.getByRole("button", { name: "Sair de todos os aparelhos" }).click();
  await expect(page.locator("[data-account-notice]")).toHaveText(ACCOUNT_MESSAGES.endedEverywhere);
  await context.close();
});

for (const erp of [
  { name: "SGP", start: startFakeSgp, token: FAKE_SGP_TOKEN, adapter: "sgp", ticket: "Internet lenta" },
  {
    name: "Hubsoft",
    start: startFakeHubsoft,
    token: FAKE_HUBSOFT_TOKEN,
    adapter: "hubsoft",
    ticket: "TÉCNICO - LENTIDÃO",
  },
] as const)
  test(`with ${erp.name}: the code reaches its e-mail on file, the desk and the tickets open signed in`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const other = await erp.start();
    const { server: otherServer, url } = await accountServer(
      {
        ERP_ADAPTER: erp.adapter,
        ERP_URL: other.url,
        ERP_TOKEN: erp.token,
        ...(erp.adapter === "hubsoft" ? { ERP_CENTRAL_SIGN_IN: "true" } : {}),
      },
      `vitrine-conta-${erp.adapter}-`,
    );
    try {
      const context = await visitor(browser, false);
      const page = await context.newPage();
      await signInByCode(page, url);
      await expect(page.locator("[data-contract]")).toContainText("FIBRA 500 MEGA");
      await page.goto(`${url}/cliente/segunda-via`);
      await expect(page.getByRole("heading", { name: "Olá, Maria. Suas faturas em aberto" })).toBeVisible();
      await page.goto(`${url}/minha-conta/chamados`);
      await expect(page.locator("[data-ticket]").filter({ hasText: erp.ticket })).toContainText(
        "A internet fica lenta todas as noites.",
      );
      await page.goto(`${url}/minha-conta/consumo`);
      await expect(page.locator("[data-usage] tbody tr").first()).toContainText("Novembro de 2026");
      await context.close();

      if (erp.adapter === "hubsoft") {
        // The subscriber central's password, turned on: it signs in as the code does.
        const withPassword = await visitor(browser);
        const passwordPage = await withPassword.newPage();
        await passwordPage.goto(`${url}/minha-conta`);
        await passwordPage.getByLabel("CPF ou CNPJ do titular").nth(1).fill(MARIA);
        await passwordPage.getByLabel("Senha da central do assinante", { exact: true }).fill("outra");
        await passwordPage.getByRole("button", { name: "Entrar com a senha" }).click();
        await expect(passwordPage.getByRole("alert")).toContainText(ACCOUNT_MESSAGES.wrongPassword);
        await passwordPage
          .getByLabel("Senha da central do assinante", { exact: true })
          .fill("senha-da-central");
        await passwordPage.getByRole("button", { name: "Entrar com a senha" }).click();
        await expect(passwordPage.getByText("Olá, Maria!")).toBeVisible();
        await withPassword.close();
      }
      expect(otherServer.output()).not.toContain("52998224725");
    } finally {
      otherServer.kill();
      await other.close();
    }
  });
