import type { Page } from "@playwright/test";
import { businessPlanInput, planInput } from "../../src/server/testing/factories";
import { expectVisibleFocus, sweepFocus, tabTo } from "./a11y";
import {
  apiWrite,
  cepRangeFor,
  checkSorting,
  consoleOrigin,
  openConsoleForFile,
  pngFile,
  search,
  toast,
  uploadInto,
} from "./console-page";
import { expect, test } from "./fixtures";
import { open } from "./helpers";

// The staff console, tab by tab, as a staff member uses it: banners, a plan's draft copy and versions,
// business plans and their cities, streaming services with icons, the plan × city matrix and the
// Lixeira; one signed-in page for the file, its tests building on each other's records. It changes what
// the public site shows (banners, business plans in Vitória and Serra), so it runs in the "site-wide"
// project, after the specs that read the site, beside console.spec.ts, which touches other records.
test.describe.configure({ mode: "serial", timeout: 120_000 });

let page: Page;
openConsoleForFile((opened) => {
  page = opened;
});

test("Banners: edit a banner and switch the captions; Banners Streaming: required fields", {
  tag: "@db",
}, async () => {
  await open(page, "/intranet/banners");
  const rows = page.getByTestId("banner-row");
  await expect(rows.first()).toBeVisible();
  const captions = page.getByRole("switch", { name: "Mostrar título e descrição sobre os banners" });
  const before = await captions.getAttribute("aria-checked");
  await captions.click();
  await expect(
    toast(before === "true" ? "Banners exibidos só com imagens" : "Legendas dos banners ativadas"),
  ).toBeVisible();
  await expect(captions).toHaveAttribute("aria-checked", before === "true" ? "false" : "true");

  // A banner with an image of its own (a later test sets one back to the placeholder, and a retry runs
  // after it).
  await rows
    .filter({ has: page.getByRole("img") })
    .first()
    .getByRole("button", { name: /^Editar / })
    .click();
  const edit = page.getByRole("dialog", { name: "Editar banner" });
  const title = `Banner E2E ${Date.now() % 100000}`;
  await edit.getByLabel("Título").fill(title);
  // The preview draws it as the site will, on a phone and on a computer, as it is typed; with the
  // captions switched off, only the image.
  const captionsOn = before !== "true";
  for (const layout of ["phone", "desktop"]) {
    const preview = edit.getByTestId(`banner-preview-${layout}`);
    await expect(preview.locator("img")).toBeVisible();
    if (captionsOn) await expect(preview).toContainText(title);
    else await expect(preview).not.toContainText(title);
  }
  await edit.getByLabel("Texto alternativo da imagem").fill("");
  await edit.getByRole("button", { name: "Salvar alterações" }).click();
  // An image needs its alternative text.
  await expect(
    edit.getByText("Descreva a imagem (texto alternativo) para quem não pode vê-la."),
  ).toBeVisible();
  await edit.getByLabel("Texto alternativo da imagem").fill("Família assistindo a um filme na sala");
  await edit.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(toast("Banner atualizado com sucesso")).toBeVisible();
  await expect(rows.filter({ hasText: title })).toHaveCount(1);

  await open(page, "/intranet/banners-streaming");
  await page.getByRole("button", { name: "Adicionar banner de streaming" }).click();
  const form = page.getByRole("dialog", { name: "Adicionar banner de streaming" });
  await form.getByRole("button", { name: "Adicionar banner de streaming" }).click();
  await expect(form.getByText("Preencha todos os campos obrigatórios.").first()).toBeVisible();
  await form.getByRole("button", { name: "Cancelar" }).click();
});

