import type { PageKey } from "../../domain";
import { COMPANY_NAME_PLACEHOLDER as NAME } from "../../domain";
import { escapeMarkdown } from "../content/markdown";

// The editable pages' starting texts (decision 0041): the prose the site shipped in code, word for word,
// seeded once per page (seed.ts' ensureStartingContent) and edited in the console since. Each text is
// escaped (escapeMarkdown) so it renders back to exactly the words it had; the company's name is the
// placeholder the page fills with the settings' name.

/** A piece of a paragraph: words, a link inside the site, or words in bold. */
type Part = string | { link: string; to: string } | { strong: string };

const inline = (...parts: Part[]) =>
  parts
    .map((part) => {
      if (typeof part === "string") return escapeMarkdown(part);
      if ("link" in part) return `[${escapeMarkdown(part.link)}](${part.to})`;
      return `**${escapeMarkdown(part.strong)}**`;
    })
    .join("");
const heading = (text: string) => `## ${escapeMarkdown(text)}`;
const list = (...items: string[]) => items.map((item) => `- ${item}`).join("\n");
const markdown = (...blocks: string[]) => blocks.join("\n\n");

export type StartingPage = {
  key: PageKey;
  title: string;
  lead: string;
  body: string;
  seoTitle: string;
  seoDescription: string;
};

