import type { Locator, Page } from "@playwright/test";
import type { AdminLead } from "../../src/domain";
import { expect, test, visitor } from "./fixtures";
import { BUSINESS_REQUEST, expectIslandHydrated, expectTextPage, open, recordScripts } from "./helpers";

// The lead forms where the site offers them today (decision 0026): the business request of /empresas and
// 'Avise-me quando chegar' on the 404 of a city page the provider does not serve. Each test is a visitor
// of its own (an address of its own through the trusted proxy's X-Forwarded-For), so the per-address
// limit of 5 leads an hour counts each apart; the limit test fills an address up first.

const field = (dialog: Locator, label: string) => dialog.getByLabel(label, { exact: true });

/** Every message of a field: shown, tied to its field, and the field marked invalid. */
async function expectFieldError(dialog: Locator, label: string, message: string) {
  const input = field(dialog, label);
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await expect(input).toHaveAccessibleDescription(new RegExp(message.replace(/[.()]/g, "\\$&")));
  await expect(dialog.getByText(message, { exact: true })).toBeVisible();
}

async function leadsNamed(adminApi: { get<T>(path: string): Promise<T> }, name: string) {
  const { leads } = await adminApi.get<{ leads: AdminLead[] }>("/leads");
  return leads.filter((lead) => lead.name === name);
}

/** Fills the hidden field only bots see, as a form-filling bot would. */
const fillHoneypot = (page: Page) =>
  page.locator('dialog input[name="website"]').evaluate((input: HTMLInputElement) => {
    input.value = "https://spam.example";
  });

