import { describe, expect, it } from "vitest";
import { businessPlanInputSchema } from "./business-plan-schema";
import { planInputSchema, SPEED_UNIT_MESSAGE } from "./plan-schema";

const valid = {
  name: "Fibra 900",
  speed: "900 Mb/s",
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
      speed: "900 Mb/s",
      price: 149.9,
      type: "Internet",
      streamings: ["Max", "Looke"],
      cameraCount: 2,
      badge: null,
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
    expect(messages({ ...valid, speed: "  " }).speed).toBe("Velocidade é obrigatória");
    expect(messages({ ...valid, price: "abc" }).price).toBe("Preço deve ser um número válido");
    expect(messages({ ...valid, price: "" }).price).toBe("Preço deve ser um número válido");
    expect(messages({ ...valid, type: "" }).type).toBe("Tipo é obrigatório");
    expect(messages({ ...valid, type: "Satélite" }).type).toBe("Tipo é obrigatório");
  });

  it("takes a speed with its number and unit, and refuses a bare number or a unit alone", () => {
    for (const speed of ["350 Mb/s", "900 Mega", "1 Giga", "1,5 Gb/s", "500Mbps", "600 MEGA"]) {
      expect(messages({ ...valid, speed }).speed, speed).toBeUndefined();
    }
    for (const speed of ["900", "900 ", "Mega", "rápida", "900 Mb/s de pico"]) {
      expect(messages({ ...valid, speed }).speed, speed).toBe(SPEED_UNIT_MESSAGE);
    }
    expect(SPEED_UNIT_MESSAGE).toBe(
      "Informe a velocidade com número e unidade (ex.: 500 Mb/s, 900 Mega, 1 Giga)",
    );
    const business = businessPlanInputSchema.safeParse({
      name: "Empresa",
      speed: "900",
      price: 1,
      features: "IP",
    });
    expect(business.success ? undefined : business.error.issues[0]?.message).toBe(SPEED_UNIT_MESSAGE);
  });

  it("refuses negative prices and camera counts outside 0 to 5", () => {
    expect(messages({ ...valid, price: -1 }).price).toBe("Preço não pode ser negativo");
    expect(messages({ ...valid, cameraCount: "6" }).cameraCount).toBe("Câmeras deve ser um número de 0 a 5");
    expect(messages({ ...valid, cameraCount: "-1" }).cameraCount).toBe("Câmeras deve ser um número de 0 a 5");
    expect(messages({ ...valid, cameraCount: "1.5" }).cameraCount).toBe(
      "Câmeras deve ser um número de 0 a 5",
    );
  });

  it("reports every missing field of an empty body; no camera count means none", () => {
    expect(Object.keys(messages({})).sort()).toEqual(["name", "price", "speed", "type"]);
    const { cameraCount: _omitted, ...withoutCameras } = valid;
    expect(planInputSchema.parse(withoutCameras).cameraCount).toBe(0);
    expect(messages({ ...valid, cameraCount: "" }).cameraCount).toBe("Câmeras deve ser um número de 0 a 5");
  });
});
