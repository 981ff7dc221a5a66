import { kml } from "@tmcw/togeojson";
import booleanPointInPolygon from "@turf/boolean-point-in-polygon";
import { DOMParser } from "@xmldom/xmldom";
import { unzipSync } from "fflate";
import {
  type AreaMultiPolygon,
  type AreaPolygon,
  COVERAGE_AREA_MESSAGES,
  type CoverageAreaFeature,
  type CoverageAreaFormat,
  type CoverageAreaGeometry,
  type LatLng,
  MAX_COVERAGE_FILE_BYTES,
  MAX_COVERAGE_VERTICES,
  type Position,
} from "../../domain";

// Coverage areas (issue 56): a KML, KMZ or GeoJSON file read once at upload into the polygons it holds
// (kept as GeoJSON), and whether a point falls inside any of them. The file is read with kept libraries:
// @tmcw/togeojson for KML over @xmldom/xmldom (no external entities, no network), fflate for KMZ's zip,
// @turf/boolean-point-in-polygon for the test. Points and lines of a file are left out: only a closed
// area says where the network is.

/** A file that cannot become an area, with what the console shows. */
export class CoverageFileError extends Error {
  override name = "CoverageFileError";
}

type AnyGeometry = { type: string; coordinates?: unknown; geometries?: unknown };
type AnyFeature = {
  type?: string;
  properties?: Record<string, unknown> | null;
  geometry?: AnyGeometry | null;
};

/** A position of the file as [lng, lat], its altitude dropped; undefined when it is not one. */
function position(value: unknown): Position | undefined {
  if (!Array.isArray(value) || value.length < 2) return undefined;
  const [lng, lat] = value as unknown[];
  if (typeof lng !== "number" || typeof lat !== "number") return undefined;
  if (!Number.isFinite(lng) || !Number.isFinite(lat) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    return undefined;
  return [lng, lat];
}

/** A polygon's rings, closed, each with at least three distinct corners; undefined when it is not one. */
function rings(value: unknown): Position[][] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const result: Position[][] = [];
  for (const ring of value) {
    if (!Array.isArray(ring)) return undefined;
    const points = ring.map(position);
    if (points.some((point) => point === undefined)) return undefined;
    const closed = points as Position[];
    const first = closed[0];
    const last = closed.at(-1);
    if (first && last && (first[0] !== last[0] || first[1] !== last[1])) closed.push([first[0], first[1]]);
    if (closed.length < 4) return undefined;
    result.push(closed);
  }
  return result;
}

/** The polygons of a geometry, those inside a GeometryCollection (KML's MultiGeometry) included. */
function polygonsOf(geometry: AnyGeometry | null | undefined, depth = 0): (AreaPolygon | AreaMultiPolygon)[] {
  if (!geometry || depth > 8) return [];
  if (geometry.type === "Polygon") {
    const coordinates = rings(geometry.coordinates);
    return coordinates ? [{ type: "Polygon", coordinates }] : [];
  }
  if (geometry.type === "MultiPolygon" && Array.isArray(geometry.coordinates)) {
    const parts = geometry.coordinates.map(rings).filter((part) => part !== undefined);
    return parts.length > 0 ? [{ type: "MultiPolygon", coordinates: parts }] : [];
  }
  if (geometry.type === "GeometryCollection" && Array.isArray(geometry.geometries))
    return (geometry.geometries as AnyGeometry[]).flatMap((inner) => polygonsOf(inner, depth + 1));
  return [];
}

function featuresOf(geojson: unknown): AnyFeature[] {
  if (typeof geojson !== "object" || geojson === null) return [];
  const object = geojson as { type?: string; features?: unknown };
  if (object.type === "FeatureCollection" && Array.isArray(object.features))
    return object.features as AnyFeature[];
  if (object.type === "Feature") return [object as AnyFeature];
  return [{ type: "Feature", properties: {}, geometry: object as AnyGeometry }];
}