test.describe("/empresas: 'Solicitar proposta'", () => {
  const openForm = async (page: Page) => {
    await open(page, "/empresas");
    const section = page.getByRole("region", { name: "Solicite uma proposta para a sua empresa" });
    // The invitation sits low on the page and hydrates once it comes into view (`client:visible`): a tap
    // before that opens the form's own page, the journey without scripts (without-scripts.spec.ts).
    await expectIslandHydrated(section);
    await section.getByRole("button", { name: "Solicitar proposta" }).click();
    const dialog = page.getByRole("dialog", { name: "Solicitar proposta" });
    await expect(dialog).toBeVisible();
    return dialog;
  };

  const fillBusiness = async (dialog: Locator, values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) await field(dialog, label).fill(value);
  };
  const VALID = BUSINESS_REQUEST;

  test("a company asks for a proposal: stored, and told what happens next", { tag: "@db" }, async ({
    browser,
    baseURL,
    adminApi,
  }) => {
    const { context, page } = await visitor(browser, baseURL!);
    const dialog = await openForm(page);
    await expect(field(dialog, "CNPJ")).toBeFocused();
    await fillBusiness(dialog, VALID);
    const sent = page.waitForRequest((request) => request.url().endsWith("/api/leads/business"));
    await dialog.getByRole("button", { name: "Solicitar proposta" }).click();
    expect((await sent).postDataJSON()).toMatchObject({ cnpj: "11.222.333/0001-81", website: "" });

    const done = dialog.getByRole("heading", { name: "Recebemos seu contato" });
    await expect(done).toBeFocused();
    await expect(dialog).toContainText(
      "Obrigado, Renata! Um consultor da equipe empresarial vai falar com você pelo telefone ou e-mail informado para montar a proposta para Marmoraria Pedra Azul.",
    );
    const [lead] = await leadsNamed(adminApi, "Renata Quintão");
    expect(lead).toMatchObject({
      kind: "business",
      cnpj: "11222333000181",
      companyName: "Marmoraria Pedra Azul",
      email: "renata@pedraazul.com.br",
      status: "new",
    });
    await dialog.getByRole("button", { name: "Fechar" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Solicitar proposta" })).toBeFocused();
    await context.close();
  });

  test("each wrong field says why in pt-BR, and nothing is sent until all are right", async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await visitor(browser, baseURL!);
    let posted = 0;
    await page.route("**/api/leads/business", (route) => {
      posted++;
      return route.fulfill({ status: 201, json: { ok: true } });
    });
    const dialog = await openForm(page);
    await dialog.getByRole("button", { name: "Solicitar proposta" }).click();
    await expect(field(dialog, "CNPJ")).toBeFocused();
    for (const [label, message] of [
      ["CNPJ", "Digite um CNPJ válido."],
      ["Nome da empresa", "O nome da empresa precisa ter pelo menos 2 caracteres."],
      ["Seu nome", "O nome precisa ter pelo menos 2 caracteres."],
      ["Telefone", "Digite um número de telefone válido, com DDD."],
      ["E-mail", "Digite um e-mail válido."],
      ["Cidade", "Digite a cidade da empresa."],
    ] as const) {
      await expectFieldError(dialog, label, message);
    }
    // A CNPJ of the right length whose check digits are wrong.
    await fillBusiness(dialog, { ...VALID, CNPJ: "11.222.333/0001-80", "E-mail": "renata@pedraazul" });
    await expectFieldError(dialog, "CNPJ", "Digite um CNPJ válido.");
    await expectFieldError(dialog, "E-mail", "Digite um e-mail válido.");
    await expect(field(dialog, "Nome da empresa")).not.toHaveAttribute("aria-invalid");
    await dialog.getByRole("button", { name: "Solicitar proposta" }).click();
    expect(posted).toBe(0);
    await fillBusiness(dialog, VALID);
    await dialog.getByRole("button", { name: "Solicitar proposta" }).click();
    await expect(dialog.getByRole("heading", { name: "Recebemos seu contato" })).toBeVisible();
    expect(posted).toBe(1);
    await context.close();
  });

  test("a bot that fills the hidden field is told it was sent, and nothing is stored", {}, async ({
    browser,
    baseURL,
    adminApi,
  }) => {
    const { context, page } = await visitor(browser, baseURL!);
    const dialog = await openForm(page);
    await fillBusiness(dialog, { ...VALID, "Seu nome": "Robô Preenchedor" });
    await fillHoneypot(page);
    await dialog.getByRole("button", { name: "Solicitar proposta" }).click();
    await expect(dialog.getByRole("heading", { name: "Recebemos seu contato" })).toBeVisible();
    expect(await leadsNamed(adminApi, "Robô Preenchedor")).toEqual([]);
    await context.close();
  });

  test("past the address's limit the dialog says so, and keeps what was typed", async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await visitor(browser, baseURL!);
    // Five leads from this address within the hour: the limit.
    for (let i = 0; i < 5; i++) {
      const response = await context.request.post("/api/leads/coverage", {
        data: { name: `Vizinho ${i}`, phone: "27999990000", city: "Alegre", uf: "ES", consent: true },
        headers: { origin: baseURL! },
      });
      expect(response.status()).toBe(201);
    }
    const dialog = await openForm(page);
    await fillBusiness(dialog, VALID);
    await dialog.getByRole("button", { name: "Solicitar proposta" }).click();
    const alert = dialog.getByRole("alert");
    await expect(alert).toHaveText("Muitos pedidos enviados deste endereço. Tente novamente mais tarde.");
    await expect(dialog.getByRole("heading", { name: "Recebemos seu contato" })).toHaveCount(0);
    await expect(field(dialog, "CNPJ")).toHaveValue(VALID.CNPJ);
    await context.close();
  });
});

