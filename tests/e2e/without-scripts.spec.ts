import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { cityDialog, open, question } from "./helpers";

// The city modal without scripts (issue 39, points 1 and 3; decision 0034): with JavaScript off, or before
// a slow connection has brought the scripts, a city button and the CEP search still open the city's page
// (GET /escolher-cidade answers with a redirect), and a CEP that leads to no city lands on the coverage
// map saying why.

const PHONE = { width: 390, height: 844 };

async function noScripts(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  return { context, page: await context.newPage() };
}

/**
 * A visitor without scripts from an address of its own (the hourly limits of the worker's address stay for
 * its other tests), with every request's URL recorded, to check that nothing typed travels in one.
 */
async function noScriptsFrom(browser: Browser, address: string) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: PHONE,
    extraHTTPHeaders: { "X-Forwarded-For": address },
  });
  const page = await context.newPage();
  const urls: string[] = [];
  page.on("request", (request) => urls.push(decodeURIComponent(request.url())));
  return { context, page, urls };
}

async function searchCep(page: Page, cep: string) {
  await page.goto("/");
  const dialog = cityDialog(page);
  await dialog.getByLabel("Digite seu CEP").fill(cep);
  await dialog.getByRole("button", { name: "Buscar", exact: true }).click();
}

/** The lightness (OKLCH's L, 0–1) of the page's background as the browser paints it. */
const backgroundLightness = (page: Page) =>
  page.evaluate(() => {
    const match = getComputedStyle(document.body).backgroundColor.match(/^oklch\(([\d.]+)/);
    if (!match) throw new Error(`not an oklch colour: ${getComputedStyle(document.body).backgroundColor}`);
    return Number(match[1]);
  });

test("with scripts off, a visitor whose system is dark gets the dark theme, and a light one the light", async ({
  browser,
}) => {
  for (const [colorScheme, dark] of [
    ["dark", true],
    ["light", false],
  ] as const) {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, colorScheme });
    const page = await context.newPage();
    await page.goto("/politica-privacidade");
    if (dark) expect(await backgroundLightness(page)).toBeLessThan(0.3);
    else expect(await backgroundLightness(page)).toBeGreaterThan(0.9);
    await context.close();
  }
});

test("with scripts off, the header's menus open and their links lead on; the theme switch, which could not work, is not shown", async ({
  browser,
}) => {
  const { context, page } = await noScripts(browser);
  await page.goto("/politica-privacidade");
  await expect(page.getByRole("button", { name: /Ativar modo/ })).toBeHidden();
  await page.locator("summary").filter({ hasText: "Menu" }).click();
  const menu = page.getByRole("navigation", { name: "Menu", exact: true });
  await menu.getByRole("link", { name: "2ª via da fatura" }).click();
  await expect(page).toHaveURL(/\/cliente\/segunda-via$/);
  await page.setViewportSize({ width: 1280, height: 800 });
  const nav = page.getByRole("navigation", { name: "Menu principal" });
  await expect(nav.locator("button:visible")).toHaveCount(0);
  await nav.locator("summary").filter({ hasText: "Internet" }).click();
  await nav.getByRole("link", { name: "Internet Fibra" }).click();
  await expect(page).toHaveURL(/\/internet\/fibra$/);
  await context.close();
});

test("with scripts off, the FAQ's questions open one answer at a time", async ({ browser }) => {
  const { context, page } = await noScripts(browser);
  await page.goto("/faq");
  await expect(
    page.getByRole("heading", { level: 2, name: "Quanto tempo leva a instalação?" }),
  ).toBeVisible();
  const installation = page.getByText("instalação é feita em até 7 dias úteis");
  await expect(installation).toBeHidden();
  await question(page, "Quanto tempo leva a instalação?").click();
  await expect(installation).toBeVisible();
  await question(page, "Quais velocidades vocês oferecem?").click();
  await expect(page.getByText("vão de 350 Mega a 1 Giga")).toBeVisible();
  await expect(installation).toBeHidden();
  await context.close();
});