function collect(geojson: unknown): CoverageAreaGeometry {
  const features: CoverageAreaFeature[] = [];
  let vertices = 0;
  for (const feature of featuresOf(geojson)) {
    const name = typeof feature.properties?.name === "string" ? feature.properties.name.slice(0, 120) : "";
    for (const geometry of polygonsOf(feature.geometry)) {
      vertices +=
        geometry.type === "Polygon"
          ? geometry.coordinates.reduce((sum, ring) => sum + ring.length, 0)
          : geometry.coordinates.flat().reduce((sum, ring) => sum + ring.length, 0);
      if (vertices > MAX_COVERAGE_VERTICES)
        throw new CoverageFileError(COVERAGE_AREA_MESSAGES.tooManyVertices);
      features.push({ type: "Feature", properties: { name }, geometry });
    }
  }
  if (features.length === 0) throw new CoverageFileError(COVERAGE_AREA_MESSAGES.noPolygon);
  return { type: "FeatureCollection", features };
}

function parseKml(text: string): unknown {
  try {
    // xmldom throws its ParseError on a fatal error (an unclosed tag, not XML at all).
    const document = new DOMParser({ onError: () => {} }).parseFromString(text, "text/xml");
    if (!document.documentElement) throw new CoverageFileError(COVERAGE_AREA_MESSAGES.unreadable);
    return kml(document);
  } catch {
    throw new CoverageFileError(COVERAGE_AREA_MESSAGES.unreadable);
  }
}

/** KMZ: a zip whose main KML is doc.kml (or its first .kml); bounded when unpacked, not only packed. */
function kmlOfKmz(bytes: Uint8Array): string {
  let files: Record<string, Uint8Array>;
  try {
    let taken = 0;
    files = unzipSync(bytes, {
      filter: (file) => {
        if (!file.name.toLowerCase().endsWith(".kml")) return false;
        taken += file.originalSize;
        if (taken > MAX_COVERAGE_FILE_BYTES * 4) throw new CoverageFileError(COVERAGE_AREA_MESSAGES.tooLarge);
        return true;
      },
    });
  } catch (error) {
    if (error instanceof CoverageFileError) throw error;
    throw new CoverageFileError(COVERAGE_AREA_MESSAGES.unreadable);
  }
  const names = Object.keys(files).sort((a, b) => Number(b === "doc.kml") - Number(a === "doc.kml"));
  const main = names[0];
  if (!main) throw new CoverageFileError(COVERAGE_AREA_MESSAGES.unreadable);
  return new TextDecoder().decode(files[main]);
}

/** The polygons of an uploaded file; throws CoverageFileError with the console's message otherwise. */
export function readCoverageFile(bytes: Uint8Array, format: CoverageAreaFormat): CoverageAreaGeometry {
  if (bytes.byteLength > MAX_COVERAGE_FILE_BYTES)
    throw new CoverageFileError(COVERAGE_AREA_MESSAGES.tooLarge);
  if (format === "geojson") {
    let parsed: unknown;
    try {
      parsed = JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      throw new CoverageFileError(COVERAGE_AREA_MESSAGES.unreadable);
    }
    return collect(parsed);
  }
  const text = format === "kmz" ? kmlOfKmz(bytes) : new TextDecoder().decode(bytes);
  return collect(parseKml(text));
}

/** The number of polygons an area holds (a MultiPolygon's parts each count). */
export function polygonCount(area: CoverageAreaGeometry): number {
  return area.features.reduce(
    (sum, feature) => sum + (feature.geometry.type === "Polygon" ? 1 : feature.geometry.coordinates.length),
    0,
  );
}

/** The first feature of the areas holding the point (on the border counts as inside), or undefined. */
export function areaHolding(
  areas: readonly { name: string; geojson: CoverageAreaGeometry }[],
  point: LatLng,
): { area: string; feature: string } | undefined {
  const at: Position = [point.lng, point.lat];
  for (const area of areas)
    for (const feature of area.geojson.features)
      if (booleanPointInPolygon(at, feature.geometry))
        return { area: area.name, feature: feature.properties.name };
  return undefined;
}
