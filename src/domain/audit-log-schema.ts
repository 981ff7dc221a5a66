import { z } from "zod";
import { textField } from "./text-field";

// The Histórico filters, read by the admin API and by the tab's page alike: a control character (a NUL
// byte cannot even reach PostgreSQL) is refused with a pt-BR message, never passed on to the query.

export const auditFiltersSchema = z.object({
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
});
export type AuditFilters = z.output<typeof auditFiltersSchema>;
