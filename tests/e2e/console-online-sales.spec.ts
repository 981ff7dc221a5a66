import type { Page } from "@playwright/test";
import { expect, test, visitor } from "./fixtures";
import { open } from "./helpers";

// Issue 68, point 1: Configurações → 'Vendas online'. On, a phone's bar under a page that sells leads with
// 'Contrate online' and keeps the chat as 'Prefiro falar no WhatsApp'; off, every 'Assinar' (the bar, the
// cards) leads to the sales chat as before. The switch is site-wide, so this spec runs in the "site-wide"
// project (playwright.config.ts) and leaves the switch on.
test.describe.configure({ mode: "serial" });

async function setOnlineSales(page: Page, on: boolean) {
  await open(page, "/intranet/configuracoes");
  const toggle = page.getByRole("switch", { name: "Contrate online nos botões de assinar" });
  if ((await toggle.getAttribute("aria-checked")) === String(on)) return;
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", String(on));
  await page.getByRole("button", { name: "Salvar configurações" }).click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Configurações salvas" }).first(),
  ).toBeVisible();
}

test.afterAll(async ({ browser, staffCookies }) => {
  const context = await browser.newContext();
  await context.addCookies(staffCookies);
  await setOnlineSales(await context.newPage(), true);
  await context.close();
});

test("with 'Vendas online' off every 'Assinar' is the sales chat; on, the phone's bar leads with 'Contrate online'", async ({
  staffPage,
  browser,
  baseURL,
}) => {
  await setOnlineSales(staffPage, false);
  const off = await visitor(browser, baseURL!);
  await open(off.page, "/planos/vitoria-es");
  const chat = off.page.getByRole("link", { name: "Assinar pelo WhatsApp", exact: true });
  await expect(chat).toBeVisible();
  expect(new URL((await chat.getAttribute("href"))!).host).toBe("wa.me");
  await expect(off.page.getByRole("link", { name: "Contrate online", exact: true })).toHaveCount(0);
  // No card, banner or menu leads to the sign-up.
  await expect(off.page.locator('a[href^="/contrate"]')).toHaveCount(0);
  await off.context.close();

  await setOnlineSales(staffPage, true);
  const on = await visitor(browser, baseURL!);
  await open(on.page, "/planos/vitoria-es");
  const bar = on.page.locator(".sticky-sales");
  const signUp = bar.getByRole("link", { name: "Contrate online", exact: true });
  await expect(signUp).toBeVisible();
  // The city page's city rides the link (never the address).
  expect(new URL((await signUp.getAttribute("href"))!, baseURL).searchParams.get("cidade")).toMatch(/^\d+$/);
  const second = bar.getByRole("link", { name: "Prefiro falar no WhatsApp", exact: true });
  await expect(second).toBeVisible();
  expect(new URL((await second.getAttribute("href"))!).host).toBe("wa.me");
  await expect(on.page.getByRole("link", { name: "Assinar pelo WhatsApp", exact: true })).toHaveCount(0);
  await signUp.click();
  await expect(on.page).toHaveURL(/\/contrate\?/);
  await on.context.close();
});
