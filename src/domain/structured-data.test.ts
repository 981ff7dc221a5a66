import Validator from "@adobe/structured-data-validator";
import { describe, expect, it } from "vitest";
import {
  articleLd,
  breadcrumbLd,
  faqLd,
  jsonLdText,
  organizationId,
  organizationLd,
  productLd,
} from "./structured-data";

const ORIGIN = "https://www.exemplo.com.br";
const SETTINGS = {
  companyName: "Rede Exemplo",
  cnpj: "11.222.333/0001-81",
  address: "Rua das Flores, 10, Vitória - ES",
  sacPhone: "0800 123 4567",
  salesPhone: "(27) 3000-0000",
  facebookUrl: "https://facebook.com/exemplo",
  instagramUrl: "",
  youtubeUrl: "",
  linkedinUrl: "",
};
const VITORIA = { name: "Vitória", state: "ES" };
const PLAN = {
  name: "Fibra 500 Mega",
  downloadMbps: 500,
  price: 99.9,
  promoPrice: 79.9,
  promoMonths: 3,
  code: "RIT-P12-V3",
};

/** A node as the plain object it is (schema-dts' union types have no index signature). */
const plain = (node: unknown) => node as Record<string, unknown>;

/** Google's rich-result rules as Adobe's validator checks them; the errors only (warnings are advice). */
async function richResultErrors(nodes: Array<Record<string, unknown>>) {
  const byType: Record<string, unknown[]> = {};
  for (const node of nodes) {
    const type = String(node["@type"]);
    byType[type] = [...(byType[type] ?? []), { "@context": "https://schema.org", ...node }];
  }
  const issues = await new Validator().validate({
    jsonld: byType,
  });
  return issues.filter((issue) => issue.severity === "ERROR").map((issue) => issue.issueMessage);
}

describe("organizationLd", () => {
  it("names the company with its CNPJ as taxID, its address, its SAC phone and its profiles", async () => {
    const node = plain(organizationLd(SETTINGS, ORIGIN, "/icon-512.png"));
    expect(node).toMatchObject({
      "@type": "Organization",
      "@id": `${ORIGIN}/#organization`,
      name: "Rede Exemplo",
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/icon-512.png`,
      taxID: "11.222.333/0001-81",
      address: "Rua das Flores, 10, Vitória - ES",
      contactPoint: { "@type": "ContactPoint", telephone: "0800 123 4567", contactType: "customer service" },
      sameAs: ["https://facebook.com/exemplo"],
    });
    expect(await richResultErrors([node])).toEqual([]);
  });

  it("leaves out what the settings leave empty", () => {
    const node = organizationLd(
      { ...SETTINGS, cnpj: "", address: "", sacPhone: "", salesPhone: "", facebookUrl: "" },
      ORIGIN,
      "/icon-512.png",
    );
    expect(Object.keys(node).sort()).toEqual(["@id", "@type", "logo", "name", "url"]);
  });
});

describe("productLd", () => {
  it("offers the price paid now in BRL where it is sold, with its label's address", async () => {
    const node = plain(productLd(PLAN, ORIGIN, [VITORIA], "/og/ofertas/RIT-P12-V3.png"));
    expect(node).toMatchObject({
      "@type": "Product",
      name: "Fibra 500 Mega",
      sku: "RIT-P12-V3",
      image: `${ORIGIN}/og/ofertas/RIT-P12-V3.png`,
      brand: { "@id": organizationId(ORIGIN) },
      offers: {
        "@type": "Offer",
        price: "79.90",
        priceCurrency: "BRL",
        availability: "https://schema.org/InStock",
        areaServed: { "@type": "City", name: "Vitória - ES" },
        url: `${ORIGIN}/ofertas/RIT-P12-V3`,
      },
    });
    expect(await richResultErrors([node])).toEqual([]);
  });

  it("lists every city of an offer sold in several, and says when it is no longer sold", () => {
    const node = productLd(
      { ...PLAN, promoPrice: null, promoMonths: null },
      ORIGIN,
      [VITORIA, { name: "Serra", state: "ES" }],
      "/og/x.png",
      {
        current: false,
      },
    ) as { offers: Record<string, unknown> };
    expect(node.offers.price).toBe("99.90");
    expect(node.offers.availability).toBe("https://schema.org/Discontinued");
    expect(node.offers.areaServed).toEqual([
      { "@type": "City", name: "Vitória - ES" },
      { "@type": "City", name: "Serra - ES" },
    ]);
  });

  it("names the states of an offer sold in many cities", () => {
    const places = [
      ...Array.from({ length: 11 }, (_, i) => ({ name: `Cidade ${i}`, state: "ES" })),
      { name: "Juiz de Fora", state: "MG" },
    ];
    const node = productLd(PLAN, ORIGIN, places, "/og/x.png") as { offers: Record<string, unknown> };
    expect(node.offers.areaServed).toEqual([
      { "@type": "State", name: "ES", containedInPlace: { "@type": "Country", name: "BR" } },
      { "@type": "State", name: "MG", containedInPlace: { "@type": "Country", name: "BR" } },
    ]);
  });
});

describe("breadcrumbLd", () => {
  it("numbers the steps from 1, with absolute addresses", async () => {
    const node = breadcrumbLd(
      [{ name: "Ofertas e etiquetas", path: "/ofertas" }, { name: "RIT-P12-V3" }],
      ORIGIN,
    );
    expect(node).toEqual({
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Ofertas e etiquetas", item: `${ORIGIN}/ofertas` },
        { "@type": "ListItem", position: 2, name: "RIT-P12-V3" },
      ],
    });
    expect(await richResultErrors([plain(node)])).toEqual([]);
  });
});

describe("faqLd", () => {
  it("has each question with its accepted answer", () => {
    expect(faqLd([{ question: "Quanto tempo leva a instalação?", answer: "Até 7 dias úteis." }])).toEqual({
      "@type": "FAQPage",
      mainEntity: [
        {
          "@type": "Question",
          name: "Quanto tempo leva a instalação?",
          acceptedAnswer: { "@type": "Answer", text: "Até 7 dias úteis." },
        },
      ],
    });
  });
});

describe("articleLd", () => {
  it("has Google's Article fields and the company as publisher", () => {
    const node = articleLd(
      {
        id: "wi-fi-em-casa",
        title: "Wi-Fi em casa",
        excerpt: "Dicas",
        category: "Wi-Fi",
        author: "Ana",
        publishedAt: "2026-11-01T12:00:00.000Z",
        updatedAt: "2026-11-02T12:00:00.000Z",
      },
      ORIGIN,
      "/og/blog/wi-fi-em-casa.jpg",
      "Rede Exemplo",
    );
    expect(node).toMatchObject({
      "@type": "Article",
      headline: "Wi-Fi em casa",
      image: [`${ORIGIN}/og/blog/wi-fi-em-casa.jpg`],
      datePublished: "2026-11-01T12:00:00.000Z",
      author: { "@type": "Person", name: "Ana" },
      publisher: { "@type": "Organization", "@id": organizationId(ORIGIN), name: "Rede Exemplo" },
      mainEntityOfPage: `${ORIGIN}/blog/wi-fi-em-casa`,
    });
  });
});

describe("jsonLdText", () => {
  it("is one graph whose text cannot end its script element", () => {
    const text = jsonLdText([{ "@type": "Thing", name: "</script><script>alert(1)</script> & \u2028" }]);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({
      "@context": "https://schema.org",
      "@graph": [{ "@type": "Thing", name: "</script><script>alert(1)</script> & \u2028" }],
    });
  });
});
