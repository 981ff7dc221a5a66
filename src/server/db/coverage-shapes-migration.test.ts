import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CoverageAreaGeometry } from "../../domain";
import { encodeArea } from "../coverage/area-shape";
import { readCompactAreas } from "../coverage/settings";
import { openTestDatabase } from "../testing/database-template";
import { type Database, migrationsFolder } from "./client";
import { coverageAreas } from "./schema";

// Migration 0034 (issue 66, L1; decision 0076) turns the areas an install stored as GeoJSON into the bytes
// coverage/area-shape.ts reads, in SQL: they must be the very bytes the server would have written, so the
// polygon source reads every vertex of an old area as it reads a new one.

const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8")) as {
  entries: { idx: number; tag: string }[];
};
const statements = (tag: string) =>
  readFileSync(path.join(migrationsFolder(), `${tag}.sql`), "utf8")
    .split("--> statement-breakpoint")
    .map((statement) => statement.trim())
    .filter(Boolean);
const SHAPES = journal.entries.find((entry) => entry.tag.endsWith("_coverage_area_shapes"))!;

const square = (x: number, y: number, size: number): [number, number][] => [
  [x, y],
  [x + size, y],
  [x + size, y + size],
  [x, y + size],
  [x, y],
];
const LEGACY: CoverageAreaGeometry = {
  type: "FeatureCollection",
  features: [
    {
      type: "Feature",
      properties: { name: "Praia da Costa – Itapuã" },
      geometry: {
        type: "Polygon",
        coordinates: [square(-40.3, -20.34, 0.02), square(-40.292, -20.332, 0.004)],
      },
    },
    {
      type: "Feature",
      properties: { name: "" },
      geometry: {
        type: "MultiPolygon",
        coordinates: [[square(-40.28, -20.31, 0.01)], [square(-40.123456789012, -20.987654321098, 1e-7)]],
      },
    },
  ],
};

let database: Database;
let close = async () => {};
beforeAll(async () => {
  ({ database, close } = await openTestDatabase("empty"));
  const run = (tag: string) =>
    statements(tag).reduce(
      (previous, statement) => previous.then(() => database.db.execute(sql.raw(statement))),
      Promise.resolve() as Promise<unknown>,
    );
  for (const entry of journal.entries.filter((e) => e.idx < SHAPES.idx)) await run(entry.tag);
  await database.db.execute(sql`
    insert into coverage_areas (name, format, geojson, polygon_count)
    values ('Vila Velha', 'kml', ${JSON.stringify(LEGACY)}::jsonb, 3)`);
  for (const entry of journal.entries.filter((e) => e.idx >= SHAPES.idx)) await run(entry.tag);
});
afterAll(() => close());

describe("the coverage area shapes migration", () => {
  it("writes the bytes the server writes, counts the vertices and keeps the GeoJSON for the map", async () => {
    const [row] = await database.db
      .select({
        shape: sql<string>`encode(${coverageAreas.shape}, 'base64')`,
        preview: coverageAreas.preview,
        vertexCount: coverageAreas.vertexCount,
      })
      .from(coverageAreas);
    expect(Buffer.from(row!.shape, "base64")).toEqual(Buffer.from(encodeArea(LEGACY)));
    expect(row!.vertexCount).toBe(20);
    expect(row!.preview).toEqual(LEGACY);
    const [area] = await readCompactAreas(database.db);
    expect(area!.features.map((feature) => feature.name)).toEqual(["Praia da Costa – Itapuã", ""]);
    expect(area!.vertices).toBe(20);
  });
});
