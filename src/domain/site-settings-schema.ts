import { z } from "zod";
import { formatCnpj, isValidCnpj } from "./cnpj";
import { GA4_ID_PATTERN, GTM_ID_PATTERN, META_PIXEL_ID_PATTERN } from "./consent";
import { embeddedVideo } from "./embedded-video";
import { formatBrazilianPhone } from "./phone";
import { textField } from "./text-field";

// Every field but the company name may be left empty: the public site then hides that item.

const text = (label: string, max: number) =>
  textField({
    label,
    typeMessage: `${label} deve ser um texto`,
    max,
    maxMessage: `${label} deve ter no máximo ${max} caracteres`,
  });

const CNPJ_MESSAGE = "CNPJ inválido: confira os dígitos";
const WHATSAPP_MESSAGE = "WhatsApp deve ter de 10 a 15 dígitos, com DDI e DDD (ex.: 5527999990000)";
const PHONE_MESSAGE = "Digite um número de telefone válido.";
const EMAIL_MESSAGE = "Digite um e-mail válido.";
const HTTPS_MESSAGE = "Informe um endereço completo começando com https://";

const cnpjField = text("CNPJ", 20)
  .refine((value) => value === "" || isValidCnpj(value), { message: CNPJ_MESSAGE })
  .transform((value) => (value ? formatCnpj(value) : ""));

/** Digits only, as wa.me wants them: '+55 (27) 99999-0000' → '5527999990000'. */
const whatsappField = text("WhatsApp", 30)
  .transform((value) => value.replace(/[\s()+\-.]/g, ""))
  .refine((value) => value === "" || /^[0-9]{10,15}$/.test(value), { message: WHATSAPP_MESSAGE });

const phoneField = text("Telefone", 30).refine(
  (value) => value === "" || (/^[0-9\s()+\-.]+$/.test(value) && /^(?:\D*\d){8,15}\D*$/.test(value)),
  { message: PHONE_MESSAGE },
);

const emailField = text("E-mail", 120).refine((value) => value === "" || z.email().safeParse(value).success, {
  message: EMAIL_MESSAGE,
});

const httpsUrlField = (label: string) =>
  text(label, 300).refine(
    (value) => {
      if (value === "") return true;
      try {
        const url = new URL(value);
        return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
      } catch {
        return false;
      }
    },
    { message: HTTPS_MESSAGE },
  );

/**
 * A phone the site shows and dials: typed with or without punctuation, stored in one written form
 * (formatBrazilianPhone) so every page shows it alike; only digits and the usual punctuation are taken.
 */
const brazilianPhoneField = (
  label: string,
  message: string,
  rule: (formatted: string) => boolean = () => true,
) =>
  text(label, 30).transform((value, ctx) => {
    if (value === "") return "";
    const formatted = /^[0-9\s()+\-.]+$/.test(value) ? formatBrazilianPhone(value) : undefined;
    if (formatted === undefined || !rule(formatted)) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return formatted;
  });

/** An app's page in its store: refused when it is not that store's address (the badge would lie). */
const storeUrlField = (label: string, host: string, message: string) =>
  httpsUrlField(label).refine((value) => value === "" || new URL(value).hostname === host, { message });

/** A page on one of `domains` (or a subdomain of one, as www.): else the link would not be what it says. */
const hostUrlField = (label: string, domains: string[], message: string) =>
  httpsUrlField(label).refine(
    (value) => {
      if (value === "") return true;
      const host = new URL(value).hostname;
      return domains.some((domain) => host === domain || host.endsWith(`.${domain}`));
    },
    { message },
  );

// Added after the first release: a form or a Histórico version from before them sends none, which
// means "not set" rather than a refusal.
const later = (field: z.ZodType<string, string>) => field.optional().default("");

/** A score typed with a comma or a point ('8,7', '8.7'), from 0 to `max`, kept as written in pt-BR ('8,7'). */
const scoreField = (label: string, max: number, message: string) =>
  text(label, 10).transform((value, ctx) => {
    if (value === "") return "";
    const number = Number(value.replace(",", "."));
    if (!/^\d{1,2}([.,]\d)?$/.test(value) || Number.isNaN(number) || number < 0 || number > max) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return number.toFixed(1).replace(".", ",");
  });

/** A day typed by the date field ('2026-11-20'), or empty. */
const dayText = (label: string) =>
  text(label, 10).refine(
    (value) =>
      value === "" || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))),
    { message: `${label}: escolha uma data do calendário.` },
  );

