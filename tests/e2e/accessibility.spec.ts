import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { totpCode, wrongCode } from "../../src/server/testing/totp";
import {
  axeViolations,
  installColourTools,
  installColourToolsEverywhere,
  overflowAt320,
  PHONE_ONLY_LOOK,
  sweepFocus,
  templatePaths,
  VARIANTS,
  type Variant,
  weakFieldBoundaries,
} from "./a11y";
import { type AdminApi, type Cookies, expect, newStaffMember, personBrowser, test } from "./fixtures";
import { chooseCity, cityDialog, clickCityInHeader, open, scrollToIsland } from "./helpers";

// axe-core (WCAG 2.2 A/AA and best practices) on every public page template from the sitemap, the
// dialogs and states the pages have, /auth and every console tab; phone and desktop, light and dark. A
// page is loaded once per look, and every check of that look runs on that load: axe (contrast and target
// sizes among its rules), the focus sweep of the page's own content, the fields' boundaries, and on the
// phone light look the reflow at 320 px. The layout (top bar, menus, footer, floating buttons) and the
// city modal are swept once per look. The walk is cut into short tests that run side by side.

let staffCookies: Cookies = [];
test.beforeAll(({ staffCookies: cookies }) => {
  staffCookies = cookies;
});

/**
 * A look's browser. A visitor of its own (an address apart from the worker's): the walk sends a lead
 * from two pages in every look, and an address may store five an hour. Every Content-Security-Policy
 * violation any of its pages reports lands in `csp`: the walk loads every page template as a visitor
 * gets it (from the render cache, scripts allowed by their hashes), so it is also where the policy is
 * checked on the public pages.
 */
async function newVariantContext(browser: Browser, variant: Variant, csp: string[] = []) {
  const context = await browser.newContext({
    viewport: variant.viewport,
    colorScheme: variant.colorScheme,
    // Finished states only: axe measures colours, and a toast or dialog mid-fade measures wrong.
    reducedMotion: "reduce",
    extraHTTPHeaders: {
      "X-Forwarded-For": `198.18.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`,
    },
  });
  await installColourToolsEverywhere(context);
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  context.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text()))
      csp.push(`${message.page()?.url()}: ${message.text()}`);
  });
  return context;
}

/** axe in a look: every rule in a light look, the colour rules in a dark one (a11y.ts, COLOUR_RULES). */
function axeIn(variant: Variant, page: Page, label: string, options: { include?: string } = {}) {
  return axeViolations(page, `${label} (${variant.name})`, {
    ...options,
    colourOnly: variant.colorScheme === "dark",
  });
}

/** A look, and whether it sweeps the focus and measures the fields' boundaries (every look but one). */
type Look = Variant & { sweeps?: boolean };

/**
 * The focus sweep and the fields' boundaries in a look. The phone's dark look runs axe on every page as
 * the others do, but sweeps only what a phone alone shows (the home page's test and the layout's on the
 * not-found page): the focus rings' and borders' colours are the theme's variables, which the desktop's
 * dark look measures on the same markup (a11y.ts, PHONE_ONLY_LOOK).
 */
function sweepIn(look: Look, page: Page, label: string, options?: { within?: string }) {
  return look.sweeps === false ? Promise.resolve([]) : sweepFocus(page, label, options);
}
function boundariesIn(look: Look, page: Page, label: string) {
  return look.sweeps === false ? Promise.resolve([]) : weakFieldBoundaries(page, label);
}

/** The look whose pages are also measured at 320 px wide (the reflow does not depend on the theme). */
const REFLOW_LOOK = "phone light";

/**
 * A public page: as it opens (the city modal, on pages that ask for a city), then with a city. The
 * modal is the same dialog on every page that opens it: on `/` (`cityModal`) it is swept and checked
 * with no match too; elsewhere axe checks the dialog itself, and the page is checked with a city.
 */
