import { parentPort } from "node:worker_threads";
import type { CoverageAreaFormat } from "../../domain/coverage-areas.ts";
import { MAX_PREVIEW_VERTICES } from "../../domain/coverage-areas.ts";
import { AreaFileError, readAreaFile, verticesOf } from "./area-file.ts";
import { encodeArea, previewOf } from "./area-shape.ts";

// The worker thread that reads one uploaded area file (issue 66, L1 and L2; decision 0076): the parse, the
// KMZ's inflation, the encoding and the map's simplified copy run here, under the heap and time limits
// areas.ts gives it, so a file that is slow or huge to read costs this thread, never the server's event
// loop or its heap. It answers once and is ended.

export type AreaWorkerRequest = { bytes: Uint8Array; format: CoverageAreaFormat };
export type AreaWorkerAnswer =
  | {
      ok: true;
      shape: Uint8Array;
      preview: unknown;
      polygonCount: number;
      vertexCount: number;
    }
  | { ok: false; failure: AreaFileError["failure"] };

parentPort?.once("message", ({ bytes, format }: AreaWorkerRequest) => {
  let answer: AreaWorkerAnswer;
  try {
    const area = readAreaFile(bytes, format);
    let vertexCount = 0;
    let polygonCount = 0;
    for (const feature of area.features) {
      vertexCount += verticesOf(feature.geometry);
      polygonCount += feature.geometry.type === "Polygon" ? 1 : feature.geometry.coordinates.length;
    }
    const shape = encodeArea(area);
    answer = {
      ok: true,
      shape,
      preview: previewOf(area, vertexCount, MAX_PREVIEW_VERTICES),
      polygonCount,
      vertexCount,
    };
    parentPort?.postMessage(answer, [shape.buffer as ArrayBuffer]);
    return;
  } catch (error) {
    if (!(error instanceof AreaFileError)) throw error;
    answer = { ok: false, failure: error.failure };
  }
  parentPort?.postMessage(answer);
});
