import { type Browser, expect, type Page, test } from "@playwright/test";
import { EMPTY_MARKETING_SETTINGS } from "../../src/domain/marketing";
import { FAKE_SGP_TOKEN, type FakeSgp, startFakeSgp } from "../../src/server/testing/fake-sgp";
import { quotedPrintable, type SmtpSink, startSmtpSink } from "../../src/server/testing/smtp-sink";
import { axeViolations } from "./a11y";
import {
  type SpawnedServer,
  seededDataDir,
  signInAdministrador,
  startServer,
  waitForHealth,
} from "./spawned-server";

// 'Status da rede' (issue 58), tried as staff and subscribers would: a server of this file's own with SGP
// as the ERP (a local fake), so its maintenance list is imported and the desk can open tickets. Atendimento
// creates an incident for Vila Velha in the console; it shows on /status, on Vila Velha's page and before a
// ticket in the desk, and not on Vitória's page; the pages work without scripts.

test.describe.configure({ mode: "serial" });

const ADMIN = { email: "admin.status@vitrine.test", password: "senha-admin-status-123" };
const ATENDIMENTO = { email: "atendimento.status@vitrine.test", password: "senha-atendimento-123" };
const INCIDENT = "Rompimento de fibra na Rodovia do Sol";
const IMPORTED = "Troca de equipamento no POP Centro";

let fake: FakeSgp;
let server: SpawnedServer;
/** The SMTP server of 'Marketing e avisos': a local sink keeping each message as sent. */
let sink: SmtpSink;
let baseURL: string;
let addressCount = 0;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  fake = await startFakeSgp();
  sink = await startSmtpSink();
  server = await startServer({
    DATA_DIR: await seededDataDir("vitrine-status-"),
    LOG_LEVEL: "info",
    TRUST_PROXY: "true",
    WEB_CONCURRENCY: "1",
    ERP_ADAPTER: "sgp",
    ERP_URL: fake.url,
    ERP_TOKEN: FAKE_SGP_TOKEN,
    ERP_ALLOW_HTTP: "true",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  baseURL = `http://localhost:${server.port}`;
  await waitForHealth(baseURL);
  // The administrador enrols in two-factor sign-in (decision 0025) and makes an atendimento colleague, as
  // Equipe does; the colleague sets a password through the one-time link.
  const admin = await signInAdministrador(baseURL, ADMIN, "198.51.100.200");
  try {
    const made = await admin.post("/api/admin/staff", {
      data: { name: "Ana Atendimento", email: ATENDIMENTO.email, role: "atendimento" },
    });
    expect(made.ok(), await made.text()).toBe(true);
    const { link } = (await made.json()) as { link: { token: string } };
    const set = await admin.post("/api/staff-password", {
      data: { token: link.token, password: ATENDIMENTO.password },
    });
    expect(set.ok(), await set.text()).toBe(true);
    // The SMTP server in 'Marketing e avisos' (no sales team's address): the desk can offer the e-mail
    // 'Avise-me quando acabar'; WhatsApp is not set, so it is not offered.
    const marketing = await admin.put("/api/admin/marketing-settings", {
      data: {
        ...EMPTY_MARKETING_SETTINGS,
        smtpHost: "127.0.0.1",
        smtpPort: String(sink.port),
        smtpFrom: "avisos@provedor.example",
      },
    });
    expect(marketing.ok(), await marketing.text()).toBe(true);
  } finally {
    await admin.dispose();
  }
});

test.afterAll(async () => {
  server?.kill();
  await fake?.close();
  await sink?.close();
});

/** A browser at an address of its own (the per-address limits count each apart), scripts on or off. */
async function browse(browser: Browser, scripts: boolean, width = 390) {
  addressCount += 1;
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: 900 },
    locale: "pt-BR",
    javaScriptEnabled: scripts,
    extraHTTPHeaders: { "X-Forwarded-For": `203.0.113.${100 + addressCount}` },
  });
  return { context, page: await context.newPage() };
}

