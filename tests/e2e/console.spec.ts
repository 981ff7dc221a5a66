import type { Locator, Page } from "@playwright/test";
import { E2E_STAFF } from "../../playwright.config";
import { planInput } from "../../src/server/testing/factories";
import { apiWrite, cepRangeFor, checkSorting, openConsoleForFile, search, toast } from "./console-page";
import { expect, staffCode, test } from "./fixtures";
import { open } from "./helpers";

// The staff console, tab by tab, as a staff member uses it: cities, their CEP ranges, plans by city,
// settings, streaming services and the Histórico of those changes; one signed-in page for the file, its
// tests building on each other's records. It changes what the public site shows (settings, cities), so it
// runs in the "site-wide" project, after the specs that read the site, beside the console's other files
// (console-banners-business.spec.ts), which touch other records.
test.describe.configure({ mode: "serial", timeout: 120_000 });

let page: Page;
openConsoleForFile((opened) => {
  page = opened;
});

test("Cidades: add, search, sort, edit, switch and delete", { tag: "@db" }, async () => {
  await page.getByRole("link", { name: "Cidades", exact: true }).click();
  await expect(page).toHaveURL(/\/intranet\/cidades$/);
  await expect(page.getByRole("heading", { name: "Cidades", level: 2 })).toBeVisible();
  const rows = page.getByTestId("city-row");
  await expect(rows.first()).toBeVisible();
  await expect(page.getByText(/^\d+ de \d+ cidades$/)).toBeVisible();

  const name = `Cidade E2E ${Date.now()}`;
  await page.getByRole("button", { name: "Adicionar cidade" }).click();
  const form = page.getByRole("dialog", { name: "Adicionar cidade" });
  await form.getByLabel("Nome").fill("ab");
  await form.getByRole("button", { name: "Adicionar cidade" }).click();
  await expect(form.getByText("Nome deve ter pelo menos 3 caracteres")).toBeVisible();
  await expect(form.getByText("Estado é obrigatório")).toBeVisible();
  await form.getByLabel("Nome").fill(name);
  await form.getByLabel("Estado").selectOption("ES");
  await form.getByRole("button", { name: "Adicionar cidade" }).click();
  await expect(toast("Cidade adicionada com sucesso")).toBeVisible();
  await expect(form).toBeHidden();

  await search("Buscar cidades").fill(name.toLowerCase());
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText("ES");
  await expect(page.getByText("1 de ")).toBeVisible();

  await rows.getByRole("button", { name: `Editar ${name} - ES` }).click();
  const edit = page.getByRole("dialog", { name: "Editar cidade" });
  await expect(edit.getByLabel("Nome")).toHaveValue(name);
  await edit.getByLabel("Nome").fill(`${name} Nova`);
  await edit.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(toast("Cidade atualizada com sucesso")).toBeVisible();
  await expect(rows).toContainText(`${name} Nova`);

  await rows.getByRole("switch").click();
  await expect(toast("Cidade desativada")).toBeVisible();
  await expect(rows.getByRole("switch")).toHaveAttribute("aria-checked", "false");

  await rows.getByRole("button", { name: `Remover ${name} Nova - ES` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(`A cidade ${name} Nova - ES será removida.`);
  await confirm.getByRole("button", { name: "Remover" }).click();
  await expect(toast("Cidade removida com sucesso")).toBeVisible();
  await expect(page.getByText("Nenhuma cidade encontrada para a pesquisa")).toBeVisible();

  await search("Buscar cidades").fill("");
  await checkSorting(rows, "Nome", 1);
});

test("Cidades: a city's CEP ranges are listed, edited in 'Faixas de CEP' and refused when they overlap another city's", async () => {
  await open(page, "/intranet/cidades");
  await search("Buscar cidades").fill("Viana");
  const row = page.getByTestId("city-row").filter({ hasText: "Viana" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("29130-001 a 29139-999");

  await row.getByRole("button", { name: "Faixas de CEP de Viana - ES" }).click();
  const dialog = page.getByRole("dialog", { name: "Faixas de CEP" });
  await expect(dialog).toContainText("CEPs atendidos em Viana - ES");
  await expect(dialog.getByLabel("Primeiro CEP da faixa 1")).toHaveValue("29130-001");
  await expect(dialog.getByLabel("Último CEP da faixa 1")).toHaveValue("29139-999");

  // A second range that runs into Vitória's: refused by the server, naming Vitória.
  await dialog.getByRole("button", { name: "Adicionar faixa" }).click();
  await dialog.getByLabel("Primeiro CEP da faixa 2").fill("29099-000");
  await dialog.getByLabel("Último CEP da faixa 2").fill("29100500");
  await dialog.getByRole("button", { name: "Salvar faixas" }).click();
  const overlap = "Esta faixa se sobrepõe à faixa 29000-001 a 29099-999 de Vitória - ES.";
  await expect(dialog.getByLabel("Primeiro CEP da faixa 2")).toHaveAccessibleDescription(overlap);
  await expect(dialog.getByLabel("Primeiro CEP da faixa 2")).toBeFocused();
  await expect(toast("Erro ao salvar faixas de CEP")).toBeVisible();

  // Typed the wrong way round: the form says so before anything is sent.
  await dialog.getByLabel("Primeiro CEP da faixa 2").fill("29140-000");
  await dialog.getByLabel("Último CEP da faixa 2").fill("29130-000");
  await dialog.getByRole("button", { name: "Salvar faixas" }).click();
  await expect(dialog.getByLabel("Último CEP da faixa 2")).toHaveAccessibleDescription(
    "O CEP final deve ser igual ou maior que o inicial.",
  );

  // The one CEP between Viana's range and Cariacica's is free.
  await dialog.getByLabel("Último CEP da faixa 2").fill("29140-000");
  await dialog.getByRole("button", { name: "Salvar faixas" }).click();
  await expect(toast("Faixas de CEP salvas com sucesso")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("29130-001 a 29139-999 e mais 1 faixa");
  await expect(row.getByRole("button", { name: "Faixas de CEP de Viana - ES" })).toBeFocused();
  const lookup = await page.request.get("/api/cep/29140-000");
  expect(await lookup.json()).toMatchObject({ city: { name: "Viana", state: "ES" } });

  // Taken away again: Viana keeps its own range only.
  await row.getByRole("button", { name: "Faixas de CEP de Viana - ES" }).click();
  await dialog.getByRole("button", { name: "Remover faixa 2" }).click();
  await dialog.getByRole("button", { name: "Salvar faixas" }).click();
  await expect(toast("Faixas de CEP salvas com sucesso")).toBeVisible();
  await expect(row.getByRole("cell", { name: "29130-001 a 29139-999", exact: true })).toBeVisible();
  expect((await (await page.request.get("/api/cep/29140000")).json()).city).toBeNull();
});

test("deleting a city says how many associations go with it", async () => {
  await open(page, "/intranet/cidades");
  await search("Buscar cidades").fill("Vitória");
  const row = page.getByTestId("city-row").filter({ hasText: "Vitória" }).first();
  await row.getByRole("button", { name: /^Remover Vitória/ }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(/Também serão removidas \d+ associações/);
  await confirm.getByRole("button", { name: "Cancelar" }).click();
  await expect(confirm).toBeHidden();
});

test("an edit that meets another staff member's change is refused and can be reloaded", {
  tag: "@db",
}, async () => {
  await open(page, "/intranet/cidades");
  const { cities } = (await (await page.request.get("/api/admin/cities")).json()) as {
    cities: { id: number; name: string; state: string; updatedAt: string }[];
  };
  const city = cities.find((item) => item.name === "Serra")!;
  await search("Buscar cidades").fill("Serra");
  const row = page.getByTestId("city-row").filter({ hasText: "Serra" }).first();
  await row.getByRole("button", { name: `Editar Serra - ${city.state}` }).click();
  const edit = page.getByRole("dialog", { name: "Editar cidade" });
  await expect(edit.getByLabel("Nome")).toHaveValue("Serra");

  await apiWrite(page.request, "PUT", `/cities/${city.id}`, {
    name: "Serra",
    state: city.state,
    expectedUpdatedAt: city.updatedAt,
  });

  await edit.getByLabel("Nome").fill("Serra Alterada");
  await edit.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(edit.getByRole("alert")).toContainText("alterado por outra pessoa");
  await expect(toast("Erro ao atualizar cidade")).toBeVisible();
  await edit.getByRole("button", { name: "Recarregar dados" }).click();
  await expect(edit.getByRole("alert")).toBeHidden();
  await expect(edit.getByLabel("Nome")).toHaveValue("Serra");
  await edit.getByRole("button", { name: "Cancelar" }).click();
});

test("a duplicate city, pair or streaming service is refused on its field, with no reload offer", async () => {
  const noReloadOffer = async (form: Locator) => {
    await expect(form.getByRole("button", { name: "Recarregar dados" })).toHaveCount(0);
    await expect(form.getByText("Registro alterado")).toHaveCount(0);
  };

  // Another case and accent of a city the seed has: the same city.
  await open(page, "/intranet/cidades");
  await page.getByRole("button", { name: "Adicionar cidade" }).click();
  const city = page.getByRole("dialog", { name: "Adicionar cidade" });
  await city.getByLabel("Nome").fill("VITORIA");
  await city.getByLabel("Estado").selectOption("ES");
  await city.getByRole("button", { name: "Adicionar cidade" }).click();
  await expect(city.getByLabel("Nome")).toHaveAccessibleDescription(
    "Esta cidade já está cadastrada neste estado.",
  );
  await expect(city.getByLabel("Nome")).toBeFocused();
  await expect(toast("Erro ao adicionar cidade")).toBeVisible();
  await noReloadOffer(city);
  await city.getByRole("button", { name: "Cancelar" }).click();

  await open(page, "/intranet/streaming");
  await page.getByRole("button", { name: "Adicionar serviço de streaming" }).click();
  const service = page.getByRole("dialog", { name: "Adicionar serviço de streaming" });
  await service.getByLabel("Nome").fill("max");
  await service.getByRole("button", { name: "Adicionar serviço de streaming" }).click();
  await expect(service.getByLabel("Nome")).toHaveAccessibleDescription(
    "Já existe um serviço de streaming com este nome.",
  );
  await noReloadOffer(service);
  await service.getByRole("button", { name: "Cancelar" }).click();

  // A pair that exists already (any of the seed's associations).
  const { planCities } = (await (await page.request.get("/api/admin/plan-cities")).json()) as {
    planCities: { planId: number; cityId: number }[];
  };
  const pair = planCities[0]!;
  await open(page, "/intranet/planos-cidades");
  await page.getByRole("button", { name: "Adicionar associação" }).click();
  const association = page.getByRole("dialog", { name: "Adicionar associação" });
  await association.getByLabel("Plano").selectOption(String(pair.planId));
  await association.getByLabel("Cidade").selectOption(String(pair.cityId));
  await association.getByRole("button", { name: "Adicionar associação" }).click();
  await expect(association.getByLabel("Plano")).toHaveAccessibleDescription(
    "Esta associação entre plano e cidade já foi criada.",
  );
  await noReloadOffer(association);
  await association.getByRole("button", { name: "Cancelar" }).click();
});

test("an expired session keeps the form's input: sign in again and the save goes through", async () => {
  await open(page, "/intranet/cidades");
  const name = `Sessão E2E ${Date.now()}`;
  await page.getByRole("button", { name: "Adicionar cidade" }).click();
  const form = page.getByRole("dialog", { name: "Adicionar cidade" });
  await form.getByLabel("Nome").fill(name);
  await form.getByLabel("Estado").selectOption("MG");

  await page.context().clearCookies();
  await form.getByRole("button", { name: "Adicionar cidade" }).click();
  const session = page.getByRole("dialog", { name: "Sessão expirada" });
  await expect(session).toBeVisible();
  await expect(session.getByLabel("E-mail")).toHaveValue(E2E_STAFF.email);
  await session.getByLabel("Senha").fill(E2E_STAFF.password);
  await session.getByRole("button", { name: "Entrar" }).click();
  // The staff user has two-factor sign-in: the dialog asks for the app's code next.
  await session.getByLabel("Código de verificação").fill(await staffCode());
  await session.getByRole("button", { name: "Verificar" }).click();
  await expect(session).toBeHidden();
  await expect(toast("Cidade adicionada com sucesso")).toBeVisible();

  await search("Buscar cidades").fill(name);
  await expect(page.getByTestId("city-row")).toHaveCount(1);
  await expect(page.getByTestId("city-row")).toContainText("MG");
});

test("Planos por Cidade: add, duplicate refused, many cities at once, switch and delete", {
  tag: "@db",
}, async () => {
  await open(page, "/intranet/planos-cidades");
  await expect(page.getByRole("heading", { name: "Planos por Cidade", level: 2 })).toBeVisible();
  const rows = page.getByTestId("plan-city-row");
  await expect(page.getByText(/^\d+ de \d+ associações$/)).toBeVisible();

  // A fresh plan and city, so the pair is new.
  const stamp = Date.now();
  const { plan } = await apiWrite(page.request, "POST", "/plans", {
    ...planInput({ downloadMbps: "300", uploadMbps: "150", streamings: "" }),
    name: `Plano Assoc ${stamp}`,
    price: 89.9,
  });
  const { city } = await apiWrite(page.request, "POST", "/cities", {
    name: `Cidade Assoc ${stamp}`,
    state: "ES",
    ranges: cepRangeFor(68_800_000, stamp),
  });
  await open(page, "/intranet/planos-cidades");

  await page.getByRole("button", { name: "Adicionar associação" }).click();
  const form = page.getByRole("dialog", { name: "Adicionar associação" });
  await form.getByRole("button", { name: "Adicionar associação" }).click();
  await expect(form.getByText("Selecione um plano e uma cidade.").last()).toBeVisible();
  await form.getByLabel("Plano").selectOption(String(plan.id));
  await form.getByLabel("Cidade").selectOption(String(city.id));
  // The messages go as the choices are made; the button moves up once they have gone.
  await expect(form.getByText("Selecione um plano e uma cidade.")).toHaveCount(1);
  await form.getByRole("button", { name: "Adicionar associação" }).click();
  await expect(toast("Associação adicionada com sucesso")).toBeVisible();
  await expect(form).toBeHidden();

  // Planos says in how many cities each plan is sold: now one.
  await open(page, "/intranet/planos");
  await search("Buscar planos").fill(`Plano Assoc ${stamp}`);
  const headers = (await page.getByRole("columnheader").allTextContents()).map((text) => text.trim());
  await expect(page.getByTestId("plan-row").getByRole("cell").nth(headers.indexOf("Cidades"))).toHaveText(
    "1",
  );
  await open(page, "/intranet/planos-cidades");

  await page.getByRole("button", { name: "Adicionar associação" }).click();
  await form.getByLabel("Plano").selectOption(String(plan.id));
  await form.getByLabel("Cidade").selectOption(String(city.id));
  await form.getByRole("button", { name: "Adicionar associação" }).click();
  await expect(form.getByRole("alert")).toContainText("Esta associação entre plano e cidade já foi criada.");
  await form.getByRole("button", { name: "Cancelar" }).click();

  // The whole state: the new city already has it, every other city of ES gets it.
  await page.getByRole("button", { name: "Adicionar em várias cidades" }).click();
  const bulk = page.getByRole("dialog", { name: "Adicionar plano em várias cidades" });
  await bulk.getByLabel("Plano").selectOption(String(plan.id));
  await bulk.getByLabel("Todas as cidades de um estado").check();
  await bulk.getByLabel("Estado", { exact: true }).selectOption("ES");
  await bulk.getByRole("button", { name: "Adicionar associações" }).click();
  const report = page
    .locator("[data-sonner-toast]")
    .filter({ hasText: /Associações: \d+ criadas?, 1 já existia\./ });
  await expect(report).toBeVisible();
  const created = Number(((await report.textContent()) ?? "").match(/Associações: (\d+)/)![1]);
  expect(created).toBeGreaterThan(0);
  await expect(bulk).toBeHidden();

  // Four hundred-odd pairs, fifty to a page.
  const pages = page.getByRole("navigation", { name: "Páginas da tabela" });
  await expect(rows).toHaveCount(50);
  await expect(pages).toContainText(/Página 1 de \d+/);
  await expect(pages.getByRole("button", { name: "Anterior" })).toBeDisabled();
  await pages.getByRole("button", { name: "Próxima" }).click();
  await expect(pages).toContainText(/Página 2 de \d+/);
  await expect(rows).toHaveCount(50);

  // Each word of the search in any column (plan, city, state), accents or not.
  await search("Buscar associações").fill(`assoc ${stamp} vitoria`);
  await expect(pages).toBeHidden();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText("Vitória");

  // The plan is now sold in every city of Espírito Santo: more than a page of pairs.
  await search("Buscar associações").fill(`Plano Assoc ${stamp}`);
  await expect(page.getByText(new RegExp(`^${created + 1} de \\d+ associações$`))).toBeVisible();
  await expect(rows).toHaveCount(Math.min(created + 1, 50));
  await checkSorting(rows, "Cidade", 2);

  await search("Buscar associações").fill(`Plano Assoc ${stamp} Cidade Assoc ${stamp}`);
  const mine = rows.filter({ hasText: `Cidade Assoc ${stamp}` });
  await expect(mine).toHaveCount(1);
  await mine.getByRole("switch").click();
  await expect(toast("Associação desativada")).toBeVisible();
  await expect(mine.getByRole("switch")).toHaveAttribute("aria-checked", "false");
  await mine.getByRole("button", { name: /^Remover / }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remover" }).click();
  await expect(toast("Associação removida com sucesso")).toBeVisible();
  await expect(mine).toHaveCount(0);
});

test("Planos: search, sort by price, and a plan's delete names its associations", async () => {
  await open(page, "/intranet/planos");
  const rows = page.getByTestId("plan-row");
  await checkSorting(rows, "Nome", 1);
  await search("Buscar planos").fill("nada assim existe");
  await expect(page.getByText("Nenhum plano encontrado para a pesquisa")).toBeVisible();
  await search("Buscar planos").fill("Fibra 600");
  await rows
    .first()
    .getByRole("button", { name: /^Remover / })
    .click();
  await expect(page.getByRole("alertdialog")).toContainText(
    /Também serão removidas \d+ associações com cidades\./,
  );
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancelar" }).click();
});

test("Configurações: a bad CNPJ is refused, a new sales e-mail shows on the site at once", async ({
  browser,
}) => {
  await open(page, "/intranet/configuracoes");
  await expect(page.getByRole("heading", { name: "Configurações", level: 2 })).toBeVisible();
  await page.getByLabel("CNPJ").fill("11.111.111/1111-11");
  await page.getByRole("button", { name: "Salvar configurações" }).click();
  await expect(page.getByText("CNPJ inválido: confira os dígitos")).toBeVisible();

  const company = `Provedor E2E ${Date.now() % 100000}`;
  await page.getByLabel("CNPJ").fill("");
  await page.getByLabel("Nome da empresa").fill(company);
  await page.getByRole("button", { name: "Salvar configurações" }).click();
  await expect(toast("Configurações salvas com sucesso")).toBeVisible();

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await open(visitorPage, "/");
  await expect(visitorPage).toHaveTitle(new RegExp(company));
  await visitor.close();
});

test("Streaming: Ativo/Inativo label, add without an icon, a service in use is not deleted", async () => {
  await open(page, "/intranet/streaming");
  const rows = page.getByTestId("streaming-row");
  await expect(rows.first()).toContainText(/Ativo|Inativo/);

  const name = `Stream E2E ${Date.now() % 100000}`;
  await page.getByRole("button", { name: "Adicionar serviço de streaming" }).click();
  const form = page.getByRole("dialog", { name: "Adicionar serviço de streaming" });
  await form.getByLabel("Nome").fill("a");
  await form.getByRole("button", { name: "Adicionar serviço de streaming" }).click();
  await expect(form.getByText("Nome deve ter pelo menos 2 caracteres")).toBeVisible();
  await form.getByLabel("Nome").fill(name);
  await expect(form.getByText("Nome deve ter pelo menos 2 caracteres")).toBeHidden();
  await form.getByRole("button", { name: "Adicionar serviço de streaming" }).click();
  await expect(toast("Serviço de streaming adicionado com sucesso")).toBeVisible();
  await search("Buscar serviços de streaming").fill(name);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText("Ativo");

  // Max is listed by demo plans: the server refuses, naming how many.
  await search("Buscar serviços de streaming").fill("Max");
  await rows.filter({ hasText: /^Max/ }).first().getByRole("button", { name: "Remover Max" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remover" }).click();
  await expect(toast("Erro ao remover serviço de streaming")).toContainText(/plano/);
  await page.keyboard.press("Escape");

  await search("Buscar serviços de streaming").fill(name);
  await rows.getByRole("button", { name: `Remover ${name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remover" }).click();
  await expect(toast("Serviço de streaming removido com sucesso")).toBeVisible();
  await expect(page.getByText("Nenhum serviço de streaming encontrado para a pesquisa")).toBeVisible();
});

test("Histórico: the changes made above, filtered by section and staff user", async () => {
  await open(page, "/intranet/historico");
  const rows = page.getByTestId("history-row");
  await expect(rows.first()).toBeVisible();
  await page.getByLabel("Seção").selectOption("cities");
  await expect(page).toHaveURL(/entity=cities/);
  await expect(rows.first()).toContainText("Cidades");
  for (const text of await rows.locator("td:nth-child(4)").allInnerTexts()) expect(text).toBe("Cidades");
  await page.getByLabel("Usuário").selectOption(E2E_STAFF.email);
  await expect(page).toHaveURL(/actor=/);
  // The city the session test above created: its entry is named, its values folded.
  const created = rows.filter({ hasText: "Sessão E2E" }).filter({ hasText: "Criação" }).first();
  await expect(created).toBeVisible();
  await created.getByText("Ver valores").click();
  await expect(created).toContainText("Estado: MG");
});
