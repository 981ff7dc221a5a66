import { describe, expect, it } from "vitest";
import { COMPANY_NAME_PLACEHOLDER } from "../../domain";
import { renderMarkdown } from "../content/markdown";
import { STARTING_PAGES } from "../db/seed-pages";
import { type PageValues, toPublicPage } from "./pages";

const VALUES: PageValues = {
  companyName: "Conecta Serra Net",
  cnpj: "98.765.432/0001-10",
  privacyEmail: "dpo@conectaserra.example",
  referralRetention: "3 meses",
  leadRetention: "45 dias",
  signUpRetention: "90 dias",
};

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
    isActive: true,
    publishAt: null,
    unpublishAt: null,
    published: null,
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
    const cookies = toPublicPage(page("cookies"), VALUES);
    expect(cookies.lead).toBe(
      "O site da Conecta Serra Net só usa cookies de análise ou de marketing com a sua permissão, dada no aviso de cookies.",
    );
    expect(cookies.html).toContain(
      "<p>O funcionário que entra na área restrita recebe um <strong>cookie de sessão</strong>, que o mantém conectado e some quando ele sai (ou em até 7 dias). Quem chega por um link de campanha recebe um cookie que guarda só os parâmetros desse link e a página de entrada, até fechar o navegador. A lista completa, por categoria, está no fim desta página.</p>",
    );
    expect(textOf(cookies.html)).toContain(
      "(botão “Carregar as vagas (site de terceiros)”), que ficam em outro site.",
    );
    const about = toPublicPage(page("quem-somos"), VALUES);
    expect(textOf(about.html)).toContain(
      "Hoje a Conecta Serra Net oferece planos residenciais e empresariais, combos com os principais serviços de streaming e monitoramento por câmeras, sempre com instalação gratuita.",
    );
    expect(about.html).toContain('<a href="/webcam">Câmeras de monitoramento</a> com acesso pelo celular.');
  });

  it("fill in the company's name, escaped for the HTML", () => {
    const about = toPublicPage(page("quem-somos"), { ...VALUES, companyName: 'Rede <Sul> & "Norte"' });
    expect(about.html).not.toContain(COMPANY_NAME_PLACEHOLDER);
    expect(about.html).toContain("Hoje a Rede &#60;Sul&#62; &#38; &#34;Norte&#34; oferece");
    expect(about.html).not.toContain("<Sul>");
    expect(about.lead).toContain('A Rede <Sul> & "Norte" é um provedor');
  });

  it("the privacy policy, the terms, the anti-fraud page and the FAQ keep the words they had in code", () => {
    const privacy = toPublicPage(page("politica-privacidade"), VALUES);
    expect(privacy.lead).toBe(
      "Como a Conecta Serra Net trata os dados pessoais de quem visita este site, de acordo com a Lei Geral de Proteção de Dados (LGPD, Lei nº 13.709/2018).",
    );
    expect(privacy.html).toContain(
      "<li><strong>Cidade escolhida.</strong> Serve para mostrar os planos vendidos na sua cidade. Fica no armazenamento de sessão do seu navegador (session storage) durante a visita, para que as outras páginas já mostrem os planos dela, e é apagada quando você fecha a aba. Se você marcar “Lembrar minha cidade neste aparelho”, ela fica no armazenamento local do navegador (local storage) e o site já a mostra nas próximas visitas, até você escolher outra cidade ou limpar os dados do site no navegador. Não é gravada nos nossos servidores.</li>",
    );
    // Issue 68 (LGPD art. 9): every processor the site calls is named.
    for (const processor of [
      "Nosso sistema de gestão (ERP).",
      "Serviço de consulta de CEP.",
      "Serviço de localização (geocodificação).",
      "RD Station (marketing).",
      "Nosso servidor de e-mail (SMTP).",
      "WhatsApp Cloud API (Meta).",
    ])
      expect(privacy.html).toContain(`<li><strong>${processor}</strong>`);
    // The retention periods are the configured ones, not fixed figures.
    expect(textOf(privacy.html)).toContain("Dados de indicação: até 3 meses depois do envio");
    expect(textOf(privacy.html)).toContain("Pedidos de contato: até 45 dias depois do envio");
    expect(privacy.html).toContain("<h2>Pedidos de contato</h2>");
    expect(privacy.html).toContain(
      'Envie o seu pedido para <a href="mailto:dpo@conectaserra.example?subject=Privacidade%20-%20LGPD">dpo@conectaserra.example</a>, informando o seu nome e o que deseja.',
    );
    expect(privacy.html).toContain(
      '<a href="https://www.gov.br/anpd/pt-br" target="_blank" rel="noopener noreferrer">Autoridade Nacional de Proteção de Dados (ANPD)<span class="sr-only"> (abre em nova janela)</span></a>',
    );
    expect(privacy.html).not.toMatch(/\{[a-z-]+\}/);

    const terms = toPublicPage(page("termos-uso"), VALUES);
    expect(terms.html).toContain(
      "<p>Este site apresenta os planos e serviços da Conecta Serra Net (CNPJ 98.765.432/0001-10) e leva você aos nossos canais de venda e atendimento. A contratação de um serviço segue o contrato de prestação de serviço e as regras da Anatel, não estes termos.</p>",
    );
    expect(terms.html).toContain(
      'Dúvidas? Fale com a <a href="/central-atendimento">central de atendimento</a>.',
    );

    const antiFraud = toPublicPage(page("protecao-golpes"), VALUES);
    expect(antiFraud.html).toBe(
      "<p><strong>Atenção:</strong> a Conecta Serra Net nunca pede dados pessoais, senhas ou dados bancários por telefone, SMS, WhatsApp ou e-mail.</p>\n",
    );
    const faq = toPublicPage(page("faq"), VALUES);
    expect(faq.lead).toBe("As dúvidas mais comuns de quem é ou quer ser cliente da Conecta Serra Net.");
    expect(faq.html).toContain('Não encontrou a resposta? Fale com a <a href="/central-atendimento">');
  });

  it("a setting that is not set leaves no gap: no '(CNPJ )', the service centre for the privacy contact", () => {
    const unset = { ...VALUES, cnpj: "", privacyEmail: "" };
    const terms = toPublicPage(page("termos-uso"), unset);
    expect(terms.html).toContain("Este site apresenta os planos e serviços da Conecta Serra Net e leva você");
    expect(terms.html).not.toContain("CNPJ");
    const privacy = toPublicPage(page("politica-privacidade"), unset);
    expect(privacy.html).toContain(
      'Envie o seu pedido para <a href="/central-atendimento">central de atendimento</a>, informando',
    );
  });

  it("visitors read the page's last publication, not a later draft", () => {
    const draft = { ...page("faq"), title: "Rascunho", isActive: false };
    const published = toPublicPage({ ...draft, published: { ...page("faq"), title: "Publicada" } }, VALUES);
    expect(published.title).toBe("Publicada");
  });
});