test("with scripts off, a city in the modal opens its page with its plans", async ({ browser }) => {
  const { context, page } = await noScripts(browser);
  await page.goto("/");
  await cityDialog(page)
    .getByRole("button", { name: /^Vitória - ES/ })
    .click();
  await expect(page).toHaveURL(/\/planos\/vitoria-es$/);
  await expect(page.getByRole("heading", { level: 1, name: "Internet fibra em Vitória - ES" })).toBeVisible();
  expect(await page.getByTestId("offer-card").count()).toBeGreaterThan(0);
  await context.close();
});

test("with scripts off, a CEP opens its city's page, or the coverage map saying why it could not", async ({
  browser,
}) => {
  const { context, page } = await noScripts(browser);
  await searchCep(page, "29050-555");
  await expect(page).toHaveURL(/\/planos\/vitoria-es$/);
  await expect(page.getByRole("heading", { level: 1, name: "Internet fibra em Vitória - ES" })).toBeVisible();

  await searchCep(page, "13035-680");
  await expect(page).toHaveURL(/\/mapa-cobertura\?cep=fora$/);
  await expect(page.getByText("Ainda não chegamos ao CEP que você digitou.")).toBeVisible();
  await expect(page.getByRole("link", { name: "fale com a gente pelo WhatsApp" })).toHaveAttribute(
    "href",
    "/chat",
  );
  // The served cities are links to their pages, which work without scripts.
  await expect(page.getByRole("link", { name: /^Vitória/ }).first()).toHaveAttribute(
    "href",
    "/planos/vitoria-es",
  );

  await searchCep(page, "2905");
  await expect(page).toHaveURL(/\/mapa-cobertura\?cep=invalido$/);
  await expect(page.getByText("CEP inválido: digite os 8 números (ex.: 29000-000).")).toBeVisible();
  // Back to the modal to type it again.
  await page.getByRole("link", { name: "Digitar o CEP de novo" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(cityDialog(page).getByLabel("Digite seu CEP")).toBeVisible();
  await context.close();
});

test("with scripts off, the modal's 'Minha cidade não está na lista' opens the 'Avise-me quando chegar' page", async ({
  browser,
}) => {
  const { context, page } = await noScripts(browser);
  await page.goto("/");
  await cityDialog(page).getByRole("button", { name: "Minha cidade não está na lista" }).click();
  await expect(page).toHaveURL(/\/avise-me\??$/);
  await expect(page.getByRole("heading", { level: 1, name: "Avise-me quando chegar" })).toBeVisible();
  await expect(page.getByLabel("Seu nome", { exact: true })).toBeVisible();
  await context.close();
});

test("with scripts off, the header's city link opens the coverage map, whose city opens its page", async ({
  browser,
}) => {
  const { context, page } = await noScripts(browser);
  await page.goto("/quem-somos");
  // On a phone the header's city link is in its menu, a disclosure that opens without scripts.
  await page.locator("summary").filter({ hasText: "Menu" }).click();
  await page
    .getByRole("navigation", { name: "Menu" })
    .getByRole("link", { name: "Sua cidade: Escolher cidade" })
    .click();
  await expect(page).toHaveURL(/\/mapa-cobertura$/);
  await page.getByRole("link", { name: "Serra - ES", exact: true }).click();
  await expect(page).toHaveURL(/\/planos\/serra-es$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Serra - ES");
  await context.close();
});

test("a city tapped before the scripts arrive opens its page instead of being lost", async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  // Scripts that never arrive, as on a connection that dropped them: what the visitor taps meets the HTML.
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto("/", { waitUntil: "commit" });
  await cityDialog(page)
    .getByRole("button", { name: /^Serra - ES/ })
    .click();
  await expect(page).toHaveURL(/\/planos\/serra-es$/);
  await expect(page.getByRole("heading", { level: 1, name: "Internet fibra em Serra - ES" })).toBeVisible();
  await context.close();
});

test("a visit that has a city, whose scripts then fail, still gets the modal's plain choice", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  // The visit has a city (a city's page keeps it, decision 0045): the home page hides its modal until the
  // app has set it.
  await open(page, "/planos/vitoria-es");
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto("/");
  // The app's scripts failed: nothing will set the city, so the modal the HTML holds shows, and works.
  await cityDialog(page)
    .getByRole("button", { name: /^Serra - ES/ })
    .click();
  await expect(page).toHaveURL(/\/planos\/serra-es$/);
  await context.close();
});

test("with scripts, a city button and Buscar choose in the page: no form goes to the server", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const submitted: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/escolher-cidade") submitted.push(request.url());
  });
  await open(page, "/");
  const dialog = cityDialog(page);
  await dialog.getByLabel("Digite seu CEP").fill("29050-555");
  await dialog.getByRole("button", { name: "Buscar", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: "Planos para Vitória" })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/");

  const other = await context.newPage();
  other.on("request", (request) => {
    if (new URL(request.url()).pathname === "/escolher-cidade") submitted.push(request.url());
  });
  await open(other, "/");
  await cityDialog(other)
    .getByRole("button", { name: /^Serra - ES/ })
    .click();
  await expect(other.getByRole("heading", { name: "Planos para Serra" })).toBeVisible();
  expect(new URL(other.url()).pathname).toBe("/");
  expect(submitted).toEqual([]);
  await context.close();
});

