import { expect, test } from "@playwright/test";
import { SITE_PAGES } from "../../src/site/features/search/site-pages";
import { open } from "./helpers";

// In order, in one worker: the searches share the loopback address's limit, and the last test spends it.
test.describe.configure({ mode: "default" });

// City pages, the coverage map and the site search: server-rendered, found by search engines and
// usable without any script.

type City = { id: number; name: string; state: string };
type Plan = { id: number; name: string; cameraCount: number };

async function activeCities(request: import("@playwright/test").APIRequestContext): Promise<City[]> {
  const { cities } = (await (await request.get("/api/cities")).json()) as { cities: City[] };
  return cities;
}

test("a city page is in the HTML itself: its title, canonical link and every plan of the city", async ({
  request,
  baseURL,
}) => {
  const vitoria = (await activeCities(request)).find((city) => city.name === "Vitória")!;
  const { plans } = (await (await request.get(`/api/cities/${vitoria.id}/plans`)).json()) as {
    plans: Plan[];
  };
  expect(plans.length).toBeGreaterThan(0);

  const response = await request.get("/planos/vitoria-es");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<title>Internet fibra em Vitória - ES \| [^<]+<\/title>/);
  expect(html).toContain(`<link rel="canonical" href="${new URL(baseURL!).origin}/planos/vitoria-es">`);
  expect(html).toMatch(/<meta name="description" content="[^"]*Vitória - ES[^"]*"/);
  for (const plan of plans) expect(html).toContain(plan.name);
  expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
});

