import { describe, expect, it } from "vitest";
import { DEFAULT_TERMINATION_FINE_RULE } from "./offer";
import {
  COMBO_VOICE_LINE,
  coverageByState,
  coverageCount,
  type OfferLabelVersion,
  offerLabelChannels,
  offerLabelItems,
  offerPeriodText,
  offerSalesPeriod,
} from "./offer-label";

const channels = {
  companyName: "Rede Ipê Telecom",
  salesPhone: "(27) 3000-0000",
  whatsappNumber: "5527999990000",
  supportEmail: "suporte@redeipe.example",
  sac24h: "WhatsApp (27) 9 9999-0000",
};

/** A complete current offer: the demo's Fibra 750 Mega. */
const version: OfferLabelVersion = {
  code: "RIT-P4-V1",
  kind: "plan",
  status: "current",
  startedAt: "2026-09-01T13:00:00.000Z",
  endedAt: null,
  cities: [
    { id: 3, name: "Vitória", state: "ES" },
    { id: 9, name: "Aimorés", state: "MG" },
    { id: 1, name: "Serra", state: "ES" },
  ],
  apps: [
    { name: "Max", iconUrl: "/images/streaming/max.svg" },
    { name: "Looke", iconUrl: null },
  ],
  offer: {
    name: "Fibra 750 Mega",
    type: "Internet",
    features: [],
    streamings: ["Max", "Looke"],
    cameraCount: 0,
    contractModality: "pos-pago",
    digitalOnly: false,
    anatelCode: "RGC-2025-0042",
    technology: "fibra",
    downloadMbps: 750,
    uploadMbps: 375,
    dataAllowance: "Sem franquia",
    wifiEquipment: "Roteador Wi-Fi 6",
    equipmentProvision: "comodato",
    usageNotes: "Indicado para até 12 aparelhos conectados.",
    price: 129,
    promoPrice: null,
    promoMonths: null,
    installationFee: 0,
    otherFees: null,
    componentPrices: null,
    paymentTerms: "Boleto, Pix ou débito automático",
    loyaltyMonths: 0,
    loyaltyBenefit: null,
    terminationFineRule: DEFAULT_TERMINATION_FINE_RULE,
    readjustmentIndex: "IPCA",
    readjustmentMonths: 12,
    salesStartsOn: "2025-09-01",
    salesEndsOn: null,
  },
};

const item = (items: ReturnType<typeof offerLabelItems>, id: string) =>
  items.find((entry) => entry.id === id);

describe("the Etiqueta Padrão of a complete offer", () => {
  const items = offerLabelItems(version, channels);

  it("has the items of Anatel's manual, in its order", () => {
    expect(items.map((entry) => entry.title)).toEqual([
      "Oferta",
      "Modalidade",
      "Período de comercialização, validade e abrangência",
      "Serviços",
      "Condições de uso e recomendações",
      "Aplicativos e serviços adicionais",
      "Preços",
      "Pagamento e fidelização",
      "Cancelamento e direito de arrependimento",
      "Atendimento e ouvidoria",
    ]);
  });

  it("names the offer with its code and Anatel's", () => {
    expect(item(items, "offer")?.lines).toEqual([
      "Fibra 750 Mega",
      "Código da oferta: RIT-P4-V1",
      "Código de registro na Anatel: RGC-2025-0042",
      "Plano residencial, de Rede Ipê Telecom",
    ]);
    expect(item(items, "modality")?.lines).toEqual(["Pós-pago"]);
  });

  it("gives the sales period, the validity and the cities by state, counted for a short summary", () => {
    // The version opened on 01/09/2026, after the plan's first sales day (01/09/2025): its code is sold
    // from the day it opened.
    expect(item(items, "period")?.lines).toEqual([
      "Comercializada a partir de 01/09/2026, sem data de término.",
      "Condições válidas desde 01/09/2026, enquanto a oferta estiver vigente.",
    ]);
    expect(item(items, "period")?.coverage).toEqual({
      summary: "3 cidades (ES e MG)",
      full: "Abrangência: ES: Serra, Vitória; MG: Aimorés.",
    });
    expect(coverageCount([{ name: "Serra", state: "ES" }])).toBe("1 cidade (ES)");
  });

  it("says how to cancel, the right of withdrawal and the channel open at every hour", () => {
    expect(item(items, "cancellation")?.lines).toEqual([
      "Como cancelar: a qualquer momento, pelo SAC (27) 3000-0000, pelo WhatsApp (27) 9 9999-0000 ou pelo e-mail suporte@redeipe.example, sem precisar passar por um atendente nem ir a uma loja. Com fidelização, vale a multa informada na oferta.",
      expect.stringContaining("pode desistir em até 7 dias"),
    ]);
    expect(item(items, "cancellation")?.lines[1]).toContain("Código de Defesa do Consumidor, art. 49");
    expect(item(items, "channels")?.lines).toContain(
      "Atendimento 24 horas, 7 dias por semana: WhatsApp (27) 9 9999-0000.",
    );
  });

  it("states speeds, technology, allowance, equipment and recommendations", () => {
    expect(item(items, "services")?.lines).toEqual([
      "Internet banda larga fixa: download de 750 Mega e upload de 375 Mega",
      "Tecnologia: Fibra óptica",
      "Franquia de dados: Sem franquia",
    ]);
    expect(item(items, "usage")?.lines).toContain("Equipamento: Roteador Wi-Fi 6 em comodato");
    expect(item(items, "usage")?.lines).toContain("Indicado para até 12 aparelhos conectados.");
    expect(item(items, "extras")?.lines).toEqual(["Aplicativos incluídos: Max, Looke"]);
  });

  it("prices without any calculation: total, readjustment, fees; then payment and no fidelização", () => {
    expect(item(items, "prices")?.lines).toEqual([
      "Internet com os serviços acima incluídos: R$ 129,00/mês",
      "Preço total: R$ 129,00/mês",
      "Reajuste anual pelo IPCA (IBGE), a partir de 12 meses da contratação.",
      "Instalação gratuita",
      "Sem outras taxas.",
    ]);
    expect(item(items, "payment")?.lines).toEqual([
      "Condições de pagamento: Boleto, Pix ou débito automático",
      "Sem fidelidade",
    ]);
  });

  it("lists the service channels and Anatel's number", () => {
    expect(item(items, "channels")?.lines).toEqual([
      "Central de atendimento (SAC): (27) 3000-0000",
      "Atendimento 24 horas, 7 dias por semana: WhatsApp (27) 9 9999-0000.",
      "WhatsApp: (27) 9 9999-0000",
      "E-mail: suporte@redeipe.example",
      "Anatel: 1331 (ligação gratuita)",
    ]);
  });
});