/** A wall-clock moment for a datetime-local field, `hours` from now on Brasília's clock. */
function wallTime(hours: number): string {
  const instant = new Date(Date.now() + hours * 3_600_000);
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Sao_Paulo",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}`;
}

/** Atendimento signed in (the form: this server is the file's own) on the console's 'Status da rede'. */
async function statusTab(browser: Browser) {
  const { context, page } = await browse(browser, true, 1440);
  await page.goto("/auth");
  await page.getByLabel("E-mail").fill(ATENDIMENTO.email);
  await page.getByLabel("Senha").fill(ATENDIMENTO.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/intranet\//);
  await page.getByRole("link", { name: "Status da rede" }).first().click();
  await expect(page.getByRole("heading", { name: "Status da rede" })).toBeVisible();
  return { context, page };
}

/** The desk's ticket form filled as Maria (CPF 529.982.247-25) would for `city`, and sent. */
async function openTicket(page: Page, city: string, problem: string) {
  await page.getByLabel("CPF ou CNPJ do titular").fill("529.982.247-25");
  await page.getByLabel("Data de nascimento do titular (CPF)").fill("1985-03-14");
  await page.getByLabel("Cidade da instalação").selectOption({ label: city });
  await page.getByLabel("Telefone para contato (com DDD)").fill("27999998888");
  await page.getByLabel("O que está acontecendo?").fill(problem);
  await page.getByRole("button", { name: "Abrir chamado", exact: true }).click();
}

test("atendimento registers an incident for Vila Velha in 'Status da rede', beside SGP's planned work", async ({
  browser,
}) => {
  const { context, page } = await statusTab(browser);
  // SGP's maintenance list was imported when the server started.
  await expect(page.getByTestId("network-notice-row").filter({ hasText: IMPORTED })).toContainText(
    "importada do SGP",
  );
  expect(await axeViolations(page, "Status da rede tab")).toEqual([]);

  await page.getByRole("button", { name: "Adicionar aviso" }).click();
  const dialog = page.getByRole("dialog", { name: "Adicionar aviso" });
  await dialog.getByLabel("Título").fill(INCIDENT);
  await dialog.getByLabel("Descrição").fill("Um caminhão rompeu o cabo. Equipe a caminho.");
  await dialog.getByRole("checkbox", { name: "Vila Velha - ES" }).check();
  await dialog.getByLabel("Bairros (opcional)").fill("Praia da Costa, Itapuã");
  await dialog.getByLabel("Início").fill(wallTime(-1));
  await dialog.getByLabel("Previsão de término").fill(wallTime(5));
  expect(await axeViolations(page, "Status da rede form", { include: "dialog[open]:last-of-type" })).toEqual(
    [],
  );
  await dialog.getByRole("button", { name: "Adicionar aviso" }).click();
  await expect(page.getByText("Aviso adicionado com sucesso").first()).toBeVisible();
  await expect(page.getByTestId("network-notice-row").filter({ hasText: INCIDENT })).toContainText(
    "Vila Velha - ES",
  );
  await context.close();
});

for (const scripts of [false, true]) {
  test(`/status and the city pages show it where it applies (${scripts ? "with" : "without"} scripts)`, async ({
    browser,
  }) => {
    const { context, page } = await browse(browser, scripts);
    await page.goto("/status");
    const ongoing = page.getByRole("region", { name: "Em andamento" });
    await expect(ongoing.getByRole("article", { name: INCIDENT })).toContainText("Vila Velha - ES");
    await expect(ongoing.getByRole("article", { name: INCIDENT })).toContainText("Previsão de normalização");
    await expect(
      page.getByRole("region", { name: "Manutenções programadas" }).getByRole("article", { name: IMPORTED }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "RSS" })).toHaveAttribute("href", "/status/feed.xml");
    // axe runs in the page: with scripts only (the markup is the same either way).
    if (scripts) expect(await axeViolations(page, "/status", { include: "main" })).toEqual([]);

    await page.goto("/planos/vila-velha-es");
    const notice = page.getByRole("region", { name: "Status da rede em Vila Velha" });
    await expect(notice).toContainText(INCIDENT);
    await expect(notice).toContainText(IMPORTED);
    if (scripts) expect(await axeViolations(page, "Vila Velha's page", { include: "main" })).toEqual([]);

    await page.goto("/planos/vitoria-es");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("[data-network-notice]")).toHaveCount(0);
    await expect(page.getByText(INCIDENT)).toHaveCount(0);
    await context.close();
  });

  test(`the desk says 'Há uma falha conhecida na sua região' before a ticket (${scripts ? "with" : "without"} scripts)`, async ({
    browser,
  }) => {
    const { context, page } = await browse(browser, scripts);
    await page.goto("/suporte");
    await expect(page.getByRole("region", { name: "Falhas conhecidas na rede agora" })).toContainText(
      INCIDENT,
    );
    const lookups = () => fake.state.calls.filter((call) => call.path === "/api/ura/consultacliente/").length;
    const before = { lookups: lookups(), tickets: fake.state.tickets.length };

    await openTicket(page, "Vila Velha - ES", "Minha internet caiu desde cedo.");

    const known = page.locator("[data-known-outage]");
    await expect(known).toContainText("Há uma falha conhecida na sua região");
    await expect(known).toContainText(INCIDENT);
    await expect(known).toContainText("Previsão de normalização:");
    // Asked before any lookup: no call to the ERP, nothing of the CPF said.
    expect({ lookups: lookups(), tickets: fake.state.tickets.length }).toEqual(before);
    // What was typed is there to send again.
    await expect(page.getByLabel("CPF ou CNPJ do titular")).toHaveValue("529.982.247-25");
    await expect(page.getByLabel("O que está acontecendo?")).toHaveValue("Minha internet caiu desde cedo.");
    if (scripts) expect(await axeViolations(page, "known outage", { include: "main" })).toEqual([]);

    await page.getByRole("button", { name: "Abrir chamado mesmo assim" }).click();
    await expect(page.locator("[data-protocol]")).toBeVisible();
    expect(fake.state.tickets.at(-1)?.conteudo).toContain("Cidade informada: Vila Velha - ES");
    await context.close();
  });
}

