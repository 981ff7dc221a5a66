// A fictitious provider for demos and tests. Municipalities are real; names, numbers and marks are invented.
import type { BrazilianState } from "../../domain";

import {
  type BusinessPlanRow,
  bannerRow,
  businessPlanRow,
  type PlanRow,
  planRow,
  streamingBannerRow,
} from "./factories";

export const DEMO_SITE_SETTINGS = {
  companyName: "Rede Ipê Telecom",
  cnpj: "11.222.333/0001-81",
  address: "Av. das Palmeiras, 1000, Sala 12 - Centro, Vitória - ES, 29000-000",
  salesPhone: "(27) 3000-0000",
  whatsappNumber: "5527999990000",
  subscriberPortalUrl: "https://cliente.redeipe.example",
  jobsUrl: "https://vagas.redeipe.example",
  salesEmail: "vendas@redeipe.example",
  supportEmail: "suporte@redeipe.example",
  privacyEmail: "privacidade@redeipe.example",
  businessHours: "Segunda a sexta, das 8h às 20h; sábados, das 8h às 14h",
  statClientsValue: "1M+",
  statClientsLabel: "clientes ativos",
  statCitiesValue: "570+",
  statCitiesLabel: "cidades com cobertura",
  statChannelsValue: "150+",
  statChannelsLabel: "canais",
  facebookUrl: "https://www.facebook.com/redeipe.example",
  instagramUrl: "https://www.instagram.com/redeipe.example",
  youtubeUrl: "https://www.youtube.com/@redeipe.example",
  linkedinUrl: "https://www.linkedin.com/company/redeipe-example",
};

/** [name, state, active]: Espírito Santo, plus 18 municipalities of neighbouring Minas Gerais. */
export const DEMO_CITIES: ReadonlyArray<readonly [string, BrazilianState, boolean]> = [
  ["Vitória", "ES", true],
  ["Vila Velha", "ES", true],
  ["Serra", "ES", true],
  ["Cariacica", "ES", true],
  ["Viana", "ES", true],
  ["Guarapari", "ES", true],
  ["Linhares", "ES", true],
  ["Colatina", "ES", true],
  ["São Mateus", "ES", true],
  ["Cachoeiro de Itapemirim", "ES", true],
  ["Aracruz", "ES", true],
  ["Nova Venécia", "ES", true],
  ["Barra de São Francisco", "ES", true],
  ["Santa Teresa", "ES", true],
  ["Domingos Martins", "ES", true],
  ["Venda Nova do Imigrante", "ES", true],
  ["Afonso Cláudio", "ES", true],
  ["Castelo", "ES", true],
  ["Marataízes", "ES", true],
  ["Anchieta", "ES", true],
  ["Alegre", "ES", true],
  ["Iúna", "ES", true],
  ["Baixo Guandu", "ES", true],
  ["Pinheiros", "ES", false],
  ["Aimorés", "MG", true],
  ["Resplendor", "MG", true],
  ["Conselheiro Pena", "MG", true],
  ["Mantena", "MG", true],
  ["Itueta", "MG", true],
  ["Santa Rita do Itueto", "MG", true],
  ["Alto Rio Novo", "MG", true],
  ["Central de Minas", "MG", true],
  ["São João do Manteninha", "MG", true],
  ["Nova Belém", "MG", true],
  ["Mutum", "MG", true],
  ["Lajinha", "MG", true],
  ["Manhuaçu", "MG", true],
  ["Manhumirim", "MG", true],
  ["Carangola", "MG", true],
  ["Espera Feliz", "MG", true],
  ["Caiana", "MG", false],
  ["Caparaó", "MG", false],
];

/** The demo plans; `inMinas`: offered outside Espírito Santo too. */
export const DEMO_PLANS: ReadonlyArray<PlanRow & { inMinas: boolean }> = [
  {
    ...planRow({ name: "Fibra 350 Mega", speed: "350 Mb/s", price: 89.9, streamings: ["Looke"] }),
    inMinas: true,
  },
  {
    ...planRow({ name: "Fibra 500 Mega", speed: "500 Mb/s", price: 99.9, streamings: ["Looke", "Max"] }),
    inMinas: true,
  },
  {
    ...planRow({
      name: "Fibra 600 Mega",
      speed: "600 Mb/s",
      price: 109.9,
      streamings: ["Globoplay", "Deezer"],
    }),
    inMinas: true,
  },
  {
    ...planRow({
      name: "Fibra 750 Mega",
      speed: "750 Mb/s",
      price: 129,
      streamings: ["Max", "Looke", "Telecine", "Premiere"],
      badge: "MAIS VENDIDO",
    }),
    inMinas: true,
  },
  {
    ...planRow({
      name: "Fibra 1 Giga",
      speed: "1000 Mb/s",
      price: 199.9,
      streamings: ["Max", "Globoplay", "Telecine", "Looke", "Premiere", "Deezer"],
    }),
    inMinas: false,
  },
  {
    ...planRow({
      name: "Fibra 600 Mega + Câmera",
      speed: "600 Mb/s",
      price: 139,
      streamings: ["Looke"],
      cameraCount: 1,
    }),
    inMinas: true,
  },
  {
    ...planRow({
      name: "Fibra 750 Mega + 2 Câmeras",
      speed: "750 Mb/s",
      price: 169.9,
      streamings: ["Looke", "Max"],
      cameraCount: 2,
    }),
    inMinas: true,
  },
  {
    ...planRow({
      name: "Fibra 1 Giga + 5 Câmeras",
      speed: "1000 Mb/s",
      price: 299.9,
      streamings: ["Max", "Globoplay", "Looke"],
      cameraCount: 5,
    }),
    inMinas: false,
  },
  {
    ...planRow({
      name: "Combo 750 Mega + Streaming",
      speed: "750 Mb/s",
      price: 99,
      type: "Combo",
      streamings: ["Max", "Looke", "Paramount+"],
    }),
    inMinas: true,
  },
  {
    ...planRow({
      name: "Combo 750 Mega + Globoplay",
      speed: "750 Mb/s",
      price: 119,
      type: "Combo",
      streamings: ["Globoplay"],
    }),
    inMinas: false,
  },
  {
    ...planRow({
      name: "Combo 600 Mega + Câmera",
      speed: "600 Mb/s",
      price: 139,
      type: "Combo",
      streamings: ["Looke"],
      cameraCount: 1,
    }),
    inMinas: true,
  },
];

