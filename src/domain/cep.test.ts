import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type CityCepRange,
  cepDigits,
  findCepRange,
  findCityIdByCep,
  findCityIdByCepPrefix,
  findOverlap,
  formatCep,
  formatCepRange,
  maskCep,
  parseCep,
  parseCepNotice,
  rangesOverlap,
  sortCepRanges,
} from "./cep";

describe("parseCep", () => {
  it("reads a CEP however a visitor types it", () => {
    for (const typed of ["29000-000", "29000000", " 29000-000 ", "29.000-000", "29000 000"])
      expect(parseCep(typed), typed).toBe(29000000);
    expect(parseCep("01310-100")).toBe(1310100);
  });

  it("refuses what is not 8 digits of a CEP", () => {
    for (const typed of [
      "",
      "2900-000",
      "290000000",
      "29000-00a",
      "abc",
      "00000-000",
      "00999-999",
      "-29000000",
    ])
      expect(parseCep(typed), typed).toBeUndefined();
  });

  it("writes a CEP back with its leading zeros and hyphen", () => {
    expect(formatCep(29000001)).toBe("29000-001");
    expect(formatCep(1310100)).toBe("01310-100");
    expect(formatCepRange({ start: 29000001, end: 29099999 })).toBe("29000-001 a 29099-999");
    expect(formatCepRange({ start: 29500000, end: 29500000 })).toBe("29500-000");
    // A lead's CEP is stored as its 8 digits: the same form, and a text that is no CEP as typed.
    expect(formatCep("29100000")).toBe("29100-000");
    expect(formatCep(cepDigits("01.310-100"))).toBe("01310-100");
    expect(formatCep(" 123 ")).toBe("123");
  });

  it("reads back every CEP it writes", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000_000, max: 99_999_999 }), (cep) => parseCep(formatCep(cep)) === cep),
    );
  });
});

describe("overlaps", () => {
  it("counts shared ends as an overlap, and neighbours as none", () => {
    expect(rangesOverlap({ start: 10, end: 20 }, { start: 20, end: 30 })).toBe(true);
    expect(rangesOverlap({ start: 10, end: 20 }, { start: 21, end: 30 })).toBe(false);
    expect(rangesOverlap({ start: 10, end: 40 }, { start: 20, end: 30 })).toBe(true);
    expect(
      findOverlap(
        [
          { start: 1, end: 5 },
          { start: 8, end: 9 },
        ],
        { start: 6, end: 8 },
      ),
    ).toEqual({ start: 8, end: 9 });
    expect(findOverlap([{ start: 1, end: 5 }], { start: 6, end: 7 })).toBeUndefined();
  });
});

const DEMO: CityCepRange[] = sortCepRanges([
  { cityId: 2, start: 29100001, end: 29129999 }, // Vila Velha
  { cityId: 1, start: 29000001, end: 29099999 }, // Vitória
  { cityId: 3, start: 35200000, end: 35219999 }, // Aimorés
]);

describe("findCityIdByCep", () => {
  it("finds the city whose range holds the typed CEP, at either end too", () => {
    expect(findCityIdByCep(DEMO, "29050-555")).toBe(1);
    expect(findCityIdByCep(DEMO, "29000001")).toBe(1);
    expect(findCityIdByCep(DEMO, "29099-999")).toBe(1);
    expect(findCityIdByCep(DEMO, "29100-001")).toBe(2);
    expect(findCityIdByCep(DEMO, "35210-000")).toBe(3);
  });

  it("finds none between ranges, outside them, or for a text that is not a CEP", () => {
    expect(findCityIdByCep(DEMO, "29000-000")).toBeUndefined();
    expect(findCityIdByCep(DEMO, "29130-000")).toBeUndefined();
    expect(findCityIdByCep(DEMO, "13035-680")).toBeUndefined();
    expect(findCityIdByCep(DEMO, "2905")).toBeUndefined();
    expect(findCityIdByCep([], "29050-555")).toBeUndefined();
  });

  it("answers as a scan of every range would, for any set of ranges that do not overlap", () => {
    const disjoint = fc
      .uniqueArray(fc.integer({ min: 1_000_000, max: 99_999_999 }), { minLength: 0, maxLength: 40 })
      .map((points) => {
        const sorted = [...points].sort((a, b) => a - b);
        const ranges: CityCepRange[] = [];
        for (let i = 0; i + 1 < sorted.length; i += 2)
          ranges.push({ cityId: i, start: sorted[i]!, end: sorted[i + 1]! });
        return ranges;
      });
    fc.assert(
      fc.property(disjoint, fc.integer({ min: 1_000_000, max: 99_999_999 }), (ranges, cep) => {
        const scanned = ranges.find((range) => range.start <= cep && cep <= range.end);
        return findCepRange(sortCepRanges(ranges.reverse()), cep) === scanned;
      }),
    );
  });
});

describe("findCityIdByCepPrefix", () => {
  const ranges: CityCepRange[] = sortCepRanges([
    ...DEMO,
    { cityId: 8, start: 29_200_000, end: 29_200_499 },
    { cityId: 9, start: 29_200_500, end: 29_200_999 },
  ]);

  it("names the one city whose ranges share the CEP's first five digits: a town's generic -000 CEP", () => {
    expect(findCityIdByCepPrefix(ranges, 29_100_000)).toBe(2);
    expect(findCityIdByCepPrefix(ranges, 29_000_000)).toBe(1);
  });

  it("names none when no range shares them, or when two cities' ranges do", () => {
    expect(findCityIdByCepPrefix(ranges, 29_130_000)).toBeUndefined();
    expect(findCityIdByCepPrefix(ranges, 13_035_680)).toBeUndefined();
    expect(findCityIdByCepPrefix(ranges, 29_200_000)).toBeUndefined();
    expect(findCityIdByCepPrefix([], 29_100_000)).toBeUndefined();
  });
});

describe("maskCep", () => {
  it("keeps digits, at most 8, with the hyphen after the fifth, as the console's CEP fields show them", () => {
    expect(maskCep("")).toBe("");
    expect(maskCep("2900")).toBe("2900");
    expect(maskCep("29000")).toBe("29000");
    expect(maskCep("290005")).toBe("29000-5");
    expect(maskCep("29.000-001")).toBe("29000-001");
    expect(maskCep("29000-0019")).toBe("29000-001");
    expect(maskCep("abc")).toBe("");
  });
});

describe("parseCepNotice", () => {
  it("names the coverage map's notice for its three values and nothing for any other", () => {
    expect(parseCepNotice("fora")).toBe("fora");
    expect(parseCepNotice("invalido")).toBe("invalido");
    expect(parseCepNotice("limite")).toBe("limite");
    for (const other of [null, "", "FORA", "29050-555", "fora "])
      expect(parseCepNotice(other)).toBeUndefined();
  });
});
