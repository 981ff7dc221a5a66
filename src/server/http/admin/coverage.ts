import { type Context, Hono } from "hono";
import { z } from "zod";
import { COVERAGE_AREA_MESSAGES, coverageFormatOf, MAX_COVERAGE_FILE_BYTES } from "../../../domain";
import { coverageSettingsInputSchemaFor, viabilityAddressSchema } from "../../../domain/viability-schema";
import { CoverageFileError, type ReadArea, readCoverageFile } from "../../coverage/areas";
import {
  addCoverageArea,
  COVERAGE_AREA_NOT_FOUND,
  coverageAreaPreviews,
  coverageAreasFull,
  coverageSettingsView,
  listCoverageAreas,
  removeCoverageArea,
  saveCoverageSettings,
} from "../../coverage/settings";
import { forgetTileSources } from "../../coverage/tiles";
import type { ViabilityService } from "../../coverage/viability";
import type { Db } from "../../db/client";
import type { FieldCipher } from "../../field-cipher";
import { apiError } from "../errors";
import { type AdminEnv, idParam, refusePrivateAddresses, staffFileLane, staffOf, valid } from "./kit";

// Configurações → 'Cobertura' (/api/admin/coverage and /api/admin/coverage-areas, administrador only;
// issue 56, decision 0066): the viability sources' order, the box distance, the geocoder and
// the map's tiles; the uploaded areas (list, polygons for the preview, upload, delete); and 'Testar um
// endereço', every source's answer for one address. Writes are audited (coverage/settings.ts).

/** An upload: the file as base64 (as the matrix's CSV import sends it), its name, and the area's name. */
const uploadSchema = z.object({
  name: z.string().trim().min(1, COVERAGE_AREA_MESSAGES.name).max(80, COVERAGE_AREA_MESSAGES.name),
  fileName: z
    .string()
    .trim()
    .max(200)
    .refine((value) => coverageFormatOf(value) !== undefined, {
      message: COVERAGE_AREA_MESSAGES.format,
    }),
  contentBase64: z
    .string()
    .max(Math.ceil((MAX_COVERAGE_FILE_BYTES * 4) / 3) + 8, COVERAGE_AREA_MESSAGES.tooLarge)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, COVERAGE_AREA_MESSAGES.unreadable),
});

/** The body cap of an upload: the largest file as base64, with the JSON around it. */
export const MAX_COVERAGE_UPLOAD_BODY_BYTES = Math.ceil((MAX_COVERAGE_FILE_BYTES * 4) / 3) + 4096;
export const COVERAGE_UPLOAD_PATH = "/api/admin/coverage-areas";

export function coverageRoutes(
  db: Db,
  cipher: FieldCipher,
  viability: ViabilityService,
  /**
   * COVERAGE_ALLOW_HTTP: the geocoder and the CEP service may be http:// (else https:// only);
   * ALLOW_PRIVATE_ADDRESSES: they may be on the server's own network (else refused, issue 66 L3).
   */
  options: { allowHttp: boolean; allowPrivateAddresses?: boolean } = { allowHttp: false },
) {
  const settingsSchema = coverageSettingsInputSchemaFor(options);
  return new Hono<AdminEnv>()
    .get("/", async (c) => c.json({ settings: await coverageSettingsView(db) }, 200))
    .put("/", valid("json", settingsSchema), async (c) => {
      const input = c.req.valid("json");
      const refused = refusePrivateAddresses(
        c,
        { geocoderUrl: input.geocoderUrl, cepAddressUrl: input.cepAddressUrl },
        options.allowPrivateAddresses ?? false,
      );
      if (refused) return refused;
      await saveCoverageSettings(staffOf(c, db), cipher, input);
      viability.forget();
      forgetTileSources(db);
      return c.json({ settings: await coverageSettingsView(db) }, 200);
    })
    .post("/test", valid("json", viabilityAddressSchema), async (c) => {
      const report = await viability.report(c.req.valid("json"));
      // The address a staff member typed is not kept, and the answer is not cached.
      return c.json({ report }, 200);
    });
}

export function coverageAreaRoutes(db: Db, viability: ViabilityService, files = staffFileLane()) {
  const refused = (c: Context<AdminEnv>, message: string) =>
    apiError(c, 422, "invalid_coverage_file", message, { file: message });
  return (
    new Hono<AdminEnv>()
      .get("/", async (c) => c.json({ areas: await listCoverageAreas(db) }, 200))
      .get("/shapes", async (c) => c.json({ shapes: await coverageAreaPreviews(db) }, 200))
      // The lane before the validator: the body is read only once this upload has its turn (decision 0076).
      .post(
        "/",
        files,
        // Areas already at their bounds refuse before the body is parsed; a file's own vertices are checked
        // once it is (addCoverageArea). The body still on its way is read and dropped, never held (the
        // body limit bounds it): a client still sending it when the connection closed would show a network
        // error instead of the message.
        async (c, next) => {
          const full = await coverageAreasFull(db);
          if (!full) return next();
          await discardBody(c.req.raw);
          return refused(c, full);
        },
        valid("json", uploadSchema),
        async (c) => {
          const input = c.req.valid("json");
          const format = coverageFormatOf(input.fileName)!;
          let read: ReadArea;
          try {
            read = await readCoverageFile(Buffer.from(input.contentBase64, "base64"), format);
            const area = await addCoverageArea(staffOf(c, db), { name: input.name, format, read });
            viability.forget();
            return c.json({ area }, 201);
          } catch (error) {
            if (error instanceof CoverageFileError) return refused(c, error.message);
            throw error;
          }
        },
      )
      .delete("/:id", idParam("not_found", COVERAGE_AREA_NOT_FOUND), async (c) => {
        await removeCoverageArea(staffOf(c, db), c.req.valid("param").id);
        viability.forget();
        return c.body(null, 204);
      })
  );
}

/** Reads a request's body to its end, keeping nothing; a body cut short or past its limit just ends it. */
async function discardBody(request: Request): Promise<void> {
  const reader = request.body?.getReader();
  if (!reader) return;
  try {
    for (;;) if ((await reader.read()).done) return;
  } catch {
    // The body limit's error or a closed connection: nothing more to read.
  }
}
