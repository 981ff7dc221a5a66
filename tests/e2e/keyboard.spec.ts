import type { Page } from "@playwright/test";
import { E2E_STAFF } from "../../playwright.config";
import { expectVisibleFocus, focusReport, tabTo } from "./a11y";
import { expect, staffCode, test } from "./fixtures";
import { cityDialog, open } from "./helpers";

// Keyboard-only journeys: no mouse. After every step the focus is on a visible control, not on
// <body>, with an indicator of at least 3:1 against what is behind it.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    // An input that is a button (the city modal's cities) is named by its value.
    const value = element instanceof HTMLInputElement && element.type === "submit" ? element.value : null;
    return (element.getAttribute("aria-label") ?? value ?? element.textContent ?? "").trim();
  });

for (const [device, viewport] of [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const) {
  for (const colorScheme of ["light", "dark"] as const) {
    test(`the skip links come first and move the focus to their targets (${device}, ${colorScheme})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport, colorScheme });
      const page = await context.newPage();
      // A page of the public layout that does not ask for a city, so no modal holds the focus.
      const targets = [
        ["Ir para o conteúdo", "main"],
        ["Ir para o menu", "#menu"],
        ["Ir para o rodapé", "footer"],
      ] as const;
      for (const [index, [name, target]] of targets.entries()) {
        await open(page, "/pagina-que-nao-existe");
        for (let i = 0; i <= index; i++) await page.keyboard.press("Tab");
        await expect(page.getByRole("link", { name })).toBeFocused();
        await expectVisibleFocus(page, `${colorScheme}: ${name}`);
        await page.keyboard.press("Enter");
        await expect(page.locator(target)).toBeFocused();
        await expectVisibleFocus(page, `${colorScheme}: after ${name}`);
      }
      // From the menu target, the next stop is the menu itself; on a phone, 'Minha conta' (the bar's
      // icon) comes first, where it is drawn, and the menu after it.
      await open(page, "/pagina-que-nao-existe");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      if (device === "phone") {
        await expect.poll(() => focusedName(page)).toBe("Minha conta");
        await page.keyboard.press("Tab");
      }
      await expect.poll(() => focusedName(page)).toBe(device === "phone" ? "Menu" : "Para você");
      await context.close();
    });
  }
}

test("a visitor chooses a city, changes it from the header and reads a plan's details, by keyboard", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const planRequests: string[] = [];
  page.on("request", (request) => {
    if (/\/api\/cities\/\d+\/plans$/.test(request.url())) planRequests.push(request.url());
  });
  await open(page, "/");

  // The modal takes the focus; typing narrows the list and a status line says how many match.
  const modal = cityDialog(page);
  const search = modal.getByRole("searchbox", { name: "Buscar cidade" });
  await expect(search).toBeFocused();
  await page.keyboard.type("Vitó");
  await expect(modal.getByRole("status")).toHaveText("1 cidade encontrada");
  await page.keyboard.press("Tab");
  await expect.poll(() => focusedName(page)).toMatch(/^Vitória - ES/);
  await expectVisibleFocus(page, "the city button");
  await page.keyboard.press("Enter");
  await expect(modal).toBeHidden();
  const heading = page.getByRole("heading", { name: "Planos para Vitória" });
  await expect(heading).toBeFocused();
  await expectVisibleFocus(page, "the plans heading after choosing a city");

  // The green notice covers none of the header's controls. It sits in the sticky header's flow, so page
  // content scrolled under it is under the header as a whole, not covered by the notice.
  const notice = page.getByRole("status").filter({ hasText: "Cidade alterada para Vitória" });
  await expect(notice).toBeVisible();
  const covered = await notice.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const header = element.closest("header") ?? document;
    return [
      ...header.querySelectorAll<HTMLElement>('a, button, select, input, [tabindex]:not([tabindex="-1"])'),
    ]
      .filter((control) => !element.contains(control) && control.checkVisibility())
      .filter((control) => {
        const other = control.getBoundingClientRect();
        return (
          other.width > 0 &&
          other.left < box.right &&
          other.right > box.left &&
          other.top < box.bottom &&
          other.bottom > box.top
        );
      })
      .map((control) => control.getAttribute("aria-label") ?? control.textContent);
  });
  expect(covered).toEqual([]);

  // The header's city link opens the city window again: another city typed, then chosen.
  await tabTo(page, /^Sua cidade:/, { back: true });
  await expect.poll(() => focusedName(page)).toBe("Sua cidade:Vitória - ES");
  await page.keyboard.press("Enter");
  await expect(modal).toBeVisible();
  await expect(search).toBeFocused();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("Serra");
  await expect(modal.getByRole("status")).toHaveText("1 cidade encontrada");
  await page.keyboard.press("Tab");
  await expect.poll(() => focusedName(page)).toMatch(/^Serra - ES/);
  await page.keyboard.press("Enter");
  await expect(modal).toBeHidden();
  const serra = page.getByRole("heading", { name: "Planos para Serra" });
  await expect(serra).toBeFocused();
  await expectVisibleFocus(page, "the plans heading after changing the city");
  // One load per city chosen: typing in the window loads nothing.
  expect(planRequests).toHaveLength(2);

  // Through the tabs and the tab panel to a plan's details; Escape returns to the trigger.
  await tabTo(page, /^Ver detalhes de /);
  const trigger = await focusedName(page);
  await page.keyboard.press("Enter");
  const details = page.getByRole("dialog");
  await expect(details).toBeVisible();
  await expectVisibleFocus(page, "inside the details dialog");
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();
  await expect.poll(() => focusedName(page)).toBe(trigger);
  await expectVisibleFocus(page, "back on 'Ver detalhes'");
  await context.close();
});

test("staff sign in, add a plan, switch it off and delete it, by keyboard", async ({ browser }) => {
  // The console's whole keyboard journey: about 25 s alone, longer beside another worker.
  test.slow();
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await open(page, "/auth");

  // An empty form: the first invalid field takes the focus, tied to its message.
  await tabTo(page, /^Entrar$/);
  await page.keyboard.press("Enter");
  const email = page.getByLabel("E-mail");
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription("Informe seu e-mail.");
  await expect(page.getByLabel("Senha")).toHaveAccessibleDescription("Informe sua senha.");
  await expectVisibleFocus(page, "the invalid e-mail field");
  await page.keyboard.type(E2E_STAFF.email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(E2E_STAFF.password);
  await page.keyboard.press("Enter");
  // The code step: its field takes the focus; the app's code, then Enter.
  const code = page.getByLabel("Código de verificação");
  await expect(code).toBeFocused();
  await expectVisibleFocus(page, "the code step's field");
  await page.keyboard.type(await staffCode());
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/intranet\/planos$/);
  await expect(page.getByRole("button", { name: "Adicionar plano" })).toBeVisible();

  // Add a plan: errors first (focus on the first invalid field), then a failed save that stays in the
  // form, then a save that works; the focus returns to 'Adicionar plano'.
  await tabTo(page, /^Adicionar plano$/);
  await page.keyboard.press("Enter");
  const form = page.getByRole("dialog", { name: "Adicionar plano" });
  const nameField = form.getByLabel("Nome");
  await expect(nameField).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(form.getByText("Tipo é obrigatório")).toBeVisible();
  await expect(nameField).toBeFocused();
  await expect(nameField).toHaveAttribute("aria-invalid", "true");
  const name = `Plano Teclado ${Date.now()}`;
  // Each step waits for the form to have taken the last one in (the form re-validates as it changes),
  // so a loaded machine cannot run the keys into a field before the focus has reached it.
  await page.keyboard.type(name);
  await expect(nameField).toHaveValue(name);
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("Tipo")).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(form.getByLabel("Tipo")).toHaveValue("Internet");
  // What the offer's label needs, field by field through the groups.
  for (const [label, value] of [
    [/^Download \(Mb\/s\)$/, "700"],
    [/^Upload \(Mb\/s\)$/, "350"],
    [/^Equipamento Wi-Fi$/, "Roteador Wi-Fi 6"],
    [/^Preço mensal \(R\$\)$/, "129,90"],
    [/^Condições de pagamento$/, "Boleto ou Pix"],
  ] as const) {
    await tabTo(page, label);
    await page.keyboard.type(value);
    await expect(form.getByLabel(label)).toHaveValue(value);
  }
  await page.route("**/api/admin/plans", (route) =>
    route.fulfill({ status: 500, json: { error: { code: "internal", message: "Falha simulada." } } }),
  );
  await tabTo(page, /^Adicionar plano$/);
  await page.keyboard.press("Enter");
  const failure = form.getByRole("alert").filter({ hasText: "Erro ao adicionar plano." });
  await expect(failure).toContainText("Falha simulada.");
  await expect(failure).toBeFocused();
  await expectVisibleFocus(page, "the failed save's message");
  await page.unroute("**/api/admin/plans");
  await tabTo(page, /^Adicionar plano$/);
  await page.keyboard.press("Enter");
  await expect(form).toBeHidden();
  await expect(page.getByText("Plano adicionado com sucesso")).toBeVisible();
  await expect.poll(() => focusedName(page)).toBe("Adicionar plano");
  await expectVisibleFocus(page, "back on 'Adicionar plano'");

  // Find it, and switch it off: the switch keeps its name and the focus.
  await page.keyboard.press("Shift+Tab");
  await expect(page.getByRole("searchbox", { name: "Buscar planos" })).toBeFocused();
  await page.keyboard.type(name);
  await expect(page.getByTestId("plan-row")).toHaveCount(1);
  await tabTo(page, new RegExp(`^Plano ${name} ativo$`));
  const toggle = page.getByRole("switch", { name: `Plano ${name} ativo` });
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await page.keyboard.press("Space");
  await expect(page.getByText("Plano desativado")).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await expect(toggle).toBeFocused();
  await expectVisibleFocus(page, "the switch after toggling");

  // The edit dialog closed with Escape returns to 'Editar'.
  await tabTo(page, new RegExp(`^Editar ${name}$`));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Editar plano" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect.poll(() => focusedName(page)).toBe(`Editar ${name}`);
  await expectVisibleFocus(page, "back on 'Editar'");

  // Delete: Escape returns to 'Remover'; deleting moves the focus to a control that stays.
  await tabTo(page, new RegExp(`^Remover ${name}$`));
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole("button", { name: "Cancelar" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect.poll(() => focusedName(page)).toBe(`Remover ${name}`);
  await page.keyboard.press("Enter");
  await expect(confirm).toBeVisible();
  await tabTo(page, /^Remover$/);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Plano removido com sucesso")).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect.poll(() => focusedName(page)).toBe("Adicionar plano");
  await expectVisibleFocus(page, "after deleting");

  // 'Atualizar' keeps the focus while the data reloads.
  await tabTo(page, /^Atualizar$/, { back: true });
  await page.keyboard.press("Enter");
  await expect(page.getByText("Dados atualizados")).toBeVisible();
  await expect.poll(() => focusedName(page)).toBe("Atualizar");
  await expectVisibleFocus(page, "after 'Atualizar'");
  // Its toast settles below the header, not over the button that still holds the focus (or 'Sair').
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Dados atualizados" });
  for (const name of ["Atualizar", "Sair"]) {
    const button = (await page.getByRole("button", { name, exact: true }).boundingBox())!;
    // Polled: the toast slides in from above before it rests.
    await expect
      .poll(async () => (await toast.boundingBox())?.y ?? 0, { message: `the toast covers '${name}'` })
      .toBeGreaterThanOrEqual(button.y + button.height);
  }
  await context.close();
});

test("on a phone, choosing a console tab from the menu hands the focus to the menu button", async ({
  browser,
  staffCookies,
}) => {
  const context = await browser.newContext({ viewport: PHONE });
  await context.addCookies(staffCookies);
  const page = await context.newPage();
  await open(page, "/intranet/planos");
  const menuButton = page.getByRole("button", { name: "Menu de seções: Planos", expanded: false });
  await tabTo(page, /^Menu de seções: Planos$/);
  await expect(menuButton).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Planos", exact: true })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Cidades", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/intranet\/cidades$/);
  await expect(page.getByRole("link", { name: "Cidades", exact: true })).toBeHidden();
  await expect(page.getByRole("button", { name: "Menu de seções: Cidades", expanded: false })).toBeFocused();
  await expectVisibleFocus(page, "the tab menu button");
  await context.close();
});

test("focus stays visible in forced-colors mode on the buttons, city choices and tabs", async ({
  browser,
}) => {
  // Reduced motion keeps the banners still: a slide turning as the focus passes it would move its link,
  // mid-transition, off the screen (what is checked here is the outline, in forced colors).
  const context = await browser.newContext({
    viewport: DESKTOP,
    forcedColors: "active",
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  await open(page, "/");
  const outlined = async (step: string) => {
    const report = await focusReport(page);
    expect(report.outline, `${step}: ${report.tag} "${report.name}"`).not.toBe("none");
  };
  await page.keyboard.press("Tab");
  await expect.poll(() => focusedName(page)).toMatch(/ - [A-Z]{2}/);
  await outlined("a city button");
  await page.keyboard.press("Enter");
  await expect(cityDialog(page)).toBeHidden();
  // The heading takes the focus just after the modal has gone; a Tab before that would start from
  // where the modal stood, at the end of the page.
  await expect(page.getByRole("heading", { name: /^Planos para / })).toBeFocused();
  await tabTo(page, /^Internet$/);
  await outlined("the selected tab");
  await tabTo(page, /^Assinar /);
  await outlined("'Assinar'");
  await tabTo(page, /^Ver detalhes /);
  await outlined("'Ver detalhes'");
  await tabTo(page, /^Assine já/, { back: true });
  await outlined("'Assine já'");
  await context.close();
});

test("without scripts, /auth's server check names the missing fields, tied to them", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/auth");
  await page.getByLabel("E-mail").fill("  ");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByLabel("E-mail")).toHaveAccessibleDescription("Informe seu e-mail.");
  await expect(page.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Senha")).toHaveAccessibleDescription("Informe sua senha.");
  await context.close();
});
