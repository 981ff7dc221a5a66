// Who on the provider's staff may do what in the console (issue 22, decision 0022). The server enforces it
// on every console API route and page; the console only offers what the role can use.

export const STAFF_ROLES = ["administrador", "comercial", "marketing", "atendimento"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  administrador: "Administrador",
  comercial: "Comercial",
  marketing: "Marketing",
  atendimento: "Atendimento",
};

/** A role stored in the database or sent by a client, or undefined when it is none of ours. */
export function parseStaffRole(value: unknown): StaffRole | undefined {
  return STAFF_ROLES.find((role) => role === value);
}

/**
 * The parts of the console. Each console API prefix and each console tab belongs to one; a route that
 * belongs to none is refused to everyone (the route table test in admin-routes finds it).
 */
export type ConsoleArea =
  | "catalogue"
  | "marketing"
  | "images"
  | "referrals"
  | "leads"
  | "network"
  | "settings"
  | "history"
  | "team"
  | "dashboard"
  | "signups"
  | "requests";

const AREA_ROLES: Record<ConsoleArea, readonly StaffRole[]> = {
  // Plans, business plans, cities, both association tabs, streaming services.
  catalogue: ["administrador", "comercial"],
  // Banners, their carousel settings, streaming banners.
  marketing: ["administrador", "marketing"],
  // Image uploads: banners and streaming logos.
  images: ["administrador", "comercial", "marketing"],
  // Indicações: read them and work them.
  referrals: ["administrador", "atendimento"],
  // Contatos: the site's lead forms, worked by whoever calls people back (decision 0026). Comercial, who
  // keeps the catalogue, does not get it: it is personal data, and an area has no read-only level.
  leads: ["administrador", "atendimento"],
  // Status da rede: incidents and planned works, kept by whoever answers subscribers (issue 58).
  network: ["administrador", "atendimento"],
  settings: ["administrador"],
  history: ["administrador"],
  // Equipe: staff accounts, their roles, passwords and sessions.
  team: ["administrador"],
  // Painel: counts only (no one's data), for whoever sells and whoever markets (issue 57).
  dashboard: ["administrador", "comercial", "marketing"],
  // Contratações: the 'Contrate online' sign-ups and their documents, worked by sales (issue 56).
  signups: ["administrador", "comercial"],
  // Solicitações: the desk's self-service requests (cancel, due day, address, Wi-Fi, plan), answered by
  // whoever answers subscribers (issue 67, point 4).
  requests: ["administrador", "atendimento"],
};

export function roleCanUse(role: StaffRole, area: ConsoleArea): boolean {
  return AREA_ROLES[area].includes(role);
}

/** What a refused console request answers (403), on the API and on a console page. */
export const ROLE_FORBIDDEN_MESSAGE = "Seu perfil não tem acesso a esta área do console.";

/** A disabled account's sign-in, once its password was right. */
export const ACCOUNT_DISABLED_MESSAGE = "Esta conta está desativada. Fale com um administrador da equipe.";
