import { z } from "zod";
import { fromSiteWallTime } from "./content";
import { checkSchedule, momentField, scheduleFields } from "./content-schema";
import { NETWORK_NOTICE_KINDS } from "./network-status";
import { textField } from "./text-field";

// What the console's 'Status da rede' sends for a notice (issue 58). The publication follows the banners'
// schedule ('Publicar em', 'Despublicar em', decision 0041): a planned work can be written today and go on
// the site by itself a week ahead of it (RSCM art. 46).

const START_MESSAGE = "Informe quando começa (data e hora).";

export const networkNoticeInputSchema = z
  .object({
    kind: z.enum(NETWORK_NOTICE_KINDS, { message: "Escolha o tipo: falha ou manutenção programada." }),
    title: textField({
      label: "Título",
      typeMessage: "Título deve ter pelo menos 3 caracteres",
      min: 3,
      max: 120,
      maxMessage: "Título deve ter no máximo 120 caracteres",
    }),
    description: textField({
      label: "Descrição",
      typeMessage: "Descrição deve ser um texto",
      max: 1000,
      maxMessage: "Descrição deve ter no máximo 1.000 caracteres",
      multiline: true,
    })
      .optional()
      .default(""),
    cityIds: z
      .array(z.number({ message: "Selecione ao menos uma cidade." }).int().positive(), {
        message: "Selecione ao menos uma cidade.",
      })
      .min(1, "Selecione ao menos uma cidade.")
      .max(1000, "Selecione no máximo 1.000 cidades.")
      .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
    /** Typed comma separated; trimmed, empties dropped (as a plan's streamings, SPEC §5). */
    neighbourhoods: z
      .union([z.string({ message: "Bairros deve ser um texto" }), z.array(z.string())])
      .optional()
      .default("")
      .transform((value) =>
        (Array.isArray(value) ? value : value.split(","))
          .map((name) => name.trim())
          .filter(Boolean)
          .filter((name, index, all) => all.indexOf(name) === index),
      )
      .pipe(
        z
          .array(
            textField({
              label: "Bairro",
              typeMessage: "Bairro deve ser um texto",
              max: 80,
              maxMessage: "Cada bairro deve ter no máximo 80 caracteres",
            }),
          )
          .max(50, "Informe no máximo 50 bairros."),
      ),
    startsAt: momentField.refine((value) => value !== null, START_MESSAGE),
    expectedEndAt: momentField,
    /** Appended to the notice's updates, dated by the server, when not blank. */
    newUpdate: textField({
      label: "Atualização",
      typeMessage: "Atualização deve ser um texto",
      max: 500,
      maxMessage: "Atualização deve ter no máximo 500 caracteres",
      multiline: true,
    })
      .optional()
      .default(""),
    resolvedAt: momentField,
    resolution: textField({
      label: "Resolução",
      typeMessage: "Resolução deve ser um texto",
      max: 500,
      maxMessage: "Resolução deve ter no máximo 500 caracteres",
      multiline: true,
    })
      .optional()
      .default(""),
    isActive: z.boolean({ message: "Informe se o aviso está publicado" }).optional().default(true),
    ...scheduleFields,
  })
  .superRefine((value, ctx) => {
    checkSchedule(value, ctx);
    if (value.startsAt && value.expectedEndAt && value.expectedEndAt <= value.startsAt)
      ctx.addIssue({
        code: "custom",
        message: "A previsão de término deve ser depois do início.",
        path: ["expectedEndAt"],
      });
    if (value.startsAt && value.resolvedAt && value.resolvedAt < value.startsAt)
      ctx.addIssue({
        code: "custom",
        message: "A resolução não pode ser antes do início.",
        path: ["resolvedAt"],
      });
  });
export type NetworkNoticeFormValues = z.input<typeof networkNoticeInputSchema>;
export type NetworkNoticeInput = Omit<z.output<typeof networkNoticeInputSchema>, "startsAt"> & {
  startsAt: Date;
};

const MOMENT_FIELDS = ["startsAt", "expectedEndAt", "resolvedAt", "publishAt", "unpublishAt"] as const;
type MomentField = (typeof MOMENT_FIELDS)[number];

/** The form's values: its moments are date-time fields on Brasília's wall clock ('2026-12-12T08:00'). */
export type NetworkNoticeWallValues = Omit<NetworkNoticeFormValues, MomentField> &
  Record<MomentField, string>;

/** The console form's schema: each wall-clock moment read as an instant, then the API's checks. */
export const networkNoticeFormSchema = z.preprocess((value) => {
  if (typeof value !== "object" || value === null) return value;
  const form = { ...(value as Record<string, unknown>) };
  for (const name of MOMENT_FIELDS) {
    const field = form[name];
    form[name] = typeof field === "string" && field ? fromSiteWallTime(field) : null;
  }
  return form;
}, networkNoticeInputSchema) as unknown as z.ZodType<
  z.output<typeof networkNoticeInputSchema>,
  NetworkNoticeWallValues
>;
