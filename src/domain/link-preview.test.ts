import { describe, expect, it } from "vitest";
import {
  brandColor,
  cheapestOffer,
  cityPreviewSvg,
  DEFAULT_BRAND_COLOR,
  darker,
  fitLine,
  offerPreviewSvg,
  sitePreviewSvg,
  webManifest,
} from "./link-preview";

const OFFER = { name: "Fibra 500 Mega", downloadMbps: 500, price: 99.9, promoPrice: 79.9, promoMonths: 3 };

describe("offerPreviewSvg", () => {
  it("draws the plan, its speed, the price now and after, and the city, 1200×630", () => {
    const svg = offerPreviewSvg({
      company: "Rede Exemplo",
      color: "#2d4fc4",
      offer: OFFER,
      place: "Vitória - ES",
    });
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="630"/);
    expect(svg).toContain(">Rede Exemplo<");
    expect(svg).toContain(">Fibra 500 Mega<");
    expect(svg).toContain(">500 Mega · Vitória - ES<");
    expect(svg).toContain(">R$ 79,90/mês<");
    expect(svg).toContain(">nos 3 primeiros meses, depois R$ 99,90/mês<");
  });

  it("escapes what staff typed", () => {
    const svg = offerPreviewSvg({
      company: "A & B <script>",
      color: "#2d4fc4",
      offer: { ...OFFER, name: '"Plano" <b>' },
      place: "X",
    });
    expect(svg).not.toContain("<script>");
    expect(svg).not.toContain("<b>");
    expect(svg).toContain("A &#38; B &#60;script&#62;");
  });
});

describe("cityPreviewSvg", () => {
  it("names the city, how many plans and the cheapest one's price", () => {
    const svg = cityPreviewSvg({
      company: "Rede Exemplo",
      color: "#2d4fc4",
      city: { name: "Vitória", state: "ES" },
      offer: { ...OFFER, promoPrice: null, promoMonths: null },
      planCount: 4,
    });
    expect(svg).toContain(">Vitória - ES<");
    expect(svg).toContain(">A partir de: Fibra 500 Mega<");
    expect(svg).toContain(">4 planos na cidade · veja todos no site<");
    expect(svg).toContain(">R$ 99,90/mês<");
  });
});

describe("sitePreviewSvg", () => {
  it("names the speed when the plan's name does not", () => {
    const svg = cityPreviewSvg({
      company: "Rede Exemplo",
      color: "#2d4fc4",
      city: { name: "Serra", state: "ES" },
      offer: { ...OFFER, name: "Plano Família" },
      planCount: 1,
    });
    expect(svg).toContain(">A partir de: Plano Família · 500 Mega<");
    expect(svg).toContain(">1 plano na cidade · veja todos no site<");
  });

  it("has the company's name", () => {
    expect(
      sitePreviewSvg({ company: "Rede Exemplo", color: "#2d4fc4", tagline: "Internet fibra" }),
    ).toContain(">Rede Exemplo<");
  });
});

describe("helpers", () => {
  it("takes a typed colour or the default", () => {
    expect(brandColor("#AA0011")).toBe("#aa0011");
    expect(brandColor("red")).toBe(DEFAULT_BRAND_COLOR);
    expect(brandColor("")).toBe(DEFAULT_BRAND_COLOR);
    expect(darker("#ff8000", 0.5)).toBe("#804000");
  });

  it("cuts long lines with an ellipsis", () => {
    expect(fitLine("abc", 5)).toBe("abc");
    expect(fitLine("abcdefgh", 5)).toBe("abcd…");
  });

  it("picks the offer paid least at first", () => {
    const a = { ...OFFER, name: "A", price: 90, promoPrice: null, promoMonths: null };
    const b = { ...OFFER, name: "B", price: 120, promoPrice: 70, promoMonths: 2 };
    expect(cheapestOffer([a, b])?.name).toBe("B");
    expect(cheapestOffer([])).toBeUndefined();
  });

  it("writes the manifest from the settings", () => {
    expect(webManifest({ company: "Rede Exemplo Telecom", color: "#123456" })).toMatchObject({
      name: "Rede Exemplo Telecom",
      short_name: "Rede Exempl…",
      theme_color: "#123456",
      icons: [
        { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
        { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      ],
    });
  });
});