export const STARTING_PAGES: readonly StartingPage[] = [
  {
    key: "quem-somos",
    title: "Quem somos",
    seoTitle: "Quem somos",
    seoDescription:
      "Conheça o provedor regional de internet fibra, combos com streaming e câmeras da sua cidade.",
    lead: `A ${NAME} é um provedor regional de internet: levamos fibra óptica, combos com streaming e câmeras de monitoramento para casas e empresas das cidades onde estamos.`,
    body: markdown(
      heading("Nossa história"),
      inline(
        "Nascemos para conectar quem mora longe dos grandes centros com a mesma qualidade das capitais. Crescemos cidade a cidade, com rede própria de fibra, equipe técnica da região e atendimento feito por gente que conhece a sua rua.",
      ),
      inline(
        `Hoje a ${NAME} oferece planos residenciais e empresariais, combos com os principais serviços de streaming e monitoramento por câmeras, sempre com instalação gratuita.`,
      ),
      heading("O que fazemos"),
      list(
        inline(
          { link: "Internet fibra", to: "/internet/fibra" },
          " para a sua casa, com Wi-Fi e instalação gratuita.",
        ),
        inline({ link: "Combos", to: "/combos" }, " de internet com streaming e câmeras."),
        inline({ link: "Câmeras de monitoramento", to: "/webcam" }, " com acesso pelo celular."),
        inline({ link: "Soluções para empresas", to: "/empresas" }, ", com suporte dedicado."),
      ),
      heading("No que acreditamos"),
      list(
        inline("Atendimento próximo, com respostas claras e sem letras miúdas."),
        inline("Rede bem cuidada: manutenção preventiva e equipe técnica na região."),
        inline("Respeito aos seus dados e à sua privacidade."),
        inline("Compromisso com as cidades onde atuamos."),
      ),
      inline(
        "Saiba mais sobre o nosso ",
        { link: "compromisso social", to: "/responsabilidade-social" },
        ".",
      ),
    ),
  },
  {
    key: "responsabilidade-social",
    title: "Responsabilidade social",
    seoTitle: "Responsabilidade social",
    seoDescription: "Nossos compromissos com a inclusão digital, o trabalho na região e o meio ambiente.",
    lead: `Internet de qualidade muda a vida de uma cidade. Por isso a ${NAME} assume compromissos com as pessoas e os lugares onde atua.`,
    body: markdown(
      heading("Inclusão digital"),
      inline(
        "Levamos a fibra a bairros e distritos que costumam ficar por último e apoiamos escolas, bibliotecas e associações de moradores que querem ensinar o uso seguro da internet, de crianças a idosos.",
      ),
      heading("Trabalho e renda na região"),
      inline(
        "Sempre que possível, contratamos e formamos técnicos, atendentes e vendedores das próprias cidades onde estamos, e compramos de fornecedores locais. ",
        { link: "Veja as vagas abertas", to: "/trabalhe-conosco" },
        ".",
      ),
      heading("Meio ambiente"),
      list(
        inline(
          "Roteadores, cabos e equipamentos recolhidos são reaproveitados ou enviados para reciclagem por empresas licenciadas.",
        ),
        inline(
          "A fibra óptica gasta menos energia que as redes antigas de cobre para levar a mesma quantidade de dados.",
        ),
        inline("Planejamos as rotas da rede para reduzir deslocamentos das equipes."),
      ),
      heading("Segurança e acessibilidade"),
      inline(
        "Orientamos nossos clientes contra golpes digitais na página de ",
        { link: "proteção contra golpes", to: "/cliente/protecao-golpes" },
        " e mantemos este site acessível, com as opções da página de ",
        { link: "acessibilidade", to: "/acessibilidade" },
        ".",
      ),
    ),
  },
  {
    key: "imprensa",
    title: "Imprensa",
    seoTitle: "Imprensa",
    seoDescription: "Contato da assessoria de imprensa, dados da empresa e redes sociais.",
    lead: `Jornalistas e produtores de conteúdo encontram aqui o contato da assessoria e as informações oficiais da ${NAME}.`,
    body: markdown(
      heading("Notícias e novidades"),
      inline(
        `As novidades da ${NAME} e dicas sobre tecnologia estão no nosso `,
        { link: "blog", to: "/blog" },
        ".",
      ),
    ),
  },
  {
    key: "cookies",
    title: "Política de cookies",
    seoTitle: "Política de cookies",
    seoDescription:
      "O site não usa cookies de rastreamento: só o cookie de sessão da equipe e preferências guardadas no seu navegador.",
    lead: `O site da ${NAME} não usa cookies de rastreamento, de publicidade nem de análise de audiência.`,
    body: markdown(
      heading("O único cookie do site"),
      inline(
        "O site grava um único cookie, e só para a equipe: o ",
        { strong: "cookie de sessão" },
        " criado quando um funcionário entra na área restrita, que mantém a pessoa conectada e some quando ela sai (ou em até 7 dias). Quem apenas visita o site não recebe cookie nenhum.",
      ),
      heading("Preferências guardadas no seu navegador"),
      inline(
        "Sem usar cookies, o site guarda no armazenamento local do seu navegador (local storage) apenas as preferências que você escolher: o modo escuro e as opções de ",
        { link: "acessibilidade", to: "/acessibilidade" },
        " (tamanho da fonte e alto contraste). Elas não são enviadas para nós. Para apagá-las, limpe os dados deste site nas configurações do navegador.",
      ),
      inline("A cidade que você escolhe não é gravada: vale só durante a visita."),
      heading("Sites de terceiros"),
      inline(
        "Quando você sai do site por um link (WhatsApp, portal do assinante, serviços de streaming), o outro site pode usar os próprios cookies, sob as regras dele.",
      ),
      inline(
        "Duas páginas mostram outro site dentro delas, e só depois de você pedir: o ",
        { link: "portal do assinante", to: "/cliente" },
        " (botão “Abrir o portal do assinante”) e as vagas de ",
        { link: "Trabalhe conosco", to: "/trabalhe-conosco" },
        " (botão “Carregar as vagas (site de terceiros)”), que ficam em outro site. Enquanto você não aperta o botão, nada desses sites é carregado; depois, eles podem gravar os próprios cookies no seu navegador, sob as regras deles.",
      ),
      heading("Saiba mais"),
      inline(
        "Veja como tratamos os seus dados na ",
        { link: "política de privacidade", to: "/politica-privacidade" },
        ".",
      ),
    ),
  },
];
