import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3StorageConfig } from "../config";

export type TestS3 = {
  /** S3_ENDPOINT. */
  endpoint: string;
  bucket: string;
  /** A storage configuration on this server's bucket, under `prefix`. */
  config(prefix?: string, publicUrl?: string): S3StorageConfig;
  /** The environment a server process needs to use it (STORAGE_URL, S3_*). */
  env(prefix?: string): Record<string, string>;
  close(): Promise<void>;
};

const KEY = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/**
 * A local S3 server from the npm registry (s3rver: the S3 REST API over files in a temporary folder),
 * with one bucket, on a free port of loopback: the object store a provider's MinIO or Garage stands for.
 */
export async function startTestS3(bucket = "vitrine"): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), "vitrine-s3-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const config = (prefix = "", publicUrl?: string): S3StorageConfig => ({
    kind: "s3",
    bucket,
    prefix: prefix ? `${prefix.replace(/\/+$/, "")}/` : "",
    endpoint,
    region: "us-east-1",
    credentials: KEY,
    publicUrl,
  });
  return {
    endpoint,
    bucket,
    config,
    env: (prefix = "") => ({
      STORAGE_URL: `s3://${bucket}${prefix ? `/${prefix}` : ""}`,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: KEY.accessKeyId,
      S3_SECRET_ACCESS_KEY: KEY.secretAccessKey,
    }),
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
