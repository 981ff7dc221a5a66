import { z } from "zod";
import { dayField } from "./offer-schema";
import { concurrencySchema } from "./record-schema";
import { SUBSCRIBER_REQUEST_KINDS, SUBSCRIBER_REQUEST_STATES } from "./subscriber-request";

// The Solicitações tab's writes and filters, as the console API checks them (issue 67, point 4; the desk's
// pages use the zod-free checks of ./subscriber-request).

export const subscriberRequestStateSchema = z.object({
  state: z.enum(SUBSCRIBER_REQUEST_STATES, { message: "Escolha uma situação da lista." }),
  expectedUpdatedAt: concurrencySchema.shape.expectedUpdatedAt,
});

export const subscriberRequestReplySchema = z.object({
  text: z
    .string({ message: "Escreva a resposta (de 5 a 2000 caracteres)." })
    .trim()
    .min(5, "Escreva a resposta (de 5 a 2000 caracteres).")
    .max(2000, "Escreva a resposta (de 5 a 2000 caracteres)."),
  /** The state the reply moves the request to, if any. */
  state: z.enum(SUBSCRIBER_REQUEST_STATES, { message: "Escolha uma situação da lista." }).optional(),
  expectedUpdatedAt: concurrencySchema.shape.expectedUpdatedAt,
});

export const subscriberRequestFiltersSchema = z.object({
  kind: z.enum(SUBSCRIBER_REQUEST_KINDS, { message: "Filtro inválido." }).optional(),
  state: z.enum(SUBSCRIBER_REQUEST_STATES, { message: "Filtro inválido." }).optional(),
  cityId: z
    .string()
    .regex(/^\d{1,9}$/, "Filtro inválido.")
    .transform(Number)
    .optional(),
  from: dayField("Data inicial inválida")
    .optional()
    .transform((value) => value ?? undefined),
  to: dayField("Data final inválida")
    .optional()
    .transform((value) => value ?? undefined),
});
export type SubscriberRequestFiltersInput = z.input<typeof subscriberRequestFiltersSchema>;
