import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";

/**
 * Where uploaded files live: the data directory by default (this file), or an S3-compatible bucket when
 * several machines serve the site (s3-storage.ts, decision 0032). Either way pages name a file by its
 * `/uploads/…` address on the site itself, so the database never holds where the bytes are.
 */
export type FileStorage = {
  /** "disk" or "s3", for the logs and the backup's manifest. */
  kind: "disk" | "s3";
  /** Stores the bytes under `key` (`area/name.webp`); keys are server-chosen, never from the client. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** The bytes under `key`, or undefined when there are none (or the key is not one of ours). */
  get(key: string): Promise<StoredFile | undefined>;
  /** What `get` would say of `key` without its bytes (a HEAD request): a bucket sends none for it. */
  head(key: string): Promise<StoredFileInfo | undefined>;
  /** Every stored key, for backups. */
  list(): AsyncIterable<string>;
  /** The URL pages use for the stored file: always on the site, `/uploads/<key>`. */
  publicUrl(key: string): string;
  /** Where `/uploads/<key>` sends browsers instead of answering with the bytes (S3_PUBLIC_URL); else undefined. */
  redirectUrl(key: string): string | undefined;
  /** The origin of `redirectUrl`'s addresses, which the pages' CSP lets images come from. */
  publicOrigin: string | undefined;
};

/** `size` is undefined when the store did not say (an answer sent in chunks): no length is sent then. */
export type StoredFileInfo = { contentType: string; size: number | undefined };
export type StoredFile = StoredFileInfo & { body: ReadableStream<Uint8Array> };

/** The URL prefix under which stored files are served (see app.ts). */
export const UPLOADS_URL_PREFIX = "/uploads/";

const SAFE_KEY = /^[a-z0-9-]+\/[a-z0-9-]+\.[a-z0-9]+$/;

/** Whether `key` has the shape of the keys the server writes (`area/name.ext`). */
export function isStorageKey(key: string): boolean {
  return SAFE_KEY.test(key);
}

export function checkKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`unsafe storage key: ${key}`);
  return key;
}

const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  avif: "image/avif",
  svg: "image/svg+xml",
};

/** The type a key's extension names, as the disk storage (which keeps no metadata) serves it. */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1)] ?? "application/octet-stream";
}

/** Files under `DATA_DIR/uploads`, served by the Hono app at /uploads/. */
export function diskStorage(root: string): FileStorage & { root: string } {
  const head = async (key: string) => {
    if (!isStorageKey(key)) return undefined;
    const info = await stat(path.join(root, key)).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return { contentType: contentTypeOf(key), size: info.size };
  };
  return {
    kind: "disk",
    root,
    async put(key, bytes) {
      const file = path.join(root, checkKey(key));
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // `wx`: a name is never reused, so an existing file means a clash, not an update.
      await writeFile(file, bytes, { flag: "wx", mode: 0o644 });
    },
    async remove(key) {
      await rm(path.join(root, checkKey(key)), { force: true });
    },
    async get(key) {
      const info = await head(key);
      if (!info) return undefined;
      const body = Readable.toWeb(createReadStream(path.join(root, key))) as ReadableStream<Uint8Array>;
      return { ...info, body };
    },
    head,
    async *list() {
      const areas = await readdir(root, { withFileTypes: true }).catch(() => []);
      for (const area of areas
        .filter((entry) => entry.isDirectory())
        .sort((a, b) => (a.name < b.name ? -1 : 1))) {
        const names = (await readdir(path.join(root, area.name))).sort();
        for (const name of names) {
          const key = `${area.name}/${name}`;
          if (isStorageKey(key)) yield key;
        }
      }
    },
    publicUrl: (key) => UPLOADS_URL_PREFIX + checkKey(key),
    redirectUrl: () => undefined,
    publicOrigin: undefined,
  };
}

/** A random file name: names never change once written, so files can be cached for a year. */
export function randomFileName(): string {
  return randomBytes(12).toString("hex");
}
