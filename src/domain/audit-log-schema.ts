import { z } from "zod";
import { dayField } from "./offer-schema";
import { textField } from "./text-field";

// The Histórico filters, read by the admin API and by the tab's page alike: a control character (a NUL
// byte cannot even reach PostgreSQL) is refused with a pt-BR message, never passed on to the query.

const auditFilterFields = z.object({
  /** The section (table name). */
  entity: textField({
    label: "Seção",
    typeMessage: "Seção inválida",
    max: 60,
    maxMessage: "Seção deve ter no máximo 60 caracteres",
  }).optional(),
  /** The staff member's e-mail. */
  actor: textField({
    label: "Usuário",
    typeMessage: "Usuário inválido",
    max: 200,
    maxMessage: "Usuário deve ter no máximo 200 caracteres",
  }).optional(),
  /** The period, Brasília days 'AAAA-MM-DD', both included; either end may be open. */
  from: dayField("Data inicial inválida"),
  to: dayField("Data final inválida"),
});

/** The period's ends in order; a refinement, so a schema built on the filters adds it again. */
export const PERIOD_ORDER: [
  (filters: { from?: string | null; to?: string | null }) => boolean,
  { message: string; path: string[] },
] = [
  (filters) => !filters.from || !filters.to || filters.from <= filters.to,
  { message: "A data final deve ser igual ou posterior à data inicial", path: ["to"] },
];

export const auditFiltersSchema = auditFilterFields.refine(...PERIOD_ORDER);
/** The filters with more fields (the API's page): extend these, then refine with PERIOD_ORDER. */
export const auditFiltersFields = auditFilterFields;
