import { expect, test } from "./fixtures";
import { expectAnswerOpen, open } from "./helpers";

const whatsappText = (href: string | null) => new URL(href ?? "").searchParams.get("text") ?? "";

test("the partner FAQ opens one answer at a time and closes the open one on a second click", async ({
  page,
}) => {
  await open(page, "/parceiros");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Quer aumentar as vendas e o faturamento mensal?",
  );
  const signUp = page.getByRole("link", { name: /^Cadastre-se/ });
  await expect(signUp).toHaveCount(2);
  await expect(signUp.first()).toHaveAttribute("target", "_blank");
  expect(whatsappText(await signUp.first().getAttribute("href"))).toContain("programa de parceiros");
  // The service cards are the catalogue's product lines, each from its cheapest plan (consistency.spec.ts
  // checks them against the offers repository).
  await expect(page.getByTestId("partner-price")).toHaveCount(4);

  const faq = page.getByRole("region", { name: "Perguntas frequentes" });
  const questions = faq.locator("summary");
  await expect(questions).toHaveCount(5);
  const first = questions.nth(0);
  const second = questions.nth(1);
  await expect(faq.getByText("Empresas com CNPJ ativo")).toBeHidden();
  await first.click();
  await expectAnswerOpen(first, true);
  await expect(faq.getByText("Empresas com CNPJ ativo")).toBeVisible();
  await second.click();
  await expectAnswerOpen(second, true);
  await expectAnswerOpen(first, false);
  await expect(faq.getByText("Empresas com CNPJ ativo")).toBeHidden();
  await second.click();
  await expectAnswerOpen(second, false);
  await expect(faq.getByText("O cadastro é gratuito e não há mensalidade")).toBeHidden();
});

test("the anti-fraud page's report links open the regulator and consumer portals in a new tab", async ({
  page,
}) => {
  await open(page, "/cliente/protecao-golpes");
  await expect(page.getByRole("note")).toContainText(
    "nunca pede dados pessoais, senhas ou dados bancários por telefone, SMS, WhatsApp ou e-mail",
  );
  const report = page.getByRole("region", { name: "Denuncie" });
  const links = report.getByRole("link");
  // Anatel, Consumidor.gov.br and the Procon of each state the provider serves (ES and MG, issue 59).
  await expect(links).toHaveCount(4);
  await expect(report.getByRole("link", { name: /Procon-ES/ })).toBeVisible();
  await expect(report.getByRole("link", { name: /Procon-MG/ })).toBeVisible();
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toHaveAccessibleName(/\(abre em nova janela\)$/);
  }
  await expect(links.first()).toHaveAttribute("href", "https://www.gov.br/anatel/pt-br/consumidor");
  await expect(page.getByRole("region", { name: "Golpes mais comuns" }).getByRole("listitem")).toHaveCount(5);
  await expect(page.getByRole("region", { name: "Como se proteger" }).getByRole("listitem")).toHaveCount(6);
});

test("accessibility settings change the root's font size and contrast, and stay after a reload and on other pages", async ({
  page,
}) => {
  await open(page, "/acessibilidade");
  const rootStyle = () =>
    page.evaluate(() => {
      const style = getComputedStyle(document.documentElement);
      return { fontSize: style.fontSize, filter: style.filter };
    });
  expect(await rootStyle()).toEqual({ fontSize: "16px", filter: "none" });

  const sizes = page.getByRole("radiogroup", { name: "Tamanho da fonte" });
  // The radios are visually hidden inside their labels, which take the click.
  const choose = (name: string) => sizes.locator("label", { hasText: name }).click();
  await choose("Grande");
  await expect(sizes.getByRole("radio", { name: /Grande/ })).toBeChecked();
  expect((await rootStyle()).fontSize).toBe("18px");
  await choose("Pequena");
  expect((await rootStyle()).fontSize).toBe("14px");

  const contrast = page.getByRole("switch", { name: "Alto contraste" });
  await expect(contrast).toHaveAttribute("aria-checked", "false");
  await contrast.click();
  await expect(contrast).toHaveAttribute("aria-checked", "true");
  expect((await rootStyle()).filter).toBe("contrast(1.5) brightness(1.2)");

  await page.reload();
  // Applied by the head script before any React code runs, then reflected by the controls.
  expect(await rootStyle()).toEqual({ fontSize: "14px", filter: "contrast(1.5) brightness(1.2)" });
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(sizes.getByRole("radio", { name: /Pequena/ })).toBeChecked();
  await expect(contrast).toHaveAttribute("aria-checked", "true");

  await open(page, "/blog");
  expect(await rootStyle()).toEqual({ fontSize: "14px", filter: "contrast(1.5) brightness(1.2)" });

  await open(page, "/acessibilidade");
  await page.getByRole("button", { name: "Restaurar padrões" }).click();
  expect(await rootStyle()).toEqual({ fontSize: "16px", filter: "none" });
  await expect(sizes.getByRole("radio", { name: /Normal/ })).toBeChecked();
});