test("a CEP search whose lookup code does not arrive is answered by the server instead", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  // The lookup loads when a CEP is typed (decision 0027); here that one script is dropped on the way.
  await page.route(/\/_astro\/cep-lookup\.[^/]+\.js/, (route) => route.abort());
  await open(page, "/");
  const dialog = cityDialog(page);
  await dialog.getByLabel("Digite seu CEP").fill("29050-555");
  await dialog.getByRole("button", { name: "Buscar", exact: true }).click();
  await expect(page).toHaveURL(/\/planos\/vitoria-es$/);
  await expect(page.getByRole("heading", { level: 1, name: "Internet fibra em Vitória - ES" })).toBeVisible();
  await context.close();
});

// /indique without scripts (issue 39, point 2): each step posts to the page, which answers with the next
// step, the same messages, or the thank-you; the people's data travels in request bodies only.
test("with scripts off, the referral's steps post to its page, keep what was typed and never put it in a URL", {
  tag: "@db",
}, async ({ browser, adminApi }) => {
  const { context, page, urls } = await noScriptsFrom(browser, "198.51.100.251");
  const me = {
    name: "Clara Nunes",
    phone: "(27) 9 9876-1234",
    email: "clara@exemplo.com",
    cpf: "529.982.247-25",
  };
  const friend = {
    name: "Rui Barros",
    phone: "27988887777",
    email: "rui@exemplo.com",
    cpf: "111.444.777-35",
  };
  const field = (label: string) => page.getByLabel(label, { exact: true });
  const heading = (name: string) => page.getByRole("heading", { name, exact: true });

  await page.goto("/indique");
  await field("Seu nome").fill(me.name);
  await field("Seu telefone").fill(me.phone);
  await field("Seu e-mail").fill(me.email);
  await field("Seu CPF").fill("111.111.111-11");
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("Digite um CPF válido.")).toBeVisible();
  await expect(field("Seu nome")).toHaveValue(me.name);
  await expect(field("Seu CPF")).toHaveAttribute("aria-invalid", "true");

  await field("Seu CPF").fill(me.cpf);
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(heading("DADOS DO SEU AMIGO")).toBeVisible();
  // Voltar shows step 1 again with what was sent.
  await page.getByRole("button", { name: "Voltar" }).click();
  await expect(heading("INFORMAR SEUS DADOS")).toBeVisible();
  await expect(field("Seu e-mail")).toHaveValue(me.email);
  await expect(field("Seu CPF")).toHaveValue(me.cpf);
  await page.getByRole("button", { name: "Continuar" }).click();

  // The visitor's own CPF for the friend: the same message as with scripts.
  await field("Nome do seu amigo").fill(friend.name);
  await field("Telefone do seu amigo").fill(friend.phone);
  await field("E-mail do seu amigo").fill(friend.email);
  await field("CPF do seu amigo").fill(me.cpf);
  await field("CPF do seu amigo").press("Enter");
  await expect(page.getByText("O CPF do seu amigo precisa ser diferente do seu.")).toBeVisible();
  await expect(field("Nome do seu amigo")).toHaveValue(friend.name);
  await field("CPF do seu amigo").fill(friend.cpf);
  await page.getByRole("button", { name: "Enviar indicação" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Indicação enviada com sucesso!" })).toBeVisible();
  await expect(heading("INFORMAR SEUS DADOS")).toBeVisible();
  await expect(field("Seu nome")).toHaveValue("");

  const { referrals } = await adminApi.get<{
    referrals: { referrer: { name: string }; friend: { name: string; email: string } }[];
  }>("/referrals");
  expect(
    referrals.filter(
      (referral) => referral.referrer.name === me.name && referral.friend.name === friend.name,
    ),
  ).toHaveLength(1);
  const personal = [
    me.name,
    me.email,
    me.cpf,
    "52998224725",
    friend.name,
    friend.email,
    "11144477735",
    "98887777",
  ];
  for (const url of urls) for (const value of personal) expect(url, url).not.toContain(value);
  await context.close();
});

// The three lead forms without scripts (issue 39, point 2): their buttons are plain forms that open the
// form's own page, whose form posts to the page; the page answers with the same messages under the fields,
// or the thank-you. The visitor's data travels in request bodies only.
test("with scripts off, each lead form's button opens its page, which takes the form and never puts it in a URL", async ({
  browser,
  adminApi,
}) => {
  const { context, page, urls } = await noScriptsFrom(browser, "198.51.100.252");
  const field = (label: string) => page.getByLabel(label, { exact: true });
  const sent = page.getByTestId("lead-sent");

  // 'Prefiro que me liguem' from a plan of a city's page: about that plan.
  await page.goto("/planos/vitoria-es");
  const card = page.getByRole("main").getByRole("article").first();
  const planName = (await card.getByRole("heading").first().textContent())?.trim() ?? "";
  await card.getByRole("button", { name: /^Prefiro que me liguem/ }).click();
  await expect(page).toHaveURL(/\/prefiro-que-me-liguem\?plano=/);
  await expect(page.getByRole("heading", { level: 1, name: "Prefiro que me liguem" })).toBeVisible();
  await expect(page.getByText(`falar do plano ${planName}.`)).toBeVisible();
  await field("Seu nome").fill("Dora Lima");
  await field("Telefone").fill("27 9");
  await page.getByRole("button", { name: "Pedir ligação" }).click();
  await expect(page.getByText("Digite um número de telefone válido, com DDD.")).toBeVisible();
  await expect(field("Telefone")).toHaveAttribute("aria-invalid", "true");
  await expect(field("Seu nome")).toHaveValue("Dora Lima");
  await field("Telefone").fill("(27) 9 9123-4567");
  await field("CEP").fill("29010-000");
  await field("Número").fill("120");
  await page.getByLabel("Tarde").check();
  await page.getByRole("button", { name: "Pedir ligação" }).click();
  await expect(sent).toContainText("Obrigado, Dora! Um consultor vai ligar para você no período da tarde");

  // The business request from /empresas.
  await page.goto("/empresas");
  await page.getByRole("button", { name: "Solicitar proposta" }).click();
  await expect(page).toHaveURL(/\/empresas\/proposta\??$/);
  await field("CNPJ").fill("11.222.333/0001-81");
  await field("Nome da empresa").fill("Padaria Pão Quente");
  await field("Seu nome").fill("Ivo Prado");
  await field("Telefone").fill("(27) 3322-1100");
  await field("E-mail").fill("ivo@padaria.example");
  await field("Cidade").fill("Vitória");
  await page.getByRole("button", { name: "Solicitar proposta" }).click();
  await expect(sent).toContainText("Obrigado, Ivo!");
  await expect(sent).toContainText("Padaria Pão Quente");

  // 'Avise-me quando chegar' from the page of a city the provider does not serve.
  await page.goto("/planos/campinas-sp");
  await page.getByRole("button", { name: "Avise-me quando chegar" }).click();
  await expect(page).toHaveURL(/\/avise-me\??$/);
  await field("Seu nome").fill("Lia Matos");
  await field("WhatsApp ou telefone").fill("(19) 9 8765-4321");
  await field("Cidade").fill("Campinas");
  await page.getByLabel("UF", { exact: true }).selectOption("SP");
  await page.getByRole("button", { name: "Quero ser avisado" }).click();
  await expect(
    page.getByText("Para enviar, marque que concorda com o uso dos seus dados para este aviso."),
  ).toBeVisible();
  await expect(field("Cidade")).toHaveValue("Campinas");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Quero ser avisado" }).click();
  await expect(sent).toContainText("Obrigado, Lia! Assim que a nossa internet chegar a Campinas - SP");

  const { leads } = await adminApi.get<{ leads: { name: string; kind: string; planName: string | null }[] }>(
    "/leads",
  );
  const mine = leads.filter((lead) => ["Dora Lima", "Ivo Prado", "Lia Matos"].includes(lead.name));
  expect(mine.map((lead) => lead.kind).sort()).toEqual(["business", "callback", "coverage"]);
  expect(mine.find((lead) => lead.kind === "callback")?.planName).toBe(planName);
  const personal = [
    "Dora Lima",
    "99123",
    "Ivo Prado",
    "ivo@padaria.example",
    "11222333",
    "Lia Matos",
    "98765",
  ];
  for (const url of urls) for (const value of personal) expect(url, url).not.toContain(value);
  await context.close();
});

test("with scripts off, the blog's newsletter box and /newsletter/cancelar post to their pages, never into a URL", async ({
  browser,
  adminApi,
}) => {
  const { context, page, urls } = await noScriptsFrom(browser, "198.51.100.253");
  const address = `leitora.${Date.now()}@example.com`;
  const subscribed = async () =>
    (await adminApi.get<{ subscribers: { email: string }[] }>("/newsletter")).subscribers.map((s) => s.email);

  await page.goto("/blog");
  const box = page.getByRole("region", { name: "Newsletter" });
  const email = box.getByRole("textbox", { name: "Seu e-mail" });
  await email.fill("leitora@");
  await box.getByRole("button", { name: "Inscrever-se" }).click();
  await expect(box.getByText("Informe um e-mail válido, por exemplo: nome@provedor.com.br.")).toBeVisible();
  await expect(email).toHaveValue("leitora@");
  await email.fill(address.toUpperCase());
  await box.getByRole("button", { name: "Inscrever-se" }).click();
  await expect(
    box.getByText("Inscrição feita! Você vai receber nossas dicas e novidades neste e-mail."),
  ).toBeVisible();
  expect(await subscribed()).toContain(address);

  await box.getByRole("link", { name: "Cancele quando quiser" }).click();
  await expect(page).toHaveURL(/\/newsletter\/cancelar$/);
  await expect(page.getByRole("heading", { level: 1, name: "Cancelar a newsletter" })).toBeVisible();
  await page.getByRole("textbox", { name: "Seu e-mail" }).fill(address);
  await page.getByRole("button", { name: "Cancelar inscrição" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText(
    "Pronto: se este e-mail estava inscrito",
  );
  expect(await subscribed()).not.toContain(address);

  for (const url of urls) expect(url.toLowerCase(), url).not.toContain("leitora");
  await context.close();
});
