import { readFileSync } from "node:fs";
import { deflateRawSync } from "node:zlib";
import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import {
  COVERAGE_AREA_MESSAGES,
  type CoverageAreaGeometry,
  MAX_COVERAGE_AREAS,
  MAX_COVERAGE_TOTAL_VERTICES,
  MAX_COVERAGE_VERTICES,
  MAX_KMZ_ENTRIES,
  MAX_KMZ_KML_BYTES,
  MAX_PREVIEW_VERTICES,
} from "../../domain";
import { encodeArea, previewOf } from "./area-shape";
import { areaHolding, CoverageFileError, decodeArea, readCoverageFile } from "./areas";

// Reading the provider's files and point-in-polygon (issue 56; issue 66, L1 and L2): KML as Google Earth
// saves it, the same in a KMZ, GeoJSON; points and lines left out; broken, lying and oversized files
// refused with the console's message, read in a worker thread while the event loop goes on.

const kml = readFileSync(new URL("./testdata/centro.kml", import.meta.url));
const inside = { lat: -20.33, lng: -40.29 };
const outside = { lat: -20.345, lng: -40.27 };
const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

/** The stored bytes back as [lng, lat] rings, per feature and polygon. */
function ringsOf(shape: Uint8Array) {
  return decodeArea(1, "a", shape).features.map((feature) => ({
    name: feature.name,
    polygons: feature.polygons.map((polygon) =>
      polygon.rings.map((ring) =>
        Array.from({ length: ring.length / 2 }, (_, i) => [ring[i * 2], ring[i * 2 + 1]]),
      ),
    ),
  }));
}

/** A circle of `vertices` corners (the last closes it) as a GeoJSON polygon's file. */
function circleFile(vertices: number) {
  const ring = Array.from({ length: vertices - 1 }, (_, i) => {
    const t = (i / (vertices - 1)) * 2 * Math.PI;
    return [Number((-40.3 + 0.05 * Math.cos(t)).toFixed(5)), Number((-20.3 + 0.05 * Math.sin(t)).toFixed(5))];
  });
  ring.push(ring[0]!);
  return encode({ type: "Polygon", coordinates: [ring] });
}

/** A zip whose central directory lists `entries` as the caller gives them (a hostile one). */
function handMadeZip(
  data: Uint8Array,
  entries: { name: string; size: number; offset?: number }[],
  method = 8,
): Uint8Array {
  const name = new TextEncoder().encode(entries[0]!.name);
  const local = new Uint8Array(30 + name.byteLength);
  const lv = new DataView(local.buffer);
  lv.setUint32(0, 0x04034b50, true);
  lv.setUint16(8, method, true);
  lv.setUint16(26, name.byteLength, true);
  local.set(name, 30);
  const directory: Uint8Array[] = [];
  for (const entry of entries) {
    const entryName = new TextEncoder().encode(entry.name);
    const header = new Uint8Array(46 + entryName.byteLength);
    const view = new DataView(header.buffer);
    view.setUint32(0, 0x02014b50, true);
    view.setUint16(10, method, true);
    view.setUint32(20, data.byteLength, true);
    view.setUint32(24, entry.size, true);
    view.setUint16(28, entryName.byteLength, true);
    view.setUint32(42, entry.offset ?? 0, true);
    header.set(entryName, 46);
    directory.push(header);
  }
  const directorySize = directory.reduce((sum, part) => sum + part.byteLength, 0);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, entries.length, true);
  ev.setUint16(10, entries.length, true);
  ev.setUint32(12, directorySize, true);
  ev.setUint32(16, local.byteLength + data.byteLength, true);
  return new Uint8Array(Buffer.concat([local, data, ...directory, end]));
}

