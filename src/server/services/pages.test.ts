import { describe, expect, it } from "vitest";
import { COMPANY_NAME_PLACEHOLDER } from "../../domain";
import { renderMarkdown } from "../content/markdown";
import { STARTING_PAGES } from "../db/seed-pages";
import { toPublicPage } from "./pages";

const page = (key: string) => {
  const seed = STARTING_PAGES.find((item) => item.key === key)!;
  return {
    ...seed,
    id: 1,
    bodyHtml: renderMarkdown(seed.body),
    imageUrl: "",
    imageWidth: null,
    imageHeight: null,
    imageAlt: "",
    createdAt: "2026-11-26T00:00:00.000Z",
    updatedAt: "2026-11-26T00:00:00.000Z",
  };
};

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#60;/g, "<");

describe("editable pages' starting texts", () => {
  it("render word for word the prose the site shipped in code", () => {
    const cookies = toPublicPage(page("cookies"), "Conecta Serra Net");
    expect(cookies.lead).toBe(
      "O site da Conecta Serra Net não usa cookies de rastreamento, de publicidade nem de análise de audiência.",
    );
    expect(cookies.html).toContain(
      "<p>O site grava um único cookie, e só para a equipe: o <strong>cookie de sessão</strong> criado quando um funcionário entra na área restrita, que mantém a pessoa conectada e some quando ela sai (ou em até 7 dias). Quem apenas visita o site não recebe cookie nenhum.</p>",
    );
    expect(textOf(cookies.html)).toContain(
      "(botão “Carregar as vagas (site de terceiros)”), que ficam em outro site.",
    );
    const about = toPublicPage(page("quem-somos"), "Conecta Serra Net");
    expect(textOf(about.html)).toContain(
      "Hoje a Conecta Serra Net oferece planos residenciais e empresariais, combos com os principais serviços de streaming e monitoramento por câmeras, sempre com instalação gratuita.",
    );
    expect(about.html).toContain('<a href="/webcam">Câmeras de monitoramento</a> com acesso pelo celular.');
  });

  it("fill in the company's name, escaped for the HTML", () => {
    const about = toPublicPage(page("quem-somos"), 'Rede <Sul> & "Norte"');
    expect(about.html).not.toContain(COMPANY_NAME_PLACEHOLDER);
    expect(about.html).toContain("Hoje a Rede &#60;Sul&#62; &#38; &#34;Norte&#34; oferece");
    expect(about.html).not.toContain("<Sul>");
    expect(about.lead).toContain('A Rede <Sul> & "Norte" é um provedor');
  });
});
