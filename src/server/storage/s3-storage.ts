import type { S3Client } from "@aws-sdk/client-s3";
import type { S3StorageConfig } from "../config";
import { checkKey, type FileStorage, isStorageKey, UPLOADS_URL_PREFIX } from "./storage";

/** A stored file's name is random and never reused, so its bytes never change (as the disk's are served). */
export const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Uploaded files in an S3-compatible bucket (AWS S3, MinIO, Garage, SeaweedFS, R2…; decision 0032), so
 * every machine serving the site reads what any of them stored. Keys are the disk storage's, under the
 * configured prefix. Pages still name `/uploads/<key>` on the site: the app answers it from the bucket,
 * or with S3_PUBLIC_URL redirects there.
 */
export async function s3Storage(config: S3StorageConfig): Promise<FileStorage & { client: S3Client }> {
  // Loaded here, not at the top: a server on the disk storage never pays for the SDK (create-storage.ts).
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    HeadObjectCommand,
    ListObjectsV2Command,
    NoSuchKey,
    PutObjectCommand,
    S3Client,
    S3ServiceException,
  } = await import("@aws-sdk/client-s3");
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    // MinIO, Garage and SeaweedFS serve buckets by path (`endpoint/bucket/key`), not by host name.
    forcePathStyle: Boolean(config.endpoint),
    credentials: config.credentials,
    // The SDK's default (CRC32 checksums on every request and answer) is AWS's own: servers that do not
    // implement it refuse the upload or fail the read. Checksums only where the API requires one.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const isNotFound = (error: unknown) =>
    error instanceof NoSuchKey ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);
  const objectKey = (key: string) => config.prefix + checkKey(key);

  return {
    kind: "s3",
    client,
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
          // What a public bucket URL (S3_PUBLIC_URL) or a CDN in front of it hands browsers.
          CacheControl: IMMUTABLE,
        }),
      );
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
    },
    async get(key) {
      if (!isStorageKey(key)) return undefined;
      try {
        const found = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
        if (!found.Body) return undefined;
        return {
          body: found.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          contentType: found.ContentType ?? "application/octet-stream",
          size: found.ContentLength,
        };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async head(key) {
      if (!isStorageKey(key)) return undefined;
      try {
        const found = await client.send(
          new HeadObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }),
        );
        return { contentType: found.ContentType ?? "application/octet-stream", size: found.ContentLength };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: config.bucket,
            Prefix: config.prefix,
            ContinuationToken: token,
          }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(config.prefix.length);
          if (key && isStorageKey(key)) yield key;
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    publicUrl: (key) => UPLOADS_URL_PREFIX + checkKey(key),
    redirectUrl: (key) =>
      config.publicUrl ? `${config.publicUrl}/${config.prefix}${checkKey(key)}` : undefined,
    publicOrigin: config.publicUrl ? new URL(config.publicUrl).origin : undefined,
  };
}
