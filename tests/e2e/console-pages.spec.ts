import type { Page } from "@playwright/test";
import { axeViolations } from "./a11y";
import { expect, marketingConsole, test } from "./fixtures";
import { open } from "./helpers";

// The console's 'Páginas' tab (issue 35, decision 0041): a marketing user, as a new user would, changes a
// sentence of 'Quem somos' and sees it on the public page; the administrador puts it back from the
// Histórico. It changes a public page, so it runs in the "site-wide" project (playwright.config.ts).
test.describe.configure({ mode: "serial", timeout: 120_000 });

const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

const ORIGINAL = "Nascemos para conectar quem mora longe dos grandes centros";

test("a marketing user changes a sentence of 'Quem somos', sees it on the site, and it can be restored", {
  tag: "@db",
}, async ({ browser, adminApi, request, staffPage }) => {
  const { context, page } = await marketingConsole(browser, adminApi, request);

  const nav = page.getByRole("navigation", { name: "Seções do painel" });
  await nav.getByRole("link", { name: "Páginas", exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Páginas" })).toBeVisible();
  // Pages are the site's own addresses: edited, never added.
  await expect(page.getByRole("button", { name: "Adicionar página" })).toHaveCount(0);
  const row = page.getByTestId("page-row").filter({ hasText: "Quem somos" });
  await expect(row).toContainText("/quem-somos");
  await row.getByRole("button", { name: "Editar Quem somos" }).click();
  const form = page.getByRole("dialog", { name: "Editar página" });

  // The seeded text is today's page, word for word, and the preview draws it as the site does.
  const body = form.getByLabel("Texto (Markdown)");
  await expect(body).toHaveValue(new RegExp(`^## Nossa história\\n\\n${ORIGINAL}`));
  const preview = form.getByTestId("article-preview");
  await expect(preview.getByRole("heading", { level: 2, name: "Nossa história" })).toBeVisible();

  const text = await body.inputValue();
  await body.fill(text.replace("Nascemos para conectar", "Nascemos em 2009 para conectar"));
  await expect(preview).toContainText("Nascemos em 2009 para conectar");
  await form.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(toast(page, "Página atualizada com sucesso")).toBeVisible();

  await open(page, "/quem-somos");
  await expect(page.getByRole("heading", { level: 1, name: "Quem somos" })).toBeVisible();
  await expect(page.getByText("Nascemos em 2009 para conectar quem mora longe")).toBeVisible();
  // The parts that are not prose are still there, around it.
  await expect(page.getByRole("heading", { level: 2, name: "Dados da empresa" })).toBeVisible();
  await context.close();

  // The Histórico keeps the change with its values; 'Restaurar esta versão' puts the sentence back.
  await open(staffPage, "/intranet/historico?entity=pages");
  const change = staffPage
    .getByTestId("history-row")
    .filter({ hasText: "Quem somos" })
    .filter({ hasText: "Nascemos em 2009" })
    .first();
  await change.getByRole("button", { name: /^Restaurar esta versão/ }).click();
  await staffPage
    .getByRole("alertdialog", { name: "Restaurar esta versão?" })
    .getByRole("button", { name: "Restaurar" })
    .click();
  await expect(toast(staffPage, "Versão restaurada com sucesso")).toBeVisible();
  await open(staffPage, "/quem-somos");
  await expect(staffPage.getByText(`${ORIGINAL} com a mesma qualidade das capitais.`)).toBeVisible();
});

test("a page's change waits for its 'Publicar em': the site keeps the published text, then shows the new one", async ({
  browser,
  adminApi,
  request,
}) => {
  const { context, page } = await marketingConsole(browser, adminApi, request);
  await open(page, "/intranet/paginas");
  const row = page.getByTestId("page-row").filter({ hasText: "Perguntas frequentes" });
  await expect(row).toContainText("Publicada");
  await row.getByRole("button", { name: "Editar Perguntas frequentes" }).click();
  const form = page.getByRole("dialog", { name: "Editar página" });
  // The placeholders the texts may use are listed with the editor.
  await expect(form.getByTestId("page-placeholders")).toContainText("{contato-privacidade}");
  const body = form.getByLabel("Texto (Markdown)");
  const original = await body.inputValue();
  expect(original).toContain("Não encontrou a resposta?");
  await body.fill(original.replace("Não encontrou a resposta?", "Ainda com dúvidas?"));
  await form.getByLabel("Publicar em", { exact: true }).fill("2030-12-12T08:00");
  await form.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(toast(page, "Página atualizada com sucesso")).toBeVisible();
  await expect(row).toContainText("Não publicada");
  await expect(row).toContainText("Agendado para 12/12 às 08:00");

  // A visitor still reads the published text: the page never leaves the site nor shows the draft.
  const visitor = await browser.newPage();
  await open(visitor, "/faq");
  await expect(visitor.getByRole("heading", { level: 1, name: "Perguntas frequentes" })).toBeVisible();
  await expect(visitor.getByText("Não encontrou a resposta?")).toBeVisible();
  await expect(visitor.getByText("Ainda com dúvidas?")).toHaveCount(0);

  // 'Visualizar' shows the waiting change as the page will read, at a signed address no one keeps.
  const [preview] = await Promise.all([
    page.context().waitForEvent("page"),
    row.getByRole("button", { name: "Visualizar Perguntas frequentes (abre em nova janela)" }).click(),
  ]);
  await expect(preview).toHaveURL(/\/visualizar\/pagina\/\d+\?expira=\d+&assinatura=/);
  await expect(preview.getByRole("heading", { level: 1, name: "Perguntas frequentes" })).toBeVisible();
  await expect(preview.getByText("Ainda com dúvidas?")).toBeVisible();
  await expect(preview.getByRole("status")).toContainText("Este endereço expira em até 1 hora.");
  const found = await axeViolations(preview, "Visualizar Perguntas frequentes");
  expect(found, found.join("\n\n")).toEqual([]);
  const answer = await request.get(preview.url());
  expect(answer.status()).toBe(200);
  expect(answer.headers()["cache-control"]).toBe("no-store");
  expect(answer.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(await answer.text()).toContain('<meta name="robots" content="noindex, nofollow"');
  const forged = new URL(preview.url());
  // Another first character: a signature that already began with "x" was left as it was (1 run in 64).
  const signature = forged.searchParams.get("assinatura")!;
  forged.searchParams.set("assinatura", `${signature.startsWith("x") ? "y" : "x"}${signature.slice(1)}`);
  const refused = await request.get(forged.href);
  expect(refused.status()).toBe(403);
  const refusal = await refused.text();
  expect(refusal).toContain("Este link de visualização não é válido ou expirou.");
  expect(refusal).not.toContain("Ainda com dúvidas?");
  await preview.close();

  // Published now (no moment, 'Publicada' on): the cached page shows the saved text at once.
  await row.getByRole("button", { name: "Editar Perguntas frequentes" }).click();
  await expect(form.getByLabel("Publicar em", { exact: true })).toHaveValue("2030-12-12T08:00");
  await form.getByLabel("Publicar em", { exact: true }).fill("");
  await form.getByRole("switch", { name: "Publicada" }).click();
  await form.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(form).toBeHidden();
  await expect(toast(page, "Página atualizada com sucesso")).toBeVisible();
  await expect(row).not.toContainText("Agendado");
  await open(visitor, "/faq");
  await expect(visitor.getByText("Ainda com dúvidas?")).toBeVisible();

  // Back to the seeded sentence, for the suites that read the page.
  await row.getByRole("button", { name: "Editar Perguntas frequentes" }).click();
  await body.fill(original);
  await form.getByRole("button", { name: "Salvar alterações" }).click();
  // The dialog closes only once the server has saved; the last save's toast may still be on screen.
  await expect(form).toBeHidden();
  await expect(toast(page, "Página atualizada com sucesso")).toBeVisible();
  await open(visitor, "/faq");
  await expect(visitor.getByText("Não encontrou a resposta?")).toBeVisible();
  await visitor.close();
  await context.close();
});
