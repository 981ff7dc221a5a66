import type {
  AreaMultiPolygon,
  AreaPolygon,
  CoverageAreaFeature,
  CoverageAreaGeometry,
  Position,
} from "../../domain/coverage-areas.ts";
import type { LatLng } from "../../domain/viability.ts";

// An area as the server keeps it (issue 66, L1; decision 0076): its polygons as one run of bytes, decoded
// into one Float64Array per area, off the JavaScript heap, and tested point by point without building an
// object per vertex. GeoJSON arrays cost about 60 bytes a vertex on the heap; this costs 16 outside it.
// The bytes are big-endian, as PostgreSQL's float8send and int4send write them, so migration 0033 could
// turn the areas stored as GeoJSON into this form in SQL:
//
//   u32 features, then per feature: u32 name bytes, the name (UTF-8), u32 polygons,
//   per polygon: u32 rings (the outer ring, then its holes), per ring: u32 vertices, then [f64 lng, f64 lat]…
//
// Imported by the worker (area-worker.ts) too: only packages and files named with their extension.

/** A polygon kept for the point test: its rings as [lng, lat, lng, lat, …] and its bounding box. */
export type CompactPolygon = {
  rings: Float64Array[];
  west: number;
  south: number;
  east: number;
  north: number;
};
export type CompactFeature = { name: string; polygons: CompactPolygon[] };
/** An area as the polygon source keeps it in memory. */
export type CompactArea = { id: number; name: string; features: CompactFeature[]; vertices: number };

const polygonsOf = (geometry: AreaPolygon | AreaMultiPolygon): Position[][][] =>
  geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;

/** An area's polygons as the stored bytes. */
export function encodeArea(area: CoverageAreaGeometry): Uint8Array {
  const encoder = new TextEncoder();
  const names = area.features.map((feature) => encoder.encode(feature.properties.name));
  let size = 4;
  area.features.forEach((feature, index) => {
    size += 8 + names[index]!.byteLength;
    for (const polygon of polygonsOf(feature.geometry)) {
      size += 4;
      for (const ring of polygon) size += 4 + ring.length * 16;
    }
  });
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  let at = 0;
  const u32 = (value: number) => {
    view.setUint32(at, value);
    at += 4;
  };
  u32(area.features.length);
  area.features.forEach((feature, index) => {
    const name = names[index]!;
    u32(name.byteLength);
    bytes.set(name, at);
    at += name.byteLength;
    const polygons = polygonsOf(feature.geometry);
    u32(polygons.length);
    for (const polygon of polygons) {
      u32(polygon.length);
      for (const ring of polygon) {
        u32(ring.length);
        for (const [lng, lat] of ring) {
          view.setFloat64(at, lng);
          view.setFloat64(at + 8, lat);
          at += 16;
        }
      }
    }
  });
  return bytes;
}

/** The stored bytes as the polygon source keeps them; throws on bytes that are not an area. */
export function decodeArea(id: number, name: string, bytes: Uint8Array): CompactArea {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  const u32 = () => {
    const value = view.getUint32(at);
    at += 4;
    return value;
  };
  // One array for every coordinate of the area: at most (bytes / 16) × 2 numbers.
  const all = new Float64Array(Math.floor(bytes.byteLength / 8));
  let used = 0;
  let vertices = 0;
  const decoder = new TextDecoder();
  const features: CompactFeature[] = [];
  const featureCount = u32();
  for (let f = 0; f < featureCount; f++) {
    const nameLength = u32();
    const featureName = decoder.decode(bytes.subarray(at, at + nameLength));
    at += nameLength;
    const polygons: CompactPolygon[] = [];
    const polygonCount = u32();
    for (let p = 0; p < polygonCount; p++) {
      const polygon: CompactPolygon = { rings: [], west: 180, south: 90, east: -180, north: -90 };
      const ringCount = u32();
      for (let r = 0; r < ringCount; r++) {
        const count = u32();
        if (at + count * 16 > bytes.byteLength) throw new Error("coverage area: bytes cut short");
        const ring = all.subarray(used, used + count * 2);
        for (let v = 0; v < count; v++) {
          const lng = view.getFloat64(at);
          const lat = view.getFloat64(at + 8);
          at += 16;
          ring[v * 2] = lng;
          ring[v * 2 + 1] = lat;
          // The outer ring bounds the polygon; holes lie inside it.
          if (r === 0) {
            if (lng < polygon.west) polygon.west = lng;
            if (lng > polygon.east) polygon.east = lng;
            if (lat < polygon.south) polygon.south = lat;
            if (lat > polygon.north) polygon.north = lat;
          }
        }
        used += count * 2;
        vertices += count;
        polygon.rings.push(ring);
      }
      polygons.push(polygon);
    }
    features.push({ name: featureName, polygons });
  }
  if (at !== bytes.byteLength) throw new Error("coverage area: bytes left over");
  return { id, name, features, vertices };
}

