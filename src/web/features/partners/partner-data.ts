import type { AccordionItem } from "../../components/ui/accordion";

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
    text: "Internet, móvel, TV e entretenimento em uma única oferta para o seu cliente.",
  },
  { title: "Soluções personalizadas", text: "Condições pensadas para o perfil e o tamanho do seu negócio." },
];

export const PARTNER_SERVICES = [
  {
    name: "Internet fibra",
    price: "99,90",
    text: "Fibra óptica de ponta a ponta, com Wi-Fi e instalação gratuita.",
  },
  {
    name: "Móvel",
    price: "49,90",
    text: "Planos de celular com internet, ligações ilimitadas e aplicativos.",
  },
  { name: "TV", price: "69,90", text: "Canais ao vivo e conteúdos sob demanda para toda a família." },
  {
    name: "Entretenimento",
    price: "29,90",
    text: "Aplicativos de streaming de filmes, séries, música e esportes.",
  },
];

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
      "Internet fibra, planos móveis, TV e aplicativos de entretenimento, sozinhos ou em combos, sempre com os preços e as condições vigentes na cidade do cliente.",
  },
  {
    question: "Em quais cidades posso atuar?",
    answer:
      "Em todas as cidades da nossa área de cobertura: todo o estado e mais 18 municípios do estado vizinho. Confira a lista completa no mapa de cobertura.",
  },
];
