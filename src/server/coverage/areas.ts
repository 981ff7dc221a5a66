import path from "node:path";
import { Worker } from "node:worker_threads";
import { COVERAGE_AREA_MESSAGES, type CoverageAreaFormat, type CoverageAreaGeometry } from "../../domain";
import type { AreaWorkerAnswer, AreaWorkerRequest } from "./area-worker";

// Coverage areas (issue 56; issue 66, L1 and L2; decision 0076): a KML, KMZ or GeoJSON file read once at
// upload into the polygons it holds. The reading runs in a worker thread of its own (area-worker.ts), with
// a heap and a time limit: a file that is huge or slow to read ends that thread, never the server, and the
// event loop serves visitors meanwhile. What comes back is the area as the server keeps it (area-shape.ts:
// its polygons as bytes, decoded into Float64Arrays off the heap), a simplified copy for the console's map,
// and its counts.

export { areaHolding, type CompactArea, decodeArea } from "./area-shape";

/** A file that cannot become an area, with what the console shows. */
export class CoverageFileError extends Error {
  override name = "CoverageFileError";
}

/** An uploaded file, read. */
export type ReadArea = {
  /** The polygons as area-shape.ts stores them. */
  shape: Uint8Array;
  /** What the console's map draws (at most MAX_PREVIEW_VERTICES vertices). */
  preview: CoverageAreaGeometry;
  polygonCount: number;
  vertexCount: number;
};

/** The worker's own heap: a maximal KML's document and polygons fit with room to spare. */
const WORKER_HEAP_MB = 128;
/** A file still being read after this long is given up (a busy 2-core machine reads a maximal one in seconds). */
export const AREA_READ_DEADLINE_MS = 30_000;

// Built, the worker is a bundle beside the server's (scripts/build-server.mjs); from the sources (tests,
// `npm run dev`), Node runs its TypeScript as it is.
const here = new URL(import.meta.url);
const WORKER_URL = new URL(`./area-worker${path.extname(here.pathname) || ".js"}`, here);

/** Reads an uploaded file in a worker thread; throws CoverageFileError with the console's message. */
export function readCoverageFile(
  bytes: Uint8Array,
  format: CoverageAreaFormat,
  options: { deadlineMs?: number } = {},
): Promise<ReadArea> {
  // The bytes move to the worker: a copy of their own, so a view of a larger buffer stays whole here.
  const own = new Uint8Array(bytes);
  const worker = new Worker(WORKER_URL, {
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 16 },
    stdout: false,
    stderr: false,
  });
  return new Promise<ReadArea>((resolve, reject) => {
    const timer = setTimeout(
      () => fail(new CoverageFileError(COVERAGE_AREA_MESSAGES.tooComplex)),
      options.deadlineMs ?? AREA_READ_DEADLINE_MS,
    );
    const done = () => {
      clearTimeout(timer);
      worker.removeAllListeners();
      // An error event after the end (a worker already exiting) has no one to tell.
      worker.on("error", () => {});
      void worker.terminate();
    };
    const fail = (error: Error) => {
      done();
      reject(error);
    };
    worker.once("message", (answer: AreaWorkerAnswer) => {
      done();
      if (!answer.ok) return reject(new CoverageFileError(COVERAGE_AREA_MESSAGES[answer.failure]));
      resolve({
        shape: answer.shape,
        preview: answer.preview as CoverageAreaGeometry,
        polygonCount: answer.polygonCount,
        vertexCount: answer.vertexCount,
      });
    });
    worker.once("error", (error: Error & { code?: string }) =>
      // Past its heap the worker is ended by V8: the file was too much to read, not a fault of the server.
      fail(
        error.code === "ERR_WORKER_OUT_OF_MEMORY"
          ? new CoverageFileError(COVERAGE_AREA_MESSAGES.tooComplex)
          : error,
      ),
    );
    worker.once("exit", () => fail(new CoverageFileError(COVERAGE_AREA_MESSAGES.tooComplex)));
    const request: AreaWorkerRequest = { bytes: own, format };
    worker.postMessage(request, [own.buffer]);
  });
}