test("a subscriber of a city without a failure opens the ticket at once", async ({ browser }) => {
  const { context, page } = await browse(browser, false);
  await page.goto("/suporte");
  await openTicket(page, "Vitória - ES", "A conexão oscila à noite.");
  await expect(page.locator("[data-protocol]")).toBeVisible();
  await expect(page.locator("[data-known-outage]")).toHaveCount(0);
  await context.close();
});

// Point 4 of issue 58: a desk that does not make anyone wait blind or type twice.

/** Maria again under a CPF of her own (the per-CPF limit counts each apart): a suspended contract, a bill. */
function newSubscriber(cpf: string, n: number) {
  const [maria] = fake.state.contracts;
  fake.state.contracts.push({
    ...maria!,
    contratoId: 7100 + n,
    clienteId: 400 + n,
    cpfCnpj: cpf,
    contratoStatusDisplay: "Suspenso",
    promessaUsada: false,
  });
  fake.state.bills.push({ ...fake.state.bills[0]!, fatura: 89000 + n, contrato: 7100 + n });
}

test("the 2ª via flags a blocked connection, and its 'Desbloquear' asks for nothing again", async ({
  browser,
}) => {
  newSubscriber("123.456.780-62", 1);
  const { context, page } = await browse(browser, true);
  await page.goto("/cliente/segunda-via");
  await page.getByLabel("CPF ou CNPJ do titular").fill("123.456.780-62");
  await page.getByLabel("Data de nascimento do titular (CPF)").fill("1985-03-14");
  // A slow ERP: the page says it is working from the first tap.
  fake.behaviour.delayMs = 1500;
  // Submitted from the page, and the form read at once: Playwright waits for a navigation to end before it
  // looks again, and the state to see is the one while the answer is on its way.
  const progress = await page
    .getByRole("button", { name: "Consultar faturas" })
    .evaluate((button: HTMLButtonElement) => {
      button.form!.requestSubmit(button);
      const line = button.form!.querySelector<HTMLElement>("[role=status][data-form-progress]")!;
      return {
        text: line.textContent,
        shown: line.checkVisibility(),
        busy: button.getAttribute("aria-disabled"),
      };
    });
  expect(progress).toEqual({
    text: "Consultando o sistema de gestão… isso pode levar alguns segundos.",
    shown: true,
    busy: "true",
  });
  const blocked = page.locator("[data-blocked-contracts]");
  await expect(blocked).toContainText("Sua conexão está bloqueada por atraso no pagamento.");
  fake.behaviour.delayMs = 0;
  expect(await axeViolations(page, "2ª via with a blocked connection", { include: "main" })).toEqual([]);
  const lookups = fake.state.calls.filter((call) => call.path === "/api/ura/consultacliente/").length;
  await blocked.getByRole("button", { name: "Desbloquear FIBRA 500 MEGA" }).click();
  await expect(page).toHaveURL(/\/cliente\/desbloqueio$/);
  await expect(page.getByText("Pronto! Sua conexão foi liberada")).toBeVisible();
  // No second lookup of the subscriber: the sealed contract was enough.
  expect(fake.state.calls.filter((call) => call.path === "/api/ura/consultacliente/")).toHaveLength(lookups);
  expect(fake.state.contracts.find((row) => row.contratoId === 7101)?.contratoStatusDisplay).toBe("Ativo");
  await context.close();
});

