import type { ProductLine } from "../../../domain";
import type { AccordionItem } from "../../../ui/components/accordion";
import type { IconName } from "../../../ui/components/icon";

export const PARTNER_REQUIREMENTS = [
  { title: "CNPJ ativo", text: "Sua empresa precisa estar com o CNPJ ativo e regular na Receita Federal." },
  {
    title: "E-mail profissional",
    text: "Um e-mail com o domínio da sua empresa, por onde enviamos contratos, materiais e avisos.",
  },
];

export const PARTNER_STEPS = [
  { title: "Cadastre-se", text: "Fale com nosso time comercial e envie os dados da sua empresa." },
  {
    title: "Análise do cadastro",
    text: "Conferimos o CNPJ e o e-mail profissional e apresentamos as condições.",
  },
  {
    title: "Treinamento",
    text: "Sua equipe recebe treinamento sobre os produtos e materiais de divulgação.",
  },
  {
    title: "Venda e acompanhe",
    text: "Ofereça nossos serviços aos seus clientes e acompanhe cada indicação.",
  },
];

export const PARTNER_BENEFITS = [
  { title: "Imagem", text: "Associe sua marca a uma operadora conhecida e confiável na região." },
  {
    title: "Eficiência",
    text: "Processo de venda simples, com suporte do nosso time comercial em cada etapa.",
  },
  {
    title: "Serviços integrados",
    text: "Internet e serviços adicionais em uma única oferta para o seu cliente.",
  },
  { title: "Soluções personalizadas", text: "Condições pensadas para o perfil e o tamanho do seu negócio." },
];

/**
 * How each product line the catalogue sells is presented to a partner; which lines show, and from what
 * price, comes from the offers on sale (startingPrices), so the page never sells what the provider does not.
 */
export const PARTNER_SERVICES: Record<ProductLine, { name: string; text: string; icon: IconName }> = {
  internet: {
    name: "Internet fibra",
    text: "Fibra óptica de ponta a ponta, com Wi-Fi e instalação gratuita.",
    icon: "wifi",
  },
  streaming: {
    name: "Internet com streaming",
    text: "Planos com aplicativos de filmes, séries, esportes e música inclusos.",
    icon: "clapperboard",
  },
  cameras: {
    name: "Internet com câmeras",
    text: "Câmeras de monitoramento com gravação na nuvem, vistas pelo celular.",
    icon: "cctv",
  },
  business: {
    name: "Planos empresariais",
    text: "Internet para empresas, com atendimento dedicado.",
    icon: "building-complex",
  },
};

export const PARTNER_FAQ: AccordionItem[] = [
  {
    question: "Quem pode ser parceiro?",
    answer:
      "Empresas com CNPJ ativo e um e-mail profissional, como lojas de informática, assistências técnicas, imobiliárias, escritórios e revendas que já atendem clientes na nossa área de cobertura.",
  },
  {
    question: "Há algum custo para participar?",
    answer: "Não. O cadastro é gratuito e não há mensalidade para fazer parte do programa de parceiros.",
  },
  {
    question: "Como é a remuneração?",
    answer:
      "O parceiro recebe comissão pelas vendas concluídas, ou seja, com o serviço instalado. Os valores e prazos de pagamento são apresentados na análise do cadastro e ficam no contrato.",
  },
  {
    question: "Quais serviços posso oferecer?",
    answer:
      "Os serviços listados em 'Serviços para oferecer', nesta página, sempre com os preços e as condições vigentes na cidade do cliente.",
  },
  {
    question: "Em quais cidades posso atuar?",
    answer:
      "Em todas as cidades da nossa área de cobertura: todo o estado e mais 18 municípios do estado vizinho. Confira a lista completa no mapa de cobertura.",
  },
];