for (const [path, title] of [
  ["/internet/fwa-5g", "Internet 5G FWA"],
  ["/movel", "Internet Móvel 5G"],
] as const) {
  test(`${path} is the coming-soon page titled '${title}' with a notify link naming it`, async ({ page }) => {
    await open(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(new RegExp(`^${title}`));
    const notify = page.getByRole("link", { name: /^Ser notificado/ });
    await expect(notify).toHaveAttribute("target", "_blank");
    await expect(notify).toHaveAttribute("rel", "noopener noreferrer");
    expect(await notify.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(whatsappText(await notify.getAttribute("href"))).toContain(title);
    // The dark band reaches the footer: no blank strip between them.
    const bandBottom = await page
      .locator("main > section")
      .evaluate((el) => el.getBoundingClientRect().bottom);
    const footerTop = await page.locator("footer").evaluate((el) => el.getBoundingClientRect().top);
    expect(Math.abs(footerTop - bandBottom)).toBeLessThan(1);
    await page.getByRole("main").getByRole("link", { name: "Voltar para a página inicial" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}

test("the blog search lists the articles matching what was sent, by ?q=, with or without scripts", async ({
  page,
  browser,
}) => {
  // No public page renders inside a client app any more (every link is a page load): the search box sends
  // its text, and the server lists what matches.
  await open(page, "/blog");
  const cards = page.getByTestId("article-card");
  await expect(cards).toHaveCount(6);
  await expect(page.getByRole("heading", { name: "Destaque" })).toBeVisible();
  const search = async (text: string) => {
    await page.getByRole("searchbox", { name: "Buscar artigos" }).fill(text);
    await page.getByRole("searchbox", { name: "Buscar artigos" }).press("Enter");
    // The server's answer, whose address and box hold the search as it normalises it (lower case).
    await expect(page).toHaveURL(new RegExp(`/blog(\\?q=${text})?$`, "i"));
    await expect(page.getByRole("searchbox", { name: "Buscar artigos" })).toHaveValue(
      new RegExp(`^${text}$`, "i"),
    );
  };
  await search("roteador");
  await expect(cards).toHaveCount(1);
  await expect(cards.getByRole("link")).toHaveText("7 dicas para melhorar o sinal do Wi-Fi em casa");
  await expect(page.getByText('1 artigo encontrado para "roteador".')).toBeVisible();
  await search("SEGURANCA");
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText("Como identificar boletos e Pix falsos");
  await search("tecnologia");
  await expect(cards).toHaveCount(2);
  await search("xyzzy");
  await expect(cards).toHaveCount(0);
  await expect(page.getByText('Nenhum artigo encontrado para "xyzzy".')).toBeVisible();
  await search("");
  await expect(cards).toHaveCount(6);

  // Without scripts, the same form is sent the same way.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const bare = await context.newPage();
  await bare.goto("/blog");
  await bare.getByRole("searchbox", { name: "Buscar artigos" }).fill("streaming");
  await bare.getByRole("searchbox", { name: "Buscar artigos" }).press("Enter");
  await expect(bare).toHaveURL(/\/blog\?q=streaming$/);
  await expect(bare.getByTestId("article-card")).toHaveCount(1);
  await expect(bare.getByTestId("article-card")).toContainText("Streaming em 4K sem travar");
  await expect(bare.getByText('1 artigo encontrado para "streaming".')).toBeVisible();
  await context.close();
});

test("the newsletter box refuses a malformed e-mail, then subscribes, answered on the blog's page", async ({
  page,
  adminApi,
}) => {
  await open(page, "/blog");
  const box = page.getByRole("region", { name: "Newsletter" });
  const email = box.getByRole("textbox", { name: "Seu e-mail" });
  await email.fill("maria@");
  await box.getByRole("button", { name: "Inscrever-se" }).click();
  await expect(box.getByText("Informe um e-mail válido, por exemplo: nome@provedor.com.br.")).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription(/Informe um e-mail válido/);
  // The server answered (a first load ships no client app): the focus is on the field it marks wrong.
  await expect(email).toBeFocused();

  const address = `maria.${Date.now()}@exemplo.com.br`;
  await email.fill(address);
  await box.getByRole("button", { name: "Inscrever-se" }).click();
  await expect(
    box.getByText("Inscrição feita! Você vai receber nossas dicas e novidades neste e-mail."),
  ).toBeFocused();
  await expect(box.getByText("Informe um e-mail válido", { exact: false })).toBeHidden();
  await expect(email).not.toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveValue("");
  await expect(page).toHaveURL(/\/blog$/);
  const { subscribers } = await adminApi.get<{ subscribers: { email: string }[] }>("/newsletter");
  expect(subscribers.map((subscriber) => subscriber.email)).toContain(address);
});

test("an article page has its text, author, date and a way back; an unknown article is a 404", async ({
  page,
}) => {
  await open(page, "/blog");
  await page.getByRole("link", { name: "Fibra óptica: o que muda na sua conexão" }).click();
  await expect(page).toHaveURL(/\/blog\/fibra-optica-o-que-muda$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fibra óptica: o que muda na sua conexão");
  await expect(page.getByText("Por Mariana Lopes")).toBeVisible();
  await expect(page.getByText("10 de novembro de 2026")).toBeVisible();
  await expect(page.getByText("5 min de leitura")).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 2, name: "Velocidade de download e de upload" }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/^Fibra óptica: o que muda na sua conexão \|/);
  await page.getByRole("link", { name: "Voltar para o blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);

  const response = await open(page, "/blog/artigo-que-nao-existe");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página não encontrada");
  await expect(page.getByRole("contentinfo")).toBeVisible();
});
