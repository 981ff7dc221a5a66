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
/**
 * What every area together may hold (issue 66, L1; decision 0076): the polygon source keeps them all in
 * memory in every server process, so their sum is bounded, not only each file. Measured in the decision.
 */
export const MAX_COVERAGE_AREAS = 100;
export const MAX_COVERAGE_TOTAL_VERTICES = 1_000_000;
/** A KMZ's KML once unpacked (its zip may say anything about it: the real size is counted). */
export const MAX_KMZ_KML_BYTES = 20 * 1024 * 1024;
/** Files a KMZ may hold (Google Earth writes the KML and a few icons). */
export const MAX_KMZ_ENTRIES = 64;
/** The console's map draws each area with at most this many vertices (a simplified copy). */
export const MAX_PREVIEW_VERTICES = 5_000;

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
  kmzTooLarge: "O KML dentro do KMZ deve ter no máximo 20 MB descompactado.",
  kmzInvalid: "O KMZ está corrompido ou tem arquivos demais ou repetidos. Exporte-o de novo ou envie o KML.",
  tooComplex: "O arquivo é complexo demais para ser lido. Simplifique as áreas antes de enviar.",
  tooManyAreas: "Já há 100 áreas enviadas, o máximo. Exclua uma área antes de enviar outra.",
  totalVertices:
    "Com este arquivo, as áreas passariam de 1.000.000 de pontos no total. Simplifique as áreas ou exclua alguma antes de enviar.",
  busy: "Outro arquivo está sendo lido agora. Tente de novo em instantes.",
} as const;

/** The format a file's name says, or undefined for another. */
export function coverageFormatOf(fileName: string): CoverageAreaFormat | undefined {
  const extension = fileName.toLowerCase().split(".").pop() ?? "";
  if (extension === "json") return "geojson";
  return COVERAGE_AREA_FORMATS.find((format) => format === extension);
}