describe("the Etiqueta Padrão of a promotional, loyal, digital-only, closed offer", () => {
  const items = offerLabelItems(
    {
      ...version,
      code: "RIT-P2-V3",
      status: "closed",
      endedAt: "2026-10-15T15:00:00.000Z",
      offer: {
        ...version.offer,
        anatelCode: null,
        price: 99.9,
        promoPrice: 79.9,
        promoMonths: 3,
        loyaltyMonths: 12,
        loyaltyBenefit: 360,
        installationFee: 150,
        otherFees: "Visita técnica: R$ 80,00",
        digitalOnly: true,
        salesEndsOn: "2026-12-31",
        cameraCount: 2,
      },
    },
    { ...channels, ouvidoria: "0800 000 0000" },
  );

  it("says when it closed, and that it was sold until then (not 'sem data de término')", () => {
    expect(item(items, "period")?.lines.slice(0, 2)).toEqual([
      "Comercializada de 01/09/2026 a 15/10/2026.",
      "Oferta encerrada em 15/10/2026; estas condições valeram a partir de 01/09/2026.",
    ]);
    expect(item(items, "offer")?.lines).not.toContain(expect.stringContaining("Anatel"));
  });

  it("gives the promotional price, how long it lasts and the price after it", () => {
    expect(item(items, "prices")?.lines).toEqual([
      "Internet com os serviços acima incluídos: R$ 99,90/mês",
      "Preço total: R$ 79,90/mês nos 3 primeiros meses, depois R$ 99,90/mês",
      "Preço promocional de R$ 79,90/mês por 3 meses; depois, R$ 99,90/mês.",
      "Reajuste anual pelo IPCA (IBGE), a partir de 12 meses da contratação.",
      "Taxa de instalação de R$ 150,00",
      "Outras taxas: Visita técnica: R$ 80,00",
    ]);
    expect(item(items, "extras")?.lines).toContain("Câmeras: 2 câmeras incluídas");
  });

  it("gives the fidelização with its fine rule", () => {
    expect(item(items, "payment")?.lines).toEqual([
      "Condições de pagamento: Boleto, Pix ou débito automático",
      "Fidelidade de 12 meses",
      `Cancelamento antecipado: ${DEFAULT_TERMINATION_FINE_RULE}`,
      "Benefício concedido pela fidelização: R$ 360,00. A multa é calculada sobre esse valor, na proporção dos meses que faltarem: faltando 6 de 12 meses, no máximo R$ 180,00.",
    ]);
  });

  it("names the ouvidoria, and ends with the digital-only notice and its alternative channel", () => {
    expect(item(items, "channels")?.lines).toContain("Ouvidoria: 0800 000 0000");
    expect(items.at(-1)).toEqual({
      id: "digital",
      title: "Oferta exclusiva para canais digitais",
      lines: [
        "Esta oferta é contratada e atendida pelos canais digitais (site, aplicativo e WhatsApp).",
        "Canal alternativo, sem custo adicional: central de atendimento (27) 3000-0000.",
      ],
    });
  });
});

