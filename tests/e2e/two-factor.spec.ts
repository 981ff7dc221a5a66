import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { enrolmentCode, unusedCode, wrongCode } from "../../src/server/testing/totp";
import {
  type AdminApi,
  enrolledAdministrador,
  expect,
  newStaffMember,
  personBrowser,
  test,
} from "./fixtures";
import { holdScripts, open } from "./helpers";

// Two-factor sign-in (issue 22, decision 0025), as staff meet it: a new administrador is taken to 'Minha
// conta' and enrols with the code the app computes from the key shown; the next sign-in asks for a code,
// with scripts and without; a backup code serves once; a colleague's reset in Equipe ends the sessions and
// the next sign-in enrols again.

async function signInWithPassword(page: Page, credentials: { email: string; password: string }) {
  await open(page, "/auth");
  await page.getByLabel("E-mail").fill(credentials.email);
  await page.getByLabel("Senha").fill(credentials.password);
  await page.getByRole("button", { name: "Entrar" }).click();
}

/** A new administrador signed in with their password, on 'Minha conta', where the enrolment starts. */
async function newAdministradorAtEnrolment(browser: Browser, adminApi: AdminApi, request: APIRequestContext) {
  const colleague = await newStaffMember(adminApi, request, "administrador");
  const context = await personBrowser(browser);
  const page = await context.newPage();
  await signInWithPassword(page, colleague);
  await expect(page).toHaveURL(/\/intranet\/conta$/);
  return { colleague, context, page };
}

test("a new administrador enrols with a code from the key shown, and the next sign-in asks for the code", {
  tag: "@db",
}, async ({ browser, adminApi, request }) => {
  test.slow();
  const colleague = await newStaffMember(adminApi, request, "administrador");
  const context = await personBrowser(browser);
  const page = await context.newPage();

  // The password alone leads to the enrolment, and nothing else of the console opens.
  await signInWithPassword(page, colleague);
  await expect(page).toHaveURL(/\/intranet\/conta$/);
  await expect(page.getByText("Ative a verificação em duas etapas para continuar.")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Seções do painel" })).toHaveCount(0);
  await open(page, "/intranet/planos");
  await expect(page).toHaveURL(/\/intranet\/conta$/);
  const refused = await context.request.get("/api/admin/plans");
  expect(refused.status()).toBe(403);

  await page.getByLabel("Confirme sua senha").fill("senha-errada-000");
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("Senha incorreta.")).toBeVisible();
  await page.getByLabel("Confirme sua senha").fill(colleague.password);
  await page.getByRole("button", { name: "Continuar" }).click();

  await expect(
    page.getByRole("img", { name: "QR code para adicionar esta conta ao aplicativo autenticador" }),
  ).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent())!.replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32,}$/);
  const code = page.getByLabel("Código de verificação");
  await code.fill(wrongCode(secret));
  await page.getByRole("button", { name: "Confirmar e ativar" }).click();
  await expect(code).toHaveAccessibleDescription(/Código incorreto/);
  await code.fill(await enrolmentCode(secret));
  await page.getByRole("button", { name: "Confirmar e ativar" }).click();

  const codes = page.getByTestId("backup-codes").getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const backupCodes = await codes.allTextContents();
  for (const backup of backupCodes) expect(backup).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
  const download = page.getByRole("link", { name: "Baixar como arquivo de texto" });
  await expect(download).toHaveAttribute("download", "codigos-de-recuperacao.txt");
  expect(decodeURIComponent((await download.getAttribute("href"))!)).toContain(backupCodes[0]);
  await page.getByRole("link", { name: "Concluir e ir para o console" }).click();
  await expect(page).toHaveURL(/\/intranet\/planos$/);
  await expect(page.getByRole("navigation", { name: "Seções do painel" }).getByRole("link")).not.toHaveCount(
    0,
  );

  // Signed out, the password alone no longer opens the console: the code step asks for the app's code.
  // (Another browser, as on another day: better-auth allows 3 codes per 10 s from one address.)
  await page.getByRole("button", { name: "Sair", exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await context.close();
  const later = await personBrowser(browser);
  const next = await later.newPage();
  await signInWithPassword(next, colleague);
  const step = next.getByLabel("Código de verificação");
  await expect(step).toBeFocused();
  await step.fill(wrongCode(secret));
  await next.getByRole("button", { name: "Verificar" }).click();
  await expect(next.getByRole("alert")).toHaveText(
    "Código incorreto ou já usado. Confira o código atual no aplicativo autenticador e tente novamente.",
  );
  await step.fill(await unusedCode(secret));
  await next.getByRole("button", { name: "Verificar" }).click();
  await expect(next).toHaveURL(/\/intranet\/planos$/);
  await later.close();

  // A backup code, in another browser: once.
  const other = await personBrowser(browser);
  const second = await other.newPage();
  await signInWithPassword(second, colleague);
  await second.getByRole("link", { name: "Usar um código de recuperação" }).click();
  await second.getByLabel("Código de recuperação").fill(backupCodes[0]!);
  await second.getByRole("button", { name: "Verificar" }).click();
  await expect(second).toHaveURL(/\/intranet\/planos$/);
  await open(second, "/intranet/conta");
  await expect(second.getByText("Restam 9 códigos de recuperação.")).toBeVisible();
  await other.close();

  const third = await personBrowser(browser);
  const again = await third.newPage();
  await signInWithPassword(again, colleague);
  await again.getByRole("link", { name: "Usar um código de recuperação" }).click();
  await again.getByLabel("Código de recuperação").fill(backupCodes[0]!);
  await again.getByRole("button", { name: "Verificar" }).click();
  await expect(again.getByRole("alert")).toHaveText(
    "Código de recuperação incorreto ou já usado. Cada código serve uma única vez.",
  );
  await third.close();
});

