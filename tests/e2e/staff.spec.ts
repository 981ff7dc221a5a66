import { expect, type Page, test } from "@playwright/test";
import { E2E_STAFF } from "../../playwright.config";
import { staffCode } from "./fixtures";
import { cardPrices, chooseCity, open } from "./helpers";

// One staff page for the file: sign-in is limited to 3 attempts per 10 s per address, so the
// journeys share a session instead of signing in again.
test.describe.configure({ mode: "serial" });

let page: Page;
test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
});
test.afterAll(async () => {
  await page.close();
});

test("a staff user signs in, changes a plan's price, and a visitor then sees it", { tag: "@db" }, async ({
  browser,
}) => {
  await open(page, "/intranet");
  await expect(page).toHaveURL(/\/auth$/);
  // Sign-in is the console's own page (src/console): it and the console share one stylesheet file, which the
  // browser keeps, so the console after sign-in loads no other.
  const stylesheets = () =>
    page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.href ?? "inline"));
  await open(page, "/auth");
  const signInStylesheets = await stylesheets();
  expect(signInStylesheets).toEqual([expect.stringMatching(/\/assets\/console-[\w-]+\.css$/)]);

  await page.getByLabel("E-mail").fill(E2E_STAFF.email);
  await page.getByLabel("Senha").fill("senha-errada");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByRole("alert")).toHaveText("Falha no login. Por favor verifique suas credenciais.");

  await page.getByLabel("Senha").fill(E2E_STAFF.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.getByLabel("Código de verificação").fill(await staffCode());
  await page.getByRole("button", { name: "Verificar" }).click();
  await expect(page).toHaveURL(/\/intranet\/planos$/);
  await expect(page.getByText(E2E_STAFF.email).first()).toBeVisible();
  expect(await stylesheets()).toEqual(signInStylesheets);
  await expect(page.getByRole("link", { name: "Planos", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );

  // Signed in, /auth sends staff straight to the panel.
  await open(page, "/auth");
  await expect(page).toHaveURL(/\/intranet\/planos$/);

  await page.getByRole("searchbox", { name: "Buscar planos" }).fill("fibra 600 mega");
  const row = page
    .getByTestId("plan-row")
    .filter({ has: page.getByRole("button", { name: "Editar Fibra 600 Mega", exact: true }) });
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: "Editar Fibra 600 Mega", exact: true }).click();

  const form = page.getByRole("dialog", { name: "Editar plano" });
  await form.getByLabel("Nome").fill("ab");
  await form.getByLabel("Preço mensal (R$)").fill("abc");
  await form.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(form.getByText("Nome deve ter pelo menos 3 caracteres")).toBeVisible();
  await expect(form.getByText("Preço deve ser um número válido")).toBeVisible();

  const cents = String(Math.floor(Math.random() * 90) + 10);
  const newPrice = `1${cents.slice(0, 1)}7,${cents}`;
  await form.getByLabel("Nome").fill("Fibra 600 Mega");
  await form.getByLabel("Preço mensal (R$)").fill(newPrice);
  await form.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText("Plano atualizado com sucesso")).toBeVisible();
  await expect(row).toContainText(`R$ ${newPrice}`);

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  // The home's 'Internet' type lists every internet plan ('Destaque', the default, only the marked ones).
  await open(visitorPage, "/?tipo=internet");
  await chooseCity(visitorPage, "Vitória");
  const card = visitorPage.getByRole("article", { name: "Fibra 600 Mega", exact: true });
  await expect(card).toBeVisible();
  expect(await cardPrices(card)).toEqual([Number(newPrice.replace(",", "."))]);
  await visitor.close();
});

test("the Planos tab adds, deactivates and deletes a plan, then staff sign out", async () => {
  await open(page, "/intranet");
  await expect(page).toHaveURL(/\/intranet\/planos$/);

  const name = `Plano E2E ${Date.now()}`;
  await page.getByRole("button", { name: "Adicionar plano" }).click();
  const form = page.getByRole("dialog", { name: "Adicionar plano" });
  await form.getByRole("button", { name: "Adicionar plano" }).click();
  await expect(form.getByText("Tipo é obrigatório")).toBeVisible();
  await form.getByLabel("Nome").fill(name);
  await form.getByLabel("Download (Mb/s)").fill("800");
  await form.getByLabel("Preço mensal (R$)").fill("149,90");
  await form.getByLabel("Tipo").selectOption("Combo");
  await form.getByLabel("Câmeras").selectOption({ label: "2" });
  // The included apps are the Streaming tab's services, checked in the order they go on the card.
  const apps = form.getByRole("group", { name: /^Aplicativos incluídos/ });
  await apps.getByRole("checkbox", { name: "Max", exact: true }).check();
  await apps.getByRole("checkbox", { name: "Looke", exact: true }).check();
  await expect(apps).toHaveAccessibleName("Aplicativos incluídos (2 escolhidos)");

  // Added active (on sale) while the label lacks fields: refused, each missing field named in pt-BR.
  await expect(form.getByRole("switch", { name: "Ativo (à venda no site)" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await form.getByRole("button", { name: "Adicionar plano" }).click();
  await expect(form.getByRole("alert")).toContainText(
    "Para ativar, preencha: Velocidade de upload, Equipamento Wi-Fi, Preços individuais do combo, Condições de pagamento",
  );
  await expect(form.getByLabel("Upload (Mb/s)")).toHaveAccessibleDescription(
    "Preencha este campo para ativar o plano.",
  );
  await form.getByLabel("Upload (Mb/s)").fill("400");
  await form.getByLabel("Equipamento Wi-Fi").fill("Roteador Wi-Fi 6");
  await form.getByLabel("Condições de pagamento").fill("Boleto ou Pix, vencimento mensal");
  await form
    .getByLabel("Preços individuais do combo")
    .fill(
      "Internet Fibra 800 Mega: 139,90\nMax: 29,90\nLooke: 14,90\nTelefone fixo com ligações ilimitadas: 29,90",
    );
  await form.getByRole("button", { name: "Adicionar plano" }).click();
  await expect(page.getByText("Plano adicionado com sucesso")).toBeVisible();
  // The page behind a modal form is inert: the search can be typed in once the form has closed.
  await expect(form).toBeHidden();

  await page.getByRole("searchbox", { name: "Buscar planos" }).fill(name.toUpperCase());
  const row = page.getByTestId("plan-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Max, Looke");
  await expect(row).toContainText("R$ 149,90");

  await row.getByRole("switch").click();
  await expect(page.getByText("Plano desativado")).toBeVisible();
  await expect(row.getByRole("switch")).toHaveAttribute("aria-checked", "false");

  await row.getByRole("button", { name: `Remover ${name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remover" }).click();
  await expect(page.getByText("Plano removido com sucesso")).toBeVisible();
  await expect(page.getByText("Nenhum plano encontrado para a pesquisa")).toBeVisible();

  // Column headers sort both ways.
  await page.getByRole("searchbox", { name: "Buscar planos" }).fill("");
  await page.getByRole("button", { name: "Nome", exact: true }).click();
  const names = await page.getByTestId("plan-row").locator("td:first-child").allInnerTexts();
  await page.getByRole("button", { name: "Nome", exact: true }).click();
  const reversed = await page.getByTestId("plan-row").locator("td:first-child").allInnerTexts();
  expect(reversed).toEqual([...names].reverse());

  await page.getByRole("button", { name: "Sair" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await open(page, "/intranet");
  await expect(page).toHaveURL(/\/auth$/);
});
