import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import {
  FAKE_CEP_ADDRESSES,
  type FakeCepAddress,
  startFakeCepAddress,
} from "../../src/server/testing/fake-cep-address";
import { type FakeGeocoder, startFakeGeocoder } from "../../src/server/testing/fake-geocoder";
import { FAKE_IXC_COVERED_POINT } from "../../src/server/testing/fake-ixc";
import { axeViolations } from "./a11y";
import { expect, test } from "./fixtures";
import {
  type SpawnedServer,
  seededDataDir,
  signInAdministrador,
  startServer,
  waitForHealth,
} from "./spawned-server";

// 'Contrate online' (issue 56) as a visitor on a phone: the whole sign-up without scripts (every step a
// plain form posting to /contrate) up to its protocol, which the console's Contratações then lists; and,
// with scripts, an address the network does not reach: the waiting list, each step it shows checked by axe
// (axe runs as a script: the journey without scripts is checked for its outcome only).

/** Vitória's CEP in the demo catalogue (its ranges sell plans); a CEP no city's ranges hold. */
const COVERED_CEP = "29010-000";
const UNCOVERED_CEP = "69900-000";

let nextAddress = 0;
async function phone(
  browser: import("@playwright/test").Browser,
  baseURL: string,
  javaScriptEnabled: boolean,
) {
  const slot = (test.info().workerIndex % 200) + 1;
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: "pt-BR",
    javaScriptEnabled,
    // An address of its own (RFC 2544's test range): the per-address limits count this test apart.
    extraHTTPHeaders: { "X-Forwarded-For": `198.18.${slot}.${(nextAddress++ % 250) + 1}` },
  });
  return { context, page: await context.newPage() };
}

async function expectNoAxeViolations(page: Page, label: string) {
  expect(await axeViolations(page, label)).toEqual([]);
}