/** The served states' Procon addresses (issue 59), one per state: { ES: 'https://procon.es.gov.br/' }. */
const proconUrlsField = z
  .record(z.string().regex(/^[A-Z]{2}$/, { message: "Estado inválido" }), httpsUrlField("Procon"), {
    message: "Informe os endereços do Procon por estado.",
  })
  .transform((urls) => Object.fromEntries(Object.entries(urls).filter(([, url]) => url !== "")))
  .optional()
  .default({});

/** A tag ID, trimmed (and upper-cased for Google's), empty or matching its format. */
const tagIdField = (pattern: RegExp, message: string, upper: boolean) =>
  z
    .string({ message })
    .max(40, { message })
    .transform((value) => (upper ? value.trim().toUpperCase() : value.trim()))
    .refine((value) => value === "" || pattern.test(value), { message });

export const siteSettingsInputSchema = z.object({
  companyName: textField({
    label: "Nome da empresa",
    typeMessage: "Nome da empresa é obrigatório",
    min: 2,
    max: 100,
    maxMessage: "Nome da empresa deve ter no máximo 100 caracteres",
  }),
  cnpj: cnpjField,
  address: text("Endereço", 200),
  salesPhone: phoneField,
  whatsappNumber: whatsappField,
  subscriberPortalUrl: httpsUrlField("Portal do assinante"),
  jobsUrl: httpsUrlField("Trabalhe conosco"),
  salesEmail: emailField,
  supportEmail: emailField,
  privacyEmail: emailField,
  businessHours: text("Horário de atendimento", 200),
  statClientsValue: text("Número de clientes", 20),
  statClientsLabel: text("Legenda de clientes", 60),
  statCitiesLabel: text("Legenda de cidades", 60),
  statChannelsValue: text("Número de canais", 20),
  statChannelsLabel: text("Legenda de canais", 60),
  facebookUrl: httpsUrlField("Facebook"),
  instagramUrl: httpsUrlField("Instagram"),
  youtubeUrl: httpsUrlField("YouTube"),
  linkedinUrl: httpsUrlField("LinkedIn"),
  // Consumer service channels (Anatel's RGC asks for SAC and ouvidoria; the offers' labels name them).
  sacPhone: later(
    brazilianPhoneField(
      "SAC",
      "SAC: digite o número com DDD, ou um 0800 ou 4004 (ex.: (27) 3000-0000 ou 0800 123 4567).",
    ),
  ),
  ombudsmanPhone: later(
    brazilianPhoneField(
      "Ouvidoria",
      "Ouvidoria: digite o número com DDD, ou um 0800 ou 4004 (ex.: (27) 3000-0001 ou 0800 123 4568).",
    ),
  ),
  ombudsmanEmail: later(emailField),
  freeCallPhone: later(
    brazilianPhoneField(
      "Ligação gratuita",
      "Ligação gratuita: digite um número 0800 com 11 dígitos (ex.: 0800 123 4567).",
      (formatted) => formatted.startsWith("0800 "),
    ),
  ),
  googlePlayUrl: later(
    storeUrlField(
      "Google Play",
      "play.google.com",
      "Informe o endereço do aplicativo na Google Play (https://play.google.com/…).",
    ),
  ),
  appStoreUrl: later(
    storeUrlField(
      "App Store",
      "apps.apple.com",
      "Informe o endereço do aplicativo na App Store (https://apps.apple.com/…).",
    ),
  ),
  speedTestUrl: later(httpsUrlField("Teste de velocidade")),
  // Required: the privacy policy must name the encarregado (LGPD art. 41 §1), so the settings are not
  // saved without one. A version saved before this field existed is refused on restore for the same reason.
  privacyOfficerName: textField({
    label: "Encarregado de dados",
    typeMessage: "Informe o nome do encarregado pelo tratamento de dados (LGPD).",
    min: 3,
    minMessage: "Informe o nome do encarregado pelo tratamento de dados (LGPD).",
    max: 120,
    maxMessage: "Encarregado de dados deve ter no máximo 120 caracteres",
  }),
  sac24hChannel: later(text("Atendimento 24 horas", 120)),
  // Trust links the footer shows beside the consumer channels; each one only where it really leads.
  reclameAquiUrl: later(
    hostUrlField(
      "Reclame Aqui",
      ["reclameaqui.com.br"],
      "Informe o endereço da empresa no Reclame Aqui (https://www.reclameaqui.com.br/empresa/…).",
    ),
  ),
  googleReviewsUrl: later(
    hostUrlField(
      "Avaliações no Google",
      ["google.com", "google.com.br", "g.page", "maps.app.goo.gl", "g.co"],
      "Informe o endereço das avaliações da empresa no Google (https://g.page/…, https://maps.app.goo.gl/… ou https://www.google.com/…).",
    ),
  ),
  // The scores the footer shows beside those links, with the day they were read (issue 59): a score
  // without its day is not shown, as it could be years old.
  reclameAquiScore: later(
    scoreField("Nota no Reclame Aqui", 10, "Nota no Reclame Aqui: um número de 0 a 10 (ex.: 8,7)."),
  ),
  reclameAquiScoreOn: later(dayText("Data da nota no Reclame Aqui")),
  googleRating: later(scoreField("Nota no Google", 5, "Nota no Google: um número de 0 a 5 (ex.: 4,6).")),
  googleReviewCount: later(
    text("Número de avaliações no Google", 9).refine((value) => value === "" || /^\d{1,9}$/.test(value), {
      message: "Número de avaliações no Google: só os algarismos (ex.: 1200).",
    }),
  ),
  googleRatingOn: later(dayText("Data da nota no Google")),
  proconUrls: proconUrlsField,
  /** /parceiros' how-it-works video: a YouTube or Vimeo address (embeddedVideo). */
  partnerVideoUrl: later(
    httpsUrlField("Vídeo do programa de parceiros").refine(
      (value) => value === "" || embeddedVideo(value) !== undefined,
      {
        message:
          "Informe o endereço de um vídeo do YouTube ou do Vimeo (ex.: https://www.youtube.com/watch?v=…).",
      },
    ),
  ),
  /** /streamings' login-help guide, shown in a frame on request. */
  streamingHelpUrl: later(httpsUrlField("Guia de acesso aos streamings")),
  /**
   * Issue 67: what the cancellation page offers a subscriber who is leaving, above the confirmation and
   * never in its way; empty: no offer.
   */
  retentionOffer: later(text("Oferta para quem quer cancelar", 500)),
  // Link previews and the home-screen icon (issue 57).
  /** The brand's colour, '#rrggbb': the previews' background, the manifest's theme colour, the icon. */
  brandColor: later(
    text("Cor da marca", 7).refine((value) => value === "" || /^#[0-9a-fA-F]{6}$/.test(value), {
      message: "Cor da marca: use o formato #RRGGBB (ex.: #2D4FC4).",
    }),
  ),
  /** The picture a link to a page without its own shows (an upload); empty: one drawn with the name. */
  shareImageUrl: later(
    text("Imagem de compartilhamento", 300).refine(
      (value) =>
        value === "" || (/^\/(uploads|images)\/[A-Za-z0-9._\-/]+$/.test(value) && !value.includes("..")),
      { message: "Imagem de compartilhamento: envie uma imagem pelo botão." },
    ),
  ),
  // Issue 57: tags loaded only after the visitor's consent (decision 0069).
  gtmId: later(
    tagIdField(GTM_ID_PATTERN, "Google Tag Manager: use o formato GTM-XXXXXXX (ex.: GTM-AB12CD3).", true),
  ),
  ga4Id: later(
    tagIdField(GA4_ID_PATTERN, "Google Analytics 4: use o formato G-XXXXXXXXXX (ex.: G-AB12CD34EF).", true),
  ),
  metaPixelId: later(
    tagIdField(
      META_PIXEL_ID_PATTERN,
      "Meta Pixel: informe só os números do ID (ex.: 123456789012345).",
      false,
    ),
  ),
  /**
   * Issue 68: the cards', banners' and labels' 'Assinar' lead to 'Contrate online'; off, to the sales
   * WhatsApp (decision 0080). Absent from a form: on.
   */
  onlineSales: z.boolean({ error: "Vendas online deve ser sim ou não" }).optional().default(true),
});
export type SiteSettingsFormValues = z.input<typeof siteSettingsInputSchema>;
export type SiteSettingsInput = z.output<typeof siteSettingsInputSchema>;

/**
 * The tag IDs alone (issue 57): what Marketing sets under Banners, with the same checks as the whole
 * settings form, which an administrador saves in Configurações.
 */
export const tagSettingsSchema = siteSettingsInputSchema.pick({
  gtmId: true,
  ga4Id: true,
  metaPixelId: true,
});
export type TagSettingsInput = z.output<typeof tagSettingsSchema>;
