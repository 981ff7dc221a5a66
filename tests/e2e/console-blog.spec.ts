import type { Page } from "@playwright/test";
import { axeViolations } from "./a11y";
import { pngFile } from "./console-page";
import { expect, marketingConsole, test } from "./fixtures";
import { open } from "./helpers";

// The console's Blog tab (issue 35): a marketing user writes, previews and publishes an article and finds
// it on /blog; a scheduled one says when it goes live, in São Paulo time, and a deleted one goes to the
// Lixeira. It publishes an article, which changes /blog and its feed, so it runs in the "site-wide"
// project, after the specs that read the blog (playwright.config.ts).
test.describe.configure({ mode: "serial", timeout: 120_000 });

const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

test("a marketing user writes an article with a cover, previews it, publishes it and sees it on /blog", {
  tag: "@db",
}, async ({ browser, adminApi, request }) => {
  const { context, page } = await marketingConsole(browser, adminApi, request);

  const nav = page.getByRole("navigation", { name: "Seções do painel" });
  await nav.getByRole("link", { name: "Blog", exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Blog" })).toBeVisible();
  await page.getByRole("button", { name: "Adicionar artigo" }).click();
  const form = page.getByRole("dialog", { name: "Adicionar artigo" });

  const stamp = Date.now() % 1_000_000;
  const title = `Fibra chega ao bairro ${stamp}`;
  await form.getByLabel("Título", { exact: true }).fill(title);
  await form.getByLabel("Resumo").click();
  // The address follows the title until someone writes one.
  await expect(form.getByLabel("Endereço (slug)")).toHaveValue(`fibra-chega-ao-bairro-${stamp}`);
  await form.getByLabel("Resumo").fill("A rede de fibra chegou a mais ruas.");
  await form.getByLabel("Categoria").fill("Novidades");
  await form.getByLabel("Autor").fill("Equipe de Marketing");
  await form.locator('input[type="file"]').setInputFiles(await pngFile("capa.png", 1200, 630, "#1d4ed8"));
  await expect(toast(page, "Imagem enviada com sucesso")).toBeVisible();
  await form.getByLabel("Texto alternativo da imagem").fill("Técnico instalando a fibra num poste");

  // The toolbar writes the Markdown; the preview draws it as the site will, with its word count.
  const body = form.getByLabel("Texto (Markdown)");
  await body.fill("A fibra chegou ao bairro.");
  await body.press("End");
  await form.getByRole("button", { name: "Título de seção" }).click();
  await expect(body).toBeFocused();
  await page.keyboard.type("Como contratar");
  await body.press("End");
  await page.keyboard.type("\n\nLigue para ");
  await form.getByRole("button", { name: "Negrito" }).click();
  await page.keyboard.type("0800 000 0000");
  await expect(body).toHaveValue(
    "A fibra chegou ao bairro.\n\n## Como contratar\n\nLigue para **0800 000 0000**",
  );
  const preview = form.getByTestId("article-preview");
  await expect(preview.getByRole("heading", { level: 2, name: "Como contratar" })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("0800 000 0000");
  await expect(form.getByTestId("word-count")).toHaveText("12 palavras");

  await form.getByLabel("Status").selectOption({ label: "Publicado" });
  await form.getByRole("button", { name: "Adicionar artigo" }).click();
  await expect(toast(page, "Artigo adicionado com sucesso")).toBeVisible();
  const row = page.getByTestId("article-row").filter({ hasText: title });
  await expect(row).toContainText("Publicado");
  await expect(row).toContainText("Novidades");

  // The public blog lists it, newest first, and its page shows the body drawn from the Markdown.
  await open(page, "/blog");
  await page.getByRole("link", { name: title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/blog/fibra-chega-ao-bairro-${stamp}$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Como contratar" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Técnico instalando a fibra num poste" })).toBeVisible();
  await context.close();
});

test("the toolbar's 'Imagem' uploads a described image into the body, drawn in the preview and on the article", async ({
  browser,
  adminApi,
  request,
}) => {
  const { context, page } = await marketingConsole(browser, adminApi, request);
  await open(page, "/intranet/blog");
  await page.getByRole("button", { name: "Adicionar artigo" }).click();
  const form = page.getByRole("dialog", { name: "Adicionar artigo" });
  const stamp = Date.now() % 1_000_000;
  const title = `Mapa da rede ${stamp}`;
  await form.getByLabel("Título", { exact: true }).fill(title);
  await form.getByLabel("Resumo").fill("Onde a fibra já chegou.");
  await form.getByLabel("Categoria").fill("Novidades");
  await form.getByLabel("Autor").fill("Equipe de Marketing");
  const body = form.getByLabel("Texto (Markdown)");
  await body.fill("Veja onde a fibra chegou. Fale com a gente.");
  // The caret between the two sentences, then 'Imagem' from the keyboard.
  await body.evaluate((element: HTMLTextAreaElement) => {
    const at = "Veja onde a fibra chegou. ".length;
    element.setSelectionRange(at, at);
  });
  const imageButton = form.getByRole("button", { name: "Imagem", exact: true });
  await imageButton.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Inserir imagem" });
  await expect(dialog).toBeVisible();

  // Nothing chosen nor described: both are asked for, in pt-BR, and the text is unchanged.
  await dialog.getByRole("button", { name: "Inserir imagem" }).click();
  await expect(dialog.getByText("Selecione um arquivo de imagem.")).toBeVisible();
  await expect(
    dialog.getByText("Descreva a imagem (texto alternativo) para quem não pode vê-la."),
  ).toBeVisible();
  // Escape closes this dialog only; the article's stays open, as typed.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(form).toBeVisible();
  await expect(imageButton).toBeFocused();
  await expect(body).toHaveValue("Veja onde a fibra chegou. Fale com a gente.");

  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await dialog.locator('input[type="file"]').setInputFiles(await pngFile("mapa.png", 1200, 630, "#15803d"));
  await expect(toast(page, "Imagem enviada com sucesso")).toBeVisible();
  await expect(dialog.locator('img[src^="/uploads/banners/"]')).toBeVisible();
  await dialog.getByRole("button", { name: "Inserir imagem" }).click();
  await expect(
    dialog.getByText("Descreva a imagem (texto alternativo) para quem não pode vê-la."),
  ).toBeVisible();
  await expect(dialog.getByText("Selecione um arquivo de imagem.")).toBeHidden();
  const found = await axeViolations(page, "Inserir imagem", { include: "dialog[open]:last-of-type" });
  // The dark look, as the site's own switch sets it (the theme is read once, when the page loads).
  const dark = (on: boolean) =>
    page.evaluate((on) => document.documentElement.classList.toggle("dark", on), on);
  await dark(true);
  found.push(
    ...(await axeViolations(page, "Inserir imagem (dark)", {
      include: "dialog[open]:last-of-type",
      colourOnly: true,
    })),
  );
  await dark(false);
  expect(found, found.join("\n\n")).toEqual([]);

  await dialog.getByLabel("Texto alternativo da imagem").fill("Mapa da cobertura de fibra em Vitória");
  await dialog.getByLabel("Texto alternativo da imagem").press("Enter");
  await expect(dialog).toBeHidden();
  // In a paragraph of its own at the caret, with the size the upload reported; the caret after it.
  await expect(body).toBeFocused();
  await expect(body).toHaveValue(
    /^Veja onde a fibra chegou\. \n\n!\[Mapa da cobertura de fibra em Vitória\]\(\/uploads\/banners\/[a-z0-9]+-1200\.webp#1200x630\)\n\nFale com a gente\.$/,
  );
  await page.keyboard.type("Ligue já. ");
  await expect(body).toHaveValue(/\n\nLigue já\. Fale com a gente\.$/);

  const preview = form.getByTestId("article-preview");
  const previewed = preview.getByRole("img", { name: "Mapa da cobertura de fibra em Vitória" });
  await expect(previewed).toBeVisible();
  // Loaded (one of the stored widths, as the srcset picks it).
  await expect
    .poll(() => previewed.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);

  await form.getByLabel("Status").selectOption({ label: "Publicado" });
  await form.getByRole("button", { name: "Adicionar artigo" }).click();
  await expect(toast(page, "Artigo adicionado com sucesso")).toBeVisible();

  await open(page, "/blog");
  await page.getByRole("link", { name: title }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const image = page.getByRole("img", { name: "Mapa da cobertura de fibra em Vitória" });
  await image.scrollIntoViewIfNeeded();
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute("width", "1200");
  await expect(image).toHaveAttribute("height", "630");
  await expect(image).toHaveAttribute("loading", "lazy");
  await expect(image).toHaveAttribute("srcset", /-640\.webp 640w, .*-1024\.webp 1024w, .*-1200\.webp 1200w$/);
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
  await context.close();
});

test("a scheduled article says when it goes live in São Paulo time, stays off /blog, and goes to the Lixeira", async ({
  staffPage: page,
}) => {
  await open(page, "/intranet/blog");
  await page.getByRole("button", { name: "Adicionar artigo" }).click();
  const form = page.getByRole("dialog", { name: "Adicionar artigo" });
  const stamp = Date.now() % 1_000_000;
  const title = `Manutenção programada ${stamp}`;
  await form.getByLabel("Título", { exact: true }).fill(title);
  await form.getByLabel("Endereço (slug)").fill(`manutencao-programada-${stamp}`);
  await form.getByLabel("Resumo").fill("Uma janela de manutenção na rede.");
  await form.getByLabel("Categoria").fill("Avisos");
  await form.getByLabel("Autor").fill("Equipe técnica");
  await form.getByLabel("Texto (Markdown)").fill("A rede passa por manutenção.");
  await form.getByLabel("Status").selectOption({ label: "Agendado" });

  // Scheduled without 'Publicar em': the form says so, and nothing is saved.
  await form.getByRole("button", { name: "Adicionar artigo" }).click();
  await expect(form.getByText("Informe quando publicar (Publicar em) para agendar.")).toBeVisible();
  await form.getByLabel("Publicar em", { exact: true }).fill("2030-12-12T08:00");
  await form.getByLabel("Despublicar em").fill("2030-12-12T07:00");
  await form.getByRole("button", { name: "Adicionar artigo" }).click();
  await expect(form.getByText("Despublicar em deve ser depois de Publicar em.")).toBeVisible();
  await form.getByLabel("Despublicar em").fill("2030-12-19T08:00");
  await form.getByRole("button", { name: "Adicionar artigo" }).click();
  await expect(toast(page, "Artigo adicionado com sucesso")).toBeVisible();

  const row = page.getByTestId("article-row").filter({ hasText: title });
  await expect(row).toContainText("Agendado para 12/12 às 08:00");
  await expect(row).toContainText("19/12 às 08:00");
  const blog = await page.request.get("/blog");
  expect(await blog.text()).not.toContain(title);

  // Edited, the form shows the schedule as it was typed.
  await row.getByRole("button", { name: `Editar ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Editar artigo" });
  await expect(edit.getByLabel("Publicar em", { exact: true })).toHaveValue("2030-12-12T08:00");
  await edit.getByRole("button", { name: "Cancelar" }).click();

  await row.getByRole("button", { name: `Remover ${title}` }).click();
  await page
    .getByRole("alertdialog", { name: "Remover artigo?" })
    .getByRole("button", { name: "Remover" })
    .click();
  await expect(toast(page, "Movido para a Lixeira")).toBeVisible();
  await expect(row).toHaveCount(0);
  await open(page, "/intranet/lixeira");
  await expect(page.getByRole("row").filter({ hasText: title })).toContainText("Blog");
});

/** São Paulo's wall clock at `instant`, as a datetime-local field takes it ("2026-12-12T08:00"). */
const siteWallTime = (instant: Date) =>
  new Intl.DateTimeFormat("sv-SE", {
    timeZone: "America/Sao_Paulo",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  })
    .format(instant)
    .replace(" ", "T");

test("an article scheduled a minute ahead appears on /blog, in the feed and the sitemap by itself; unpublished, a version restores it", async ({
  browser,
  adminApi,
  request,
  staffPage,
}) => {
  // The content schedule runs once a minute: the article goes live within a minute of its 'Publicar em'.
  test.setTimeout(300_000);
  const { context, page } = await marketingConsole(browser, adminApi, request);
  await open(page, "/intranet/blog");
  await page.getByRole("button", { name: "Adicionar artigo" }).click();
  const form = page.getByRole("dialog", { name: "Adicionar artigo" });
  const stamp = Date.now() % 1_000_000;
  const title = `Nova cidade com fibra ${stamp}`;
  const slug = `nova-cidade-com-fibra-${stamp}`;
  await form.getByLabel("Título", { exact: true }).fill(title);
  await form.getByLabel("Endereço (slug)").fill(slug);
  await form.getByLabel("Resumo").fill("A fibra chega a mais uma cidade.");
  await form.getByLabel("Categoria").fill("Novidades");
  await form.getByLabel("Autor").fill("Equipe de Marketing");
  await form.locator('input[type="file"]').setInputFiles(await pngFile("cidade.png", 1200, 630, "#047857"));
  await expect(toast(page, "Imagem enviada com sucesso")).toBeVisible();
  await form.getByLabel("Texto alternativo da imagem").fill("Praça da cidade com postes de fibra");
  await form.getByLabel("Texto (Markdown)").fill("A partir de hoje, a fibra chega à cidade.");
  await form.getByLabel("Status").selectOption({ label: "Agendado" });
  // The next whole minute at least 30 seconds away: 'a minute ahead', as a person would type it.
  const publishAt = new Date(Math.ceil((Date.now() + 30_000) / 60_000) * 60_000);
  await form.getByLabel("Publicar em", { exact: true }).fill(siteWallTime(publishAt));
  await form.getByRole("button", { name: "Adicionar artigo" }).click();
  await expect(toast(page, "Artigo adicionado com sucesso")).toBeVisible();
  const row = page.getByTestId("article-row").filter({ hasText: title });
  await expect(row).toContainText("Agendado para");
  expect(await (await request.get("/blog")).text()).not.toContain(title);

  // Nobody touches anything: at its minute the article is on /blog, in the feed and in the sitemap.
  await expect
    .poll(async () => (await request.get("/blog")).text(), { timeout: 180_000, intervals: [5_000] })
    .toContain(title);
  expect(Date.now()).toBeGreaterThanOrEqual(publishAt.getTime());
  expect(await (await request.get("/blog/feed.xml")).text()).toContain(`<title>${title}</title>`);
  expect(await (await request.get("/sitemap.xml")).text()).toContain(`/blog/${slug}</loc>`);

  // Unpublished by hand: off the blog.
  await open(page, "/intranet/blog");
  await expect(row).toContainText("Publicado");
  await row.getByRole("button", { name: `Editar ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Editar artigo" });
  await edit.getByLabel("Status").selectOption({ label: "Despublicado" });
  await edit.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(toast(page, "Artigo atualizado com sucesso")).toBeVisible();
  await expect(row).toContainText("Despublicado");
  expect(await (await request.get("/blog")).text()).not.toContain(title);
  await context.close();

  // The Histórico puts the published version back.
  await open(staffPage, "/intranet/historico?entity=articles");
  const change = staffPage
    .getByTestId("history-row")
    .filter({ hasText: title })
    .filter({ hasText: "Despublicado" });
  await change
    .first()
    .getByRole("button", { name: /^Restaurar esta versão/ })
    .click();
  await staffPage
    .getByRole("alertdialog", { name: "Restaurar esta versão?" })
    .getByRole("button", { name: "Restaurar" })
    .click();
  await expect(toast(staffPage, "Versão restaurada com sucesso")).toBeVisible();
  await open(staffPage, `/blog/${slug}`);
  await expect(staffPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(staffPage.getByRole("img", { name: "Praça da cidade com postes de fibra" })).toBeVisible();
});
