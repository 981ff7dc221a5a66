import { z } from "zod";
import { MAX_RECORD_ID } from "./ids";
import { textField } from "./text-field";

// Pieces every console schema shares: chosen ids, the version a form was opened with, local images.

/** The error code of that 409: the one refusal the console answers with 'Recarregar dados'. */
export const STALE_RECORD_CODE = "stale_record";
export const STALE_RECORD_MESSAGE =
  "Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.";
const MISSING_VERSION_MESSAGE = "Versão do registro ausente. Recarregue a página e tente de novo.";

/**
 * The `updatedAt` (ISO string) the record had when the form was opened. Every update, status flip and
 * delete sends it; the server answers 409 with STALE_RECORD_MESSAGE when the record changed since.
 */
export const expectedUpdatedAtField = z.iso.datetime({ offset: true, message: MISSING_VERSION_MESSAGE });

export const concurrencySchema = z.object({ expectedUpdatedAt: expectedUpdatedAtField });

/** The switch: `{ isActive, expectedUpdatedAt }`. */
export const statusChangeSchema = z.object({
  isActive: z.boolean({ message: "Informe se o registro está ativo" }),
  expectedUpdatedAt: expectedUpdatedAtField,
});

/** A record chosen in a select: its id as a number or the select's text; anything else gets `message`. */
export function selectedIdField(message: string) {
  return z.union([z.number(), z.string()], { message }).transform((value, ctx) => {
    const id = typeof value === "number" ? value : /^[1-9][0-9]{0,9}$/.test(value.trim()) ? Number(value) : 0;
    if (!Number.isInteger(id) || id < 1 || id > MAX_RECORD_ID) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return id;
  });
}

export const IMAGE_ALT_MESSAGE = "Descreva a imagem (texto alternativo) para quem não pode vê-la.";
const LOCAL_IMAGE_MESSAGE = "Use uma imagem enviada pelo painel ou do próprio site.";

/**
 * An image the site serves itself: an upload (`/uploads/…`) or a shipped file (`/images/…`). Other
 * addresses are refused, so no page hot-links another site's image.
 */
export const localImageUrlField = z
  .string({ message: LOCAL_IMAGE_MESSAGE })
  .trim()
  .max(300, LOCAL_IMAGE_MESSAGE)
  .refine((value) => /^\/(uploads|images)\/[A-Za-z0-9._\-/]+$/.test(value) && !value.includes(".."), {
    message: LOCAL_IMAGE_MESSAGE,
  });

const imageSizeField = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((value) => (value === null || value === undefined || value === "" ? null : Number(value)))
  .pipe(z.number().int().min(1).max(20_000).nullable());

/** An image's intrinsic size, as the upload endpoint reported it; null when unknown. */
export const imageSizeFields = { imageWidth: imageSizeField, imageHeight: imageSizeField };

const imageAltOptions = {
  label: "Texto alternativo",
  typeMessage: IMAGE_ALT_MESSAGE,
  max: 250,
  maxMessage: "Texto alternativo deve ter no máximo 250 caracteres",
};

export const imageAltField = textField(imageAltOptions);

/** The alternative text of an image that is always there (one inside a body): never blank. */
export const requiredImageAltField = textField({ ...imageAltOptions, min: 1, minMessage: IMAGE_ALT_MESSAGE });

export const displayOrderMessage = "Ordem deve ser um número inteiro de 0 a 9999";
export const displayOrderField = z
  .union([z.number(), z.string()], { message: displayOrderMessage })
  .optional()
  .transform((value) =>
    value === undefined ? 0 : typeof value === "number" ? value : Number(value.trim() || Number.NaN),
  )
  .pipe(
    z
      .number({ message: displayOrderMessage })
      .int(displayOrderMessage)
      .min(0, displayOrderMessage)
      .max(9999, displayOrderMessage),
  );

/** An update's body: the form's schema plus the version the form was opened with. */
export function withVersion<T extends z.ZodType>(schema: T) {
  return z.intersection(schema, concurrencySchema);
}
