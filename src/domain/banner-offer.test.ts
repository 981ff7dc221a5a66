import { describe, expect, it } from "vitest";
import { bannerOffer } from "./banner-offer";

describe("bannerOffer", () => {
  const plan = { name: "Fibra 500 Mega", price: 99.9 };

  it("shows the plan's price as the catalogue has it, and opens the sales chat naming the plan", () => {
    expect(bannerOffer(plan, "", "5527999990000")).toEqual({
      planName: "Fibra 500 Mega",
      price: "R$\u00a099,90",
      label: "Quero este plano",
      whatsappNumber: "5527999990000",
      message: "Olá! Quero assinar o plano Fibra 500 Mega.",
      conditions: null,
      terms: "Sem fidelidade",
      offerCode: null,
      signUpHref: null,
    });
    expect(bannerOffer({ ...plan, price: 1104.5 }, " Assine já ", "5527999990000")).toMatchObject({
      price: "R$\u00a01.104,50",
      label: "Assine já",
    });
  });

  it("leads with a promotional price and says in the same phrase how long it lasts and what comes after", () => {
    expect(bannerOffer({ ...plan, promoPrice: 79.9, promoMonths: 3 }, "", "5527999990000")).toMatchObject({
      price: "R$\u00a079,90",
      conditions: "nos 3 primeiros meses, depois R$ 99,90/mês",
    });
  });

  it("states the fidelização and, with online sales on, leads to 'Contrate online' with the offer (issue 68)", () => {
    const combo = { ...plan, loyaltyMonths: 12 };
    expect(bannerOffer(combo, "", "5527999990000", { offerCode: "RIT-P11-V1", online: true })).toMatchObject({
      terms: "Fidelidade de 12 meses",
      offerCode: "RIT-P11-V1",
      signUpHref: "/contrate?oferta=RIT-P11-V1",
    });
    expect(bannerOffer(combo, "", "5527999990000", { offerCode: "RIT-P11-V1", online: false })).toMatchObject(
      {
        signUpHref: null,
      },
    );
  });

  it("makes no offer without a plan", () => {
    expect(bannerOffer(null, "Quero", "5527999990000")).toBeNull();
    expect(bannerOffer(undefined, "", "")).toBeNull();
  });
});
