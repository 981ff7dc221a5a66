import { describe, expect, it } from "vitest";
import {
  activationRefusal,
  componentPricesFollowing,
  dayStart,
  equipmentText,
  isOnSale,
  missingOfferFields,
  nextDayStart,
  normalizeOfferCode,
  offerCode,
  offerCodePrefix,
  offerDay,
  offerVariantKey,
  parseSpeedText,
  readComponentPrices,
  readjustmentText,
  readSpeedInput,
  termsInCity,
} from "./offer";
import {
  installationText,
  loyaltyText,
  offerLabelPath,
  priceConditionsText,
  speedLabel,
  speedParts,
  uploadText,
} from "./offer-text";

describe("speeds", () => {
  it("reads every form of the old speed texts the migration meets", () => {
    const forms: [string, number | null][] = [
      ["500 Mb/s", 500],
      ["350Mb/s", 350],
      ["900 Mega", 900],
      ["600 MEGA", 600],
      ["1 Giga", 1000],
      ["1 giga", 1000],
      ["1,5 Gb/s", 1500],
      ["2.5 Giga", 2500],
      ["500Mbps", 500],
      ["1 Gbps", 1000],
      ["300 mb", 300],
      ["1 GB", 1000],
      ["1000 Mb/s", 1000],
      ["1.000 Mb/s", 1000],
      ["Fibra 600 Mega", 600],
      ["Até 200 Mega", 200],
      ["500", 500],
      ["  750 Mb/s  ", 750],
      ["Ultra", null],
      ["", null],
      ["0 Mb/s", null],
      ["200 Giga", null],
    ];
    for (const [text, mbps] of forms) expect(parseSpeedText(text), text).toBe(mbps);
  });

  it("reads the form's field strictly: a number and its unit, nothing else", () => {
    expect(readSpeedInput("500")).toBe(500);
    expect(readSpeedInput("1 Giga")).toBe(1000);
    expect(readSpeedInput("1,5 Gb/s")).toBe(1500);
    expect(readSpeedInput("1.000")).toBe(1000);
    for (const text of ["Fibra 500", "-5", "2.5", "0", "rápida", "500 Mb/s de pico"])
      expect(readSpeedInput(text), text).toBeNull();
  });

  it("writes a speed one way everywhere: Mega below a gigabit, Giga from it", () => {
    expect(speedLabel(500)).toBe("500 Mega");
    expect(speedLabel(1000)).toBe("1 Giga");
    expect(speedLabel(1500)).toBe("1,5 Giga");
    expect(speedLabel(1050)).toBe("1050 Mega");
    expect(speedLabel(null)).toBe("");
    expect(speedParts(750)).toEqual({ value: "750", unit: "Mega" });
    expect(speedParts(2000)).toEqual({ value: "2", unit: "Giga" });
  });
});

const complete = {
  downloadMbps: 500,
  uploadMbps: 250,
  dataAllowance: "Sem franquia",
  wifiEquipment: "Roteador Wi-Fi 6",
  paymentTerms: "Boleto",
  loyaltyMonths: 0,
  terminationFineRule: "",
  salesStartsOn: "2026-01-01",
};

describe("the completeness rule", () => {
  it("needs nothing more of a complete offer, and no fine rule without fidelização", () => {
    expect(missingOfferFields(complete)).toEqual([]);
  });

  it("names what is missing in the form's order, in pt-BR", () => {
    const missing = missingOfferFields({
      ...complete,
      uploadMbps: null,
      wifiEquipment: "  ",
      loyaltyMonths: 12,
      salesStartsOn: null,
    });
    expect(missing).toEqual([
      "uploadMbps",
      "wifiEquipment",
      "loyaltyBenefit",
      "terminationFineRule",
      "salesStartsOn",
    ]);
    expect(activationRefusal(missing.slice(0, 2))).toBe(
      "Para ativar, preencha: Velocidade de upload, Equipamento Wi-Fi",
    );
  });

  it("needs a combo's prices alone and a fidelização's benefit in reais", () => {
    const loyal = { ...complete, loyaltyMonths: 12, terminationFineRule: "Proporcional" };
    expect(missingOfferFields({ ...loyal, type: "Combo" })).toEqual(["componentPrices", "loyaltyBenefit"]);
    expect(
      missingOfferFields({
        ...loyal,
        type: "Combo",
        componentPrices: "Internet: 99,90",
        loyaltyBenefit: 360,
      }),
    ).toEqual([]);
    expect(missingOfferFields({ ...complete, type: "Internet" })).toEqual([]);
  });
});

