import type { Page } from "@playwright/test";
import { planInput } from "../../src/server/testing/factories";
import { expect, test } from "./fixtures";
import { open } from "./helpers";

// Issue 34, the console (review of 2026-11-25): the Ações column in view on a laptop and rows as cards on a
// phone, 'Desfazer' in a delete's toast, the matrix's warning about a city no CEP leads to, the follow-up
// of a lead in Contatos, and the Histórico's period and names. Every record is this spec's own.

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** A plan of this test's own, on sale, through the admin API. */
async function newPlan(
  adminApi: { write: (m: "POST", p: string, d: unknown) => Promise<unknown> },
  name: string,
) {
  const { plan } = (await adminApi.write("POST", "/plans", { ...planInput(), name })) as {
    plan: { id: number; name: string; updatedAt: string };
  };
  return plan;
}

for (const width of [1366, 1440]) {
  test(`Planos at ${width} px: each row's Duplicar, Editar, Remover and Versões are in view without scrolling sideways`, async ({
    staffPage: page,
    adminApi,
  }) => {
    const name = `Plano Colunas ${width} ${Date.now()}`;
    await newPlan(adminApi, name);
    await page.setViewportSize({ width, height: 800 });
    await open(page, "/intranet/planos");
    await page.getByRole("searchbox", { name: "Buscar planos" }).fill(name);
    const row = page.getByTestId("plan-row").filter({ hasText: name });
    await expect(row).toHaveCount(1);
    for (const action of ["Duplicar", "Editar", "Remover", "Versões"]) {
      const button = row.getByRole("button", { name: new RegExp(`^${action}`) }).first();
      await expect(button).toBeVisible();
      const box = (await button.boundingBox())!;
      expect(box.x + box.width, `${action} at ${width} px`).toBeLessThanOrEqual(width);
      // Not covered by the columns it floats over: the button itself takes the click.
      const hit = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest("button")?.getAttribute("aria-label") ?? "",
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(hit).toMatch(new RegExp(`^${action}`));
    }
  });
}