test("a refused lookup keeps what the subscriber typed (without scripts)", async ({ browser }) => {
  const { context, page } = await browse(browser, false);
  await page.goto("/cliente/segunda-via");
  await page.getByLabel("CPF ou CNPJ do titular").fill("123.457.797-64");
  await page.getByLabel("Data de nascimento do titular (CPF)").fill("1990-01-01");
  await page.getByRole("button", { name: "Consultar faturas" }).click();
  await expect(page.locator("[data-form-error]")).toBeVisible();
  await expect(page.getByLabel("CPF ou CNPJ do titular")).toHaveValue("123.457.797-64");
  await expect(page.getByLabel("Data de nascimento do titular (CPF)")).toHaveValue("1990-01-01");
  await context.close();
});

test("found once, a subscriber is not asked again on the other desk pages until 'Sair' (without scripts)", async ({
  browser,
}) => {
  newSubscriber("123.458.814-53", 2);
  const { context, page } = await browse(browser, false);
  const lookups = () => fake.state.calls.filter((call) => call.path === "/api/ura/consultacliente/").length;
  await page.goto("/cliente/segunda-via");
  await page.getByLabel("CPF ou CNPJ do titular").fill("123.458.814-53");
  await page.getByLabel("Data de nascimento do titular (CPF)").fill("1985-03-14");
  await page.getByRole("button", { name: "Consultar faturas" }).click();
  await expect(page.getByRole("heading", { name: /Suas faturas em aberto/ })).toBeVisible();
  const [proof] = (await context.cookies()).filter((cookie) => cookie.name === "vitrine_assinante");
  expect(proof).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  expect(proof!.value).not.toContain("12345881453");
  const after = lookups();

  // The unlock page lists the connections at once; the answer is this visitor's alone.
  const unlock = await page.goto("/cliente/desbloqueio");
  expect(unlock?.headers()["cache-control"]).toBe("no-store");
  await expect(page.getByRole("heading", { name: /Escolha a conexão para desbloquear/ })).toBeVisible();
  await expect(page.getByLabel("CPF ou CNPJ do titular")).toHaveCount(0);
  // The ticket form asks only what the ticket needs.
  await page.goto("/suporte");
  await expect(page.locator("[data-desk-proven]")).toContainText("Você está identificado como Maria");
  await expect(page.getByLabel("CPF ou CNPJ do titular")).toHaveCount(0);
  expect(lookups()).toBe(after);

  await page.getByRole("link", { name: "Sair" }).click();
  await expect(page).toHaveURL(/\/suporte$/);
  await expect(page.getByLabel("CPF ou CNPJ do titular")).toBeVisible();
  expect((await context.cookies()).filter((cookie) => cookie.name === "vitrine_assinante")).toEqual([]);
  await context.close();
});

