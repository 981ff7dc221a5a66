import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { E2E_STAFF } from "../../playwright.config";
import { planInput } from "../../src/server/testing/factories";
import { staffCode } from "./fixtures";
import { open } from "./helpers";

// The console's session from the staff member's side: signing out (with and without scripts, after the
// session has already ended, everywhere), other tabs following a sign-out, a tab whose data cannot load,
// and the Histórico. A test that ends its session signs in a browser context of
// its own; the others share one. 'Sair de todas as sessões' ends them all, so the file runs in order and
// comes last in it, and the file runs in the "sessions" project, after every spec holding a staff session.
test.describe.configure({ mode: "default", timeout: 90_000 });

const origin = () => test.info().project.use.baseURL!;

/**
 * Signs the context in through better-auth's endpoints: the password, then the app's code. Sign-in
 * allows 3 attempts per 10 s per address and the whole run shares one address: a refused attempt is
 * tried again until one goes through.
 */
async function signedInContext(browser: Browser, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext(options);
  await expect(async () => {
    const password = await context.request.post("/api/auth/sign-in/email", {
      data: E2E_STAFF,
      headers: { origin: origin() },
    });
    expect(password.status()).toBe(200);
    const code = await context.request.post("/api/auth/two-factor/verify-totp", {
      data: { code: await staffCode() },
      headers: { origin: origin() },
    });
    expect(code.status()).toBe(200);
  }).toPass({ timeout: 40_000, intervals: [2_000, 4_000, 5_000] });
  return context;
}

let shared: BrowserContext | undefined;
/** The signed-in context of the tests that leave their session as it is. */
async function sharedContext(browser: Browser) {
  shared ??= await signedInContext(browser);
  return shared;
}
test.afterAll(async () => {
  await shared?.close();
});

const signOutButton = (page: Page) => page.getByRole("button", { name: "Sair", exact: true });
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

async function sessionEnded(context: BrowserContext) {
  const response = await context.request.get("/api/admin/plans");
  return response.status() === 401;
}

test("'Sair' after the session has ended elsewhere, or after the cookie is gone, still ends on /auth", async ({
  browser,
}) => {
  const context = await signedInContext(browser);
  const page = await context.newPage();
  await open(page, "/intranet/cidades");

  // The session ends without this tab being told (a sign-out from a script, another device, the
  // server's expiry): the cookie stays in the browser, the session is gone on the server.
  const cookies = await context.cookies();
  const ended = await context.request.post("/api/auth/sign-out", { data: {}, headers: { origin: origin() } });
  expect(ended.ok()).toBe(true);
  await context.addCookies(cookies);
  expect(await sessionEnded(context)).toBe(true);

  await signOutButton(page).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText("Erro ao carregar o painel")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Entrar" })).toBeVisible();
  await context.close();

  // An expired session whose cookie the browser has already dropped (in a copy of the shared session's
  // browser, so that session lives on).
  const copied = await (await sharedContext(browser)).storageState();
  const second = await browser.newContext({ storageState: copied });
  const other = await second.newPage();
  await open(other, "/intranet/planos");
  await second.clearCookies();
  await signOutButton(other).click();
  await expect(other).toHaveURL(/\/auth$/);
  await second.close();
});

