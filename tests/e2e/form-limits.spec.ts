import type { APIRequestContext, Browser } from "@playwright/test";
import { expect, test } from "./fixtures";

// A public form's hourly limit as a visitor meets it (issue 55, M1; decision 0060): once the store has
// refused an address, every later post from it to that page gets the page's limit answer, rendered once and
// stored: the form's message in pt-BR, nothing the visitor typed, with scripts and without.

const PHONE = { width: 390, height: 844 };
/** Addresses of this file's own (198.18.0.0/15 is set aside for tests; others pick third octets to 250). */
const address = (n: number) => `198.18.254.${n}`;

async function visitorFrom(browser: Browser, n: number, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    javaScriptEnabled,
    viewport: PHONE,
    locale: "pt-BR",
    extraHTTPHeaders: { "X-Forwarded-For": address(n) },
  });
  return { context, page: await context.newPage() };
}

/** Posts a form to its page as the page itself would (same origin) until the store refuses it. */
async function reachTheLimit(
  request: APIRequestContext,
  path: string,
  form: (i: number) => Record<string, string>,
) {
  const origin = test.info().project.use.baseURL!;
  let status = 200;
  for (let i = 0; status !== 429 && i < 10; i++)
    status = (await request.post(path, { form: form(i), headers: { origin } })).status();
  expect(status).toBe(429);
}

const LEAD = {
  name: "Lia Teixeira",
  phone: "(19) 9 8765-4321",
  city: "Campinas",
  uf: "SP",
  cep: "",
  consent: "on",
};

test("a lead page past the limit says so, with scripts and without, and keeps nothing typed", async ({
  browser,
}) => {
  const limited = "Muitos pedidos enviados deste endereço. Tente novamente mais tarde.";
  for (const javaScriptEnabled of [false, true]) {
    const { context, page } = await visitorFrom(browser, javaScriptEnabled ? 2 : 1, javaScriptEnabled);
    await reachTheLimit(context.request, "/avise-me", () => LEAD);
    await page.goto("/avise-me");
    await page.getByLabel("Seu nome").fill("Maria Digitada");
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Quero ser avisado" }).click();
    const response = await answer;
    expect(response.status()).toBe(429);
    expect(response.headers()["retry-after"]).toBe("3600");
    await expect(page.getByRole("heading", { level: 1, name: "Avise-me quando chegar" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText(limited);
    await expect(page.getByText("Maria Digitada")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Voltar para a página inicial" })).toBeVisible();
    // The page's script takes the focus to the message.
    if (javaScriptEnabled) await expect(page.getByRole("alert")).toBeFocused();
    await context.close();
  }
});

test("/indique and the blog's newsletter box without scripts say the limit's message", async ({
  browser,
}) => {
  const { context, page } = await visitorFrom(browser, 3, false);
  await reachTheLimit(context.request, "/indique", (i) => ({
    passo: "2",
    "indicador-name": "Maria da Silva",
    "indicador-phone": "(27) 9 9876-5432",
    "indicador-email": "maria@example.com",
    "indicador-cpf": "529.982.247-25",
    name: "João Souza",
    phone: "27 3322-1100",
    email: `joao${i}@example.com`,
    cpf: "11144477735",
  }));
  await page.goto("/indique");
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Muitas indicações enviadas deste endereço. Tente novamente mais tarde.",
  );

  await reachTheLimit(context.request, "/blog", (i) => ({ email: `leitora${i}@example.com` }));
  await page.goto("/blog");
  await page.getByLabel("Seu e-mail").fill("digitada@example.com");
  await page.getByRole("button", { name: "Inscrever-se" }).click();
  await expect(
    page.getByText("Muitas inscrições a partir deste endereço. Tente novamente em uma hora."),
  ).toBeVisible();
  await expect(page.getByLabel("Seu e-mail")).toHaveValue("");
  await context.close();
});
