import { describe, expect, it } from "vitest";
import { comboShortName, homeCombos, internetOfferAt } from "./offer-teaser";
import type { PublicOfferVersion } from "./types";

const VITORIA = { id: 1, name: "Vitória", state: "ES" };

function version(
  code: string,
  fields: Partial<PublicOfferVersion["offer"]>,
  extra: Partial<PublicOfferVersion> = {},
): PublicOfferVersion {
  return {
    code,
    kind: "plan",
    planId: Number(code.replace(/\D+/g, "").slice(0, 2)),
    variant: "",
    status: "current",
    cities: [VITORIA],
    offer: {
      name: "Plano",
      type: "Internet",
      streamings: [],
      cameraCount: 0,
      price: 100,
      promoPrice: null,
      promoMonths: null,
      loyaltyMonths: 0,
      installationFee: 0,
      downloadMbps: 750,
      ...fields,
    },
    ...extra,
  } as unknown as PublicOfferVersion;
}

describe("prices outside a card (issue 59)", () => {
  const offers = [
    version("RIT-P9-V1", { name: "Combo 750 Mega + Streaming", type: "Combo", price: 99, loyaltyMonths: 12 }),
    version("RIT-P11-V1", { name: "Combo 600 Mega + Câmera", type: "Combo", price: 139, downloadMbps: 600 }),
    version("RIT-P10-V1", { name: "Combo 750 Mega + Globoplay", type: "Combo", price: 119 }),
    version(
      "RIT-P9-R8990-V1",
      { name: "Combo 750 Mega + Streaming", type: "Combo", price: 89.9 },
      { variant: "R8990" },
    ),
    version("RIT-P12-V1", { name: "Combo fechado", type: "Combo", price: 50 }, { status: "closed" }),
    version("RIT-P4-V1", { name: "Fibra 750 Mega", price: 129 }),
    version("RIT-P2-V1", {
      name: "Fibra 500 Mega",
      price: 99.9,
      promoPrice: 79.9,
      promoMonths: 3,
      downloadMbps: 500,
    }),
  ];

  it("the home strip: the combos on sale at their plan's own price, cheapest first, with conditions and label", () => {
    const combos = homeCombos(offers);
    expect(combos.map((combo) => combo.code)).toEqual(["RIT-P9-V1", "RIT-P10-V1", "RIT-P11-V1"]);
    expect(combos[0]).toMatchObject({
      name: "Combo 750 Mega + Streaming",
      speed: "750 Mega",
      firstPrice: 99,
      conditions: "R$ 99,00/mês",
      terms: ["Fidelidade de 12 meses", "Instalação gratuita"],
      path: "/ofertas/RIT-P9-V1",
    });
    expect(comboShortName(combos[0]!.name)).toBe("750 Mega + Streaming");
  });

  it("the fibre hero: the internet plan of a speed, with the promotion and the price after it", () => {
    expect(internetOfferAt(offers, 750)).toMatchObject({ code: "RIT-P4-V1", firstPrice: 129 });
    expect(internetOfferAt(offers, 500)).toMatchObject({
      firstPrice: 79.9,
      conditions: "R$ 79,90/mês nos 3 primeiros meses, depois R$ 99,90/mês",
    });
    expect(internetOfferAt(offers, 1000)).toBeUndefined();
  });
});
