// Coverage areas (issue 56): polygons a provider draws in Google Earth or exports from its network tool,
// uploaded in the console's 'Cobertura' as KML, KMZ or GeoJSON and kept as GeoJSON (RFC 7946: positions
// are [longitude, latitude]). Pure types and limits; reading the files is the server's (coverage/areas.ts).

export const COVERAGE_AREA_FORMATS = ["kml", "kmz", "geojson"] as const;
export type CoverageAreaFormat = (typeof COVERAGE_AREA_FORMATS)[number];

/** [longitude, latitude]. */
export type Position = [number, number];

export type AreaPolygon = { type: "Polygon"; coordinates: Position[][] };
export type AreaMultiPolygon = { type: "MultiPolygon"; coordinates: Position[][][] };

export type CoverageAreaFeature = {
  type: "Feature";
  properties: { name: string };
  geometry: AreaPolygon | AreaMultiPolygon;
};

/** What an area keeps: only its polygons (points and lines of the file are left out). */
export type CoverageAreaGeometry = { type: "FeatureCollection"; features: CoverageAreaFeature[] };

/** The largest file the console takes, and the most vertices an area may hold. */
export const MAX_COVERAGE_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_COVERAGE_VERTICES = 200_000;

/** An area as the console lists it (its polygons come with the preview). */
export type CoverageAreaRow = {
  id: number;
  name: string;
  format: CoverageAreaFormat;
  polygonCount: number;
  updatedAt: string;
};

export const COVERAGE_AREA_MESSAGES = {
  format: "Envie um arquivo KML, KMZ ou GeoJSON.",
  tooLarge: "O arquivo deve ter no máximo 5 MB.",
  unreadable: "Não foi possível ler o arquivo. Confira se é um KML, KMZ ou GeoJSON válido.",
  noPolygon: "O arquivo não tem nenhum polígono (área fechada).",
  tooManyVertices: "O arquivo tem pontos demais. Simplifique as áreas antes de enviar.",
  name: "Dê um nome à área (até 80 caracteres).",
} as const;

/** The format a file's name says, or undefined for another. */
export function coverageFormatOf(fileName: string): CoverageAreaFormat | undefined {
  const extension = fileName.toLowerCase().split(".").pop() ?? "";
  if (extension === "json") return "geojson";
  return COVERAGE_AREA_FORMATS.find((format) => format === extension);
}
