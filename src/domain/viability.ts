// Viability at an address (issue 56, decision 0066): whether the provider's network reaches
// one house, told by pluggable sources in the order the provider sets in the console's 'Cobertura'. Pure
// types and rules only (no zod: public pages import the domain barrel); the schemas are in
// ./viability-schema, the sources themselves in src/server/coverage.
//
// How an answer is reached: the sources are asked in the provider's order; each one either decides
// ('confirmado' or 'sem viabilidade') or cannot tell (not configured, no coordinates for the address, the
// ERP did not answer in time). The first that decides gives the answer. The site's CEP ranges always come
// last and always decide: a CEP inside a served city's ranges is 'provável', any other 'sem viabilidade'.
// With no source configured the CEP ranges alone answer, as the site did before.

import { DEFAULT_DUE_DAYS } from "./sign-up";

/** Sources the provider can order; the CEP ranges ('cep') are not among them: they are always last. */
export const ORDERABLE_VIABILITY_SOURCES = ["erp", "caixas", "poligonos"] as const;
export type OrderableViabilitySource = (typeof ORDERABLE_VIABILITY_SOURCES)[number];

export const VIABILITY_SOURCES = [...ORDERABLE_VIABILITY_SOURCES, "cep"] as const;
export type ViabilitySource = (typeof VIABILITY_SOURCES)[number];

export const VIABILITY_STATUSES = ["confirmado", "provável", "sem viabilidade"] as const;
export type ViabilityStatus = (typeof VIABILITY_STATUSES)[number];

/** How the console names each source (the order list, 'Testar um endereço'). */
export const VIABILITY_SOURCE_LABELS: Record<ViabilitySource, string> = {
  erp: "Consulta de viabilidade do sistema de gestão",
  caixas: "Caixas de atendimento próximas",
  poligonos: "Áreas desenhadas (KML/KMZ/GeoJSON)",
  cep: "Faixas de CEP das cidades",
};

/** A point in WGS 84 degrees. */
export type LatLng = { lat: number; lng: number };

/**
 * The address a visitor types ('Consultar viabilidade') or a phone gives ('Usar minha localização'). The
 * CEP is required (it names the city, hence the plans); the coordinates, when given, spare the geocoder.
 */
export type ViabilityAddress = {
  /** 8 digits, no hyphen ('29100001'). */
  cep: string;
  /** The house number as typed ('123', 'S/N'). */
  number: string;
  /** Apartment, block… Optional; never used to decide, kept for the sign-up. */
  complement?: string | undefined;
  /** The street, when the visitor typed or confirmed it: the geocoder finds the house better with it. */
  street?: string | undefined;
  /** From 'Usar minha localização' (the browser's geolocation), in degrees. */
  lat?: number | undefined;
  lng?: number | undefined;
};

/**
 * The answer: what the visitor is told, which source decided and, in pt-BR for the console, why
 * ('Caixa CX-12 a 80 m com 3 portas livres'). `cityId` is the served city whose CEP ranges hold the CEP
 * (the plans sold there), whatever source decided; undefined when the CEP is in no city's ranges.
 */
export type ViabilityAnswer = {
  status: ViabilityStatus;
  source: ViabilitySource;
  detail: string;
  cityId: number | undefined;
  /** The fibre box that decided, when the box source did: the sign-up gives it to the ERP's own fields (issue 68). */
  box?: ViabilityBox | undefined;
};

/** A fibre box as the ERP names it: its id, its name and how far from the address, in metres. */
export type ViabilityBox = { id: string; name: string; distanceMeters: number };

/** One source's outcome, for 'Testar um endereço': a source that cannot tell says why in `detail`. */
export type ViabilitySourceOutcome = {
  source: ViabilitySource;
  /** undefined: this source could not tell. */
  status: ViabilityStatus | undefined;
  detail: string;
  /** The box a 'caixas' outcome names. */
  box?: ViabilityBox | undefined;
};

