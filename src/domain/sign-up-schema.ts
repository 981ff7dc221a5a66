import { z } from "zod";
import { MAX_DAYS_OFF, MAX_SLOT_CAPACITY } from "./install-slots";
import { dayField } from "./offer-schema";
import { concurrencySchema } from "./record-schema";
import { SIGN_UP_DOCUMENT_KINDS, SIGN_UP_STATUSES } from "./sign-up";

// The Contratações tab's writes and filters, as the console API checks them (issue 56; the public page
// uses the zod-free checks of ./sign-up).

export const signUpStatusChangeSchema = z.object({
  status: z.enum(SIGN_UP_STATUSES, { message: "Escolha uma situação da lista." }),
  expectedUpdatedAt: concurrencySchema.shape.expectedUpdatedAt,
});

/** Contratações: staff confirm a sign-up's held installation slot, or release it (issue 68, point 3). */
export const signUpSlotChangeSchema = z.object({
  slotState: z.enum(["confirmed", "released"], { message: "Escolha confirmar ou liberar o horário." }),
  expectedUpdatedAt: concurrencySchema.shape.expectedUpdatedAt,
});

const DAY_OFF_MESSAGE = "Data de folga inválida.";
const CAPACITY_MESSAGE = `Informe de 0 a ${MAX_SLOT_CAPACITY} instalações por período.`;
const capacityField = z
  .number({ message: CAPACITY_MESSAGE })
  .int(CAPACITY_MESSAGE)
  .min(0, CAPACITY_MESSAGE)
  .max(MAX_SLOT_CAPACITY, CAPACITY_MESSAGE);

/** A city's installation windows as the console saves them (issue 68, point 3). */
export const installScheduleSchema = z
  .object({
    weekdays: z
      .array(z.number().int().min(0).max(6), { message: "Escolha os dias da semana." })
      .min(1, "Escolha pelo menos um dia da semana.")
      .max(7)
      .refine((days) => new Set(days).size === days.length, "Cada dia da semana uma vez só."),
    morningCapacity: capacityField,
    afternoonCapacity: capacityField,
    daysOff: z
      .array(
        z
          .string({ message: DAY_OFF_MESSAGE })
          .regex(/^\d{4}-\d{2}-\d{2}$/, DAY_OFF_MESSAGE)
          .refine((day) => {
            const time = Date.parse(`${day}T00:00:00Z`);
            return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
          }, DAY_OFF_MESSAGE),
        { message: DAY_OFF_MESSAGE },
      )
      .max(MAX_DAYS_OFF, `No máximo ${MAX_DAYS_OFF} datas de folga.`),
    expectedUpdatedAt: concurrencySchema.shape.expectedUpdatedAt.optional(),
  })
  .refine((value) => value.morningCapacity + value.afternoonCapacity > 0, {
    message: "Abra pelo menos um período (manhã ou tarde).",
    path: ["morningCapacity"],
  });
export type InstallScheduleInput = z.infer<typeof installScheduleSchema>;

const WEEKDAY_FIELDS = ["day0", "day1", "day2", "day3", "day4", "day5", "day6"] as const;

/** 'dd/mm/aaaa' → 'aaaa-mm-dd' of a real day, else undefined. */
function dayOf(text: string): string | undefined {
  const found = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!found) return undefined;
  const day = `${found[3]}-${found[2]}-${found[1]}`;
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day) ? day : undefined;
}

/**
 * The console's form of a city's windows: a switch per weekday, the capacities as typed, the days off as
 * 'dd/mm/aaaa' separated by commas or lines; its output is what installScheduleSchema takes.
 */
export const installScheduleFormSchema = z
  .object({
    day0: z.boolean(),
    day1: z.boolean(),
    day2: z.boolean(),
    day3: z.boolean(),
    day4: z.boolean(),
    day5: z.boolean(),
    day6: z.boolean(),
    morningCapacity: z.string(),
    afternoonCapacity: z.string(),
    daysOff: z.string(),
  })
  .transform((form, ctx) => {
    const weekdays = WEEKDAY_FIELDS.flatMap((field, day) => (form[field] ? [day] : []));
    if (weekdays.length === 0)
      ctx.addIssue({ code: "custom", path: ["day1"], message: "Escolha pelo menos um dia da semana." });
    const capacity = (field: "morningCapacity" | "afternoonCapacity") => {
      const text = form[field].trim();
      const value = /^\d{1,2}$/.test(text) ? Number(text) : Number.NaN;
      if (!(value >= 0 && value <= MAX_SLOT_CAPACITY))
        ctx.addIssue({ code: "custom", path: [field], message: CAPACITY_MESSAGE });
      return value;
    };
    const morningCapacity = capacity("morningCapacity");
    const afternoonCapacity = capacity("afternoonCapacity");
    if (morningCapacity === 0 && afternoonCapacity === 0)
      ctx.addIssue({
        code: "custom",
        path: ["morningCapacity"],
        message: "Abra pelo menos um período (manhã ou tarde).",
      });
    const daysOff: string[] = [];
    for (const text of form.daysOff.split(/[\s,;]+/).filter(Boolean)) {
      const day = dayOf(text);
      if (!day) {
        ctx.addIssue({
          code: "custom",
          path: ["daysOff"],
          message: `Data de folga inválida: ${text.slice(0, 12)}. Use dd/mm/aaaa.`,
        });
        break;
      }
      daysOff.push(day);
    }
    if (daysOff.length > MAX_DAYS_OFF)
      ctx.addIssue({
        code: "custom",
        path: ["daysOff"],
        message: `No máximo ${MAX_DAYS_OFF} datas de folga.`,
      });
    return { weekdays, morningCapacity, afternoonCapacity, daysOff };
  });
export type InstallScheduleFormInput = z.input<typeof installScheduleFormSchema>;

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
