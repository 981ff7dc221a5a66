import { Icon } from "../../components/ui/icon";
import { NAV_GROUP_LABELS, NAV_GROUP_TRIGGER_CLASS, NAV_PRIMARY, type NavGroupLabel } from "./nav-links";
import { DRAWER_EXTRA, NAV_GROUP_LINKS } from "./nav-menus";

// The header's menus as native disclosures (issue 39: what needs a few lines is native HTML, with no
// hydration). They are rendered to a string on the server (layout-html.server.tsx), so no page's
// JavaScript carries their links, and they open from the first paint, with or without scripts, before the
// page has hydrated too. With scripts, header.tsx adds what a disclosure lacks: one open at a time, Escape,
// a press elsewhere and a navigation close them.

const SUMMARY = "list-none [&::-webkit-details-marker]:hidden";
const PANEL =
  "absolute top-full z-50 mt-1 rounded-md border bg-popover p-1 text-popover-foreground shadow-md";
const ITEM = "block rounded-sm px-3 py-2 text-sm hover:bg-muted";

function GroupLinks({ label }: { label: NavGroupLabel }) {
  return NAV_GROUP_LINKS[label].map((link) => (
    <li key={link.to}>
      <a href={link.to} className={ITEM}>
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

/** The phone's menu: every link of the header under one disclosure. */
export function DrawerDisclosure() {
  return (
    <details className="relative">
      <summary
        className={`flex size-11 cursor-pointer items-center justify-center rounded-md hover:bg-muted ${SUMMARY}`}
      >
        <Icon name="menu" className="size-6" />
        <span className="sr-only">Menu</span>
      </summary>
      <nav
        aria-label="Menu"
        className={`${PANEL} -right-2 max-h-[calc(100dvh-12rem)] w-[min(20rem,calc(100vw-1rem))] overflow-y-auto`}
      >
        <ul>
          {[...NAV_PRIMARY, ...DRAWER_EXTRA].map((link) => (
            <li key={link.to}>
              <a href={link.to} className={`${ITEM} font-semibold`}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        {NAV_GROUP_LABELS.map((label) => (
          <div key={label} className="mt-2">
            <p className="px-3 text-xs font-bold tracking-wide text-muted-foreground uppercase">{label}</p>
            <ul>
              <GroupLinks label={label} />
            </ul>
          </div>
        ))}
      </nav>
    </details>
  );
}