describe("a combo's prices alone", () => {
  it("reads one service and its price a line, and names the lines that are not one", () => {
    expect(
      readComponentPrices(
        "Internet Fibra 750 Mega: 129,00\n\nMax: R$ 29,90/mês\nTelefone fixo\nLooke: grátis",
      ),
    ).toEqual({
      components: [
        { service: "Internet Fibra 750 Mega", price: 129 },
        { service: "Max", price: 29.9 },
      ],
      badLines: [4, 5],
    });
    expect(readComponentPrices(null)).toEqual({ components: [], badLines: [] });
  });
});

describe("offer codes", () => {
  it("takes the provider's initials, without accents, articles or company suffixes", () => {
    expect(offerCodePrefix("Rede Ipê Telecom")).toBe("RIT");
    expect(offerCodePrefix("Rede Ipê Telecom Ltda")).toBe("RIT");
    expect(offerCodePrefix("Conecta da Serra Internet e Telecomunicações S.A.")).toBe("CSIT");
    expect(offerCodePrefix("Vitrine")).toBe("VIT");
    expect(offerCodePrefix("")).toBe("OF");
  });

  it("names the provider, the kind, the plan and the version", () => {
    expect(offerCode("RIT", "plan", 12, 3)).toBe("RIT-P12-V3");
    expect(offerCode("RIT", "business_plan", 4, 1)).toBe("RIT-E4-V1");
    expect(normalizeOfferCode(" rit-p12-v3 ")).toBe("RIT-P12-V3");
  });

  it("a city's own price is a variant named by its price and promotion, in the code (decision 0040)", () => {
    const plan = { price: 99.9, promoPrice: 79.9, promoMonths: 6 };
    const none = { price: null, promoPrice: null, promoMonths: null };
    expect(offerVariantKey(none, plan)).toBe("");
    expect(offerVariantKey({ ...plan }, plan)).toBe("");
    expect(offerVariantKey({ price: 89.9, promoPrice: null, promoMonths: null }, plan)).toBe("R8990");
    expect(offerVariantKey({ price: 99.9, promoPrice: null, promoMonths: null }, plan)).toBe("R9990");
    expect(offerVariantKey({ price: 1299.9, promoPrice: 999, promoMonths: 12 }, plan)).toBe(
      "R129990P99900M12",
    );
    expect(offerCode("RIT", "plan", 12, 1, "R8990")).toBe("RIT-P12-R8990-V1");
    expect(termsInCity(none, plan)).toEqual(plan);
    expect(termsInCity({ price: 89.9, promoPrice: null, promoMonths: null }, plan)).toEqual({
      price: 89.9,
      promoPrice: null,
      promoMonths: null,
    });
  });
});

