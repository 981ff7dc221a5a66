import type { Locator, Page } from "@playwright/test";
import { DEMO_SITE_SETTINGS as SETTINGS } from "../../src/server/db/seed-data";
import { expect, test } from "./fixtures";
import { chooseCity, expectTextPage, open, recordScripts } from "./helpers";

// Issue 34, points 3 and 6: the Etiqueta Padrão on a phone (prices first, coverage folded and printed in
// full, the ways to buy at its end), /ofertas following the visit's city, and labels, footer and legal
// pages that tell the whole truth (a combo's services and prices, the fine's benefit, cancellation, the
// right of withdrawal, the 24×7 channel, the encarregado, the jobs frame that waits for a click).

/** Anatel's order, which the printed sheet keeps. */
const PRINT_ORDER = [
  "offer",
  "modality",
  "period",
  "services",
  "usage",
  "extras",
  "prices",
  "payment",
  "cancellation",
  "channels",
];

const COMBO = "Combo 750 Mega + Streaming";

const VIEWPORTS = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1440, height: 900 } },
] as const;

/** The current label of an offer, by its name in /ofertas. */
async function openLabel(page: Page, name: string) {
  await open(page, `/ofertas?q=${encodeURIComponent(name)}`);
  await page.getByTestId("ofertas-vigentes").getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page).toHaveURL(/\/ofertas\/[A-Z]+-P\d+-V\d+$/);
}

const item = (page: Page, id: string) => page.locator(`[data-testid="label-item"][data-item="${id}"]`);
const lines = (section: Locator) => section.locator("li").allInnerTexts();
const top = async (locator: Locator) => (await locator.boundingBox())!.y;
const reais = (text: string) => Number(text.replace(/\./g, "").replace(",", "."));

