import { z } from "zod";

// Configurações → 'Marketing e avisos' (decision 0068): RD Station Marketing's API key, the SMTP server and
// the sales team's addresses for a new lead's e-mail, and WhatsApp Cloud API's template alert. The same
// schema checks the form in the browser and on the server. Secrets are write-only: empty keeps the saved one.

export const MARKETING_MESSAGES = {
  host: "Informe o servidor SMTP (por exemplo smtp.provedor.com.br).",
  port: "Informe a porta do servidor SMTP (de 1 a 65535).",
  from: "Informe o remetente dos avisos (um e-mail válido).",
  emails: "Informe e-mails válidos, um por linha.",
  phones: "Informe os números com DDI e DDD, só dígitos, um por linha (por exemplo 5527999990000).",
  phoneNumberId: "Informe o identificador do número (Phone number ID) do WhatsApp Business.",
  template: "Informe o nome do modelo de mensagem aprovado (letras minúsculas, números e _).",
  language: "Informe o idioma do modelo (por exemplo pt_BR).",
  secretLong: "A chave deve ter no máximo 500 caracteres.",
  smtpIncomplete:
    "Para os avisos por e-mail, informe o servidor, a porta, o remetente e ao menos um e-mail da equipe.",
  whatsappIncomplete:
    "Para os avisos por WhatsApp, informe o identificador do número, o token, o modelo, o idioma e ao menos um número.",
} as const;

const secret = z.string().trim().max(500, MARKETING_MESSAGES.secretLong);
const optionalText = (max: number, message: string) => z.string().trim().max(max, { message });

/** Lines of a textarea as a list: blank lines dropped. */
export const linesOf = (text: string) =>
  text
    .split(/[\n,;]+/)
    .map((line) => line.trim())
    .filter(Boolean);

const EMAIL = z.email();

export const marketingSettingsInputSchema = z
  .object({
    /** Empty: keep the saved key; `rdstationRemove` forgets it. */
    rdstationKey: secret,
    rdstationRemove: z.boolean().default(false),
    smtpHost: optionalText(200, MARKETING_MESSAGES.host),
    smtpPort: z.string().trim().max(5, MARKETING_MESSAGES.port),
    smtpSecure: z.boolean().default(false),
    smtpUser: optionalText(200, MARKETING_MESSAGES.host),
    smtpPassword: secret,
    smtpFrom: optionalText(200, MARKETING_MESSAGES.from),
    alertEmails: z.string().max(2000, MARKETING_MESSAGES.emails),
    whatsappPhoneNumberId: optionalText(40, MARKETING_MESSAGES.phoneNumberId),
    whatsappToken: secret,
    whatsappTemplate: optionalText(100, MARKETING_MESSAGES.template),
    whatsappLanguage: optionalText(10, MARKETING_MESSAGES.language),
    /** 'Avise-me quando acabar' (issue 58): the template that tells a subscriber a failure ended. */
    whatsappNoticeTemplate: optionalText(100, MARKETING_MESSAGES.template).default(""),
    /** 'Minha conta' (issue 67): the authentication template that carries a sign-in code. */
    whatsappCodeTemplate: optionalText(100, MARKETING_MESSAGES.template).default(""),
    alertPhones: z.string().max(2000, MARKETING_MESSAGES.phones),
  })
  .superRefine((input, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    const port = Number(input.smtpPort);
    if (input.smtpPort !== "" && !(Number.isInteger(port) && port >= 1 && port <= 65535))
      issue("smtpPort", MARKETING_MESSAGES.port);
    if (input.smtpFrom !== "" && !EMAIL.safeParse(input.smtpFrom).success)
      issue("smtpFrom", MARKETING_MESSAGES.from);
    if (input.smtpHost !== "" && !/^[a-z0-9.-]+$/i.test(input.smtpHost))
      issue("smtpHost", MARKETING_MESSAGES.host);
    const emails = linesOf(input.alertEmails);
    if (emails.length > 20 || emails.some((email) => !EMAIL.safeParse(email).success))
      issue("alertEmails", MARKETING_MESSAGES.emails);
    const phones = linesOf(input.alertPhones);
    if (phones.length > 20 || phones.some((phone) => !/^\d{12,15}$/.test(phone)))
      issue("alertPhones", MARKETING_MESSAGES.phones);
    if (input.whatsappPhoneNumberId !== "" && !/^\d{5,30}$/.test(input.whatsappPhoneNumberId))
      issue("whatsappPhoneNumberId", MARKETING_MESSAGES.phoneNumberId);
    if (input.whatsappTemplate !== "" && !/^[a-z0-9_]{1,100}$/.test(input.whatsappTemplate))
      issue("whatsappTemplate", MARKETING_MESSAGES.template);
    if (input.whatsappNoticeTemplate !== "" && !/^[a-z0-9_]{1,100}$/.test(input.whatsappNoticeTemplate))
      issue("whatsappNoticeTemplate", MARKETING_MESSAGES.template);
    if (input.whatsappCodeTemplate !== "" && !/^[a-z0-9_]{1,100}$/.test(input.whatsappCodeTemplate))
      issue("whatsappCodeTemplate", MARKETING_MESSAGES.template);
    if (input.whatsappLanguage !== "" && !/^[a-z]{2,3}(_[A-Z]{2})?$/.test(input.whatsappLanguage))
      issue("whatsappLanguage", MARKETING_MESSAGES.language);
  });

export type MarketingSettingsInput = z.output<typeof marketingSettingsInputSchema>;

