import { describe, expect, it } from "vitest";
import { DEFAULT_TERMINATION_FINE_RULE, type PublicOfferVersion } from "../../../domain";
import { coverageSummary, matchesOfferSearch, offerEntry, offerLabelPage } from "./offers-data.server";

const version: PublicOfferVersion = {
  code: "RIT-P2-V1",
  kind: "plan",
  planId: 2,
  variant: "",
  version: 1,
  status: "current",
  startedAt: "2025-09-01T13:00:00.000Z",
  endedAt: null,
  cities: [
    { id: 1, name: "Vitória", state: "ES" },
    { id: 2, name: "Aimorés", state: "MG" },
  ],
  apps: [],
  offer: {
    name: "Fibra 500 Mega",
    type: "Internet",
    features: [],
    streamings: [],
    cameraCount: 0,
    contractModality: "pos-pago",
    digitalOnly: false,
    anatelCode: null,
    technology: "fibra",
    downloadMbps: 500,
    uploadMbps: 250,
    dataAllowance: "Sem franquia",
    wifiEquipment: "Roteador Wi-Fi 6",
    equipmentProvision: "comodato",
    usageNotes: null,
    price: 99.9,
    promoPrice: 79.9,
    promoMonths: 3,
    installationFee: 0,
    otherFees: null,
    componentPrices: null,
    paymentTerms: "Boleto ou Pix",
    loyaltyMonths: 0,
    loyaltyBenefit: null,
    terminationFineRule: DEFAULT_TERMINATION_FINE_RULE,
    readjustmentIndex: "IPCA",
    readjustmentMonths: 12,
    salesStartsOn: "2025-09-01",
    salesEndsOn: null,
  },
};

const settings = {
  companyName: "Rede Ipê Telecom",
  salesPhone: "(27) 3000-0000",
  whatsappNumber: "5527999990000",
  supportEmail: "suporte@redeipe.example",
};

describe("the repository's entries", () => {
  it("write an offer's speed, price phrase, period and cities", () => {
    expect(offerEntry(version)).toEqual({
      code: "RIT-P2-V1",
      path: "/ofertas/RIT-P2-V1",
      name: "Fibra 500 Mega",
      kind: "Residencial",
      terms: "500 Mega · R$ 79,90/mês nos 3 primeiros meses, depois R$ 99,90/mês",
      period: "Desde 01/09/2025",
      cities: "Vendida em Vitória (ES); Aimorés (MG)",
    });
  });

  it("date a closed offer from its start to its end, in Brasília", () => {
    const closed = { ...version, status: "closed" as const, endedAt: "2026-06-02T03:00:00.000Z" };
    expect(offerEntry(closed).period).toBe("De 01/09/2025 a 02/06/2026");
    expect(offerLabelPage(closed, settings).endedOn).toBe("02/06/2026");
    expect(offerLabelPage(version, settings).endedOn).toBeNull();
  });

  it("name a few cities and count many", () => {
    expect(coverageSummary([{ name: "Serra", state: "ES" }])).toBe("Vendida em Serra (ES)");
    const many = ["Serra", "Vitória", "Viana", "Cariacica", "Guarapari"].map((name) => ({
      name,
      state: "ES",
    }));
    expect(coverageSummary([...many, { name: "Aimorés", state: "MG" }])).toBe(
      "Vendida em 6 cidades (ES e MG)",
    );
    expect(coverageSummary([])).toBe("");
  });
});

describe("the repository's search", () => {
  it("finds an offer by part of its code or its name, ignoring case and accents", () => {
    expect(matchesOfferSearch(version, "rit-p2-v1")).toBe(true);
    expect(matchesOfferSearch(version, " P2 ")).toBe(true);
    expect(matchesOfferSearch(version, "500 mega")).toBe(true);
    expect(
      matchesOfferSearch({ ...version, offer: { ...version.offer, name: "Fibra Câmera" } }, "camera"),
    ).toBe(true);
    expect(matchesOfferSearch(version, "giga")).toBe(false);
    expect(matchesOfferSearch(version, "")).toBe(true);
  });
});