test("a sign-out the server cannot complete says 'Erro ao sair' and stays in the console", async ({
  browser,
}) => {
  const context = await signedInContext(browser);
  const page = await context.newPage();
  await open(page, "/intranet/planos");

  await page.route("**/api/auth/sign-out", (route) =>
    route.fulfill({ status: 503, contentType: "text/plain", body: "indisponível" }),
  );
  await signOutButton(page).click();
  await expect(toast(page, "Erro ao sair")).toContainText("Não foi possível encerrar a sessão.");
  await expect(page).toHaveURL(/\/intranet\/planos$/);

  // No connection at all: the same (in a fresh tab, so the toast above is not counted).
  await page.close();
  const offline = await context.newPage();
  await open(offline, "/intranet/planos");
  await offline.route("**/api/auth/sign-out", (route) => route.abort("internetdisconnected"));
  await signOutButton(offline).click();
  await expect(toast(offline, "Erro ao sair")).toContainText("Não foi possível encerrar a sessão.");
  await expect(offline).toHaveURL(/\/intranet\/planos$/);
  expect(await sessionEnded(context)).toBe(false);

  // Once the server answers again, 'Sair' works.
  await offline.unroute("**/api/auth/sign-out");
  await signOutButton(offline).click();
  await expect(offline).toHaveURL(/\/auth$/);
  expect(await sessionEnded(context)).toBe(true);
  await context.close();
});

test("a sign-out in one tab takes the browser's other console tabs to /auth; a form being filled asks to sign in again instead", async ({
  browser,
}) => {
  const context = await signedInContext(browser);
  const idle = await context.newPage();
  await open(idle, "/intranet/planos");
  const filling = await context.newPage();
  await open(filling, "/intranet/cidades");
  const leaving = await context.newPage();
  await open(leaving, "/intranet/banners");

  const name = `Aba E2E ${Date.now()}`;
  await filling.getByRole("button", { name: "Adicionar cidade" }).click();
  const form = filling.getByRole("dialog", { name: "Adicionar cidade" });
  await form.getByLabel("Nome").fill(name);
  await form.getByLabel("Estado").selectOption("MG");

  await signOutButton(leaving).click();
  await expect(leaving).toHaveURL(/\/auth$/);
  await expect(idle).toHaveURL(/\/auth$/);

  const session = filling.getByRole("dialog", { name: "Sessão expirada" });
  await expect(session).toBeVisible();
  await expect(filling).toHaveURL(/\/intranet\/cidades$/);
  await session.getByLabel("Senha").fill(E2E_STAFF.password);
  // The sign-in limit is shared by the whole run: press again while it says to wait.
  const code = session.getByLabel("Código de verificação");
  await expect(async () => {
    await session.getByRole("button", { name: "Entrar" }).click();
    await expect(code).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 40_000, intervals: [1_000, 2_000, 4_000] });
  await expect(async () => {
    await code.fill(await staffCode());
    await session.getByRole("button", { name: "Verificar" }).click();
    await expect(session).toBeHidden({ timeout: 3_000 });
  }).toPass({ timeout: 40_000, intervals: [1_000, 2_000, 4_000] });

  await expect(form.getByLabel("Nome")).toHaveValue(name);
  await form.getByRole("button", { name: "Adicionar cidade" }).click();
  await expect(toast(filling, "Cidade adicionada com sucesso")).toBeVisible();
  // Leave the catalogue as it was: the public pages' keyboard tests choose the first city of the list.
  await filling.getByRole("button", { name: `Remover ${name} - MG` }).click();
  await filling.getByRole("alertdialog").getByRole("button", { name: "Remover" }).click();
  await expect(toast(filling, "Cidade removida com sucesso")).toBeVisible();
  await context.close();
});

test("a tab whose data cannot load shows its own error inside the console, and 'Tentar novamente' loads it", async ({
  browser,
}) => {
  const context = await sharedContext(browser);
  const page = await context.newPage();
  await open(page, "/intranet/planos");

  await page.route("**/intranet/cidades.data*", (route) => route.abort("connectionrefused"));
  await page.getByRole("link", { name: "Cidades", exact: true }).click();
  const error = page.getByRole("main").getByText("Erro ao buscar cidades.");
  await expect(error).toBeVisible();
  await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);
  // Still the console: its header and tabs are there.
  await expect(signOutButton(page)).toBeVisible();
  await expect(page.getByRole("link", { name: "Planos", exact: true })).toBeVisible();

  await page.unroute("**/intranet/cidades.data*");
  await page.getByRole("button", { name: "Tentar novamente" }).click();
  await expect(page.getByTestId("city-row").first()).toBeVisible();
  await expect(error).toHaveCount(0);

  // 'Atualizar' with the server out of reach: the same, inside the console.
  await page.route("**/intranet/cidades.data*", (route) => route.abort("connectionrefused"));
  await page.getByRole("button", { name: "Atualizar" }).click();
  await expect(error).toBeVisible();
  await expect(signOutButton(page)).toBeVisible();
  await page.close();
});