test("Banners: a banner sells a plan at the plan's current price, in the preview and on the home page", async ({
  browser,
}) => {
  await open(page, "/intranet/banners");
  // The offer shows in the captions: on for this test, whatever an earlier one left.
  const captions = page.getByRole("switch", { name: "Mostrar título e descrição sobre os banners" });
  if ((await captions.getAttribute("aria-checked")) !== "true") {
    await captions.click();
    await expect(toast("Legendas dos banners ativadas")).toBeVisible();
    await expect(captions).toHaveAttribute("aria-checked", "true");
  }
  const row = page.getByTestId("banner-row").filter({ hasText: "Câmeras na nuvem" });
  await expect(row).toContainText("Fibra 600 Mega + Câmera");
  await row.getByRole("button", { name: /^Editar / }).click();
  const edit = page.getByRole("dialog", { name: "Editar banner" });
  const plan = edit.getByLabel("Plano em oferta");
  await expect(plan).toHaveAccessibleDescription(/mostra o nome e o preço atual do plano/);
  for (const layout of ["phone", "desktop"]) {
    const preview = edit.getByTestId(`banner-preview-${layout}`);
    await expect(preview).toContainText("Fibra 600 Mega + Câmera por R$ 139,00/mês");
    await expect(preview).toContainText("Quero câmeras");
  }
  // Another plan: its own price, never one typed here; none: no offer.
  await plan.selectOption({ label: "Fibra 350 Mega — R$ 89,90" });
  await edit.getByLabel("Texto do botão").fill("");
  await expect(edit.getByTestId("banner-preview-desktop")).toContainText("Fibra 350 Mega por R$ 89,90/mês");
  await expect(edit.getByTestId("banner-preview-desktop")).toContainText("Quero este plano");
  await plan.selectOption({ label: "Nenhum: banner sem oferta" });
  await expect(edit.getByTestId("banner-preview-desktop")).not.toContainText("/mês");
  await edit.getByRole("button", { name: "Cancelar" }).click();

  // A new price in the Planos tab reaches the home page's banner by itself.
  const { plans } = (await (await page.request.get("/api/admin/plans")).json()) as {
    plans: { id: number; name: string; price: number; updatedAt: string }[];
  };
  const fibra500 = plans.find((item) => item.name === "Fibra 500 Mega")!;
  const {
    id,
    createdAt: _c,
    updatedAt,
    isActive: _a,
    ...fields
  } = fibra500 as typeof fibra500 & {
    createdAt: string;
    isActive: boolean;
  };
  const changed = await apiWrite(page.request, "PUT", `/plans/${id}`, {
    ...fields,
    price: 104.9,
    expectedUpdatedAt: updatedAt,
  });
  const visitor = await browser.newPage();
  try {
    await open(visitor, "/");
    await visitor
      .getByRole("dialog", { name: "Escolha sua cidade" })
      .getByRole("button", { name: /^Vitória - / })
      .click();
    const slide = visitor.getByRole("region", { name: "Destaques" }).getByRole("group");
    // The plan's promotion still applies; the new price is the one after it.
    await expect(slide).toContainText(
      "Fibra 500 Mega por R$ 79,90/mês nos 3 primeiros meses, depois R$ 104,90/mês",
    );
    // Issue 68: the banner leads to 'Contrate online' with the plan's new offer version.
    const buy = slide.getByRole("link", { name: "Quero este plano Fibra 500 Mega" });
    const href = new URL((await buy.getAttribute("href"))!, "http://site.invalid");
    expect(href.pathname).toBe("/contrate");
    expect(href.searchParams.get("oferta")).toMatch(/^RIT-P\d+-V\d+$/);
  } finally {
    await visitor.close();
    await apiWrite(page.request, "PUT", `/plans/${id}`, {
      ...fields,
      price: fibra500.price,
      expectedUpdatedAt: changed.plan.updatedAt,
    });
  }
});

test("on a phone the tabs fold into a menu", async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await phone.addCookies(await page.context().cookies());
  const phonePage = await phone.newPage();
  await open(phonePage, "/intranet/planos");
  const menu = phonePage.getByRole("button", { name: "Menu de seções: Planos" });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(phonePage.getByRole("link", { name: "Cidades", exact: true })).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await phonePage.getByRole("link", { name: "Cidades", exact: true }).click();
  await expect(phonePage).toHaveURL(/\/intranet\/cidades$/);
  const cities = phonePage.getByRole("button", { name: "Menu de seções: Cidades" });
  await expect(cities).toHaveAttribute("aria-expanded", "false");
  await expect(phonePage.getByRole("link", { name: "Planos", exact: true })).toBeHidden();

  await phonePage.getByRole("button", { name: "Atualizar" }).click();
  await expect(
    phonePage.locator("[data-sonner-toast]").filter({ hasText: "Dados atualizados" }),
  ).toBeVisible();
  await phone.close();
});

// The tabs below, each with its own data made here, so they can run in any order after sign-in.