test("without scripts: viability, plan, data and photos, summary, protocol", { tag: "@db" }, async ({
  browser,
  baseURL,
  adminApi,
  staffPage,
}) => {
  const { context, page } = await phone(browser, baseURL!, false);
  // The visit lands from a campaign's link (issue 57): the sign-up keeps that first touch.
  await page.goto("/?utm_source=instagram&utm_campaign=black-friday");
  await page.goto("/contrate");
  await expect(page.getByRole("heading", { level: 1, name: "Contrate online" })).toBeVisible();
  await page.getByLabel("CEP").fill(COVERED_CEP);
  await page.getByLabel("Número").fill("120");
  await page.getByRole("button", { name: "Consultar viabilidade" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Escolha seu plano" })).toBeVisible();
  await page
    .getByRole("button", { name: /^Contratar/ })
    .first()
    .click();

  await expect(page.getByRole("heading", { level: 1, name: "Seus dados" })).toBeVisible();
  // A CPF with wrong check digits comes back marked, with what was typed.
  await page.getByLabel("Nome completo").fill("Ana Beatriz Souza");
  await page.getByLabel("CPF").fill("529.982.247-26");
  await page.getByLabel("Data de nascimento").fill("1990-05-20");
  await page.getByLabel("E-mail").fill("ana.souza@example.com");
  await page.getByRole("textbox", { name: "WhatsApp" }).fill("(27) 99876-5432");
  await page.getByLabel("Rua").fill("Rua das Palmeiras");
  await page.getByLabel("Bairro").fill("Jardim da Penha");
  await page.getByLabel("Dia de vencimento").selectOption({ index: 1 });
  // Only slots with room are offered (issue 68): never a Sunday, the default windows being Monday to Saturday.
  const preferred = page.getByLabel("Horário preferido");
  const offered = await preferred.locator("option:not([value=''])").allTextContents();
  expect(offered.length).toBeGreaterThan(1);
  expect(offered.filter((text) => text.startsWith("domingo"))).toEqual([]);
  await preferred.selectOption({ index: 1 });
  await page.getByLabel("Outro horário possível").selectOption({ index: 2 });
  await page.getByRole("button", { name: "Ver o resumo da contratação" }).click();
  await expect(page.getByLabel("CPF")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("CPF inválido. Confira os números.")).toBeVisible();
  await expect(page.getByLabel("Nome completo")).toHaveValue("Ana Beatriz Souza");

  await page.getByLabel("CPF").fill("529.982.247-25");
  await page.getByLabel("Foto de um documento com foto (RG ou CNH)").setInputFiles({
    name: "rg.png",
    mimeType: "image/png",
    // A 1×1 PNG: re-encoded by the server as a JPEG.
    buffer: Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    ),
  });
  await page.getByRole("button", { name: "Ver o resumo da contratação" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Resumo da contratação" })).toBeVisible();
  await expect(page.getByRole("link", { name: /etiqueta da oferta/ })).toHaveAttribute(
    "href",
    /^\/ofertas\//,
  );
  await expect(page.getByText(/por ser uma contratação fora do estabelecimento.*art\. 49/)).toBeVisible();
  await expect(page.getByText("Documento com foto")).toBeVisible();
  // Nothing personal in the address bar, at any step.
  expect(page.url()).toMatch(/\/contrate$/);
  // The summary's key rides in a hidden field (what a reload or a copied form would post again).
  const draft = await page.locator('input[name="draft"]').inputValue();
  await page.getByLabel(/Li e aceito o resumo da contratação/).check();
  await page.getByRole("button", { name: "Confirmar contratação" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Contratação recebida!" })).toBeVisible();
  const protocol = ((await page.getByTestId("protocolo").textContent()) ?? "").trim();
  expect(protocol).toMatch(/^CT-\d{8}-[A-Z0-9]{6}$/);
  // No SMTP server in Configurações: the page promises no e-mail (decision 0071).
  await expect(page.getByText("Enviamos o protocolo para o seu e-mail.")).toHaveCount(0);
  // Issue 66, L10: once accepted, the key opens nothing: not the summary, not the protocol again.
  for (const [form, status] of [
    [{ step: "confirm", draft, accept: "on" }, 409],
    [{ step: "confirm", draft }, 400],
  ] as const) {
    const again = await context.request.post("/contrate", { form, headers: { origin: baseURL! } });
    expect(again.status()).toBe(status);
    const html = await again.text();
    expect(html).toContain("Esta contratação já foi concluída.");
    for (const secret of ["Ana Beatriz", "Jardim da Penha", "529.982.247-25", protocol])
      expect(html).not.toContain(secret);
  }
  await context.close();

  const { signUps } = await adminApi.get<{
    signUps: { protocol: string; name: string; documents: string[]; attribution: unknown }[];
  }>("/sign-ups");
  expect(signUps.find((signUp) => signUp.protocol === protocol)).toMatchObject({
    name: "Ana Beatriz Souza",
    documents: ["identity"],
    attribution: { landing: "/", source: "instagram", campaign: "black-friday" },
  });

  // Issue 66, L9: the console's Contratações still opens the photo in a new tab (a same-origin request).
  await staffPage.setViewportSize({ width: 1440, height: 900 });
  await staffPage.goto("/intranet/contratacoes");
  const row = staffPage.getByRole("row").filter({ hasText: protocol });
  const [photo] = await Promise.all([
    staffPage.waitForEvent("popup"),
    row.getByRole("link", { name: "Ver documento com foto" }).click(),
  ]);
  await photo.waitForLoadState();
  expect(photo.url()).toMatch(/\/api\/admin\/sign-ups\/\d+\/documents\/identity$/);
  expect(await photo.evaluate(() => document.contentType)).toBe("image/jpeg");
  await photo.close();
});

test("with scripts: an address the fibre does not reach joins the waiting list", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await phone(browser, baseURL!, true);
  await page.goto("/contrate");
  await expectNoAxeViolations(page, "/contrate");
  await page.getByLabel("CEP").fill(UNCOVERED_CEP);
  await page.getByLabel("Número").fill("42");
  await page.getByRole("button", { name: "Consultar viabilidade" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Ainda não chegamos ao seu endereço" }),
  ).toBeVisible();
  await expectNoAxeViolations(page, "/contrate sem viabilidade");
  await page.getByRole("textbox", { name: "Nome" }).fill("Paulo Rocha");
  await page.getByRole("textbox", { name: "WhatsApp" }).fill("(68) 99911-2233");
  await page.getByRole("button", { name: "Entrar na lista de espera" }).click();
  await expect(page.getByText("Pronto! Você está na lista de espera.", { exact: false })).toBeFocused();
  await context.close();
});

test("'Usar minha localização' is offered only with a geocoder: without one, the CEP form alone", async ({
  browser,
  baseURL,
}) => {
  // The shared browser test server has no geocoder in Configurações → Cobertura: the button must not show
  // even where the phone grants its location. The journey with one is below, on a server of its own.
  const context = await browser.newContext({
    baseURL: baseURL!,
    viewport: { width: 390, height: 844 },
    locale: "pt-BR",
    geolocation: { latitude: -20.3155, longitude: -40.3128 },
    permissions: ["geolocation"],
  });
  await context.grantPermissions(["geolocation"]);
  const page = await context.newPage();
  await page.goto("/contrate");
  await expect(page.getByRole("button", { name: "Consultar viabilidade" })).toBeVisible();
  await expect(page.getByLabel("CEP")).toBeVisible();
  await expect(page.getByRole("button", { name: "Usar minha localização" })).toHaveCount(0);
  await context.close();
});

// With a geocoder and a CEP service (issue 56, point 1; decision 0071): a server of this block's own,
// started with COVERAGE_ALLOW_HTTP=true so Configurações → 'Cobertura' takes the local fakes' http://
// addresses (a Nominatim-compatible geocoder and a ViaCEP-compatible service; no request leaves the
// machine), and a KML of the served area as the only source. The shared server stays without them.
test.describe("with a geocoder and a CEP service in 'Cobertura'", () => {
  test.describe.configure({ mode: "serial" });

  const ADMIN = { email: "admin.cobertura@vitrine.test", password: "senha-admin-cobertura-123" };
  const KML = readFileSync(new URL("../../src/server/coverage/testdata/centro.kml", import.meta.url));
  /** The fake CEP service's CEP on Rua das Palmeiras, inside Vila Velha's ranges and the KML's area. */
  const PALMEIRAS_CEP = "29100-001";

  let geocoder: FakeGeocoder;
  let cepService: FakeCepAddress;
  let server: SpawnedServer;
  let baseURL: string;
  let addressCount = 0;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    [geocoder, cepService] = await Promise.all([startFakeGeocoder(), startFakeCepAddress()]);
    server = await startServer({
      DATA_DIR: await seededDataDir("vitrine-contrate-"),
      TRUST_PROXY: "true",
      WEB_CONCURRENCY: "1",
      COVERAGE_ALLOW_HTTP: "true",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    baseURL = `http://localhost:${server.port}`;
    await waitForHealth(baseURL);
    // The administrador enrols in two-factor sign-in (decision 0025), then sets 'Cobertura' as the
    // console's form does: the KML's area first, the geocoder and the CEP service at the fakes' addresses.
    const admin = await signInAdministrador(baseURL, ADMIN, "198.51.100.210");
    try {
      const area = await admin.post("/api/admin/coverage-areas", {
        data: { name: "Centro", fileName: "cobertura.kml", contentBase64: KML.toString("base64") },
      });
      expect(area.status(), await area.text()).toBe(201);
      const saved = await admin.put("/api/admin/coverage", {
        data: {
          order: ["poligonos"],
          boxDistanceMeters: 250,
          geocoderUrl: geocoder.url,
          geocoderKey: "",
          cepAddressUrl: cepService.url,
          tileUrl: "",
        },
      });
      expect(saved.ok(), await saved.text()).toBe(true);
    } finally {
      await admin.dispose();
    }
  });

  test.afterAll(async () => {
    server?.kill();
    await Promise.all([geocoder?.close(), cepService?.close()]);
  });

  /** A phone of its own at this server, from an address of its own (the per-address limits). */
  async function visitorPhone(
    browser: Browser,
    options: { javaScriptEnabled: boolean; geolocation?: { latitude: number; longitude: number } },
  ) {
    addressCount += 1;
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      locale: "pt-BR",
      javaScriptEnabled: options.javaScriptEnabled,
      ...(options.geolocation ? { geolocation: options.geolocation } : {}),
      extraHTTPHeaders: { "X-Forwarded-For": `198.18.250.${addressCount}` },
    });
    if (options.geolocation) await context.grantPermissions(["geolocation"], { origin: baseURL });
    return { context, page: await context.newPage() };
  }

  test("'Usar minha localização' on a phone: the reverse geocoder's address, then the plans sold there", async ({
    browser,
  }) => {
    // The phone stands at the house the fake geocoder knows: Rua das Palmeiras, 120, CEP 29101-010.
    const { context, page } = await visitorPhone(browser, {
      javaScriptEnabled: true,
      geolocation: { latitude: FAKE_IXC_COVERED_POINT.lat, longitude: FAKE_IXC_COVERED_POINT.lng },
    });
    await page.goto("/contrate");
    const locate = page.getByRole("button", { name: "Usar minha localização" });
    await expect(locate).toBeVisible();
    await expectNoAxeViolations(page, "/contrate com localização");
    const reverses = () => geocoder.queries.filter((query) => query.has("lat")).length;
    const before = reverses();
    await locate.click();

    // The point decided by the KML's area ('confirmado'), the address named from the reverse answer.
    await expect(page.getByRole("heading", { level: 1, name: "Escolha seu plano" })).toBeVisible();
    await expect(
      page.getByText("Temos viabilidade no seu endereço: CEP 29101-010, nº 120, Vila Velha."),
    ).toBeVisible();
    expect(reverses()).toBe(before + 1);
    // The phone's point is in no URL.
    expect(page.url()).toMatch(/\/contrate$/);
    await page
      .getByRole("button", { name: /^Contratar/ })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Seus dados" })).toBeVisible();
    await expect(page.getByText("CEP 29101-010, nº 120 — Vila Velha.")).toBeVisible();
    await context.close();
  });

  for (const javaScriptEnabled of [true, false])
    test(`${javaScriptEnabled ? "with" : "without"} scripts: a typed CEP brings its Rua and Bairro from the CEP service, still editable`, async ({
      browser,
    }) => {
      const { context, page } = await visitorPhone(browser, { javaScriptEnabled });
      await page.goto("/contrate");
      await page.getByLabel("CEP").fill(PALMEIRAS_CEP);
      await page.getByLabel("Número").fill("120");
      await page.getByRole("button", { name: "Consultar viabilidade" }).click();
      // The CEP service's street goes to the geocoder, whose point the KML's area holds.
      await expect(page.getByRole("heading", { level: 1, name: "Escolha seu plano" })).toBeVisible();
      await expect(
        page.getByText("Temos viabilidade no seu endereço: CEP 29100-001, nº 120, Vila Velha."),
      ).toBeVisible();
      expect(cepService.asked).toContain("29100001");
      await page
        .getByRole("button", { name: /^Contratar/ })
        .first()
        .click();

      await expect(page.getByRole("heading", { level: 1, name: "Seus dados" })).toBeVisible();
      const known = FAKE_CEP_ADDRESSES["29100001"]!;
      await expect(page.getByLabel("Rua")).toHaveValue(known.logradouro);
      await expect(page.getByLabel("Bairro")).toHaveValue(known.bairro);
      await expect(page.getByLabel("Rua")).toBeEditable();
      await context.close();
    });
});
