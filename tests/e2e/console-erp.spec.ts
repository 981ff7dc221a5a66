import type { Page } from "@playwright/test";
import { FAKE_IXC_TOKEN, type FakeIxc, startFakeIxc } from "../../src/server/testing/fake-ixc";
import { axeViolations } from "./a11y";
import { expect, test } from "./fixtures";
import { open } from "./helpers";

// Configurações → 'Sistema de gestão' (issue 36, point 3): an administrador points the site at the
// provider's ERP (a local fake IXC), sees the credential only masked, tests the connection, reads the
// capability table, and removes it again. Saving an ERP changes what the subscriber pages do site-wide,
// so it runs in the "site-wide" project (playwright.config.ts) and leaves no ERP behind.
test.describe.configure({ mode: "serial", timeout: 120_000 });

let fake: FakeIxc;
test.beforeAll(async () => {
  fake = await startFakeIxc();
});
test.afterAll(async () => {
  await fake?.close();
});

const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

test("an administrador saves the ERP, tests the connection, sees its capabilities and removes it", async ({
  staffPage: page,
}) => {
  await open(page, "/intranet/configuracoes");
  const section = page.getByRole("region", { name: "Sistema de gestão" });
  await expect(section.getByRole("heading", { level: 2, name: "Sistema de gestão" })).toBeVisible();
  await expect(section.getByText("Nenhum sistema de gestão em uso")).toBeVisible();
  const form = section.getByRole("form", { name: "Sistema de gestão" });

  // Nothing chosen, then a plain-http address without allowing it: refused, each on its field.
  await form.getByRole("button", { name: "Salvar sistema de gestão" }).click();
  await expect(form.getByText("Escolha o sistema de gestão.")).toBeVisible();
  await form.getByLabel("Sistema", { exact: true }).selectOption({ label: "IXC Provedor" });
  await expect(form.getByText("Formato: usuário:token.")).toBeVisible();
  await form.getByLabel("Endereço do sistema").fill(fake.url);
  await form.getByLabel("Credencial de acesso").fill(FAKE_IXC_TOKEN);
  await form.getByRole("button", { name: "Salvar sistema de gestão" }).click();
  await expect(form.getByText("Um endereço http:// envia a credencial sem criptografia")).toBeVisible();

  await form.getByRole("switch", { name: "Permitir endereço http:// (rede interna)" }).click();
  await form.getByRole("button", { name: "Salvar sistema de gestão" }).click();
  await expect(toast(page, "Sistema de gestão salvo")).toBeVisible();
  await expect(section.getByText("Em uso: IXC Provedor (salvo aqui).")).toBeVisible();

  // Write-only: the field is empty again, the hint masks all but the last four characters.
  const secret = FAKE_IXC_TOKEN.split(":")[1]!;
  await expect(form.getByLabel("Credencial de acesso")).toHaveValue("");
  await expect(
    form.getByText(`Deixe em branco para manter a credencial salva (••••••••${secret.slice(-4)})`),
  ).toBeVisible();
  expect(await page.content()).not.toContain(secret);

  await form.getByRole("button", { name: "Testar conexão" }).click();
  await expect(form.getByRole("status")).toHaveText("Conexão bem-sucedida.");

  const capabilities = section.getByRole("table").first();
  await expect(capabilities.getByRole("row", { name: /Viabilidade por CEP/ })).toContainText("Não");
  await expect(capabilities.getByRole("row", { name: /2ª via: código PIX e linha digitável/ })).toContainText(
    "Sim",
  );
  await expect(
    capabilities.getByRole("row", { name: /Enviar contatos e indicações como prospectos/ }),
  ).toContainText("Sim");
  expect(
    await axeViolations(page, "Sistema de gestão", { include: "section[aria-labelledby=erp-heading]" }),
  ).toEqual([]);

  // IXC prints contracts with the install's resource (issue 58): none in this server's environment, so
  // the desk offers no contract PDF until one is saved here; only IXC's print resources are taken.
  const contractPdf = capabilities.getByRole("row", { name: /Contrato em PDF/ });
  await expect(contractPdf).toContainText("Não");
  const print = form.getByLabel("Impressão do contrato (IXC)");
  await print.fill("radusuarios");
  await form.getByRole("button", { name: "Salvar sistema de gestão" }).click();
  await expect(form.getByText("Informe o recurso de impressão do contrato do IXC")).toBeVisible();
  await print.fill("cliente_contrato_imprimir_contrato_17678");
  await form.getByRole("button", { name: "Salvar sistema de gestão" }).click();
  await expect(contractPdf).toContainText("Sim");
  await expect(print).toHaveValue("cliente_contrato_imprimir_contrato_17678");

  // A wrong credential: the test says so in the site's words.
  await form.getByLabel("Credencial de acesso").fill("7:token-errado-de-teste");
  await form.getByRole("button", { name: "Salvar sistema de gestão" }).click();
  await expect(toast(page, "Sistema de gestão salvo")).toBeVisible();
  await form.getByRole("button", { name: "Testar conexão" }).click();
  await expect(form.getByRole("status")).not.toHaveText("");
  await expect(form.getByRole("status")).not.toHaveText("Conexão bem-sucedida.");

  await form.getByRole("button", { name: "Remover" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Remover o sistema de gestão?" });
  await dialog.getByRole("button", { name: "Remover" }).click();
  await expect(section.getByText("Nenhum sistema de gestão em uso")).toBeVisible();
  await expect(form.getByRole("button", { name: "Remover" })).toHaveCount(0);
});
