import { z } from "zod";
import { ERP_ADAPTERS } from "./erp";

// The console's 'Sistema de gestão' form (decision 0037): the same schema checks it in the browser and on
// the server. The credential is write-only: empty keeps the one saved.

export const ERP_SETTINGS_MESSAGES = {
  adapter: "Escolha o sistema de gestão.",
  url: "Informe o endereço completo do sistema, começando com https://",
  http: "Um endereço http:// envia a credencial sem criptografia: use https:// ou marque 'Permitir endereço http://'.",
  token: "Informe a credencial de acesso.",
  tokenForNewAddress:
    "Outro sistema ou endereço precisa da credencial de novo: ela só vai ao endereço para o qual foi digitada.",
  tokenLong: "A credencial deve ter no máximo 500 caracteres.",
  contractPrint:
    "Informe o recurso de impressão do contrato do IXC (cliente_contrato_imprimir_contrato_ seguido do número) ou deixe em branco.",
} as const;

/** IXC's contract print resource of an install (issue 58): ERP_CONTRACT_PRINT's, or the console's. */
export const IXC_CONTRACT_PRINT = /^cliente_contrato_imprimir_contrato_\d{1,9}$/;

export const erpSettingsInputSchema = z
  .object({
    adapter: z.enum(ERP_ADAPTERS, { message: ERP_SETTINGS_MESSAGES.adapter }),
    url: z
      .string({ message: ERP_SETTINGS_MESSAGES.url })
      .trim()
      .max(300, { message: ERP_SETTINGS_MESSAGES.url })
      .pipe(z.url({ protocol: /^https?$/, message: ERP_SETTINGS_MESSAGES.url })),
    /** Empty: keep the saved credential. */
    token: z
      .string({ message: ERP_SETTINGS_MESSAGES.token })
      .trim()
      .max(500, ERP_SETTINGS_MESSAGES.tokenLong),
    allowHttp: z.boolean().default(false),
    /** IXC only (issue 58): empty uses ERP_CONTRACT_PRINT's, when the server has one. */
    contractPrint: z
      .string()
      .trim()
      .max(60, ERP_SETTINGS_MESSAGES.contractPrint)
      .refine((value) => value === "" || IXC_CONTRACT_PRINT.test(value), ERP_SETTINGS_MESSAGES.contractPrint)
      .default(""),
    /** SGP and Hubsoft (issue 67): 'Minha conta' takes the subscriber central's password too. */
    centralSignIn: z.boolean().default(false),
  })
  .superRefine((input, ctx) => {
    if (input.url.startsWith("http://") && !input.allowHttp)
      ctx.addIssue({ code: "custom", path: ["url"], message: ERP_SETTINGS_MESSAGES.http });
  });

export type ErpSettingsInput = z.output<typeof erpSettingsInputSchema>;
