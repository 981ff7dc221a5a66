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
// page is loaded once per viewport, and every check runs on that load in the light look, then in the dark
// one (the theme switched in place, as the head script would have set it): axe (contrast and target sizes
// among its rules), the focus sweep of the page's own content, the fields' boundaries, and on the phone
// the reflow at 320 px. The layout (top bar, menus, footer, floating buttons) and the city modal are
// swept once per look. The walk is cut into short tests that run side by side.

let staffCookies: Cookies = [];
test.beforeAll(({ staffCookies: cookies }) => {
  staffCookies = cookies;
});

/**
 * A viewport's browser, in its light look. A visitor of its own (an address apart from the worker's): the walk sends a lead
 * from two pages in each viewport, and an address may store five an hour. Every Content-Security-Policy
 * violation any of its pages reports lands in `csp`: the walk loads every page template as a visitor
 * gets it (from the render cache, scripts allowed by their hashes), so it is also where the policy is
 * checked on the public pages.
 */
async function newWalkContext(browser: Browser, walk: Walk, csp: string[] = []) {
  const context = await browser.newContext({
    viewport: walk.viewport,
    colorScheme: "light",
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

/** A look, and whether it sweeps the focus and measures the fields' boundaries (every look but one). */
type Look = Variant & { sweeps?: boolean };

/** A viewport's walk: each page loaded once, every check run in its light look, then in its dark one. */
type Walk = { name: string; viewport: Variant["viewport"]; phone: boolean; looks: Look[] };

const WALKS: Walk[] = [true, false].map((phone) => {
  const looks = VARIANTS.filter((variant) => variant.phone === phone);
  return { name: phone ? "phone" : "desktop", viewport: looks[0]!.viewport, phone, looks };
});

/**
 * Shows the page in a look, as its head script would have on a load in that look: the system's scheme
 * and the root's class, with whatever the switch started to fade finished at once.
 */
async function showLook(page: Page, look: Look) {
  await page.emulateMedia({ colorScheme: look.colorScheme });
  await page.evaluate((dark) => {
    document.documentElement.classList.toggle("dark", dark);
    document.documentElement.classList.toggle("light", !dark);
    for (const animation of document.getAnimations()) {
      try {
        animation.finish();
      } catch {
        // An endless animation (a spinner) cannot be finished.
      }
    }
  }, look.colorScheme === "dark");
}

/** A check in each of the walk's looks (or of those given) on the page as it is, back in the light one after. */
async function inLooks(
  walk: Walk,
  page: Page,
  check: (look: Look) => Promise<string[]>,
  looks: Look[] = walk.looks,
): Promise<string[]> {
  const found: string[] = [];
  for (const look of looks) {
    await showLook(page, look);
    found.push(...(await check(look)));
  }
  if (looks.at(-1) !== walk.looks[0]) await showLook(page, walk.looks[0]!);
  return found;
}

/** axe in each look: every rule in the light one, the colour rules in the dark one (a11y.ts, COLOUR_RULES). */
function axeIn(walk: Walk, page: Page, label: string, options: { include?: string } = {}) {
  return inLooks(walk, page, (look) =>
    axeViolations(page, `${label} (${look.name})`, { ...options, colourOnly: look.colorScheme === "dark" }),
  );
}

/**
 * The focus sweep and the fields' boundaries in each look that sweeps. The phone's dark look runs axe on
 * every page as the others do, but sweeps only what a phone alone shows (the home page's test and the
 * layout's on the not-found page): the focus rings' and borders' colours are the theme's variables, which
 * the desktop's dark look measures on the same markup (a11y.ts, PHONE_ONLY_LOOK).
 */
function sweepIn(walk: Walk, page: Page, label: string, options?: { within?: string }) {
  const looks = walk.looks.filter((look) => look.sweeps !== false);
  return inLooks(walk, page, (look) => sweepFocus(page, `${label} (${look.name})`, options), looks);
}
function boundariesIn(walk: Walk, page: Page, label: string) {
  const looks = walk.looks.filter((look) => look.sweeps !== false);
  return inLooks(walk, page, (look) => weakFieldBoundaries(page, `${label} (${look.name})`), looks);
}

/**
 * A public page: as it opens (the city modal, on pages that ask for a city), then with a city. The
 * modal is the same dialog on every page that opens it: on `/` (`cityModal`) it is swept and checked
 * with no match too; elsewhere axe checks the dialog itself, and the page is checked with a city.
 */
async function checkPublicPage(
  page: Page,
  walk: Walk,
  path: string,
  found: string[],
  options: { cityModal?: boolean } = {},
) {
  const reflow = walk.phone;
  await open(page, path);
  const modal = cityDialog(page);
  let label = path;
  if (await modal.isVisible()) {
    if (options.cityModal) {
      found.push(...(await axeIn(walk, page, `${path} city modal`)));
      found.push(...(await sweepIn(walk, page, `${path} city modal`)));
      found.push(...(await boundariesIn(walk, page, `${path} city modal`)));
      await modal.getByRole("searchbox", { name: "Buscar cidade" }).fill("xyz");
      await expect(modal.getByRole("status")).toHaveText('Nenhuma cidade encontrada com "xyz"');
      found.push(...(await axeIn(walk, page, `${path} city modal, no match`)));
      await modal.getByRole("searchbox", { name: "Buscar cidade" }).fill("");
    } else {
      found.push(...(await axeIn(walk, page, `${path} city modal`, { include: "dialog[open]" })));
    }
    if (reflow) found.push(...(await overflowAt320(page, `${path} city modal`)));
    await chooseCity(page, "Vitória");
    label = `${path} with a city`;
  }
  found.push(...(await axeIn(walk, page, label)));
  found.push(...(await sweepIn(walk, page, label, { within: "main" })));
  found.push(...(await boundariesIn(walk, page, label)));
  if (reflow) found.push(...(await overflowAt320(page, label)));
  for (const state of PAGE_STATES) if (state.matches(path)) await state.check(page, walk, found);
}

async function checkHomeStates(page: Page, walk: Walk, found: string[]) {
  // The plan details dialog.
  await page
    .getByRole("button", { name: /^Ver detalhes/ })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  found.push(...(await axeIn(walk, page, "/ plan details")));
  found.push(...(await sweepIn(walk, page, "/ plan details")));
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();

  if (walk.phone) {
    await page.locator("summary").filter({ hasText: "Menu" }).click();
    await expect(page.getByRole("navigation", { name: "Menu", exact: true })).toBeVisible();
    // The open menu adds only the header's panel; the page under it was checked above (a panel over the
    // carousel's dots would be read as obscuring their touch targets, as any dropdown does).
    found.push(...(await axeIn(walk, page, "/ drawer", { include: "header" })));
    found.push(...(await sweepIn(walk, page, "/ drawer")));
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Menu", exact: true })).toBeHidden();
  } else {
    const nav = page.getByRole("navigation", { name: "Menu principal" });
    await nav.locator("summary").filter({ hasText: "Internet" }).click();
    await expect(nav.getByRole("link", { name: "Internet Fibra" })).toBeVisible();
    found.push(...(await axeIn(walk, page, "/ Internet menu", { include: "header" })));
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: "Internet Fibra" })).toBeHidden();
  }

  // A city whose plans cannot be loaded: the city window says so and keeps the city; once it is closed,
  // the error stays in the page.
  await page.route("**/api/cities/*/plans", (route) => route.fulfill({ status: 500, body: "{}" }));
  const modal = await clickCityInHeader(page, "Serra");
  await expect(modal.getByRole("alert")).toContainText("Não foi possível carregar os planos");
  found.push(...(await axeIn(walk, page, "/ city window, plans failed to load")));
  await modal.getByRole("button", { name: "Ver o site sem escolher" }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    "Não foi possível carregar os planos",
  );
  found.push(...(await axeIn(walk, page, "/ plans failed to load")));
  await page.unroute("**/api/cities/*/plans");
}