async function checkPublicPage(
  page: Page,
  variant: Variant,
  path: string,
  found: string[],
  options: { cityModal?: boolean } = {},
) {
  const reflow = variant.name === REFLOW_LOOK;
  await open(page, path);
  const modal = cityDialog(page);
  let label = path;
  if (await modal.isVisible()) {
    if (options.cityModal) {
      found.push(...(await axeIn(variant, page, `${path} city modal`)));
      found.push(...(await sweepIn(variant, page, `${path} city modal`)));
      found.push(...(await boundariesIn(variant, page, `${path} city modal`)));
      await modal.getByRole("searchbox", { name: "Buscar cidade" }).fill("xyz");
      await expect(modal.getByRole("status")).toHaveText('Nenhuma cidade encontrada com "xyz"');
      found.push(...(await axeIn(variant, page, `${path} city modal, no match`)));
      await modal.getByRole("searchbox", { name: "Buscar cidade" }).fill("");
    } else {
      found.push(...(await axeIn(variant, page, `${path} city modal`, { include: "dialog[open]" })));
    }
    if (reflow) found.push(...(await overflowAt320(page, `${path} city modal`)));
    await chooseCity(page, "Vitória");
    label = `${path} with a city`;
  }
  found.push(...(await axeIn(variant, page, label)));
  found.push(...(await sweepIn(variant, page, label, { within: "main" })));
  found.push(...(await boundariesIn(variant, page, label)));
  if (reflow) found.push(...(await overflowAt320(page, label)));
  for (const state of PAGE_STATES) if (state.matches(path)) await state.check(page, variant, found);
}

async function checkHomeStates(page: Page, variant: Variant, found: string[]) {
  // The plan details dialog.
  await page
    .getByRole("button", { name: /^Ver detalhes/ })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  found.push(...(await axeIn(variant, page, "/ plan details")));
  found.push(...(await sweepIn(variant, page, "/ plan details")));
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();

  if (variant.phone) {
    await page.locator("summary").filter({ hasText: "Menu" }).click();
    await expect(page.getByRole("navigation", { name: "Menu", exact: true })).toBeVisible();
    // The open menu adds only the header's panel; the page under it was checked above (a panel over the
    // carousel's dots would be read as obscuring their touch targets, as any dropdown does).
    found.push(...(await axeIn(variant, page, "/ drawer", { include: "header" })));
    found.push(...(await sweepIn(variant, page, "/ drawer")));
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Menu", exact: true })).toBeHidden();
  } else {
    const nav = page.getByRole("navigation", { name: "Menu principal" });
    await nav.locator("summary").filter({ hasText: "Internet" }).click();
    await expect(nav.getByRole("link", { name: "Internet Fibra" })).toBeVisible();
    found.push(...(await axeIn(variant, page, "/ Internet menu", { include: "header" })));
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: "Internet Fibra" })).toBeHidden();
  }

  // A city whose plans cannot be loaded: the city window says so and keeps the city; once it is closed,
  // the error stays in the page.
  await page.route("**/api/cities/*/plans", (route) => route.fulfill({ status: 500, body: "{}" }));
  const modal = await clickCityInHeader(page, "Serra");
  await expect(modal.getByRole("alert")).toContainText("Não foi possível carregar os planos");
  found.push(...(await axeIn(variant, page, "/ city window, plans failed to load")));
  await modal.getByRole("button", { name: "Ver o site sem escolher" }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    "Não foi possível carregar os planos",
  );
  found.push(...(await axeIn(variant, page, "/ plans failed to load")));
  await page.unroute("**/api/cities/*/plans");
}

async function checkSignInPage(page: Page, variant: Variant, found: string[]) {
  await open(page, "/auth");
  found.push(...(await axeIn(variant, page, "/auth")));
  found.push(...(await boundariesIn(variant, page, "/auth")));
  if (variant.name === REFLOW_LOOK) found.push(...(await overflowAt320(page, "/auth")));
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByText("Informe seu e-mail.")).toBeVisible();
  found.push(...(await axeIn(variant, page, "/auth empty fields")));
  // An account nobody has: four variants' wrong passwords for the run's staff user, with the staff spec's
  // own, would pass the account's allowance of failed sign-ins (5), and the form sign-ins of the console
  // and staff specs, from addresses it has not signed in from, would then have to wait.
  await page.getByLabel("E-mail").fill(`ninguem.${Date.now()}@example.com`);
  await page.getByLabel("Senha").fill("senha-errada");
  await page.getByRole("button", { name: "Entrar" }).click();
  // The rate limit may answer instead of the credentials check; both use the same red box.
  await expect(page.getByRole("alert")).toHaveText(/Falha no login|Muitas tentativas/);
  found.push(...(await axeIn(variant, page, "/auth failed sign-in")));
  found.push(...(await sweepIn(variant, page, "/auth")));
}

