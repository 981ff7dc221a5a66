import { roleCanUse, type StaffRole } from "../../domain";
import { CONSOLE_TABS } from "../../domain/entities";

/**
 * The console's tabs, in the order of the menu: each entity's own tab, from the registry of entities
 * (src/domain/entities.ts), so a new entity's tab is in the menu with its entry. Each is a route
 * /intranet/<path>, part of an area that decides which roles see it (src/domain/staff-roles.ts; its loader
 * checks the same area).
 */
export { CONSOLE_TABS };

/** Roles whose console opens on the Painel, which heads their menu too (issue 57). */
const PAINEL_FIRST: readonly StaffRole[] = ["comercial", "marketing"];
const PAINEL = "painel";

/** The tabs a role may open, in menu order. */
export const tabsFor = (role: StaffRole) => {
  const tabs = CONSOLE_TABS.filter((tab) => roleCanUse(role, tab.area));
  if (!PAINEL_FIRST.includes(role)) return tabs;
  return [...tabs.filter((tab) => tab.path === PAINEL), ...tabs.filter((tab) => tab.path !== PAINEL)];
};

/** Where /intranet leads a staff member: the first tab of their role (every role has one). */
export const firstTabFor = (role: StaffRole) => `/intranet/${(tabsFor(role)[0] ?? CONSOLE_TABS[0])?.path}`;
