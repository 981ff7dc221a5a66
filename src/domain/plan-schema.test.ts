import { describe, expect, it } from "vitest";
import { businessPlanInputSchema } from "./business-plan-schema";
import { DEFAULT_DATA_ALLOWANCE, DEFAULT_TERMINATION_FINE_RULE } from "./offer";
import { planCreateSchema, planInputSchema } from "./plan-schema";

const valid = {
  name: "Fibra 900",
  downloadMbps: "900",
  uploadMbps: "450",
  wifiEquipment: "Roteador Wi-Fi 6",
  paymentTerms: "Boleto ou Pix",
  salesStartsOn: "2026-01-01",
  price: "149,90",
  type: "Internet",
  streamings: " Max, ,Looke ,Max",
  cameraCount: "2",
  badge: "  ",
};

function messages(input: Record<string, unknown>) {
  const result = planInputSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("planInputSchema", () => {
  it("turns the form's text into stored values", () => {
    expect(planInputSchema.parse(valid)).toEqual({
      name: "Fibra 900",
      price: 149.9,
      type: "Internet",
      streamings: ["Max", "Looke"],
      cameraCount: 2,
      badge: null,
      // What the form left out takes the label's usual values.
      contractModality: "pos-pago",
      digitalOnly: false,
      anatelCode: null,
      technology: "fibra",
      downloadMbps: 900,
      uploadMbps: 450,
      dataAllowance: DEFAULT_DATA_ALLOWANCE,
      wifiEquipment: "Roteador Wi-Fi 6",
      equipmentProvision: "comodato",
      usageNotes: null,
      promoPrice: null,
      promoMonths: null,
      installationFee: 0,
      otherFees: null,
      componentPrices: null,
      paymentTerms: "Boleto ou Pix",
      loyaltyMonths: 0,
      loyaltyBenefit: null,
      terminationFineRule: DEFAULT_TERMINATION_FINE_RULE,
      readjustmentIndex: "IPCA",
      readjustmentMonths: 12,
      salesStartsOn: "2026-01-01",
      salesEndsOn: null,
    });
  });

  it("accepts JSON values as the API receives them", () => {
    const parsed = planInputSchema.parse({
      ...valid,
      price: 99,
      streamings: ["Max"],
      cameraCount: 0,
      badge: "TOP",
    });
    expect(parsed).toMatchObject({ price: 99, streamings: ["Max"], cameraCount: 0, badge: "TOP" });
  });

  it("gives the spec's pt-BR messages", () => {
    expect(messages({ ...valid, name: "ab" }).name).toBe("Nome deve ter pelo menos 3 caracteres");
    expect(messages({ ...valid, price: "abc" }).price).toBe("Preço deve ser um número válido");
    expect(messages({ ...valid, price: "" }).price).toBe("Preço deve ser um número válido");
    expect(messages({ ...valid, type: "" }).type).toBe("Tipo é obrigatório");
    expect(messages({ ...valid, type: "Satélite" }).type).toBe("Tipo é obrigatório");
  });

  it("takes a combo's prices alone one a line, and the fidelização's benefit in reais", () => {
    const parsed = planInputSchema.parse({
      ...valid,
      componentPrices: "Internet: 99,90\nTelefone fixo: 29,90",
      loyaltyBenefit: "360,00",
    });
    expect(parsed).toMatchObject({
      componentPrices: "Internet: 99,90\nTelefone fixo: 29,90",
      loyaltyBenefit: 360,
    });
    expect(messages({ ...valid, componentPrices: "Internet: 99,90\nTelefone fixo" }).componentPrices).toBe(
      'Escreva um serviço por linha com o seu preço avulso, como "Telefone fixo: 29,90" (confira a linha 2)',
    );
    expect(messages({ ...valid, loyaltyBenefit: "muito" }).loyaltyBenefit).toBe(
      "Benefício da fidelização deve ser um valor em reais (ex.: 360,00)",
    );
  });

  it("reads speeds in Mb/s as typed ('500', '500 Mb/s', '1 Giga'), and leaves a draft's blank", () => {
    const speed = (downloadMbps: unknown) =>
      planInputSchema.safeParse({ ...valid, downloadMbps, uploadMbps: "" });
    for (const [typed, mbps] of [
      ["500", 500],
      ["500 Mb/s", 500],
      ["900 Mega", 900],
      ["1 Giga", 1000],
      ["1,5 Gb/s", 1500],
      [750, 750],
      ["", null],
      [null, null],
    ] as const) {
      const parsed = speed(typed);
      expect(parsed.success && parsed.data.downloadMbps, String(typed)).toBe(mbps);
    }
    for (const typed of ["rápida", "0", "-5", "2.5", 100_001]) {
      expect(messages({ ...valid, downloadMbps: typed }).downloadMbps, String(typed)).toBe(
        "Velocidade de download: informe a velocidade em Mb/s (ex.: 500, ou 1 Giga)",
      );
    }
    expect(messages({ ...valid, uploadMbps: "1000" }).uploadMbps).toBe(
      "A velocidade de upload não pode ser maior que a de download",
    );
  });

  it("keeps a promotion whole: a lower price for a number of months", () => {
    const parsed = planInputSchema.parse({ ...valid, price: "99,90", promoPrice: "79,90", promoMonths: "3" });
    expect(parsed).toMatchObject({ price: 99.9, promoPrice: 79.9, promoMonths: 3 });
    expect(messages({ ...valid, promoPrice: "79,90" }).promoMonths).toBe(
      "Informe por quantos meses vale o preço promocional",
    );
    expect(messages({ ...valid, promoMonths: "3" }).promoPrice).toBe(
      "Informe o preço promocional, ou deixe os meses em branco",
    );
    expect(messages({ ...valid, promoPrice: "149,90", promoMonths: "3" }).promoPrice).toBe(
      "O preço promocional deve ser menor que o preço mensal",
    );
    expect(messages({ ...valid, promoPrice: "9,90", promoMonths: "40" }).promoMonths).toBe(
      "Meses com preço promocional deve ser um número de 1 a 36",
    );
  });

  it("refuses a readjustment before 12 months and a consumer's fidelização over 12", () => {
    expect(messages({ ...valid, readjustmentMonths: "6" }).readjustmentMonths).toBe(
      "O primeiro reajuste só pode ser aplicado após 12 meses ou mais (informe de 12 a 120)",
    );
    expect(planInputSchema.parse({ ...valid, readjustmentMonths: "24" }).readjustmentMonths).toBe(24);
    expect(messages({ ...valid, loyaltyMonths: "24" }).loyaltyMonths).toBe(
      "Fidelização deve ser um número de 0 a 12 meses (0 para sem fidelidade)",
    );
    // A company may agree to a longer one.
    expect(
      businessPlanInputSchema.parse({ ...valid, features: "IP fixo", loyaltyMonths: "24" }).loyaltyMonths,
    ).toBe(24);
  });

  it("refuses a sales period that ends before it starts, or a day that does not exist", () => {
    expect(messages({ ...valid, salesEndsOn: "2025-12-31" }).salesEndsOn).toBe(
      "O fim das vendas não pode ser antes do início",
    );
    expect(planInputSchema.parse({ ...valid, salesEndsOn: "2026-01-01" }).salesEndsOn).toBe("2026-01-01");
    expect(messages({ ...valid, salesStartsOn: "2026-02-30" }).salesStartsOn).toBe(
      "Início das vendas deve ser uma data válida",
    );
    expect(messages({ ...valid, salesStartsOn: "", salesEndsOn: "2026-03-01" }).salesStartsOn).toBe(
      "Informe o início das vendas antes do fim",
    );
  });

  it("refuses values outside each list with the field's own message", () => {
    expect(messages({ ...valid, technology: "satélite" }).technology).toBe("Escolha a tecnologia");
    expect(messages({ ...valid, equipmentProvision: "doação" }).equipmentProvision).toBe(
      "Escolha como o equipamento é fornecido",
    );
    expect(messages({ ...valid, contractModality: "anual" }).contractModality).toBe(
      "Escolha a modalidade de contratação",
    );
    expect(messages({ ...valid, readjustmentIndex: "IGP-DI" }).readjustmentIndex).toBe(
      "Escolha o índice de reajuste",
    );
    expect(messages({ ...valid, installationFee: "" }).installationFee).toBe(
      "Taxa de instalação deve ser um número válido (0 para instalação gratuita)",
    );
  });

  it("lets a new plan start as a draft; without a word it starts active, as before", () => {
    expect(planCreateSchema.parse({ ...valid, isActive: false }).isActive).toBe(false);
    expect(planCreateSchema.parse(valid).isActive).toBe(true);
    // The edit's schema has no status: the switch is its own write.
    expect("isActive" in planInputSchema.parse({ ...valid, isActive: false })).toBe(false);
  });

  it("refuses negative prices and camera counts outside 0 to 5", () => {
    expect(messages({ ...valid, price: -1 }).price).toBe("Preço não pode ser negativo");
    expect(messages({ ...valid, cameraCount: "6" }).cameraCount).toBe("Câmeras deve ser um número de 0 a 5");
    expect(messages({ ...valid, cameraCount: "-1" }).cameraCount).toBe("Câmeras deve ser um número de 0 a 5");
    expect(messages({ ...valid, cameraCount: "1.5" }).cameraCount).toBe(
      "Câmeras deve ser um número de 0 a 5",
    );
  });

  it("reports every missing required field of an empty body; a draft may leave the label's fields blank", () => {
    expect(Object.keys(messages({})).sort()).toEqual(["name", "price", "type"]);
    const { cameraCount: _omitted, ...withoutCameras } = valid;
    expect(planInputSchema.parse(withoutCameras).cameraCount).toBe(0);
    expect(messages({ ...valid, cameraCount: "" }).cameraCount).toBe("Câmeras deve ser um número de 0 a 5");
    const draft = planInputSchema.parse({ name: "Rascunho", price: "10", type: "Combo" });
    expect(draft).toMatchObject({
      downloadMbps: null,
      uploadMbps: null,
      wifiEquipment: "",
      salesStartsOn: null,
    });
  });
});
