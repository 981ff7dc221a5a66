import { SIGN_UP_PATH } from "../../../domain";
import { Icon } from "../../../ui/components/icon";
import { telLink } from "../../../ui/lib/contact";
import { NAV_GROUP_LABELS, NAV_GROUP_TRIGGER_CLASS, NAV_PRIMARY, type NavGroupLabel } from "./nav-links";
import { DRAWER_EXTRA, NAV_GROUP_LINKS } from "./nav-menus";

// The header's menus as native disclosures: rendered on the server only (site-header.astro), so no page's
// JavaScript carries their links, and they open from the first paint, with or without scripts. The layout's
// script adds what a disclosure lacks: one open at a time, Escape and a press elsewhere close them.

const SUMMARY = "list-none [&::-webkit-details-marker]:hidden";
const PANEL =
  "absolute top-full z-50 mt-1 rounded-md border bg-popover p-1 text-popover-foreground shadow-md";
const ITEM = "block rounded-sm px-3 py-2 text-sm hover:bg-muted";
/** A phone's menu item: a touch target of 44 px, as the controls of the bar it replaced. */
const DRAWER_ITEM = "flex min-h-11 items-center gap-2 rounded-sm px-3 text-sm hover:bg-muted";

function GroupLinks({ label, item = ITEM }: { label: NavGroupLabel; item?: string }) {
  return NAV_GROUP_LINKS[label].map((link) => (
    <li key={link.to}>
      <a href={link.to} className={item}>
        {link.label}
      </a>
    </li>
  ));
}

/** The desktop menu's groups ('Internet', 'Cliente', 'Institucional'), each a disclosure of its links. */
export function NavGroupDisclosures() {
  return NAV_GROUP_LABELS.map((label) => (
    <details key={label} className="group relative">
      <summary className={`${NAV_GROUP_TRIGGER_CLASS} ${SUMMARY}`}>
        {label}
        <Icon name="chevron-down" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <ul className={`${PANEL} left-0 w-max min-w-52`}>
        <GroupLinks label={label} />
      </ul>
    </details>
  ));
}

/**
 * The phone's menu: every link of the header under one disclosure, and what the desktop's top strip holds
 * (the visit's city, the search, the sales phone and the theme switch), so the phone's header is one bar.
 */
export function DrawerDisclosure({
  salesPhone,
  onlineSales = false,
}: {
  salesPhone: string;
  /** Issue 68: 'Contrate online' heads the menu. */
  onlineSales?: boolean;
}) {
  return (
    <details className="relative md:hidden">
      <summary
        className={`flex size-11 cursor-pointer items-center justify-center rounded-md hover:bg-muted ${SUMMARY}`}
      >
        <Icon name="menu" className="size-6" />
        <span className="sr-only">Menu</span>
      </summary>
      <nav
        aria-label="Menu"
        className={`${PANEL} -right-2 max-h-[calc(100dvh-5rem)] w-[min(20rem,calc(100vw-1rem))] overflow-y-auto`}
      >
        <div className="flex flex-col gap-2 border-b p-2 pb-3">
          {onlineSales && (
            <a
              href={SIGN_UP_PATH}
              data-sign-up-link
              className="flex min-h-11 items-center justify-center rounded-md bg-accent px-3 text-sm font-bold text-accent-foreground hover:bg-accent/90"
            >
              Contrate online
            </a>
          )}
          <a href="/mapa-cobertura" data-city-choice className={`${DRAWER_ITEM} font-semibold`}>
            <Icon name="map-pin" className="size-4 text-primary" />
            <span className="sr-only">Sua cidade:</span>
            <span data-city-label>Escolher cidade</span>
          </a>
          <search>
            <form method="get" action="/busca" className="flex gap-2">
              <label htmlFor="busca-menu" className="sr-only">
                Buscar no site
              </label>
              <input
                id="busca-menu"
                name="q"
                type="search"
                maxLength={80}
                placeholder="Buscar no site"
                className="h-11 min-w-0 flex-1 rounded-md border border-input bg-background px-3 text-sm"
              />
              <button
                type="submit"
                className="flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md border border-input hover:bg-muted"
                aria-label="Buscar"
              >
                <Icon name="search" className="size-4" />
              </button>
            </form>
          </search>
          <div className="flex items-center justify-between gap-2">
            {salesPhone && (
              <a href={telLink(salesPhone)} className={`${DRAWER_ITEM} font-semibold`}>
                <Icon name="phone" className="size-4" />
                {salesPhone}
              </a>
            )}
            <button
              type="button"
              data-theme-toggle
              className="ml-auto flex size-11 cursor-pointer items-center justify-center rounded-md hover:bg-muted noscript:hidden"
              aria-label="Ativar modo escuro"
              title="Ativar modo escuro"
            >
              <Icon name="sun" className="hidden size-5 dark:block" />
              <Icon name="moon" className="size-5 dark:hidden" />
            </button>
          </div>
        </div>
        <ul className="mt-1">
          {[...NAV_PRIMARY, ...DRAWER_EXTRA].map((link) => (
            <li key={link.to}>
              <a href={link.to} className={`${DRAWER_ITEM} font-semibold`}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        {NAV_GROUP_LABELS.map((label) => (
          <div key={label} className="mt-2">
            <p className="px-3 text-xs font-bold tracking-wide text-muted-foreground uppercase">{label}</p>
            <ul>
              <GroupLinks label={label} item={DRAWER_ITEM} />
            </ul>
          </div>
        ))}
      </nav>
    </details>
  );
}
