import { inflateRawSync } from "node:zlib";
import { kml } from "@tmcw/togeojson";
import { DOMParser } from "@xmldom/xmldom";
import {
  type AreaMultiPolygon,
  type AreaPolygon,
  type CoverageAreaFeature,
  type CoverageAreaFormat,
  type CoverageAreaGeometry,
  MAX_COVERAGE_FILE_BYTES,
  MAX_COVERAGE_VERTICES,
  MAX_KMZ_ENTRIES,
  MAX_KMZ_KML_BYTES,
  type Position,
} from "../../domain/coverage-areas.ts";

// Reading an uploaded area file (issue 56; issue 66, L1 and L2): a KML, KMZ or GeoJSON file into the
// polygons it holds. This runs in a worker thread (area-worker.ts), never on the server's event loop, so it
// imports only packages and files named with their extension (Node runs the worker's TypeScript as it is).
// KML is read by @tmcw/togeojson over @xmldom/xmldom (no external entities, no network). A KMZ's zip is
// read here from its central directory, trusting none of its sizes: more than a few entries, two entries at
// one offset or overlapping, zip64 or encryption are refused, and only the main KML is inflated, with
// node:zlib stopping as soon as the output passes what the directory declared or the cap. Points and lines
// are left out: only a closed area says where the network is.

/** Why a file cannot become an area; the console's message for each is the domain's. */
export type AreaFileFailure =
  | "tooLarge"
  | "unreadable"
  | "noPolygon"
  | "tooManyVertices"
  | "kmzTooLarge"
  | "kmzInvalid";

