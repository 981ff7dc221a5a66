import { z } from "zod";
import { ARTICLE_STATUSES, fromSiteWallTime, SLUG_PATTERN } from "./content";
import {
  IMAGE_ALT_MESSAGE,
  imageAltField,
  imageSizeFields,
  localImageUrlField,
  requiredImageAltField,
} from "./record-schema";
import { textField } from "./text-field";

const SLUG_MESSAGE =
  "Endereço deve ter de 2 a 80 caracteres: letras minúsculas sem acento, números e hífens (ex.: dicas-de-wi-fi).";
const MOMENT_MESSAGE = "Informe data e hora válidas.";

/** The Markdown body of an article or a page: what staff write in the one editor. */
const contentBodyField = textField({
  label: "Texto",
  typeMessage: "Texto é obrigatório",
  min: 1,
  max: 50_000,
  maxMessage: "Texto deve ter no máximo 50.000 caracteres",
  multiline: true,
});

/** An optional cover image (none: ''), its alternative text and its size, as the uploader recorded it. */
export const coverImageFields = {
  imageUrl: z
    .union([z.literal(""), localImageUrlField])
    .optional()
    .default(""),
  imageAlt: imageAltField.optional().default(""),
  ...imageSizeFields,
};

/** An image needs its alternative text. */
export function requireCoverAlt(value: { imageUrl: string; imageAlt: string }, ctx: z.RefinementCtx): void {
  if (value.imageUrl && !value.imageAlt)
    ctx.addIssue({ code: "custom", message: IMAGE_ALT_MESSAGE, path: ["imageAlt"] });
}

/**
 * An image the editor's 'Imagem' puts inside a body: uploaded through the image pipeline first, and
 * described. Checked in the console only: the body that carries it is checked, and drawn safely, on save.
 */
export const bodyImageSchema = z.object({
  imageUrl: z.string().trim().min(1, "Selecione um arquivo de imagem.").pipe(localImageUrlField),
  imageAlt: requiredImageAltField,
  ...imageSizeFields,
});
export type BodyImageValues = z.input<typeof bodyImageSchema>;
export type BodyImageInput = z.output<typeof bodyImageSchema>;

/** An instant the console sends (ISO, from a datetime field read as São Paulo time), or none. */
export const momentField = z
  .union([z.literal(""), z.null(), z.iso.datetime({ offset: true, message: MOMENT_MESSAGE })])
  .optional()
  .transform((value) => (value ? new Date(value) : null));

/** What the console sends for an article (create and edit). */
export const articleInputSchema = z
  .object({
    title: textField({
      label: "Título",
      typeMessage: "Título é obrigatório",
      min: 1,
      max: 160,
      maxMessage: "Título deve ter no máximo 160 caracteres",
    }),
    slug: z
      .string({ message: SLUG_MESSAGE })
      .trim()
      .min(2, SLUG_MESSAGE)
      .max(80, SLUG_MESSAGE)
      .regex(SLUG_PATTERN, SLUG_MESSAGE),
    summary: textField({
      label: "Resumo",
      typeMessage: "Resumo é obrigatório",
      min: 1,
      max: 300,
      maxMessage: "Resumo deve ter no máximo 300 caracteres",
    }),
    body: contentBodyField,
    ...coverImageFields,
    category: textField({
      label: "Categoria",
      typeMessage: "Categoria é obrigatória",
      min: 1,
      max: 40,
      maxMessage: "Categoria deve ter no máximo 40 caracteres",
    }),
    authorName: textField({
      label: "Autor",
      typeMessage: "Autor é obrigatório",
      min: 1,
      max: 80,
      maxMessage: "Autor deve ter no máximo 80 caracteres",
    }),
    status: z.enum(ARTICLE_STATUSES, { message: "Escolha um dos status da lista." }),
    publishAt: momentField,
    unpublishAt: momentField,
  })
  .superRefine((value, ctx) => {
    requireCoverAlt(value, ctx);
    if (value.status === "scheduled" && !value.publishAt)
      ctx.addIssue({
        code: "custom",
        message: "Informe quando publicar (Publicar em) para agendar.",
        path: ["publishAt"],
      });
    if (value.publishAt && value.unpublishAt && value.unpublishAt <= value.publishAt)
      ctx.addIssue({
        code: "custom",
        message: "Despublicar em deve ser depois de Publicar em.",
        path: ["unpublishAt"],
      });
  });
export type ArticleFormValues = z.input<typeof articleInputSchema>;
export type ArticleInput = z.output<typeof articleInputSchema>;

