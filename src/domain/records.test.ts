import { describe, expect, it } from "vitest";
import { filterCities } from "./cities";
import { formatDate, matchesSearch, nextSort, sortRecords } from "./records";

describe("matchesSearch", () => {
  const fields = ["Fibra 500", "500 Mb/s", "Internet", ["Max", "Looke"]] as const;

  it("finds a case-insensitive substring in any field, lists included", () => {
    expect(matchesSearch(fields, "fibra")).toBe(true);
    expect(matchesSearch(fields, "LOOK")).toBe(true);
    expect(matchesSearch(fields, "mb/s")).toBe(true);
    expect(matchesSearch(fields, "combo")).toBe(false);
  });

  it("finds every word of the query, each in any field, whatever the accents", () => {
    const pair = ["Fibra 500", "Vitória", "ES"];
    expect(matchesSearch(pair, "fibra 500 vitória")).toBe(true);
    expect(matchesSearch(pair, "  Vitoria   FIBRA ")).toBe(true);
    expect(matchesSearch(pair, "fibra 500 serra")).toBe(false);
    expect(matchesSearch(["Vitoria"], "vitória")).toBe(true);
  });

  it("matches everything on a blank query", () => {
    expect(matchesSearch(fields, "  ")).toBe(true);
  });
});

describe("sortRecords", () => {
  const rows = [
    { name: "b", price: 10, active: true },
    { name: "Á", price: 2, active: false },
    { name: "c", price: 100, active: true },
  ];

  it("sorts numbers numerically and text the pt-BR way, both directions", () => {
    expect(sortRecords(rows, { key: "price", direction: "asc" }).map((r) => r.price)).toEqual([2, 10, 100]);
    expect(sortRecords(rows, { key: "price", direction: "desc" }).map((r) => r.price)).toEqual([100, 10, 2]);
    expect(sortRecords(rows, { key: "name", direction: "asc" }).map((r) => r.name)).toEqual(["Á", "b", "c"]);
  });

  it("flips the direction on the same column and starts ascending on another", () => {
    expect(nextSort({ key: "name", direction: "asc" }, "name")).toEqual({ key: "name", direction: "desc" });
    expect(nextSort({ key: "name", direction: "desc" }, "price")).toEqual({ key: "price", direction: "asc" });
  });
});

it("formats dates the Brazilian way, in Brazil's time zone", () => {
  expect(formatDate("2026-03-05T12:00:00Z")).toBe("05/03/2026");
  expect(formatDate("2026-03-06T02:00:00Z")).toBe("05/03/2026");
});

it("filters cities by a case-insensitive substring of the name", () => {
  const cities = [
    { name: "Vitória", state: "ES" },
    { name: "Vila Velha", state: "ES" },
    { name: "Serra", state: "ES" },
  ];
  expect(filterCities(cities, "vi").map((c) => c.name)).toEqual(["Vitória", "Vila Velha"]);
  expect(filterCities(cities, "SERR").map((c) => c.name)).toEqual(["Serra"]);
  expect(filterCities(cities, "xyz")).toEqual([]);
});
