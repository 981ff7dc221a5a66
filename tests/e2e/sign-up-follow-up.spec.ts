import type { APIRequestContext, Browser } from "@playwright/test";
import { axeViolations } from "./a11y";
import { expect, test } from "./fixtures";

// Issue 68: 'Acompanhar minha contratação' by protocol + CPF, with and without scripts (the same answer for
// a wrong protocol or CPF); 'Contratações (N novas)' and the repeat CPF's flag; the Painel's conversion;
// Configurações' section index; 'Novos hoje' in Contatos.

const COVERED_CEP = "29010-000";
const CPF = "529.982.247-25";
let nextAddress = 1;

async function phone(browser: Browser, baseURL: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: "pt-BR",
    javaScriptEnabled,
    extraHTTPHeaders: { "X-Forwarded-For": `198.19.${(test.info().workerIndex % 200) + 1}.${nextAddress++}` },
  });
  return { context, page: await context.newPage() };
}

/** A sign-up through /contrate's forms (posted as a browser without scripts does); returns its protocol. */
async function signUp(request: APIRequestContext, baseURL: string, email: string): Promise<string> {
  // The forms' lane sheds load with its fast 503 and a Retry-After (rate-limits.ts): with the other
  // worker's sign-ups in it, a post is sent again after that wait, as a person would.
  const post = async (form: Record<string, string>) => {
    for (let attempt = 0; ; attempt++) {
      const response = await request.post("/contrate", { form, headers: { origin: baseURL } });
      if (response.status() !== 503 || attempt === 5) return response.text();
      const seconds = Number(response.headers()["retry-after"] ?? 1);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    }
  };
  const address = { cep: COVERED_CEP, number: "120", complement: "" };
  const plans = await post({ step: "address", ...address });
  const offerCode = /name="offerCode" value="([^"]+)"/.exec(plans)?.[1];
  expect(offerCode, "a plan on sale at the covered CEP").toBeTruthy();
  const details = await post({ step: "plan", ...address, offerCode: offerCode! });
  const slots = [...details.matchAll(/<option value="(\d{4}-\d{2}-\d{2}:(?:morning|afternoon))"/g)].map(
    (found) => found[1]!,
  );
  expect(slots.length, "step 3 offers installation slots").toBeGreaterThan(1);
  const summary = await post({
    step: "details",
    ...address,
    offerCode: offerCode!,
    name: "Ana Beatriz Souza",
    cpf: CPF,
    birthDate: "1990-05-20",
    email,
    whatsapp: "(27) 99876-5432",
    street: "Rua das Palmeiras",
    district: "Jardim da Penha",
    dueDay: /<option value="(\d+)"/.exec(details)?.[1] ?? "10",
    // The installation slots step 3 offers (issue 68): the first two with room.
    window1: slots[0]!,
    window2: slots[1]!,
  });
  const draft = /name="draft" value="([^"]+)"/.exec(summary)?.[1];
  expect(draft, "the summary's key").toBeTruthy();
  const done = await post({ step: "confirm", draft: draft!, accept: "on" });
  const protocol = /(CT-\d{8}-[A-Z0-9]{6})/.exec(done)?.[1];
  expect(protocol, "the protocol").toBeTruthy();
  return protocol!;
}