type Side = "inside" | "border" | "outside";

/** Where a point lies against a closed ring (even–odd rule); on an edge or a corner is the border. */
function sideOfRing(ring: Float64Array, x: number, y: number): Side {
  let inside = false;
  const last = ring.length - 2;
  for (let i = 0, j = last; i <= last; j = i, i += 2) {
    const xi = ring[i]!;
    const yi = ring[i + 1]!;
    const xj = ring[j]!;
    const yj = ring[j + 1]!;
    // On the segment: collinear and between its ends.
    if (
      (x - xi) * (yj - yi) === (y - yi) * (xj - xi) &&
      x >= Math.min(xi, xj) &&
      x <= Math.max(xi, xj) &&
      y >= Math.min(yi, yj) &&
      y <= Math.max(yi, yj)
    )
      return "border";
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside ? "inside" : "outside";
}

/**
 * Whether a polygon holds a point, as @turf/boolean-point-in-polygon answered before (decision 0066): its
 * border counts as inside, a hole's inside does not, a hole's border does.
 */
export function polygonHolds(polygon: CompactPolygon, x: number, y: number): boolean {
  if (x < polygon.west || x > polygon.east || y < polygon.south || y > polygon.north) return false;
  const [outer, ...holes] = polygon.rings;
  if (!outer || sideOfRing(outer, x, y) === "outside") return false;
  return holes.every((hole) => sideOfRing(hole, x, y) !== "inside");
}

/** The first feature of the areas holding the point (on the border counts as inside), or undefined. */
export function areaHolding(
  areas: readonly CompactArea[],
  point: LatLng,
): { area: string; feature: string } | undefined {
  for (const area of areas)
    for (const feature of area.features)
      if (feature.polygons.some((polygon) => polygonHolds(polygon, point.lng, point.lat)))
        return { area: area.name, feature: feature.name };
  return undefined;
}

/**
 * A ring with every `step`-th corner kept (and the ring closed again); undefined when fewer than three
 * corners would be left. Linear, whatever the ring's shape: a simplification that searches (Douglas–Peucker)
 * takes quadratic time on a zigzag, and an upload's worker would spend its deadline on the map's copy.
 */
function thinRing(ring: Position[], step: number): Position[] | undefined {
  const last = ring.length - 1;
  const kept: Position[] = [];
  for (let i = 0; i < last; i += step) kept.push(ring[i]!);
  // Too few for a ring at this step: three corners spread around it, when it has them.
  if (kept.length < 3 && last >= 3) {
    kept.length = 0;
    for (const i of [0, Math.floor(last / 3), Math.floor((2 * last) / 3)]) kept.push(ring[i]!);
  }
  kept.push(ring[0]!);
  return kept.length >= 4 ? kept : undefined;
}

/**
 * What the console's map draws of an area: the area itself when it has at most `maxVertices`, else a copy
 * keeping every n-th corner of each ring, n chosen to leave about half the budget, the polygons that still
 * fit in order (on a map at a town's zoom a dense export looks the same; tiny polygons past the budget are
 * not drawn).
 */
export function previewOf(
  area: CoverageAreaGeometry,
  vertices: number,
  maxVertices: number,
): CoverageAreaGeometry {
  if (vertices <= maxVertices) return area;
  const step = Math.ceil((2 * vertices) / maxVertices);
  let budget = maxVertices;
  const features: CoverageAreaFeature[] = [];
  for (const feature of area.features) {
    const polygons: Position[][][] = [];
    for (const polygon of polygonsOf(feature.geometry)) {
      const outer = thinRing(polygon[0]!, step);
      if (!outer || outer.length > budget) continue;
      const kept: Position[][] = [outer];
      budget -= outer.length;
      for (const hole of polygon.slice(1)) {
        const thinned = thinRing(hole, step);
        if (thinned && thinned.length <= budget) {
          kept.push(thinned);
          budget -= thinned.length;
        }
      }
      polygons.push(kept);
    }
    if (polygons.length > 0)
      features.push({
        type: "Feature",
        properties: feature.properties,
        geometry:
          polygons.length === 1
            ? { type: "Polygon", coordinates: polygons[0]! }
            : { type: "MultiPolygon", coordinates: polygons },
      });
  }
  return { type: "FeatureCollection", features };
}
