import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EMPTY_SITE_SETTINGS, type SiteSettings } from "../../../domain";
import { FooterContent } from "./footer";

const layoutHtml = (settings: SiteSettings) => ({
  footer: renderToStaticMarkup(<FooterContent settings={settings} />),
});

const DEMO_SITE_SETTINGS: SiteSettings = {
  ...EMPTY_SITE_SETTINGS,
  companyName: "Rede Ipê Telecom",
  cnpj: "11.222.333/0001-81",
  address: "Av. das Palmeiras, 1000, Sala 12 - Centro, Vitória - ES, 29000-000",
  whatsappNumber: "5527999990000",
  instagramUrl: "https://www.instagram.com/redeipe.example",
  sacPhone: "0800 000 0000",
  ombudsmanPhone: "0800 000 0001",
  ombudsmanEmail: "ouvidoria@redeipe.example",
  googlePlayUrl: "https://play.google.com/store/apps/details?id=example.redeipe.cliente&hl=pt_BR",
  appStoreUrl: "https://apps.apple.com/br/app/rede-ipe-cliente/id0000000000",
  reclameAquiUrl: "https://www.reclameaqui.com.br/empresa/rede-ipe/",
  googleReviewsUrl: "https://g.page/r/rede-ipe/review",
};

// The footer is server HTML, rendered by the layout: what it shows is what this markup holds.

describe("the footer", () => {
  it("names who sells and where a consumer complains, from the settings", () => {
    const { footer } = layoutHtml(DEMO_SITE_SETTINGS);
    expect(footer).toContain("CNPJ 11.222.333/0001-81");
    expect(footer).toContain(DEMO_SITE_SETTINGS.address);
    expect(footer).toContain('href="tel:08000000000"');
    expect(footer).toContain('href="tel:08000000001"');
    expect(footer).toContain('href="mailto:ouvidoria@redeipe.example"');
    expect(footer).toContain('href="tel:1331"');
    expect(footer).toContain(`href="${DEMO_SITE_SETTINGS.instagramUrl}"`);
    expect(footer).toContain(`href="${DEMO_SITE_SETTINGS.googlePlayUrl.replaceAll("&", "&amp;")}"`);
    expect(footer).toContain(`href="${DEMO_SITE_SETTINGS.appStoreUrl}"`);
    expect(footer).toMatch(/<a href="\/ofertas"[^>]*>Ofertas e etiquetas<\/a>/);
  });

  it("says how to cancel, the right of withdrawal and which SAC channel answers at any hour", () => {
    const { footer } = layoutHtml({ ...DEMO_SITE_SETTINGS, sac24hChannel: "WhatsApp (27) 99999-0000" });
    expect(footer).toContain(
      "Como cancelar: a qualquer momento, pelo SAC 0800 000 0000 ou pelo WhatsApp (27) 9 9999-0000",
    );
    expect(footer).toContain("pode desistir em até 7 dias");
    expect(footer).toContain("Código de Defesa do Consumidor, art. 49");
    expect(footer).toContain("Atendimento 24 horas, 7 dias por semana: WhatsApp (27) 99999-0000.");
    expect(layoutHtml(DEMO_SITE_SETTINGS).footer).not.toContain("Atendimento 24 horas");
  });

  it("links the company's Reclame Aqui page and Google reviews, each only when set", () => {
    const { footer } = layoutHtml(DEMO_SITE_SETTINGS);
    expect(footer).toMatch(/<nav aria-label="Reputação">/);
    expect(footer).toMatch(
      /href="https:\/\/www.reclameaqui.com.br\/empresa\/rede-ipe\/"[^>]*>.*Reclame Aqui/,
    );
    expect(footer).toMatch(/href="https:\/\/g.page\/r\/rede-ipe\/review"[^>]*>.*Avaliações no Google/);
    const onlyGoogle = layoutHtml({ ...DEMO_SITE_SETTINGS, reclameAquiUrl: "" }).footer;
    expect(onlyGoogle).not.toContain("Reclame Aqui");
    expect(onlyGoogle).toContain("Avaliações no Google");
  });

  it("shows each score with the day it was read beside its link (issue 59)", () => {
    const { footer } = layoutHtml({
      ...DEMO_SITE_SETTINGS,
      reclameAquiScore: "8,7",
      reclameAquiScoreOn: "2026-11-20",
      googleRating: "4,6",
      googleReviewCount: "1200",
      googleRatingOn: "2026-11-21",
    });
    expect(footer).toMatch(/reclameaqui[^>]*>.*Reclame Aqui: Ótimo, 8,7.*nota de 20\/11\/2026/);
    expect(footer).toMatch(/g.page[^>]*>.*Avaliações no Google: 4,6 de 5 \(1.200\).*nota de 21\/11\/2026/);
  });

  it("folds its link groups into <details> and leaves room for the WhatsApp button", () => {
    const { footer } = layoutHtml(DEMO_SITE_SETTINGS);
    expect(footer.match(/<details /g)).toHaveLength(3);
    expect(footer).not.toMatch(/<details[^>]* open/);
    expect(footer).toContain("pb-24");
  });

  it("shows nothing for an empty setting but Anatel's line and the offers", () => {
    const { footer } = layoutHtml(EMPTY_SITE_SETTINGS);
    for (const absent of [
      "CNPJ",
      "SAC",
      "Ouvidoria",
      "Google Play",
      "App Store",
      "Instagram",
      "Redes sociais",
      "Reputação",
      "Reclame Aqui",
      "Avaliações no Google",
      "pb-24",
    ])
      expect(footer).not.toContain(absent);
    expect(footer).toContain('href="tel:1331"');
    expect(footer).toContain("Ofertas e etiquetas");
  });
});