test("Planos on a 390 px phone: each row is a card with its fields named and its actions, no sideways scroll", async ({
  staffPage: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, "/intranet/planos");
  const row = page.getByTestId("plan-row").first();
  await expect(row).toBeVisible();
  const box = (await row.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(390);
  expect(await row.getByRole("cell").first().getAttribute("data-label")).toBeTruthy();
  await expect(row.getByRole("button", { name: /^Editar / })).toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("a delete's toast says 'Movido para a Lixeira'; 'Desfazer' brings the plan back @db", async ({
  staffPage: page,
  adminApi,
}) => {
  const name = `Plano Desfazer ${Date.now()}`;
  await newPlan(adminApi, name);
  await open(page, "/intranet/planos");
  await page.getByRole("searchbox", { name: "Buscar planos" }).fill(name);
  const row = page.getByTestId("plan-row").filter({ hasText: name });
  await row.getByRole("button", { name: `Remover ${name}` }).click();
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: /^Remover/ })
    .click();
  const moved = toast(page, "Movido para a Lixeira");
  await expect(moved).toBeVisible();
  await expect(row).toHaveCount(0);
  await moved.getByRole("button", { name: "Desfazer" }).click();
  await expect(toast(page, `Restaurado da Lixeira: ${name}.`)).toBeVisible();
  await expect(row).toHaveCount(1);
});

test("the matrix warns of a city no CEP leads to, and the server refuses to sell there", async ({
  staffPage: page,
  adminApi,
}) => {
  const stamp = Date.now();
  const plan = await newPlan(adminApi, `Plano Sem CEP ${stamp}`);
  const { city } = (await adminApi.write("POST", "/cities", { name: `Sem CEP ${stamp}`, state: "RO" })) as {
    city: { name: string };
  };
  await open(page, "/intranet/planos-cidades?visao=matriz");
  await page.getByLabel("Filtrar planos").fill(`Sem CEP ${stamp}`);
  await page.getByLabel("Filtrar cidades").fill(`${stamp}`);
  const sentence = `${city.name} vende 1 plano, mas nenhum CEP leva a ela.`;
  await expect(page.getByTestId("matrix-cep-warning")).toHaveCount(0);
  await page.getByRole("button", { name: new RegExp(`^${plan.name} em ${city.name} - RO:`) }).click();
  await expect(page.getByTestId("matrix-cep-warning")).toContainText(sentence);
  await page.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(toast(page, sentence)).toBeVisible();
});

test("Contatos: tap to call, WhatsApp naming the plan, 'Responsável' and 'Retornar em' saved, overdue on the tab @db", async ({
  staffPage: page,
  baseURL,
}) => {
  const name = `Célia Retorno ${Date.now()}`;
  const sent = await page.request.post("/api/leads/callback", {
    data: {
      name,
      phone: "27 9 9123-4567",
      cep: "29056-300",
      houseNumber: "10",
      period: "morning",
      planId: 2,
      planName: "Fibra 350 Mega",
    },
    headers: { origin: baseURL!, "X-Forwarded-For": `192.0.2.${200 + (Date.now() % 50)}` },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await open(page, "/intranet/contatos");
  await page.getByRole("searchbox", { name: "Buscar contatos" }).fill(name);
  const row = page.getByTestId("lead-row").filter({ hasText: name });
  await expect(row.getByRole("link", { name: `Ligar para ${name}: (27) 9 9123-4567` })).toHaveAttribute(
    "href",
    "tel:27991234567",
  );
  const whatsapp = row.getByRole("link", { name: /^Abrir no WhatsApp/ });
  const href = new URL((await whatsapp.getAttribute("href"))!);
  expect(href.origin + href.pathname).toBe("https://wa.me/5527991234567");
  expect(href.searchParams.get("text")).toContain("sobre o plano Fibra 350 Mega");

  const tab = page.getByRole("link", { name: /^Contatos/ });
  const badge = tab.getByTestId("leads-overdue-count");
  const before = (await badge.count()) > 0 ? Number((await badge.textContent())?.match(/\d+/)?.[0] ?? 0) : 0;
  await row.getByLabel(`Responsável pelo contato de ${name}`).selectOption({ index: 1 });
  await row.getByLabel(`Retornar em: contato de ${name}`).fill("2026-01-05");
  await row.getByRole("button", { name: "Salvar retorno" }).click();
  await expect(toast(page, "Retorno do contato salvo")).toBeVisible();
  await expect(row.getByText("Atrasado", { exact: true })).toBeVisible();
  await expect(badge).toContainText(String(before + 1));
  // Saved on the server: a new page shows it.
  await open(page, "/intranet/contatos");
  await page.getByRole("searchbox", { name: "Buscar contatos" }).fill(name);
  await expect(row.getByLabel(`Retornar em: contato de ${name}`)).toHaveValue("2026-01-05");
});

test("Histórico: filters by period on the server and names each author, not their e-mail", async ({
  staffPage: page,
  adminApi,
}) => {
  await newPlan(adminApi, `Plano Histórico ${Date.now()}`);
  await open(page, "/intranet/historico");
  const rows = page.getByTestId("history-row");
  await expect(rows.first()).toBeVisible();
  const author = page.getByLabel("Usuário");
  const options = await author.locator("option").allTextContents();
  expect(options.slice(1).some((text) => text.includes("@"))).toBe(false);
  await expect(rows.first()).not.toContainText("e2e@vitrine.test");

  const tomorrow = new Date(Date.now() + 36 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await page.getByLabel("De", { exact: true }).fill(tomorrow);
  await expect(page).toHaveURL(new RegExp(`from=${tomorrow}`));
  await expect(page.getByText("Nenhum registro encontrado", { exact: true })).toBeVisible();
  await page.getByLabel("De", { exact: true }).fill("2026-01-01");
  await page.getByLabel("Até", { exact: true }).fill("2025-12-31");
  await expect(
    page.getByRole("alert").filter({ hasText: "A data final deve ser igual ou posterior à data inicial" }),
  ).toBeVisible();
});

for (const [device, viewport] of [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1440, height: 900 }],
] as const) {
  test(`Cidades (${device}): a new city takes its 'Faixas de CEP' in its own form, and its CEPs lead to it`, async ({
    staffPage: page,
    request,
  }) => {
    // A prefix of Tocantins, where the demo sells nothing, of this run's own.
    const prefix = String(77000 + (Date.now() % 1000));
    const name = `Cidade Faixas ${device} ${Date.now()}`;
    await page.setViewportSize(viewport);
    await open(page, "/intranet/cidades");
    await page.getByRole("button", { name: "Adicionar cidade" }).click();
    const form = page.getByRole("dialog", { name: "Adicionar cidade" });
    await form.getByLabel("Nome").fill(name);
    await form.getByLabel("Estado").selectOption("TO");
    await expect(form.getByRole("group", { name: "Faixas de CEP" })).toContainText("Nenhuma faixa");
    await form.getByRole("button", { name: "Adicionar faixa" }).click();
    // Typed as digits, shown as 00000-000.
    await form.getByLabel("Primeiro CEP da faixa 1").fill(`${prefix}000`);
    await expect(form.getByLabel("Primeiro CEP da faixa 1")).toHaveValue(`${prefix}-000`);
    await form.getByLabel("Último CEP da faixa 1").fill(`${prefix}-999`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await form.getByRole("button", { name: "Adicionar cidade" }).click();
    await expect(toast(page, "Cidade adicionada com sucesso")).toBeVisible();
    await expect(form).toBeHidden();

    // The catalogue the lookup reads follows the write once it is announced.
    await expect
      .poll(async () => (await (await request.get(`/api/cep/${prefix}500`)).json()).city?.name)
      .toBe(name);

    // Put away: a city of this test's own, into the Lixeira.
    await page.getByRole("searchbox", { name: "Buscar cidades" }).fill(name);
    const row = page.getByTestId("city-row").filter({ hasText: name });
    await expect(row).toContainText(`${prefix}-000 a ${prefix}-999`);
    await row.getByRole("button", { name: `Remover ${name} - TO` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Remover" }).click();
    await expect(toast(page, "Movido para a Lixeira")).toBeVisible();
  });
}
