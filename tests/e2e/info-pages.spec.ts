import { expect, test } from "@playwright/test";
import { DEMO_SITE_SETTINGS as SETTINGS } from "../../src/server/db/seed-data";
import { expectAnswerOpen, open, question } from "./helpers";

// The links the spec lists without a route, the information pages, /cliente, /trabalhe-conosco
// and the not-found page, on the production build with the demo settings.

const REDIRECTS: Array<[string, string]> = [
  ["/internet", "/internet/fibra"],
  ["/internet-fibra", "/internet/fibra"],
  ["/planos-movel", "/movel"],
  ["/tv", "/streamings"],
  ["/telefonia", "/webcam"],
  ["/planos-empresas", "/empresas"],
  ["/privacidade", "/politica-privacidade"],
  ["/segunda-via", "/cliente/segunda-via"],
  ["/fatura", "/cliente/segunda-via"],
  ["/mudanca-senha", "/cliente/mudanca-senha"],
  ["/suporte-tecnico", "/suporte"],
  ["/noticias", "/blog"],
];

test("every alias answers a permanent redirect to its page, keeping the query", async ({
  request,
  baseURL,
}) => {
  for (const [from, to] of REDIRECTS) {
    const response = await request.get(`${from}?origem=rodape`, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    const location = new URL(response.headers().location ?? "", baseURL);
    expect(location.pathname + location.search, from).toBe(`${to}?origem=rodape`);
  }
});

test("/minha-conta without an ERP leads to the subscriber portal, as its old alias did", async ({
  request,
}) => {
  // The shared server has no ERP: 'Minha conta' (issue 67) needs one.
  const response = await request.get("/minha-conta", { maxRedirects: 0 });
  expect(response.status()).toBe(303);
  expect(new URL(response.headers().location ?? "", "http://x").pathname).toBe("/cliente");
});

test("/chat opens the WhatsApp sales chat with a greeting", async ({ request }) => {
  const response = await request.get("/chat", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  const location = new URL(response.headers().location ?? "");
  expect(location.host + location.pathname).toBe(`wa.me/${SETTINGS.whatsappNumber}`);
  expect(location.searchParams.get("text")).toContain(SETTINGS.companyName);
});

test("a footer alias followed inside the app lands on the real page", async ({ page }) => {
  await open(page, "/quem-somos");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacidade", exact: true }).click();
  await expect(page).toHaveURL(/\/politica-privacidade$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Política de privacidade");
  await page.getByRole("contentinfo").getByRole("link", { name: "Minha conta" }).click();
  await expect(page).toHaveURL(/\/cliente$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Portal do assinante");
});

const PAGES: Array<[string, string, string[]]> = [
  ["/quem-somos", "Quem somos", [SETTINGS.cnpj, SETTINGS.address]],
  ["/responsabilidade-social", "Responsabilidade social", [SETTINGS.salesEmail]],
  ["/imprensa", "Imprensa", [SETTINGS.salesEmail, SETTINGS.salesPhone, SETTINGS.cnpj]],
  [
    "/central-atendimento",
    "Central de atendimento",
    [SETTINGS.salesPhone, SETTINGS.supportEmail, SETTINGS.businessHours],
  ],
  ["/suporte", "Suporte técnico", [SETTINGS.salesPhone, SETTINGS.supportEmail]],
  ["/faq", "Perguntas frequentes", [SETTINGS.companyName]],
  [
    "/politica-privacidade",
    "Política de privacidade",
    [SETTINGS.cnpj, SETTINGS.address, SETTINGS.privacyEmail],
  ],
  ["/termos-uso", "Termos de uso", [SETTINGS.cnpj]],
  ["/cookies", "Política de cookies", [SETTINGS.companyName]],
  ["/cliente/segunda-via", "2ª via da fatura", []],
  ["/cliente/mudanca-senha", "Mudança de senha", []],
  ["/cliente/desbloqueio", "Desbloqueio de confiança", []],
  ["/consumo", "Acompanhe o seu consumo", []],
];

test("information pages are server-rendered with one h1, their own title and the company's details", async ({
  request,
}) => {
  for (const [path, heading, values] of PAGES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html.match(/<h1[\s>]/g), path).toHaveLength(1);
    expect(html, path).toContain(`>${heading}</h1>`);
    expect(html, path).toContain(`<title>${heading} | ${SETTINGS.companyName}</title>`);
    expect(html, path).toMatch(/<link rel="canonical" href="http:\/\/[^"]+"/);
    for (const value of values) expect(html, `${path}: ${value}`).toContain(value.replaceAll("&", "&amp;"));
  }
});

test("/suporte links the speed test from the settings, in a new tab, saying where it opens", async ({
  page,
}) => {
  await open(page, "/suporte");
  const section = page.getByRole("region", { name: "Teste de velocidade" });
  const link = section.getByRole("link", { name: "Testar a velocidade agora (abre em nova janela)" });
  await expect(link).toHaveAttribute("href", SETTINGS.speedTestUrl);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  await expect(section).toContainText("O teste abre em beta.simet.nic.br.");
});

test("the privacy policy's links to the ANPD and the law open a new tab, saying so; its own pages stay in the tab", async ({
  page,
}) => {
  await open(page, "/politica-privacidade");
  const body = page.getByTestId("page-body");
  for (const [name, href] of [
    [
      "Autoridade Nacional de Proteção de Dados (ANPD) (abre em nova janela)",
      "https://www.gov.br/anpd/pt-br",
    ],
    ["Lei nº 13.709/2018 (abre em nova janela)", /^https:\/\/www\.planalto\.gov\.br\//],
  ] as const) {
    const link = body.getByRole("link", { name, exact: true });
    await expect(link).toHaveAttribute("href", href);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  const cookies = body.getByRole("link", { name: "política de cookies", exact: true });
  await expect(cookies).toHaveAttribute("href", "/cookies");
  await expect(cookies).not.toHaveAttribute("target", /.*/);
});

test("/empresas' 'Ligue grátis' card calls the free-call number; the service centre names SAC and ouvidoria", async ({
  page,
}) => {
  await open(page, "/empresas");
  const contacts = page.getByRole("region", { name: "Fale com a gente" });
  const card = contacts
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Ligue grátis" }) });
  await expect(card.getByRole("link", { name: SETTINGS.freeCallPhone })).toHaveAttribute(
    "href",
    `tel:${SETTINGS.freeCallPhone.replace(/\D/g, "")}`,
  );
  // The paid sales line is not offered as the free one.
  await expect(contacts.getByText(SETTINGS.salesPhone)).toHaveCount(0);

  await open(page, "/central-atendimento");
  await expect(page.getByText("SAC (ligação gratuita)")).toBeVisible();
  const ombudsman = page.getByRole("region", { name: "Ouvidoria" });
  await expect(ombudsman.getByRole("link", { name: SETTINGS.ombudsmanPhone })).toBeVisible();
  await expect(ombudsman.getByRole("link", { name: SETTINGS.ombudsmanEmail })).toHaveAttribute(
    "href",
    `mailto:${SETTINGS.ombudsmanEmail}?subject=Ouvidoria`,
  );
});

test("self-service pages send the subscriber to the portal in a new tab", async ({ page }) => {
  await open(page, "/cliente/desbloqueio");
  await expect(page.getByRole("listitem").filter({ hasText: "Passo 1" })).toBeVisible();
  const portal = page.getByRole("link", { name: /Acessar o portal do assinante/ });
  await expect(portal).toHaveAttribute("href", new RegExp(`^${SETTINGS.subscriberPortalUrl}`));
  await expect(portal).toHaveAttribute("target", "_blank");
  // Without an ERP (this server has none) the page is as before: no lookup form (decision 0037).
  await expect(page.getByLabel("CPF ou CNPJ do titular")).toHaveCount(0);
});

test("/cliente frames the portal on request; the CSP frames the portal and jobs origins, and only https origins", async ({
  page,
}) => {
  const response = await open(page, "/cliente");
  const csp = response?.headers()["content-security-policy"] ?? "";
  // The portal's and the jobs page's origins, then those of the settings' other frames (the streaming guide,
  // the partner video's player: issue 59), and nothing but https origins.
  const frames = /frame-src ([^;]*);/.exec(csp)?.[1]?.split(" ") ?? [];
  expect(frames.slice(0, 2)).toEqual([
    new URL(SETTINGS.subscriberPortalUrl).origin,
    new URL(SETTINGS.jobsUrl).origin,
  ]);
  for (const origin of frames) expect(origin).toMatch(/^https:\/\/[^/]+$/);
  await expect(page.locator("iframe")).toHaveCount(0);
  await page.getByRole("link", { name: "Abrir o portal do assinante" }).click();
  const frame = page.locator("iframe");
  await expect(frame).toHaveAttribute("title", `Portal do assinante da ${SETTINGS.companyName}`);
  await expect(frame).toHaveAttribute("src", new RegExp(`^${SETTINGS.subscriberPortalUrl}`));
  await expect(frame).toHaveAttribute("sandbox", /allow-scripts/);
  await expect(page.getByRole("link", { name: /Abrir em nova aba/ })).toHaveAttribute("target", "_blank");
  await page.getByRole("link", { name: "Voltar ao site" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("/trabalhe-conosco frames the job listing, once asked, with a way home", async ({ page }) => {
  await open(page, "/trabalhe-conosco");
  // A third party's site: nothing of it loads before the visitor presses the button that says so.
  await expect(page.locator("iframe")).toHaveCount(0);
  await page.getByRole("button", { name: "Carregar as vagas (site de terceiros)" }).click();
  await expect(page.locator("iframe")).toHaveAttribute("src", new RegExp(`^${SETTINGS.jobsUrl}`));
  await expect(page.locator("iframe")).toHaveAttribute("title", `Vagas abertas na ${SETTINGS.companyName}`);
  await expect(page.getByRole("link", { name: "Voltar para a página inicial" })).toHaveAttribute("href", "/");
});

test("the FAQ opens one answer at a time and closes it again", async ({ page }) => {
  await open(page, "/faq");
  const first = question(page, "Quanto tempo leva a instalação?");
  const second = question(page, "Quais velocidades vocês oferecem?");
  await expect(page.getByText("instalação é feita em até 7 dias úteis")).toBeHidden();
  await first.click();
  await expect(page.getByText("instalação é feita em até 7 dias úteis")).toBeVisible();
  await second.click();
  await expectAnswerOpen(first, false);
  await expect(page.getByText("instalação é feita em até 7 dias úteis")).toBeHidden();
  await expect(page.getByText("vão de 350 Mega a 1 Giga")).toBeVisible();
  await second.click();
  await expectAnswerOpen(second, false);
  await expect(page.getByText("vão de 350 Mega a 1 Giga")).toBeHidden();
});

test("an unknown address answers 404 with the spec's text, one h1 and a way home", async ({ page }) => {
  const response = await open(page, "/cliente/nao-existe");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página não encontrada");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await page.getByRole("link", { name: "Voltar para a página inicial" }).click();
  await expect(page).toHaveURL(/\/$/);
});