describe("the sales period", () => {
  it("includes its first and last days, in Brasília", () => {
    const period = { salesStartsOn: "2026-03-01", salesEndsOn: "2026-03-31" };
    expect(isOnSale(period, "2026-02-28")).toBe(false);
    expect(isOnSale(period, "2026-03-01")).toBe(true);
    expect(isOnSale(period, "2026-03-31")).toBe(true);
    expect(isOnSale(period, "2026-04-01")).toBe(false);
    expect(isOnSale({ salesStartsOn: "2026-03-01", salesEndsOn: null }, "2036-01-01")).toBe(true);
    expect(isOnSale({ salesStartsOn: null, salesEndsOn: null }, "2026-03-01")).toBe(false);
  });

  it("knows the day and the next midnight in Brasília, three hours behind UTC", () => {
    expect(offerDay(new Date("2026-03-02T02:59:59Z"))).toBe("2026-03-01");
    expect(offerDay(new Date("2026-03-02T03:00:00Z"))).toBe("2026-03-02");
    expect(dayStart("2026-03-02").toISOString()).toBe("2026-03-02T03:00:00.000Z");
    expect(nextDayStart(new Date("2026-03-02T02:00:00Z")).toISOString()).toBe("2026-03-02T03:00:00.000Z");
    expect(nextDayStart(new Date("2026-12-31T12:00:00Z")).toISOString()).toBe("2027-01-01T03:00:00.000Z");
  });
});

describe("the phrases cards and labels share", () => {
  it("says a promotion and the price after it in one phrase", () => {
    expect(priceConditionsText({ price: 99.9, promoPrice: 79.9, promoMonths: 3 })).toBe(
      "R$ 79,90/mês nos 3 primeiros meses, depois R$ 99,90/mês",
    );
    expect(priceConditionsText({ price: 99.9, promoPrice: 49.9, promoMonths: 1 })).toBe(
      "R$ 49,90/mês no primeiro mês, depois R$ 99,90/mês",
    );
    expect(priceConditionsText({ price: 99.9, promoPrice: null, promoMonths: null })).toBe("R$ 99,90/mês");
  });

  it("words equipment, fidelização, installation and readjustment", () => {
    expect(equipmentText({ wifiEquipment: "Roteador Wi-Fi 6", equipmentProvision: "comodato" })).toBe(
      "Roteador Wi-Fi 6 em comodato",
    );
    expect(equipmentText({ wifiEquipment: "", equipmentProvision: "venda" })).toBe("");
    expect(loyaltyText(0)).toBe("Sem fidelidade");
    expect(loyaltyText(12)).toBe("Fidelidade de 12 meses");
    expect(installationText(0)).toBe("Instalação gratuita");
    expect(installationText(150)).toBe("Taxa de instalação de R$ 150,00");
    expect(readjustmentText({ readjustmentIndex: "IPCA", readjustmentMonths: 12 })).toBe(
      "Reajuste anual pelo IPCA (IBGE), a partir de 12 meses da contratação",
    );
  });

  it("writes the upload speed and the label's address", () => {
    expect(uploadText(250)).toBe("Upload de 250 Mega");
    expect(uploadText(1000)).toBe("Upload de 1 Giga");
    expect(uploadText(null)).toBe("");
    expect(offerLabelPath("RIT-P12-V3")).toBe("/ofertas/RIT-P12-V3");
  });
});

describe("componentPricesFollowing (issue 68, point 5)", () => {
  const combo =
    "Internet Fibra 600 Mega: 109,90\nCâmera Wi-Fi Full HD com gravação na nuvem: 29,90\nLooke: 14,90";

  it("gives the line naming the plan the plan's price, the other lines as typed", () => {
    expect(componentPricesFollowing(combo, { name: "Fibra 600 Mega", price: 114.9 })).toBe(
      "Internet Fibra 600 Mega: 114,90\nCâmera Wi-Fi Full HD com gravação na nuvem: 29,90\nLooke: 14,90",
    );
    expect(
      componentPricesFollowing("fibra 600 mega: R$ 109,90/mês", { name: "Fibra 600 Mega", price: 1299.9 }),
    ).toBe("fibra 600 mega: 1.299,90");
  });

  it("is null when no line names the plan or its price already holds", () => {
    expect(componentPricesFollowing(combo, { name: "Fibra 500 Mega", price: 99.9 })).toBeNull();
    expect(componentPricesFollowing(combo, { name: "Fibra 600 Mega", price: 109.9 })).toBeNull();
    expect(componentPricesFollowing(null, { name: "Fibra 600 Mega", price: 109.9 })).toBeNull();
  });
});