/** The items' ids from top to bottom, as laid out. */
async function visualOrder(page: Page) {
  const sections = await page.getByTestId("label-item").all();
  const placed = await Promise.all(
    sections.map(async (section) => ({ id: await section.getAttribute("data-item"), y: await top(section) })),
  );
  return placed.sort((a, b) => a.y - b.y).map((entry) => entry.id);
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`the label, ${name}`, () => {
    test.use({ viewport });

    test("prices and fidelização come before a folded coverage; print restores the manual's order and every city", async ({
      page,
    }) => {
      await openLabel(page, COMBO);
      const order = await visualOrder(page);
      expect(order.slice(0, 4)).toEqual(["offer", "prices", "payment", "period"]);

      // Folded to its count and states, computed from the full list the printed sheet carries.
      const summary = page.getByTestId("label-coverage").locator("summary");
      // What is on screen (innerText): the hidden 'fechar lista' is not.
      await expect(summary).toHaveText(/^Abrangência: \d+ cidades \((ES e MG|ES|MG)\) · ver lista$/, {
        useInnerText: true,
      });
      const full = (await page.getByTestId("label-coverage-print").textContent()) ?? "";
      const byState = [...full.matchAll(/(ES|MG): ([^;.]+)/g)];
      const count = byState.reduce((sum, [, , names]) => sum + names!.split(", ").length, 0);
      const states = byState.map(([, state]) => state).join(" e ");
      await expect(summary).toContainText(`Abrangência: ${count} cidades (${states})`);
      expect(count).toBeGreaterThan(4);
      const firstCity = byState[0]![2]!.split(", ")[0]!;
      const list = page.getByTestId("label-coverage").locator("p");
      await expect(list).toBeHidden();
      await expect(page.getByTestId("label-coverage-print")).toBeHidden();
      await summary.click();
      await expect(list).toBeVisible();
      await expect(list).toContainText(firstCity);
      await expect(summary).toHaveText(/· fechar lista$/, { useInnerText: true });

      await page.emulateMedia({ media: "print" });
      await expect(page.getByTestId("label-coverage-print")).toBeVisible();
      await expect(page.getByTestId("label-coverage")).toBeHidden();
      await expect(page.getByTestId("label-actions")).toBeHidden();
      expect(await visualOrder(page)).toEqual(PRINT_ORDER);
    });

    test("a combo lists every service its card promises, each price alone, the total and the fine's benefit", async ({
      page,
    }) => {
      await openLabel(page, COMBO);
      expect(await lines(item(page, "services"))).toContain(
        "Telefonia fixa: ligações ilimitadas, incluídas no combo",
      );

      const prices = await lines(item(page, "prices"));
      expect(prices[0]).toBe("Preço de cada serviço do combo, se contratado sozinho:");
      const sumAt = prices.findIndex((line) => line.startsWith("Soma dos preços avulsos: "));
      const parts = prices.slice(1, sumAt).map((line) => line.match(/^(.+): R\$ ([\d.,]+)\/mês$/)!);
      expect(parts.map(([, service]) => service)).toEqual(
        expect.arrayContaining(["Max", "Looke", "Paramount+", expect.stringMatching(/ligações ilimitadas/)]),
      );
      const sum = parts.reduce((total, [, , price]) => total + reais(price!), 0);
      const stated = prices[sumAt]!.match(/R\$ ([\d.,]+)/)![1]!;
      expect(reais(stated)).toBeCloseTo(sum, 2);
      expect(prices[sumAt + 1]).toMatch(
        /^Combo com todos esses serviços: R\$ 99,00\/mês \(economia de R\$ [\d.,]+\/mês\)$/,
      );

      const payment = await lines(item(page, "payment"));
      expect(payment).toContain("Fidelidade de 12 meses");
      const benefit = payment.find((line) => line.startsWith("Benefício concedido pela fidelização: "));
      const [, whole, half] = benefit!.match(
        /^Benefício concedido pela fidelização: R\$ ([\d.,]+)\. A multa é calculada sobre esse valor, na proporção dos meses que faltarem: faltando 6 de 12 meses, no máximo R\$ ([\d.,]+)\.$/,
      )!;
      expect(reais(half!)).toBeCloseTo(reais(whole!) / 2, 2);
    });

    test("the label ends with 'Contrate online', 'Prefiro falar no WhatsApp' and 'Prefiro que me liguem', and says how to leave", async ({
      page,
    }) => {
      await openLabel(page, COMBO);
      const code = (await page.getByTestId("offer-code").textContent())!;
      const actions = page.getByTestId("label-actions");
      expect(await top(actions)).toBeGreaterThan(await top(item(page, "channels")));
      // Issue 68: 'Contrate online' with this offer first, the sales chat second.
      await expect(actions.getByRole("link", { name: `Contrate online ${COMBO}` })).toHaveAttribute(
        "href",
        `/contrate?oferta=${code}`,
      );
      const chat = actions.getByRole("link", { name: /^Prefiro falar no WhatsApp/ });
      const href = new URL((await chat.getAttribute("href"))!);
      expect(href.pathname).toBe(`/${SETTINGS.whatsappNumber}`);
      expect(href.searchParams.get("text")).toBe(`Olá! Quero assinar o ${COMBO} (oferta ${code}).`);
      const chatBox = (await chat.boundingBox())!;
      expect(chatBox.height).toBeGreaterThanOrEqual(44);

      const cancellation = await lines(item(page, "cancellation"));
      expect(cancellation[0]).toMatch(
        /^Como cancelar: a qualquer momento, pelo SAC .+ sem precisar passar por um atendente/,
      );
      expect(cancellation[1]).toContain("pode desistir em até 7 dias");
      expect(cancellation[1]).toContain("Código de Defesa do Consumidor, art. 49");
      expect(await lines(item(page, "channels"))).toContain(
        `Atendimento 24 horas, 7 dias por semana: ${SETTINGS.sac24hChannel}.`,
      );

      // From the home page's plans (a page of islands, decision 0049) the label is a page load: the visit's
      // city goes with it, and its chat names the city, where the offer is sold.
      await open(page, "/");
      await chooseCity(page, "Vitória");
      await page
        .getByTestId("plan-card")
        .getByRole("link", { name: /^Etiqueta da oferta / })
        .first()
        .click();
      await expect(page).toHaveURL(/\/ofertas\/[A-Z]+-[PE]\d+-V\d+$/);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      const labelChat = page
        .getByTestId("label-actions")
        .getByRole("link", { name: /^Prefiro falar no WhatsApp/ });
      expect(new URL((await labelChat.getAttribute("href"))!).searchParams.get("text")).toMatch(
        / em Vitória - ES\.$/,
      );
    });

    test("a label opened at its address is a text page: it prints, its chat names the visit's city, and 'Prefiro que me liguem' opens the form's page", async ({
      page,
    }) => {
      await openLabel(page, COMBO);
      const address = page.url();
      const code = (await page.getByTestId("offer-code").textContent())!;
      const scripts = recordScripts(page);
      await open(page, address);
      await expectTextPage(page, scripts);

      await page.evaluate(() => {
        const counted = window as unknown as { printed: number };
        counted.printed = 0;
        window.print = () => {
          counted.printed += 1;
        };
      });
      await page.getByRole("button", { name: "Imprimir etiqueta" }).click();
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
      const chat = page
        .getByTestId("label-actions")
        .getByRole("link", { name: /^Prefiro falar no WhatsApp/ });
      const chatText = async () => new URL((await chat.getAttribute("href"))!).searchParams.get("text");
      expect(await chatText()).toBe(`Olá! Quero assinar o ${COMBO} (oferta ${code}).`);

      // A visit that has a city where the offer is sold: the chat names it, as inside the app.
      await open(page, "/planos/vitoria-es");
      await open(page, address);
      expect(await chatText()).toBe(`Olá! Quero assinar o ${COMBO} (oferta ${code}) em Vitória - ES.`);
      // And 'Contrate online' carries that city (issue 68).
      await expect(
        page.getByTestId("label-actions").getByRole("link", { name: `Contrate online ${COMBO}` }),
      ).toHaveAttribute("href", new RegExp(`^/contrate\\?oferta=${code}&cidade=\\d+$`));

      await page
        .getByTestId("label-actions")
        .getByRole("button", { name: `Prefiro que me liguem (${COMBO})` })
        .click();
      await expect(page).toHaveURL(new RegExp(`/prefiro-que-me-liguem\\?plano=${code}$`));
      await expect(page.getByRole("main")).toContainText(COMBO);
    });

    test("a closed label gives its sales period up to its end, and offers no way to buy it", async ({
      page,
    }) => {
      await open(page, "/ofertas");
      await page
        .getByTestId("ofertas-encerradas")
        .getByTestId("offer-entry")
        .first()
        .getByRole("link")
        .click();
      const closedOn = (
        (await page.getByTestId("offer-closed").locator("p").first().textContent()) ?? ""
      ).match(/\d{2}\/\d{2}\/\d{4}/)![0];
      const period = await lines(item(page, "period"));
      expect(period.join(" ")).not.toContain("sem data de término");
      expect(period[0]).toMatch(new RegExp(`^Comercializada de \\d{2}/\\d{2}/\\d{4} a ${closedOn}\\.$`));
      await expect(page.getByTestId("label-actions")).toHaveCount(0);
    });

    test("the footer says how to cancel, the right of withdrawal and the channel open at every hour", async ({
      page,
    }) => {
      await open(page, "/quem-somos");
      const rights = page.getByTestId("footer-rights");
      await expect(rights.getByRole("heading", { name: "Seus direitos" })).toBeVisible();
      await expect(rights).toContainText("Como cancelar: a qualquer momento");
      await expect(rights).toContainText("pode desistir em até 7 dias");
      await expect(rights).toContainText("art. 49");
      await expect(rights).toContainText(
        `Atendimento 24 horas, 7 dias por semana: ${SETTINGS.sac24hChannel}.`,
      );
    });

    test("/ofertas opens on the visit's city; 'Limpar' shows every city again", async ({ page }) => {
      await open(page, "/");
      await chooseCity(page, "Vitória");
      await page.locator("footer").getByRole("link", { name: "Ofertas e etiquetas" }).click();
      await expect(page).toHaveURL(/\/ofertas\?cidade=vitoria-es$/);
      await expect(page.getByLabel("Filtrar por cidade")).toHaveValue("vitoria-es");
      await expect(page.getByText("À venda hoje em Vitória - ES.")).toBeVisible();
      await page.getByRole("link", { name: "Limpar" }).click();
      await expect(page).toHaveURL(/\/ofertas\?cidade=$/);
      await expect(page.getByLabel("Filtrar por cidade")).toHaveValue("");
      await expect(page.getByText("À venda hoje.")).toBeVisible();

      // Opened at its address (no client app, a page load), the same visit still opens on its city.
      await page.goto("/ofertas");
      await expect(page).toHaveURL(/\/ofertas\?cidade=vitoria-es$/);
      await expect(page.getByText("À venda hoje em Vitória - ES.")).toBeVisible();
      await page.getByRole("link", { name: "Limpar" }).click();
      await expect(page).toHaveURL(/\/ofertas\?cidade=$/);
      await expect(page.getByText("À venda hoje.")).toBeVisible();
    });

    test("the privacy policy names the encarregado; the jobs frame waits for a click the cookie policy explains", async ({
      page,
    }) => {
      await open(page, "/politica-privacidade");
      await expect(page.getByTestId("privacy-officer")).toHaveText(SETTINGS.privacyOfficerName);

      await open(page, "/cookies");
      await expect(page.getByRole("main")).toContainText("Carregar as vagas (site de terceiros)");

      await open(page, "/trabalhe-conosco");
      await expect(page.locator("iframe")).toHaveCount(0);
      const consent = page.getByTestId("frame-consent");
      await expect(consent).toContainText(
        `As vagas ficam em outro site (${new URL(SETTINGS.jobsUrl).host}), fora deste`,
      );
      const load = consent.getByRole("button", { name: "Carregar as vagas (site de terceiros)" });
      expect((await load.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await load.click();
      await expect(page.locator("iframe")).toHaveAttribute("src", new RegExp(`^${SETTINGS.jobsUrl}`));
    });
  });
}

test("Configurações refuses to save without the encarregado, in pt-BR, and changes nothing", async ({
  staffPage: page,
}) => {
  await open(page, "/intranet/configuracoes");
  const field = page.getByLabel("Encarregado de dados (obrigatório)");
  await expect(field).toHaveValue(SETTINGS.privacyOfficerName);
  await field.fill("");
  await page.getByRole("button", { name: "Salvar configurações" }).click();
  await expect(
    page.getByText("Informe o nome do encarregado pelo tratamento de dados (LGPD)."),
  ).toBeVisible();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Configurações salvas" })).toHaveCount(
    0,
  );
  await open(page, "/politica-privacidade");
  await expect(page.getByTestId("privacy-officer")).toHaveText(SETTINGS.privacyOfficerName);
});