/** Both states of the console's first switch stand out 3:1 from the table behind them (WCAG 1.4.11). */
async function switchContrast(page: Page, label: string): Promise<string[]> {
  await installColourTools(page);
  const ratios = await page.getByRole("switch").evaluateAll((switches) => {
    const { rgba, backgroundFrom, ratio } = window.__colour;
    // Both states of the first switch, whatever the data says: the styles follow `data-state`.
    const element = switches[0]!;
    const original = element.getAttribute("data-state");
    (element as HTMLElement).style.transition = "none";
    const result = ["checked", "unchecked"].map((state) => {
      element.setAttribute("data-state", state);
      const back = backgroundFrom(element.parentElement);
      const fill = rgba(getComputedStyle(element).backgroundColor).slice(0, 3);
      return { state, ratio: Math.round(ratio(fill, back) * 100) / 100 };
    });
    element.setAttribute("data-state", original ?? "");
    (element as HTMLElement).style.transition = "";
    return result;
  });
  expect(ratios).toHaveLength(2);
  return ratios
    .filter((item) => item.ratio < 3)
    .map((item) => `[${label}] the ${item.state} switch stands out ${item.ratio}:1 from the table`);
}

async function checkConsole(page: Page, variant: Variant, found: string[]) {
  await page.context().addCookies(staffCookies);
  await open(page, "/intranet");
  await expect(page.getByRole("heading", { level: 1, name: "Intranet" })).toBeVisible();
  found.push(...(await axeIn(variant, page, "/intranet Planos")));
  found.push(...(await sweepIn(variant, page, "/intranet Planos")));
  found.push(...(await boundariesIn(variant, page, "/intranet Planos")));
  found.push(...(await switchContrast(page, "/intranet Planos")));
  if (variant.name === REFLOW_LOOK) found.push(...(await overflowAt320(page, "/intranet Planos")));

  // A success toast.
  await page.getByRole("button", { name: "Atualizar" }).click();
  await expect(page.getByText("Dados atualizados")).toBeVisible();
  await expect(page.getByRole("region", { name: /^Notificações/ })).toBeAttached();
  await expect(page.getByRole("button", { name: "Fechar notificação" })).toBeAttached();
  found.push(...(await axeIn(variant, page, "/intranet success toast")));

  // The add form showing its errors.
  await page.getByRole("button", { name: "Adicionar plano" }).click();
  const form = page.getByRole("dialog", { name: "Adicionar plano" });
  found.push(...(await boundariesIn(variant, page, "/intranet add form")));
  await form.getByRole("button", { name: "Adicionar plano" }).click();
  await expect(form.getByText("Tipo é obrigatório")).toBeVisible();
  found.push(...(await axeIn(variant, page, "/intranet add form with errors")));
  found.push(...(await sweepIn(variant, page, "/intranet add form")));
  await page.keyboard.press("Escape");
  await expect(form).toBeHidden();

  // The delete confirmation.
  await page
    .getByRole("button", { name: /^Remover / })
    .first()
    .click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  found.push(...(await axeIn(variant, page, "/intranet delete confirmation")));
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancelar" }).click();
  await expect(page.getByRole("alertdialog")).toBeHidden();

  // A failed switch: the error toast, and the alert that stays above the table.
  await page.route("**/api/admin/plans/*/status", (route) =>
    route.fulfill({ status: 500, json: { error: { code: "internal", message: "Falha simulada." } } }),
  );
  await page.getByRole("switch").first().click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText("Erro ao atualizar status do plano");
  found.push(...(await axeIn(variant, page, "/intranet error toast and alert")));
  await page.unroute("**/api/admin/plans/*/status");

  // Every other tab, each its own page.
  const nav = page.getByRole("navigation", { name: "Seções do painel" });
  const tabNames = await nav.getByRole("link").allTextContents();
  for (const name of tabNames.slice(1)) {
    if (variant.phone) {
      await page.getByRole("button", { name: /^Menu de seções/, expanded: false }).click();
      if (name === tabNames[1]) found.push(...(await axeIn(variant, page, "/intranet phone tab menu")));
    }
    await nav.getByRole("link", { name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
    found.push(...(await axeIn(variant, page, `/intranet ${name}`)));
  }

  // The plan × city matrix, with a changed cell (its 'not saved' ring) and the leave-or-stay question.
  await open(page, "/intranet/planos-cidades");
  await page.getByRole("button", { name: "Matriz", exact: true }).click();
  const grid = page.getByRole("grid", { name: "Planos por Cidade: matriz" });
  await grid
    .getByRole("button", { name: / em .*: / })
    .first()
    .click();
  await expect(page.getByText("1 alteração não salva")).toBeVisible();
  found.push(...(await axeIn(variant, page, "/intranet Planos por Cidade matriz")));
  found.push(...(await sweepIn(variant, page, "/intranet Planos por Cidade matriz")));
  // A saved pair's price opens 'Preço nesta cidade' (decision 0040), saved on its own.
  await grid
    .getByRole("button", { name: /^Preço de / })
    .first()
    .click();
  const pricing = page.getByRole("dialog", { name: "Preço nesta cidade" });
  await expect(pricing.getByLabel("Preço nesta cidade")).toBeFocused();
  found.push(...(await axeIn(variant, page, "/intranet matriz Preço nesta cidade")));
  await pricing.getByRole("button", { name: "Cancelar" }).click();
  await expect(pricing).toBeHidden();
  // 'Importar CSV': the preview of a file with a change and a refused row, before anything is saved.
  await page.locator('input[type="file"]').setInputFiles({
    name: "matriz.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("Plano;Cidade;UF;Ativo;Preço\r\nPlano Nenhum;Vitória;ES;sim;89,90\r\n"),
  });
  const importing = page.getByRole("dialog", { name: "Importar planilha" });
  await expect(importing.getByTestId("import-refused")).toContainText(
    "Linha 2: Plano Plano Nenhum não encontrado.",
  );
  found.push(...(await axeIn(variant, page, "/intranet matriz Importar planilha")));
  await importing.getByRole("button", { name: "Cancelar" }).click();
  await expect(importing).toBeHidden();
  await page.getByRole("button", { name: "Lista", exact: true }).click();
  await expect(page.getByRole("alertdialog", { name: "Descartar alterações?" })).toBeVisible();
  found.push(...(await axeIn(variant, page, "/intranet matriz leave dialog")));
  await page.getByRole("button", { name: "Descartar e sair" }).click();
  await expect(page).not.toHaveURL(/visao=matriz/);
}

/**
 * Two-factor sign-in's screens (decision 0025): a new administrador's enrolment in 'Minha conta' (the
 * password, the QR code with a wrong code, the backup codes, the page once it is on), then /auth's code
 * step with a wrong code, and its backup-code form.
 */
async function checkTwoFactor(
  browser: Browser,
  variant: Variant,
  adminApi: AdminApi,
  request: APIRequestContext,
  found: string[],
) {
  const person = await newStaffMember(adminApi, request, "administrador");
  const context = await personBrowser(browser, {
    viewport: variant.viewport,
    colorScheme: variant.colorScheme,
    reducedMotion: "reduce",
  });
  await installColourToolsEverywhere(context);
  let page = await context.newPage();
  const signIn = async () => {
    await open(page, "/auth");
    await page.getByLabel("E-mail").fill(person.email);
    await page.getByLabel("Senha").fill(person.password);
    await page.getByRole("button", { name: "Entrar" }).click();
  };
  await signIn();
  await expect(page).toHaveURL(/\/intranet\/conta$/);
  await expect(page.getByLabel("Confirme sua senha")).toBeVisible();
  found.push(...(await axeIn(variant, page, "Minha conta: enrolment, password")));
  found.push(...(await sweepIn(variant, page, "Minha conta: enrolment, password")));
  await page.getByLabel("Confirme sua senha").fill(person.password);
  await page.getByRole("button", { name: "Continuar" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent())!.replace(/\s/g, "");
  const code = page.getByLabel("Código de verificação");
  await code.fill(wrongCode(secret));
  await page.getByRole("button", { name: "Confirmar e ativar" }).click();
  await expect(code).toHaveAttribute("aria-invalid", "true");
  found.push(...(await axeIn(variant, page, "Minha conta: QR code, wrong code")));
  found.push(...(await sweepIn(variant, page, "Minha conta: QR code")));
  await code.fill(totpCode(secret));
  await page.getByRole("button", { name: "Confirmar e ativar" }).click();
  await expect(page.getByTestId("backup-codes").getByRole("listitem")).toHaveCount(10);
  found.push(...(await axeIn(variant, page, "Minha conta: backup codes")));
  found.push(...(await sweepIn(variant, page, "Minha conta: backup codes")));
  await page.getByRole("link", { name: "Concluir e ir para o console" }).click();
  await expect(page).toHaveURL(/\/intranet\/planos$/);
  await open(page, "/intranet/conta");
  await expect(page.getByText("Restam 10 códigos de recuperação.")).toBeVisible();
  found.push(...(await axeIn(variant, page, "Minha conta: on")));
  if (variant.name === REFLOW_LOOK) found.push(...(await overflowAt320(page, "Minha conta: on")));

  await context.close();

  // The sign-in's code step, in another browser (better-auth allows 3 codes per 10 s from one address).
  const signingIn = await personBrowser(browser, {
    viewport: variant.viewport,
    colorScheme: variant.colorScheme,
    reducedMotion: "reduce",
  });
  await installColourToolsEverywhere(signingIn);
  page = await signingIn.newPage();
  await signIn();
  const step = page.getByLabel("Código de verificação");
  await expect(step).toBeFocused();
  found.push(...(await axeIn(variant, page, "/auth code step")));
  await step.fill(wrongCode(secret));
  await page.getByRole("button", { name: "Verificar" }).click();
  await expect(page.getByRole("alert")).toContainText("Código incorreto ou já usado.");
  found.push(...(await axeIn(variant, page, "/auth code step, wrong code")));
  found.push(...(await sweepIn(variant, page, "/auth code step")));
  await page.getByRole("link", { name: "Usar um código de recuperação" }).click();
  await expect(page.getByLabel("Código de recuperação")).toBeVisible();
  found.push(...(await axeIn(variant, page, "/auth backup code")));
  await signingIn.close();
}

/**
 * The further states of some pages, checked on the walk's load of the page in every look (after the
 * page's own checks): a page is loaded once per look, and each of its states is reached from there.
 */
type PageState = {
  matches: (path: string) => boolean;
  check: (page: Page, variant: Variant, found: string[]) => Promise<void>;
};

/** /indique: step 1's errors, step 2's, and the toast when step 1's data is gone. */
async function checkReferralStates(page: Page, variant: Variant, found: string[]) {
  const label = (state: string) => `/indique ${state}`;
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("Digite um CPF válido.")).toBeVisible();
  found.push(...(await axeIn(variant, page, label("step 1 with errors"))));
  found.push(
    ...(await sweepIn(variant, page, `${label("step 1 with errors")} (${variant.name})`, { within: "main" })),
  );
  // The form's messages reflow too.
  if (variant.name === REFLOW_LOOK) found.push(...(await overflowAt320(page, label("step 1 with errors"))));
  await page.getByLabel("Seu nome").fill("Maria Souza");
  await page.getByLabel("Seu telefone").fill("27999998888");
  await page.getByLabel("Seu e-mail").fill("maria@exemplo.com");
  await page.getByLabel("Seu CPF").fill("52998224725");
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.getByRole("button", { name: "Enviar indicação" }).click();
  await expect(page.getByText("O nome precisa ter pelo menos 2 caracteres.")).toBeVisible();
  found.push(...(await axeIn(variant, page, label("step 2 with errors"))));
  // Step 1's data gone: the error toast.
  await page.evaluate(() => localStorage.clear());
  await page.getByLabel("Nome do seu amigo").fill("João Lima");
  await page.getByLabel("Telefone do seu amigo").fill("27988887777");
  await page.getByLabel("E-mail do seu amigo").fill("joao@exemplo.com");
  await page.getByLabel("CPF do seu amigo").fill("11144477735");
  await page.getByRole("button", { name: "Enviar indicação" }).click();
  await expect(page.getByText("Erro ao recuperar seus dados. Por favor, tente novamente.")).toBeVisible();
  found.push(...(await axeIn(variant, page, label("error toast"))));
}

/** An uncovered city's 404 and its 'Avise-me quando chegar': the form empty, with errors, sent. */
async function checkCoverageStates(page: Page, variant: Variant, found: string[]) {
  const notify = page.getByRole("button", { name: "Avise-me quando chegar" });
  // The button ignores presses until its part of the page has hydrated (it says so: aria-disabled).
  await expect(notify).not.toHaveAttribute("aria-disabled", "true");
  await notify.click();
  const coverage = page.getByRole("dialog", { name: "Avise-me quando chegar" });
  await expect(coverage).toBeVisible();
  found.push(...(await axeIn(variant, page, "coverage form")));
  found.push(...(await sweepIn(variant, page, `coverage form (${variant.name})`)));
  await coverage.getByRole("button", { name: "Quero ser avisado" }).click();
  await expect(coverage.getByText("Digite um número de telefone válido, com DDD.")).toBeVisible();
  found.push(...(await axeIn(variant, page, "coverage form with errors")));
  await coverage.getByLabel("Seu nome", { exact: true }).fill("Maria Souza");
  await coverage.getByLabel("WhatsApp ou telefone", { exact: true }).fill("19999998888");
  await coverage.getByRole("checkbox").check();
  await coverage.getByRole("button", { name: "Quero ser avisado" }).click();
  await expect(coverage.getByRole("heading", { name: "Recebemos seu contato" })).toBeVisible();
  found.push(...(await axeIn(variant, page, "coverage form sent")));
}

/** /empresas's 'Solicitar proposta' and its form: empty, with errors, the limit's message, sent. */
async function checkBusinessStates(page: Page, variant: Variant, found: string[]) {
  const section = page.getByRole("region", { name: "Solicite uma proposta para a sua empresa" });
  await scrollToIsland(section);
  await section.getByRole("button", { name: "Solicitar proposta" }).click();
  const business = page.getByRole("dialog", { name: "Solicitar proposta" });
  await expect(business).toBeVisible();
  found.push(...(await axeIn(variant, page, "business form")));
  found.push(...(await sweepIn(variant, page, `business form (${variant.name})`)));
  await business.getByRole("button", { name: "Solicitar proposta" }).click();
  await expect(business.getByText("Digite um CNPJ válido.")).toBeVisible();
  found.push(...(await axeIn(variant, page, "business form with errors")));
  for (const [field, value] of [
    ["CNPJ", "11.222.333/0001-81"],
    ["Nome da empresa", "Padaria Pão Quente"],
    ["Seu nome", "Carla Dias"],
    ["Telefone", "2730304040"],
    ["E-mail", "carla@paoquente.com.br"],
    ["Cidade", "Serra"],
  ] as const) {
    await business.getByLabel(field, { exact: true }).fill(value);
  }
  await page.route("**/api/leads/business", (route) =>
    route.fulfill({
      status: 429,
      json: {
        error: {
          code: "rate_limited",
          message: "Muitos pedidos enviados deste endereço. Tente novamente mais tarde.",
        },
      },
    }),
  );
  await business.getByRole("button", { name: "Solicitar proposta" }).click();
  await expect(business.getByRole("alert")).toBeVisible();
  found.push(...(await axeIn(variant, page, "business form over the limit")));
  await page.unroute("**/api/leads/business");
  await business.getByRole("button", { name: "Solicitar proposta" }).click();
  await expect(business.getByRole("heading", { name: "Recebemos seu contato" })).toBeVisible();
  found.push(...(await axeIn(variant, page, "business form sent")));
  await page.keyboard.press("Escape");
  await expect(business).toBeHidden();
}

/** A label whose coverage is folded ('96 cidades (ES e MG) · ver lista'), unfolded. */
async function checkUnfoldedLabel(page: Page, variant: Variant, found: string[]) {
  const coverage = page.getByTestId("label-coverage").locator("summary");
  if ((await coverage.count()) === 0) return;
  await coverage.click();
  await expect(page.getByTestId("label-coverage").locator("p")).toBeVisible();
  found.push(...(await axeIn(variant, page, `${new URL(page.url()).pathname} unfolded`)));
}

const PAGE_STATES: PageState[] = [
  { matches: (path) => path === "/indique", check: checkReferralStates },
  { matches: (path) => path === "/planos/campinas-sp", check: checkCoverageStates },
  { matches: (path) => path === "/empresas", check: checkBusinessStates },
  { matches: (path) => /^\/ofertas\/[A-Z]/.test(path), check: checkUnfoldedLabel },
];

/** The sampled pages (bar the home page, which has a test of its own) in this many shares per look. */
const PAGE_SHARES = 5;
/**
 * How long one page's checks may take, however many pages came before it (less the second or two the
 * context and the sitemap took): the heaviest takes about 30 s on an idle 2-core machine beside another
 * worker.
 */
const PAGE_ALLOWANCE_MS = 75_000;

for (const variant of VARIANTS) {
  test.describe(`axe finds nothing and every Tab stop shows its focus (${variant.name})`, () => {
    let context: BrowserContext;
    let page: Page;
    /** What the policy refused on this test's pages (see newVariantContext). */
    let csp: string[];
    const problems = (found: string[]) => [...found, ...csp];
    test.beforeEach(async ({ browser }) => {
      csp = [];
      context = await newVariantContext(browser, variant, csp);
      page = await context.newPage();
    });
    test.afterEach(async () => {
      await context.close();
    });

    // Every template in three looks. The phone's dark look checks what a phone alone shows (a11y.ts,
    // PHONE_ONLY_LOOK): the home page's test, the layout's on the not-found page with /auth, and the
    // console's; it sweeps only in the first two (sweepIn).
    const phoneOnly = variant.name === PHONE_ONLY_LOOK;
    const walk: Look = phoneOnly ? { ...variant, sweeps: false } : variant;
    for (let share = 0; share < (phoneOnly ? 0 : PAGE_SHARES); share++) {
      test(`public pages, share ${share + 1} of ${PAGE_SHARES}`, async () => {
        const paths = templatePaths().filter((path, index) => path !== "/" && index % PAGE_SHARES === share);
        const found: string[] = [];
        const started = Date.now();
        for (const path of paths) {
          // Each page gets its own allowance from when its check starts. Pages differ tenfold (2 s for a
          // text page, 15 s for the coverage map's hundred links, 30 s for a page that opens the city modal
          // and is checked again with a city): a share's total, estimated at 6 s a page, ran out on a busy
          // machine for the share the heavy pages fell into.
          test.setTimeout(Date.now() - started + PAGE_ALLOWANCE_MS);
          await checkPublicPage(page, walk, path, found);
        }
        expect(problems(found), problems(found).join("\n\n")).toEqual([]);
      });
    }

    test("the home page, its dialogs, menus and a failed plans load", async () => {
      // Every Tab stop of / and of its dialogs and menus: about 16 s alone, twice that beside a worker.
      test.slow();
      const found: string[] = [];
      await checkPublicPage(page, variant, "/", found, { cityModal: true });
      await checkHomeStates(page, variant, found);
      expect(problems(found), problems(found).join("\n\n")).toEqual([]);
    });

    test("the not-found page with the layout, and /auth", async () => {
      const found: string[] = [];
      await open(page, "/pagina-que-nao-existe");
      found.push(...(await axeIn(variant, page, "404")));
      // The layout's header, menus and footer, swept once rather than on every page.
      found.push(...(await sweepIn(variant, page, "404 and the layout")));
      if (variant.name === REFLOW_LOOK) found.push(...(await overflowAt320(page, "404")));
      await checkSignInPage(page, variant, found);
      // A one-time link's page opened without its token.
      await open(page, "/definir-senha");
      await expect(page.getByRole("alert")).toContainText("Este endereço não traz um link válido.");
      found.push(...(await axeIn(variant, page, "/definir-senha without a link")));
      expect(problems(found), problems(found).join("\n\n")).toEqual([]);
    });

    if (!phoneOnly)
      test("two-factor sign-in: the enrolment in Minha conta and the code step of /auth", async ({
        browser,
        adminApi,
        request,
      }) => {
        test.setTimeout(60_000);
        const found: string[] = [];
        await checkTwoFactor(browser, walk, adminApi, request, found);
        expect(problems(found), problems(found).join("\n\n")).toEqual([]);
      });

    test("every console tab, its toasts, forms and confirmations", async () => {
      // The plan forms' five groups and each plan row's four actions are about 120 Tab stops to sweep.
      test.setTimeout(120_000);
      const found: string[] = [];
      await checkConsole(page, walk, found);
      expect(problems(found), problems(found).join("\n\n")).toEqual([]);
    });
  });
}

test("dialogs do not move for visitors who ask for reduced motion", async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  await open(page, "/");
  await chooseCity(page, "Vitória");
  const animation = (selector: string) =>
    page.locator(selector).evaluate((element) => {
      const style = getComputedStyle(element);
      return Number.parseFloat(style.animationDuration) * (style.animationDuration.endsWith("ms") ? 1 : 1000);
    });

  // The panel inside the <dialog> is what fades, zooms or slides in (components/ui/dialog.tsx).
  await page
    .getByRole("button", { name: /^Ver detalhes/ })
    .first()
    .click();
  expect(await animation("dialog[open] > div")).toBeLessThan(1);
  await page.keyboard.press("Escape");
  await context.close();
});
