import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { axeViolations } from "./a11y";
import { expect, test } from "./fixtures";
import { open } from "./helpers";

// Configurações → 'Cobertura' (issue 56): an administrador orders the viability sources, uploads a KML of
// the served area, sees it on the map (over a local tile stub: no request leaves the machine), tests an
// address inside and one outside, and puts everything back (no source, no area: the CEP ranges answer).
test.describe.configure({ mode: "serial", timeout: 120_000 });

const KML = readFileSync(new URL("../../src/server/coverage/testdata/centro.kml", import.meta.url));
const TILES = "https://tiles.vitrine.test";
/** A 1×1 transparent PNG. */
const TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

test("an administrador uploads a KML that decides viability, sees it on the map and tests addresses", {
  tag: "@db",
}, async ({ staffPage: page }) => {
  let tiles = 0;
  await page.route(`${TILES}/**`, (route) => {
    tiles += 1;
    return route.fulfill({ status: 200, contentType: "image/png", body: TILE });
  });
  await open(page, "/intranet/configuracoes");
  const section = page.getByRole("region", { name: "Cobertura", exact: true });
  await expect(section.getByRole("heading", { level: 2, name: "Cobertura" })).toBeVisible();

  const settings = section.getByRole("form", { name: "Fontes de viabilidade" });
  await settings.getByLabel("1ª fonte").selectOption({ label: "Áreas desenhadas (KML/KMZ/GeoJSON)" });
  await settings.getByLabel("Endereço dos mapas (tiles)").fill(`${TILES}/{z}/{x}`);
  // A field with a hint keeps it beside its mistake.
  const cepService = settings.getByLabel("Serviço de CEP (compatível com ViaCEP)");
  const savedCepService = await cepService.inputValue();
  await cepService.fill("http://viacep.vitrine.test/ws");
  await settings.getByRole("button", { name: "Salvar cobertura" }).click();
  await expect(
    settings.getByText("O endereço dos mapas deve começar com https:// e conter {z}, {x} e {y}."),
  ).toBeVisible();
  await expect(cepService).toHaveAccessibleDescription(
    "Informe um endereço completo começando com https:// Traz a rua e o bairro do CEP na contratação online e leva a rua ao geocodificador. Vazio: desligado.",
  );
  await cepService.fill(savedCepService);
  await settings.getByLabel("Endereço dos mapas (tiles)").fill(`${TILES}/{z}/{x}/{y}.png`);
  await settings.getByRole("button", { name: "Salvar cobertura" }).click();
  await expect(toast(page, "Cobertura salva")).toBeVisible();

  const upload = section.getByRole("form", { name: "Enviar área de cobertura" });
  await upload.getByLabel("Nome da área").fill("Centro");
  await upload
    .getByLabel("Arquivo")
    .setInputFiles({ name: "cobertura.kml", mimeType: "application/xml", buffer: KML });
  await upload.getByRole("button", { name: "Enviar área" }).click();
  await expect(toast(page, "Área enviada")).toBeVisible();
  await expect(section.getByRole("row", { name: /Centro KML 1/ })).toBeVisible();
  await expect(section.getByTestId("coverage-map")).toHaveAttribute("data-areas", "1");
  await expect(section.locator(".leaflet-interactive")).toHaveCount(1);
  // The page's policy allows the tiles' origin from the next load on.
  expect(tiles).toBe(0);
  await page.reload();
  await expect(section.getByTestId("coverage-map")).toHaveAttribute("data-areas", "1");
  await expect.poll(() => tiles).toBeGreaterThan(0);

  const tester = section.getByRole("form", { name: "Testar um endereço" });
  await tester.getByLabel("CEP").fill("29100-001");
  await tester.getByLabel("Número").fill("120");
  await tester.getByLabel("Coordenadas (opcional)").fill("-20.33, -40.29");
  await tester.getByRole("button", { name: "Testar" }).click();
  const results = section.getByRole("status").filter({ hasText: "Resposta ao visitante" });
  await expect(results).toContainText(
    "Resposta ao visitante: confirmado, por Áreas desenhadas (KML/KMZ/GeoJSON).",
  );
  await expect(results.getByRole("row", { name: /Faixas de CEP das cidades/ })).toContainText("provável");

  await tester.getByLabel("Coordenadas (opcional)").fill("-20.345, -40.27");
  await tester.getByRole("button", { name: "Testar" }).click();
  await expect(results).toContainText("Resposta ao visitante: sem viabilidade, por Áreas desenhadas");
  await expect(results).toContainText("Fora de todas as áreas enviadas.");
  expect(
    await axeViolations(page, "Cobertura", { include: "section[aria-labelledby=coverage-heading]" }),
  ).toEqual([]);

  // Put back: the area removed, no source; the CEP ranges answer again.
  await section.getByRole("button", { name: "Remover Centro" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remover", exact: true }).click();
  await expect(toast(page, "Área removida")).toBeVisible();
  await expect(section.getByText("Nenhuma área enviada.")).toBeVisible();
  await settings.getByLabel("1ª fonte").selectOption({ label: "Nenhuma" });
  await settings.getByLabel("Endereço dos mapas (tiles)").fill("");
  await settings.getByRole("button", { name: "Salvar cobertura" }).click();
  await expect(toast(page, "Cobertura salva")).toBeVisible();
  await tester.getByRole("button", { name: "Testar" }).click();
  await expect(results).toContainText("Resposta ao visitante: provável, por Faixas de CEP das cidades.");
});