test("'Acompanhar minha contratação': the stage by protocol + CPF, one answer for a wrong one, with and without scripts", async ({
  browser,
  baseURL,
}) => {
  // Two sign-ups through the forms, then each page twice: long on a busy 2-core machine.
  test.setTimeout(240_000);
  for (const scripts of [false, true]) {
    const { context, page } = await phone(browser, baseURL!, scripts);
    const protocol = await signUp(context.request, baseURL!, `ana.${scripts ? "js" : "nojs"}@example.com`);
    // The protocol's page leads there.
    await page.goto("/contrate/acompanhar");
    await expect(page.getByRole("heading", { level: 1, name: "Acompanhar minha contratação" })).toBeVisible();
    // axe runs in the page: with scripts on only.
    if (scripts) expect(await axeViolations(page, "acompanhar: form")).toEqual([]);

    // Both fields wrong: both named, the protocol typed kept.
    await page.getByLabel("Protocolo").fill("123");
    await page.getByLabel("CPF").fill("123");
    await page.getByRole("button", { name: "Acompanhar" }).click();
    await expect(page.getByLabel("Protocolo")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("CPF inválido. Confira os números.")).toBeVisible();

    // A wrong CPF and an unknown protocol: the same message, and the CPF is not echoed.
    const answers: string[] = [];
    for (const [typed, cpf] of [
      [protocol, "111.444.777-35"],
      ["CT-20200101-AAAAAA", CPF],
    ] as const) {
      await page.getByLabel("Protocolo").fill(typed);
      await page.getByLabel("CPF").fill(cpf);
      await page.getByRole("button", { name: "Acompanhar" }).click();
      const alert = page.getByRole("alert");
      await expect(alert).toContainText("Não encontramos uma contratação com este protocolo e este CPF.");
      answers.push((await alert.textContent()) ?? "");
      await expect(page.getByLabel("CPF")).toHaveValue("");
    }
    expect(answers[0]).toBe(answers[1]);

    // The right pair: the stage, the current one marked.
    await page.getByLabel("Protocolo").fill(protocol.toLowerCase());
    await page.getByLabel("CPF").fill(CPF);
    await page.getByRole("button", { name: "Acompanhar" }).click();
    await expect(page.getByRole("heading", { name: `Contratação ${protocol}` })).toBeVisible();
    await expect(page.getByTestId("acompanhar-situacao")).toContainText("Recebida");
    await expect(page.locator("#conteudo").getByRole("link", { name: "Minha conta" })).toHaveAttribute(
      "href",
      "/minha-conta",
    );
    expect(page.url()).toMatch(/\/contrate\/acompanhar$/);
    if (scripts) expect(await axeViolations(page, "acompanhar: answer")).toEqual([]);
    await context.close();
  }
});

test("Contratações counts its new sign-ups on the tab and flags a repeat CPF", async ({
  browser,
  baseURL,
  staffPage,
}) => {
  test.setTimeout(180_000);
  const { context } = await phone(browser, baseURL!, false);
  const first = await signUp(context.request, baseURL!, "repeat.one@example.com");
  const second = await signUp(context.request, baseURL!, "repeat.two@example.com");
  await context.close();
  await staffPage.setViewportSize({ width: 1440, height: 900 });
  await staffPage.goto("/intranet/contratacoes");
  await expect(
    staffPage
      .getByRole("navigation", { name: "Seções do painel" })
      .getByRole("link", { name: /^Contratações \(\d+ novas?\)$/ }),
  ).toBeVisible();
  const row = staffPage.getByRole("row").filter({ hasText: second });
  await expect(row.getByTestId("sign-up-repeat")).toContainText(/mesmo CPF de CT-/);
  await expect(staffPage.getByRole("row").filter({ hasText: first })).toBeVisible();
  expect(await axeViolations(staffPage, "contratações")).toEqual([]);
});

test("the Painel shows each step's conversion and the period before; Configurações has a section index; Contatos has 'Novos hoje'", async ({
  staffPage,
}) => {
  await staffPage.setViewportSize({ width: 1440, height: 900 });
  await staffPage.goto("/intranet/painel");
  const funnel = staffPage.getByTestId("dashboard-funnel");
  await expect(funnel.getByRole("columnheader", { name: "Conversão da etapa anterior" })).toBeVisible();
  await expect(funnel.getByRole("columnheader", { name: "Período anterior" })).toBeVisible();
  await expect(staffPage.getByTestId("dashboard-kpis")).toContainText("Avisos de falha (assinantes)");
  await expect(staffPage.getByTestId("dashboard-kpis")).toContainText("Período anterior:");
  expect(await axeViolations(staffPage, "painel")).toEqual([]);

  await staffPage.goto("/intranet/configuracoes");
  const index = staffPage.getByRole("navigation", { name: "Seções de Configurações" });
  await index.getByRole("link", { name: "Testar um endereço" }).click();
  await expect(staffPage.getByRole("heading", { name: "Testar um endereço" })).toBeInViewport();
  await index.getByRole("link", { name: "Marketing e avisos" }).click();
  await expect(staffPage.getByRole("heading", { level: 2, name: "Marketing e avisos" })).toBeInViewport();
  expect(
    await axeViolations(staffPage, "configurações index", { include: "[data-testid=settings-index]" }),
  ).toEqual([]);

  await staffPage.goto("/intranet/contatos");
  const views = staffPage.getByTestId("lead-views");
  await expect(views.getByRole("button", { name: /^Novos hoje \(\d+\)$/ })).toBeVisible();
  await views.getByRole("button", { name: /^Novos hoje/ }).click();
  await expect(views.getByRole("button", { name: /^Novos hoje/ })).toHaveAttribute("aria-pressed", "true");
});
