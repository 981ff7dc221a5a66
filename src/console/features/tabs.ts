import { type ConsoleArea, roleCanUse, type StaffRole } from "../../domain";

/**
 * The console's tabs, in the order of the menu; each is a route /intranet/<path>, part of an area that
 * decides which roles see it (src/domain/staff-roles.ts; its loader checks the same area).
 */
export const CONSOLE_TABS = [
  { path: "planos", label: "Planos", area: "catalogue" },
  { path: "cidades", label: "Cidades", area: "catalogue" },
  { path: "planos-cidades", label: "Planos por Cidade", area: "catalogue" },
  { path: "planos-empresariais", label: "Planos Empresariais", area: "catalogue" },
  { path: "planos-empresariais-cidades", label: "Planos Empresariais por Cidade", area: "catalogue" },
  { path: "banners", label: "Banners", area: "marketing" },
  { path: "banners-streaming", label: "Banners Streaming", area: "marketing" },
  { path: "blog", label: "Blog", area: "marketing" },
  { path: "paginas", label: "Páginas", area: "marketing" },
  { path: "streaming", label: "Streaming", area: "catalogue" },
  { path: "indicacoes", label: "Indicações", area: "referrals" },
  { path: "contatos", label: "Contatos", area: "leads" },
  { path: "status-rede", label: "Status da rede", area: "network" },
  { path: "configuracoes", label: "Configurações", area: "settings" },
  { path: "historico", label: "Histórico", area: "history" },
  { path: "lixeira", label: "Lixeira", area: "history" },
  { path: "equipe", label: "Equipe", area: "team" },
] as const satisfies readonly { path: string; label: string; area: ConsoleArea }[];

/** The tabs a role may open, in menu order. */
export const tabsFor = (role: StaffRole) => CONSOLE_TABS.filter((tab) => roleCanUse(role, tab.area));

/** Where /intranet leads a staff member: the first tab of their role (every role has one). */
export const firstTabFor = (role: StaffRole) => `/intranet/${tabsFor(role)[0]?.path ?? CONSOLE_TABS[0].path}`;