/**
 * The console's article form: its 'Publicar em' and 'Despublicar em' are date-time fields on São Paulo's
 * wall clock ('2026-12-12T08:00'), read as instants before the API's own schema checks the rest.
 */
export type ArticleEditorValues = Omit<ArticleFormValues, "publishAt" | "unpublishAt"> & {
  publishAt: string;
  unpublishAt: string;
};
export const articleFormSchema = z.preprocess((value) => {
  if (typeof value !== "object" || value === null) return value;
  const form = value as Partial<ArticleEditorValues>;
  return {
    ...form,
    publishAt: form.publishAt ? fromSiteWallTime(form.publishAt) : null,
    unpublishAt: form.unpublishAt ? fromSiteWallTime(form.unpublishAt) : null,
  };
}, articleInputSchema) as unknown as z.ZodType<ArticleInput, ArticleEditorValues>;

/** The console's preview: the body as the public page would draw it. */
export const contentPreviewSchema = z.object({
  body: z
    .string({ message: "Texto deve ser um texto" })
    .max(50_000, "Texto deve ter no máximo 50.000 caracteres"),
});

/**
 * 'Publicar em' and 'Despublicar em' of a banner or a streaming banner (decision 0041): optional instants,
 * the second after the first. Check them with `checkSchedule` in the schema's superRefine.
 */
export const scheduleFields = { publishAt: momentField, unpublishAt: momentField };

export function checkSchedule(
  value: { publishAt: Date | null; unpublishAt: Date | null },
  ctx: z.RefinementCtx,
): void {
  if (value.publishAt && value.unpublishAt && value.unpublishAt <= value.publishAt)
    ctx.addIssue({
      code: "custom",
      message: "Despublicar em deve ser depois de Publicar em.",
      path: ["unpublishAt"],
    });
}

/** What the console sends for an editable page (decision 0041); its key and address are fixed. */
export const pageInputSchema = z
  .object({
    title: textField({
      label: "Título",
      typeMessage: "Título é obrigatório",
      min: 1,
      max: 120,
      maxMessage: "Título deve ter no máximo 120 caracteres",
    }),
    lead: textField({
      label: "Chamada",
      typeMessage: "Chamada deve ser um texto",
      min: 0,
      max: 400,
      maxMessage: "Chamada deve ter no máximo 400 caracteres",
    })
      .optional()
      .default(""),
    body: contentBodyField,
    seoTitle: textField({
      label: "Título para buscadores",
      typeMessage: "Título para buscadores é obrigatório",
      min: 1,
      max: 70,
      maxMessage: "Título para buscadores deve ter no máximo 70 caracteres",
    }),
    seoDescription: textField({
      label: "Descrição para buscadores",
      typeMessage: "Descrição para buscadores é obrigatória",
      min: 1,
      max: 200,
      maxMessage: "Descrição para buscadores deve ter no máximo 200 caracteres",
    }),
    ...coverImageFields,
    isActive: z.boolean({ message: "Informe se a página está publicada" }).optional().default(true),
    ...scheduleFields,
  })
  .superRefine((value, ctx) => {
    requireCoverAlt(value, ctx);
    checkSchedule(value, ctx);
  });
export type PageFormValues = z.input<typeof pageInputSchema>;
export type PageInput = z.output<typeof pageInputSchema>;

/**
 * A console form whose 'Publicar em' and 'Despublicar em' are date-time fields on São Paulo's wall clock,
 * read as instants before `schema` checks the rest (the API takes the instants).
 */
export function withSiteWallTimes<Out, In extends { publishAt?: unknown; unpublishAt?: unknown }>(
  schema: z.ZodType<Out, In>,
) {
  return z.preprocess((value) => {
    if (typeof value !== "object" || value === null) return value;
    const form = value as { publishAt?: unknown; unpublishAt?: unknown };
    const instant = (field: unknown) => (typeof field === "string" && field ? fromSiteWallTime(field) : null);
    return { ...form, publishAt: instant(form.publishAt), unpublishAt: instant(form.unpublishAt) };
  }, schema) as unknown as z.ZodType<Out, Omit<In, "publishAt" | "unpublishAt"> & Schedule<string>>;
}

/** A schedule as a form holds it (wall-clock texts), or as the API sends it (ISO instants or null). */
export type Schedule<T> = { publishAt: T; unpublishAt: T };

/** A form's values with its schedule as wall-clock texts (what `withSiteWallTimes` reads). */
export type WithWallTimes<T> = Omit<T, "publishAt" | "unpublishAt"> & Schedule<string>;
