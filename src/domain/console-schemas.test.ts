import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  bannerUpdateSchema,
  businessPlanCityInputSchema,
  businessPlanInputSchema,
  cityInputSchema,
  planCityBulkSchema,
  planCityInputSchema,
  siteSettingsInputSchema,
  statusChangeSchema,
  streamingBannerInputSchema,
  streamingServiceInputSchema,
  withVersion,
} from "./schemas";

function messages(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("city", () => {
  it("upper-cases the UF and refuses a short name or a missing state", () => {
    expect(cityInputSchema.parse({ name: " Serra ", state: "es" })).toEqual({ name: "Serra", state: "ES" });
    expect(messages(cityInputSchema, { name: "Ab", state: "" })).toEqual({
      name: "Nome deve ter pelo menos 3 caracteres",
      state: "Estado é obrigatório",
    });
    expect(messages(cityInputSchema, { name: "Serra", state: "XX" })).toEqual({
      state: "Informe a sigla de um estado brasileiro (ex.: ES)",
    });
  });
});

describe("associations", () => {
  it("needs a plan and a city, from the select's text or numbers", () => {
    expect(planCityInputSchema.parse({ planId: "3", cityId: 4 })).toEqual({ planId: 3, cityId: 4 });
    expect(messages(planCityInputSchema, { planId: "", cityId: null })).toEqual({
      planId: "Selecione um plano e uma cidade.",
      cityId: "Selecione um plano e uma cidade.",
    });
    expect(messages(businessPlanCityInputSchema, {})).toEqual({
      businessPlanId: "Selecione um plano empresarial",
      cityId: "Selecione uma cidade",
    });
  });

  it("takes either cities or one state for the bulk action", () => {
    expect(planCityBulkSchema.parse({ planId: 1, cityIds: [2, "3", 2] })).toEqual({
      planId: 1,
      cityIds: [2, 3],
    });
    expect(planCityBulkSchema.parse({ planId: 1, state: "es" })).toEqual({ planId: 1, state: "ES" });
    expect(messages(planCityBulkSchema, { planId: 1 })).toEqual({
      cityIds: "Selecione as cidades ou um estado.",
    });
    expect(messages(planCityBulkSchema, { planId: 1, cityIds: [2], state: "ES" })).toEqual({
      cityIds: "Selecione as cidades ou um estado.",
    });
  });
});

describe("business plan", () => {
  it("keeps one feature per line, blanks dropped", () => {
    const plan = businessPlanInputSchema.parse({
      name: "Empresa 500",
      downloadMbps: "500",
      price: "299,90",
      features: "IP fixo\n\n  Suporte 24h \r\n",
      cameraCount: "5",
    });
    expect(plan).toMatchObject({
      features: ["IP fixo", "Suporte 24h"],
      downloadMbps: 500,
      price: 299.9,
      cameraCount: 5,
      popular: false,
    });
  });

  it("refuses the spec's cases with its messages", () => {
    expect(
      messages(businessPlanInputSchema, {
        name: "AB",
        downloadMbps: "rápida",
        price: "x",
        features: " \n ",
        cameraCount: 6,
      }),
    ).toEqual({
      name: "Nome deve ter pelo menos 3 caracteres",
      downloadMbps: "Velocidade de download: informe a velocidade em Mb/s (ex.: 500, ou 1 Giga)",
      price: "Preço deve ser um número válido",
      features: "Recursos são obrigatórios",
      cameraCount: "Câmeras deve ser um número de 0 a 5",
    });
  });
});

describe("banners", () => {
  const banner = { title: "Fibra", bgColor: "yellow", displayOrder: "2", isActive: true };
  it("needs alt text only when an image is set, and a named colour", () => {
    expect(bannerUpdateSchema.parse(banner)).toMatchObject({ imageUrl: "", imageAlt: "", displayOrder: 2 });
    expect(messages(bannerUpdateSchema, { ...banner, imageUrl: "/uploads/banners/a.webp" })).toEqual({
      imageAlt: "Descreva a imagem (texto alternativo) para quem não pode vê-la.",
    });
    expect(
      messages(bannerUpdateSchema, { ...banner, bgColor: "pink", imageUrl: "https://evil.example/a.png" }),
    ).toEqual({
      bgColor: "Escolha uma das cores de fundo",
      imageUrl: "Use uma imagem enviada pelo painel ou do próprio site.",
    });
  });

  it("requires the streaming banner's fields with one message and stores the service lowercase", () => {
    expect(
      messages(streamingBannerInputSchema, {
        title: "",
        description: "",
        streamingService: "",
        imageUrl: "",
      }),
    ).toEqual({
      title: "Preencha todos os campos obrigatórios.",
      description: "Preencha todos os campos obrigatórios.",
      streamingService: "Preencha todos os campos obrigatórios.",
      imageUrl: "Preencha todos os campos obrigatórios.",
    });
    const parsed = streamingBannerInputSchema.parse({
      title: "Max",
      description: "Séries",
      streamingService: " Max ",
      imageUrl: "/uploads/streaming-banners/x.webp",
      imageAlt: "Cartaz",
    });
    expect(parsed).toMatchObject({ streamingService: "max", isActive: true, bgColor: "#ffffff" });
  });

  it("streaming service: name of 2 or more, icon optional", () => {
    expect(streamingServiceInputSchema.parse({ name: "Oi", iconUrl: "" })).toEqual({
      name: "Oi",
      iconUrl: null,
    });
    expect(messages(streamingServiceInputSchema, { name: "O" })).toEqual({
      name: "Nome deve ter pelo menos 2 caracteres",
    });
  });
});

describe("site settings", () => {
  const settings = {
    companyName: "Rede Ipê",
    cnpj: "11222333000181",
    address: "",
    salesPhone: "(27) 3000-0000",
    whatsappNumber: "+55 (27) 99999-0000",
    subscriberPortalUrl: "https://cliente.example.com",
    jobsUrl: "",
    salesEmail: "vendas@example.com",
    supportEmail: "",
    privacyEmail: "",
    businessHours: "",
    statClientsValue: "10 mil",
    statClientsLabel: "clientes",
    statCitiesLabel: "",
    statChannelsValue: "",
    statChannelsLabel: "",
    facebookUrl: "",
    instagramUrl: "",
    youtubeUrl: "",
    linkedinUrl: "",
    privacyOfficerName: "Marina Costa",
  };
  it("formats the CNPJ and keeps the WhatsApp digits", () => {
    expect(siteSettingsInputSchema.parse(settings)).toMatchObject({
      cnpj: "11.222.333/0001-81",
      whatsappNumber: "5527999990000",
    });
  });
  it("refuses a CNPJ with wrong check digits, a short WhatsApp, http and bad e-mails", () => {
    expect(
      messages(siteSettingsInputSchema, {
        ...settings,
        cnpj: "11.222.333/0001-82",
        whatsappNumber: "12345",
        jobsUrl: "http://vagas.example.com",
        salesEmail: "vendas@",
      }),
    ).toEqual({
      cnpj: "CNPJ inválido: confira os dígitos",
      whatsappNumber: "WhatsApp deve ter de 10 a 15 dígitos, com DDI e DDD (ex.: 5527999990000)",
      jobsUrl: "Informe um endereço completo começando com https://",
      salesEmail: "Digite um e-mail válido.",
    });
  });
  it("keeps the consumer channels' phones in one written form, from whatever was typed", () => {
    expect(
      siteSettingsInputSchema.parse({
        ...settings,
        sacPhone: "08001234567",
        ombudsmanPhone: "+55 27 3000-0001",
        freeCallPhone: "0800-123-4567",
        googlePlayUrl: "https://play.google.com/store/apps/details?id=br.example",
        appStoreUrl: "https://apps.apple.com/br/app/exemplo/id123",
        speedTestUrl: "https://beta.simet.nic.br/",
      }),
    ).toMatchObject({
      sacPhone: "0800 123 4567",
      ombudsmanPhone: "(27) 3000-0001",
      freeCallPhone: "0800 123 4567",
      speedTestUrl: "https://beta.simet.nic.br/",
    });
    // Left out by a form from before these fields: not set.
    expect(siteSettingsInputSchema.parse(settings)).toMatchObject({ sacPhone: "", speedTestUrl: "" });
  });
  it("takes the link previews' brand colour as #RRGGBB and the share image only as a site image", () => {
    expect(
      siteSettingsInputSchema.parse({
        ...settings,
        brandColor: "#AA2200",
        shareImageUrl: "/uploads/banners/ab12-1600.webp",
      }),
    ).toMatchObject({ brandColor: "#AA2200", shareImageUrl: "/uploads/banners/ab12-1600.webp" });
    expect(siteSettingsInputSchema.parse(settings)).toMatchObject({ brandColor: "", shareImageUrl: "" });
    expect(
      messages(siteSettingsInputSchema, {
        ...settings,
        brandColor: "red",
        shareImageUrl: "https://elsewhere.example/a.png",
      }),
    ).toEqual({
      brandColor: "Cor da marca: use o formato #RRGGBB (ex.: #2D4FC4).",
      shareImageUrl: "Imagem de compartilhamento: envie uma imagem pelo botão.",
    });
  });
  it("refuses to save without the encarregado the privacy policy names (LGPD art. 41)", () => {
    const message = "Informe o nome do encarregado pelo tratamento de dados (LGPD).";
    expect(messages(siteSettingsInputSchema, { ...settings, privacyOfficerName: "  " })).toEqual({
      privacyOfficerName: message,
    });
    const { privacyOfficerName: _, ...without } = settings;
    expect(messages(siteSettingsInputSchema, without)).toEqual({ privacyOfficerName: message });
    expect(
      siteSettingsInputSchema.parse({ ...settings, sac24hChannel: " WhatsApp (27) 9 9999-0000 " }),
    ).toMatchObject({ privacyOfficerName: "Marina Costa", sac24hChannel: "WhatsApp (27) 9 9999-0000" });
  });
  it("refuses a phone that is not one, a free-call number that is not an 0800 and a store's wrong address", () => {
    expect(
      messages(siteSettingsInputSchema, {
        ...settings,
        sacPhone: "ligue já",
        ombudsmanPhone: "3000-0001",
        freeCallPhone: "(27) 3000-0000",
        googlePlayUrl: "https://apps.apple.com/br/app/exemplo/id123",
        appStoreUrl: "http://apps.apple.com/br/app/exemplo/id123",
        speedTestUrl: "beta.simet.nic.br",
      }),
    ).toEqual({
      sacPhone: "SAC: digite o número com DDD, ou um 0800 ou 4004 (ex.: (27) 3000-0000 ou 0800 123 4567).",
      ombudsmanPhone:
        "Ouvidoria: digite o número com DDD, ou um 0800 ou 4004 (ex.: (27) 3000-0001 ou 0800 123 4568).",
      freeCallPhone: "Ligação gratuita: digite um número 0800 com 11 dígitos (ex.: 0800 123 4567).",
      googlePlayUrl: "Informe o endereço do aplicativo na Google Play (https://play.google.com/…).",
      appStoreUrl: "Informe um endereço completo começando com https://",
      speedTestUrl: "Informe um endereço completo começando com https://",
    });
  });
  it("takes the Reclame Aqui and Google reviews links only on their own sites, and both may stay empty", () => {
    expect(
      siteSettingsInputSchema.parse({
        ...settings,
        reclameAquiUrl: "https://www.reclameaqui.com.br/empresa/rede-ipe/",
        googleReviewsUrl: "https://g.page/r/abc123/review",
      }),
    ).toMatchObject({
      reclameAquiUrl: "https://www.reclameaqui.com.br/empresa/rede-ipe/",
      googleReviewsUrl: "https://g.page/r/abc123/review",
    });
    expect(siteSettingsInputSchema.parse(settings)).toMatchObject({
      reclameAquiUrl: "",
      googleReviewsUrl: "",
    });
    expect(
      siteSettingsInputSchema.parse({ ...settings, googleReviewsUrl: "https://www.google.com/maps/place/x" }),
    ).toMatchObject({ googleReviewsUrl: "https://www.google.com/maps/place/x" });
    expect(
      messages(siteSettingsInputSchema, {
        ...settings,
        reclameAquiUrl: "https://reclameaqui.com.br.golpe.example/empresa/x",
        googleReviewsUrl: "http://g.page/r/abc123/review",
      }),
    ).toEqual({
      reclameAquiUrl:
        "Informe o endereço da empresa no Reclame Aqui (https://www.reclameaqui.com.br/empresa/…).",
      googleReviewsUrl: "Informe um endereço completo começando com https://",
    });
    expect(
      messages(siteSettingsInputSchema, {
        ...settings,
        googleReviewsUrl: "https://avaliacoes.example.com/x",
      }),
    ).toEqual({
      googleReviewsUrl:
        "Informe o endereço das avaliações da empresa no Google (https://g.page/…, https://maps.app.goo.gl/… ou https://www.google.com/…).",
    });
  });
  it("takes no cities figure: the site counts the active cities", () => {
    expect(siteSettingsInputSchema.parse({ ...settings, statCitiesValue: "570+" })).not.toHaveProperty(
      "statCitiesValue",
    );
  });
});

describe("versions", () => {
  it("requires the version the form was opened with", () => {
    const version = "2026-11-22T10:00:00.000Z";
    expect(statusChangeSchema.parse({ isActive: false, expectedUpdatedAt: version })).toEqual({
      isActive: false,
      expectedUpdatedAt: version,
    });
    expect(
      withVersion(cityInputSchema).parse({ name: "Serra", state: "ES", expectedUpdatedAt: version }),
    ).toEqual({
      name: "Serra",
      state: "ES",
      expectedUpdatedAt: version,
    });
    expect(messages(withVersion(cityInputSchema), { name: "Serra", state: "ES" })).toEqual({
      expectedUpdatedAt: "Versão do registro ausente. Recarregue a página e tente de novo.",
    });
  });
});