/** The answer and what every source said ('Testar um endereço' asks all of them, not only up to the first). */
export type ViabilityReport = {
  answer: ViabilityAnswer;
  outcomes: ViabilitySourceOutcome[];
  /** The coordinates the geographic sources used, and where they came from. */
  point: (LatLng & { from: "visitor" | "geocoder" }) | undefined;
};

/** Defaults of the console's 'Cobertura' settings. */
export const DEFAULT_BOX_DISTANCE_METERS = 250;
export const MIN_BOX_DISTANCE_METERS = 10;
export const MAX_BOX_DISTANCE_METERS = 5_000;

/** The console's 'Cobertura' settings as the server reads them (the geocoder key never leaves the server). */
export type CoverageSettings = {
  /** Sources in the order they are asked; empty: only the CEP ranges (the site as before). */
  order: OrderableViabilitySource[];
  /** How far a box may be from the house, in metres. */
  boxDistanceMeters: number;
  /** Nominatim-compatible search URL ('https://nominatim.example.com/search'); empty: no geocoder. */
  geocoderUrl: string;
  /**
   * ViaCEP-compatible CEP service ('https://viacep.com.br/ws', asked as `{url}/{cep}/json/`): the street
   * 'Contrate online' prefills and the geocoder gets. Empty: off.
   */
  cepAddressUrl: string;
  /** The map's tile URL template for the console's polygon preview ('https://…/{z}/{x}/{y}.png'). */
  tileUrl: string;
  /** The due days 'Contrate online' offers when the ERP lists none (decision 0071), sorted. */
  dueDays: number[];
};

export const DEFAULT_COVERAGE_SETTINGS: CoverageSettings = {
  order: [],
  boxDistanceMeters: DEFAULT_BOX_DISTANCE_METERS,
  geocoderUrl: "",
  cepAddressUrl: "",
  tileUrl: "",
  dueDays: [...DEFAULT_DUE_DAYS],
};

const EARTH_RADIUS_METERS = 6_371_008.8;

/** Great-circle distance in metres between two points (haversine). */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A point inside WGS 84's range. */
export function isLatLng(point: { lat: unknown; lng: unknown }): point is LatLng {
  return (
    typeof point.lat === "number" &&
    typeof point.lng === "number" &&
    Number.isFinite(point.lat) &&
    Number.isFinite(point.lng) &&
    Math.abs(point.lat) <= 90 &&
    Math.abs(point.lng) <= 180
  );
}

/** Brazil's bounding box (mainland and islands, with a margin): a phone's location outside it is refused. */
export const BRAZIL_BOUNDS = { south: -34.0, north: 5.4, west: -74.1, east: -28.6 } as const;

/** A point inside Brazil's bounding box ('Usar minha localização' takes no other). */
export function isInBrazil(point: LatLng): boolean {
  return (
    isLatLng(point) &&
    point.lat >= BRAZIL_BOUNDS.south &&
    point.lat <= BRAZIL_BOUNDS.north &&
    point.lng >= BRAZIL_BOUNDS.west &&
    point.lng <= BRAZIL_BOUNDS.east
  );
}

/**
 * The answer from the outcomes of the ordered sources followed by the CEP ranges' (which always decides):
 * the first outcome with a status. `cityId` as in ViabilityAnswer.
 */
export function decideViability(
  outcomes: readonly ViabilitySourceOutcome[],
  cityId: number | undefined,
): ViabilityAnswer {
  for (const outcome of outcomes) {
    if (outcome.status !== undefined)
      return {
        status: outcome.status,
        source: outcome.source,
        detail: outcome.detail,
        cityId,
        ...(outcome.box ? { box: outcome.box } : {}),
      };
  }
  return {
    status: cityId === undefined ? "sem viabilidade" : "provável",
    source: "cep",
    detail:
      cityId === undefined
        ? "CEP fora das faixas atendidas."
        : "CEP dentro das faixas de uma cidade atendida.",
    cityId,
  };
}
