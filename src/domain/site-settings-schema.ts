import { z } from "zod";
import { formatCnpj, isValidCnpj } from "./cnpj";
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
  statCitiesValue: text("Número de cidades", 20),
  statCitiesLabel: text("Legenda de cidades", 60),
  statChannelsValue: text("Número de canais", 20),
  statChannelsLabel: text("Legenda de canais", 60),
  facebookUrl: httpsUrlField("Facebook"),
  instagramUrl: httpsUrlField("Instagram"),
  youtubeUrl: httpsUrlField("YouTube"),
  linkedinUrl: httpsUrlField("LinkedIn"),
});
export type SiteSettingsFormValues = z.input<typeof siteSettingsInputSchema>;
export type SiteSettingsInput = z.output<typeof siteSettingsInputSchema>;