describe("each version's own sales period (issue 59)", () => {
  const periodLines = (v: OfferLabelVersion) => item(offerLabelItems(v, channels), "period")?.lines ?? [];

  it("a city price's variant, opened today, is sold from today on its label and in the repository alike", () => {
    const variant = { ...version, code: "RIT-P2-R8990-V1", startedAt: "2026-11-27T15:00:00.000Z" };
    expect(periodLines(variant)[0]).toBe("Comercializada a partir de 27/11/2026, sem data de término.");
    expect(offerPeriodText(variant)).toBe("Desde 27/11/2026");
  });

  it("a version published before the plan's planned start is sold from that start", () => {
    const early = { ...version, offer: { ...version.offer, salesStartsOn: "2026-12-01" } };
    expect(offerSalesPeriod(early)).toEqual({ startsOn: "2026-12-01", endsOn: null });
    expect(periodLines(early)[0]).toBe("Comercializada a partir de 01/12/2026, sem data de término.");
    expect(offerPeriodText(early)).toBe("Desde 01/12/2026");
  });

  it("a planned end shows on both; a closed version ends the day it closed", () => {
    const ending = { ...version, offer: { ...version.offer, salesEndsOn: "2026-12-31" } };
    expect(periodLines(ending)[0]).toBe("Comercializada de 01/09/2026 a 31/12/2026.");
    expect(offerPeriodText(ending)).toBe("Desde 01/09/2026, até 31/12/2026");
    const closed = { ...ending, status: "closed" as const, endedAt: "2026-10-15T15:00:00.000Z" };
    expect(periodLines(closed)[0]).toBe("Comercializada de 01/09/2026 a 15/10/2026.");
    expect(offerPeriodText(closed)).toBe("De 01/09/2026 a 15/10/2026");
  });
});

describe("the Etiqueta Padrão of a combo", () => {
  const combo = (fields: Partial<OfferLabelVersion["offer"]>) =>
    offerLabelItems(
      {
        ...version,
        offer: { ...version.offer, name: "Combo 750 Mega + Streaming", type: "Combo", price: 99, ...fields },
      },
      channels,
    );

  it("names the voice service its card promises ('Ligações Ilimitadas')", () => {
    expect(item(combo({}), "services")?.lines).toContain(COMBO_VOICE_LINE);
    expect(item(offerLabelItems(version, channels), "services")?.lines).not.toContain(COMBO_VOICE_LINE);
  });

  it("gives each service's price alone, their sum and the combo's total", () => {
    const items = combo({
      componentPrices: "Internet Fibra 750 Mega: 129,00\nMax: 29,90\nTelefone fixo: 29,90",
    });
    expect(item(items, "prices")?.lines.slice(0, 7)).toEqual([
      "Preço de cada serviço do combo, se contratado sozinho:",
      "Internet Fibra 750 Mega: R$ 129,00/mês",
      "Max: R$ 29,90/mês",
      "Telefone fixo: R$ 29,90/mês",
      "Soma dos preços avulsos: R$ 188,80/mês",
      "Combo com todos esses serviços: R$ 99,00/mês (economia de R$ 89,80/mês)",
      "Preço total: R$ 99,00/mês",
    ]);
  });
});

it("groups cities by state, in pt-BR order", () => {
  expect(
    coverageByState([
      { name: "Vitória", state: "ES" },
      { name: "Aimorés", state: "MG" },
      { name: "Águia Branca", state: "ES" },
    ]),
  ).toEqual([
    { state: "ES", names: ["Águia Branca", "Vitória"] },
    { state: "MG", names: ["Aimorés"] },
  ]);
});

describe("the label's channels, from the site settings", () => {
  const settings = {
    companyName: "Rede Ipê Telecom",
    salesPhone: "(27) 3000-0000",
    whatsappNumber: "5527999990000",
    supportEmail: "suporte@redeipe.example",
  };

  it("names the SAC's own number and the ouvidoria's phone and e-mail", () => {
    const items = offerLabelItems(
      version,
      offerLabelChannels({
        ...settings,
        sacPhone: "0800 000 0000",
        ombudsmanPhone: "0800 000 0001",
        ombudsmanEmail: "ouvidoria@redeipe.example",
      }),
    );
    expect(item(items, "channels")?.lines).toEqual([
      "Central de atendimento (SAC): 0800 000 0000",
      "WhatsApp: (27) 9 9999-0000",
      "E-mail: suporte@redeipe.example",
      "Ouvidoria: 0800 000 0001 · ouvidoria@redeipe.example",
      "Anatel: 1331 (ligação gratuita)",
    ]);
  });

  it("falls back to the sales phone and leaves out an ouvidoria that is not set", () => {
    const items = offerLabelItems(
      version,
      offerLabelChannels({ ...settings, sacPhone: "", ombudsmanEmail: "" }),
    );
    const lines = item(items, "channels")?.lines ?? [];
    expect(lines[0]).toBe("Central de atendimento (SAC): (27) 3000-0000");
    expect(lines.some((line) => line.startsWith("Ouvidoria"))).toBe(false);
  });
});
