import type { Browser, BrowserContext, Page } from "@playwright/test";
import { planInput } from "../../src/server/testing/factories";
import { unusedCode } from "../../src/server/testing/totp";
import { enrolledAdministrador, expect, type Person, personBrowser, signIn, test } from "./fixtures";
import { open } from "./helpers";

// The console's session from the staff member's side: signing out (with and without scripts, after the
// session has already ended, everywhere), other tabs following a sign-out, a tab whose data cannot load,
// and the Histórico. A test that ends sessions does it to a person of its own (an administrador it makes
// in Equipe and enrols in two-factor sign-in), never to the run's staff user, so the tests run side by
// side; the others use the staff fixtures. The file runs last (the "sessions" project): it adds a city and
// plans, which other specs must not meet half-way.

const origin = () => test.info().project.use.baseURL!;

/** Another browser of the person's, signed in through better-auth's endpoints: the password, then a code. */
async function signedInContext(browser: Browser, person: Person) {
  const context = await personBrowser(browser);
  await signIn(context.request, origin(), person);
  return context;
}

/** What the admin API answers a plan's write with (a deletion: nothing). */
type SavedPlan = { plan: { id: number; updatedAt: string } };

const signOutButton = (page: Page) => page.getByRole("button", { name: "Sair", exact: true });
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

async function sessionEnded(context: BrowserContext) {
  const response = await context.request.get("/api/admin/plans");
  return response.status() === 401;
}

test("'Sair' after the session has ended elsewhere, or after the cookie is gone, still ends on /auth", {
  tag: "@db",
}, async ({ browser, adminApi, request }) => {
  const { person, context: kept } = await enrolledAdministrador(browser, adminApi, request);
  const context = await signedInContext(browser, person);
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

  // An expired session whose cookie the browser has already dropped (in a copy of the person's other
  // browser, so that session lives on).
  const second = await browser.newContext({ storageState: await kept.storageState() });
  const other = await second.newPage();
  await open(other, "/intranet/planos");
  await second.clearCookies();
  await signOutButton(other).click();
  await expect(other).toHaveURL(/\/auth$/);
  await second.close();
  expect(await sessionEnded(kept)).toBe(false);
  await kept.close();
});

test("a sign-out the server cannot complete says 'Erro ao sair' and stays in the console", async ({
  browser,
  adminApi,
  request,
}) => {
  const { context } = await enrolledAdministrador(browser, adminApi, request);
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
  adminApi,
  request,
}) => {
  const { person, context } = await enrolledAdministrador(browser, adminApi, request);
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
  await session.getByLabel("Senha").fill(person.password);
  await session.getByRole("button", { name: "Entrar" }).click();
  await session.getByLabel("Código de verificação").fill(await unusedCode(person.secret));
  await session.getByRole("button", { name: "Verificar" }).click();
  await expect(session).toBeHidden();

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
  staffPage: page,
}) => {
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
});

test("'Sair' works with scripts off: the session ends and the browser is on /auth", async ({
  browser,
  adminApi,
  request,
}) => {
  const { context } = await enrolledAdministrador(browser, adminApi, request, { javaScriptEnabled: false });
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
  test("a price change shows the plan's name and 'Preço mensal: R$ 89,90 → R$ 90,90', nothing else", {}, async ({
    adminApi,
    staffPage: page,
  }) => {
    const write = (method: "POST" | "PUT" | "DELETE", path: string, data?: unknown) =>
      adminApi.write<SavedPlan>(method, path, data);
    const name = `Plano Histórico ${Date.now()}`;
    const fields = planInput({ name, downloadMbps: "300", uploadMbps: "150", streamings: "Max" });
    const { plan } = await write("POST", "/plans", { ...fields, price: "89,90" });
    const { plan: changed } = await write("PUT", `/plans/${plan.id}`, {
      ...fields,
      price: "90,90",
      expectedUpdatedAt: plan.updatedAt,
    });

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
  });

  test("'Restaurar esta versão' puts the price back; a change made meanwhile is refused and can be reloaded", {}, async ({
    adminApi,
    staffPage: page,
  }) => {
    const write = (method: "POST" | "PUT" | "DELETE", path: string, data?: unknown) =>
      adminApi.write<SavedPlan>(method, path, data);
    const name = `Plano Restauro ${Date.now()}`;
    const fields = planInput({ name, downloadMbps: "300", uploadMbps: "150", streamings: "" });
    const { plan } = await write("POST", "/plans", { ...fields, price: "79,90" });
    const { plan: changed } = await write("PUT", `/plans/${plan.id}`, {
      ...fields,
      price: "99,90",
      expectedUpdatedAt: plan.updatedAt,
    });

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
    const { plans } = await adminApi.get<{ plans: { id: number; price: number; updatedAt: string }[] }>(
      "/plans",
    );
    expect(plans.find((row) => row.id === plan.id)?.price).toBe(79.9);
    // A published offer is never rewritten: the restore published a fourth version, at the old price.
    const { versions } = await adminApi.get<{ versions: { version: number; offer: { price: number } }[] }>(
      `/plans/${plan.id}/versions`,
    );
    expect(versions.map((version) => version.offer.price)).toEqual([79.9, 109.9, 99.9, 79.9]);

    const current = plans.find((row) => row.id === plan.id)!;
    expect(meanwhile.updatedAt).not.toBe(current.updatedAt);
    await write("DELETE", `/plans/${plan.id}?expectedUpdatedAt=${encodeURIComponent(current.updatedAt)}`);
  });

  test("a control character in the filters answers 400 with a pt-BR message, on the page and its .data", {}, async ({
    staffPage: page,
  }) => {
    for (const path of ["/intranet/historico?actor=a%00b", "/intranet/historico.data?actor=a%00b"]) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(400);
      expect(await response.text(), path).toContain("Usuário não pode conter caracteres de controle");
    }
    await open(page, "/intranet/historico?entity=%00");
    await expect(
      page.getByRole("alert").filter({ hasText: "Seção não pode conter caracteres de controle" }),
    ).toBeVisible();
    await expect(signOutButton(page)).toBeVisible();
  });
});

// Needs better-auth's POST /api/auth/revoke-sessions, which the write guard lets through (PUBLIC_WRITES).
test("'Sair de todas as sessões' ends the staff member's sessions in every browser, and nobody else's", {
  tag: "@db",
}, async ({ browser, adminApi, request }) => {
  const { person, context: elsewhere } = await enrolledAdministrador(browser, adminApi, request);
  const context = await signedInContext(browser, person);
  const page = await context.newPage();
  await open(page, "/intranet/planos");

  await page.getByRole("button", { name: "Mais opções de saída" }).click();
  await page.getByRole("menuitem", { name: "Sair de todas as sessões" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await sessionEnded(context)).toBe(true);
  expect(await sessionEnded(elsewhere)).toBe(true);
  // Another staff member's session (the run's staff user's, which the other tests use) lives on.
  await adminApi.get("/plans");
  await context.close();
  await elsewhere.close();
});