test.describe("an uncovered city's 404: 'Avise-me quando chegar'", () => {
  const openForm = async (page: Page, path = "/planos/campinas-sp") => {
    const response = await open(page, path);
    expect(response?.status()).toBe(404);
    // `open` waits for the 404's own part to hydrate: before, the button is a plain form's, which opens the
    // form's page instead of the dialog (CI, twice, on a loaded machine).
    await page.getByRole("button", { name: "Avise-me quando chegar" }).click();
    const dialog = page.getByRole("dialog", { name: "Avise-me quando chegar" });
    await expect(dialog).toBeVisible();
    return dialog;
  };

  test("the 404 offers it with the city the address names, and the lead is stored with the consent", {}, async ({
    browser,
    baseURL,
    adminApi,
  }) => {
    const { context, page } = await visitor(browser, baseURL!);
    await open(page, "/planos/campinas-sp");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página não encontrada");
    await expect(
      page.getByRole("heading", { name: "Quer a nossa internet em Campinas - SP?" }),
    ).toBeVisible();
    const dialog = await openForm(page);
    await expect(dialog).toContainText("Ainda não atendemos Campinas - SP.");
    await expect(field(dialog, "Cidade")).toHaveValue("Campinas");
    await expect(field(dialog, "UF")).toHaveValue("SP");
    await field(dialog, "Seu nome").fill("Sebastião Corrêa");
    await field(dialog, "WhatsApp ou telefone").fill("(19) 9 9123-4567");
    await dialog.getByRole("checkbox", { name: /Quero ser avisado/ }).check();
    await dialog.getByRole("button", { name: "Quero ser avisado" }).click();
    await expect(dialog.getByRole("heading", { name: "Recebemos seu contato" })).toBeFocused();
    await expect(dialog).toContainText("Assim que a nossa internet chegar a Campinas - SP, avisamos você");
    const [lead] = await leadsNamed(adminApi, "Sebastião Corrêa");
    expect(lead).toMatchObject({ kind: "coverage", phone: "19991234567", city: "Campinas", uf: "SP" });
    expect(lead?.consentedAt).toBeTruthy();
    await context.close();
  });

  test("an address that names no city offers it empty; a CEP alone will do", async ({
    browser,
    baseURL,
    adminApi,
  }) => {
    const { context, page } = await visitor(browser, baseURL!, { width: 1440, height: 900 });
    const dialog = await openForm(page, "/planos/nao-existe");
    await expect(page.getByRole("heading", { name: "Quer a nossa internet na sua cidade?" })).toBeVisible();
    await expect(field(dialog, "Cidade")).toHaveValue("");
    await field(dialog, "Seu nome").fill("Teresa Lobo");
    await field(dialog, "WhatsApp ou telefone").fill("11987651234");
    await field(dialog, "CEP").fill("01310-100");
    await dialog.getByRole("checkbox", { name: /Quero ser avisado/ }).check();
    await dialog.getByRole("button", { name: "Quero ser avisado" }).click();
    await expect(dialog).toContainText("chegar ao CEP 01310-100");
    expect((await leadsNamed(adminApi, "Teresa Lobo"))[0]).toMatchObject({ city: null, cep: "01310100" });
    await context.close();
  });

  test("each wrong field says why in pt-BR; without the consent nothing is sent", async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await visitor(browser, baseURL!);
    let posted = 0;
    await page.route("**/api/leads/coverage", (route) => {
      posted++;
      return route.fulfill({ status: 201, json: { ok: true } });
    });
    const dialog = await openForm(page);
    await field(dialog, "Cidade").fill("");
    await field(dialog, "UF").selectOption("");
    await dialog.getByRole("button", { name: "Quero ser avisado" }).click();
    await expect(field(dialog, "Seu nome")).toBeFocused();
    await expectFieldError(dialog, "Seu nome", "O nome precisa ter pelo menos 2 caracteres.");
    await expectFieldError(dialog, "WhatsApp ou telefone", "Digite um número de telefone válido, com DDD.");
    await expectFieldError(dialog, "Cidade", "Informe a sua cidade e o estado, ou o seu CEP.");
    await expect(dialog.getByRole("checkbox")).toHaveAccessibleDescription(
      "Para enviar, marque que concorda com o uso dos seus dados para este aviso.",
    );

    await field(dialog, "Seu nome").fill("Sebastião Corrêa");
    await field(dialog, "WhatsApp ou telefone").fill("19991234567");
    await field(dialog, "Cidade").fill("Campinas");
    await expectFieldError(dialog, "UF", "Escolha o estado (UF).");
    await field(dialog, "UF").selectOption("SP");
    await field(dialog, "CEP").fill("1301");
    await expectFieldError(dialog, "CEP", "Digite um CEP válido, com 8 números.");
    await field(dialog, "CEP").fill("");
    await dialog.getByRole("button", { name: "Quero ser avisado" }).click();
    await expect(dialog.getByRole("checkbox")).toBeFocused();
    expect(posted).toBe(0);
    await dialog.getByRole("checkbox").check();
    await dialog.getByRole("button", { name: "Quero ser avisado" }).click();
    await expect(dialog.getByRole("heading", { name: "Recebemos seu contato" })).toBeVisible();
    expect(posted).toBe(1);
    await context.close();
  });

  test("a bot's submission is answered as sent and not stored; past the limit the dialog says so", {}, async ({
    browser,
    baseURL,
    adminApi,
  }) => {
    const { context, page } = await visitor(browser, baseURL!);
    let dialog = await openForm(page);
    await field(dialog, "Seu nome").fill("Robô Avisador");
    await field(dialog, "WhatsApp ou telefone").fill("19991234567");
    await dialog.getByRole("checkbox").check();
    await fillHoneypot(page);
    await dialog.getByRole("button", { name: "Quero ser avisado" }).click();
    await expect(dialog.getByRole("heading", { name: "Recebemos seu contato" })).toBeVisible();
    expect(await leadsNamed(adminApi, "Robô Avisador")).toEqual([]);

    for (let i = 0; i < 5; i++) {
      const response = await context.request.post("/api/leads/coverage", {
        data: { name: `Vizinho ${i}`, phone: "19999990000", city: "Campinas", uf: "SP", consent: true },
        headers: { origin: baseURL! },
      });
      expect(response.status()).toBe(201);
    }
    dialog = await openForm(page);
    await field(dialog, "Seu nome").fill("Sebastião Corrêa");
    await field(dialog, "WhatsApp ou telefone").fill("19991234567");
    await dialog.getByRole("checkbox").check();
    await dialog.getByRole("button", { name: "Quero ser avisado" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(
      "Muitos pedidos enviados deste endereço. Tente novamente mais tarde.",
    );
    await expect(dialog.getByRole("alert")).toBeFocused();
    await context.close();
  });

  test("the covered cities' pages load none of it until a 404 needs it", async ({ browser, baseURL }) => {
    const { context, page } = await visitor(browser, baseURL!);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await open(page, "/planos/vitoria-es");
    expect(scripts.filter((path) => /lead|uncovered-city/.test(path))).toEqual([]);
    await open(page, "/planos/campinas-sp");
    await expect(page.getByRole("button", { name: "Avise-me quando chegar" })).toBeVisible();
    expect(scripts.some((path) => /uncovered-city-island/.test(path))).toBe(true);
    // The form itself only once asked for.
    expect(scripts.some((path) => /lead-dialog\./.test(path))).toBe(false);
    // `open` waits for the 404's own part to hydrate: before, the button is a plain form's, which opens the
    // form's page instead of the dialog (CI, twice, on a loaded machine).
    await page.getByRole("button", { name: "Avise-me quando chegar" }).click();
    await expect(page.getByRole("dialog", { name: "Avise-me quando chegar" })).toBeVisible();
    expect(scripts.some((path) => /lead-dialog\./.test(path))).toBe(true);
    await context.close();
  });
});

// A lead form's own page is a text page (docs/public-site.md): no island, only the layout's script and the
// form's, which the budget check counts. Its form posts to the page and the server answers with the API's
// rules and messages; the page's script puts the focus on the first mistake and sends one post.
test("a lead form's page hydrates no island; its answer focuses the first mistake, and a double tap sends once", async ({
  browser,
  baseURL,
  adminApi,
}) => {
  const { context, page } = await visitor(browser, baseURL!);
  const scripts = recordScripts(page);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await open(page, "/avise-me");
  await expectTextPage(page, scripts);
  const form = page.getByRole("form", { name: "Avise-me quando chegar" });
  await field(form, "Seu nome").fill("Lívia Prado");
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  await form.getByRole("button", { name: "Quero ser avisado" }).click();
  expect((await answered).status()).toBe(400);
  // The focus is on the first field the server marked wrong; what was typed came back with the answer.
  await expectFieldError(form, "WhatsApp ou telefone", "Digite um número de telefone válido, com DDD.");
  await expect(field(form, "WhatsApp ou telefone")).toBeFocused();
  await expect(field(form, "Seu nome")).toHaveValue("Lívia Prado");
  expect(page.url()).toBe(`${baseURL}/avise-me`);

  await field(form, "WhatsApp ou telefone").fill("(27) 9 9123-4567");
  await field(form, "CEP").fill("29100-000");
  await form.getByRole("checkbox", { name: /Quero ser avisado/ }).check();
  await form.getByRole("button", { name: "Quero ser avisado" }).dblclick();
  await expect(page.getByRole("heading", { name: "Recebemos seu contato" })).toBeFocused();
  expect(posts).toEqual([`${baseURL}/avise-me`, `${baseURL}/avise-me`]);
  expect(await leadsNamed(adminApi, "Lívia Prado")).toHaveLength(1);
  // Neither answer brought code of its own: the three loads fetched only the text page's scripts.
  await expectTextPage(page, scripts);
  await context.close();
});