async function checkSignInPage(page: Page, walk: Walk, found: string[]) {
  await open(page, "/auth");
  found.push(...(await axeIn(walk, page, "/auth")));
  found.push(...(await boundariesIn(walk, page, "/auth")));
  if (walk.phone) found.push(...(await overflowAt320(page, "/auth")));
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByText("Informe seu e-mail.")).toBeVisible();
  found.push(...(await axeIn(walk, page, "/auth empty fields")));
  // An account nobody has: four variants' wrong passwords for the run's staff user, with the staff spec's
  // own, would pass the account's allowance of failed sign-ins (5), and the form sign-ins of the console
  // and staff specs, from addresses it has not signed in from, would then have to wait.
  await page.getByLabel("E-mail").fill(`ninguem.${Date.now()}@example.com`);
  await page.getByLabel("Senha").fill("senha-errada");
  await page.getByRole("button", { name: "Entrar" }).click();
  // The rate limit may answer instead of the credentials check; both use the same red box.
  await expect(page.getByRole("alert")).toHaveText(/Falha no login|Muitas tentativas/);
  found.push(...(await axeIn(walk, page, "/auth failed sign-in")));
  found.push(...(await sweepIn(walk, page, "/auth")));
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

async function checkConsole(page: Page, walk: Walk, found: string[]) {
  await page.context().addCookies(staffCookies);
  await open(page, "/intranet");
  await expect(page.getByRole("heading", { level: 1, name: "Intranet" })).toBeVisible();
  found.push(...(await axeIn(walk, page, "/intranet Planos")));
  found.push(...(await sweepIn(walk, page, "/intranet Planos")));
  found.push(...(await boundariesIn(walk, page, "/intranet Planos")));
  found.push(
    ...(await inLooks(walk, page, (look) => switchContrast(page, `/intranet Planos (${look.name})`))),
  );
  if (walk.phone) found.push(...(await overflowAt320(page, "/intranet Planos")));

  // A success toast.
  await page.getByRole("button", { name: "Atualizar" }).click();
  await expect(page.getByText("Dados atualizados")).toBeVisible();
  await expect(page.getByRole("region", { name: /^Notificações/ })).toBeAttached();
  await expect(page.getByRole("button", { name: "Fechar notificação" })).toBeAttached();
  found.push(...(await axeIn(walk, page, "/intranet success toast")));

  // The add form showing its errors.
  await page.getByRole("button", { name: "Adicionar plano" }).click();
  const form = page.getByRole("dialog", { name: "Adicionar plano" });
  found.push(...(await boundariesIn(walk, page, "/intranet add form")));
  await form.getByRole("button", { name: "Adicionar plano" }).click();
  await expect(form.getByText("Tipo é obrigatório")).toBeVisible();
  found.push(...(await axeIn(walk, page, "/intranet add form with errors")));
  found.push(...(await sweepIn(walk, page, "/intranet add form")));
  await page.keyboard.press("Escape");
  await expect(form).toBeHidden();

  // The delete confirmation.
  await page
    .getByRole("button", { name: /^Remover / })
    .first()
    .click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  found.push(...(await axeIn(walk, page, "/intranet delete confirmation")));
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancelar" }).click();
  await expect(page.getByRole("alertdialog")).toBeHidden();

  // A failed switch: the error toast, and the alert that stays above the table.
  await page.route("**/api/admin/plans/*/status", (route) =>
    route.fulfill({ status: 500, json: { error: { code: "internal", message: "Falha simulada." } } }),
  );
  await page.getByRole("switch").first().click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText("Erro ao atualizar status do plano");
  found.push(...(await axeIn(walk, page, "/intranet error toast and alert")));
  await page.unroute("**/api/admin/plans/*/status");

  // Every other tab, each its own page.
  const nav = page.getByRole("navigation", { name: "Seções do painel" });
  const tabNames = await nav.getByRole("link").allTextContents();
  for (const name of tabNames.slice(1)) {
    if (walk.phone) {
      await page.getByRole("button", { name: /^Menu de seções/, expanded: false }).click();
      if (name === tabNames[1]) found.push(...(await axeIn(walk, page, "/intranet phone tab menu")));
    }
    await nav.getByRole("link", { name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
    found.push(...(await axeIn(walk, page, `/intranet ${name}`)));
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
  found.push(...(await axeIn(walk, page, "/intranet Planos por Cidade matriz")));
  found.push(...(await sweepIn(walk, page, "/intranet Planos por Cidade matriz")));
  // A saved pair's price opens 'Preço nesta cidade' (decision 0040), saved on its own.
  await grid
    .getByRole("button", { name: /^Preço de / })
    .first()
    .click();
  const pricing = page.getByRole("dialog", { name: "Preço nesta cidade" });
  await expect(pricing.getByLabel("Preço nesta cidade")).toBeFocused();
  found.push(...(await axeIn(walk, page, "/intranet matriz Preço nesta cidade")));
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
  found.push(...(await axeIn(walk, page, "/intranet matriz Importar planilha")));
  await importing.getByRole("button", { name: "Cancelar" }).click();
  await expect(importing).toBeHidden();
  await page.getByRole("button", { name: "Lista", exact: true }).click();
  await expect(page.getByRole("alertdialog", { name: "Descartar alterações?" })).toBeVisible();
  found.push(...(await axeIn(walk, page, "/intranet matriz leave dialog")));
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
  walk: Walk,
  adminApi: AdminApi,
  request: APIRequestContext,
  found: string[],
) {
  const person = await newStaffMember(adminApi, request, "administrador");
  const context = await personBrowser(browser, {
    viewport: walk.viewport,
    colorScheme: "light",
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
  found.push(...(await axeIn(walk, page, "Minha conta: enrolment, password")));
  found.push(...(await sweepIn(walk, page, "Minha conta: enrolment, password")));
  await page.getByLabel("Confirme sua senha").fill(person.password);
  await page.getByRole("button", { name: "Continuar" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent())!.replace(/\s/g, "");
  const code = page.getByLabel("Código de verificação");
  await code.fill(wrongCode(secret));
  await page.getByRole("button", { name: "Confirmar e ativar" }).click();
  await expect(code).toHaveAttribute("aria-invalid", "true");
  found.push(...(await axeIn(walk, page, "Minha conta: QR code, wrong code")));
  found.push(...(await sweepIn(walk, page, "Minha conta: QR code")));
  await code.fill(totpCode(secret));
  await page.getByRole("button", { name: "Confirmar e ativar" }).click();
  await expect(page.getByTestId("backup-codes").getByRole("listitem")).toHaveCount(10);
  found.push(...(await axeIn(walk, page, "Minha conta: backup codes")));
  found.push(...(await sweepIn(walk, page, "Minha conta: backup codes")));
  await page.getByRole("link", { name: "Concluir e ir para o console" }).click();
  await expect(page).toHaveURL(/\/intranet\/planos$/);
  await open(page, "/intranet/conta");
  await expect(page.getByText("Restam 10 códigos de recuperação.")).toBeVisible();
  found.push(...(await axeIn(walk, page, "Minha conta: on")));
  if (walk.phone) found.push(...(await overflowAt320(page, "Minha conta: on")));

  await context.close();

  // The sign-in's code step, in another browser (better-auth allows 3 codes per 10 s from one address).
  const signingIn = await personBrowser(browser, {
    viewport: walk.viewport,
    colorScheme: "light",
    reducedMotion: "reduce",
  });
  await installColourToolsEverywhere(signingIn);
  page = await signingIn.newPage();
  await signIn();
  const step = page.getByLabel("Código de verificação");
  await expect(step).toBeFocused();
  found.push(...(await axeIn(walk, page, "/auth code step")));
  await step.fill(wrongCode(secret));
  await page.getByRole("button", { name: "Verificar" }).click();
  await expect(page.getByRole("alert")).toContainText("Código incorreto ou já usado.");
  found.push(...(await axeIn(walk, page, "/auth code step, wrong code")));
  found.push(...(await sweepIn(walk, page, "/auth code step")));
  await page.getByRole("link", { name: "Usar um código de recuperação" }).click();
  await expect(page.getByLabel("Código de recuperação")).toBeVisible();
  found.push(...(await axeIn(walk, page, "/auth backup code")));
  await signingIn.close();
}

/**
 * The further states of some pages, checked on the walk's load of the page (after the page's own checks):
 * a page is loaded once per viewport, and each of its states is reached from there and checked in both looks.
 */
type PageState = {
  matches: (path: string) => boolean;
  check: (page: Page, walk: Walk, found: string[]) => Promise<void>;
};

/** /indique: step 1's errors, step 2's, and the toast when step 1's data is gone. */
async function checkReferralStates(page: Page, walk: Walk, found: string[]) {
  const label = (state: string) => `/indique ${state}`;
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("Digite um CPF válido.")).toBeVisible();
  found.push(...(await axeIn(walk, page, label("step 1 with errors"))));
  found.push(...(await sweepIn(walk, page, label("step 1 with errors"), { within: "main" })));
  // The form's messages reflow too.
  if (walk.phone) found.push(...(await overflowAt320(page, label("step 1 with errors"))));
  await page.getByLabel("Seu nome").fill("Maria Souza");
  await page.getByLabel("Seu telefone").fill("27999998888");
  await page.getByLabel("Seu e-mail").fill("maria@exemplo.com");
  await page.getByLabel("Seu CPF").fill("52998224725");
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.getByRole("button", { name: "Enviar indicação" }).click();
  await expect(page.getByText("O nome precisa ter pelo menos 2 caracteres.")).toBeVisible();
  found.push(...(await axeIn(walk, page, label("step 2 with errors"))));
  // Step 1's data gone: the error toast.
  await page.evaluate(() => localStorage.clear());
  await page.getByLabel("Nome do seu amigo").fill("João Lima");
  await page.getByLabel("Telefone do seu amigo").fill("27988887777");
  await page.getByLabel("E-mail do seu amigo").fill("joao@exemplo.com");
  await page.getByLabel("CPF do seu amigo").fill("11144477735");
  await page.getByRole("button", { name: "Enviar indicação" }).click();
  await expect(page.getByText("Erro ao recuperar seus dados. Por favor, tente novamente.")).toBeVisible();
  found.push(...(await axeIn(walk, page, label("error toast"))));
}

/** An uncovered city's 404 and its 'Avise-me quando chegar': the form empty, with errors, sent. */
async function checkCoverageStates(page: Page, walk: Walk, found: string[]) {
  const notify = page.getByRole("button", { name: "Avise-me quando chegar" });
  // The button ignores presses until its part of the page has hydrated (it says so: aria-disabled).
  await expect(notify).not.toHaveAttribute("aria-disabled", "true");
  await notify.click();
  const coverage = page.getByRole("dialog", { name: "Avise-me quando chegar" });
  await expect(coverage).toBeVisible();
  found.push(...(await axeIn(walk, page, "coverage form")));
  found.push(...(await sweepIn(walk, page, "coverage form")));
  await coverage.getByRole("button", { name: "Quero ser avisado" }).click();
  await expect(coverage.getByText("Digite um número de telefone válido, com DDD.")).toBeVisible();
  found.push(...(await axeIn(walk, page, "coverage form with errors")));
  await coverage.getByLabel("Seu nome", { exact: true }).fill("Maria Souza");
  await coverage.getByLabel("WhatsApp ou telefone", { exact: true }).fill("19999998888");
  await coverage.getByRole("checkbox").check();
  await coverage.getByRole("button", { name: "Quero ser avisado" }).click();
  await expect(coverage.getByRole("heading", { name: "Recebemos seu contato" })).toBeVisible();
  found.push(...(await axeIn(walk, page, "coverage form sent")));
}

/** /empresas's 'Solicitar proposta' and its form: empty, with errors, the limit's message, sent. */
async function checkBusinessStates(page: Page, walk: Walk, found: string[]) {
  const section = page.getByRole("region", { name: "Solicite uma proposta para a sua empresa" });
  await scrollToIsland(section);
  await section.getByRole("button", { name: "Solicitar proposta" }).click();
  const business = page.getByRole("dialog", { name: "Solicitar proposta" });
  await expect(business).toBeVisible();
  found.push(...(await axeIn(walk, page, "business form")));
  found.push(...(await sweepIn(walk, page, "business form")));
  await business.getByRole("button", { name: "Solicitar proposta" }).click();
  await expect(business.getByText("Digite um CNPJ válido.")).toBeVisible();
  found.push(...(await axeIn(walk, page, "business form with errors")));
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
  found.push(...(await axeIn(walk, page, "business form over the limit")));
  await page.unroute("**/api/leads/business");
  await business.getByRole("button", { name: "Solicitar proposta" }).click();
  await expect(business.getByRole("heading", { name: "Recebemos seu contato" })).toBeVisible();
  found.push(...(await axeIn(walk, page, "business form sent")));
  await page.keyboard.press("Escape");
  await expect(business).toBeHidden();
}

/** A label whose coverage is folded ('96 cidades (ES e MG) · ver lista'), unfolded. */
async function checkUnfoldedLabel(page: Page, walk: Walk, found: string[]) {
  const coverage = page.getByTestId("label-coverage").locator("summary");
  if ((await coverage.count()) === 0) return;
  await coverage.click();
  await expect(page.getByTestId("label-coverage").locator("p")).toBeVisible();
  found.push(...(await axeIn(walk, page, `${new URL(page.url()).pathname} unfolded`)));
}

const PAGE_STATES: PageState[] = [
  { matches: (path) => path === "/indique", check: checkReferralStates },
  { matches: (path) => path === "/planos/campinas-sp", check: checkCoverageStates },
  { matches: (path) => path === "/empresas", check: checkBusinessStates },
  { matches: (path) => /^\/ofertas\/[A-Z]/.test(path), check: checkUnfoldedLabel },
];

/** The sampled pages (bar the home page, which has a test of its own) in this many shares per viewport. */
const PAGE_SHARES = 5;
/**
 * How long one page's checks may take, however many pages came before it (less the second or two the
 * context and the sitemap took): the heaviest, in both looks, takes about 45 s on an idle 2-core machine
 * beside another worker.
 */
const PAGE_ALLOWANCE_MS = 120_000;

for (const full of WALKS) {
  test.describe(`axe finds nothing and every Tab stop shows its focus (${full.name}, light and dark)`, () => {
    let context: BrowserContext;
    let page: Page;
    /** What the policy refused on this test's pages (see newVariantContext). */
    let csp: string[];
    const problems = (found: string[]) => [...found, ...csp];
    test.beforeEach(async ({ browser }) => {
      csp = [];
      context = await newWalkContext(browser, full, csp);
      page = await context.newPage();
    });
    test.afterEach(async () => {
      await context.close();
    });

    // Every template in both looks; the phone's dark look sweeps only in the home page's and the
    // not-found page's tests (sweepIn).
    const walk: Walk = {
      ...full,
      looks: full.looks.map((look) => (look.name === PHONE_ONLY_LOOK ? { ...look, sweeps: false } : look)),
    };
    for (let share = 0; share < PAGE_SHARES; share++) {
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
      await checkPublicPage(page, full, "/", found, { cityModal: true });
      await checkHomeStates(page, full, found);
      expect(problems(found), problems(found).join("\n\n")).toEqual([]);
    });

    test("the not-found page with the layout, and /auth", async () => {
      const found: string[] = [];
      await open(page, "/pagina-que-nao-existe");
      found.push(...(await axeIn(full, page, "404")));
      // The layout's header, menus and footer, swept once rather than on every page.
      found.push(...(await sweepIn(full, page, "404 and the layout")));
      if (walk.phone) found.push(...(await overflowAt320(page, "404")));
      await checkSignInPage(page, full, found);
      // A one-time link's page opened without its token.
      await open(page, "/definir-senha");
      await expect(page.getByRole("alert")).toContainText("Este endereço não traz um link válido.");
      found.push(...(await axeIn(full, page, "/definir-senha without a link")));
      expect(problems(found), problems(found).join("\n\n")).toEqual([]);
    });

    test("two-factor sign-in: the enrolment in Minha conta and the code step of /auth", async ({
      browser,
      adminApi,
      request,
    }) => {
      test.setTimeout(120_000);
      const found: string[] = [];
      await checkTwoFactor(browser, walk, adminApi, request, found);
      expect(problems(found), problems(found).join("\n\n")).toEqual([]);
    });

    test("every console tab, its toasts, forms and confirmations", async () => {
      // The plan forms' five groups and each plan row's four actions are about 120 Tab stops to sweep, in
      // each look that sweeps.
      test.setTimeout(240_000);
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
