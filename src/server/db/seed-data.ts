// A fictitious provider for demos and tests. Municipalities are real; names, numbers and marks are invented.
import {
  type BannerRow,
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
  // The provider's own claim, sized to a regional provider of 96 cities (the review found '1M+' not
  // believable). The cities figure is counted from the catalogue (withCoverageFigure); no channels figure,
  // since the demo provider sells no TV (an empty figure is not shown).
  statClientsValue: "40 mil+",
  statClientsLabel: "clientes conectados",
  statCitiesLabel: "cidades com cobertura",
  statChannelsValue: "",
  statChannelsLabel: "",
  facebookUrl: "https://www.facebook.com/redeipe.example",
  instagramUrl: "https://www.instagram.com/redeipe.example",
  youtubeUrl: "https://www.youtube.com/@redeipe.example",
  linkedinUrl: "https://www.linkedin.com/company/redeipe-example",
  sacPhone: "0800 000 0000",
  ombudsmanPhone: "0800 000 0001",
  ombudsmanEmail: "ouvidoria@redeipe.example",
  freeCallPhone: "0800 000 0000",
  googlePlayUrl: "https://play.google.com/store/apps/details?id=example.redeipe.cliente",
  appStoreUrl: "https://apps.apple.com/br/app/rede-ipe-cliente/id0000000000",
  // SIMET, the public speed test of NIC.br (the Brazilian Internet Steering Committee's arm).
  speedTestUrl: "https://beta.simet.nic.br/",
  privacyOfficerName: "Marina Albuquerque Costa",
  sac24hChannel: "WhatsApp (27) 9 9999-0000",
  reclameAquiUrl: "https://www.reclameaqui.com.br/empresa/rede-ipe-telecom-exemplo/",
  googleReviewsUrl: "https://g.page/r/rede-ipe-telecom-exemplo/review",
  reclameAquiScore: "8,7",
  reclameAquiScoreOn: "2026-11-20",
  googleRating: "4,6",
  googleReviewCount: "1200",
  googleRatingOn: "2026-11-20",
  // The consumer-protection agencies of the two served states (Procon-MG is part of the state's MP).
  proconUrls: {
    ES: "https://procon.es.gov.br/",
    MG: "https://mpmg.mp.br/portal/menu/areas-de-atuacao/cidadania/consumidor",
  },
  // A public video stands in for the demo provider's own (Blender Foundation's Big Buck Bunny).
  partnerVideoUrl: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
  streamingHelpUrl: "https://ajuda.redeipe.example/streamings",
  retentionOffer:
    "Fique com 3 meses de 50% de desconto na mensalidade, sem mudar de plano e sem nova fidelização.",
  // Link previews (issue 57): the theme's blue, and the picture drawn with the company's name.
  brandColor: "",
  shareImageUrl: "",
  // Issue 57: no tags in the demo (the site then shows no cookie banner: it sets no non-essential cookie).
  gtmId: "",
  ga4Id: "",
  metaPixelId: "",
  onlineSales: true,
};

// The cities (all of Espírito Santo and 18 of Minas Gerais) and their CEP ranges: demo-cities.ts.
export { DEMO_CITIES } from "./demo-cities";

// ---- Demo plans and offers (issue 19). Kept apart from the cities above, which issue 20 changes. ----

/** What every demo offer shares: the provider's payment terms, sold since the RGC came into force. */
const DEMO_OFFER: Pick<PlanRow, "paymentTerms" | "otherFees" | "salesStartsOn"> = {
  paymentTerms:
    "Boleto bancário, Pix, cartão de crédito ou débito automático; vencimento mensal no dia escolhido (5, 10, 15 ou 20)",
  otherFees:
    "Visita técnica a pedido do cliente, sem defeito na rede: R$ 80,00. Segunda via de boleto: gratuita.",
  salesStartsOn: "2025-09-01",
};

/**
 * The demo plans; `inMinas`: offered outside Espírito Santo too. Prices rise with speed in each family;
 * the figures SPEC §2 and §9 print are real offers here: the fibre hero's '750 MEGA por R$ 129' (Fibra 750
 * Mega), the home combo strip (Combo 750 Mega + Streaming R$ 99,00, Combo 600 Mega + Câmera R$ 139,00,
 * Combo 750 Mega + Globoplay R$ 119,00) and the partner page's internet 'a partir de R$ 99,90' (Fibra 500
 * Mega). Fibra 500 Mega has a promotion, Combo 750 Mega + Streaming a fidelização, Combo 750 Mega +
 * Globoplay is sold on digital channels only.
 */