test("Planos: 'Duplicar' starts a draft from a plan, an incomplete draft cannot be switched on, 'Versões' lists the offer's versions", async () => {
  await open(page, "/intranet/planos");
  const rows = page.getByTestId("plan-row");
  const stamp = Date.now() % 100000;

  // The edit form says where its price applies and what saving does to the published offer.
  await search("Buscar planos").fill("Fibra 500 Mega");
  await rows.getByRole("button", { name: "Editar Fibra 500 Mega", exact: true }).click();
  const edit = page.getByRole("dialog", { name: "Editar plano" });
  await expect(edit.getByLabel("Preço mensal (R$)")).toHaveAccessibleDescription(
    /^Este preço vale para \d+ cidades\.$/,
  );
  // The prefix follows the company name and the version the plan's edits so far (other tests change both).
  await expect(edit.getByTestId("offer-notice")).toContainText(
    /Oferta publicada: [A-Z0-9]+-P\d+-V(\d+)\. Salvar uma mudança no que a etiqueta mostra encerra esta versão e publica a versão \d+;/,
  );
  await edit.getByRole("button", { name: "Cancelar" }).click();

  // A copy of a plan, as a new draft, to sell another price in some cities.
  await rows.getByRole("button", { name: "Duplicar Fibra 500 Mega", exact: true }).click();
  const copy = page.getByRole("dialog", { name: "Adicionar plano" });
  await expect(copy).toContainText("Cópia de Fibra 500 Mega, como um novo rascunho");
  await expect(copy.getByLabel("Nome")).toHaveValue("Cópia de Fibra 500 Mega");
  await expect(copy.getByLabel("Preço promocional (R$, opcional)")).toHaveValue("79,90");
  await expect(copy.getByRole("switch", { name: "Ativo (à venda no site)" })).toHaveAttribute(
    "aria-checked",
    "false",
  );
  const copyName = `Fibra 500 Mega Serra ${stamp}`;
  await copy.getByLabel("Nome").fill(copyName);
  await copy.getByLabel("Preço mensal (R$)").fill("94,90");
  await copy.getByLabel("Equipamento Wi-Fi").fill("");
  await copy.getByRole("button", { name: "Adicionar plano" }).click();
  await expect(toast("Plano adicionado com sucesso")).toBeVisible();
  await search("Buscar planos").fill(copyName);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText("R$ 94,90");
  await expect(rows).toContainText("Rascunho");

  // Switched on without its equipment: refused, the message names what is missing.
  await rows.getByRole("switch", { name: `Plano ${copyName} ativo` }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Erro ao atualizar status do plano." }),
  ).toContainText("Para ativar, preencha: Equipamento Wi-Fi");
  await expect(rows.getByRole("switch")).toHaveAttribute("aria-checked", "false");
  await rows.getByRole("button", { name: `Editar ${copyName}` }).click();
  await expect(edit.getByTestId("offer-notice")).toContainText("Rascunho: ainda não publicado.");
  await edit.getByLabel("Equipamento Wi-Fi").fill("Roteador Wi-Fi 6");
  await edit.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(toast("Plano atualizado com sucesso")).toBeVisible();
  await rows.getByRole("switch", { name: `Plano ${copyName} ativo` }).click();
  await expect(toast("Plano ativado")).toBeVisible();
  // The prefix is the company name's of the moment (another test renames the company).
  await expect(rows).toContainText(/[A-Z0-9]+-P\d+-V1/);

  // A price change on the published copy: version 2, and version 1 closed, with what changed.
  await rows.getByRole("button", { name: `Editar ${copyName}` }).click();
  await edit.getByLabel("Preço mensal (R$)").fill("92,90");
  await edit.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(toast("Plano atualizado com sucesso")).toBeVisible();
  await expect(rows).toContainText(/[A-Z0-9]+-P\d+-V2/);
  await rows.getByRole("button", { name: `Versões de ${copyName}` }).click();
  const versions = page.getByRole("dialog", { name: `Versões de ${copyName}` });
  const items = versions.getByTestId("offer-version");
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText("Versão atual");
  await expect(items.first()).toContainText("Mudou: Preço mensal");
  await expect(items.first()).toContainText("R$ 79,90/mês nos 3 primeiros meses, depois R$ 92,90/mês");
  await expect(items.last()).toContainText("Encerrada");
  await expect(items.last()).toContainText("Substituída por uma nova versão");
  await expect(items.last()).toContainText("Primeira publicação");
  await versions.getByRole("button", { name: "Fechar" }).click();
  await expect(versions).toBeHidden();
});

const businessPlanName = `Empresarial E2E ${Date.now() % 100000}`;

test("Planos Empresariais: add with features one per line, edit, search, sort and switch", async () => {
  await open(page, "/intranet/planos-empresariais");
  await expect(page.getByRole("heading", { name: "Planos Empresariais", level: 2 })).toBeVisible();
  const rows = page.getByTestId("business-plan-row");
  await expect(rows.first()).toBeVisible();
  await expect(page.getByText(/^\d+ de \d+ planos empresariais$/)).toBeVisible();

  await page.getByRole("button", { name: "Adicionar plano empresarial" }).click();
  const form = page.getByRole("dialog", { name: "Adicionar plano empresarial" });
  await form.getByLabel("Nome").fill(businessPlanName);
  await form.getByLabel("Download (Mb/s)").fill("600");
  await form.getByLabel("Upload (Mb/s)").fill("600");
  await form.getByLabel("Equipamento Wi-Fi").fill("Roteador Wi-Fi 6 empresarial");
  await form.getByLabel("Condições de pagamento").fill("Boleto com nota fiscal");
  await form.getByLabel("Preço mensal (R$)").fill("349,90");
  // Only blank lines: no feature at all.
  await form.getByLabel("Recursos (um por linha)").fill("\n   \n");
  await form.getByRole("button", { name: "Adicionar plano empresarial" }).click();
  await expect(form.getByText("Recursos são obrigatórios")).toBeVisible();
  await form
    .getByLabel("Recursos (um por linha)")
    .fill("  IP fixo  \n\nSuporte 24 horas\n   \nSLA de 99,5%\n");
  await form.getByRole("button", { name: "Adicionar plano empresarial" }).click();
  await expect(toast("Plano empresarial adicionado com sucesso")).toBeVisible();
  await expect(form).toBeHidden();

  await search("Buscar planos empresariais").fill(businessPlanName.toUpperCase());
  await expect(rows).toHaveCount(1);
  // Trimmed, blank lines dropped, in the order typed.
  await expect(rows).toContainText("IP fixo; Suporte 24 horas; SLA de 99,5%");
  await expect(rows).toContainText("R$ 349,90");

  await rows.getByRole("button", { name: `Editar ${businessPlanName}` }).click();
  const edit = page.getByRole("dialog", { name: "Editar plano empresarial" });
  await expect(edit.getByLabel("Recursos (um por linha)")).toHaveValue(
    "IP fixo\nSuporte 24 horas\nSLA de 99,5%",
  );
  await expect(edit.getByLabel("Preço mensal (R$)")).toHaveAccessibleDescription(
    "Vale para nenhuma cidade ainda: associe o plano às cidades onde será vendido.",
  );
  await edit.getByLabel("Preço mensal (R$)").fill("299,90");
  await edit.getByLabel("Recursos (um por linha)").fill("IP fixo\n\nSuporte 24 horas");
  await edit.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(toast("Plano empresarial atualizado com sucesso")).toBeVisible();
  await expect(rows).toContainText("R$ 299,90");
  await expect(rows).toContainText("IP fixo; Suporte 24 horas");
  await expect(rows).not.toContainText("SLA");

  // Searched by a feature, too.
  await search("Buscar planos empresariais").fill("suporte 24");
  await expect(rows.filter({ hasText: businessPlanName })).toHaveCount(1);
  await search("Buscar planos empresariais").fill("nada assim existe");
  await expect(page.getByText("Nenhum plano empresarial encontrado para a pesquisa")).toBeVisible();

  await search("Buscar planos empresariais").fill("");
  await checkSorting(rows, "Nome", 1);

  await search("Buscar planos empresariais").fill(businessPlanName);
  await rows.getByRole("switch").click();
  await expect(toast("Plano empresarial desativado")).toBeVisible();
  await expect(rows.getByRole("switch")).toHaveAttribute("aria-checked", "false");
  await rows.getByRole("switch").click();
  await expect(toast("Plano empresarial ativado")).toBeVisible();
  await expect(rows.getByRole("switch")).toHaveAttribute("aria-checked", "true");
});

