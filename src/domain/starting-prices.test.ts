import { describe, expect, it } from "vitest";
import { startingPrices } from "./starting-prices";
import type { PublicOfferVersion } from "./types";

const VITORIA = { id: 1, name: "Vitória", state: "ES" };

function offer(
  fields: { price: number; promoPrice?: number; streamings?: string[]; cameraCount?: number },
  extra: Partial<PublicOfferVersion> = {},
): PublicOfferVersion {
  return {
    code: "RIT-P1-V1",
    kind: "plan",
    status: "current",
    cities: [VITORIA],
    offer: {
      name: "Fibra",
      streamings: [],
      cameraCount: 0,
      promoPrice: null,
      promoMonths: fields.promoPrice ? 3 : null,
      loyaltyMonths: 0,
      installationFee: 0,
      downloadMbps: 500,
      ...fields,
    },
    ...extra,
  } as unknown as PublicOfferVersion;
}

describe("startingPrices", () => {
  it("gives each line sold today its lowest regular price, never a promotion's", () => {
    expect(
      startingPrices([
        offer({ price: 99.9, promoPrice: 79.9 }),
        offer({ price: 89.9, streamings: ["Looke"] }),
        offer({ price: 139, cameraCount: 1 }),
        offer({ price: 119, streamings: ["Globoplay"] }),
        offer({ price: 299.9 }, { kind: "business_plan" }),
      ]),
    ).toMatchObject([
      { line: "internet", price: 89.9 },
      { line: "streaming", price: 89.9 },
      { line: "cameras", price: 139 },
      { line: "business", price: 299.9 },
    ]);
  });

  it("leaves out what no city buys and what is closed, and a line nothing sells", () => {
    expect(
      startingPrices([
        offer({ price: 49.9 }, { cities: [] }),
        offer({ price: 59.9, cameraCount: 2 }, { status: "closed" }),
        offer({ price: 109.9 }),
      ]),
    ).toMatchObject([{ line: "internet", price: 109.9 }]);
    expect(startingPrices([])).toEqual([]);
  });

  it("names the offer behind each price, with its conditions and label (issue 59)", () => {
    const [internet] = startingPrices([
      offer({ price: 99, loyaltyMonths: 12 } as never, { code: "RIT-P9-V1" }),
    ]);
    expect(internet?.offer).toMatchObject({
      code: "RIT-P9-V1",
      path: "/ofertas/RIT-P9-V1",
      conditions: "R$ 99,00/mês",
      terms: ["Fidelidade de 12 meses", "Instalação gratuita"],
      speed: "500 Mega",
    });
  });
});