export const DEMO_BANNERS = [
  bannerRow({
    title: "Internet fibra de verdade",
    description: "Planos a partir de R$ 89,90 com instalação gratuita.",
    imageUrl: "/images/banners/fibra.svg",
    imageAlt: "Fundo azul com ondas e círculos claros.",
    bgColor: "dark-blue",
    displayOrder: 0,
  }),
  bannerRow({
    title: "Streaming incluso",
    description: "Max, Looke e Globoplay nos combos da Rede Ipê.",
    imageUrl: "/images/banners/streaming.svg",
    imageAlt: "Fundo laranja e dourado com ondas e círculos claros.",
    bgColor: "yellow",
    displayOrder: 1,
  }),
  bannerRow({
    title: "Câmeras na nuvem",
    description: "Veja sua casa pelo celular, de onde estiver.",
    imageUrl: "/images/banners/cameras.svg",
    imageAlt: "Fundo azul-petróleo com ondas e círculos claros.",
    bgColor: "medium-blue",
    displayOrder: 2,
  }),
];

export const DEMO_STREAMING_BANNERS = [
  streamingBannerRow({
    title: "Looke no seu plano",
    description: "Mais de 10.000 títulos para assistir quando quiser.",
    imageUrl: "/images/banners/streaming.svg",
    imageAlt: "Fundo laranja e dourado com ondas e círculos claros.",
    bgColor: "#1e3a8a",
    streamingService: "looke",
    displayOrder: 0,
  }),
  streamingBannerRow({
    title: "Cinema nacional na Looke",
    description: "Filmes brasileiros, independentes e clássicos no seu plano.",
    imageUrl: "/images/streaming/banners/looke-cinema.svg",
    imageAlt: "Ilustração de uma película de cinema com cenas coloridas.",
    bgColor: "#134e4a",
    streamingService: "looke",
    displayOrder: 1,
  }),
  streamingBannerRow({
    title: "Diversão para as crianças",
    description: "Desenhos e filmes infantis com perfis para a família toda.",
    imageUrl: "/images/streaming/banners/looke-infantil.svg",
    imageAlt: "Ilustração de um sol sorridente entre estrelas.",
    bgColor: "#1e3a8a",
    streamingService: "looke",
    displayOrder: 2,
  }),
  streamingBannerRow({
    title: "Max no seu plano",
    description: "Ative com o login e a senha da Rede Ipê.",
    imageUrl: "/images/banners/streaming.svg",
    imageAlt: "Fundo laranja e dourado com ondas e círculos claros.",
    bgColor: "#4c1d95",
    streamingService: "max",
    displayOrder: 0,
  }),
];

/** The demo business plans; `allCities`: offered outside Espírito Santo too. */
export const DEMO_BUSINESS_PLANS: ReadonlyArray<BusinessPlanRow & { allCities: boolean }> = [
  {
    ...businessPlanRow({
      name: "Empresa 500 Mega",
      speed: "500 Mb/s",
      price: 149.9,
      features: ["Suporte 24/7", "Wi-Fi 6 incluso", "Instalação em até 48h"],
    }),
    allCities: true,
  },
  {
    ...businessPlanRow({
      name: "Empresa 750 Mega",
      speed: "750 Mb/s",
      price: 199.9,
      features: ["Suporte 24/7", "IP público fixo", "Wi-Fi 6 incluso", "SLA de 8h"],
      badge: "MAIS CONTRATADO",
      popular: true,
    }),
    allCities: true,
  },
  {
    ...businessPlanRow({
      name: "Empresa 1 Giga",
      speed: "1000 Mb/s",
      price: 349.9,
      features: ["Suporte 24/7 dedicado", "IP público fixo", "Link com SLA de 4h", "VPN e LAN to LAN"],
    }),
    allCities: false,
  },
];