/** Every field empty: saved, it turns every channel off and forgets nothing secret (tests put a site back so). */
export const EMPTY_MARKETING_SETTINGS: MarketingSettingsInput = {
  rdstationKey: "",
  rdstationRemove: false,
  smtpHost: "",
  smtpPort: "",
  smtpSecure: false,
  smtpUser: "",
  smtpPassword: "",
  smtpFrom: "",
  alertEmails: "",
  whatsappPhoneNumberId: "",
  whatsappToken: "",
  whatsappTemplate: "",
  whatsappLanguage: "",
  whatsappNoticeTemplate: "",
  whatsappCodeTemplate: "",
  alertPhones: "",
};

/** The saved settings as the console sees them: secrets by their masked hints only. */
export type SavedMarketingSettings = {
  rdstationKeyHint: string | null;
  smtpHost: string;
  smtpPort: string;
  smtpSecure: boolean;
  smtpUser: string;
  smtpPasswordHint: string | null;
  smtpFrom: string;
  alertEmails: string[];
  whatsappPhoneNumberId: string;
  whatsappTokenHint: string | null;
  whatsappTemplate: string;
  whatsappLanguage: string;
  whatsappNoticeTemplate: string;
  whatsappCodeTemplate: string;
  alertPhones: string[];
  /**
   * Which channels are complete enough to be used; `protocol` (a sign-up's protocol e-mailed to its visitor,
   * decision 0071) needs only the SMTP server.
   */
  active: { rdstation: boolean; email: boolean; whatsapp: boolean; protocol: boolean };
  /** 'Avise-me quando acabar' (issue 58): how a subscriber can be told a failure ended. */
  notices: { email: boolean; whatsapp: boolean };
  /** 'Minha conta' (issue 67): where a sign-in code can go. */
  codes: { email: boolean; whatsapp: boolean };
  updatedAt: string | null;
};

// --- The Painel (console, decision 0068) ---

export const DASHBOARD_PERIODS = [7, 30, 90] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/** A name and how many, for the Painel's breakdowns. */
export type DashboardCount = { label: string; count: number };

export type DashboardData = {
  days: DashboardPeriod;
  /** One entry per Brasília day of the period, oldest first. */
  perDay: { day: string; leads: number; signUps: number }[];
  byCity: DashboardCount[];
  byPlan: DashboardCount[];
  byForm: DashboardCount[];
  /** Leads by their first touch's utm_campaign ('(sem campanha)' for none), most first (issue 57). */
  byCampaign: DashboardCount[];
  /** Sales contacts only: a subscriber's 'Aviso de falha' is counted apart (`outageNotices`, issue 68). */
  funnel: DashboardFunnel;
  /** The same funnel over the period just before, as long (issue 68: the change against it). */
  previousFunnel: DashboardFunnel;
  /** Subscribers' 'Aviso de falha' in the period and the one before: support, not sales (issue 68). */
  outageNotices: { current: number; previous: number };
  /** The offer pages ('/ofertas/<código>') most viewed. */
  topOffers: DashboardCount[];
};

export type DashboardFunnel = { pageViews: number; coverageChecks: number; leads: number; signUps: number };

/** A step's share of the step before it, in per cent with one decimal; null when the step before is 0. */
export function funnelRate(count: number, before: number): number | null {
  return before > 0 ? Math.round((count / before) * 1000) / 10 : null;
}

/** The change of a count against the period before, in per cent (rounded); null when that was 0. */
export function periodChange(current: number, previous: number): number | null {
  return previous > 0 ? Math.round(((current - previous) / previous) * 100) : null;
}

// --- 'Testar conexão' of the alerts (issue 57) ---

/** What 'Testar conexão' answers: whether it worked and, in pt-BR, what was checked or what failed. */
export type ConnectionTestResult = { ok: boolean; message: string };

// --- Each seller's own alerts (issue 57): Equipe → 'Avisos' ---

export const SELLER_ALERT_MESSAGES = {
  whatsapp: "Informe o WhatsApp com DDI e DDD, só dígitos (por exemplo 5527999990000).",
  cities: "Escolha cidades da lista.",
  notSeller: "Só quem tem o perfil Comercial recebe avisos de novos contatos.",
} as const;

/** A comercial staff member's alerts: e-mail to their account's address, WhatsApp to their number, the cities they take. */
export type SellerAlerts = {
  email: boolean;
  /** Digits with the country code, or '' for none. */
  whatsapp: string;
  /** None: the leads of every city no seller took. */
  cityIds: number[];
};

export const DEFAULT_SELLER_ALERTS: SellerAlerts = { email: true, whatsapp: "", cityIds: [] };

export const sellerAlertsInputSchema = z.object({
  email: z.boolean(),
  /** Typed as the person likes ('+55 (27) 99999-0000'), kept as digits. */
  whatsapp: z
    .string()
    .max(30, SELLER_ALERT_MESSAGES.whatsapp)
    .transform((text) => text.replace(/\D/g, ""))
    .refine((digits) => digits === "" || /^\d{12,15}$/.test(digits), SELLER_ALERT_MESSAGES.whatsapp),
  cityIds: z.array(z.number().int().positive(), { message: SELLER_ALERT_MESSAGES.cities }).max(500),
});

export type SellerAlertsInput = z.output<typeof sellerAlertsInputSchema>;
/** The form's values, as sent. */
export type SellerAlertsValues = z.input<typeof sellerAlertsInputSchema>;
