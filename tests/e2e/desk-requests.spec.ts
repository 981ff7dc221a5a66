import { readFileSync } from "node:fs";
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

// The desk's self-service requests (issue 67, points 3 and 4), tried as a subscriber would on a phone, with
// and without scripts, against a server of this file's own on a fake SGP (the ERP with a Wi-Fi route) and a
// local SMTP sink: cancelling (its consequences, the offer to stay, the proof asked again), a new due day
// and a new Wi-Fi each reach the fake once and give a protocol, e-mailed to the address on file. Then the
// console's Solicitações lists them, filters them, exports them and answers one by e-mail.

test.describe.configure({ mode: "serial" });

const ADMIN = { email: "solicitacoes@vitrine.test", password: "senha-solicitacoes-123" };

let fake: FakeSgp;
let sink: SmtpSink;
let server: SpawnedServer;
let baseURL: string;
let addressCount = 0;
let adminState: Awaited<ReturnType<Awaited<ReturnType<typeof signInAdministrador>>["storageState"]>>;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  [fake, sink] = await Promise.all([startFakeSgp(), startSmtpSink()]);
  server = await startServer({
    DATA_DIR: await seededDataDir("vitrine-requests-"),
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
  // 'Marketing e avisos': the SMTP server, so each request's protocol is e-mailed.
  const admin = await signInAdministrador(baseURL, ADMIN, "198.51.100.230");
  try {
    const saved = await admin.put("/api/admin/marketing-settings", {
      data: {
        ...EMPTY_MARKETING_SETTINGS,
        smtpHost: "127.0.0.1",
        smtpPort: String(sink.port),
        smtpFrom: "central@provedor.example",
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    // The administrador's session (enrolled once: a second sign-in would ask for the code), for the tab.
    adminState = await admin.storageState();
  } finally {
    await admin.dispose();
  }
});

test.afterAll(async () => {
  server?.kill();
  await Promise.all([fake?.close(), sink?.close()]);
});

/** Valid CPFs of made-up people: each test a subscriber of its own (the desk allows 5 lookups per CPF). */
const SPARE_CPFS = [
  "123.456.780-62",
  "123.457.797-64",
  "123.458.814-53",
  "123.459.831-08",
  "123.460.848-08",
  "123.461.865-62",
];

/** Maria (the fake's first subscriber) again under a fresh CPF, with a contract of her own. */
function newSubscriber(): string {
  const cpf = SPARE_CPFS.shift();
  if (!cpf) throw new Error("no spare CPF left");
  const [maria] = fake.state.contracts;
  const id = 7100 + fake.state.contracts.length;
  fake.state.contracts.push({
    ...maria!,
    contratoId: id,
    clienteId: id,
    cpfCnpj: cpf,
    contratoStatusDisplay: "Ativo",
  });
  return cpf;
}

/** A phone of its own at this server, from an address of its own (the per-address limits). */
async function phone(browser: Browser, javaScriptEnabled: boolean) {
  addressCount += 1;
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: "pt-BR",
    javaScriptEnabled,
    extraHTTPHeaders: { "X-Forwarded-For": `198.18.67.${addressCount}` },
  });
  return { context, page: await context.newPage() };
}

async function identify(page: Page, cpf: string, button: string) {
  await page.getByLabel("CPF ou CNPJ do titular").fill(cpf);
  await page.getByLabel("Data de nascimento do titular (CPF)").fill("1985-03-14");
  await page.getByRole("button", { name: button }).click();
}

/** The confirmation's proof, asked again (requireFreshProof). */
async function proveAgain(page: Page, cpf: string) {
  const proof = page.getByRole("group", { name: "Confirme que é você" });
  await proof.getByLabel("CPF ou CNPJ do titular").fill(cpf);
  await proof.getByLabel("Data de nascimento do titular (CPF)").fill("1985-03-14");
}

async function expectNoAxe(page: Page, label: string) {
  expect(await axeViolations(page, label, { include: "main" })).toEqual([]);
}

/** The protocol the answer shows, once it shows it; the post's answer was no-store and named nothing. */
async function protocolOf(page: Page, path: string): Promise<string> {
  const done = page.locator("[data-request-done]");
  await expect(done).toBeVisible();
  expect(page.url()).toBe(`${baseURL}${path}`);
  const protocol = (await done.locator("[data-protocol]").textContent()) ?? "";
  expect(protocol).toMatch(/^SL-\d{8}-[A-Z0-9]{6}$/);
  await expect(done).toContainText("Enviamos o protocolo para o e-mail do seu cadastro.");
  return protocol;
}

for (const javaScriptEnabled of [true, false]) {
  const how = javaScriptEnabled ? "with scripts" : "without scripts";

  test(`${how}: cancelling shows the consequences and the offer to stay, asks the proof again and opens one ticket`, async ({
    browser,
  }) => {
    const cpf = newSubscriber();
    const { context, page } = await phone(browser, javaScriptEnabled);
    await page.goto("/cliente/cancelamento");
    await expect(page.getByRole("heading", { level: 1, name: "Cancelar a assinatura" })).toBeVisible();
    if (javaScriptEnabled) await expectNoAxe(page, "cancelamento: identificação");
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await identify(page, cpf, "Ver as condições do cancelamento");
    expect((await answer).headers()["cache-control"]).toBe("no-store");
    await expect(page.getByRole("heading", { name: "Maria, veja o que muda ao cancelar" })).toBeVisible();
    // Its offer is the catalogue's 'Fibra 500 Mega' (no fidelização): no fine, the router lent goes back.
    const terms = page.locator("[data-cancel-terms]");
    await expect(terms).toContainText("Sem multa: este plano não tem fidelização.");
    await expect(terms).toContainText("precisa ser devolvido");
    // The offer to stay (Configurações → 'Área do cliente'), never in the way of the confirmation.
    await expect(page.getByRole("heading", { name: "Antes de ir, uma oferta para você" })).toBeVisible();
    if (javaScriptEnabled) await expectNoAxe(page, "cancelamento: consequências");

    const tickets = fake.state.tickets.length;
    // A wrong proof: nothing is asked of the ERP but the lookup, nothing is opened.
    await page
      .getByLabel("Por que você está cancelando? (opcional)")
      .selectOption({ label: "O preço está alto" });
    await page.getByLabel("Telefone para falarmos com você (com DDD)").last().fill("(27) 99999-0000");
    const proof = page.getByRole("group", { name: "Confirme que é você" });
    await proof.getByLabel("CPF ou CNPJ do titular").fill(cpf);
    await proof.getByLabel("Data de nascimento do titular (CPF)").fill("1990-01-01");
    await page.getByRole("button", { name: "Confirmar o cancelamento" }).click();
    await expect(
      page.getByText("Confirme os seus dados para continuar: eles não conferem com os do titular."),
    ).toBeVisible();
    expect(fake.state.tickets).toHaveLength(tickets);

    await page.getByLabel("Telefone para falarmos com você (com DDD)").last().fill("(27) 99999-0000");
    await proveAgain(page, cpf);
    await page.getByRole("button", { name: "Confirmar o cancelamento" }).click();
    const protocol = await protocolOf(page, "/cliente/cancelamento");
    if (javaScriptEnabled) {
      // The page's script puts the focus on the answer (decision 0046).
      await expect(page.locator("[data-form-answer]")).toBeFocused();
      await expectNoAxe(page, "cancelamento: protocolo");
    }
    expect(fake.state.tickets).toHaveLength(tickets + 1);
    const ticket = fake.state.tickets.at(-1)!;
    expect(ticket.conteudo).toContain("Cancelamento solicitado pelo site");
    expect(ticket.conteudo).toContain(protocol);
    expect(ticket.conteudo).toContain("Motivo: O preço está alto.");
    await context.close();
  });

  test(`${how}: a new due day from the ERP's list reaches the ERP once and gives a protocol`, async ({
    browser,
  }) => {
    const cpf = newSubscriber();
    const { context, page } = await phone(browser, javaScriptEnabled);
    await page.goto("/cliente/vencimento");
    await identify(page, cpf, "Continuar");
    const day = page.getByLabel("Novo dia de vencimento");
    // SGP's 'vencimento/list'.
    await expect(day.locator("option")).toHaveText(["Escolha o dia", "Dia 5", "Dia 10", "Dia 15", "Dia 20"]);
    if (javaScriptEnabled) await expectNoAxe(page, "vencimento");
    const tickets = fake.state.tickets.length;
    await page.getByRole("button", { name: "Trocar o dia de vencimento" }).click();
    await expect(page.getByText("Escolha um dos dias de vencimento da lista.")).toBeVisible();
    await expect(page.getByText("Digite um telefone com DDD para falarmos com você.")).toBeVisible();
    expect(fake.state.tickets).toHaveLength(tickets);
    await page.getByLabel("Novo dia de vencimento").selectOption("10");
    await page.getByLabel("Telefone para falarmos com você (com DDD)").fill("27 99999-0000");
    await page.getByRole("button", { name: "Trocar o dia de vencimento" }).click();
    const protocol = await protocolOf(page, "/cliente/vencimento");
    expect(fake.state.tickets).toHaveLength(tickets + 1);
    expect(fake.state.tickets.at(-1)!.conteudo).toContain("Novo dia de vencimento: 10.");
    expect(fake.state.tickets.at(-1)!.conteudo).toContain(protocol);
    await context.close();
  });

  test(`${how}: the Wi-Fi per band goes to the router by SGP's cpemanage, once, the password nowhere else`, async ({
    browser,
  }) => {
    const cpf = newSubscriber();
    const { context, page } = await phone(browser, javaScriptEnabled);
    await page.goto("/cliente/wifi");
    await identify(page, cpf, "Continuar");
    await expect(page.getByRole("heading", { name: "Nova rede Wi-Fi" })).toBeVisible();
    if (javaScriptEnabled) await expectNoAxe(page, "wifi");
    const changes = fake.state.wifiChanges.length;
    await page.getByLabel("Nome da rede (2,4 GHz)").fill("Casa da Mãe");
    await page.getByLabel("Nova senha (2,4 GHz)").fill("curta");
    await page.getByLabel("Telefone para falarmos com você (com DDD)").fill("27999990000");
    await proveAgain(page, cpf);
    await page.getByRole("button", { name: "Trocar o Wi-Fi" }).click();
    await expect(page.getByText("A senha precisa ter de 8 a 63 caracteres, sem acentos.")).toBeVisible();
    await expect(page.getByText("Use de 1 a 32 caracteres: letras sem acento")).toBeVisible();
    // A password is never written back into the page.
    await expect(page.getByLabel("Nova senha (2,4 GHz)")).toHaveValue("");
    expect(fake.state.wifiChanges).toHaveLength(changes);

    await page.getByLabel("Nome da rede (2,4 GHz)").fill("Casa da Maria");
    await page.getByLabel("Nova senha (2,4 GHz)").fill("uma senha boa 2026");
    await page.getByLabel("Nome da rede (5 GHz)").fill("Casa da Maria 5G");
    await proveAgain(page, cpf);
    await page.getByRole("button", { name: "Trocar o Wi-Fi" }).click();
    await protocolOf(page, "/cliente/wifi");
    await expect(page.getByText("a nova configuração foi enviada ao seu roteador")).toBeVisible();
    expect(fake.state.wifiChanges).toHaveLength(changes + 1);
    expect(fake.state.wifiChanges.at(-1)).toMatchObject({
      novo_ssid: "Casa da Maria",
      nova_senha: "uma senha boa 2026",
      novo_ssid_5g: "Casa da Maria 5G",
    });
    expect(server.output()).not.toContain("uma senha boa 2026");
    await context.close();
  });
}

test("the protocols reach the e-mail on file, and no e-mail carries a Wi-Fi password", async () => {
  await expect.poll(() => sink.mails.length, { timeout: 30_000 }).toBe(6);
  for (const mail of sink.mails) {
    expect(mail.to).toEqual(["maria.souza@gmail.com"]);
    const text = quotedPrintable(mail.data);
    expect(text).toMatch(/protocolo é SL-\d{8}-[A-Z0-9]{6}/);
    expect(text).not.toContain("uma senha boa 2026");
  }
});

test("Solicitações lists the requests, filters them, exports the CSV and answers one by e-mail", async ({
  browser,
}) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1440, height: 900 },
    storageState: adminState,
    extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.230" },
  });
  const page = await context.newPage();
  await page.goto("/intranet/solicitacoes");
  await expect(page.getByRole("heading", { name: "Solicitações" })).toBeVisible();
  const rows = page.getByTestId("request-row");
  await expect(rows).toHaveCount(6);
  expect(await axeViolations(page, "Solicitações", { include: "main" })).toEqual([]);

  // The filters are a plain GET form: the address says them.
  await page.getByLabel("Tipo").selectOption({ label: "Nome e senha do Wi-Fi" });
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/tipo=wifi/);
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText("Feito pelo sistema de gestão");

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exportar CSV" }).click();
  const csv = readFileSync((await (await download).path())!, "utf8");
  expect(csv.split("\r\n")[0]).toContain("Protocolo;Tipo;Situação");
  expect(csv.trim().split("\r\n")).toHaveLength(3);

  const mails = sink.mails.length;
  const first = rows.first();
  await first.getByText("Responder ao assinante").click();
  await first
    .getByLabel("Resposta (vai por e-mail ao assinante)")
    .fill("Trocamos o Wi-Fi. Conecte seus aparelhos de novo.");
  await first.getByLabel("Mudar a situação para").selectOption({ label: "Concluída" });
  await first.getByRole("button", { name: "Enviar resposta" }).click();
  await expect(page.getByText("Resposta enviada por e-mail ao assinante")).toBeVisible();
  await expect(first.getByTestId("request-state")).toHaveText("Concluída");
  await expect.poll(() => sink.mails.length, { timeout: 30_000 }).toBe(mails + 1);
  expect(quotedPrintable(sink.mails.at(-1)!.data)).toContain("Trocamos o Wi-Fi.");
  await context.close();
});