test("without scripts, the code step is a form of its own and signs in", async ({
  browser,
  adminApi,
  request,
}) => {
  const { person: colleague, context: setup } = await enrolledAdministrador(browser, adminApi, request);
  await setup.close();
  const { secret } = colleague;

  const context = await personBrowser(browser, { javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/auth");
  await page.getByLabel("E-mail").fill(colleague.email);
  await page.getByLabel("Senha").fill(colleague.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByRole("heading", { name: "Verificação em duas etapas" })).toBeVisible();
  await page.getByLabel("Código de verificação").fill("12");
  await page.getByRole("button", { name: "Verificar" }).click();
  await expect(page.getByLabel("Código de verificação")).toHaveAccessibleDescription(
    /Informe o código de 6 dígitos do aplicativo autenticador\./,
  );
  // The backup-code form is a link away, and back.
  await page.getByRole("link", { name: "Usar um código de recuperação" }).click();
  await expect(page.getByLabel("Código de recuperação")).toBeVisible();
  await page.getByRole("link", { name: "Usar o código do aplicativo" }).click();
  await page.getByLabel("Código de verificação").fill(await unusedCode(secret));
  await page.getByRole("button", { name: "Verificar" }).click();
  await expect(page).toHaveURL(/\/intranet\/planos$/);
  await context.close();
});

test("a password confirmed before the console's scripts have run waits for them, and never reaches an address", async ({
  browser,
  adminApi,
  request,
}) => {
  const { colleague, context, page } = await newAdministradorAtEnrolment(browser, adminApi, request);

  // 'Minha conta' again, its scripts held: the form is the server's HTML alone.
  const release = await holdScripts(page);
  const addresses: string[] = [];
  page.on("request", (sent) => addresses.push(sent.url()));
  await page.goto("/intranet/conta", { waitUntil: "commit" });
  await page.getByLabel("Confirme sua senha").fill(colleague.password);
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page).toHaveURL(/\/intranet\/conta$/);

  // Once the app is ready, the send it held goes to its own handler: the next step opens.
  release();
  await expect(page.getByTestId("totp-secret")).toBeVisible();
  await expect(page).toHaveURL(/\/intranet\/conta$/);
  const secret = encodeURIComponent(colleague.password);
  expect(addresses.filter((address) => address.includes("password=") || address.includes(secret))).toEqual(
    [],
  );
  await context.close();
});

test("an administrador resets a colleague's lost authenticator in Equipe: their session ends and the next sign-in enrols again", async ({
  browser,
  adminApi,
  request,
  staffPage,
}) => {
  const { colleague, context, page } = await newAdministradorAtEnrolment(browser, adminApi, request);
  await page.getByLabel("Confirme sua senha").fill(colleague.password);
  await page.getByRole("button", { name: "Continuar" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent())!.replace(/\s/g, "");
  await page.getByLabel("Código de verificação").fill(await enrolmentCode(secret));
  await page.getByRole("button", { name: "Confirmar e ativar" }).click();
  await page.getByRole("link", { name: "Concluir e ir para o console" }).click();
  await expect(page).toHaveURL(/\/intranet\/planos$/);

  await open(staffPage, "/intranet/equipe");
  const row = staffPage.getByTestId("staff-row").filter({ hasText: colleague.email });
  await expect(row).toContainText("Ativada");
  await row
    .getByRole("button", { name: `Redefinir verificação em duas etapas de ${colleague.email}` })
    .click();
  const confirm = staffPage.getByRole("dialog", {
    name: `Redefinir a verificação em duas etapas de ${colleague.email}?`,
  });
  await confirm.getByRole("button", { name: "Redefinir verificação" }).click();
  await expect(
    staffPage.locator("[data-sonner-toast]").filter({ hasText: "Verificação em duas etapas redefinida" }),
  ).toBeVisible();
  await expect(row).toContainText("Pendente (obrigatória)");

  // The colleague's session has ended; the password alone leads to a new enrolment.
  await open(page, "/intranet/cidades");
  await expect(page).toHaveURL(/\/auth$/);
  await signInWithPassword(page, colleague);
  await expect(page).toHaveURL(/\/intranet\/conta$/);
  await expect(page.getByText("Ative a verificação em duas etapas para continuar.")).toBeVisible();
  await context.close();
});

test("a Comercial may turn it on from the header's 'Minha conta', and off again with the password", async ({
  browser,
  adminApi,
  request,
}) => {
  const person = await newStaffMember(adminApi, request, "comercial");
  const context = await personBrowser(browser);
  const page = await context.newPage();
  // Optional for this role: the password alone opens the console, on the Painel (issue 57).
  await signInWithPassword(page, person);
  await expect(page).toHaveURL(/\/intranet\/painel$/);
  await page.getByRole("link", { name: "Minha conta" }).click();
  await expect(page.getByText("Desativada. Recomendada para todos os perfis.")).toBeVisible();

  await page.getByRole("button", { name: "Ativar verificação em duas etapas" }).click();
  await expect(page.getByLabel("Confirme sua senha")).toBeFocused();
  await page.getByLabel("Confirme sua senha").fill(person.password);
  await page.getByRole("button", { name: "Continuar" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent())!.replace(/\s/g, "");
  await page.getByLabel("Código de verificação").fill(await enrolmentCode(secret));
  await page.getByRole("button", { name: "Confirmar e ativar" }).click();
  await expect(page.getByTestId("backup-codes").getByRole("listitem")).toHaveCount(10);
  await page.getByRole("button", { name: "Concluir" }).click();
  await expect(page.getByText("Restam 10 códigos de recuperação.")).toBeVisible();

  await page.getByRole("button", { name: "Desativar verificação em duas etapas" }).click();
  await page.getByLabel("Confirme sua senha").fill(person.password);
  await page.getByRole("button", { name: "Desativar", exact: true }).click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Verificação em duas etapas desativada" }),
  ).toBeVisible();
  await expect(page.getByText("Desativada. Recomendada para todos os perfis.")).toBeVisible();
  await context.close();
});
