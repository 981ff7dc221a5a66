import type { Page } from "@playwright/test";
import { E2E_STAFF, E2E_WORKER_HEADERS } from "../../playwright.config";
import { EMPTY_MARKETING_SETTINGS } from "../../src/domain/marketing";
import { type SmtpSink, startSmtpSink } from "../../src/server/testing/smtp-sink";
import { axeViolations } from "./a11y";
import { adminApiFor, expect, newStaffMember, test } from "./fixtures";
import { open } from "./helpers";
import { freePort } from "./spawned-server";

// Issue 57, point 4: Configurações → 'Marketing e avisos' → 'Testar conexão' against a local SMTP sink (the
// test message reaches the signed-in administrador's own address; a port where nothing answers is named),
// and a seller's own alerts in Equipe → 'Avisos'. Saving the SMTP server makes every new lead queue an
// alert, so this runs in the "site-wide" project (playwright.config.ts) and leaves no server behind.
test.describe.configure({ mode: "serial", timeout: 120_000 });

let sink: SmtpSink;

test.beforeAll(async () => {
  sink = await startSmtpSink();
});
test.afterAll(async ({ playwright, staffCookies }) => {
  // No alert server left behind for the other specs' leads.
  const baseURL = test.info().project.use.baseURL!;
  const request = await playwright.request.newContext({
    baseURL,
    storageState: { cookies: staffCookies, origins: [] },
    extraHTTPHeaders: E2E_WORKER_HEADERS,
  });
  await adminApiFor(request, baseURL).write("PUT", "/marketing-settings", EMPTY_MARKETING_SETTINGS);
  await request.dispose();
  await sink.close();
});

const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

test("an administrador saves the SMTP server and tests it: the test message reaches their own e-mail, a dead port is named", async ({
  staffPage: page,
}) => {
  await open(page, "/intranet/configuracoes");
  const section = page.getByRole("region", { name: "Marketing e avisos" });
  const form = section.getByRole("form", { name: "Marketing e avisos" });
  await form.getByLabel("Servidor SMTP").fill("127.0.0.1");
  await form.getByRole("textbox", { name: "Porta", exact: true }).fill(String(sink.port));
  await form.getByLabel("Usuário SMTP").fill("");
  await form.getByLabel("Remetente").fill("avisos@provedor.example");
  await form.getByRole("button", { name: "Salvar marketing e avisos" }).click();
  await expect(toast(page, "Marketing e avisos salvos")).toBeVisible();
  await expect(section.getByText("Avisos por e-mail: ativo", { exact: false })).toBeVisible();

  const smtpTest = form.getByRole("button", { name: "Testar conexão com o servidor SMTP" });
  await smtpTest.click();
  const worked = `Conexão com o servidor SMTP funcionando: enviamos uma mensagem de teste para ${E2E_STAFF.email}.`;
  await expect(form.getByRole("status").filter({ hasText: worked })).toBeVisible();
  await expect(toast(page, "Conexão funcionando")).toContainText(worked);
  expect(sink.mails.map((mail) => mail.to)).toContainEqual([E2E_STAFF.email]);
  const found = await axeViolations(page, "Marketing e avisos after a test");

  // A port where nothing answers: the same answer as for a port that never answers (issue 66, L3), so it
  // comes once the connection's whole timeout (15 s) has passed: the ceiling is above it.
  const closed = await freePort();
  await form.getByRole("textbox", { name: "Porta", exact: true }).fill(String(closed));
  await form.getByRole("button", { name: "Salvar marketing e avisos" }).click();
  await expect(toast(page, "Marketing e avisos salvos").last()).toBeVisible();
  await smtpTest.click();
  const failed =
    "Não foi possível conversar com o servidor SMTP. Confira o servidor, a porta e a conexão segura, e se o servidor aceita conexões deste site.";
  await expect(form.getByRole("status").filter({ hasText: failed })).toBeVisible({ timeout: 30_000 });
  await expect(toast(page, "Falha no teste de conexão")).toContainText(failed);
  expect(found, found.join("\n\n")).toEqual([]);
});

test("an administrador gives a seller their own WhatsApp and city in Equipe → 'Avisos'", async ({
  staffPage: page,
  adminApi,
  request,
}) => {
  const seller = await newStaffMember(adminApi, request, "comercial");
  await open(page, "/intranet/equipe");
  await page.getByRole("searchbox", { name: "Buscar na equipe" }).fill(seller.email);
  const row = page.getByTestId("staff-row").filter({ hasText: seller.email });
  await expect(row.getByText("E-mail · cidades sem vendedor")).toBeVisible();
  await row.getByRole("button", { name: `Avisos de ${seller.email}` }).click();

  const dialog = page.getByRole("dialog", { name: "Avisos de novos contatos de Pessoa comercial" });
  await expect(dialog.getByRole("switch", { name: `Avisar por e-mail (${seller.email})` })).toBeChecked();
  await dialog.getByLabel("WhatsApp").fill("27 99999");
  await dialog.getByRole("button", { name: "Salvar avisos" }).click();
  await expect(dialog.getByLabel("WhatsApp")).toHaveAccessibleDescription(
    /Informe o WhatsApp com DDI e DDD, só dígitos \(por exemplo 5527999990000\)\./,
  );
  const found = await axeViolations(page, "Equipe 'Avisos' with an error");

  await dialog.getByLabel("WhatsApp").fill("+55 27 99999-0001");
  await dialog.getByRole("switch", { name: `Avisar por e-mail (${seller.email})` }).click();
  await dialog.getByRole("checkbox", { name: "Vitória - ES" }).check();
  await dialog.getByRole("button", { name: "Salvar avisos" }).click();
  await expect(toast(page, `Avisos de ${seller.email} salvos`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText("WhatsApp · 1 cidade")).toBeVisible();
  expect(found, found.join("\n\n")).toEqual([]);
});