/** A file that cannot become an area. */
export class AreaFileError extends Error {
  override name = "AreaFileError";
  readonly failure: AreaFileFailure;
  constructor(failure: AreaFileFailure) {
    super(failure);
    this.failure = failure;
  }
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

/** The vertices of a polygon or multipolygon, every ring counted. */
export function verticesOf(geometry: AreaPolygon | AreaMultiPolygon): number {
  return geometry.type === "Polygon"
    ? geometry.coordinates.reduce((sum, ring) => sum + ring.length, 0)
    : geometry.coordinates.flat().reduce((sum, ring) => sum + ring.length, 0);
}

function collect(geojson: unknown): CoverageAreaGeometry {
  const features: CoverageAreaFeature[] = [];
  let vertices = 0;
  for (const feature of featuresOf(geojson)) {
    const name = typeof feature.properties?.name === "string" ? feature.properties.name.slice(0, 120) : "";
    for (const geometry of polygonsOf(feature.geometry)) {
      vertices += verticesOf(geometry);
      if (vertices > MAX_COVERAGE_VERTICES) throw new AreaFileError("tooManyVertices");
      features.push({ type: "Feature", properties: { name }, geometry });
    }
  }
  if (features.length === 0) throw new AreaFileError("noPolygon");
  return { type: "FeatureCollection", features };
}

function parseKml(text: string): unknown {
  let document: ReturnType<DOMParser["parseFromString"]>;
  try {
    // xmldom throws its ParseError on a fatal error (an unclosed tag, not XML at all).
    document = new DOMParser({ onError: () => {} }).parseFromString(text, "text/xml");
  } catch {
    throw new AreaFileError("unreadable");
  }
  if (!document.documentElement) throw new AreaFileError("unreadable");
  try {
    return kml(document);
  } catch {
    throw new AreaFileError("unreadable");
  }
}

// ZIP (PKWARE's APPNOTE): the end of central directory record, the central directory's entries, and each
// entry's local header, read at the offsets the directory gives.
const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ZIP64_MARK = 0xffffffff;

type ZipEntry = { name: string; method: number; flags: number; packed: number; size: number; offset: number };

function zipEntries(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The record is 22 bytes plus a comment of up to 65,535: search that much of the end, backwards.
  let end = -1;
  for (let at = bytes.byteLength - 22; at >= Math.max(0, bytes.byteLength - 22 - 65_535); at--)
    if (view.getUint32(at, true) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  if (end < 0) throw new AreaFileError("unreadable");
  const count = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (count === 0xffff || directorySize === ZIP64_MARK || directoryOffset === ZIP64_MARK)
    throw new AreaFileError("kmzInvalid");
  if (count > MAX_KMZ_ENTRIES) throw new AreaFileError("kmzInvalid");
  if (directoryOffset + directorySize > end) throw new AreaFileError("unreadable");
  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  const names = new TextDecoder();
  for (let index = 0; index < count; index++) {
    if (at + 46 > end || view.getUint32(at, true) !== DIRECTORY_ENTRY) throw new AreaFileError("unreadable");
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const entry: ZipEntry = {
      flags: view.getUint16(at + 8, true),
      method: view.getUint16(at + 10, true),
      packed: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      offset: view.getUint32(at + 42, true),
      name: names.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
    };
    if (entry.packed === ZIP64_MARK || entry.size === ZIP64_MARK || entry.offset === ZIP64_MARK)
      throw new AreaFileError("kmzInvalid");
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  // One stream listed under several names (or overlapping another) is how a small zip inflates to
  // gigabytes: each entry's data must end before the next one's header begins.
  const byOffset = [...entries].sort((a, b) => a.offset - b.offset);
  for (let index = 0; index < byOffset.length; index++) {
    const entry = byOffset[index]!;
    const next = byOffset[index + 1];
    const dataEnd = entry.offset + 30 + entry.packed;
    if (dataEnd > directoryOffset || (next && dataEnd > next.offset)) throw new AreaFileError("kmzInvalid");
  }
  return entries;
}

/** KMZ: the zip's doc.kml (as Google Earth names it), else its first .kml; its real size counted. */
export function kmlOfKmz(bytes: Uint8Array): Uint8Array {
  const entries = zipEntries(bytes);
  const kmls = entries.filter((entry) => /\.kml$/i.test(entry.name) && !entry.name.startsWith("__MACOSX/"));
  const main = kmls.find((entry) => entry.name.toLowerCase() === "doc.kml") ?? kmls[0];
  if (!main) throw new AreaFileError("unreadable");
  // Bit 0: encrypted. Only stored (0) and deflated (8) entries are read.
  if (main.flags & 1 || (main.method !== 0 && main.method !== 8)) throw new AreaFileError("kmzInvalid");
  if (main.size > MAX_KMZ_KML_BYTES) throw new AreaFileError("kmzTooLarge");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (main.offset + 30 > bytes.byteLength || view.getUint32(main.offset, true) !== LOCAL_HEADER)
    throw new AreaFileError("unreadable");
  const start =
    main.offset + 30 + view.getUint16(main.offset + 26, true) + view.getUint16(main.offset + 28, true);
  if (start + main.packed > bytes.byteLength) throw new AreaFileError("unreadable");
  const packed = bytes.subarray(start, start + main.packed);
  if (main.method === 0) {
    if (main.packed !== main.size) throw new AreaFileError("kmzInvalid");
    return packed;
  }
  let inflated: Buffer;
  try {
    // zlib stops once the output passes the cap: a stream that says 100 bytes costs at most 101.
    inflated = inflateRawSync(packed, { maxOutputLength: main.size + 1 });
  } catch (error) {
    throw new AreaFileError(
      (error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE" ? "kmzInvalid" : "unreadable",
    );
  }
  if (inflated.byteLength !== main.size) throw new AreaFileError("kmzInvalid");
  return inflated;
}

/** The polygons of an uploaded file; throws AreaFileError otherwise. */
export function readAreaFile(bytes: Uint8Array, format: CoverageAreaFormat): CoverageAreaGeometry {
  if (bytes.byteLength > MAX_COVERAGE_FILE_BYTES) throw new AreaFileError("tooLarge");
  if (format === "geojson") {
    let parsed: unknown;
    try {
      parsed = JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      throw new AreaFileError("unreadable");
    }
    return collect(parsed);
  }
  const text = new TextDecoder().decode(format === "kmz" ? kmlOfKmz(bytes) : bytes);
  return collect(parseKml(text));
}
