import { Hono } from "hono";
import { validator } from "hono/validator";
import { uploadVariantUrl } from "../../../domain/images";
import {
  encodeUpload,
  ImageRejected,
  MAX_UPLOAD_BYTES,
  UPLOAD_AREAS,
  UPLOAD_MESSAGES,
  type UploadArea,
} from "../../images/process-image";
import { type FileStorage, randomFileName } from "../../storage/storage";
import { apiError } from "../errors";
import { type AdminEnv, staffFileLane } from "./kit";

/** Multipart framing around the file: boundaries, part headers, the field name. */
const MULTIPART_OVERHEAD = 16 * 1024;
/** The body cap for upload requests (the app's default cap is for JSON forms). */
export const MAX_UPLOAD_BODY_BYTES = MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD;
export const UPLOADS_PATH_PREFIX = "/api/admin/uploads/";

const isArea = (value: string): value is UploadArea => Object.hasOwn(UPLOAD_AREAS, value);

/**
 * `POST /api/admin/uploads/:area` with a multipart `file`: checks the image by its bytes, re-encodes it
 * to WebP in the area's widths under a random name, and answers the widest file's URL with its size.
 * Mounted behind the staff session check of the admin routes.
 */
export function uploadRoutes(storage: FileStorage, files = staffFileLane()) {
  return new Hono<AdminEnv>().post(
    "/:area",
    // Its turn in the staff files' lane before the multipart body is read (decision 0076).
    files,
    // A validator, so hono/client types the multipart `file` the console sends. A body that is not
    // multipart reads as an empty form; a malformed one is the API's 400 (see admin-routes' onError).
    validator("form", (form, c) => {
      const file = form.file;
      if (!(file instanceof File)) return apiError(c, 400, "invalid_upload", UPLOAD_MESSAGES.missingFile);
      return { file };
    }),
    async (c) => {
      const area = c.req.param("area");
      if (!isArea(area)) return apiError(c, 404, "unknown_upload_area", "Área de upload desconhecida.");
      const { file } = c.req.valid("form");
      if (file.size > MAX_UPLOAD_BYTES) return apiError(c, 413, "image_too_large", UPLOAD_MESSAGES.tooLarge);

      let encoded: Awaited<ReturnType<typeof encodeUpload>>;
      try {
        encoded = await encodeUpload(new Uint8Array(await file.arrayBuffer()), area);
      } catch (error) {
        if (error instanceof ImageRejected) return apiError(c, 422, "image_rejected", error.message);
        throw error;
      }

      const name = randomFileName();
      const keys: string[] = [];
      try {
        for (const variant of encoded.variants) {
          const key = uploadVariantUrl(`${area}/${name}`, variant.width);
          await storage.put(key, variant.bytes, "image/webp");
          keys.push(key);
        }
      } catch (error) {
        await Promise.allSettled(keys.map((key) => storage.remove(key)));
        throw error;
      }
      const widest = encoded.variants.at(-1);
      const widestKey = keys.at(-1);
      if (!widest || !widestKey) throw new Error("an encoded upload has no variant");
      return c.json({ url: storage.publicUrl(widestKey), width: widest.width, height: widest.height }, 201);
    },
  );
}
