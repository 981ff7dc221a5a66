import { readFileSync } from "node:fs";
import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { areaHolding, CoverageFileError, polygonCount, readCoverageFile } from "./areas";

// Reading the provider's files and point-in-polygon (issue 56): KML as Google Earth saves it, the same in
// a KMZ, GeoJSON; points and lines left out; broken files refused with the console's message.

const kml = readFileSync(new URL("./testdata/centro.kml", import.meta.url));
const inside = { lat: -20.33, lng: -40.29 };
const outside = { lat: -20.345, lng: -40.27 };

describe("readCoverageFile", () => {
  it("reads a KML's polygons and leaves its points out", () => {
    const area = readCoverageFile(new Uint8Array(kml), "kml");
    expect(area.features).toHaveLength(1);
    expect(area.features[0]!.properties.name).toBe("Centro");
    expect(polygonCount(area)).toBe(1);
    // Altitudes dropped: [lng, lat] only.
    expect(area.features[0]!.geometry.coordinates[0]![0]).toEqual([-40.295, -20.335]);
  });

  it("reads the same KML inside a KMZ", () => {
    const kmz = zipSync({ "doc.kml": new Uint8Array(kml), "files/icon.png": new Uint8Array([1, 2, 3]) });
    expect(polygonCount(readCoverageFile(kmz, "kmz"))).toBe(1);
  });

  it("reads GeoJSON polygons and multipolygons, closing an open ring", () => {
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
        { type: "Feature", properties: {}, geometry: { type: "LineString", coordinates: square } },
      ],
    };
    const area = readCoverageFile(new TextEncoder().encode(JSON.stringify(geojson)), "geojson");
    expect(area.features).toHaveLength(2);
    expect(polygonCount(area)).toBe(3);
    expect(area.features[0]!.geometry.coordinates[0]).toHaveLength(5);
  });

  it("refuses a file that is not what it says, or holds no polygon", () => {
    expect(() => readCoverageFile(new TextEncoder().encode("<kml><Document>"), "kml")).toThrow(
      CoverageFileError,
    );
    expect(() => readCoverageFile(new TextEncoder().encode("PK not a zip"), "kmz")).toThrow(
      CoverageFileError,
    );
    expect(() => readCoverageFile(new TextEncoder().encode("{"), "geojson")).toThrow(CoverageFileError);
    const point = { type: "Point", coordinates: [-40.29, -20.33] };
    expect(() => readCoverageFile(new TextEncoder().encode(JSON.stringify(point)), "geojson")).toThrow(
      "O arquivo não tem nenhum polígono (área fechada).",
    );
  });
});

describe("areaHolding", () => {
  it("finds the area holding a point, and none for a point outside every area", () => {
    const areas = [{ name: "Zona 1", geojson: readCoverageFile(new Uint8Array(kml), "kml") }];
    expect(areaHolding(areas, inside)).toEqual({ area: "Zona 1", feature: "Centro" });
    expect(areaHolding(areas, outside)).toBeUndefined();
  });

  it("leaves a hole out: a point inside an inner ring is not covered", () => {
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
    const geojson = { type: "Polygon", coordinates: [outer, hole] };
    const areas = [
      {
        name: "Com buraco",
        geojson: readCoverageFile(new TextEncoder().encode(JSON.stringify(geojson)), "geojson"),
      },
    ];
    expect(areaHolding(areas, inside)).toBeUndefined();
    expect(areaHolding(areas, { lat: -20.338, lng: -40.298 })).toMatchObject({ area: "Com buraco" });
  });
});
