import { axeViolations } from "./a11y";
import { expect, test } from "./fixtures";
import { open } from "./helpers";

// Equipe (issue 22): an administrador adds a Marketing colleague, who sets a password through the one-time
// link and then sees only its tabs (the banners and the blog, issue 35); the administrador disables the account and its session ends.

test("a Marketing colleague added in Equipe sets a password by the link and sees only the Painel, banner, blog and pages tabs", async ({
  staffPage: page,
  browser,
}) => {
  test.slow();
  const email = `marketing.${Date.now()}@example.com`;
  await open(page, "/intranet/equipe");
  await expect(page.getByRole("heading", { name: "Equipe", level: 2 })).toBeVisible();

  await page.getByRole("button", { name: "Adicionar pessoa" }).click();
  const add = page.getByRole("dialog", { name: "Adicionar pessoa" });
  await add.getByRole("button", { name: "Adicionar pessoa" }).click();
  await expect(add.getByLabel("Nome")).toHaveAccessibleDescription("Nome deve ter pelo menos 2 caracteres");
  await expect(add.getByLabel("Perfil")).toHaveAccessibleDescription("Selecione o perfil");
  const found = await axeViolations(page, "Equipe add form with errors");
  await add.getByLabel("Nome").fill("Marina Marketing");
  await add.getByLabel("E-mail").fill(email);
  await add.getByLabel("Perfil").selectOption("marketing");
  await add.getByRole("button", { name: "Adicionar pessoa" }).click();

  const shown = page.getByRole("dialog", { name: "Link para definir a senha" });
  await expect(shown).toContainText(email);
  const link = await shown.getByRole("textbox", { name: "Link para definir a senha" }).inputValue();
  expect(link).toMatch(/\/definir-senha#[\w-]{40,}$/);
  found.push(...(await axeViolations(page, "Equipe link dialog")));
  await shown.getByRole("button", { name: "Fechar" }).click();
  const row = page.getByTestId("staff-row").filter({ hasText: email });
  await expect(row.getByRole("combobox", { name: `Perfil de ${email}` })).toHaveValue("marketing");

  // The colleague, in a browser of their own.
  const colleague = await browser.newContext();
  const theirs = await colleague.newPage();
  await theirs.goto(link);
  // The token leaves the address bar once read.
  await expect(theirs).toHaveURL(/\/definir-senha$/);
  await theirs.getByLabel("Nova senha", { exact: true }).fill("curta");
  await theirs.getByRole("button", { name: "Definir senha" }).click();
  await expect(theirs.getByLabel("Nova senha", { exact: true })).toHaveAccessibleDescription(
    "A senha deve ter pelo menos 12 caracteres.",
  );
  found.push(...(await axeViolations(theirs, "/definir-senha with errors")));
  await theirs.getByLabel("Nova senha", { exact: true }).fill("senha-da-marina-123");
  await theirs.getByLabel("Confirme a nova senha").fill("senha-da-marina-123");
  await theirs.getByRole("button", { name: "Definir senha" }).click();
  await expect(theirs.getByRole("heading", { name: "Senha definida" })).toBeFocused();
  found.push(...(await axeViolations(theirs, "/definir-senha done")));
  expect(found, found.join("\n\n")).toEqual([]);

  // The link served once.
  const reuse = await colleague.newPage();
  await reuse.goto(link);
  await reuse.getByLabel("Nova senha", { exact: true }).fill("outra-senha-123");
  await reuse.getByLabel("Confirme a nova senha").fill("outra-senha-123");
  await reuse.getByRole("button", { name: "Definir senha" }).click();
  await expect(reuse.getByRole("alert")).toContainText("Este link não é mais válido");
  await reuse.close();

  await theirs.getByRole("link", { name: "Entrar na intranet" }).click();
  await theirs.getByLabel("E-mail").fill(email);
  await theirs.getByLabel("Senha").fill("senha-da-marina-123");
  await theirs.getByRole("button", { name: "Entrar" }).click();
  await expect(theirs).toHaveURL(/\/intranet\/painel$/);
  const tabs = theirs.getByRole("navigation", { name: "Seções do painel" }).getByRole("link");
  await expect(tabs).toHaveText(["Painel", "Banners", "Banners Streaming", "Blog", "Páginas"]);
  await expect(theirs.getByText("Marketing", { exact: false }).first()).toBeVisible();
  await open(theirs, "/intranet/planos");
  await expect(theirs.getByText("Seu perfil não tem acesso a esta área do console.")).toBeVisible();

  // Disabled by the administrador: the colleague's session ends.
  await open(page, "/intranet/equipe");
  await row.getByRole("switch", { name: `Conta de ${email} ativa` }).click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Conta desativada" }).first(),
  ).toBeVisible();
  await expect(row.getByRole("switch", { name: `Conta de ${email} ativa` })).toHaveAttribute(
    "aria-checked",
    "false",
  );
  await open(theirs, "/intranet/banners");
  await expect(theirs).toHaveURL(/\/auth$/);
  await colleague.close();
});
