import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Where uploaded files live. The disk is the default; an object store (S3, R2…) can stand in when
 * several servers run, by implementing these three calls and serving `publicUrl` itself.
 */
export type FileStorage = {
  /** Stores the bytes under `key` (`area/name.webp`); keys are server-chosen, never from the client. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** The URL pages use for the stored file. */
  publicUrl(key: string): string;
};

/** The URL prefix under which the disk storage's files are served (see app.ts). */
export const UPLOADS_URL_PREFIX = "/uploads/";

const SAFE_KEY = /^[a-z0-9-]+\/[a-z0-9-]+\.[a-z0-9]+$/;

function checkKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
  return key;
}

/** Files under `DATA_DIR/uploads`, served by the Hono app at /uploads/. */
export function diskStorage(root: string): FileStorage {
  return {
    async put(key, bytes) {
      const file = path.join(root, checkKey(key));
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // `wx`: a name is never reused, so an existing file means a clash, not an update.
      await writeFile(file, bytes, { flag: "wx", mode: 0o644 });
    },
    async remove(key) {
      await rm(path.join(root, checkKey(key)), { force: true });
    },
    publicUrl: (key) => UPLOADS_URL_PREFIX + checkKey(key),
  };
}

/** A random file name: names never change once written, so files can be cached for a year. */
export function randomFileName(): string {
  return randomBytes(12).toString("hex");
}
