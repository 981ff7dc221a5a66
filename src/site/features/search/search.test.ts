import { describe, expect, it } from "vitest";
import type { PublicCity, SearchPlan } from "../../../domain";
import {
  cleanQuery,
  foldText,
  MAX_QUERY_LENGTH,
  MAX_RESULTS_PER_GROUP,
  resultCountText,
  searchSite,
} from "./search";
import { SITE_PAGES } from "./site-pages";

const plans: SearchPlan[] = [
  {
    id: 1,
    name: "Fibra 500",
    speed: "500 Mega",
    price: 89.9,
    priceVaries: true,
    type: "Internet",
    streamings: ["Max"],
    cameraCount: 0,
  },
  {
    id: 2,
    name: "Combo Câmera",
    speed: "600 Mega",
    price: 139,
    priceVaries: false,
    type: "Combo",
    streamings: [],
    cameraCount: 1,
  },
  {
    id: 3,
    name: "Giga Globoplay",
    speed: "1 Giga",
    price: 149.9,
    priceVaries: false,
    type: "Combo",
    streamings: ["Globoplay"],
    cameraCount: 0,
  },
];
const cities: PublicCity[] = [
  { id: 1, name: "Vitória", state: "ES" },
  { id: 2, name: "Vila Velha", state: "ES" },
  { id: 3, name: "São Mateus", state: "ES" },
];
const search = (query: string) => searchSite(query, { pages: SITE_PAGES, plans, cities });
const paths = (query: string) => search(query).groups.flatMap((group) => group.hits.map((hit) => hit.path));

describe("searchSite", () => {
  it("matches without regard to accents or case, in both directions", () => {
    expect(paths("VITORIA")).toContain("/planos/vitoria-es");
    expect(paths("vitória")).toContain("/planos/vitoria-es");
    expect(paths("sao mateus")).toEqual(["/planos/sao-mateus-es"]);
    expect(paths("câmera")).toEqual(paths("camera"));
    expect(paths("camera")).toContain("/webcam");
  });

  it("finds pages by title, description or keywords, title matches first", () => {
    expect(paths("fibra")[0]).toBe("/internet/fibra");
    expect(paths("boleto")).toContain("/cliente/segunda-via");
    expect(paths("lgpd")).toEqual(["/politica-privacidade"]);
  });

  it("finds active plans by name, speed and streaming, each linking to the page that sells it", () => {
    const byStreaming = search("globoplay").groups.find((group) => group.kind === "plans");
    expect(byStreaming?.hits).toEqual([
      expect.objectContaining({ title: "Giga Globoplay", path: "/combos" }),
    ]);
    const bySpeed = search("500 mega").groups.find((group) => group.kind === "plans");
    expect(bySpeed?.hits.map((hit) => hit.title)).toEqual(["Fibra 500"]);
    // Sold at a city's own price somewhere (decision 0040): the cheapest, 'a partir de'.
    expect(bySpeed?.hits[0]?.description).toContain("a partir de R$ 89,90/mês");
    const combo = search("combo câmera").groups.find((group) => group.kind === "plans");
    expect(combo?.hits[0]?.description).toContain("600 Mega · R$ 139,00/mês");
    // Speeds are written '500 Mega', and still found as visitors type them.
    for (const typed of ["500 mb/s", "500mbps", "1 giga"])
      expect(search(typed).groups.find((group) => group.kind === "plans")?.total, typed).toBe(1);
  });

  it("needs every word to match", () => {
    expect(paths("vila velha")).toEqual(["/planos/vila-velha-es"]);
    expect(search("vitoria xyzzy").total).toBe(0);
  });

  it("counts every match but lists a bounded number per group", () => {
    const many = Array.from(
      { length: 100 },
      (_, i): PublicCity => ({ id: i, name: `Santa Cidade ${i}`, state: "SP" }),
    );
    const results = searchSite("santa", { pages: [], plans: [], cities: many });
    expect(results.total).toBe(100);
    expect(results.groups[0]?.hits).toHaveLength(MAX_RESULTS_PER_GROUP);
  });

  it("finds nothing for an empty or punctuation-only query", () => {
    expect(search("   ")).toEqual({ query: "", total: 0, groups: [] });
    expect(search("!!!").total).toBe(0);
  });
});

describe("cleanQuery", () => {
  it("drops control characters, collapses spaces and caps the length", () => {
    expect(cleanQuery("  fibra\u0000\n  óptica ")).toBe("fibra óptica");
    expect(cleanQuery("a".repeat(500))).toHaveLength(MAX_QUERY_LENGTH);
    expect(cleanQuery(null)).toBe("");
  });
});

describe("foldText and resultCountText", () => {
  it("folds accents and case", () => {
    expect(foldText("Conexão ÓPTICA-Já")).toBe("conexao optica ja");
  });
  it("says how many results were found", () => {
    expect(resultCountText(0)).toBe("Nenhum resultado encontrado");
    expect(resultCountText(1)).toBe("1 resultado encontrado");
    expect(resultCountText(7)).toBe("7 resultados encontrados");
  });
});