describe("readCoverageFile", () => {
  it("reads a KML's polygons and leaves its points out", async () => {
    const area = await readCoverageFile(new Uint8Array(kml), "kml");
    expect(area.polygonCount).toBe(1);
    expect(area.preview.features).toHaveLength(1);
    expect(area.preview.features[0]!.properties.name).toBe("Centro");
    const [feature] = ringsOf(area.shape);
    expect(feature!.name).toBe("Centro");
    // Altitudes dropped: [lng, lat] only.
    expect(feature!.polygons[0]![0]![0]).toEqual([-40.295, -20.335]);
    expect(area.vertexCount).toBe(feature!.polygons[0]![0]!.length);
  });

  it("reads the same KML inside a KMZ", async () => {
    const kmz = zipSync({ "doc.kml": new Uint8Array(kml), "files/icon.png": new Uint8Array([1, 2, 3]) });
    expect((await readCoverageFile(kmz, "kmz")).polygonCount).toBe(1);
  });

  it("reads GeoJSON polygons and multipolygons, closing an open ring", async () => {
    const square = [
      [-40.3, -20.34],
      [-40.28, -20.34],
      [-40.28, -20.32],
      [-40.3, -20.32],
    ];
    const geojson = {
      type: "FeatureCollection",
      features: [
        { type: "Feature", properties: { name: "A" }, geometry: { type: "Polygon", coordinates: [square] } },
        {
          type: "Feature",
          properties: {},
          geometry: { type: "MultiPolygon", coordinates: [[square], [square]] },
        },
        {
          type: "Feature",
          properties: { name: "linha" },
          geometry: { type: "LineString", coordinates: square },
        },
      ],
    };
    const area = await readCoverageFile(encode(geojson), "geojson");
    expect(area.polygonCount).toBe(3);
    expect(area.vertexCount).toBe(15);
    const features = ringsOf(area.shape);
    expect(features.map((feature) => feature.name)).toEqual(["A", ""]);
    expect(features[0]!.polygons[0]![0]).toHaveLength(5);
    expect(features[0]!.polygons[0]![0]!.at(-1)).toEqual([-40.3, -20.34]);
  });

  it("refuses a file that is not what it says, or holds no polygon", async () => {
    const refusal = (bytes: Uint8Array, format: "kml" | "kmz" | "geojson") =>
      readCoverageFile(bytes, format).then(
        () => "read",
        (error: Error) =>
          error instanceof CoverageFileError ? error.message : `not refused: ${error.message}`,
      );
    expect(await refusal(new TextEncoder().encode("<kml><Document>"), "kml")).toBe(
      COVERAGE_AREA_MESSAGES.unreadable,
    );
    expect(await refusal(new TextEncoder().encode("PK not a zip"), "kmz")).toBe(
      COVERAGE_AREA_MESSAGES.unreadable,
    );
    expect(await refusal(new TextEncoder().encode("{"), "geojson")).toBe(COVERAGE_AREA_MESSAGES.unreadable);
    expect(await refusal(encode({ type: "Point", coordinates: [-40.29, -20.33] }), "geojson")).toBe(
      "O arquivo não tem nenhum polígono (área fechada).",
    );
  });

  it("takes an area of exactly the vertex limit and refuses one vertex more", async () => {
    const largest = await readCoverageFile(circleFile(MAX_COVERAGE_VERTICES), "geojson");
    expect(largest.vertexCount).toBe(MAX_COVERAGE_VERTICES);
    // The console's map gets a copy it can draw; the polygon test keeps every vertex.
    const previewVertices = (largest.preview.features[0]!.geometry.coordinates[0] as unknown[]).length;
    expect(previewVertices).toBeLessThanOrEqual(MAX_PREVIEW_VERTICES);
    expect(previewVertices).toBeGreaterThan(100);
    await expect(readCoverageFile(circleFile(MAX_COVERAGE_VERTICES + 1), "geojson")).rejects.toThrow(
      COVERAGE_AREA_MESSAGES.tooManyVertices,
    );
  });

  it("reads a large file in its worker while the event loop goes on", async () => {
    let ticks = 0;
    let reading = true;
    const tick = () => {
      ticks += 1;
      if (reading) setImmediate(tick);
    };
    setImmediate(tick);
    const read = readCoverageFile(circleFile(MAX_COVERAGE_VERTICES), "geojson");
    const ticksAtStart = ticks;
    await read.finally(() => {
      reading = false;
    });
    // Read on the event loop, nothing else would have run until it ended: here the loop kept turning.
    expect(ticks - ticksAtStart).toBeGreaterThan(20);
  });
});

