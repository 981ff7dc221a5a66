import { Icon } from "../../components/ui/icon";
import { NAV_GROUP_LABELS, NAV_GROUP_TRIGGER_CLASS, NAV_PRIMARY, type NavGroupLabel } from "./nav-links";
import { DRAWER_EXTRA, NAV_GROUP_LINKS } from "./nav-menus";

// The header's menus for a visitor whose browser runs no scripts (issue 39): native disclosures, rendered
// to a string on the server (layout-html.server.tsx) and shown only where scripting is off (`noscript:`),
// so no page's JavaScript carries them. With scripts, the dropdowns and the drawer of header.tsx serve.

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
export function NoScriptNavGroups() {
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

/** The phone's menu: the drawer's links under one disclosure. */
export function NoScriptDrawer() {
  return (
    <details className="relative">
      <summary
        className={`flex size-11 cursor-pointer items-center justify-center rounded-md hover:bg-muted ${SUMMARY}`}
      >
        <Icon name="menu" className="size-6" />
        <span className="sr-only">Abrir menu</span>
      </summary>
      <nav aria-label="Menu" className={`${PANEL} right-0 max-h-[75vh] w-72 overflow-y-auto`}>
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