export const DEMO_PLANS: ReadonlyArray<PlanRow & { inMinas: boolean }> = [
  {
    ...planRow({
      ...DEMO_OFFER,
      name: "Fibra 350 Mega",
      downloadMbps: 350,
      uploadMbps: 175,
      price: 89.9,
      streamings: ["Looke"],
      wifiEquipment: "Roteador Wi-Fi 5 dual band",
      usageNotes: "Indicado para até 5 aparelhos conectados: redes sociais, vídeos em HD e aulas on-line.",
    }),
    inMinas: true,
  },
  {
    ...planRow({
      ...DEMO_OFFER,
      name: "Fibra 500 Mega",
      downloadMbps: 500,
      uploadMbps: 250,
      price: 99.9,
      promoPrice: 79.9,
      promoMonths: 3,
      streamings: ["Looke", "Max"],
      wifiEquipment: "Roteador Wi-Fi 6",
      usageNotes: "Indicado para até 8 aparelhos conectados: streaming em Full HD e trabalho remoto.",
    }),
    inMinas: true,
  },
  {
    ...planRow({
      ...DEMO_OFFER,
      name: "Fibra 600 Mega",
      downloadMbps: 600,
      uploadMbps: 300,
      price: 109.9,
      streamings: ["Globoplay", "Deezer"],
      wifiEquipment: "Roteador Wi-Fi 6",
      usageNotes: "Indicado para até 10 aparelhos conectados: streaming em Full HD em várias telas.",
    }),
    inMinas: true,
  },
  {
    ...planRow({
      ...DEMO_OFFER,
      name: "Fibra 750 Mega",
      downloadMbps: 750,
      uploadMbps: 375,
      price: 129,
      streamings: ["Max", "Looke", "Telecine", "Premiere"],
      badge: "MAIS VENDIDO",
      wifiEquipment: "Roteador Wi-Fi 6",
      anatelCode: "RGC-2025-0042",
      usageNotes: "Indicado para até 12 aparelhos conectados: streaming em 4K e jogos on-line.",
    }),
    inMinas: true,
  },
  {
    ...planRow({
      ...DEMO_OFFER,
      name: "Fibra 1 Giga",
      downloadMbps: 1000,
      uploadMbps: 500,
      price: 199.9,
      streamings: ["Max", "Globoplay", "Telecine", "Looke", "Premiere", "Deezer"],
      wifiEquipment: "Kit Wi-Fi 6 mesh com 2 roteadores",
      usageNotes:
        "Indicado para casas com muitos aparelhos: streaming em 4K em várias telas, jogos on-line e trabalho remoto.",
    }),
    inMinas: false,
  },
  {
    ...planRow({
      ...DEMO_OFFER,
      name: "Fibra 600 Mega + Câmera",
      downloadMbps: 600,
      uploadMbps: 300,
      price: 139,
      streamings: ["Looke"],
      cameraCount: 1,
      wifiEquipment: "Roteador Wi-Fi 6 e câmera Wi-Fi Full HD",
      usageNotes: "Gravação na nuvem por 7 dias, com acesso pelo aplicativo.",
    }),
    inMinas: true,
  },
  {
    ...planRow({
      ...DEMO_OFFER,
      name: "Fibra 750 Mega + 2 Câmeras",
      downloadMbps: 750,
      uploadMbps: 375,
      price: 169.9,
      streamings: ["Looke", "Max"],
      cameraCount: 2,
      wifiEquipment: "Roteador Wi-Fi 6 e 2 câmeras Wi-Fi Full HD",
      usageNotes: "Gravação na nuvem por 7 dias, com acesso pelo aplicativo.",
    }),
    inMinas: true,
  },
  {
    ...planRow({
      ...DEMO_OFFER,
      name: "Fibra 1 Giga + 5 Câmeras",
      downloadMbps: 1000,
      uploadMbps: 500,
      price: 299.9,
      streamings: ["Max", "Globoplay", "Looke"],
      cameraCount: 5,
      wifiEquipment: "Kit Wi-Fi 6 mesh com 2 roteadores e 5 câmeras Wi-Fi Full HD",
      usageNotes: "Gravação na nuvem por 30 dias, com acesso pelo aplicativo.",
    }),
    inMinas: false,
  },
  {
    ...planRow({
      ...DEMO_OFFER,
      name: "Combo 750 Mega + Streaming",
      downloadMbps: 750,
      uploadMbps: 375,
      price: 99,
      type: "Combo",
      streamings: ["Max", "Looke", "Paramount+"],
      wifiEquipment: "Roteador Wi-Fi 6",
      componentPrices:
        "Internet Fibra 750 Mega: 129,00\nMax: 29,90\nLooke: 14,90\nParamount+: 19,90\nTelefone fixo com ligações ilimitadas: 29,90",
      loyaltyMonths: 12,
      loyaltyBenefit: 360,
      usageNotes: "Preço de combo com fidelidade de 12 meses.",
    }),
    inMinas: true,
  },
  {
    ...planRow({
      ...DEMO_OFFER,
      name: "Combo 750 Mega + Globoplay",
      downloadMbps: 750,
      uploadMbps: 375,
      price: 119,
      type: "Combo",
      streamings: ["Globoplay"],
      wifiEquipment: "Roteador Wi-Fi 6",
      componentPrices:
        "Internet Fibra 750 Mega: 129,00\nGloboplay: 24,90\nTelefone fixo com ligações ilimitadas: 29,90",
      digitalOnly: true,
    }),
    inMinas: false,
  },
  {
    ...planRow({
      ...DEMO_OFFER,
      name: "Combo 600 Mega + Câmera",
      downloadMbps: 600,
      uploadMbps: 300,
      price: 139,
      type: "Combo",
      streamings: ["Looke"],
      cameraCount: 1,
      wifiEquipment: "Roteador Wi-Fi 6 e câmera Wi-Fi Full HD",
      componentPrices:
        "Internet Fibra 600 Mega: 109,90\nCâmera Wi-Fi Full HD com gravação na nuvem: 29,90\nLooke: 14,90\nTelefone fixo com ligações ilimitadas: 29,90",
    }),
    inMinas: true,
  },
];

