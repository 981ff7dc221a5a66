import { describe, expect, it } from "vitest";
import { decideViability, distanceMeters, isInBrazil, isLatLng } from "./viability";
import {
  coverageSettingsInputSchema,
  coverageSettingsInputSchemaFor,
  isCoverageServiceUrl,
  viabilityAddressSchema,
} from "./viability-schema";

describe("distanceMeters", () => {
  it("measures a degree of latitude as about 111 km, and nothing between a point and itself", () => {
    expect(distanceMeters({ lat: -20, lng: -40 }, { lat: -21, lng: -40 })).toBeCloseTo(111_195, -2);
    expect(distanceMeters({ lat: -20.33, lng: -40.29 }, { lat: -20.33, lng: -40.29 })).toBe(0);
  });

  it("tells a box 60 m away from one 2 km away", () => {
    const house = { lat: -20.33, lng: -40.29 };
    expect(distanceMeters(house, { lat: -20.3305, lng: -40.2902 })).toBeLessThan(70);
    expect(distanceMeters(house, { lat: -20.345, lng: -40.27 })).toBeGreaterThan(2_000);
  });

  it("refuses points outside WGS 84", () => {
    expect(isLatLng({ lat: 91, lng: 0 })).toBe(false);
    expect(isLatLng({ lat: Number.NaN, lng: 0 })).toBe(false);
    expect(isLatLng({ lat: -20, lng: -40 })).toBe(true);
  });
});

describe("decideViability: the first source that decides", () => {
  it("skips the sources that cannot tell and takes the first answer, yes or no", () => {
    const answer = decideViability(
      [
        { source: "erp", status: undefined, detail: "sem resposta" },
        { source: "caixas", status: "sem viabilidade", detail: "Nenhuma caixa a até 250 m." },
        { source: "poligonos", status: "confirmado", detail: "Dentro da área Centro." },
      ],
      7,
    );
    expect(answer).toEqual({
      status: "sem viabilidade",
      source: "caixas",
      detail: "Nenhuma caixa a até 250 m.",
      cityId: 7,
    });
  });

  it("falls back to the CEP ranges: 'provável' inside a served city, 'sem viabilidade' outside", () => {
    expect(decideViability([], 3)).toMatchObject({ status: "provável", source: "cep", cityId: 3 });
    expect(decideViability([{ source: "erp", status: undefined, detail: "" }], undefined)).toMatchObject({
      status: "sem viabilidade",
      source: "cep",
    });
  });
});

describe("the viability schemas", () => {
  it("reads a form's address: the CEP as digits, the number trimmed, the location as numbers", () => {
    expect(
      viabilityAddressSchema.parse({
        cep: "29.100-001",
        number: " 123 ",
        complement: "",
        lat: "-20,33",
        lng: "-40.29",
      }),
    ).toEqual({
      cep: "29100001",
      number: "123",
      complement: undefined,
      street: undefined,
      lat: -20.33,
      lng: -40.29,
    });
  });

  it("refuses a bad CEP, a missing number and half a location", () => {
    expect(viabilityAddressSchema.safeParse({ cep: "2910", number: "1" }).success).toBe(false);
    expect(viabilityAddressSchema.safeParse({ cep: "29100001", number: "  " }).success).toBe(false);
    expect(viabilityAddressSchema.safeParse({ cep: "29100001", number: "1", lat: "-20" }).success).toBe(
      false,
    );
  });

  it("takes each source once in the order, a distance in range and https addresses only", () => {
    const base = { order: ["poligonos", "erp"], boxDistanceMeters: "300", geocoderUrl: "", tileUrl: "" };
    expect(coverageSettingsInputSchema.parse(base)).toMatchObject({
      order: ["poligonos", "erp"],
      boxDistanceMeters: 300,
    });
    expect(coverageSettingsInputSchema.safeParse({ ...base, order: ["erp", "erp"] }).success).toBe(false);
    expect(coverageSettingsInputSchema.safeParse({ ...base, boxDistanceMeters: 5 }).success).toBe(false);
    expect(
      coverageSettingsInputSchema.safeParse({ ...base, geocoderUrl: "http://geo.example/search" }).success,
    ).toBe(false);
    expect(
      coverageSettingsInputSchema.safeParse({ ...base, tileUrl: "https://tiles.example/{z}/{x}.png" })
        .success,
    ).toBe(false);
  });

  it("takes an http:// geocoder and CEP service only where the operator allows it; the tiles stay https", () => {
    const base = { order: [], boxDistanceMeters: 250, geocoderUrl: "", tileUrl: "" };
    const http = { ...base, geocoderUrl: "http://10.0.0.7/search", cepAddressUrl: "http://10.0.0.7/ws" };
    const strict = coverageSettingsInputSchema.safeParse(http);
    expect(strict.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["geocoderUrl", "Informe um endereço completo começando com https://"],
      ["cepAddressUrl", "Informe um endereço completo começando com https://"],
    ]);
    const allowing = coverageSettingsInputSchemaFor({ allowHttp: true });
    expect(allowing.parse(http)).toMatchObject({
      geocoderUrl: "http://10.0.0.7/search",
      cepAddressUrl: "http://10.0.0.7/ws",
    });
    expect(allowing.safeParse({ ...base, tileUrl: "http://tiles.example/{z}/{x}/{y}.png" }).success).toBe(
      false,
    );
    // Neither another scheme nor credentials in the address, allowed or not.
    for (const geocoderUrl of ["ftp://10.0.0.7/search", "http://user:senha@10.0.0.7/search"])
      expect(allowing.safeParse({ ...base, geocoderUrl }).success).toBe(false);
    expect(isCoverageServiceUrl("http://10.0.0.7/ws")).toBe(false);
    expect(isCoverageServiceUrl("http://10.0.0.7/ws", true)).toBe(true);
    expect(isCoverageServiceUrl("https://viacep.com.br/ws")).toBe(true);
  });
});

describe("isInBrazil: the phone's location 'Usar minha localização' takes", () => {
  it("takes Brazil's far corners and islands, refuses a point abroad or out of range", () => {
    for (const point of [
      { lat: -20.3155, lng: -40.3128 }, // Vitória
      { lat: -33.74, lng: -53.37 }, // Chuí
      { lat: 5.2, lng: -60.2 }, // Monte Caburaí
      { lat: -7.5, lng: -73.9 }, // Serra do Divisor
      { lat: -3.85, lng: -32.42 }, // Fernando de Noronha
    ])
      expect(isInBrazil(point)).toBe(true);
    for (const point of [
      { lat: 38.72, lng: -9.14 }, // Lisboa
      { lat: -34.9, lng: -56.16 }, // Montevidéu
      { lat: Number.NaN, lng: -40 },
      { lat: -120, lng: -40 },
    ])
      expect(isInBrazil(point)).toBe(false);
  });
});
