import { z } from "zod";
import { dayField } from "./offer-schema";
import { concurrencySchema } from "./record-schema";
import { SIGN_UP_DOCUMENT_KINDS, SIGN_UP_STATUSES } from "./sign-up";

// The Contratações tab's writes and filters, as the console API checks them (issue 56; the public page
// uses the zod-free checks of ./sign-up).

export const signUpStatusChangeSchema = z.object({
  status: z.enum(SIGN_UP_STATUSES, { message: "Escolha uma situação da lista." }),
  expectedUpdatedAt: concurrencySchema.shape.expectedUpdatedAt,
});

export const signUpAssigneeSchema = z.object({
  assigneeId: z.string({ message: "Escolha uma pessoa da lista." }).min(1).max(100).nullable(),
  expectedUpdatedAt: concurrencySchema.shape.expectedUpdatedAt,
});

const idFilter = z
  .string()
  .regex(/^\d{1,9}$/, "Filtro inválido.")
  .transform(Number)
  .optional();

/** 'Cidade', 'Plano', 'De' and 'Até' (Brasília days, both included). */
export const signUpFiltersSchema = z.object({
  cityId: idFilter,
  planId: idFilter,
  from: dayField("Data inicial inválida")
    .optional()
    .transform((value) => value ?? undefined),
  to: dayField("Data final inválida")
    .optional()
    .transform((value) => value ?? undefined),
});
export type SignUpFiltersInput = z.input<typeof signUpFiltersSchema>;

export const signUpDocumentParamSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
  kind: z.enum(SIGN_UP_DOCUMENT_KINDS),
});