/** When the demo offers were published: the sales start of DEMO_OFFER, at noon in Brasília. */
export const DEMO_PUBLISHED_AT = "2025-09-01T12:00:00-03:00";

/**
 * The repository's closed offer: an earlier version of a demo plan, published with the values in
 * `before` and replaced at `changedAt` by the plan as DEMO_PLANS holds it (a price cut).
 */
export const DEMO_OFFER_HISTORY = [
  { plan: "Fibra 1 Giga", before: { price: 219.9 }, changedAt: "2026-06-01T09:00:00-03:00" },
] as const;

/**
 * The home banners, each selling one plan of DEMO_PLANS (`planName`, resolved to its id by the seed): the
 * slide shows that plan's current price and a button to it, so the captions name no price of their own.
 */
export const DEMO_BANNERS: ReadonlyArray<BannerRow & { planName: string }> = [
  {
    ...bannerRow({
      title: "Internet fibra de verdade",
      description: "Fibra óptica até a sua casa, com instalação gratuita.",
      imageUrl: "/images/banners/oferta-fibra-1200.webp",
      imageAlt: "Roteador Wi-Fi com o sinal aceso, ligado a fios de fibra óptica iluminados.",
      bgColor: "dark-blue",
      displayOrder: 0,
    }),
    planName: "Fibra 500 Mega",
  },
  {
    ...bannerRow({
      title: "Streaming incluso",
      description: "Filmes e séries para a família toda, no mesmo plano da internet.",
      imageUrl: "/images/banners/oferta-streaming-1200.webp",
      imageAlt: "Família no sofá assistindo a um filme na TV.",
      bgColor: "yellow",
      displayOrder: 1,
    }),
    planName: "Combo 750 Mega + Streaming",
  },
  {
    ...bannerRow({
      title: "Câmeras na nuvem",
      description: "Veja sua casa pelo celular, de onde estiver.",
      imageUrl: "/images/banners/oferta-cameras-1200.webp",
      imageAlt: "Câmera de segurança na fachada de uma casa e a imagem dela na tela de um celular.",
      bgColor: "medium-blue",
      displayOrder: 2,
      buttonLabel: "Quero câmeras",
    }),
    planName: "Fibra 600 Mega + Câmera",
  },
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

/** The demo business plans; `allCities`: offered outside Espírito Santo too. Complete offers, symmetric links. */
export const DEMO_BUSINESS_PLANS: ReadonlyArray<BusinessPlanRow & { allCities: boolean }> = [
  {
    ...businessPlanRow({
      ...DEMO_OFFER,
      name: "Empresa 500 Mega",
      downloadMbps: 500,
      uploadMbps: 250,
      price: 149.9,
      features: ["Suporte 24/7", "Wi-Fi 6 incluso", "Instalação em até 48h"],
      wifiEquipment: "Roteador Wi-Fi 6",
      paymentTerms: "Boleto bancário ou Pix, com nota fiscal; vencimento mensal no dia 10",
    }),
    allCities: true,
  },
  {
    ...businessPlanRow({
      ...DEMO_OFFER,
      name: "Empresa 750 Mega",
      downloadMbps: 750,
      uploadMbps: 750,
      price: 199.9,
      features: ["Suporte 24/7", "IP público fixo", "Wi-Fi 6 incluso", "SLA de 8h"],
      badge: "MAIS CONTRATADO",
      popular: true,
      wifiEquipment: "Roteador Wi-Fi 6 empresarial",
      paymentTerms: "Boleto bancário ou Pix, com nota fiscal; vencimento mensal no dia 10",
      loyaltyMonths: 24,
      loyaltyBenefit: 480,
    }),
    allCities: true,
  },
  {
    ...businessPlanRow({
      ...DEMO_OFFER,
      name: "Empresa 1 Giga",
      downloadMbps: 1000,
      uploadMbps: 1000,
      price: 349.9,
      features: ["Suporte 24/7 dedicado", "IP público fixo", "Link com SLA de 4h", "VPN e LAN to LAN"],
      wifiEquipment: "Roteador Wi-Fi 6 empresarial com firewall",
      paymentTerms: "Boleto bancário ou Pix, com nota fiscal; vencimento mensal no dia 10",
      loyaltyMonths: 12,
      loyaltyBenefit: 240,
      readjustmentIndex: "IST",
      installationFee: 300,
    }),
    allCities: false,
  },
];

// ---- End of the demo plans and offers. ----