test("Planos Empresariais por Cidade: add, duplicate refused, shown on the city page, switch and delete", async ({
  browser,
}) => {
  await open(page, "/intranet/planos-empresariais-cidades");
  await expect(page.getByRole("heading", { name: "Planos Empresariais por Cidade", level: 2 })).toBeVisible();
  const rows = page.getByTestId("business-plan-city-row");

  await page.getByRole("button", { name: "Adicionar associação" }).click();
  const form = page.getByRole("dialog", { name: "Adicionar associação" });
  await form.getByRole("button", { name: "Adicionar associação" }).click();
  // The messages under the selects (their first options read the same).
  await expect(form.locator("p").filter({ hasText: /^Selecione um plano empresarial$/ })).toBeVisible();
  await expect(form.locator("p").filter({ hasText: /^Selecione uma cidade$/ })).toBeVisible();
  await form.getByLabel("Plano empresarial").selectOption({ label: businessPlanName });
  await form.getByLabel("Cidade").selectOption({ label: "Vitória - ES" });
  await form.getByRole("button", { name: "Adicionar associação" }).click();
  await expect(toast("Associação adicionada com sucesso")).toBeVisible();
  await expect(form).toBeHidden();

  await page.getByRole("button", { name: "Adicionar associação" }).click();
  await form.getByLabel("Plano empresarial").selectOption({ label: businessPlanName });
  await form.getByLabel("Cidade").selectOption({ label: "Vitória - ES" });
  await form.getByRole("button", { name: "Adicionar associação" }).click();
  await expect(form.getByRole("alert")).toContainText(
    "Esta associação entre plano empresarial e cidade já foi criada.",
  );
  await expect(toast("Erro ao adicionar associação")).toBeVisible();
  // A second city for the same plan goes through.
  await form.getByLabel("Cidade").selectOption({ label: "Serra - ES" });
  await form.getByRole("button", { name: "Adicionar associação" }).click();
  await expect(toast("Associação adicionada com sucesso")).toBeVisible();
  await expect(form).toBeHidden();

  await search("Buscar associações").fill(businessPlanName);
  await expect(rows).toHaveCount(2);
  const vitoria = rows.filter({ hasText: "Vitória - ES" });
  const serra = rows.filter({ hasText: "Serra - ES" });

  // The visitor sees the new plan on the city's page at once, and not once the association is off.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await open(visitorPage, "/planos/vitoria-es");
  await expect(visitorPage.getByRole("main")).toContainText(businessPlanName);

  await vitoria.getByRole("switch").click();
  await expect(toast("Associação desativada")).toBeVisible();
  await expect(vitoria.getByRole("switch")).toHaveAttribute("aria-checked", "false");
  await open(visitorPage, "/planos/vitoria-es");
  await expect(visitorPage.getByRole("main")).not.toContainText(businessPlanName);
  await visitor.close();

  await serra.getByRole("button", { name: `Remover ${businessPlanName} em Serra - ES` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(`A associação ${businessPlanName} em Serra - ES será removida.`);
  await confirm.getByRole("button", { name: "Remover" }).click();
  await expect(toast("Associação removida com sucesso")).toBeVisible();
  await expect(rows).toHaveCount(1);
});

test("Planos Empresariais: deleting a plan says the associations go with it", async () => {
  await open(page, "/intranet/planos-empresariais");
  const rows = page.getByTestId("business-plan-row");
  await search("Buscar planos empresariais").fill(businessPlanName);
  await expect(rows).toHaveCount(1);
  await rows.getByRole("button", { name: `Remover ${businessPlanName}` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(`O plano empresarial ${businessPlanName} será removido.`);
  await expect(confirm).toContainText("Também será removida 1 associação com cidades.");
  await confirm.getByRole("button", { name: "Remover" }).click();
  await expect(toast("Plano empresarial removido com sucesso")).toBeVisible();
  await expect(page.getByText("Nenhum plano empresarial encontrado para a pesquisa")).toBeVisible();

  await open(page, "/intranet/planos-empresariais-cidades");
  await search("Buscar associações").fill(businessPlanName);
  await expect(page.getByText("Nenhuma associação encontrada para a pesquisa")).toBeVisible();
});

test("Planos Empresariais por Cidade: one business plan in every city of a state at once", async () => {
  const stamp = Date.now();
  const { businessPlan } = await apiWrite(
    page.request,
    "POST",
    "/business-plans",
    businessPlanInput({
      name: `Empresa Lote ${stamp}`,
      downloadMbps: "300",
      uploadMbps: "150",
      price: "199,90",
    }),
  );
  // A state the seed does not serve, so the count is this test's own.
  await apiWrite(page.request, "POST", "/cities", {
    name: `Cidade Lote ${stamp}`,
    state: "AC",
    ranges: cepRangeFor(69_100_000, stamp),
  });
  await open(page, "/intranet/planos-empresariais-cidades");
  await page.getByRole("button", { name: "Adicionar em várias cidades" }).click();
  const bulk = page.getByRole("dialog", { name: "Adicionar plano empresarial em várias cidades" });
  await bulk.getByLabel("Plano empresarial").selectOption(String(businessPlan.id));
  await bulk.getByLabel("Todas as cidades de um estado").check();
  await bulk.getByLabel("Estado", { exact: true }).selectOption("AC");
  await bulk.getByRole("button", { name: "Adicionar associações" }).click();
  await expect(toast("Associações: 1 criada, 0 já existiam.")).toBeVisible();
  await expect(bulk).toBeHidden();
  await search("Buscar associações").fill(`lote ${stamp}`);
  await expect(page.getByTestId("business-plan-city-row")).toHaveCount(1);
  await expect(page.getByTestId("business-plan-city-row")).toContainText(`Cidade Lote ${stamp} - AC`);
});

test("Banners Streaming: required fields and image, create with an uploaded image, edit and delete", async () => {
  await open(page, "/intranet/banners-streaming");
  await expect(page.getByRole("heading", { name: "Banners Streaming", level: 2 })).toBeVisible();
  const rows = page.getByTestId("streaming-banner-row");
  const title = `Streaming E2E ${Date.now() % 100000}`;

  await page.getByRole("button", { name: "Adicionar banner de streaming" }).click();
  const form = page.getByRole("dialog", { name: "Adicionar banner de streaming" });
  await form.getByLabel("Serviço").selectOption("max");
  await form.getByLabel("Título").fill(title);
  await form.getByLabel("Descrição").fill("Filmes e séries da Max no seu plano.");
  // Everything but the image.
  await form.getByRole("button", { name: "Adicionar banner de streaming" }).click();
  await expect(form.getByText("Preencha todos os campos obrigatórios.")).toHaveCount(1);
  await expect(toast("Banner de streaming adicionado com sucesso")).toHaveCount(0);

  const src = await uploadInto(form, await pngFile("max.png", 600, 300, "#1d3fbb"));
  await expect(form.getByText("Preencha todos os campos obrigatórios.")).toHaveCount(0);
  // An image needs its alternative text.
  await form.getByRole("button", { name: "Adicionar banner de streaming" }).click();
  await expect(
    form.getByText("Descreva a imagem (texto alternativo) para quem não pode vê-la."),
  ).toBeVisible();
  await form.getByLabel("Texto alternativo da imagem").fill("Logotipo da Max sobre fundo azul");
  await form.getByRole("button", { name: "Adicionar banner de streaming" }).click();
  await expect(toast("Banner de streaming adicionado com sucesso")).toBeVisible();
  await expect(form).toBeHidden();

  await search("Buscar banners de streaming").fill(title);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText("Max");
  await expect(rows).toContainText("Ativo");
  await expect(rows.getByRole("img", { name: "Logotipo da Max sobre fundo azul" })).toHaveAttribute(
    "src",
    src,
  );

  await rows.getByRole("button", { name: `Editar ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Editar banner de streaming" });
  await expect(edit.getByLabel("Serviço")).toHaveValue("max");
  await edit.getByLabel("Título").fill(`${title} Novo`);
  await edit.getByLabel("Serviço").selectOption("globoplay");
  // The background: a named colour from the swatches, or any other typed; a bad code is refused.
  const color = edit.getByLabel("Código da cor (#RRGGBB)");
  await expect(edit.getByRole("button", { name: "Branco" })).toHaveAttribute("aria-pressed", "true");
  await color.fill("#12345");
  await edit.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(edit.getByText("Cor de fundo deve estar no formato #RRGGBB")).toBeVisible();
  await edit.getByRole("button", { name: "Azul-escuro" }).click();
  await expect(color).toHaveValue("#172554");
  await expect(edit.getByRole("button", { name: "Azul-escuro" })).toHaveAttribute("aria-pressed", "true");
  await expect(edit.getByTestId("banner-preview-desktop").locator("figure")).toHaveCSS(
    "background-color",
    "rgb(23, 37, 84)",
  );
  await expect(edit.getByTestId("banner-preview-phone")).toContainText(`${title} Novo`);
  await edit.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(toast("Banner de streaming atualizado com sucesso")).toBeVisible();
  await expect(rows).toContainText(`${title} Novo`);
  await expect(rows).toContainText("Globoplay");
  const { streamingBanners } = await (await page.request.get("/api/admin/streaming-banners")).json();
  expect(streamingBanners.find((banner: { title: string }) => banner.title === `${title} Novo`).bgColor).toBe(
    "#172554",
  );

  // Scheduled (decision 0041): off the site until 'Publicar em', and the list says when, in São Paulo time.
  await rows.getByRole("button", { name: `Editar ${title} Novo` }).click();
  const schedule = page.getByRole("dialog", { name: "Editar banner de streaming" });
  await schedule.getByLabel("Publicar em", { exact: true }).fill("2030-12-12T08:00");
  await schedule.getByLabel("Despublicar em").fill("2030-12-12T07:00");
  await schedule.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(schedule.getByText("Despublicar em deve ser depois de Publicar em.")).toBeVisible();
  await schedule.getByLabel("Despublicar em").fill("2030-12-19T08:00");
  await schedule.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(toast("Banner de streaming atualizado com sucesso")).toBeVisible();
  await expect(rows).toContainText("Inativo");
  await expect(rows).toContainText("Agendado para 12/12 às 08:00");
  await rows.getByRole("button", { name: `Editar ${title} Novo` }).click();
  await expect(schedule.getByLabel("Publicar em", { exact: true })).toHaveValue("2030-12-12T08:00");
  await schedule.getByRole("button", { name: "Cancelar" }).click();

  await rows.getByRole("button", { name: `Remover ${title} Novo` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remover" }).click();
  await expect(toast("Banner de streaming removido com sucesso")).toBeVisible();
  await expect(page.getByText("Nenhum banner de streaming encontrado para a pesquisa")).toBeVisible();
});

test("Banners: the upload button shows its focus; a new image and alt text reach the home page; back to the placeholder", async ({
  browser,
}) => {
  await open(page, "/intranet/banners");
  const rows = page.getByTestId("banner-row");
  await rows
    .first()
    .getByRole("button", { name: /^Editar / })
    .click();
  const edit = page.getByRole("dialog", { name: "Editar banner" });
  await expect(edit.getByLabel("Título")).not.toHaveValue("");

  // Every stop of the form shows the keyboard focus, the upload button among them.
  expect(await sweepFocus(page, "Editar banner")).toEqual([]);
  await edit.getByLabel("Título").focus();
  // A real button takes the focus (not the file input it opens, which is out of sight).
  expect((await tabTo(page, /^Enviar imagem$/)).tag).toBe("BUTTON");
  await expectVisibleFocus(page, "Enviar imagem");

  const active = edit.getByRole("switch", { name: "Ativo" });
  if ((await active.getAttribute("aria-checked")) !== "true") await active.click();
  const title = `Banner Home E2E ${Date.now() % 100000}`;
  const alt = `Casal assistindo a um jogo na TV ${Date.now() % 1000}`;
  const src = await uploadInto(edit, await pngFile("banner.png", 1200, 400, "#e0b000"));
  await edit.getByLabel("Título").fill(title);
  await edit.getByLabel("Texto alternativo da imagem").fill(alt);
  await edit.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(toast("Banner atualizado com sucesso")).toBeVisible();
  const row = rows.filter({ hasText: title });
  await expect(row.getByRole("img", { name: alt })).toHaveAttribute("src", src);

  // Captions on, so the title shows over the image on the home page.
  const captions = page.getByRole("switch", { name: "Mostrar título e descrição sobre os banners" });
  if ((await captions.getAttribute("aria-checked")) !== "true") {
    await captions.click();
    await expect(toast("Legendas dos banners ativadas")).toBeVisible();
  }
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await open(visitorPage, "/");
  await expect(visitorPage.getByText(title, { exact: true })).toBeAttached();
  await expect(visitorPage.getByRole("img", { name: alt })).toHaveAttribute("src", src);

  // Images only: the title is no longer drawn over the banner.
  await captions.click();
  await expect(toast("Banners exibidos só com imagens")).toBeVisible();
  await open(visitorPage, "/");
  await expect(visitorPage.getByRole("img", { name: alt })).toBeAttached();
  await expect(visitorPage.getByText(title, { exact: true })).toHaveCount(0);
  await visitor.close();

  await row.getByRole("button", { name: `Editar ${title}` }).click();
  await edit.getByRole("button", { name: "Remover imagem" }).click();
  await expect(toast("Imagem removida. O site mostrará a imagem padrão.")).toBeVisible();
  await expect(edit.locator('img[src^="/uploads/"]')).toHaveCount(0);
  await edit.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(toast("Banner atualizado com sucesso")).toBeVisible();
  await expect(row).toContainText("Imagem padrão");
  await expect(row.getByRole("img")).toHaveCount(0);
});

test("Streaming: add with an uploaded icon; a service plans use is refused with their count", async () => {
  await open(page, "/intranet/streaming");
  const rows = page.getByTestId("streaming-row");
  const name = `Ícone E2E ${Date.now() % 100000}`;

  await page.getByRole("button", { name: "Adicionar serviço de streaming" }).click();
  const form = page.getByRole("dialog", { name: "Adicionar serviço de streaming" });
  await form.getByLabel("Nome").fill(name);
  const src = await uploadInto(form, await pngFile("icone.png", 120, 120, "#7a1fa2"));
  await form.getByRole("button", { name: "Adicionar serviço de streaming" }).click();
  await expect(toast("Serviço de streaming adicionado com sucesso")).toBeVisible();
  await search("Buscar serviços de streaming").fill(name);
  await expect(rows).toHaveCount(1);
  await expect(rows.locator("img")).toHaveAttribute("src", src);
  await expect(rows.locator("td:nth-child(4)")).toHaveText("0");

  await rows.getByRole("button", { name: `Remover ${name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remover" }).click();
  await expect(toast("Serviço de streaming removido com sucesso")).toBeVisible();
  await expect(rows).toHaveCount(0);

  // A service of this test's own, in two plans of its own (the seed's services are in plans other specs
  // add while this one runs): the count the table shows is the count the refusal names.
  const used = `Em uso E2E ${Date.now() % 100000}`;
  await apiWrite(page.request, "POST", "/streaming-services", { name: used, iconUrl: null });
  for (const n of [1, 2]) {
    await apiWrite(page.request, "POST", "/plans", {
      ...planInput({ streamings: used }),
      name: `${used} plano ${n}`,
      price: 89.9,
    });
  }
  await open(page, "/intranet/streaming");
  await search("Buscar serviços de streaming").fill(used);
  await expect(rows).toHaveCount(1);
  await expect(rows.locator("td:nth-child(4)")).toHaveText("2");
  await rows.getByRole("button", { name: `Remover ${used}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remover" }).click();
  await expect(toast("Erro ao remover serviço de streaming")).toContainText(
    "Este serviço não pode ser removido: 2 planos ainda o incluem.",
  );
  await page.keyboard.press("Escape");
  await expect(page.getByRole("main").getByRole("alert")).toContainText("2 planos ainda o incluem");
  await expect(rows).toHaveCount(1);
});

test("Planos por Cidade, matriz: by mouse and by keyboard, a whole state, saved together; unsaved changes are kept", async () => {
  const stamp = Date.now();
  const planName = `Plano Matriz ${stamp}`;
  const { plan } = await apiWrite(page.request, "POST", "/plans", {
    ...planInput({ downloadMbps: "400", uploadMbps: "200", streamings: "" }),
    name: planName,
    price: 99.9,
  });
  // Two cities of a state the seed does not serve, so the state's row is this test's own.
  const { city: first } = await apiWrite(page.request, "POST", "/cities", {
    name: `Matriz A ${stamp}`,
    state: "RR",
  });
  const { city: second } = await apiWrite(page.request, "POST", "/cities", {
    name: `Matriz B ${stamp}`,
    state: "RR",
  });
  // A city sells only where a CEP leads to it (the matrix refuses otherwise): a range of each's own.
  for (const [index, city] of [first, second].entries()) {
    const start = 69_300_000 + ((stamp * 2 + index) % 5000) * 10;
    const cep = (value: number) => `${String(value).slice(0, 5)}-${String(value).slice(5)}`;
    await apiWrite(page.request, "PUT", `/cities/${city.id}/cep-ranges`, {
      ranges: [{ start: cep(start), end: cep(start + 9) }],
      expectedUpdatedAt: city.updatedAt,
    });
  }

  await open(page, "/intranet/planos-cidades");
  await page.getByRole("button", { name: "Matriz", exact: true }).click();
  await expect(page).toHaveURL(/visao=matriz/);
  const grid = page.getByRole("grid", { name: "Planos por Cidade: matriz" });
  await page.getByLabel("Estado", { exact: true }).selectOption("RR");
  await page.getByLabel("Filtrar planos").fill(`matriz ${stamp}`);
  await page.getByLabel("Filtrar cidades").fill(`${stamp}`);
  const cell = (city: { name: string }) =>
    grid.getByRole("button", { name: new RegExp(`^${planName} em ${city.name} - RR:`) });
  const wholeState = grid.getByRole("button", { name: `${planName}: todas as 2 cidades de RR` });
  await expect(cell(first)).toHaveAccessibleName(`${planName} em Matriz A ${stamp} - RR: sem associação`);

  // The mouse: one click makes the pair active, not yet saved.
  await cell(first).click();
  await expect(cell(first)).toHaveAccessibleName(
    `${planName} em Matriz A ${stamp} - RR: ativo (alterado, não salvo)`,
  );
  await expect(page.getByText("1 alteração não salva")).toBeVisible();

  // The keyboard: down to the next city, Space twice: active, then inactive.
  await cell(first).focus();
  await page.keyboard.press("ArrowDown");
  await expect(cell(second)).toBeFocused();
  await page.keyboard.press("Space");
  await page.keyboard.press("Space");
  await expect(cell(second)).toHaveAccessibleName(
    `${planName} em Matriz B ${stamp} - RR: inativo (alterado, não salvo)`,
  );
  await page.keyboard.press("ArrowUp");
  await expect(cell(first)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(wholeState).toBeFocused();
  await expect(wholeState).toHaveAttribute("aria-pressed", "false");

  // Leaving with unsaved changes asks first; staying keeps them.
  await page.getByRole("button", { name: "Lista", exact: true }).click();
  const leave = page.getByRole("alertdialog", { name: "Descartar alterações?" });
  await expect(leave).toContainText("2 alterações da matriz ainda não foram salvas.");
  await leave.getByRole("button", { name: "Continuar editando" }).click();
  await expect(page).toHaveURL(/visao=matriz/);
  await expect(page.getByText("2 alterações não salvas")).toBeVisible();

  await page.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(toast("Matriz salva: 2 criadas, 0 alteradas, 0 removidas.")).toBeVisible();
  await expect(page.getByText("Nenhuma alteração")).toBeVisible();
  await expect(cell(second)).toHaveAccessibleName(`${planName} em Matriz B ${stamp} - RR: inativo`);

  // 'Todas' turns the plan on in every city of the state: one pair switched.
  await wholeState.click();
  await expect(wholeState).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(toast("Matriz salva: 0 criadas, 1 alterada, 0 removidas.")).toBeVisible();

  // Another staff member removes a pair meanwhile: the save is refused whole, and reload shows theirs.
  const pairs = (await (await page.request.get("/api/admin/plan-cities")).json()).planCities as {
    id: number;
    planId: number;
    cityId: number;
    updatedAt: string;
  }[];
  const theirs = pairs.find((pair) => pair.planId === plan.id && pair.cityId === first.id)!;
  const removed = await page.request.delete(
    `/api/admin/plan-cities/${theirs.id}?expectedUpdatedAt=${encodeURIComponent(theirs.updatedAt)}`,
    { headers: { origin: consoleOrigin() } },
  );
  expect(removed.status()).toBe(200);
  await cell(first).click();
  await page.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Registro alterado." })).toContainText(
    "Outra pessoa alterou associações desta matriz enquanto você editava.",
  );
  await page.getByRole("button", { name: "Recarregar dados" }).click();
  await expect(cell(first)).toHaveAccessibleName(`${planName} em Matriz A ${stamp} - RR: sem associação`);
  await expect(page.getByText("Nenhuma alteração")).toBeVisible();

  // The list shows what the matrix saved.
  await page.getByRole("button", { name: "Lista", exact: true }).click();
  await search("Buscar associações").fill(`matriz ${stamp}`);
  await expect(page.getByTestId("plan-city-row")).toHaveCount(1);
  await expect(page.getByTestId("plan-city-row")).toContainText(`Matriz B ${stamp} - RR`);
});

test("Lixeira: a deleted plan waits there with its associations and comes back with them", async () => {
  const stamp = Date.now();
  const planName = `Plano Lixeira ${stamp}`;
  const { plan } = await apiWrite(page.request, "POST", "/plans", {
    ...planInput({ downloadMbps: "200", uploadMbps: "100", streamings: "" }),
    name: planName,
    price: 69.9,
  });
  const { city } = await apiWrite(page.request, "POST", "/cities", {
    name: `Lixeira ${stamp}`,
    state: "AP",
    ranges: cepRangeFor(68_900_000, stamp),
  });
  await apiWrite(page.request, "POST", "/plan-cities", { planId: plan.id, cityId: city.id });

  await open(page, "/intranet/planos");
  await search("Buscar planos").fill(planName);
  await page.getByRole("button", { name: `Remover ${planName}` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Fica na Lixeira por 30 dias e pode ser restaurado de lá.");
  await confirm.getByRole("button", { name: "Remover" }).click();
  await expect(toast("Plano removido com sucesso")).toBeVisible();

  await open(page, "/intranet/lixeira");
  await expect(page.getByRole("heading", { name: "Lixeira", level: 2 })).toBeVisible();
  await search("Buscar na lixeira").fill(planName);
  const row = page.getByTestId("trash-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Planos");
  await expect(row).toContainText("1 associação");
  await row.getByRole("button", { name: `Restaurar ${planName}` }).click();
  await expect(toast(`Restaurado da Lixeira: ${planName}, com 1 associação.`)).toBeVisible();
  await expect(page.getByText("Nenhum item encontrado para a pesquisa")).toBeVisible();

  await open(page, "/intranet/planos-cidades");
  await search("Buscar associações").fill(`lixeira ${stamp}`);
  await expect(page.getByTestId("plan-city-row")).toHaveCount(1);
  await expect(page.getByTestId("plan-city-row")).toContainText(planName);
});

test("Streaming: a rename reaches the plans that list the service, and the toast says how many", async () => {
  const stamp = Date.now() % 100000;
  const oldName = `Velhoflix ${stamp}`;
  const newName = `Novoflix ${stamp}`;
  await apiWrite(page.request, "POST", "/streaming-services", { name: oldName });
  const { plan } = await apiWrite(page.request, "POST", "/plans", {
    ...planInput({ downloadMbps: "300", uploadMbps: "150", streamings: "" }),
    name: `Plano Renome ${stamp}`,
    price: 89.9,
    streamings: oldName,
  });
  await open(page, "/intranet/streaming");
  await search("Buscar serviços de streaming").fill(oldName);
  await page.getByRole("button", { name: `Editar ${oldName}` }).click();
  const form = page.getByRole("dialog", { name: "Editar serviço de streaming" });
  await form.getByLabel("Nome").fill(newName);
  await form.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(
    toast("Serviço de streaming atualizado com sucesso; 1 plano passou a usar o novo nome"),
  ).toBeVisible();
  const { plans } = await (await page.request.get("/api/admin/plans")).json();
  expect(plans.find((row: { id: number }) => row.id === plan.id).streamings).toEqual([newName]);
});