// 'Avise-me quando acabar' (issue 58): asked under the known failure, kept as a lead with the consent, and
// told once when atendimento resolves the incident. Last in this file: it ends the incident.

for (const scripts of [false, true]) {
  test(`a subscriber asks to be told when the failure ends (${scripts ? "with" : "without"} scripts)`, async ({
    browser,
  }) => {
    const { context, page } = await browse(browser, scripts);
    await page.goto("/suporte");
    await openTicket(page, "Vila Velha - ES", "Minha internet caiu desde cedo.");
    await expect(page.locator("[data-known-outage]")).toContainText("Há uma falha conhecida na sua região");

    const offer = page.getByRole("region", { name: "Avise-me quando acabar" });
    // Only e-mail is set on this site: no WhatsApp asked.
    await expect(offer.getByLabel("WhatsApp com DDD")).toHaveCount(0);
    await expect(offer).toContainText(
      "Finalidade: avisar você, uma única vez, quando esta falha for resolvida.",
    );
    const email = `assinante.${scripts ? "com" : "sem"}.scripts@example.com`;
    await offer.getByLabel("E-mail").fill(email);
    // Without the consent ticked, nothing is kept and the page says why.
    await offer.getByRole("button", { name: "Avise-me quando acabar" }).click();
    await expect(page.getByRole("region", { name: "Avise-me quando acabar" })).toContainText(
      "Para receber o aviso, marque que concorda com o uso do seu contato para isso.",
    );
    await expect(
      page.getByRole("region", { name: "Avise-me quando acabar" }).getByLabel("E-mail"),
    ).toHaveValue(email);
    if (scripts)
      expect(await axeViolations(page, "'Avise-me quando acabar'", { include: "main" })).toEqual([]);

    const again = page.getByRole("region", { name: "Avise-me quando acabar" });
    await again.getByLabel("Autorizo o uso deste contato para me avisarem do fim desta falha.").check();
    const answered = page.waitForResponse(
      (response) => response.request().method() === "POST" && response.url().includes("/suporte"),
    );
    await again.getByRole("button", { name: "Avise-me quando acabar" }).click();
    expect((await answered).headers()["cache-control"]).toBe("no-store");
    await expect(page.getByText("Pronto! Vamos avisar você quando esta falha acabar.")).toBeVisible();
    // Nothing of the contact in the address; the ticket form is as it was, to open the ticket anyway.
    expect(page.url()).not.toContain("example.com");
    await expect(page.getByLabel("CPF ou CNPJ do titular")).toHaveValue("529.982.247-25");
    await expect(page.getByRole("button", { name: "Abrir chamado mesmo assim" })).toBeVisible();
    await context.close();
  });
}

test("atendimento resolves the incident: each subscriber who asked is e-mailed once", async ({ browser }) => {
  expect(sink.mails).toEqual([]);
  const { context, page } = await statusTab(browser);
  const row = page.getByTestId("network-notice-row").filter({ hasText: INCIDENT });
  const dialog = page.getByRole("dialog", { name: "Editar aviso" });
  // The tab's script may still be starting: the button opens the dialog once it listens.
  await expect(async () => {
    await row.getByRole("button", { name: `Editar ${INCIDENT}` }).click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await dialog.getByLabel("Resolvido em").fill(wallTime(0));
  await dialog.getByLabel("Resolução").fill("Cabo emendado; a conexão voltou.");
  await dialog.getByRole("button", { name: /^Salvar/ }).click();
  await expect(dialog).toBeHidden();

  await expect.poll(() => sink.mails.length, { timeout: 30_000 }).toBe(2);
  expect(sink.mails.map((mail) => mail.to).sort()).toEqual([
    ["assinante.com.scripts@example.com"],
    ["assinante.sem.scripts@example.com"],
  ]);
  // The message as its reader sees it.
  const text = quotedPrintable(sink.mails[0]!.data);
  expect(text).toContain("Rompimento de fibra na Rodovia do Sol");
  expect(text).toContain("Cabo emendado; a conexão voltou.");
  await context.close();
});