test("'Sair' works with scripts off: the session ends and the browser is on /auth", async ({ browser }) => {
  const context = await signedInContext(browser, { javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/intranet/planos");
  await expect(page.getByRole("heading", { name: "Planos" })).toBeVisible();

  await signOutButton(page).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("button", { name: "Entrar" })).toBeVisible();
  expect(await sessionEnded(context)).toBe(true);
  await context.close();
});

test.describe("Histórico", () => {
  test("a price change shows the plan's name and 'Preço mensal: R$ 89,90 → R$ 90,90', nothing else", async ({
    browser,
  }) => {
    const context = await sharedContext(browser);
    const write = async (method: string, path: string, data?: unknown) => {
      const response = await context.request.fetch(`/api/admin${path}`, {
        method,
        data,
        headers: { origin: origin() },
      });
      expect(response.ok(), await response.text()).toBe(true);
      return response.status() === 204 ? undefined : response.json();
    };
    const name = `Plano Histórico ${Date.now()}`;
    const fields = planInput({ name, downloadMbps: "300", uploadMbps: "150", streamings: "Max" });
    const { plan } = await write("POST", "/plans", { ...fields, price: "89,90" });
    const { plan: changed } = await write("PUT", `/plans/${plan.id}`, {
      ...fields,
      price: "90,90",
      expectedUpdatedAt: plan.updatedAt,
    });

    const page = await context.newPage();
    await open(page, "/intranet/historico?entity=plans");
    const row = page.getByTestId("history-row").filter({ hasText: name }).filter({ hasText: "Alteração" });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Preço mensal: R$ 89,90 → R$ 90,90");
    const text = (await row.textContent()) ?? "";
    for (const raw of ["price", "downloadMbps", "updatedAt", "{", "90.9"]) expect(text).not.toContain(raw);
    expect(text).not.toContain("Velocidade");

    const created = page.getByTestId("history-row").filter({ hasText: name }).filter({ hasText: "Criação" });
    await created.getByText("Ver valores").click();
    await expect(created).toContainText("Velocidade de download: 300 Mega");
    await expect(created).toContainText("Aplicativos incluídos: Max");
    await expect(created).toContainText("Fornecimento do equipamento: Comodato (emprestado)");

    await write("DELETE", `/plans/${plan.id}?expectedUpdatedAt=${encodeURIComponent(changed.updatedAt)}`);
    await page.close();
  });

  test("'Restaurar esta versão' puts the price back; a change made meanwhile is refused and can be reloaded", async ({
    browser,
  }) => {
    const context = await sharedContext(browser);
    const write = async (method: string, path: string, data?: unknown) => {
      const response = await context.request.fetch(`/api/admin${path}`, {
        method,
        data,
        headers: { origin: origin() },
      });
      expect(response.ok(), await response.text()).toBe(true);
      return response.status() === 204 ? undefined : response.json();
    };
    const name = `Plano Restauro ${Date.now()}`;
    const fields = planInput({ name, downloadMbps: "300", uploadMbps: "150", streamings: "" });
    const { plan } = await write("POST", "/plans", { ...fields, price: "79,90" });
    const { plan: changed } = await write("PUT", `/plans/${plan.id}`, {
      ...fields,
      price: "99,90",
      expectedUpdatedAt: plan.updatedAt,
    });

    const page = await context.newPage();
    await open(page, "/intranet/historico?entity=plans");
    const rows = page.getByTestId("history-row").filter({ hasText: name });
    const change = rows.filter({ hasText: "Preço mensal: R$ 79,90 → R$ 99,90" });
    // A creation has nothing to go back to.
    await expect(
      rows.filter({ hasText: "Criação" }).getByRole("button", { name: /^Restaurar esta versão/ }),
    ).toHaveCount(0);

    // Someone else edits the plan after the page was shown: the restore is refused, nothing changes.
    const { plan: meanwhile } = await write("PUT", `/plans/${plan.id}`, {
      ...fields,
      price: "109,90",
      expectedUpdatedAt: changed.updatedAt,
    });
    await change.getByRole("button", { name: /^Restaurar esta versão/ }).click();
    const confirm = page.getByRole("alertdialog", { name: "Restaurar esta versão?" });
    await expect(confirm).toContainText(`${name} volta aos valores de antes da alteração de`);
    await confirm.getByRole("button", { name: "Restaurar" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Registro alterado." })).toContainText(
      "Este registro foi alterado por outra pessoa.",
    );
    await page.getByRole("button", { name: "Recarregar dados" }).click();
    await expect(rows.filter({ hasText: "Preço mensal: R$ 99,90 → R$ 109,90" })).toHaveCount(1);

    // With the page current, the price goes back to R$ 79,90 and the restore is itself in the Histórico.
    await change.getByRole("button", { name: /^Restaurar esta versão/ }).click();
    await confirm.getByRole("button", { name: "Restaurar" }).click();
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "Versão restaurada com sucesso" }),
    ).toBeVisible();
    await expect(rows.filter({ hasText: "Preço mensal: R$ 109,90 → R$ 79,90" })).toHaveCount(1);
    const plans = (await (await context.request.get("/api/admin/plans")).json()).plans as {
      id: number;
      price: number;
    }[];
    expect(plans.find((row) => row.id === plan.id)?.price).toBe(79.9);
    // A published offer is never rewritten: the restore published a fourth version, at the old price.
    const { versions } = await (await context.request.get(`/api/admin/plans/${plan.id}/versions`)).json();
    expect(
      versions.map((version: { version: number; offer: { price: number } }) => version.offer.price),
    ).toEqual([79.9, 109.9, 99.9, 79.9]);

    const current = plans.find((row) => row.id === plan.id) as unknown as { updatedAt: string };
    expect(meanwhile.updatedAt).not.toBe(current.updatedAt);
    await write("DELETE", `/plans/${plan.id}?expectedUpdatedAt=${encodeURIComponent(current.updatedAt)}`);
    await page.close();
  });

  test("a control character in the filters answers 400 with a pt-BR message, on the page and its .data", async ({
    browser,
  }) => {
    const context = await sharedContext(browser);
    for (const path of ["/intranet/historico?actor=a%00b", "/intranet/historico.data?actor=a%00b"]) {
      const response = await context.request.get(path);
      expect(response.status(), path).toBe(400);
      expect(await response.text(), path).toContain("Usuário não pode conter caracteres de controle");
    }
    const page = await context.newPage();
    await open(page, "/intranet/historico?entity=%00");
    await expect(
      page.getByRole("alert").filter({ hasText: "Seção não pode conter caracteres de controle" }),
    ).toBeVisible();
    await expect(signOutButton(page)).toBeVisible();
    await page.close();
  });
});

// Needs better-auth's POST /api/auth/revoke-sessions, which the write guard lets through (PUBLIC_WRITES).
test("'Sair de todas as sessões' ends the staff member's sessions in every browser", async ({ browser }) => {
  const elsewhere = await sharedContext(browser);
  const context = await signedInContext(browser);
  const page = await context.newPage();
  await open(page, "/intranet/planos");

  await page.getByRole("button", { name: "Mais opções de saída" }).click();
  await page.getByRole("menuitem", { name: "Sair de todas as sessões" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await sessionEnded(context)).toBe(true);
  expect(await sessionEnded(elsewhere)).toBe(true);
  await context.close();
});
