import { z } from "zod";
import { STORED_LEAD_KINDS } from "./lead";
import { LEAD_STATUSES, LEAD_VIEWS } from "./lead-console";
import { dayField } from "./offer-schema";
import { concurrencySchema } from "./record-schema";
import { textField } from "./text-field";

// The Contatos tab's writes, as the console API checks them (the public forms use the zod-free checks
// of ./lead).

/** Moving a lead along: `{ status, expectedUpdatedAt }`. */
export const leadStatusChangeSchema = z.object({
  status: z.enum(LEAD_STATUSES, { message: "Escolha uma situação da lista." }),
  expectedUpdatedAt: concurrencySchema.shape.expectedUpdatedAt,
});

/** 'Responsável' and 'Retornar em' of a lead: either may be cleared (null). */
export const leadFollowUpSchema = z.object({
  assigneeId: z.string({ message: "Escolha uma pessoa da lista." }).min(1).max(100).nullable(),
  followUpOn: dayField("Data de retorno inválida. Use uma data do calendário."),
  expectedUpdatedAt: concurrencySchema.shape.expectedUpdatedAt,
});
export type LeadFollowUp = z.input<typeof leadFollowUpSchema>;

/** The export's search and filters, as the tab shows them. */
export const leadExportSchema = z.object({
  search: textField({
    label: "A pesquisa",
    typeMessage: "Digite a pesquisa como texto.",
    max: 200,
    maxMessage: "Pesquisa longa demais.",
  }).default(""),
  kind: z.enum(STORED_LEAD_KINDS, { message: "Escolha um tipo da lista." }).optional(),
  status: z.enum(LEAD_STATUSES, { message: "Escolha uma situação da lista." }).optional(),
  view: z.enum(LEAD_VIEWS, { message: "Escolha uma visão da lista." }).optional(),
  // Issue 56: the lead's marker ('sem viabilidade').
  tag: textField({
    label: "O marcador",
    typeMessage: "Digite o marcador como texto.",
    max: 60,
    maxMessage: "Marcador longo demais.",
  }).optional(),
  // Issue 57: the first touch's source and campaign, as the tab filters them.
  source: textField({
    label: "A origem",
    typeMessage: "Digite a origem como texto.",
    max: 100,
    maxMessage: "Origem longa demais.",
  }).optional(),
  campaign: textField({
    label: "A campanha",
    typeMessage: "Digite a campanha como texto.",
    max: 100,
    maxMessage: "Campanha longa demais.",
  }).optional(),
});
export type LeadExport = z.input<typeof leadExportSchema>;