test("a city page works with scripts off: no city modal, every plan shown, its button names plan and city", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/planos/vitoria-es");
  await expect(page.getByRole("heading", { level: 1, name: "Internet fibra em Vitória - ES" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const internet = page.getByRole("region", { name: "Planos de internet em Vitória", exact: true });
  const cards = internet.getByTestId("offer-card");
  expect(await cards.count()).toBeGreaterThan(0);
  const first = cards.first();
  const name = await first.getByRole("heading", { level: 3 }).textContent();
  // Issue 68: 'Assinar' is 'Contrate online' with the offer and the city; the sales chat is second.
  await expect(first.getByRole("link", { name: new RegExp(`^Assinar ${name}`) })).toHaveAttribute(
    "href",
    /^\/contrate\?oferta=RIT-P\d+-V\d+&cidade=\d+$/,
  );
  const buy = first.getByRole("link", { name: new RegExp(`Prefiro falar no WhatsApp \\(${name}`) });
  await expect(buy).toHaveAttribute("target", "_blank");
  await expect(buy).toHaveAttribute("rel", "noopener noreferrer");
  const message = new URL((await buy.getAttribute("href"))!).searchParams.get("text");
  expect(message).toContain(name);
  expect(message).toContain("Vitória - ES");
  await expect(page.getByRole("region", { name: "Internet + Câmera em Vitória", exact: true })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Planos para empresas em Vitória", exact: true }),
  ).toBeVisible();
  await context.close();
});

test("an unknown or inactive city's page is a real 404 with the not-found page", async ({
  request,
  page,
}) => {
  for (const path of ["/planos/cidade-que-nao-existe", "/planos/pocrane-mg"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toMatch(/<h1[^>]*>Página não encontrada<\/h1>/);
  }
  const response = await page.goto("/planos/pocrane-mg");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Página não encontrada" })).toBeVisible();
  // The site's header and footer stay around it: the visitor is still on the site.
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

test("/planos/Vitoria-ES redirects to the one address of the page", async ({ request }) => {
  const response = await request.get("/planos/Vitoria-ES", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("/planos/vitoria-es");
});

test("the coverage map links every active city's page, grouped by state", async ({ page, request }) => {
  const cities = await activeCities(request);
  await open(page, "/mapa-cobertura");
  await expect(page.getByRole("heading", { level: 1, name: "Mapa de cobertura" })).toBeVisible();
  // The whole of Espírito Santo first, then the neighbouring towns of Minas Gerais, each with its count.
  expect(cities.filter((city) => city.state === "ES")).toHaveLength(78);
  expect(cities.filter((city) => city.state === "MG")).toHaveLength(18);
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
    "Espírito Santo (ES)",
    "Minas Gerais (MG)",
  ]);
  await expect(
    page.getByText(
      "Atendemos 96 cidades em 2 estados: Espírito Santo (78 cidades) e Minas Gerais (18 cidades).",
    ),
  ).toBeVisible();
  const espiritoSanto = page.getByRole("region", { name: /Espírito Santo/ });
  await expect(espiritoSanto.getByText("78 cidades com cobertura")).toBeVisible();
  await expect(espiritoSanto.getByRole("listitem")).toHaveCount(78);
  const minas = page.getByRole("region", { name: /Minas Gerais/ });
  await expect(minas.getByText("18 cidades com cobertura")).toBeVisible();
  await expect(minas.getByRole("link", { name: "Espera Feliz - MG" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Estados atendidos" }).getByRole("link")).toHaveText([
    "Espírito Santo (78 cidades)",
    "Minas Gerais (18 cidades)",
  ]);
  for (const city of cities) {
    const slug = city.name
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-");
    await expect(page.locator(`main a[href="/planos/${slug}-${city.state.toLowerCase()}"]`)).toHaveCount(1);
  }
  await expect(page.getByRole("link", { name: /Pocrane/ })).toHaveCount(0);
  await espiritoSanto.getByRole("link", { name: "Vitória - ES" }).click();
  await expect(page).toHaveURL(/\/planos\/vitoria-es$/);
  await expect(page.getByRole("heading", { level: 1, name: "Internet fibra em Vitória - ES" })).toBeVisible();
});

test("the header search works without scripts and matches regardless of accents and case", async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await page.goto("/");
  const search = page.getByRole("searchbox", { name: "Buscar no site" });
  await search.fill("VITORIA");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/busca\?q=VITORIA$/);
  await expect(page.getByRole("heading", { level: 1, name: "Resultados da busca" })).toBeVisible();
  await expect(page.getByTestId("search-count")).toContainText(/\d+ resultados? encontrados? para/);
  await expect(
    page
      .getByRole("region", { name: /Cidades atendidas/ })
      .getByRole("link", { name: "Internet fibra em Vitória - ES" }),
  ).toHaveAttribute("href", "/planos/vitoria-es");

  await page.goto("/busca?q=c%C3%A2mera");
  const accented = (await page.getByTestId("search-count").textContent()) ?? "";
  // One answer per normalised query (trimmed, lower case): "CAMERA" is the search for "camera".
  await page.goto("/busca?q=CAMERA");
  expect(await page.getByTestId("search-count").textContent()).toBe(accented.replace("câmera", "camera"));
  await expect(
    page.getByRole("region", { name: /Páginas/ }).getByRole("link", { name: "Câmeras de segurança" }),
  ).toBeVisible();

  // Blog articles and streaming pages are found too, each by its own title.
  await page.goto("/busca?q=fibra+optica");
  await expect(
    page
      .getByRole("region", { name: /Páginas/ })
      .getByRole("link", { name: "Fibra óptica: o que muda na sua conexão" }),
  ).toHaveAttribute("href", "/blog/fibra-optica-o-que-muda");
  await page.goto("/busca?q=globoplay");
  await expect(
    page.getByRole("region", { name: /Páginas/ }).getByRole("link", { name: "Como ativar o Globoplay" }),
  ).toHaveAttribute("href", "/streaming/globoplay");
  await context.close();
});

test("a search with no match says so and suggests where to go; the query is shown as text only", async ({
  page,
  request,
}) => {
  const query = '<img src=x onerror="alert(1)">zzqx';
  await open(page, `/busca?q=${encodeURIComponent(query)}`);
  await expect(page.getByTestId("search-count")).toHaveText(`Nenhum resultado encontrado para ${query}`);
  await expect(page.locator("main img")).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("link", { name: "Internet fibra" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Cidades atendidas" })).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "O que você procura?" })).toHaveValue(query);
  await expect(page.locator("h1")).toHaveCount(1);

  // A query is answered once and kept, normalised: " FIBRA " is the same page as "fibra".
  const response = await request.get(`/busca?q=${encodeURIComponent("fibra")}`);
  const again = await request.get(`/busca?q=${encodeURIComponent(" FIBRA ")}&utm_source=x`);
  const body = await response.body();
  expect((await again.body()).equals(body)).toBe(true);
  expect(body.toString()).toContain('name="robots" content="noindex"');
  const long = await request.get(`/busca?q=${"a".repeat(5000)}`);
  expect(long.status()).toBe(200);
  expect(/<q[^>]*>(a+)<\/q>/.exec(await long.text())?.[1]).toHaveLength(80);
});

test("every page the search index names is a real page", async ({ request }) => {
  const broken: string[] = [];
  for (const { path } of SITE_PAGES) {
    const response = await request.get(path);
    if (response.status() >= 400) broken.push(`${path} → ${response.status()}`);
  }
  expect(broken, `Search results would lead to:\n${broken.join("\n")}`).toEqual([]);
});

// Last in this file: it spends the loopback address's searches (they come back at one every 2 s), and no
// later spec searches.
test("too many searches from one address get the site's error page in Portuguese, not a search", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  let round = 0;
  // Searches come back at one every 2 s: on a slow machine one may have come back between spending the
  // last and opening the page, which then shows results. Then the whole round again.
  await expect(async () => {
    round++;
    let refused: Awaited<ReturnType<typeof request.get>> | undefined;
    for (let i = 0; i < 30 && !refused; i++) {
      const response = await request.get(`/busca?q=${encodeURIComponent(`limite ${round} ${i}`)}`);
      if (response.status() === 429) refused = response;
      else expect(response.status()).toBe(200);
    }
    expect(refused, "the limit never answered").toBeTruthy();
    expect(refused!.headers()["retry-after"]).toBe("10");
    await page.goto("/busca?q=mais+uma");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Muitas buscas em pouco tempo", {
      timeout: 2_000,
    });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByText("Aguarde alguns segundos e tente novamente.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Voltar para a página inicial" })).toHaveAttribute("href", "/");
});
