import { describe, expect, it } from "vitest";
import {
  cameraCountLabel,
  comboBadge,
  describeCameras,
  parsePlanTypeChoice,
  planBadge,
  plansOfType,
  productPhrase,
  sortByPrice,
  splitByCameras,
  splitStreamings,
} from "./plans";

describe("camera texts", () => {
  it.each([
    [0, "Nenhuma"],
    [1, "1 câmera incluída"],
    [2, "2 câmeras incluídas"],
    [4, "4 câmeras incluídas"],
    [5, "5+ câmeras incluídas"],
    [7, "5+ câmeras incluídas"],
  ])("card text for %i", (count, text) => {
    expect(describeCameras(count)).toBe(text);
  });

  it("labels counts for the console, 0 as Nenhuma and 5 as 5+", () => {
    expect([0, 1, 3, 5].map(cameraCountLabel)).toEqual(["Nenhuma", "1", "3", "5+ câmeras"]);
  });
});

describe("planBadge", () => {
  it("keeps a plan's own badge", () => {
    expect(planBadge({ name: "Fibra 750", badge: "MAIS VENDIDO" })).toBe("MAIS VENDIDO");
  });

  it("gives MELHOR OFERTA to names with 350 or 500", () => {
    expect(planBadge({ name: "Fibra 350 Mega", badge: null })).toBe("MELHOR OFERTA");
    expect(planBadge({ name: "Combo 500", badge: "  " })).toBe("MELHOR OFERTA");
  });

  it("gives no badge otherwise", () => {
    expect(planBadge({ name: "Fibra 600 Mega", badge: null })).toBeNull();
  });
});

describe("splitByCameras", () => {
  const plans = [
    { id: 1, price: 129, cameraCount: 0 },
    { id: 2, price: 139, cameraCount: 1 },
    { id: 3, price: 89.9, cameraCount: 0 },
    { id: 4, price: 99, cameraCount: 5 },
  ];

  it("puts zero-camera plans in internet and the rest in camera, each cheapest first", () => {
    const { internet, camera } = splitByCameras(plans);
    expect(internet.map((p) => p.id)).toEqual([3, 1]);
    expect(camera.map((p) => p.id)).toEqual([4, 2]);
  });

  it("does not reorder its input", () => {
    sortByPrice(plans);
    expect(plans.map((p) => p.id)).toEqual([1, 2, 3, 4]);
  });
});

it("lists the first three streamings as included and the rest as limited", () => {
  expect(splitStreamings(["A", "B", "C", "D", "E"])).toEqual({
    included: ["A", "B", "C"],
    limited: ["D", "E"],
  });
  expect(splitStreamings(["A"])).toEqual({ included: ["A"], limited: [] });
});

describe("combo cards", () => {
  it("gives MELHOR OFERTA to the first combo and to names with 350 or 500", () => {
    expect(comboBadge({ name: "Combo 750 Mega" }, 0)).toBe("MELHOR OFERTA");
    expect(comboBadge({ name: "Combo 750 Mega" }, 1)).toBeNull();
    expect(comboBadge({ name: "Combo 500 Mega" }, 2)).toBe("MELHOR OFERTA");
    expect(comboBadge({ name: "Combo 1 Giga", badge: "NOVO" }, 0)).toBe("NOVO");
  });
});

describe("productPhrase", () => {
  it("says the kind once: before a name without it, not again before a name that starts with it", () => {
    expect(productPhrase("combo", "Combo 750 Mega")).toBe("o Combo 750 Mega");
    expect(productPhrase("combo", "COMBO 600 Mega + Câmera")).toBe("o COMBO 600 Mega + Câmera");
    expect(productPhrase("combo", "Super 750")).toBe("o combo Super 750");
    expect(productPhrase("plano", "Fibra 350 Mega")).toBe("o plano Fibra 350 Mega");
    expect(productPhrase("plano", "Plano Família 500")).toBe("o Plano Família 500");
    expect(productPhrase("plano empresarial", "Empresa 1 Giga")).toBe("o plano empresarial Empresa 1 Giga");
    expect(productPhrase("combo", "Combinado 300")).toBe("o combo Combinado 300");
  });
});

describe("the home's plan types (issue 59)", () => {
  const plans = [
    { id: 1, name: "Fibra 750 Mega", price: 129, type: "Internet", badge: null },
    { id: 2, name: "Fibra 350 Mega", price: 89.9, type: "Internet", badge: null },
    { id: 3, name: "Combo 750 Mega + Streaming", price: 99, type: "Combo", badge: "Mais vendido" },
    { id: 4, name: "Fibra 1 Giga", price: 169.9, type: "Internet", badge: null },
  ];
  const ids = (list: { id: number }[]) => list.map((plan) => plan.id);

  it("'Destaque' (the default) holds the plans a badge marks; 'Internet' and 'Combo' their type, by price", () => {
    expect(parsePlanTypeChoice(null)).toBe("destaque");
    expect(parsePlanTypeChoice("combo")).toBe("combo");
    expect(parsePlanTypeChoice("<x>")).toBe("destaque");
    expect(ids(plansOfType(plans, "destaque"))).toEqual([2, 3]);
    expect(ids(plansOfType(plans, "internet"))).toEqual([2, 1, 4]);
    expect(ids(plansOfType(plans, "combo"))).toEqual([3]);
  });

  it("'Destaque' without any badge shows the cheapest plans", () => {
    const plain = plans.map((plan) => ({ ...plan, name: plan.name.replace("350", "300"), badge: null }));
    expect(ids(plansOfType(plain, "destaque"))).toEqual([2, 3, 1, 4]);
  });
});
