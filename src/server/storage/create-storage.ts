import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Config } from "../config";
import { s3Storage } from "./s3-storage";
import { diskStorage, type FileStorage } from "./storage";

/** The storage the configuration names: the bucket of STORAGE_URL, else `DATA_DIR/uploads`. */
export function createStorage(config: Pick<Config, "storage" | "dataDir">): FileStorage {
  if (config.storage.kind === "s3") return s3Storage(config.storage);
  const root = path.join(config.dataDir, "uploads");
  mkdirSync(root, { recursive: true });
  return diskStorage(root);
}