describe("a KMZ that lies about its sizes (issue 66, L2)", () => {
  // 64 MB of zeros in one deflate stream: 64 KB sent.
  const bomb = deflateRawSync(Buffer.alloc(64 * 1024 * 1024));

  it("refuses one stream listed under many names before inflating anything", async () => {
    const names = Array.from({ length: 10 }, (_, i) => ({ name: `doc${i}.kml`, size: 100 }));
    const started = performance.now();
    await expect(readCoverageFile(handMadeZip(bomb, names), "kmz")).rejects.toThrow(
      COVERAGE_AREA_MESSAGES.kmzInvalid,
    );
    // Was 8.1 s with the event loop held (the probe's 10 × 300 MB); now the worker's start-up and a look at
    // the directory.
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it("stops inflating a stream past the size its directory declared", async () => {
    const started = performance.now();
    await expect(
      readCoverageFile(handMadeZip(bomb, [{ name: "doc.kml", size: 100 }]), "kmz"),
    ).rejects.toThrow(COVERAGE_AREA_MESSAGES.kmzInvalid);
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it("refuses a KML declared past the unpacked limit, and a zip of too many entries", async () => {
    await expect(
      readCoverageFile(handMadeZip(bomb, [{ name: "doc.kml", size: 64 * 1024 * 1024 }]), "kmz"),
    ).rejects.toThrow(COVERAGE_AREA_MESSAGES.kmzTooLarge);
    const many = Object.fromEntries(
      Array.from({ length: MAX_KMZ_ENTRIES + 1 }, (_, i) => [`icon${i}.png`, new Uint8Array([i])]),
    );
    await expect(
      readCoverageFile(zipSync({ "doc.kml": new Uint8Array(kml), ...many }), "kmz"),
    ).rejects.toThrow(COVERAGE_AREA_MESSAGES.kmzInvalid);
  });
});

describe("areaHolding", () => {
  const areaOf = async (name: string, bytes: Uint8Array, format: "kml" | "geojson") =>
    decodeArea(1, name, (await readCoverageFile(bytes, format)).shape);

  it("finds the area holding a point, and none for a point outside every area", async () => {
    const areas = [await areaOf("Zona 1", new Uint8Array(kml), "kml")];
    expect(areaHolding(areas, inside)).toEqual({ area: "Zona 1", feature: "Centro" });
    expect(areaHolding(areas, outside)).toBeUndefined();
  });

  it("leaves a hole out: a point inside an inner ring is not covered, its border is", async () => {
    const outer = [
      [-40.3, -20.34],
      [-40.28, -20.34],
      [-40.28, -20.32],
      [-40.3, -20.32],
      [-40.3, -20.34],
    ];
    const hole = [
      [-40.292, -20.332],
      [-40.288, -20.332],
      [-40.288, -20.328],
      [-40.292, -20.328],
      [-40.292, -20.332],
    ];
    const areas = [
      await areaOf("Com buraco", encode({ type: "Polygon", coordinates: [outer, hole] }), "geojson"),
    ];
    expect(areaHolding(areas, inside)).toBeUndefined();
    expect(areaHolding(areas, { lat: -20.338, lng: -40.298 })).toMatchObject({ area: "Com buraco" });
    // The borders count as inside, as @turf/boolean-point-in-polygon had it: the outer ring's and a hole's.
    expect(areaHolding(areas, { lat: -20.34, lng: -40.29 })).toMatchObject({ area: "Com buraco" });
    expect(areaHolding(areas, { lat: -20.33, lng: -40.292 })).toMatchObject({ area: "Com buraco" });
    expect(areaHolding(areas, { lat: -20.341, lng: -40.29 })).toBeUndefined();
  });
});

describe("the stored form", () => {
  it("keeps every coordinate exactly, and the map's copy keeps the shape", () => {
    const ring: [number, number][] = Array.from({ length: 20_000 }, (_, i) => {
      const t = (i / 20_000) * 2 * Math.PI;
      return [-40.3 + 0.01 * Math.cos(t) + i * 1e-12, -20.3 + 0.01 * Math.sin(t)];
    });
    ring.push(ring[0]!);
    const area: CoverageAreaGeometry = {
      type: "FeatureCollection",
      features: [
        {
          type: "Feature",
          properties: { name: "Círculo" },
          geometry: { type: "Polygon", coordinates: [ring] },
        },
      ],
    };
    const decoded = decodeArea(7, "Área", encodeArea(area));
    expect(decoded.vertices).toBe(ring.length);
    expect(decoded.features[0]!.name).toBe("Círculo");
    expect(Array.from(decoded.features[0]!.polygons[0]!.rings[0]!)).toEqual(ring.flat());
    const preview = previewOf(area, ring.length, 500);
    const drawn = preview.features[0]!.geometry.coordinates[0] as [number, number][];
    expect(drawn.length).toBeLessThanOrEqual(500);
    expect(drawn.length).toBeGreaterThan(50);
    // Every corner drawn is a corner of the area.
    expect(
      drawn.every((point) => ring.some((corner) => corner[0] === point[0] && corner[1] === point[1])),
    ).toBe(true);
  });

  it("says the limits its messages name", () => {
    expect(COVERAGE_AREA_MESSAGES.kmzTooLarge).toContain(`${MAX_KMZ_KML_BYTES / 1024 / 1024} MB`);
    expect(COVERAGE_AREA_MESSAGES.tooManyAreas).toContain(`${MAX_COVERAGE_AREAS} áreas`);
    expect(COVERAGE_AREA_MESSAGES.totalVertices).toContain(
      MAX_COVERAGE_TOTAL_VERTICES.toLocaleString("pt-BR"),
    );
  });
});
