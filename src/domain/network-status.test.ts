import { describe, expect, it } from "vitest";
import {
  cityNotices,
  forecastText,
  isNoticeShown,
  nextNoticeBoundary,
  noticePhase,
  type PublicNetworkNotice,
  phasedNotices,
  RESOLVED_SHOWN_MS,
} from "./network-status";
import { networkNoticeInputSchema } from "./network-status-schema";

const at = (iso: string) => new Date(iso);
const notice = (overrides: Partial<PublicNetworkNotice>): PublicNetworkNotice => ({
  id: 1,
  kind: "falha",
  title: "Queda",
  description: "",
  cities: [{ id: 7, name: "Vila Velha", state: "ES", slug: "vila-velha-es" }],
  neighbourhoods: [],
  startsAt: "2026-11-28T12:00:00.000Z",
  expectedEndAt: null,
  resolvedAt: null,
  resolution: "",
  updates: [],
  updatedAt: "2026-11-28T12:00:00.000Z",
  ...overrides,
});

describe("a notice's phase", () => {
  it("is scheduled before its start, ongoing after, resolved from its resolution", () => {
    const n = notice({ resolvedAt: "2026-11-28T15:00:00.000Z" });
    expect(noticePhase(n, at("2026-11-28T11:59:00Z"))).toBe("scheduled");
    expect(noticePhase(n, at("2026-11-28T12:00:00Z"))).toBe("ongoing");
    expect(noticePhase(n, at("2026-11-28T15:00:00Z"))).toBe("resolved");
  });

  it("a resolved notice leaves the page a week after its resolution", () => {
    const n = notice({ resolvedAt: "2026-11-28T15:00:00.000Z" });
    const resolved = Date.parse(n.resolvedAt!);
    expect(isNoticeShown(n, new Date(resolved + RESOLVED_SHOWN_MS - 1))).toBe(true);
    expect(isNoticeShown(n, new Date(resolved + RESOLVED_SHOWN_MS))).toBe(false);
  });

  it("the next boundary is the nearest start, resolution or departure after now", () => {
    const notices = [
      notice({ id: 1, startsAt: "2026-11-29T01:00:00.000Z" }),
      notice({ id: 2, resolvedAt: "2026-11-28T18:00:00.000Z" }),
    ];
    expect(nextNoticeBoundary(notices, at("2026-11-28T13:00:00Z"))?.toISOString()).toBe(
      "2026-11-28T18:00:00.000Z",
    );
    expect(nextNoticeBoundary(notices, at("2026-11-28T19:00:00Z"))?.toISOString()).toBe(
      "2026-11-29T01:00:00.000Z",
    );
    expect(nextNoticeBoundary([notice({})], at("2026-11-28T13:00:00Z"))).toBeUndefined();
  });

  it("a city's notices are its unresolved ones, ongoing first", () => {
    const phased = phasedNotices(
      [
        notice({ id: 1, startsAt: "2026-11-29T01:00:00.000Z" }),
        notice({ id: 2 }),
        notice({ id: 3, resolvedAt: "2026-11-28T12:30:00.000Z" }),
        notice({ id: 4, cities: [{ id: 8, name: "Vitória", state: "ES", slug: "vitoria-es" }] }),
      ],
      at("2026-11-28T13:00:00Z"),
    );
    expect(cityNotices(phased, 7).map((n) => [n.id, n.phase])).toEqual([
      [2, "ongoing"],
      [1, "scheduled"],
    ]);
  });

  it("says its forecast on Brasília's clock, or that there is none", () => {
    expect(forecastText(notice({ expectedEndAt: "2026-11-28T21:30:00.000Z" }))).toBe(
      "Previsão de normalização: 28/11/2026 às 18:30",
    );
    expect(forecastText(notice({}))).toBe("Ainda sem previsão de normalização.");
  });
});

describe("the console's notice", () => {
  const valid = {
    kind: "manutencao",
    title: "Troca de cabos",
    cityIds: [3, 3, 1],
    neighbourhoods: " Centro, , Praia da Costa,Centro ",
    startsAt: "2026-12-01T04:00:00.000Z",
    expectedEndAt: "2026-12-01T08:00:00.000Z",
  };

  it("keeps each city and bairro once, trimmed", () => {
    const parsed = networkNoticeInputSchema.parse(valid);
    expect(parsed.cityIds).toEqual([1, 3]);
    expect(parsed.neighbourhoods).toEqual(["Centro", "Praia da Costa"]);
  });

  it("refuses no start, an end before the start and no city, in pt-BR", () => {
    const result = networkNoticeInputSchema.safeParse({
      ...valid,
      cityIds: [],
      startsAt: "",
      expectedEndAt: "2026-11-30T08:00:00.000Z",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining(["Selecione ao menos uma cidade.", "Informe quando começa (data e hora)."]),
    );
  });
});
