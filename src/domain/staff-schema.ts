import { z } from "zod";
import type { SellerAlerts } from "./marketing";
import { STAFF_ROLES, type StaffRole } from "./staff-roles";
import { textField } from "./text-field";

// Equipe (issue 22): the staff accounts an administrador creates and looks after.

const ROLE_MESSAGE = "Selecione o perfil";

export const staffRoleField = z
  .string({ message: ROLE_MESSAGE })
  .refine((value) => (STAFF_ROLES as readonly string[]).includes(value), { message: ROLE_MESSAGE })
  .transform((value) => value as StaffRole);

export const staffInputSchema = z.object({
  name: textField({
    label: "Nome",
    typeMessage: "Nome deve ter pelo menos 2 caracteres",
    min: 2,
    max: 80,
    maxMessage: "Nome deve ter no máximo 80 caracteres",
  }),
  email: textField({
    label: "E-mail",
    typeMessage: "Informe um e-mail válido",
    min: 3,
    max: 120,
    maxMessage: "E-mail deve ter no máximo 120 caracteres",
  })
    .transform((value) => value.toLowerCase())
    .refine((value) => z.email().safeParse(value).success, { message: "Informe um e-mail válido" }),
  role: staffRoleField,
});
export type StaffInput = z.output<typeof staffInputSchema>;

export const staffRoleSchema = z.object({ role: staffRoleField });

export const DUPLICATE_STAFF_MESSAGE = "Já existe uma conta com este e-mail.";
/** An administrador may not lock themselves out, nor leave the console without an active administrador. */
export const OWN_ACCOUNT_MESSAGE = "Você não pode mudar o perfil nem desativar a sua própria conta.";

/** How long a link to set a password stays valid (issue 22: 24 hours). */
export const PASSWORD_LINK_HOURS = 24;
/** The page a link leads to; the token follows in the fragment, which browsers never send to a server. */
export const PASSWORD_LINK_PATH = "/definir-senha";

/** A staff account as Equipe lists it. */
export type AdminStaffMember = {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  /** When an administrador disabled it; null while it may sign in. */
  disabledAt: string | null;
  /** Whether its sign-in asks for a code from an authenticator app (decision 0025). */
  twoFactorEnabled: boolean;
  /** Sessions that have not ended. */
  activeSessions: number;
  /** Their own alerts of new leads (issue 57): read for the comercial role only, the defaults when never set. */
  alerts: SellerAlerts;
  createdAt: string;
  updatedAt: string;
};

/** One of a staff member's sessions, as Equipe lists them. */
export type AdminStaffSession = {
  id: string;
  createdAt: string;
  /** Last refreshed (better-auth's updatedAt). */
  updatedAt: string;
  expiresAt: string;
  ipAddress: string | null;
  userAgent: string | null;
};
