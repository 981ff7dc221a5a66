import { z } from "zod";
import { BANNER_COLORS, STREAMING_BANNER_SERVICES } from "./catalogue";
import { checkSchedule, coverImageFields, requireCoverAlt, scheduleFields } from "./content-schema";
import {
  displayOrderField,
  imageAltField,
  imageSizeFields,
  localImageUrlField,
  selectedIdField,
} from "./record-schema";
import { textField } from "./text-field";

const titleField = (message: string) =>
  textField({
    label: "Título",
    typeMessage: message,
    min: 1,
    max: 120,
    maxMessage: "Título deve ter no máximo 120 caracteres",
  });
const descriptionField = (message: string, min?: number) =>
  textField({
    label: "Descrição",
    typeMessage: message,
    min,
    max: 400,
    maxMessage: "Descrição deve ter no máximo 400 caracteres",
    multiline: true,
  });

const BANNER_PLAN_MESSAGE = "Escolha um dos planos da lista.";

/**
 * Banners are edited, never added or removed. An empty `imageUrl` means no image: the site shows its
 * placeholder. An image needs its alternative text.
 */
export const bannerUpdateSchema = z
  .object({
    title: titleField("Título é obrigatório"),
    description: descriptionField("Descrição deve ser um texto").optional().default(""),
    ...coverImageFields,
    bgColor: z.enum(BANNER_COLORS, { message: "Escolha uma das cores de fundo" }),
    displayOrder: displayOrderField,
    isActive: z.boolean({ message: "Informe se o banner está ativo" }),
    /** The plan the banner sells, chosen from the Planos list; none ('' or null) for a banner without an offer. */
    planId: z
      .union([z.literal(""), z.null(), selectedIdField(BANNER_PLAN_MESSAGE)])
      .optional()
      .transform((value) => (typeof value === "number" ? value : null)),
    buttonLabel: textField({
      label: "Texto do botão",
      typeMessage: "Texto do botão deve ser um texto",
      max: 40,
      maxMessage: "Texto do botão deve ter no máximo 40 caracteres",
    })
      .optional()
      .default(""),
    ...scheduleFields,
  })
  .superRefine((value, ctx) => {
    requireCoverAlt(value, ctx);
    checkSchedule(value, ctx);
  });
export type BannerFormValues = z.input<typeof bannerUpdateSchema>;
export type BannerUpdate = z.output<typeof bannerUpdateSchema>;

/** The captions switch: captions shown, or images only. */
export const bannerSettingsSchema = z.object({
  showCaptions: z.boolean({ message: "Informe se as legendas aparecem" }),
});
export type BannerSettingsInput = z.output<typeof bannerSettingsSchema>;

export const REQUIRED_FIELDS_MESSAGE = "Preencha todos os campos obrigatórios.";

/** Stored lowercase whatever the form sends ('Max' → 'max'); only services with a guide page. */
export const streamingBannerServiceField = z
  .string({ message: REQUIRED_FIELDS_MESSAGE })
  .trim()
  .toLowerCase()
  .pipe(z.enum(STREAMING_BANNER_SERVICES, { message: REQUIRED_FIELDS_MESSAGE }));

const BG_COLOR_MESSAGE = "Cor de fundo deve estar no formato #RRGGBB";

/** Create and edit alike; a new banner is active unless the form says otherwise. */
export const streamingBannerInputSchema = z
  .object({
    title: titleField(REQUIRED_FIELDS_MESSAGE),
    description: descriptionField(REQUIRED_FIELDS_MESSAGE, 1),
    streamingService: streamingBannerServiceField,
    imageUrl: z
      .string({ message: REQUIRED_FIELDS_MESSAGE })
      .trim()
      .min(1, REQUIRED_FIELDS_MESSAGE)
      .pipe(localImageUrlField),
    imageAlt: imageAltField.optional().default(""),
    ...imageSizeFields,
    bgColor: z
      .string({ message: BG_COLOR_MESSAGE })
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/, BG_COLOR_MESSAGE)
      .transform((value) => value.toLowerCase())
      .optional()
      .default("#ffffff"),
    displayOrder: displayOrderField,
    isActive: z.boolean({ message: "Informe se o banner está ativo" }).optional().default(true),
    ...scheduleFields,
  })
  .superRefine((value, ctx) => {
    requireCoverAlt(value, ctx);
    checkSchedule(value, ctx);
  });
export type StreamingBannerFormValues = z.input<typeof streamingBannerInputSchema>;
export type StreamingBannerInput = z.output<typeof streamingBannerInputSchema>;

export const streamingServiceInputSchema = z.object({
  name: textField({
    label: "Nome",
    typeMessage: "Nome deve ter pelo menos 2 caracteres",
    min: 2,
    max: 60,
    maxMessage: "Nome deve ter no máximo 60 caracteres",
  }),
  /** Optional: the site shows a placeholder without one. An uploaded logo (SVG or PNG) is stored as an 80 px square. */
  iconUrl: z
    .union([z.literal(""), z.null(), localImageUrlField])
    .optional()
    .transform((value) => value || null),
});
export type StreamingServiceFormValues = z.input<typeof streamingServiceInputSchema>;
export type StreamingServiceInput = z.output<typeof streamingServiceInputSchema>;

export const DUPLICATE_STREAMING_SERVICE_MESSAGE = "Já existe um serviço de streaming com este nome.";

/** Refusal to delete a service that plans still list. */
export function streamingServiceInUseMessage(planCount: number): string {
  return planCount === 1
    ? "Este serviço não pode ser removido: 1 plano ainda o inclui. Retire-o do plano antes de removê-lo."
    : `Este serviço não pode ser removido: ${planCount} planos ainda o incluem. Retire-o dos planos antes de removê-lo.`;
}
